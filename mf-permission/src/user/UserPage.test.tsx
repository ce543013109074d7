// The user page against a faked api.ts: buttons follow the route's permission entry, locked
// users are marked and offered 解除锁定 (administrators only), delete asks the spec's confirmation,
// enable/disable, keyword, page size, reset password, import and the export with the current filters.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerPermissionTranslations } from '../i18n';
import type { User } from './api';
import { UserPage } from './UserPage';

const user = (overrides: Partial<User>): User => ({ id: 'u', account: 'user', realName: '用户', sortCode: 0, enabledMark: 1, ...overrides });
const rows: User[] = [
  user({ id: 'u1', account: 'zhangsan', realName: '张三', mobilePhone: '13800000000', gender: 0 }),
  user({ id: 'u2', account: 'lisi', realName: '李四', enabledMark: 2, gender: 2 }),
  user({ id: 'u3', account: 'wangwu', realName: '王五', enabledMark: 0, gender: 1 }),
];

jest.mock('./api', () => ({
  ...jest.requireActual('./api'),
  getUsers: jest.fn(() => Promise.resolve({ list: rows, pagination: { total: 3 } })),
  deleteUser: jest.fn(() => Promise.resolve(null)),
  unlockUser: jest.fn(() => Promise.resolve(null)),
  toggleUser: jest.fn(() => Promise.resolve({ enabledMark: 0 })),
  exportUsers: jest.fn(() => Promise.resolve({ url: '/api/file/Download/x', name: 'users.xlsx' })),
}));
jest.mock('../common/options', () => ({
  ...jest.requireActual('../common/options'),
  getOrganizeTree: jest.fn(() => Promise.resolve([{ id: 'o1', fullName: '总公司', children: [{ id: 'd1', fullName: '研发部' }] }])),
}));
jest.mock('@atrium/shared', () => {
  const { atom } = jest.requireActual('nanostores') as typeof import('nanostores');
  return {
    ...jest.requireActual('@atrium/shared'),
    usePermission: jest.fn(() => false),
    confirmDialog: jest.fn(() => Promise.resolve(true)),
    confirmDelete: jest.fn(() => Promise.resolve(true)),
    notifySuccess: jest.fn(),
    $isAdmin: atom(false),
  };
});
// The wizard has its own tests: here only what the page opens it with.
jest.mock('@atrium/ui', () => ({
  ...jest.requireActual('@atrium/ui'),
  downloadFile: jest.fn(),
  ImportWizard: jest.fn(({ title }: { title: string }) => <div role="dialog" aria-label={title} />),
}));

const api = jest.requireMock('./api') as Record<'getUsers' | 'deleteUser' | 'unlockUser' | 'toggleUser' | 'exportUsers', jest.Mock>;
const shared = jest.requireMock('@atrium/shared') as Record<'usePermission' | 'confirmDialog' | 'confirmDelete', jest.Mock> & { $isAdmin: { set: (value: boolean) => void } };
const ui = jest.requireMock('@atrium/ui') as { ImportWizard: jest.Mock };
const download = jest.requireMock('@atrium/ui') as { downloadFile: jest.Mock };

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerPermissionTranslations();
});
beforeEach(() => {
  jest.clearAllMocks();
  shared.usePermission.mockImplementation(() => false);
  shared.$isAdmin.set(false);
});

const rowOf = (account: string) => document.querySelector(`tr[data-row-id="${account}"]`) as HTMLElement;

it('without any button code lists the users, marks the locked one, and offers no add, edit, delete, export or import', async () => {
  render(<UserPage />);
  expect(await screen.findByText('张三')).toBeTruthy();
  expect(api.getUsers).toHaveBeenCalledWith({ keyword: '', currentPage: 1, pageSize: 20, organizeId: '' });
  expect(within(rowOf('u2')).getByText('已锁定', { selector: 'sl-tag' })).toBeTruthy();
  for (const label of ['新建', '编辑', '删除', '导出', '导入', '重置密码', '解除锁定']) expect(screen.queryByText(label)).toBeNull();
});

it('shows the server\'s genders: 0 保密, 1 男, 2 女', async () => {
  render(<UserPage />);
  await screen.findByText('王五');
  expect(within(rowOf('u1')).getByText('保密')).toBeTruthy();
  expect(within(rowOf('u2')).getByText('女')).toBeTruthy();
  expect(within(rowOf('u3')).getByText('男')).toBeTruthy();
});

it('offers 解除锁定 to administrators only (the server refuses anyone else), even with btn_edit', async () => {
  shared.usePermission.mockImplementation(() => true);
  const { unmount } = render(<UserPage />);
  await screen.findByText('李四');
  expect(screen.queryByText('解除锁定')).toBeNull();
  unmount();
  shared.$isAdmin.set(true);
  render(<UserPage />);
  await screen.findByText('李四');
  expect(within(rowOf('u2')).getByText('解除锁定')).toBeTruthy();
});

