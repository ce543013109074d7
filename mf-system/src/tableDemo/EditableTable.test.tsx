// 编辑表格 over a fake transport: 编辑 turns one row's cells into inputs, 保存 checks them as the
// dialog does (messages under their cells, nothing sent), sends RowsEdit, shows the server's
// refusal in the row, and 取消 puts the row back.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError, setLocale } from '@atrium/shared';
import { TableDemoView } from './TableDemoPage';
import { BASE, fakeTableDemo, project, registerTableDemoStrings, type FakeTableDemo } from './testing';

const mockGranted = new Set<string>();

jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  usePermission: jest.fn((_kind: string, code: string) => mockGranted.has(code)),
  notifySuccess: jest.fn(),
}));

const shared = jest.requireMock('@atrium/shared') as Record<'notifySuccess', jest.Mock>;
const ROWS_EDIT = `PUT ${BASE}/p1/Actions/RowsEdit`;

let fake: FakeTableDemo;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerTableDemoStrings();
});

beforeEach(() => {
  jest.clearAllMocks();
  mockGranted.clear();
  mockGranted.add('btn_edit');
  fake = fakeTableDemo([
    project('p1', { projectName: 'ERP 升级', projectCode: 'P-001', costAmount: 1500, description: '一期' }),
    project('p2', { projectName: '数据中台' }),
  ]);
});

/** The page with 编辑表格 shown, its list loaded. */
async function editableTab(): Promise<HTMLElement> {
  const { container } = render(<TableDemoView api={fake.api} />);
  await screen.findByText('ERP 升级');
  fireEvent(container.querySelector('sl-tab-group') as HTMLElement, new CustomEvent('sl-tab-show', { detail: { name: 'editable' } }));
  const panel = container.querySelector('sl-tab-panel[name="editable"]') as HTMLElement;
  await within(panel).findByText('ERP 升级');
  return panel;
}

const rowIn = (panel: HTMLElement, id: string) => panel.querySelector(`tr[data-row-id="${id}"]`) as HTMLElement;
const cellOf = (row: HTMLElement, field: string) => row.querySelector(`[data-cell-edit="${field}"]`) as HTMLElement;
const control = (row: HTMLElement, field: string) => cellOf(row, field).querySelector('sl-input, sl-select') as HTMLElement & { value: string };
const typeInto = (element: HTMLElement & { value: string }, value: string) => {
  element.value = value;
  fireEvent(element, new Event('sl-input'));
};

