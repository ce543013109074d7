// The portal list against a fake transport: the query it sends (keyword, category), buttons by the
// page's rights, delete after a confirmation naming the portal, copy, the dialog's rules and what
// create and edit send, and the preview.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { BTN_EDIT, setLocale, type DictionaryGroup } from '@atrium/shared';
import { createFakeHttp, refuse, type FakeHttp } from '../testing/fakeHttp';
import { createPortalApi } from './api';
import { registerPortalTranslations } from './i18n';
import { PortalListPage } from './PortalListPage';
import { portalInfo, portalRow } from './testing';

jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  usePermission: jest.fn(() => true),
  confirmDelete: jest.fn(() => Promise.resolve(true)),
  confirmDialog: jest.fn(() => Promise.resolve(true)),
  notifySuccess: jest.fn(),
  notifyWarning: jest.fn(),
  getDictionaries: jest.fn(() => Promise.resolve([])),
}));
const shared = jest.requireMock('@atrium/shared') as Record<'usePermission' | 'confirmDelete' | 'notifySuccess' | 'getDictionaries', jest.Mock>;

const dictionaries: DictionaryGroup[] = [
  { id: 'WebDesign', enCode: 'WebDesign', fullName: '功能分类', dictionaryList: [{ id: 'w1', fullName: '人事' }] },
  { id: 'd9', enCode: 'portalDesigner', fullName: '门户分类', dictionaryList: [{ id: 'c1', fullName: '基础门户' }, { id: 'c2', fullName: '业务门户' }] },
];
const layout = { layout: [{ i: 'welcome', x: 0, y: 0, w: 12, h: 3, title: '欢迎', jnpfKey: 'text', content: '欢迎使用' }] };
const rows = [portalRow({ id: 'p1', fullName: '默认门户', enCode: 'defaultPortal' }), portalRow({ id: 'p2', fullName: '销售门户', enCode: 'sales', category: 'c2', categoryName: '', enabledMark: 0 })];

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
const action = (id: string, key: string) => row(id).querySelector(`[data-action="${key}"]`) as HTMLElement | null;

function setup(routes: Parameters<typeof createFakeHttp>[0] = {}): FakeHttp {
  return createFakeHttp({
    'GET /api/visualdev/Portal': () => ({ list: rows, pagination: { currentPage: 1, pageSize: 20, total: 2 } }),
    ...routes,
  });
}

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerPortalTranslations();
});
beforeEach(() => {
  jest.clearAllMocks();
  shared.usePermission.mockImplementation(() => true);
  shared.confirmDelete.mockImplementation(() => Promise.resolve(true));
  shared.getDictionaries.mockImplementation(() => Promise.resolve(dictionaries));
});

it('lists the portals with their columns, searches by keyword and filters by the portalDesigner categories', async () => {
  const http = setup();
  render(<PortalListPage api={createPortalApi(http)} />);
  await waitFor(() => expect(row('p1')).not.toBeNull());
  expect(http.callsTo('get', '/api/visualdev/Portal')[0]!.body).toEqual({ keyword: '', category: undefined, currentPage: 1, pageSize: 20 });
  for (const header of ['名称', '编码', '分类', '创建人', '创建时间', '最后修改时间', '排序', '状态']) expect(screen.getAllByText(header).length).toBeGreaterThan(0);
  expect(within(row('p1')).getByText('基础门户')).toBeTruthy();
  expect(within(row('p1')).getByText('启用')).toBeTruthy();
  expect(within(row('p2')).getByText('禁用')).toBeTruthy();
  // A row without a category name shows the dictionary item's name.
  await waitFor(() => expect(within(row('p2')).getByText('业务门户')).toBeTruthy());

  // Only the portal categories are offered.
  const filter = document.querySelector('sl-select[label="分类"]') as HTMLElement;
  expect([...filter.querySelectorAll('sl-option')].map((option) => option.textContent)).toEqual(['基础门户', '业务门户']);

  await type('关键词', '销售');
  fireEvent.submit(screen.getByRole('search'));
  await waitFor(() => expect(http.callsTo('get', '/api/visualdev/Portal')).toHaveLength(2));
  expect(http.callsTo('get', '/api/visualdev/Portal')[1]!.body).toMatchObject({ keyword: '销售', currentPage: 1 });

  await type('分类', 'c2', 'sl-change');
  await waitFor(() => expect(http.callsTo('get', '/api/visualdev/Portal')).toHaveLength(3));
  expect(http.callsTo('get', '/api/visualdev/Portal')[2]!.body).toEqual({ keyword: '销售', category: 'c2', currentPage: 1, pageSize: 20 });
});

