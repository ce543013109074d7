// The task lists over a fake transport: each list calls its JNPF path with the chosen filters, a
// row opens /workFlowDetail with the list's opType and ids, and the row and batch actions call the
// engine after a confirmation naming the task.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerWorkflowTranslations } from '../i18n';
import { createWorkflowApi, type TaskRow, type WorkflowApi } from '../api';
import { decodeConfig } from '../common/detailRoute';
import { announceTaskChange } from '../common/events';
import { createFakeTransport, type FakeTransport } from '@atrium/testing';
import { TaskListView, dayBound, type TaskListKind } from './TaskListPage';

jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  confirmDialog: jest.fn(() => Promise.resolve(true)),
  confirmDelete: jest.fn(() => Promise.resolve(true)),
  notifySuccess: jest.fn(),
}));

const shared = jest.requireMock('@atrium/shared') as Record<'confirmDialog' | 'confirmDelete' | 'notifySuccess', jest.Mock>;
const ENGINE = '/api/workflow/Engine';

const task = (id: string, fullName: string, overrides: Partial<TaskRow> = {}): TaskRow => ({
  id, fullName, flowId: 'f1', flowName: '请假流程', flowCategory: 'hr', flowUrgent: 1, status: 1, thisStep: '经理审批', userName: '张三',
  creatorTime: Date.UTC(2026, 0, 5), startTime: Date.UTC(2026, 0, 5), ...overrides,
});

let fake: FakeTransport<WorkflowApi>;
let opened: string[];

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerWorkflowTranslations();
});

beforeEach(() => {
  jest.clearAllMocks();
  opened = [];
  fake = createFakeTransport(createWorkflowApi);
});

const page = (list: TaskRow[]) => ({ list, pagination: { currentPage: 1, pageSize: 20, total: list.length } });
const view = (kind: TaskListKind) => render(<TaskListView api={fake.api} kind={kind} open={(path) => opened.push(path)} />);
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const configOf = (path: string) => JSON.parse(decodeConfig(decodeURIComponent(path.split('config=')[1] ?? '')) ?? 'null') as Record<string, string>;

it('待办事宜 lists the to-dos with urgency and whom a delegated one is for, and opens one for approval with its to-do id', async () => {
  fake.on(`GET ${ENGINE}/FlowBefore/List/1`, page([
    task('t1', '张三的请假', { flowUrgent: 3, taskOperatorId: 'op1', taskNodeId: 'n1', delegateUserName: '李四' }),
  ]));
  fake.on(`GET ${ENGINE}/FlowBefore/Count`, { count: 1 });
  view('todo');
  expect(await screen.findByText('张三的请假')).toBeTruthy();
  expect(await screen.findByText('待办事宜（1）')).toBeTruthy();
  const row = rowOf('张三的请假');
  expect(within(row).getByText('紧急')).toBeTruthy();
  expect(within(row).getByText('李四')).toBeTruthy();
  expect(within(row).getByText('经理审批')).toBeTruthy();
  // To-dos are all waiting: no status column.
  expect(screen.queryByText('流程状态')).toBeNull();
  fireEvent.click(within(row).getByText('审批'));
  expect(opened).toHaveLength(1);
  expect(opened[0]).toMatch(/^\/workFlowDetail\?config=/);
  expect(configOf(opened[0] as string)).toEqual({ id: 't1', opType: '1', taskNodeId: 'n1', taskOperatorId: 'op1' });
});

it('sends the keyword, category, urgency, status and day range to the server', async () => {
  fake.on(`GET ${ENGINE}/FlowLaunch`, page([task('t1', '张三的请假')]));
  view('launch');
  await screen.findByText('张三的请假');
  const select = (name: string) => document.querySelector(`sl-select[data-filter="${name}"]`) as HTMLElement & { value: string };
  const status = select('status');
  status.value = '2';
  fireEvent(status, new Event('sl-change'));
  await waitFor(() => expect(fake.calls.at(-1)?.payload).toEqual({ currentPage: 1, pageSize: 20, status: 2 }));
  const category = select('category');
  category.value = 'hr';
  fireEvent(category, new Event('sl-change'));
  const urgency = select('urgency');
  urgency.value = '3';
  fireEvent(urgency, new Event('sl-change'));
  const from = document.querySelector('sl-input[type="date"]') as HTMLElement & { value: string };
  from.value = '2026-01-02';
  fireEvent(from, new Event('sl-change'));
  await waitFor(() =>
    expect(fake.calls.at(-1)?.payload).toEqual({ currentPage: 1, pageSize: 20, status: 2, flowCategory: 'hr', flowUrgent: 3, startTime: new Date(2026, 0, 2).getTime() }),
  );
  expect(dayBound('2026-01-02', true)).toBe(new Date(2026, 0, 2, 23, 59, 59, 999).getTime());
  expect(dayBound('bad', false)).toBe('');
});

