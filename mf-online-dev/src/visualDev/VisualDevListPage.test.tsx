// The designed-module list against a fake transport: the query it sends, create → editor, delete and
// release confirmations naming the module, a refused release shown verbatim, import and export,
// and the buttons following the page's rights.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setLocale, type DictionaryGroup } from '@atrium/shared';
import { registerOnlineDevTranslations } from '../i18n';
import type { VisualDevRecord } from '../model/types';
import { createFakeHttp, refuse, type FakeHttp } from '../testing/fakeHttp';
import { visualDev } from '../testing/factories';
import { createVisualDevApi } from './api';
import { VisualDevListPage } from './VisualDevListPage';

jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  usePermission: jest.fn(() => true),
  confirmDialog: jest.fn(() => Promise.resolve(true)),
  notifySuccess: jest.fn(),
  notifyError: jest.fn(),
  getDictionaries: jest.fn(() => Promise.resolve([])),
}));
const shared = jest.requireMock('@atrium/shared') as Record<'usePermission' | 'confirmDialog' | 'notifySuccess' | 'notifyError' | 'getDictionaries', jest.Mock>;

const categories: DictionaryGroup[] = [{ id: 'WebDesign', enCode: 'WebDesign', fullName: '功能分类', dictionaryList: [{ id: 'c1', fullName: '人事' }, { id: 'c2', fullName: '财务' }] }];
const rows: VisualDevRecord[] = [visualDev({ id: 'vd1', fullName: '请假单', enCode: 'leave', category: 'c1', state: 1 }), visualDev({ id: 'vd2', fullName: '报销单', enCode: 'expense', category: 'c2' })];

type Field = HTMLElement & { value: string };
const field = (label: string, scope: ParentNode = document) => scope.querySelector(`[label="${label}"]`) as Field;
async function type(label: string, value: string, event = 'sl-input', scope: () => ParentNode = () => document) {
  await waitFor(() => expect(field(label, scope())).not.toBeNull());
  await act(async () => {
    field(label, scope()).value = value;
    field(label, scope()).dispatchEvent(new CustomEvent(event, { bubbles: true }));
  });
}
const dialog = () => document.querySelector('sl-dialog') as HTMLElement;
const row = (id: string) => document.querySelector(`tr[data-row-id="${id}"]`) as HTMLElement;

function setup(routes: Parameters<typeof createFakeHttp>[0] = {}): FakeHttp {
  return createFakeHttp({
    'GET /api/visualdev/Base': () => ({ list: rows, pagination: { currentPage: 1, pageSize: 20, total: 2 } }),
    ...routes,
  });
}

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerOnlineDevTranslations();
});
beforeEach(() => {
  jest.clearAllMocks();
  shared.usePermission.mockImplementation(() => true);
  shared.confirmDialog.mockImplementation(() => Promise.resolve(true));
  shared.getDictionaries.mockImplementation(() => Promise.resolve(categories));
});

it('lists the modules by category with keyword search and paging', async () => {
  const http = setup();
  render(<VisualDevListPage kind="webDesign" api={createVisualDevApi(http)} />);
  await waitFor(() => expect(row('vd1')).not.toBeNull());
  expect(within(row('vd1')).getByText('已发布')).toBeTruthy();
  await waitFor(() => expect(within(row('vd2')).getByText('财务')).toBeTruthy()); // category id shown by its name
  expect(http.callsTo('get', '/api/visualdev/Base')[0]!.body).toEqual({ keyword: '', category: undefined, currentPage: 1, pageSize: 20 });

  await type('关键词', '请假');
  fireEvent.submit(screen.getByRole('search'));
  await waitFor(() => expect(http.callsTo('get', '/api/visualdev/Base')).toHaveLength(2));
  expect(http.callsTo('get', '/api/visualdev/Base')[1]!.body).toMatchObject({ keyword: '请假', currentPage: 1 });

  await type('分类', 'c2', 'sl-change');
  await waitFor(() => expect(http.callsTo('get', '/api/visualdev/Base')).toHaveLength(3));
  expect(http.callsTo('get', '/api/visualdev/Base')[2]!.body).toMatchObject({ keyword: '请假', category: 'c2' });
});

it('creates a module with name, code and category, then opens the editor on it', async () => {
  const http = setup({
    'POST /api/visualdev/Base': () => ({ id: 'vd9' }),
    'GET /api/visualdev/Base/vd9': () => visualDev({ id: 'vd9', fullName: '出差单', enCode: 'trip' }),
  });
  render(<VisualDevListPage kind="webDesign" api={createVisualDevApi(http)} />);
  await waitFor(() => expect(row('vd1')).not.toBeNull());
  fireEvent.click(screen.getAllByText('新建')[0]!);
  const ok = await screen.findByText('确定');
  fireEvent.click(ok);
  expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toEqual(['请输入名称', '请输入编码', '请选择分类']);
  await type('名称', '出差单', 'sl-input', dialog);
  await type('编码', 'trip.', 'sl-input', dialog);
  fireEvent.click(ok);
  expect(await screen.findByText('编码只能输入英文、数字和小数点且小数点不能放在首尾')).toBeTruthy();
  await type('编码', 'trip', 'sl-input', dialog);
  await type('分类', 'c1', 'sl-change', dialog);
  fireEvent.click(ok);
  await waitFor(() => expect(http.callsTo('post', '/api/visualdev/Base')).toHaveLength(1));
  const body = http.callsTo('post', '/api/visualdev/Base')[0]!.body as Record<string, unknown>;
  expect(body).toMatchObject({ fullName: '出差单', enCode: 'trip', category: 'c1', type: 1, dbLinkId: '0', tables: '[]' });
  expect(JSON.parse(body.formData as string)).toMatchObject({ formRef: 'elForm', fields: [] });
  expect(JSON.parse(body.columnData as string)).toMatchObject({ pageSize: 20, popupType: 'general' });
  // The editor opens on the new module.
  await waitFor(() => expect(http.callsTo('get', '/api/visualdev/Base/vd9')).toHaveLength(1));
  expect(await screen.findByText('表单设计')).toBeTruthy();
});

