// The dynamic form of a released module (the 请假单): the spec's messages, sub-table rows
// and their 合计, the calculated field, what a save sends, and kinds without a control.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerOnlineDevTranslations } from '../i18n';
import { createFakeHttp, type FakeHttp } from '../testing/fakeHttp';
import { columnData, field, formData, leaveForm } from '../testing/factories';
import { createOnlineDevApi } from './api';
import { popupOf } from './FormPopup';
import type { RuntimeModel } from './model';
import { RecordForm } from './RecordForm';

jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  confirmDialog: jest.fn(() => Promise.resolve(true)),
  notifySuccess: jest.fn(),
  getDictionaries: jest.fn(() =>
    Promise.resolve([{ id: 'LeaveType', enCode: 'LeaveType', fullName: '请假类型', dictionaryList: [{ id: 'annual', fullName: '年假' }, { id: 'sick', fullName: '病假' }] }]),
  ),
}));
jest.mock('@atrium/ui', () => ({
  ...jest.requireActual('@atrium/ui'),
  UserSelect: (jest.requireActual('../testing/fakeUserSelect') as typeof import('../testing/fakeUserSelect')).FakeUserSelect,
}));
const shared = jest.requireMock('@atrium/shared') as Record<'confirmDialog' | 'notifySuccess', jest.Mock>;

const model = (extra: Parameters<typeof formData>[0] = []): RuntimeModel => ({
  modelId: 'vd-leave',
  fullName: '请假单',
  formData: formData([...leaveForm(), ...extra]),
  columnData: columnData(),
});

type Control = HTMLElement & { value: unknown };
const control = (selector: string) => document.querySelector(selector) as Control;
async function set(selector: string, value: unknown, event = 'sl-input') {
  await waitFor(() => expect(control(selector)).not.toBeNull());
  await act(async () => {
    control(selector).value = value;
    control(selector).dispatchEvent(new CustomEvent(event, { bubbles: true }));
  });
}
/** React sets a property once the element has one (a test typed into it), an attribute before. */
const shownValue = (selector: string) => {
  const element = control(selector);
  return element.value !== undefined ? String(element.value) : element.getAttribute('value');
};
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);
const cell = (row: number, column: string) => `[data-field="expenses.${row}.${column}"] sl-input`;

function setup(): FakeHttp {
  return createFakeHttp({ 'POST /api/visualdev/OnlineDev/vd-leave': () => ({ id: 'new' }) });
}

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerOnlineDevTranslations();
});
beforeEach(() => jest.clearAllMocks());

it('refuses an empty form with the spec’s messages, then saves what the user typed (not the server’s fields)', async () => {
  const http = setup();
  const onSaved = jest.fn();
  const m = model();
  render(<RecordForm model={m} recordId={null} api={createOnlineDevApi(http)} popup={popupOf(m.columnData)} shown={() => true} onClose={jest.fn()} onSaved={onSaved} />);
  expect(document.querySelector('sl-dialog[label="新增 - 请假单"]')).not.toBeNull();
  fireEvent.click(screen.getByText('确定'));
  await waitFor(() => expect(alerts()).toEqual(['请假事由不能为空', '请假天数不能为空', '请假时间不能为空', '审批人不能为空']));
  expect(http.calls).toHaveLength(0);

  await set('sl-input[label="请假事由"]', '病');
  await waitFor(() => expect(alerts()).toEqual(['事由至少2个字', '请假天数不能为空', '请假时间不能为空', '审批人不能为空'])); // re-checked on change
  await set('sl-input[label="请假事由"]', '看病');
  await set('sl-input[label="请假天数"]', '2', 'sl-change');
  await set('[aria-label="请假时间开始"]', '2024-05-06', 'sl-change');
  await set('[aria-label="请假时间结束"]', '2024-05-07', 'sl-change');
  await set('sl-select[label="请假类型"]', 'sick', 'sl-change');
  fireEvent.change(screen.getByLabelText('审批人'), { target: { value: 'u-lisi' } });
  // The server's fields are shown read-only.
  expect(control('sl-input[label="单据编号"]').getAttribute('placeholder')).toBe('保存后自动生成');
  expect(control('sl-input[label="创建人员"]').getAttribute('placeholder')).toBe('系统自动生成');
  await waitFor(() => expect(alerts()).toEqual([]));

  fireEvent.click(screen.getByText('确定'));
  await waitFor(() => expect(http.callsTo('post', '/api/visualdev/OnlineDev/vd-leave')).toHaveLength(1));
  expect(http.calls[0]!.body).toEqual({
    reason: '看病',
    days: 2,
    period: [new Date(2024, 4, 6).getTime(), new Date(2024, 4, 7).getTime()],
    leaveType: 'sick',
    approver: 'u-lisi',
    expenses: [],
    allowance: 200,
  });
  expect(shared.notifySuccess).toHaveBeenCalledWith('新建成功');
  expect(onSaved).toHaveBeenCalled();
});