it('我发起的 withdraws and urges a waiting task after a confirmation naming it, and deletes only tasks not in approval', async () => {
  fake.on(`GET ${ENGINE}/FlowLaunch`, page([task('t1', '张三的请假'), task('t2', '草稿请假', { status: 0 })]));
  fake.on(`PUT ${ENGINE}/FlowLaunch/t1/Actions/Withdraw`, null);
  fake.on(`POST ${ENGINE}/FlowLaunch/Press/t1`, { count: 1 });
  fake.on(`DELETE ${ENGINE}/FlowLaunch/t2`, null);
  view('launch');
  await screen.findByText('张三的请假');
  expect(within(rowOf('张三的请假')).queryByText('删除')).toBeNull();
  expect(within(rowOf('草稿请假')).queryByText('撤回')).toBeNull();

  shared.confirmDialog.mockImplementationOnce(() => Promise.resolve(false));
  fireEvent.click(within(rowOf('张三的请假')).getByText('撤回'));
  await waitFor(() => expect(shared.confirmDialog).toHaveBeenCalledWith({ message: '确定撤回流程“张三的请假”吗？' }));
  expect(fake.callsTo(`PUT ${ENGINE}/FlowLaunch/t1/Actions/Withdraw`)).toEqual([]);
  fireEvent.click(within(rowOf('张三的请假')).getByText('撤回'));
  await waitFor(() => expect(fake.callsTo(`PUT ${ENGINE}/FlowLaunch/t1/Actions/Withdraw`)).toHaveLength(1));
  await waitFor(() => expect(shared.notifySuccess).toHaveBeenCalledWith('撤回成功'));

  fireEvent.click(within(rowOf('张三的请假')).getByText('催办'));
  await waitFor(() => expect(fake.callsTo(`POST ${ENGINE}/FlowLaunch/Press/t1`)).toHaveLength(1));

  fireEvent.click(within(rowOf('草稿请假')).getByText('删除'));
  await waitFor(() => expect(fake.callsTo(`DELETE ${ENGINE}/FlowLaunch/t2`)).toHaveLength(1));
  expect(shared.confirmDelete).toHaveBeenCalledWith('确定删除流程“草稿请假”吗？');
  // The list reloads after each change.
  await waitFor(() => expect(fake.callsTo(`GET ${ENGINE}/FlowLaunch`).length).toBeGreaterThanOrEqual(4));
  // A draft is continued on the launch page.
  fireEvent.click(within(rowOf('草稿请假')).getByText('编辑'));
  expect(opened.at(-1)).toBe('/workFlow/addFlow?taskId=t2');
});

it('已办事宜 recalls one’s approval by its record id', async () => {
  fake.on(`GET ${ENGINE}/FlowBefore/List/2`, page([task('t1', '张三的请假', { taskRecordId: 'r9' }), task('t3', '已结束', { status: 2, taskRecordId: 'r3' })]));
  fake.on(`POST ${ENGINE}/FlowBefore/Recall/r9`, null);
  view('done');
  await screen.findByText('张三的请假');
  expect(within(rowOf('已结束')).queryByText('撤回')).toBeNull();
  expect(within(rowOf('已结束')).getByText('审核通过')).toBeTruthy();
  fireEvent.click(within(rowOf('张三的请假')).getByText('撤回'));
  await waitFor(() => expect(fake.callsTo(`POST ${ENGINE}/FlowBefore/Recall/r9`)).toHaveLength(1));
});