it('deletes only after a confirmation naming the module', async () => {
  const http = setup({ 'DELETE /api/visualdev/Base/vd2': () => null });
  shared.confirmDialog.mockImplementationOnce(() => Promise.resolve(false));
  render(<VisualDevListPage kind="webDesign" api={createVisualDevApi(http)} />);
  await waitFor(() => expect(row('vd2')).not.toBeNull());
  fireEvent.click(within(row('vd2')).getByText('删除'));
  await waitFor(() => expect(shared.confirmDialog).toHaveBeenCalledWith({ message: '此操作将永久删除「报销单」, 是否继续?' }));
  expect(http.callsTo('delete', /vd2/)).toHaveLength(0);
  fireEvent.click(within(row('vd2')).getByText('删除'));
  await waitFor(() => expect(http.callsTo('delete', '/api/visualdev/Base/vd2')).toHaveLength(1));
  await waitFor(() => expect(http.callsTo('get', '/api/visualdev/Base')).toHaveLength(2)); // reloaded
});

it('a refused release shows the server’s message verbatim; an accepted one reloads', async () => {
  const reason = '字段 days 由 decimal 改为 varchar 会丢失数据，已拒绝发布';
  const http = setup({
    'POST /api/visualdev/Base/vd1/Actions/Release': () => refuse(reason),
    'POST /api/visualdev/Base/vd2/Actions/Release': () => null,
  });
  render(<VisualDevListPage kind="webDesign" api={createVisualDevApi(http)} />);
  await waitFor(() => expect(row('vd1')).not.toBeNull());
  fireEvent.click(within(row('vd1')).getByText('发布'));
  await waitFor(() => expect(shared.confirmDialog).toHaveBeenCalledWith({ message: '确定发布「请假单」? 发布后将按当前设计更新数据表和菜单。' }));
  expect((await screen.findByRole('alert')).textContent).toBe(reason);
  expect(document.querySelector('sl-dialog[label="「请假单」未能发布"]')).not.toBeNull();
  // Silent: the page shows the refusal itself, not a passing toast.
  expect(http.callsTo('post', /vd1\/Actions\/Release/)[0]!.options).toEqual({ silent: true });
  fireEvent.click(screen.getAllByText('确定').at(-1)!);

  fireEvent.click(within(row('vd2')).getByText('发布'));
  await waitFor(() => expect(shared.notifySuccess).toHaveBeenCalledWith('「报销单」已发布，菜单已更新'));
  await waitFor(() => expect(http.callsTo('get', '/api/visualdev/Base')).toHaveLength(2));
});

it('copies, exports (following the download link) and imports a JSON file', async () => {
  const http = setup({
    'POST /api/visualdev/Base/vd1/Actions/Copy': () => null,
    'GET /api/visualdev/Base/vd1/Actions/Export': () => ({ url: '/api/file/Download/t1/%E8%AF%B7%E5%81%87%E5%8D%95.json', name: '请假单.json' }),
    'POST /api/visualdev/Base/Actions/Import': () => null,
  });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    expect(this.getAttribute('href')).toBe('/api/file/Download/t1/%E8%AF%B7%E5%81%87%E5%8D%95.json');
    expect(this.download).toBe('请假单.json');
  });
  render(<VisualDevListPage kind="webForm" api={createVisualDevApi(http)} />);
  await waitFor(() => expect(row('vd1')).not.toBeNull());
  expect(screen.getAllByText('功能表单').length).toBeGreaterThan(0);

  fireEvent.click(within(row('vd1')).getByText('复制'));
  await waitFor(() => expect(http.callsTo('post', '/api/visualdev/Base/vd1/Actions/Copy')).toHaveLength(1));
  fireEvent.click(within(row('vd1')).getByText('导出'));
  await waitFor(() => expect(click).toHaveBeenCalledTimes(1));

  const input = screen.getByLabelText('选择要导入的功能文件（JSON）') as HTMLInputElement;
  const exported = { fullName: '请假单', enCode: 'leave', formData: '{}' };
  fireEvent.change(input, { target: { files: [new File([JSON.stringify(exported)], 'leave.json', { type: 'application/json' })] } });
  await waitFor(() => expect(http.callsTo('post', '/api/visualdev/Base/Actions/Import')).toHaveLength(1));
  expect(http.callsTo('post', '/api/visualdev/Base/Actions/Import')[0]!.body).toEqual(exported);

  fireEvent.change(input, { target: { files: [new File(['not json'], 'bad.json')] } });
  await waitFor(() => expect(shared.notifyError).toHaveBeenCalledWith('文件「bad.json」不是有效的 JSON 功能文件，请选择从本系统导出的文件'));
  expect(http.callsTo('post', '/api/visualdev/Base/Actions/Import')).toHaveLength(1);
  click.mockRestore();
});

it('without the page’s button rights: no create, import, copy, design, release or delete', async () => {
  shared.usePermission.mockImplementation(() => false);
  const http = setup();
  render(<VisualDevListPage kind="webDesign" api={createVisualDevApi(http)} />);
  await waitFor(() => expect(row('vd1')).not.toBeNull());
  for (const label of ['新建', '导入', '复制', '设计', '发布', '删除']) expect(screen.queryByText(label)).toBeNull();
  expect(within(row('vd1')).getByText('导出')).toBeTruthy();
});
