// 分级管理 against a fake transport that answers as server/src/routes/organize-admin does (shapes
// copied from its routes.test.ts): the paged administrator list, the rights tree of
// GET /Selector?userId, POST {userId, orgAdminModel} and DELETE /{userId}.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, setLocale } from '@atrium/shared';
import { registerPermissionTranslations } from '../i18n';
import { GradePage } from './GradePage';

jest.mock('@atrium/shared', () => {
  const { atom } = jest.requireActual('nanostores') as typeof import('nanostores');
  const admin = atom(false);
  return {
    ...jest.requireActual('@atrium/shared'),
    usePermission: jest.fn(() => true),
    confirmDialog: jest.fn(() => Promise.resolve(true)),
    notifySuccess: jest.fn(),
    $isAdmin: admin,
  };
});
jest.mock('@atrium/ui', () => ({
  ...jest.requireActual('@atrium/ui'),
  UserSelect: (jest.requireActual('../common/testing/fakeUserSelect') as typeof import('../common/testing/fakeUserSelect')).FakeUserSelect,
}));

const shared = jest.requireMock('@atrium/shared') as { confirmDialog: jest.Mock; $isAdmin: { set: (value: boolean) => void } };

const BASE = '/api/permission/organizeAdminIsTrator';
const none = { thisLayerAdd: 0, thisLayerEdit: 0, thisLayerDelete: 0, thisLayerSelect: 0, subLayerAdd: 0, subLayerEdit: 0, subLayerDelete: 0, subLayerSelect: 0 };
const orgNode = (id: string, fullName: string, parentId: string, flags: Partial<typeof none>, children: object[] = []) => ({
  id, parentId, fullName, enCode: id, type: parentId === '-1' ? 'company' : 'department', icon: '', enabledMark: 1, sortCode: 0,
  hasChildren: children.length > 0, organizeId: id, ...none, ...flags, children,
});

// The server's answers (GET list: one row per administrator, organizeName = their organisation path).
const listAnswer = {
  list: [{ id: 'u-lisi', userId: 'u-lisi', account: 'lisi', realName: '李四', organizeId: 'o-mkt', organizeName: 'Atrium 科技有限公司/市场部', creatorTime: 1700000000000 }],
  pagination: { currentPage: 1, pageSize: 20, total: 1 },
};
const selectorAnswer = (userId: string) => ({
  userId,
  orgAdminList: [orgNode('o-atrium', 'Atrium 科技有限公司', '-1', {}, [
    orgNode('o-mkt', '市场部', 'o-atrium', userId === 'u-lisi' ? { thisLayerSelect: 1, subLayerSelect: 1, subLayerAdd: 1 } : {}),
    orgNode('o-fin', '财务部', 'o-atrium', {}),
  ])],
});