it('edits a row in place: its values in inputs, one row at a time, checked like the dialog, saved with RowsEdit', async () => {
  const panel = await editableTab();
  // The tab's list: the same call as the plain table's.
  expect(fake.listQueries().at(-1)).toEqual({ keyword: '', currentPage: 1, pageSize: 20, sidx: 'registerDate', sort: 'desc' });
  const row = rowIn(panel, 'p1');
  expect(row.querySelector('sl-input')).toBeNull();
  fireEvent.click(within(row).getByText('编辑'));

  await waitFor(() => expect(cellOf(rowIn(panel, 'p1'), 'projectName')).not.toBeNull());
  const editing = rowIn(panel, 'p1');
  const fields = ['projectName', 'projectCode', 'projectType', 'projectPhase', 'customerName', 'principal', 'interactionDate', 'costAmount', 'tunesAmount', 'projectedIncome', 'description'];
  expect(fields.filter((field) => cellOf(editing, field) === null)).toEqual([]);
  expect(control(editing, 'projectName').getAttribute('value')).toBe('ERP 升级');
  expect(control(editing, 'costAmount').getAttribute('value')).toBe('1500');
  expect(control(editing, 'interactionDate').getAttribute('value')).toBe('2026-03-15');
  // Each input is named for assistive technology (the header names it on screen).
  expect(control(editing, 'customerName').getAttribute('label')).toBe('客户名称');
  // One row at a time: the other rows' 编辑 waits.
  expect(within(rowIn(panel, 'p2')).getByText('编辑').hasAttribute('disabled')).toBe(true);

  typeInto(control(editing, 'projectName'), '  ');
  typeInto(control(editing, 'costAmount'), '1.005');
  fireEvent.click(within(editing).getByText('保存'));
  expect(await within(cellOf(editing, 'projectName')).findByText('请输入项目名称')).toBeTruthy();
  expect(within(cellOf(editing, 'costAmount')).getByText('费用金额最多保留两位小数')).toBeTruthy();
  expect(control(editing, 'projectName').getAttribute('aria-invalid')).toBe('true');
  expect(fake.callsTo(ROWS_EDIT)).toEqual([]);

  // The server refuses: its sentence shows in the row, the inputs keep what was typed.
  fake.on(ROWS_EDIT, () => {
    throw new ApiError({ code: 400, msg: '项目编码已存在', kind: 'api' });
  });
  typeInto(control(editing, 'projectName'), 'ERP 二期');
  typeInto(control(editing, 'costAmount'), '2000.5');
  fireEvent.click(within(editing).getByText('保存'));
  expect(await within(rowIn(panel, 'p1')).findByText('项目编码已存在')).toBeTruthy();
  expect(within(rowIn(panel, 'p1')).getByRole('alert').textContent).toBe('项目编码已存在');
  expect(control(rowIn(panel, 'p1'), 'projectName').value).toBe('ERP 二期');
  expect(within(cellOf(rowIn(panel, 'p1'), 'projectName')).queryByText('请输入项目名称')).toBeNull();

  fake.on(ROWS_EDIT, null);
  fireEvent.keyDown(control(rowIn(panel, 'p1'), 'projectPhase'), { key: 'Enter' });
  await waitFor(() => expect(fake.callsTo(ROWS_EDIT)).toHaveLength(2));
  expect(fake.callsTo(ROWS_EDIT)[1]?.payload).toEqual({
    projectName: 'ERP 二期',
    projectCode: 'P-001',
    projectType: 't2',
    projectPhase: '实施',
    customerName: '华东汽车',
    principal: '张三',
    jackStands: '李四',
    interactionDate: new Date(2026, 2, 15).getTime(),
    costAmount: 2000.5,
    tunesAmount: 0,
    projectedIncome: 0,
    description: '一期',
  });
  await waitFor(() => expect(shared.notifySuccess).toHaveBeenCalledWith('保存成功'));
  // Saved: the row is text again and the list reloads.
  await waitFor(() => expect(rowIn(panel, 'p1').querySelector('sl-input')).toBeNull());
  expect(within(rowIn(panel, 'p2')).getByText('编辑').hasAttribute('disabled')).toBe(false);
  await waitFor(() => expect(fake.listQueries().length).toBeGreaterThanOrEqual(3));
});

it('取消 puts the row back and sends nothing; without btn_edit there is no 编辑', async () => {
  const panel = await editableTab();
  fireEvent.click(within(rowIn(panel, 'p1')).getByText('编辑'));
  await waitFor(() => expect(cellOf(rowIn(panel, 'p1'), 'principal')).not.toBeNull());
  typeInto(control(rowIn(panel, 'p1'), 'principal'), '王五');
  fireEvent.click(within(rowIn(panel, 'p1')).getByText('取消'));
  await waitFor(() => expect(rowIn(panel, 'p1').querySelector('sl-input')).toBeNull());
  expect(within(rowIn(panel, 'p1')).getByText('张三')).toBeTruthy();
  expect(fake.callsTo(ROWS_EDIT)).toEqual([]);
});

it('编辑 puts the focus in the row’s first cell; 取消 and 保存 give it back to the row’s 编辑', async () => {
  const focused: Element[] = [];
  const focus = jest.spyOn(HTMLElement.prototype, 'focus').mockImplementation(function (this: HTMLElement) {
    focused.push(this);
  });
  try {
    const panel = await editableTab();
    fireEvent.click(within(rowIn(panel, 'p1')).getByText('编辑'));
    await waitFor(() => expect(focused.at(-1)).toBe(control(rowIn(panel, 'p1'), 'projectName')));
    fireEvent.click(within(rowIn(panel, 'p1')).getByText('取消'));
    await waitFor(() => expect(focused.at(-1)).toBe(within(rowIn(panel, 'p1')).getByText('编辑')));

    fireEvent.click(within(rowIn(panel, 'p2')).getByText('编辑'));
    await waitFor(() => expect(focused.at(-1)).toBe(control(rowIn(panel, 'p2'), 'projectName')));
    fake.on(`PUT ${BASE}/p2/Actions/RowsEdit`, null);
    fireEvent.click(within(rowIn(panel, 'p2')).getByText('保存'));
    await waitFor(() => expect(focused.at(-1)).toBe(within(rowIn(panel, 'p2')).getByText('编辑')));
  } finally {
    focus.mockRestore();
  }
});

it('offers no 编辑 without btn_edit', async () => {
  mockGranted.clear();
  const panel = await editableTab();
  expect(within(panel).queryByText('编辑')).toBeNull();
  expect(within(panel).queryByText('操作')).toBeNull();
});
