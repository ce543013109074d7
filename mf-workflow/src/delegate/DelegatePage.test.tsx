// 流程委托 over a fake transport: the list of the caller's delegations, the dialog's checks (a
// delegate, a period whose end follows its start) and the create / delete calls.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerWorkflowTranslations } from '../i18n';
import { createWorkflowApi, type DelegateRow, type WorkflowApi } from '../api';
import { createFakeTransport, type FakeTransport } from '@atrium/testing';
import { FakeUserSelect } from '../testing/FakeUserSelect';
import { DelegateView, fromLocalInput } from './DelegatePage';

jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  confirmDelete: jest.fn(() => Promise.resolve(true)),
  notifySuccess: jest.fn(),
}));

const shared = jest.requireMock('@atrium/shared') as Record<'confirmDelete' | 'notifySuccess', jest.Mock>;
const BASE = '/api/workflow/Engine/FlowDelegate';

let fake: FakeTransport<WorkflowApi>;
const rows: DelegateRow[] = [
  { id: 'd1', toUserId: 'u2', toUserName: '王五', flowId: '', flowName: '', startTime: new Date(2026, 0, 1, 9).getTime(), endTime: new Date(2026, 0, 2, 9).getTime(), description: '出差' },
];

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerWorkflowTranslations();
});

beforeEach(() => {
  jest.clearAllMocks();
  fake = createFakeTransport(createWorkflowApi);
  fake.on(`GET ${BASE}`, () => ({ list: rows, pagination: { currentPage: 1, pageSize: 20, total: rows.length } }));
  fake.on('GET /api/workflow/Engine/FlowEngine/ListAll', { list: [{ id: 'f1', fullName: '请假流程', category: 'hr' }] });
  fake.on(`POST ${BASE}`, null);
  fake.on(`DELETE ${BASE}/d1`, null);
});

const dialog = () => document.querySelector('sl-dialog') as HTMLElement;
const setValue = (element: Element, value: string) => {
  (element as HTMLElement & { value: string }).value = value;
  fireEvent(element, new Event('sl-change'));
};

it('lists the delegations (all flows when none is named) and deletes one after a confirmation naming the delegate', async () => {
  render(<DelegateView api={fake.api} config={null} userSelect={FakeUserSelect} />);
  const row = (await screen.findByText('王五')).closest('tr') as HTMLElement;
  expect(within(row).getByText('全部流程')).toBeTruthy();
  expect(within(row).getByText('出差')).toBeTruthy();
  fireEvent.click(within(row).getByText('删除'));
  await waitFor(() => expect(fake.callsTo(`DELETE ${BASE}/d1`)).toHaveLength(1));
  expect(shared.confirmDelete).toHaveBeenCalledWith('确定删除委托给“王五”的委托吗？');
});

it('creates a delegation of one flow only with a delegate and a period that ends after it starts', async () => {
  render(<DelegateView api={fake.api} config="3" userSelect={FakeUserSelect} />);
  expect(await screen.findByText('由消息打开：委托类型 3')).toBeTruthy();
  fireEvent.click(screen.getAllByText('新建')[0] as HTMLElement);
  await waitFor(() => expect(dialog()?.getAttribute('label')).toBe('新建委托'));
  fireEvent.click(within(dialog()).getByText('确定'));
  expect(await within(dialog()).findByText('请选择受委托人')).toBeTruthy();
  expect(within(dialog()).getByText('请选择委托时间')).toBeTruthy();

  fireEvent.change(within(dialog()).getByLabelText('受委托人'), { target: { value: 'u2' } });
  const [start, end] = [...dialog().querySelectorAll('sl-input[type="datetime-local"]')] as [Element, Element];
  setValue(start, '2026-02-02T09:00');
  setValue(end, '2026-02-01T09:00');
  fireEvent.click(within(dialog()).getByText('确定'));
  expect(await within(dialog()).findByText('结束时间必须晚于开始时间')).toBeTruthy();
  expect(fake.callsTo(`POST ${BASE}`)).toEqual([]);

  setValue(end, '2026-02-03T18:00');
  await waitFor(() => expect(dialog().querySelector('sl-option[value="f1"]')).toBeTruthy());
  setValue(dialog().querySelector('sl-select[data-field="flowId"]') as Element, 'f1');
  fireEvent.click(within(dialog()).getByText('确定'));
  await waitFor(() => expect(fake.callsTo(`POST ${BASE}`)).toHaveLength(1));
  expect(fake.callsTo(`POST ${BASE}`)[0]?.payload).toEqual({
    toUserId: 'u2', flowId: 'f1', startTime: fromLocalInput('2026-02-02T09:00'), endTime: fromLocalInput('2026-02-03T18:00'), description: '',
  });
  await waitFor(() => expect(shared.notifySuccess).toHaveBeenCalledWith('保存成功'));
});
