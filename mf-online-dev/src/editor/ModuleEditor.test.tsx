// The basic module editor: design a 请假单 through its palette and property form, see the problems a
// save refuses, then save the form and list as JNPF JSON.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerOnlineDevTranslations } from '../i18n';
import type { Field } from '../model/types';
import { createFakeHttp } from '../testing/fakeHttp';
import { visualDev } from '../testing/factories';
import { createVisualDevApi } from '../visualDev/api';
import { ModuleEditor } from './ModuleEditor';

jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  confirmDialog: jest.fn(() => Promise.resolve(true)),
  notifySuccess: jest.fn(),
  getDictionaries: jest.fn(() => Promise.resolve([{ id: 'LeaveType', enCode: 'LeaveType', fullName: '请假类型', dictionaryList: [] }])),
}));
const shared = jest.requireMock('@atrium/shared') as Record<'confirmDialog' | 'notifySuccess', jest.Mock>;

const properties = () => screen.getByRole('complementary', { name: '字段属性' });
async function set(scope: HTMLElement, label: string, value: string, event = 'sl-input') {
  const element = await waitFor(() => {
    const found = scope.querySelector(`[label="${label}"]`);
    if (!found) throw new Error(`no ${label}`);
    return found as HTMLElement & { value: string };
  });
  await act(async () => {
    element.value = value;
    element.dispatchEvent(new CustomEvent(event, { bubbles: true }));
  });
}
const palette = (label: string) => fireEvent.click(within(screen.getByRole('navigation', { name: '添加字段' })).getByText(label));

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerOnlineDevTranslations();
});

it('designs fields through the palette and the property form, refuses problems, then saves JNPF JSON', async () => {
  const http = createFakeHttp({
    'GET /api/visualdev/Base/vd1': () => visualDev({ id: 'vd1', fullName: '请假单', enCode: 'leave' }),
    'PUT /api/visualdev/Base/vd1': () => null,
  });
  const onClose = jest.fn();
  render(<ModuleEditor id="vd1" api={createVisualDevApi(http)} categories={[]} onClose={onClose} />);
  await screen.findByText('还没有字段：从左侧添加第一个字段。');

  palette('单行输入');
  await set(properties(), '标题', '请假事由');
  await set(properties(), '字段名', 'reason');
  palette('设计子表');
  await set(properties(), '标题', '费用明细');
  await set(properties(), '字段名', 'expenses');
  await set(screen.getByRole('list', { name: '表单字段' }), '添加子表列', 'numInput', 'sl-change');
  await set(properties(), '字段名', 'amount');
  palette('计算公式');
  await set(properties(), '字段名', 'total');
  await set(properties(), '计算公式', 'reason + 1');
  expect(within(properties()).getByRole('alert').textContent).toBe('「计算公式」的计算公式引用的 reason 不是数字字段');

  fireEvent.click(screen.getByText('保存'));
  await waitFor(() => expect(screen.getByText('请先修正以下问题再保存：')).toBeTruthy());
  expect(http.callsTo('put', '/api/visualdev/Base/vd1')).toHaveLength(0);

  await set(properties(), '计算公式', 'SUM(expenses.amount)');
  // Fields can be reordered: the formula goes above the sub-table.
  fireEvent.click(document.querySelector('[label="上移「计算公式」"]')!);
  fireEvent.click(screen.getByText('保存'));
  await waitFor(() => expect(http.callsTo('put', '/api/visualdev/Base/vd1')).toHaveLength(1));
  const body = http.callsTo('put', '/api/visualdev/Base/vd1')[0]!.body as { id: string; formData: string; columnData: string };
  const fields = (JSON.parse(body.formData) as { fields: Field[] }).fields;
  expect(fields.map((item) => [item.__config__.jnpfKey, item.__vModel__, item.__config__.label])).toEqual([
    ['comInput', 'reason', '请假事由'],
    ['calculate', 'total', '计算公式'],
    ['table', 'expenses', '费用明细'],
  ]);
  expect(fields[2]!.__config__.children!.map((item) => item.__vModel__)).toEqual(['amount']);
  expect(fields[1]!.__config__.expression).toBe('SUM(expenses.amount)');
  expect((JSON.parse(body.columnData) as { columnList: { prop: string }[] }).columnList.map((column) => column.prop)).toEqual(['reason', 'total']);
  expect(body.id).toBe('vd1');
  expect(shared.notifySuccess).toHaveBeenCalledWith('「请假单」已保存（发布后生效）');

  // Saved: closing asks nothing.
  fireEvent.click(screen.getByText('关闭'));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(shared.confirmDialog).not.toHaveBeenCalled();
});

it('asks before closing with unsaved changes, and removes a field only after confirming', async () => {
  const http = createFakeHttp({ 'GET /api/visualdev/Base/vd1': () => visualDev({ id: 'vd1', fullName: '请假单' }) });
  const onClose = jest.fn();
  render(<ModuleEditor id="vd1" api={createVisualDevApi(http)} categories={[]} onClose={onClose} />);
  await screen.findByText('还没有字段：从左侧添加第一个字段。');
  palette('数字输入');
  shared.confirmDialog.mockImplementationOnce(() => Promise.resolve(false));
  fireEvent.click(document.querySelector('[label="删除「数字输入」"]')!);
  await waitFor(() => expect(shared.confirmDialog).toHaveBeenCalledWith({ message: '确定删除字段「数字输入」? 已发布的数据列会保留。' }));
  expect(screen.getByRole('list', { name: '表单字段' }).querySelectorAll('li')).toHaveLength(1);
  fireEvent.click(document.querySelector('[label="删除「数字输入」"]')!);
  await waitFor(() => expect(screen.getByText('还没有字段：从左侧添加第一个字段。')).toBeTruthy());

  shared.confirmDialog.mockImplementationOnce(() => Promise.resolve(false));
  fireEvent.click(screen.getByText('关闭'));
  await waitFor(() => expect(shared.confirmDialog).toHaveBeenLastCalledWith({ message: '「请假单」有未保存的修改，确定关闭?' }));
  expect(onClose).not.toHaveBeenCalled();
});
