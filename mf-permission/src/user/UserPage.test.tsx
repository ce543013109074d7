// The user page against a faked api.ts: buttons follow the route's permission entry, locked
// users are marked and offered 解除锁定, delete asks the spec's confirmation, and the export
// carries the current filters.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerPermissionTranslations } from '../i18n';
import type { User } from './api';
import { UserPage } from './UserPage';

const user = (overrides: Partial<User>): User => ({ id: 'u', account: 'user', realName: '用户', sortCode: 0, enabledMark: 1, ...overrides });
const rows: User[] = [
  user({ id: 'u1', account: 'zhangsan', realName: '张三', mobilePhone: '13800000000' }),
  user({ id: 'u2', account: 'lisi', realName: '李四', enabledMark: 2 }),
];

jest.mock('./api', () => ({
  ...jest.requireActual('./api'),
  getUsers: jest.fn(() => Promise.resolve({ list: rows, pagination: { total: 2 } })),
  deleteUser: jest.fn(() => Promise.resolve(null)),
  unlockUser: jest.fn(() => Promise.resolve(null)),
  toggleUser: jest.fn(() => Promise.resolve({ enabledMark: 0 })),
  exportUsers: jest.fn(() => Promise.resolve({ url: '/api/file/Download/x', name: 'users.xlsx' })),
}));
jest.mock('../common/options', () => ({
  ...jest.requireActual('../common/options'),
  getOrganizeTree: jest.fn(() => Promise.resolve([{ id: 'o1', fullName: '总公司', children: [{ id: 'd1', fullName: '研发部' }] }])),
}));
jest.mock('../common/download', () => ({ downloadFile: jest.fn() }));
jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  usePermission: jest.fn(() => false),
  confirmDialog: jest.fn(() => Promise.resolve(true)),
  confirmDelete: jest.fn(() => Promise.resolve(true)),
  notifySuccess: jest.fn(),
}));

const api = jest.requireMock('./api') as Record<'getUsers' | 'deleteUser' | 'unlockUser' | 'exportUsers', jest.Mock>;
const shared = jest.requireMock('@atrium/shared') as Record<'usePermission' | 'confirmDialog' | 'confirmDelete', jest.Mock>;
const download = jest.requireMock('../common/download') as { downloadFile: jest.Mock };

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerPermissionTranslations();
});
beforeEach(() => {
  jest.clearAllMocks();
  shared.usePermission.mockImplementation(() => false);
});

const rowOf = (account: string) => document.querySelector(`tr[data-row-id="${account}"]`) as HTMLElement;

it('without any button code lists the users, marks the locked one, and offers no add, edit, delete, export or import', async () => {
  render(<UserPage />);
  expect(await screen.findByText('张三')).toBeTruthy();
  expect(api.getUsers).toHaveBeenCalledWith({ keyword: '', currentPage: 1, pageSize: 20, organizeId: '' });
  expect(within(rowOf('u2')).getByText('已锁定', { selector: 'sl-tag' })).toBeTruthy();
  for (const label of ['新建', '编辑', '删除', '导出', '导入', '重置密码', '解除锁定']) expect(screen.queryByText(label)).toBeNull();
});

it('with the codes: unlock a locked user, delete after the spec confirmation, export the filtered list', async () => {
  shared.usePermission.mockImplementation(() => true);
  render(<UserPage />);
  await screen.findByText('李四');
  expect(within(rowOf('u1')).queryByText('解除锁定')).toBeNull();
  fireEvent.click(within(rowOf('u2')).getByText('解除锁定'));
  await waitFor(() => expect(api.unlockUser).toHaveBeenCalledWith('u2'));
  expect(shared.confirmDialog).toHaveBeenCalledWith({ message: '此操作将解除「李四」的锁定, 是否继续?' });

  fireEvent.click(within(rowOf('u1')).getByText('删除'));
  await waitFor(() => expect(api.deleteUser).toHaveBeenCalledWith('u1'));
  expect(shared.confirmDelete).toHaveBeenCalledWith();

  // Choosing 总公司 in the organisation tree (Shoelace's selection event, as sl-tree sends it).
  const company = await waitFor(() => document.querySelector('sl-tree-item[data-id="o1"]') as HTMLElement);
  document.querySelector('sl-tree')?.dispatchEvent(new CustomEvent('sl-selection-change', { detail: { selection: [company] } }));
  await waitFor(() => expect(api.getUsers).toHaveBeenLastCalledWith(expect.objectContaining({ organizeId: 'o1', currentPage: 1 })));
  fireEvent.click(screen.getByText('导出'));
  await waitFor(() => expect(download.downloadFile).toHaveBeenCalledWith('/api/file/Download/x', 'users.xlsx'));
  expect(api.exportUsers).toHaveBeenCalledWith(expect.objectContaining({ keyword: '', organizeId: 'o1' }));
});