it('sub-table rows: add, move, remove after confirmation; the 合计 row and the calculated field follow', async () => {
  const http = setup();
  const m = model();
  render(<RecordForm model={m} recordId={null} api={createOnlineDevApi(http)} popup={popupOf(m.columnData)} shown={() => true} onClose={jest.fn()} onSaved={jest.fn()} />);
  const table = await screen.findByRole('table', { name: '费用明细' });
  expect(within(table).getByText('暂无数据')).toBeTruthy();
  for (let i = 0; i < 3; i += 1) fireEvent.click(screen.getByText('添加一行'));
  await set(cell(0, 'item'), '车票');
  await set(cell(0, 'amount'), '120.5', 'sl-change');
  await set(cell(1, 'item'), '住宿');
  await set(cell(1, 'amount'), '300', 'sl-change');
  await set(cell(2, 'item'), '餐费');
  await set(cell(2, 'amount'), '0.25', 'sl-change');
  const total = () => table.querySelector('[data-total="amount"]')?.textContent;
  await waitFor(() => expect(total()).toBe('420.75'));
  expect(within(table).getByText('合计')).toBeTruthy();
  await set('sl-input[label="请假天数"]', '1', 'sl-change');
  // Calculated after 100 ms of quiet: days * 100 + the expenses.
  await waitFor(() => expect(shownValue('sl-input[label="补贴"]')).toBe('520.75'));

  fireEvent.click(document.querySelector('[label="第3行上移"]')!);
  await waitFor(() => expect(shownValue(cell(1, 'item'))).toBe('餐费'));

  shared.confirmDialog.mockImplementationOnce(() => Promise.resolve(false));
  fireEvent.click(document.querySelector('[label="删除第1行"]')!);
  await waitFor(() => expect(shared.confirmDialog).toHaveBeenCalledWith({ message: '确定删除「费用明细」的第1行?' }));
  expect(table.querySelectorAll('tbody tr')).toHaveLength(3);
  fireEvent.click(document.querySelector('[label="删除第1行"]')!);
  await waitFor(() => expect(table.querySelectorAll('tbody tr')).toHaveLength(2));
  await waitFor(() => expect(total()).toBe('300.25'));
  await waitFor(() => expect(shownValue('sl-input[label="补贴"]')).toBe('400.25'));

  // A blank required cell is refused on save.
  fireEvent.click(screen.getByText('添加一行'));
  fireEvent.click(screen.getByText('确定'));
  await waitFor(() => expect(alerts()).toContain('项目不能为空'));
});

it('a kind this client does not know says so plainly, the others have controls, and a broken formula shows 0 with one warning', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const m = model([
    field('uploadFz', 'files', '附件'),
    field('relationForm', 'order', '关联订单'),
    field('calculate', 'broken', '坏公式', { readonly: true }, { expression: 'days +* 2' }),
    field('somethingNew', 'x', '新组件'),
  ]);
  render(<RecordForm model={m} recordId={null} api={createOnlineDevApi(setup())} popup={{ type: 'drawer', width: '800px' }} shown={() => true} onClose={jest.fn()} onSaved={jest.fn()} />);
  // The shared Drawer (a lazy chunk of @atrium/ui).
  await waitFor(() => expect(document.querySelector('sl-drawer[label="新增 - 请假单"]')).not.toBeNull());
  expect((await screen.findByText('somethingNew暂不支持在此页面填写')).closest('[role="note"]')).not.toBeNull();
  expect(document.querySelector('[role="note"][data-kind="uploadFz"]')).toBeNull();
  expect(document.querySelector('fieldset[data-kind="uploadFz"]')).not.toBeNull();
  expect(document.querySelector('sl-input[label="关联订单"]')).not.toBeNull();
  await set('sl-input[label="请假天数"]', '3', 'sl-change');
  await waitFor(() => expect(shownValue('sl-input[label="补贴"]')).toBe('300'));
  expect(shownValue('sl-input[label="坏公式"]')).toBe('0');
  expect(warn.mock.calls.filter(([text]) => String(text).includes('broken'))).toHaveLength(1);
  warn.mockRestore();
});

it('hides fields the form rights do not grant, and fields not meant for pc', async () => {
  const m = model([field('comInput', 'appOnly', '仅移动端', {}, { visibility: ['app'] })]);
  render(
    <RecordForm
      model={m}
      recordId={null}
      api={createOnlineDevApi(setup())}
      popup={{ type: 'fullScreen', width: '1000px' }}
      shown={(item, table) => (table ? item.__vModel__ !== 'amount' : item.__vModel__ !== 'approver')}
      onClose={jest.fn()}
      onSaved={jest.fn()}
    />,
  );
  await screen.findByRole('table', { name: '费用明细' });
  expect(screen.queryByLabelText('审批人')).toBeNull();
  expect(screen.queryByText('金额')).toBeNull();
  expect(document.querySelector('[label="仅移动端"]')).toBeNull();
  // Hidden fields are not checked either.
  fireEvent.click(screen.getByText('确定'));
  await waitFor(() => expect(alerts()).toEqual(['请假事由不能为空', '请假天数不能为空', '请假时间不能为空']));
});
