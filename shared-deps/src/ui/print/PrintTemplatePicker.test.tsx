import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLocale, type HttpClient } from '@atrium/shared';
import type { PrintPickerApi, PrintTemplateGroup } from './api';
import { createPrintPickerApi } from './api';
import { PrintTemplatePicker } from './PrintTemplatePicker';

jest.mock('@atrium/shared', () => ({ ...jest.requireActual('@atrium/shared'), notifyWarning: jest.fn() }));
const shared = jest.requireMock('@atrium/shared') as { notifyWarning: jest.Mock };

const GROUPS: PrintTemplateGroup[] = [
  { id: 'c1', fullName: '订单', children: [{ id: 't1', fullName: '销售订单打印', enCode: 'SalesOrderPrint', type: 2, category: 'c1' }] },
  { id: 'c2', fullName: '合同', children: [{ id: 't2', fullName: '员工信息卡', enCode: 'UserCardPrint', type: 1, category: 'c2' }] },
];

const fakeApi = (groups = GROUPS): PrintPickerApi & { templates: jest.Mock } => ({ templates: jest.fn(() => Promise.resolve(groups)) });

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
});
beforeEach(() => jest.clearAllMocks());

it('is a 400 px dialog listing the templates under their categories, asking the server for the type', async () => {
  const api = fakeApi();
  const { container } = render(<PrintTemplatePicker type={2} api={api} onConfirm={jest.fn()} onClose={jest.fn()} />);
  expect(await screen.findByText('销售订单打印')).toBeTruthy();
  expect((container.querySelector('sl-dialog') as HTMLElement).style.getPropertyValue('--width')).toBe('400px');
  expect(container.querySelector('sl-dialog')?.getAttribute('label')).toBe('选择打印模板');
  expect(screen.getByRole('region', { name: '订单' })).toBeTruthy();
  expect(screen.getByRole('region', { name: '合同' })).toBeTruthy();
  expect(api.templates).toHaveBeenCalledWith(2);
});

it('filters by keyword, warns without a choice and confirms the chosen template', async () => {
  const onConfirm = jest.fn();
  const { container } = render(<PrintTemplatePicker api={fakeApi()} onConfirm={onConfirm} onClose={jest.fn()} />);
  await screen.findByText('员工信息卡');
  const ok = () => [...container.querySelectorAll('sl-button')].find((button) => button.textContent === '确定') as HTMLElement;
  fireEvent.click(ok());
  expect(shared.notifyWarning).toHaveBeenCalledWith('请选择打印模板');
  expect(onConfirm).not.toHaveBeenCalled();

  const filter = container.querySelector<HTMLElement & { value: string }>('sl-input')!;
  filter.value = 'usercard';
  fireEvent(filter, new Event('sl-input'));
  await waitFor(() => expect(screen.queryByText('销售订单打印')).toBeNull());
  fireEvent.click(screen.getByLabelText('员工信息卡'));
  fireEvent.click(ok());
  expect(onConfirm).toHaveBeenCalledWith(GROUPS[1]?.children[0]);
});

it('preselects the current value and says so when nothing is available', async () => {
  const onConfirm = jest.fn();
  const { container, unmount } = render(<PrintTemplatePicker value="t2" api={fakeApi()} onConfirm={onConfirm} onClose={jest.fn()} />);
  await waitFor(() => expect((screen.getByLabelText('员工信息卡') as HTMLInputElement).checked).toBe(true));
  fireEvent.click([...container.querySelectorAll('sl-button')].find((button) => button.textContent === '确定') as HTMLElement);
  expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ id: 't2' }));
  unmount();
  render(<PrintTemplatePicker api={fakeApi([])} onConfirm={jest.fn()} onClose={jest.fn()} />);
  expect(await screen.findByText('暂无可用的打印模板')).toBeTruthy();
});

it('calls the Selector through the transport it is given', async () => {
  const get = jest.fn((_url: string, _params?: Record<string, unknown>) => Promise.resolve({ list: GROUPS }));
  // Only get is called; the cast stands in for the generic methods a jest.fn cannot type.
  const client = { get, post: jest.fn(), put: jest.fn(), delete: jest.fn(), request: jest.fn() } as unknown as HttpClient;
  const api = createPrintPickerApi(client);
  expect(await api.templates(1)).toEqual(GROUPS);
  expect(get).toHaveBeenCalledWith('/api/system/printDev/Selector', { type: 1 });
  await api.templates();
  expect(get).toHaveBeenLastCalledWith('/api/system/printDev/Selector', {});
});
