// Online users: without btn_remove nothing can be forced; with it, one row after a named
// confirmation, and the checked rows together.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerPermissionTranslations } from '../i18n';
import type { OnlineUser } from './api';
import { UserOnlinePage } from './UserOnlinePage';

const online: OnlineUser[] = [
  { userId: 'u1', userAccount: 'zhangsan', userName: '张三', loginTime: Date.UTC(2024, 0, 2, 3, 4), loginIPAddress: '10.0.0.1', loginPlatForm: 'Windows-Chrome', sessionCount: 1 },
  { userId: 'u2', userAccount: 'lisi', userName: '李四', loginTime: Date.UTC(2024, 0, 2, 5, 6), loginIPAddress: '10.0.0.2', sessionCount: 2 },
];

jest.mock('./api', () => ({
  ...jest.requireActual('./api'),
  getOnlineUsers: jest.fn(() => Promise.resolve(online)),
  forceOffline: jest.fn(() => Promise.resolve(null)),
  forceOfflineMany: jest.fn(() => Promise.resolve({ sessions: 2 })),
}));
jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  usePermission: jest.fn(() => false),
  confirmDialog: jest.fn(() => Promise.resolve(true)),
  notifySuccess: jest.fn(),
}));

const api = jest.requireMock('./api') as Record<'getOnlineUsers' | 'forceOffline' | 'forceOfflineMany', jest.Mock>;
const shared = jest.requireMock('@atrium/shared') as Record<'usePermission' | 'confirmDialog', jest.Mock>;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerPermissionTranslations();
});
beforeEach(() => jest.clearAllMocks());

const row = (id: string) => document.querySelector(`tr[data-row-id="${id}"]`) as HTMLElement;

async function check(element: Element): Promise<void> {
  await act(async () => {
    (element as HTMLInputElement).checked = true;
    element.dispatchEvent(new CustomEvent('sl-change'));
  });
}

it('lists who is signed in, from where and on what, with no forced offline without btn_remove', async () => {
  render(<UserOnlinePage />);
  await screen.findByText('张三');
  expect(row('u1').textContent).toContain('10.0.0.1');
  expect(row('u1').textContent).toContain('Windows-Chrome');
  expect(screen.queryByText('强制下线')).toBeNull();
  expect(screen.queryByText('批量下线')).toBeNull();
});

it('forces one user offline after a named confirmation, then the checked ones together', async () => {
  shared.usePermission.mockImplementation(() => true);
  render(<UserOnlinePage />);
  await screen.findByText('李四');
  fireEvent.click(within(row('u1')).getByText('强制下线'));
  await waitFor(() => expect(api.forceOffline).toHaveBeenCalledWith('u1'));
  expect(shared.confirmDialog).toHaveBeenCalledWith({ message: '此操作将使「张三」强制下线, 是否继续?' });
  await waitFor(() => expect(api.getOnlineUsers).toHaveBeenCalledTimes(2));

  await check(within(row('u1')).getByLabelText('张三'));
  await check(within(row('u2')).getByLabelText('李四'));
  fireEvent.click(screen.getByText('批量下线'));
  await waitFor(() => expect(api.forceOfflineMany).toHaveBeenCalledWith(['u1', 'u2']));
  expect(shared.confirmDialog).toHaveBeenLastCalledWith({ message: '此操作将使选中的2个用户（张三、李四）强制下线, 是否继续?' });
});

it('forceOfflineMany ends the checked users in one call to the server\'s bulk route', async () => {
  const { forceOfflineMany } = jest.requireActual('./api') as typeof import('./api');
  const http = jest.requireActual('@atrium/shared').http as { delete: (url: string, body?: unknown) => Promise<unknown> };
  const spy = jest.spyOn(http, 'delete').mockResolvedValue({ sessions: 3 });
  await expect(forceOfflineMany(['u1', 'u2'])).resolves.toEqual({ sessions: 3 });
  expect(spy).toHaveBeenCalledTimes(1);
  expect(spy).toHaveBeenCalledWith('/api/system/OnlineUser', { ids: ['u1', 'u2'] });
  spy.mockRestore();
});

it('a failed load says so with a retry instead of 暂无数据 (issue 19 item 7)', async () => {
  api.getOnlineUsers.mockImplementationOnce(() => Promise.reject(new Error('服务器繁忙')));
  render(<UserOnlinePage />);
  expect((await screen.findByRole('alert')).textContent).toContain('数据加载失败：服务器繁忙');
  expect(screen.queryByText('暂无数据')).toBeNull();
  fireEvent.click(screen.getByText('重试'));
  expect(await screen.findByText('张三')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});