it('offers each action only with its button right; preview is always there', async () => {
  shared.usePermission.mockImplementation(() => false);
  const http = setup();
  const { unmount } = render(<PortalListPage api={createPortalApi(http)} />);
  await waitFor(() => expect(row('p1')).not.toBeNull());
  expect(screen.queryByText('新建')).toBeNull();
  for (const key of ['design', 'edit', 'copy', 'remove']) expect(action('p1', key)).toBeNull();
  await waitFor(() => expect(action('p1', 'preview')).not.toBeNull());
  unmount();

  // Edit right only: design and edit, no add, copy or delete.
  shared.usePermission.mockImplementation((_kind: string, code: string) => code === BTN_EDIT);
  render(<PortalListPage api={createPortalApi(http)} />);
  await waitFor(() => expect(action('p1', 'design')).not.toBeNull());
  expect(action('p1', 'edit')).not.toBeNull();
  expect(action('p1', 'copy')).toBeNull();
  expect(action('p1', 'remove')).toBeNull();
  expect(screen.queryByText('新建')).toBeNull();
});

it('deletes after a confirmation naming the portal, and copies', async () => {
  const http = setup({ 'DELETE /api/visualdev/Portal/p2': () => null, 'POST /api/visualdev/Portal/p1/Actions/Copy': () => ({ id: 'p3' }) });
  shared.confirmDelete.mockImplementationOnce(() => Promise.resolve(false));
  render(<PortalListPage api={createPortalApi(http)} />);
  await waitFor(() => expect(action('p2', 'remove')).not.toBeNull());
  fireEvent.click(action('p2', 'remove')!);
  await waitFor(() => expect(shared.confirmDelete).toHaveBeenCalledWith({ name: '销售门户' }));
  expect(http.callsTo('delete', /p2/)).toHaveLength(0);
  fireEvent.click(action('p2', 'remove')!);
  await waitFor(() => expect(http.callsTo('delete', '/api/visualdev/Portal/p2')).toHaveLength(1));
  await waitFor(() => expect(shared.notifySuccess).toHaveBeenCalledWith('删除成功'));

  fireEvent.click(action('p1', 'copy')!);
  await waitFor(() => expect(http.callsTo('post', '/api/visualdev/Portal/p1/Actions/Copy')).toHaveLength(1));
  await waitFor(() => expect(shared.notifySuccess).toHaveBeenCalledWith('已复制「默认门户」'));
  await waitFor(() => expect(http.callsTo('get', '/api/visualdev/Portal')).toHaveLength(3)); // reloaded after each
});

it('creates a portal: the dialog’s rules first, then the body sent, then the designer opens on it', async () => {
  const http = setup({
    'POST /api/visualdev/Portal': () => ({ id: 'p9' }),
    'GET /api/visualdev/Portal/p9': () => portalInfo({ id: 'p9', fullName: '人事门户', enCode: 'hr' }),
  });
  render(<PortalListPage api={createPortalApi(http)} />);
  await waitFor(() => expect(row('p1')).not.toBeNull());
  fireEvent.click(screen.getAllByText('新建')[0]!);
  expect(await screen.findByText('确定')).toBeTruthy();
  expect(dialog().getAttribute('label')).toBe('新建门户');
  fireEvent.click(screen.getByText('确定'));
  expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toEqual(['请输入名称', '请输入编码', '请选择分类']);
  // Required fields carry the asterisk.
  expect([...document.querySelectorAll('[data-required]')].map((element) => element.getAttribute('data-field'))).toEqual(['fullName', 'enCode', 'category']);

  await type('名称', '人'.repeat(51), 'sl-input', dialog);
  await type('编码', '.hr', 'sl-input', dialog);
  await type('排序', '1000000', 'sl-input', dialog);
  await type('说明', '说'.repeat(501), 'sl-input', dialog);
  fireEvent.click(screen.getByText('确定'));
  await waitFor(() =>
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      '名称最多为50个字符',
      '编码只能输入英文、数字和小数点且小数点不能放在首尾',
      '请选择分类',
      expect.stringContaining('999999'),
      '说明最多为500个字符',
    ]),
  );

  await type('名称', '人事门户', 'sl-input', dialog);
  await type('编码', 'hr', 'sl-input', dialog);
  await type('分类', 'c1', 'sl-change', dialog);
  await type('排序', '3', 'sl-input', dialog);
  await type('说明', '', 'sl-input', dialog);
  fireEvent.click(screen.getByText('确定'));
  await waitFor(() => expect(http.callsTo('post', '/api/visualdev/Portal')).toHaveLength(1));
  expect(http.callsTo('post', '/api/visualdev/Portal')[0]!.body).toEqual({
    fullName: '人事门户',
    enCode: 'hr',
    category: 'c1',
    sortCode: 3,
    enabledMark: 1,
    description: '',
    type: 0,
    formData: '{"layout":[]}',
  });
  expect(shared.notifySuccess).toHaveBeenCalledWith('新建成功');
  // The designer opens on the new portal.
  await waitFor(() => expect(document.querySelector('sl-dialog[label="门户设计：人事门户"]')).not.toBeNull());
});