it('流程监控 deletes and terminates the selected tasks in one call each', async () => {
  fake.on(`GET ${ENGINE}/FlowMonitor`, page([task('t1', '甲的请假'), task('t2', '乙的请假', { status: 2 }), task('t3', '丙的请假')]));
  fake.on(`DELETE ${ENGINE}/FlowMonitor`, { count: 2 });
  fake.on(`POST ${ENGINE}/FlowMonitor/Cancel`, { count: 1 });
  fake.on(`GET ${ENGINE}/FlowMonitor/Statistics`, { list: [
    { flowId: 'f1', flowName: '请假流程', status: 1, count: 2 }, { flowId: 'f1', flowName: '请假流程', status: 2, count: 1 },
    { flowId: 'f2', flowName: '报销流程', status: 3, count: 4 }, { flowId: 'f2', flowName: '报销流程', status: 2, count: 1 },
  ] });
  view('monitor');
  await screen.findByText('甲的请假');
  // The statistics by flow and status, busiest flow first.
  const stats = await screen.findByRole('table', { name: '统计（按流程和状态）' });
  const statRows = within(stats).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
  expect(within(stats).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['报销流程', '请假流程']);
  expect(statRows.map((cells) => cells.slice(0, 6))).toEqual([['0', '1', '4', '0', '0', '5'], ['2', '1', '0', '0', '0', '3']]);
  const removeButton = () => screen.getByText(/批量删除/).closest('sl-button') as HTMLElement;
  expect(removeButton().hasAttribute('disabled')).toBe(true);
  fireEvent.click(screen.getByLabelText('选择“甲的请假”'));
  fireEvent.click(screen.getByLabelText('选择“乙的请假”'));
  expect(screen.getByText('批量删除（2）')).toBeTruthy();
  // Only waiting tasks can be terminated.
  expect(screen.getByText('批量终止（1）')).toBeTruthy();
  fireEvent.click(screen.getByText('批量终止（1）'));
  await waitFor(() => expect(fake.callsTo(`POST ${ENGINE}/FlowMonitor/Cancel`)[0]?.payload).toEqual({ ids: 't1', handleOpinion: '' }));
  expect(shared.confirmDialog).toHaveBeenCalledWith({ message: '确定终止选中的1个流程（甲的请假）吗？终止后无法继续审批。' });
  // Done: the selection is dropped; choose again and delete.
  await waitFor(() => expect(screen.getByText('批量删除（0）')).toBeTruthy());
  fireEvent.click(screen.getByLabelText('选择“甲的请假”'));
  fireEvent.click(screen.getByLabelText('选择“乙的请假”'));
  fireEvent.click(screen.getByText('批量删除（2）'));
  await waitFor(() => expect(fake.callsTo(`DELETE ${ENGINE}/FlowMonitor`)[0]?.payload).toEqual({ ids: 't1,t2' }));
  expect(shared.confirmDelete).toHaveBeenCalledWith('确定删除选中的2个流程（甲的请假、乙的请假）吗？');
});

it('a pushed change refreshes 流程监控 in place: new tasks appear and the rows still listed stay selected', async () => {
  let rows = [task('t1', '甲的请假'), task('t2', '乙的请假')];
  fake.on(`GET ${ENGINE}/FlowMonitor`, () => page(rows));
  fake.on(`GET ${ENGINE}/FlowMonitor/Statistics`, { list: [] });
  view('monitor');
  await screen.findByText('甲的请假');
  fireEvent.click(screen.getByLabelText('选择“甲的请假”'));
  fireEvent.click(screen.getByLabelText('选择“乙的请假”'));
  expect(screen.getByText('批量删除（2）')).toBeTruthy();

  // Another user's approval moved 乙 off this page and launched 丙.
  rows = [task('t3', '丙的请假'), task('t1', '甲的请假')];
  announceTaskChange();
  expect(await screen.findByText('丙的请假')).toBeTruthy();
  expect(screen.queryByText('乙的请假')).toBeNull();
  expect(await screen.findByText('批量删除（1）')).toBeTruthy();
  expect((screen.getByLabelText('选择“甲的请假”') as HTMLInputElement).checked).toBe(true);
  expect((screen.getByLabelText('选择“丙的请假”') as HTMLInputElement).checked).toBe(false);
});
