import type { InternalAxiosRequestConfig } from 'axios';
import type { SocketEnvironment } from './socketClient';

// The real client is replaced by one that hands its environment to the test: this test is about
// what the portal does with the server's messages, not about the wire.
jest.mock('./socketClient', () => {
  const { atom } = jest.requireActual<typeof import('nanostores')>('nanostores');
  const holder: { env: SocketEnvironment | null } = { env: null };
  return {
    holder,
    createSocketClient: (env: SocketEnvironment) => {
      holder.env = env;
      return { $status: atom('idle'), start: () => undefined, stop: () => undefined, send: () => undefined };
    },
  };
});

import { setHttpAdapter } from '../http';
import { setLocale } from '../i18n';
import { hasPermissionIn } from '../permissions';
import { adoptToken } from '../session';
import { $menus, $permissions, $token } from '../sessionState';
import { createFakeAdapter, envelope } from '../testing/fakeAdapter';
import { createMenu, createPermissionEntry, createUserInfo } from '../testing/factories';
import { REFRESH_QUIET_MS, REFRESH_SPREAD_MS } from './liveRefresh';
import './index';

function env(): SocketEnvironment {
  const { holder } = jest.requireMock<{ holder: { env: SocketEnvironment | null } }>('./socketClient');
  if (!holder.env) throw new Error('the portal socket was not created');
  return holder.env;
}

let granted: string[] = [];
let calls: InternalAxiosRequestConfig[] = [];

beforeEach(() => {
  setLocale('zh');
  document.body.innerHTML = '';
  granted = [];
  const fake = createFakeAdapter(() =>
    envelope(200, {
      userInfo: createUserInfo(),
      menuList: [createMenu({ id: 'm1', urlAddress: 'systemData/dictionary' })],
      permissionList: [createPermissionEntry({ modelId: 'm1', button: granted.map((enCode) => ({ enCode, fullName: enCode })) })],
    }),
  );
  calls = fake.calls;
  setHttpAdapter(fake.adapter);
});

afterEach(() => {
  jest.useRealTimers();
  setHttpAdapter(undefined);
});

it('loads the user info again on refresh, once for a burst, and the permission atoms follow', async () => {
  jest.useFakeTimers();
  adoptToken('bearer t');
  granted = ['btn_add'];
  env().onEvent({ method: 'refresh' });
  env().onEvent({ method: 'refresh' });
  expect(calls).toHaveLength(0);
  await jest.advanceTimersByTimeAsync(REFRESH_QUIET_MS + REFRESH_SPREAD_MS);
  expect(calls.map((call) => call.url)).toEqual(['/api/oauth/CurrentUser']);
  expect($menus.get().map((menu) => menu.id)).toEqual(['m1']);
  expect(hasPermissionIn($permissions.get(), 'm1', 'button', 'btn_add')).toBe(true);
});

it('on logout shows the server message, ends the session and stops pending refreshes', async () => {
  jest.useFakeTimers();
  adoptToken('bearer t');
  env().onEvent({ method: 'refresh' });
  env().onLogout('您已被管理员强制下线');
  expect($token.get()).toBeNull();
  expect([...document.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent)).toContain('您已被管理员强制下线');
  await jest.advanceTimersByTimeAsync(REFRESH_QUIET_MS + REFRESH_SPREAD_MS);
  expect(calls).toHaveLength(0);
});

it('on logout without a message says the session expired (spec default)', () => {
  adoptToken('bearer t');
  env().onLogout('');
  expect([...document.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent)).toContain('登录过期，请重新登录');
});