it('a refused create keeps the dialog and its input', async () => {
  const http = setup({ 'POST /api/visualdev/Portal': () => refuse('编码已存在') });
  render(<PortalListPage api={createPortalApi(http)} />);
  await waitFor(() => expect(row('p1')).not.toBeNull());
  fireEvent.click(screen.getAllByText('新建')[0]!);
  await type('名称', '销售门户二', 'sl-input', dialog);
  await type('编码', 'sales', 'sl-input', dialog);
  await type('分类', 'c2', 'sl-change', dialog);
  fireEvent.click(await screen.findByText('确定'));
  await waitFor(() => expect(http.callsTo('post', '/api/visualdev/Portal')).toHaveLength(1));
  expect(dialog().getAttribute('label')).toBe('新建门户');
  expect(field('编码', dialog()).value).toBe('sales');
  expect(shared.notifySuccess).not.toHaveBeenCalled();
});

it('edits the basic information and sends the layout back unchanged', async () => {
  const stored = JSON.stringify(layout);
  const http = setup({
    'GET /api/visualdev/Portal/p2': () => portalInfo({ id: 'p2', fullName: '销售门户', enCode: 'sales', category: 'c2', enabledMark: 0, sortCode: 5, description: '销售部', formData: stored }),
    'PUT /api/visualdev/Portal/p2': () => null,
  });
  render(<PortalListPage api={createPortalApi(http)} />);
  await waitFor(() => expect(action('p2', 'edit')).not.toBeNull());
  fireEvent.click(action('p2', 'edit')!);
  await waitFor(() => expect(field('名称', dialog())?.getAttribute('value')).toBe('销售门户'));
  expect(dialog().getAttribute('label')).toBe('编辑门户');
  await type('名称', '销售中心门户', 'sl-input', dialog);
  await act(async () => {
    const toggle = dialog().querySelector('sl-switch') as HTMLElement & { checked: boolean };
    toggle.checked = true;
    toggle.dispatchEvent(new CustomEvent('sl-change', { bubbles: true }));
  });
  fireEvent.click(screen.getByText('确定'));
  await waitFor(() => expect(http.callsTo('put', '/api/visualdev/Portal/p2')).toHaveLength(1));
  expect(http.callsTo('put', '/api/visualdev/Portal/p2')[0]!.body).toEqual({
    id: 'p2',
    fullName: '销售中心门户',
    enCode: 'sales',
    category: 'c2',
    sortCode: 5,
    enabledMark: 1,
    description: '销售部',
    type: 0,
    formData: stored,
  });
  await waitFor(() => expect(shared.notifySuccess).toHaveBeenCalledWith('更新成功'));
  await waitFor(() => expect(document.querySelector('sl-dialog')).toBeNull());
});

it('previews the stored layout', async () => {
  const http = setup({ 'GET /api/visualdev/Portal/p1': () => portalInfo({ formData: JSON.stringify(layout) }) });
  render(<PortalListPage api={createPortalApi(http)} />);
  await waitFor(() => expect(action('p1', 'preview')).not.toBeNull());
  fireEvent.click(action('p1', 'preview')!);
  expect(await screen.findByText('欢迎使用')).toBeTruthy();
  expect(dialog().getAttribute('label')).toBe('预览：默认门户');
  fireEvent.click(screen.getByText('关闭'));
  await waitFor(() => expect(document.querySelector('sl-dialog')).toBeNull());
});
