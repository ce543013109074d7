// The bill-rule form against a faked api.ts: the server's messages verbatim, the live example, and
// what is sent on save.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerSystemTranslations } from '../i18n';
import { BillRuleDialog } from './BillRuleDialog';
import { datePart } from './example';

jest.mock('./api', () => ({
  getCategories: jest.fn(() => Promise.resolve([{ id: 'c1', fullName: '采购' }])),
  getBillRule: jest.fn(),
  createBillRule: jest.fn(() => Promise.resolve({ id: 'new' })),
  updateBillRule: jest.fn(() => Promise.resolve(null)),
}));
jest.mock('@atrium/shared', () => ({ ...jest.requireActual('@atrium/shared'), notifySuccess: jest.fn() }));

const api = jest.requireMock('./api') as Record<'createBillRule', jest.Mock>;
type Field = HTMLElement & { value: string };

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerSystemTranslations();
});

const field = (label: string) => document.querySelector(`[label="${label}"]`) as Field;

async function type(label: string, value: string, event = 'sl-input'): Promise<void> {
  // Fields are lazy @atrium/ui components: wait until this one has rendered.
  await waitFor(() => expect(field(label)).not.toBeNull());
  await act(async () => {
    field(label).value = value;
    field(label).dispatchEvent(new CustomEvent(event));
  });
}

const alerts = async () => (await screen.findAllByRole('alert')).map((alert) => alert.textContent);

it('refuses empty and malformed input with the spec messages, previews the example, then creates', async () => {
  const onSaved = jest.fn();
  render(<BillRuleDialog id={null} onClose={jest.fn()} onSaved={onSaved} />);
  const ok = await screen.findByText('确定');
  await type('业务编码', '');
  await type('流水位数', '');
  await type('流水起始', '');
  fireEvent.click(ok);
  expect(await alerts()).toEqual(['请输入业务名称', '请输入业务编码', '请选择业务分类', '请输入流水前缀', '请输入流水位数', '请输入流水起始']);

  await type('业务名称', '名'.repeat(51));
  await type('业务编码', '.po');
  await type('流水位数', '0');
  await type('流水起始', '0a');
  fireEvent.click(ok);
  expect(await alerts()).toEqual(['业务名称最多为50个字符', '编码只能输入英文、数字和小数点且小数点不能放在首尾', '请选择业务分类', '请输入流水前缀', '只能输入正整数', '只能输入数字']);

  await type('流水位数', '3');
  await type('流水起始', '000');
  fireEvent.click(ok);
  expect(await screen.findByText('流水起始不能全为0')).toBeTruthy();
  await type('流水起始', '1234');
  fireEvent.click(ok);
  expect(await screen.findByText('流水起始不能超过3位')).toBeTruthy();

  await type('业务名称', '采购订单');
  await type('业务编码', 'po');
  await type('业务分类', 'c1', 'sl-change');
  await type('流水前缀', 'po-');
  await type('流水起始', '7');
  expect(field('流水范例').getAttribute('value')).toBe(`po-${datePart('yyyyMMdd', new Date())}007`);
  await type('流水日期', 'no', 'sl-change');
  expect(field('流水范例').getAttribute('value')).toBe('po-007');

  fireEvent.click(ok);
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(api.createBillRule).toHaveBeenCalledWith(expect.objectContaining({
    fullName: '采购订单', enCode: 'po', category: 'c1', prefix: 'po-', dateFormat: 'no', digit: 3, startNumber: '7', sortCode: 0, enabledMark: 1,
  }));
});
