// A released module's list against a fake transport: the query body (search, keyword, sort, paging),
// the buttons by the user's rights on the module's menu, batch delete with confirmation, export.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setLocale, type PermissionEntry } from '@atrium/shared';
import { registerOnlineDevTranslations } from '../i18n';
import { createFakeHttp, type FakeHttp } from '../testing/fakeHttp';
import { columnData, field, formData, leaveForm } from '../testing/factories';
import { createOnlineDevApi } from './api';
import type { RuntimeModel } from './model';
import { RuntimeList } from './RuntimeList';

jest.mock('@atrium/shared', () => {
  const { atom } = jest.requireActual('nanostores') as typeof import('nanostores');
  const permissions = atom([]);
  const modelId = atom(null);
  return {
    ...jest.requireActual('@atrium/shared'),
    confirmDialog: jest.fn(() => Promise.resolve(true)),
    notifySuccess: jest.fn(),
    getDictionaries: jest.fn(() => Promise.resolve([])),
    get $permissions() {
      return permissions;
    },
    get $currentModelId() {
      return modelId;
    },
  };
});
const shared = jest.requireMock('@atrium/shared') as { confirmDialog: jest.Mock; $permissions: { set: (value: readonly PermissionEntry[]) => void } };
const grant = (...codes: string[]) => shared.$permissions.set([{ modelId: 'menu-leave', button: codes.map((enCode) => ({ enCode })) }]);

const model: RuntimeModel = {
  modelId: 'vd-leave',
  fullName: '请假单',
  formData: formData([...leaveForm(), field('select', 'status', '状态', { options: [{ id: '1', fullName: '草稿' }, { id: '2', fullName: '已提交' }] })]),
  columnData: columnData({
    columnList: [
      { prop: 'reason', label: '请假事由' },
      { prop: 'days', label: '请假天数', sortable: true },
      { prop: 'status', label: '状态' },
    ],
    searchList: [
      { prop: 'reason', label: '请假事由', searchType: 2 },
      { prop: 'days', label: '请假天数', searchType: 3 },
    ],
    defaultSidx: '',
    sort: 'desc',
    btnsList: [{ value: 'add', label: '新增' }, { value: 'batchRemove', label: '批量删除' }, { value: 'download', label: '导出' }],
    columnBtnsList: [{ value: 'edit', label: '编辑' }, { value: 'remove', label: '删除' }, { value: 'detail', label: '详情' }],
  }),
};

const records = [
  { id: 'r1', reason: '看病', days: 1, status: '1' },
  { id: 'r2', reason: '探亲', days: 3, status: '2' },
];

function setup(): FakeHttp {
  return createFakeHttp({
    'POST /api/visualdev/OnlineDev/vd-leave/List': () => ({ list: records, pagination: { currentPage: 1, pageSize: 20, total: 2 } }),
    'POST /api/visualdev/OnlineDev/batchDelete/vd-leave': () => null,
    'POST /api/visualdev/OnlineDev/vd-leave/Actions/Export': () => ({ url: '/api/file/Download/t/leave.xlsx', name: '请假单.xlsx' }),
  });
}
const bodies = (http: FakeHttp) => http.callsTo('post', '/api/visualdev/OnlineDev/vd-leave/List').map((call) => call.body as Record<string, unknown>);
const row = (id: string) => document.querySelector(`tr[data-row-id="${id}"]`) as HTMLElement;

async function change(element: Element, value: unknown, event: string) {
  await act(async () => {
    (element as HTMLElement & { value: unknown }).value = value;
    element.dispatchEvent(new CustomEvent(event, { bubbles: true }));
  });
}

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerOnlineDevTranslations();
});
beforeEach(() => jest.clearAllMocks());

it('sends search, keyword, sort and paging in JNPF’s list body', async () => {
  grant();
  const http = setup();
  render(<RuntimeList model={model} menuId="menu-leave" title="请假单" api={createOnlineDevApi(http)} />);
  await waitFor(() => expect(row('r1')).not.toBeNull());
  expect(within(row('r1')).getByText('草稿')).toBeTruthy(); // a static option's name, not its id
  expect(bodies(http)[0]).toEqual({ currentPage: 1, pageSize: 20, sort: 'desc', sidx: '', keyword: '', json: '', menuId: 'menu-leave' });

  const search = screen.getByRole('search');
  await change(within(search).getByText((_, element) => element?.getAttribute('label') === '关键词'), '张', 'sl-input');
  await change(search.querySelector('[label="请假事由"]')!, '病', 'sl-input');
  await change(search.querySelector('[aria-label="请假天数开始"]')!, '1', 'sl-change');
  await change(search.querySelector('[aria-label="请假天数结束"]')!, '2', 'sl-change');
  fireEvent.submit(search);
  await waitFor(() => expect(bodies(http)).toHaveLength(2));
  expect(bodies(http)[1]).toMatchObject({ currentPage: 1, keyword: '张', json: JSON.stringify({ reason: '病', days: [1, 2] }) });

  fireEvent.click(screen.getByRole('button', { name: '按「请假天数」排序' }));
  await waitFor(() => expect(bodies(http)).toHaveLength(3));
  expect(bodies(http)[2]).toMatchObject({ sidx: 'days', sort: 'asc', keyword: '张' });
  fireEvent.click(screen.getByRole('button', { name: '按「请假天数」排序' }));
  await waitFor(() => expect(bodies(http)).toHaveLength(4));
  expect(bodies(http)[3]).toMatchObject({ sidx: 'days', sort: 'desc' });

  const pageSize = await waitFor(() => document.querySelector('sl-select[aria-label="每页条数"]')!);
  await change(pageSize, '100', 'sl-change');
  await waitFor(() => expect(bodies(http)).toHaveLength(5));
  expect(bodies(http)[4]).toMatchObject({ currentPage: 1, pageSize: 100 });
  expect(document.querySelectorAll('sl-select[aria-label="每页条数"] sl-option').length).toBe(4); // 20 50 100 500
});

