// The menu page against a faked api.ts: systems as tabs, the tree with type labels, buttons by
// permission, confirmed toggle and delete, and the resources drawer of a menu.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerSystemTranslations } from '../i18n';
import type { MenuNode } from './api';
import { MenuPage } from './MenuPage';

const node = (overrides: Partial<MenuNode>): MenuNode => ({
  id: 'x', parentId: '-1', systemId: 's1', type: 2, fullName: 'x', enCode: 'x', icon: '', urlAddress: '', linkTarget: '_self', propertyJson: null,
  sortCode: 0, enabledMark: 1, isButtonAuthorize: 1, isColumnAuthorize: 0, isFormAuthorize: 0, isDataAuthorize: 0, description: '', ...overrides,
});
const tree: MenuNode[] = [
  node({ id: 'dir', type: 0, fullName: '系统管理', enCode: 'system', children: [
    node({ id: 'page', parentId: 'dir', fullName: '单据规则', enCode: 'system.billRule', urlAddress: 'system/billRule', enabledMark: 0 }),
  ] }),
];

jest.mock('./api', () => ({
  MENU_ROOT: '-1',
  getSystems: jest.fn(() => Promise.resolve([{ id: 's1', fullName: '主系统', enCode: 'main', icon: '', enabledMark: 1 }, { id: 's2', fullName: '分析', enCode: 'a', icon: '', enabledMark: 1 }])),
  getMenus: jest.fn(() => Promise.resolve(tree)),
  toggleMenu: jest.fn(() => Promise.resolve({ enabledMark: 1 })),
  deleteMenu: jest.fn(() => Promise.resolve(null)),
  getResources: jest.fn(() => Promise.resolve([{ id: 'b1', moduleId: 'page', parentId: '-1', fullName: '新增', enCode: 'btn_add', bindTable: '', sortCode: 0, enabledMark: 1, description: '' }])),
  getDataRules: jest.fn(() => Promise.resolve([{ id: 'r1', moduleId: 'page', fullName: '本人', enCode: 'creatorUserId', fieldType: 'varchar', conditionSymbol: '==', conditionText: '@userId', sortCode: 0, enabledMark: 1, description: '' }])),
  getDataSchemes: jest.fn(() => Promise.resolve([{ id: 'sc1', moduleId: 'page', fullName: '本人数据', enCode: 'mine', conditionJson: '[{"logic":"and","groups":[{"id":"r1"}]}]', allData: 0, sortCode: 0, enabledMark: 1, description: '' }])),
}));
jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  usePermission: jest.fn(() => false),
  confirmDialog: jest.fn(() => Promise.resolve(true)),
  confirmDelete: jest.fn(() => Promise.resolve(true)),
  notifySuccess: jest.fn(),
}));

const api = jest.requireMock('./api') as Record<'getMenus' | 'toggleMenu' | 'deleteMenu' | 'getResources' | 'getDataRules', jest.Mock>;
const shared = jest.requireMock('@atrium/shared') as Record<'usePermission' | 'confirmDialog' | 'confirmDelete' | 'notifySuccess', jest.Mock>;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerSystemTranslations();
});
beforeEach(() => jest.clearAllMocks());

it('shows the systems and the tree with type labels; without the button codes, no add, edit, delete or toggle', async () => {
  render(<MenuPage />);
  expect(await screen.findByText('系统管理')).toBeTruthy();
  expect(api.getMenus).toHaveBeenCalledWith('s1', '');
  expect(screen.getByText('主系统', { selector: 'sl-tab' })).toBeTruthy();
  expect(screen.getByText('目录', { selector: 'sl-tag' })).toBeTruthy();
  fireEvent.click(screen.getByText('展开'));
  expect(await screen.findByText('单据规则')).toBeTruthy();
  expect(screen.getByText('页面', { selector: 'sl-tag' })).toBeTruthy();
  expect(screen.getByText('禁用', { selector: 'sl-tag' })).toBeTruthy();
  for (const label of ['新建', '编辑', '删除', '添加子菜单']) expect(screen.queryByText(label)).toBeNull();

  const tabs = document.querySelector('sl-tab-group') as HTMLElement;
  await act(async () => {
    tabs.dispatchEvent(new CustomEvent('sl-tab-show', { detail: { name: 's2' } }));
  });
  await waitFor(() => expect(api.getMenus).toHaveBeenCalledWith('s2', ''));
});

it('with the codes: a confirmed enable, and delete asks the spec question naming the menu before deleting', async () => {
  shared.usePermission.mockImplementation(() => true);
  render(<MenuPage />);
  await screen.findByText('系统管理');
  expect(screen.getByText('添加子菜单')).toBeTruthy();
  fireEvent.click(screen.getByText('展开'));
  await screen.findByText('单据规则');
  fireEvent.click(screen.getByText('启用', { selector: 'sl-button' }));
  await waitFor(() => expect(api.toggleMenu).toHaveBeenCalledWith('page'));
  expect(shared.confirmDialog).toHaveBeenCalledWith({ message: '此操作将启用“单据规则”, 是否继续?' });
  await waitFor(() => expect(api.getMenus).toHaveBeenCalledTimes(2));

  const [remove] = screen.getAllByText('删除');
  fireEvent.click(remove as HTMLElement);
  await waitFor(() => expect(api.deleteMenu).toHaveBeenCalledWith('dir'));
  // The shared question naming the item: 此操作将永久删除“系统管理”, 是否继续?
  expect(shared.confirmDelete).toHaveBeenCalledWith({ name: '系统管理' });
  await waitFor(() => expect(shared.notifySuccess).toHaveBeenCalledWith('删除成功'));
});

it('opens the resources of a page in a drawer with the four tabs', async () => {
  render(<MenuPage />);
  await screen.findByText('系统管理');
  fireEvent.click(screen.getByText('展开'));
  await screen.findByText('单据规则');
  // Directories have no resources; the page does.
  expect(screen.getAllByText('权限资源')).toHaveLength(1);
  fireEvent.click(screen.getByText('权限资源'));
  await waitFor(() => expect(document.querySelector('sl-drawer')?.getAttribute('label')).toBe('权限资源：单据规则'));
  for (const tab of ['按钮权限', '列表权限', '表单权限', '数据权限']) expect(screen.getByText(tab, { selector: 'sl-tab' })).toBeTruthy();
  await waitFor(() => expect(api.getResources).toHaveBeenCalledWith('button', 'page'));
  expect(api.getResources).toHaveBeenCalledWith('column', 'page');
  expect(api.getResources).toHaveBeenCalledWith('form', 'page');
  expect(await screen.findAllByText('btn_add')).toHaveLength(3);
  // The data tab: a rule with its variable's name, a scheme with the names of its rules.
  expect(await screen.findByText('当前用户')).toBeTruthy();
  expect(screen.getByText('(本人)')).toBeTruthy();
  // Column checks are off for this menu: the tab says so.
  expect(screen.getAllByText('该菜单未开启此项权限控制，这里的资源暂不生效')).toHaveLength(3);
});

it('a failed load of the menus says so with a retry instead of an empty tree (issue 19 item 7)', async () => {
  api.getMenus.mockImplementationOnce(() => Promise.reject(new Error('服务器繁忙')));
  render(<MenuPage />);
  expect((await screen.findByRole('alert')).textContent).toContain('数据加载失败：服务器繁忙');
  expect(screen.queryByText('暂无数据')).toBeNull();
  fireEvent.click(screen.getByText('重试'));
  expect(await screen.findByText('系统管理', { selector: 'td *, td' })).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});