let get: jest.SpyInstance;
let post: jest.SpyInstance;
let remove: jest.SpyInstance;
let put: jest.SpyInstance;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerPermissionTranslations();
});
beforeEach(() => {
  jest.clearAllMocks();
  shared.$isAdmin.set(false);
  get = jest.spyOn(http, 'get').mockImplementation((url: string, params?: Record<string, unknown>) => {
    if (url === BASE) return Promise.resolve(listAnswer);
    if (url === `${BASE}/Selector`) return Promise.resolve(selectorAnswer(String(params?.userId)));
    if (url === '/api/system/SysConfig/getAdminList') return Promise.resolve({ list: [{ id: 'u-admin', account: 'admin', realName: '管理员' }] });
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
  post = jest.spyOn(http, 'post').mockImplementation(() => Promise.resolve(null));
  remove = jest.spyOn(http, 'delete').mockImplementation(() => Promise.resolve(null));
  put = jest.spyOn(http, 'put').mockImplementation(() => Promise.resolve(null));
});
afterEach(() => jest.restoreAllMocks());

const row = (id: string) => document.querySelector(`tr[data-row-id="${id}"]`) as HTMLElement;
const box = (label: string) => document.querySelector(`sl-checkbox[aria-label="${label}"]`) as HTMLInputElement;

async function tick(label: string, on: boolean): Promise<void> {
  await act(async () => {
    box(label).checked = on;
    box(label).dispatchEvent(new CustomEvent('sl-change'));
  });
}

it('lists the administrators with their organisation, edits rights through Selector and POST, removes with DELETE /{userId}', async () => {
  render(<GradePage />);
  expect(await screen.findByText('Atrium 科技有限公司/市场部')).toBeTruthy();
  expect(get).toHaveBeenCalledWith(BASE, { keyword: '', currentPage: 1, pageSize: 20 });

  fireEvent.click(within(row('u-lisi')).getByText('编辑权限'));
  await waitFor(() => expect(box('财务部 本层编辑')).not.toBeNull());
  expect(get).toHaveBeenCalledWith(`${BASE}/Selector`, { userId: 'u-lisi' });
  expect(box('市场部 子层添加').hasAttribute('checked')).toBe(true);
  // Editing needs view on the same layer: checking 本层编辑 checks 本层查看 too.
  await tick('财务部 本层编辑', true);
  expect(box('财务部 本层查看').hasAttribute('checked')).toBe(true);
  // Clearing 子层查看 clears the sub-layer rights it allowed.
  await tick('市场部 子层查看', false);
  expect(box('市场部 子层添加').hasAttribute('checked')).toBe(false);
  fireEvent.click(screen.getByText('确定'));
  await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
  expect(post).toHaveBeenCalledWith(BASE, {
    userId: 'u-lisi',
    orgAdminModel: [
      { organizeId: 'o-mkt', ...none, thisLayerSelect: 1 },
      { organizeId: 'o-fin', ...none, thisLayerSelect: 1, thisLayerEdit: 1 },
    ],
  });
  await waitFor(() => expect(get.mock.calls.filter(([url]) => url === BASE)).toHaveLength(2));

  fireEvent.click(within(row('u-lisi')).getByText('删除'));
  await waitFor(() => expect(remove).toHaveBeenCalledWith(`${BASE}/u-lisi`));
  expect(shared.confirmDialog).toHaveBeenCalledWith({ message: '此操作将移除「李四」的全部管理权限, 是否继续?' });
  expect(put).not.toHaveBeenCalled();
});

it('adds an administrator: the user picked, then their rights on the tree', async () => {
  render(<GradePage />);
  await screen.findByText('李四');
  fireEvent.click(screen.getByText('设置管理员'));
  fireEvent.click(await screen.findByText('确定'));
  expect(await screen.findByText('请选择用户')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('用户'), { target: { value: 'u-wangwu' } });
  fireEvent.click(screen.getByText('确定'));
  await waitFor(() => expect(get).toHaveBeenCalledWith(`${BASE}/Selector`, { userId: 'u-wangwu' }));
  await waitFor(() => expect(box('财务部 子层删除')).not.toBeNull());
  await tick('财务部 子层删除', true);
  fireEvent.click(screen.getByText('确定'));
  await waitFor(() => expect(post).toHaveBeenCalledWith(BASE, { userId: 'u-wangwu', orgAdminModel: [{ organizeId: 'o-fin', ...none, subLayerSelect: 1, subLayerDelete: 1 }] }));
});

it('offers to change the system administrators only to an administrator', async () => {
  const { unmount } = render(<GradePage />);
  expect(await screen.findByText('管理员')).toBeTruthy();
  expect(screen.queryByText('设置系统管理员')).toBeNull();
  unmount();
  shared.$isAdmin.set(true);
  render(<GradePage />);
  fireEvent.click(await screen.findByText('设置系统管理员'));
  const field = await screen.findByLabelText('系统管理员', { selector: 'input' });
  fireEvent.change(field, { target: { value: 'u-admin,u-lisi' } });
  fireEvent.click(screen.getByText('确定'));
  await waitFor(() => expect(put).toHaveBeenCalledWith('/api/system/SysConfig/setAdminList', { adminIds: ['u-admin', 'u-lisi'] }));
});