it('without btn_add there is no add button; without the others no edit, delete, detail, batch delete or export', async () => {
  grant();
  render(<RuntimeList model={model} menuId="menu-leave" title="请假单" api={createOnlineDevApi(setup())} />);
  await waitFor(() => expect(row('r1')).not.toBeNull());
  for (const label of ['新建', '添加数据', '批量删除', '导出', '编辑', '删除', '详情']) expect(screen.queryByText(label)).toBeNull();
  expect(document.querySelector('th')?.textContent).not.toBe('操作'); // no empty actions column
  expect(document.querySelector('[aria-label="选择本页全部"]')).toBeNull();
});

it('an empty list offers 添加数据 only with btn_add', async () => {
  const empty = () => createFakeHttp({ 'POST /api/visualdev/OnlineDev/vd-leave/List': () => ({ list: [], pagination: { total: 0 } }) });
  grant();
  const { unmount } = render(<RuntimeList model={model} menuId="menu-leave" title="请假单" api={createOnlineDevApi(empty())} />);
  expect(await screen.findByText('暂无数据')).toBeTruthy();
  expect(screen.queryByText('添加数据')).toBeNull();
  unmount();
  grant('btn_add');
  render(<RuntimeList model={model} menuId="menu-leave" title="请假单" api={createOnlineDevApi(empty())} />);
  expect(await screen.findByText('添加数据')).toBeTruthy();
});

it('with the rights of another menu only, still nothing', async () => {
  shared.$permissions.set([{ modelId: 'other-menu', button: [{ enCode: 'btn_add' }, { enCode: 'btn_edit' }] }]);
  render(<RuntimeList model={model} menuId="menu-leave" title="请假单" api={createOnlineDevApi(setup())} />);
  await waitFor(() => expect(row('r1')).not.toBeNull());
  expect(screen.queryByText('新建')).toBeNull();
  expect(screen.queryByText('编辑')).toBeNull();
});

it('with the rights: add, edit, delete; batch delete asks with the count, then deletes the chosen ids', async () => {
  grant('btn_add', 'btn_edit', 'btn_remove', 'btn_batchRemove', 'btn_download', 'btn_detail');
  const http = setup();
  render(<RuntimeList model={model} menuId="menu-leave" title="请假单" api={createOnlineDevApi(http)} />);
  await waitFor(() => expect(row('r1')).not.toBeNull());
  expect(screen.getByText('新建')).toBeTruthy();
  expect(within(row('r1')).getByText('编辑')).toBeTruthy();
  expect(within(row('r1')).getByText('删除')).toBeTruthy();
  expect(within(row('r1')).getByText('详情')).toBeTruthy();

  const pick = async (id: string) =>
    act(async () => {
      const box = row(id).querySelector('sl-checkbox') as HTMLElement & { checked: boolean };
      box.checked = true;
      box.dispatchEvent(new CustomEvent('sl-change', { bubbles: true }));
    });
  await pick('r1');
  await pick('r2');
  shared.confirmDialog.mockImplementationOnce(() => Promise.resolve(false));
  fireEvent.click(screen.getByText('批量删除'));
  await waitFor(() => expect(shared.confirmDialog).toHaveBeenCalledWith({ message: '此操作将永久删除选中的2条数据, 是否继续?' }));
  expect(http.callsTo('post', /batchDelete/)).toHaveLength(0);
  fireEvent.click(screen.getByText('批量删除'));
  await waitFor(() => expect(http.callsTo('post', '/api/visualdev/OnlineDev/batchDelete/vd-leave')).toHaveLength(1));
  expect(http.callsTo('post', /batchDelete/)[0]!.body).toEqual({ ids: ['r1', 'r2'] });
  await waitFor(() => expect(bodies(http)).toHaveLength(2)); // reloaded
});

it('exports the chosen columns of the searched records to xlsx through a download link', async () => {
  grant('btn_download');
  const http = setup();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  render(<RuntimeList model={model} menuId="menu-leave" title="请假单" api={createOnlineDevApi(http)} />);
  await waitFor(() => expect(row('r1')).not.toBeNull());
  fireEvent.click(screen.getByText('导出'));
  await waitFor(() => expect(document.querySelector('sl-dialog[label="导出数据"]')).not.toBeNull());
  const dialog = document.querySelector('sl-dialog[label="导出数据"]') as HTMLElement;
  await change(within(dialog).getByText('全部页面数据').closest('sl-radio-group')!, '1', 'sl-change');
  const status = within(dialog).getByText('状态') as HTMLElement & { checked: boolean };
  await act(async () => {
    status.checked = false;
    status.dispatchEvent(new CustomEvent('sl-change', { bubbles: true }));
  });
  fireEvent.click(within(dialog).getAllByText('导出').at(-1)!);
  await waitFor(() => expect(http.callsTo('post', '/api/visualdev/OnlineDev/vd-leave/Actions/Export')).toHaveLength(1));
  expect(http.callsTo('post', /Actions\/Export/)[0]!.body).toMatchObject({ dataType: '1', selectKey: ['reason', 'days'], menuId: 'menu-leave', pageSize: 20 });
  await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
  click.mockRestore();
});