it('with the codes: unlock a locked user, delete after the spec confirmation, export the filtered list', async () => {
  shared.usePermission.mockImplementation(() => true);
  shared.$isAdmin.set(true);
  render(<UserPage />);
  await screen.findByText('李四');
  expect(within(rowOf('u1')).queryByText('解除锁定')).toBeNull();
  fireEvent.click(within(rowOf('u2')).getByText('解除锁定'));
  await waitFor(() => expect(api.unlockUser).toHaveBeenCalledWith('u2'));
  expect(shared.confirmDialog).toHaveBeenCalledWith({ message: '此操作将解除「李四」的锁定, 是否继续?' });

  fireEvent.click(within(rowOf('u1')).getByText('删除'));
  await waitFor(() => expect(api.deleteUser).toHaveBeenCalledWith('u1'));
  expect(shared.confirmDelete).toHaveBeenCalledWith({ name: '张三' });

  // Choosing 总公司 in the organisation tree (Shoelace's selection event, as sl-tree sends it).
  const company = await waitFor(() => document.querySelector('sl-tree-item[data-id="o1"]') as HTMLElement);
  document.querySelector('sl-tree')?.dispatchEvent(new CustomEvent('sl-selection-change', { detail: { selection: [company] } }));
  await waitFor(() => expect(api.getUsers).toHaveBeenLastCalledWith(expect.objectContaining({ organizeId: 'o1', currentPage: 1 })));
  fireEvent.click(screen.getByText('导出'));
  await waitFor(() => expect(download.downloadFile).toHaveBeenCalledWith('/api/file/Download/x', 'users.xlsx'));
  expect(api.exportUsers).toHaveBeenCalledWith(expect.objectContaining({ keyword: '', organizeId: 'o1' }));
});

it('enables a disabled user and disables an enabled one after confirmations naming them', async () => {
  shared.usePermission.mockImplementation(() => true);
  render(<UserPage />);
  await screen.findByText('王五');
  // A locked user is unlocked, not toggled.
  expect(within(rowOf('u2')).queryByText('禁用', { selector: 'sl-button' })).toBeNull();
  fireEvent.click(within(rowOf('u3')).getByText('启用', { selector: 'sl-button' }));
  await waitFor(() => expect(api.toggleUser).toHaveBeenCalledWith('u3'));
  expect(shared.confirmDialog).toHaveBeenCalledWith({ message: '此操作将启用「王五」, 是否继续?' });
  await waitFor(() => expect(api.getUsers).toHaveBeenCalledTimes(2));
  fireEvent.click(within(rowOf('u1')).getByText('禁用', { selector: 'sl-button' }));
  await waitFor(() => expect(api.toggleUser).toHaveBeenCalledWith('u1'));
  expect(shared.confirmDialog).toHaveBeenLastCalledWith({ message: '此操作将禁用「张三」, 是否继续?' });
});

it('searches by keyword from page 1, changes the page size, and exports with the keyword', async () => {
  shared.usePermission.mockImplementation(() => true);
  render(<UserPage />);
  await screen.findByText('张三');
  const keyword = document.querySelector('form[role="search"] sl-input') as HTMLElement & { value: string };
  await act(async () => {
    keyword.value = 'zhang';
    keyword.dispatchEvent(new CustomEvent('sl-input'));
  });
  fireEvent.submit(keyword.closest('form') as HTMLFormElement);
  await waitFor(() => expect(api.getUsers).toHaveBeenLastCalledWith({ keyword: 'zhang', currentPage: 1, pageSize: 20, organizeId: '' }));

  const size = document.querySelector('nav sl-select') as HTMLElement & { value: string };
  await act(async () => {
    size.value = '50';
    size.dispatchEvent(new CustomEvent('sl-change'));
  });
  await waitFor(() => expect(api.getUsers).toHaveBeenLastCalledWith({ keyword: 'zhang', currentPage: 1, pageSize: 50, organizeId: '' }));

  fireEvent.click(screen.getByText('导出'));
  await waitFor(() => expect(api.exportUsers).toHaveBeenCalledWith(expect.objectContaining({ keyword: 'zhang', organizeId: '' })));
});

it('opens the reset password dialog for the row, and the import wizard for permission/Users', async () => {
  shared.usePermission.mockImplementation(() => true);
  render(<UserPage />);
  await screen.findByText('张三');
  fireEvent.click(within(rowOf('u1')).getByText('重置密码'));
  await waitFor(() => expect(document.querySelector('sl-dialog[label="重置密码 - 张三"]')).not.toBeNull());
  expect(document.querySelector('sl-dialog sl-input[label="账户"]')?.getAttribute('value')).toBe('zhangsan');
  fireEvent.click(screen.getByText('取消'));
  await waitFor(() => expect(document.querySelector('sl-dialog[label="重置密码 - 张三"]')).toBeNull());

  fireEvent.click(screen.getByText('导入'));
  expect(await screen.findByRole('dialog', { name: '批量导入' })).toBeTruthy();
  expect(ui.ImportWizard).toHaveBeenLastCalledWith(expect.objectContaining({ module: 'permission/Users', exceptionAction: 'ExportExceptionData' }), undefined);
});
