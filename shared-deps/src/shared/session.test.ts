import { firstValueFrom, take, toArray } from 'rxjs';
import { sessionEvents$, type SessionEvent } from './bus';
import { configureApi } from './config';
import { getDictionaries } from './dictionaryCache';
import { ApiError, setHttpAdapter } from './http';
import { setLocale } from './i18n';
import { adoptToken, loadCurrentUser, lockScreen, login, logout, refreshCurrentUser, unlockScreen } from './session';
import {
  $layout,
  $locked,
  $menus,
  $permissions,
  $routerList,
  $settings,
  $sysConfig,
  $token,
  $user,
  decodeSettings,
  resetSession,
  updateSettings,
} from './sessionState';
import { createFakeAdapter, envelope, type FakeReply } from './testing/fakeAdapter';
import { createMenu, createPermissionEntry, createUserInfo } from './testing/factories';
import { $unread, setUnreadCounts } from './unread';
import type { InternalAxiosRequestConfig } from 'axios';

type Route = (config: InternalAxiosRequestConfig) => FakeReply | undefined;

function serve(route: Route) {
  const fake = createFakeAdapter((config) => route(config) ?? envelope(404, null, 'not found'));
  setHttpAdapter(fake.adapter);
  return fake;
}

function recordSessionEvents(): SessionEvent[] {
  const events: SessionEvent[] = [];
  const subscription = sessionEvents$.subscribe((e) => events.push(e));
  afterEachCleanups.push(() => subscription.unsubscribe());
  return events;
}

const afterEachCleanups: (() => void)[] = [];
const MD5_123456 = 'e10adc3949ba59abbe56e057f20f883e';

beforeEach(() => {
  resetSession();
  localStorage.clear();
  document.body.innerHTML = '';
  window.history.pushState(null, '', '/');
  setLocale('en');
});

afterEach(() => {
  for (const cleanup of afterEachCleanups.splice(0)) cleanup();
  setHttpAdapter(undefined);
  configureApi({ clientSecret: '' });
});

describe('login', () => {
  it('posts the form-encoded password grant with an MD5 password', async () => {
    configureApi({ clientSecret: 's3cret' });
    const fake = serve(() => envelope(200, { token: 'bearer t1', theme: 'functional' }));
    await login({ account: 'admin', password: '123456', code: 'ab12', timestamp: 1700000000 });
    const call = fake.last();
    expect(call.method).toBe('post');
    expect(call.url).toBe('/api/oauth/Login');
    expect(String(call.headers['Content-Type'])).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(call.data as string))).toEqual({
      account: 'admin',
      password: MD5_123456,
      jnpf_ticket: '',
      origin: 'password',
      code: 'ab12',
      timestamp: '1700000000',
      client_id: 'admin',
      client_secret: 's3cret',
      scope: 'all',
      grant_type: 'password',
    });
  });

  it('stores the token verbatim and the layout theme, and announces the login', async () => {
    serve(() => envelope(200, { token: 'bearer eyJ.abc', theme: 'blend' }));
    const events = recordSessionEvents();
    const result = await login({ account: 'admin', password: '123456' });
    expect(result).toEqual({ token: 'bearer eyJ.abc', theme: 'blend' });
    expect($token.get()).toBe('bearer eyJ.abc');
    expect(JSON.parse(localStorage.getItem('jnpf_token') ?? 'null')).toBe('bearer eyJ.abc');
    expect($layout.get()).toBe('blend');
    expect(events).toEqual([{ type: 'login', source: 'local' }]);
  });

  it.each([['unknown'], [undefined], [42]])('turns theme %p into classic', async (theme) => {
    updateSettings({ layoutType: 'plain' });
    serve(() => envelope(200, { token: 'bearer t', theme }));
    await expect(login({ account: 'a', password: 'b' })).resolves.toMatchObject({ theme: 'classic' });
    expect($settings.get().layoutType).toBe('classic');
  });

  it('clears a stored lock flag', async () => {
    lockScreen();
    serve(() => envelope(200, { token: 'bearer t', theme: 'classic' }));
    await login({ account: 'a', password: 'b' });
    expect($locked.get()).toBe(false);
    expect(localStorage.getItem('jnpf_lockScreen')).toBeNull();
  });

  it('rejects wrong credentials (code 600 on login) without leaving /login', async () => {
    window.history.pushState(null, '', '/login');
    serve(() => envelope(600, null, '账户或密码错误'));
    const error = await login({ account: 'a', password: 'bad' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 600, kind: 'api' });
    expect($token.get()).toBeNull();
    expect(window.location.pathname + window.location.search).toBe('/login');
  });
});

describe('loadCurrentUser', () => {
  it('fills and persists user, menus, permissions, router list and sysConfig', async () => {
    adoptToken('bearer t');
    const user = createUserInfo({ realName: '张三' });
    const menu = createMenu({ id: 'm1', urlAddress: 'systemData/dictionary' });
    const permission = createPermissionEntry({ modelId: 'm1', button: [{ enCode: 'btn_add' }] });
    const fake = serve(() =>
      envelope(200, { userInfo: user, menuList: [menu], permissionList: [permission], routerList: [menu], sysConfigInfo: { sysName: 'Atrium' } }),
    );
    const data = await loadCurrentUser();
    expect(fake.last().url).toBe('/api/oauth/CurrentUser');
    expect(fake.last().method).toBe('get');
    expect(data.userInfo).toEqual(user);
    expect($user.get()).toEqual(user);
    expect($menus.get()).toEqual([menu]);
    expect($permissions.get()).toEqual([permission]);
    expect($routerList.get()).toEqual([menu]);
    expect($sysConfig.get()).toEqual({ sysName: 'Atrium' });
    expect(JSON.parse(localStorage.getItem('jnpf_userInfo') ?? 'null')).toEqual(user);
    expect(JSON.parse(localStorage.getItem('jnpf_menuList') ?? 'null')).toEqual([menu]);
    expect(JSON.parse(localStorage.getItem('jnpf_permissionList') ?? 'null')).toEqual([permission]);
  });

  it('applies the layout saved on the server; an unknown one becomes classic', async () => {
    serve(() => envelope(200, { userInfo: createUserInfo({ theme: 'blend' }), menuList: [] }));
    await loadCurrentUser();
    expect($settings.get().layoutType).toBe('blend');
    serve(() => envelope(200, { userInfo: createUserInfo({ theme: 'neon' }), menuList: [] }));
    await loadCurrentUser();
    expect($settings.get().layoutType).toBe('classic');
  });

  it('shares one request between concurrent callers', async () => {
    const fake = serve(() => envelope(200, { userInfo: createUserInfo(), menuList: [] }));
    await Promise.all([loadCurrentUser(), loadCurrentUser()]);
    expect(fake.calls).toHaveLength(1);
    await loadCurrentUser();
    expect(fake.calls).toHaveLength(2);
  });

  it.each([[null], [{}], [{ userInfo: null }]])('rejects data %p with the translated verification message', async (data) => {
    serve(() => envelope(200, data));
    await expect(loadCurrentUser()).rejects.toMatchObject({ kind: 'session', msg: 'Verification failed, please log in again' });
    setLocale('zh');
    await expect(loadCurrentUser()).rejects.toMatchObject({ msg: '验证失败，请重新登录' });
  });
});

describe('refreshCurrentUser', () => {
  it('replaces menus and permission codes in place, with a request of its own after a load under way', async () => {
    adoptToken('bearer t');
    let version = 1;
    const replies: (() => void)[] = [];
    const fake = createFakeAdapter(
      () =>
        new Promise((resolve) => {
          const served = version;
          replies.push(() =>
            resolve(
              envelope(200, {
                userInfo: createUserInfo(),
                menuList: [createMenu({ id: `m${served}` })],
                permissionList: [createPermissionEntry({ modelId: `m${served}`, button: [{ enCode: 'btn_add', fullName: '新增' }] })],
              }),
            ),
          );
        }),
    );
    setHttpAdapter(fake.adapter);
    const until = async (done: () => boolean): Promise<void> => {
      while (!done()) await new Promise((resolve) => setTimeout(resolve, 0));
    };
    const first = loadCurrentUser();
    await until(() => replies.length === 1); // the server read the data before the change
    version = 2;
    const refreshed = refreshCurrentUser();
    replies.shift()?.();
    await first;
    await until(() => replies.length === 1);
    expect(fake.calls).toHaveLength(2);
    replies.shift()?.();
    await refreshed;
    expect($menus.get().map((menu) => menu.id)).toEqual(['m2']);
    expect($permissions.get()[0]?.modelId).toBe('m2');
  });

  it('shows no toast when it fails, but still ends the session on a session code', async () => {
    adoptToken('bearer t');
    serve(() => envelope(500, null, 'boom'));
    await expect(refreshCurrentUser()).rejects.toMatchObject({ msg: 'boom' });
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(0);
    serve(() => envelope(600, null, 'expired'));
    await expect(refreshCurrentUser()).rejects.toMatchObject({ kind: 'session' });
    expect($token.get()).toBeNull();
  });
});

describe('logout and resetSession', () => {
  async function signIn(): Promise<void> {
    serve((config) =>
      config.url === '/api/oauth/Login'
        ? envelope(200, { token: 'bearer t', theme: 'functional' })
        : config.url === '/api/system/DictionaryData/All'
          ? envelope(200, { list: [{ id: 'd1', dictionaryList: [] }] })
          : envelope(200, { userInfo: createUserInfo(), menuList: [createMenu()], permissionList: [createPermissionEntry()], routerList: [] }),
    );
    await login({ account: 'a', password: 'b' });
    await loadCurrentUser();
    lockScreen();
    setUnreadCounts({ notice: 3, chat: 2 });
  }

  it('calls GET /api/oauth/Logout, clears the session and announces the logout', async () => {
    await signIn();
    const fake = serve(() => envelope(200, null));
    const events = recordSessionEvents();
    await logout();
    expect(fake.last()).toMatchObject({ url: '/api/oauth/Logout', method: 'get' });
    expect([$token.get(), $user.get(), $menus.get(), $permissions.get(), $routerList.get(), $locked.get()]).toEqual([
      null,
      null,
      [],
      [],
      [],
      false,
    ]);
    for (const key of ['token', 'userInfo', 'menuList', 'permissionList', 'routerList', 'lockScreen']) {
      expect(localStorage.getItem(`jnpf_${key}`)).toBeNull();
    }
    expect($unread.get()).toEqual({ notice: 0, chat: 0, total: 0 });
    expect(events).toEqual([{ type: 'logout', source: 'local' }]);
  });

  it.each<[string, FakeReply]>([
    ['a network failure', { networkError: true }],
    ['an expired token', envelope(600, null, 'expired')],
  ])('still logs out locally after %s, without toast or redirect', async (_label, reply) => {
    await signIn();
    window.history.pushState(null, '', '/home');
    serve(() => reply);
    await logout();
    expect($token.get()).toBeNull();
    expect(document.querySelector('[role="alert"]')).toBeNull();
    expect(window.location.pathname).toBe('/home');
  });

  it('empties the dictionary cache and keeps display settings', async () => {
    await signIn();
    await getDictionaries();
    const fake = serve(() => envelope(200, { list: [] }));
    resetSession();
    expect($settings.get().layoutType).toBe('functional');
    await expect(getDictionaries()).resolves.toEqual([]);
    expect(fake.calls).toHaveLength(1);
  });

  it("emits 'expired' when asked to", () => {
    const events = recordSessionEvents();
    resetSession('expired');
    expect(events).toEqual([{ type: 'expired', source: 'local' }]);
  });
});

describe('adoptToken', () => {
  it('takes over a token from the URL and drops the previous user', () => {
    adoptToken('bearer first');
    const events = recordSessionEvents();
    adoptToken('  bearer second ');
    expect($token.get()).toBe('bearer second');
    expect($user.get()).toBeNull();
    expect(events).toEqual([{ type: 'login', source: 'local' }]);
  });

  it('ignores an empty token', () => {
    adoptToken('');
    expect($token.get()).toBeNull();
  });
});

describe('screen lock', () => {
  it('locks with the stored flag 1 and no server call', () => {
    const fake = serve(() => envelope(200, null));
    const events = recordSessionEvents();
    lockScreen();
    expect($locked.get()).toBe(true);
    expect(localStorage.getItem('jnpf_lockScreen')).toBe('1');
    expect(fake.calls).toHaveLength(0);
    expect(events).toEqual([{ type: 'locked', source: 'local' }]);
  });

  it('unlocks after POST /api/oauth/LockScreen with the MD5 password', async () => {
    lockScreen();
    const fake = serve(() => envelope(200, null));
    const events = recordSessionEvents();
    await unlockScreen('admin', '123456');
    expect(fake.last()).toMatchObject({ url: '/api/oauth/LockScreen', method: 'post' });
    expect(JSON.parse(fake.last().data as string)).toEqual({ account: 'admin', password: MD5_123456 });
    expect($locked.get()).toBe(false);
    expect(localStorage.getItem('jnpf_lockScreen')).toBeNull();
    expect(events).toEqual([{ type: 'unlocked', source: 'local' }]);
  });

  it('stays locked when the password is refused (even with a session code)', async () => {
    adoptToken('bearer t');
    window.history.pushState(null, '', '/lockScreen');
    lockScreen();
    serve(() => envelope(600, null, '密码错误'));
    await expect(unlockScreen('admin', 'wrong')).rejects.toMatchObject({ code: 600, kind: 'api' });
    expect($locked.get()).toBe(true);
    expect($token.get()).toBe('bearer t');
    expect(window.location.pathname).toBe('/lockScreen');
  });
});

describe('other tabs', () => {
  const remote = (key: string, newValue: string | null): void => {
    window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
  };

  it('follows a logout made in another tab', async () => {
    adoptToken('bearer t');
    const next = firstValueFrom(sessionEvents$.pipe(take(1)));
    localStorage.removeItem('jnpf_token');
    remote('jnpf_token', null);
    expect($token.get()).toBeNull();
    await expect(next).resolves.toEqual({ type: 'logout', source: 'storage' });
  });

  it('follows a lock and an unlock made in another tab', async () => {
    const next = firstValueFrom(sessionEvents$.pipe(take(2), toArray()));
    localStorage.setItem('jnpf_lockScreen', '1');
    remote('jnpf_lockScreen', '1');
    expect($locked.get()).toBe(true);
    localStorage.removeItem('jnpf_lockScreen');
    remote('jnpf_lockScreen', null);
    expect($locked.get()).toBe(false);
    await expect(next).resolves.toEqual([
      { type: 'locked', source: 'storage' },
      { type: 'unlocked', source: 'storage' },
    ]);
  });
});

describe('restoring at load', () => {
  it('restores stored values and ignores corrupt ones', () => {
    localStorage.setItem('jnpf_token', '"bearer stored"');
    localStorage.setItem('jnpf_userInfo', '{broken');
    localStorage.setItem('jnpf_menuList', '{"not":"a list"}');
    localStorage.setItem('jnpf_lockScreen', '1');
    localStorage.setItem('jnpf_settings', '{"layoutType":"weird","tagsView":false,"size":"huge"}');
    jest.isolateModules(() => {
      // A fresh copy of the module, as on a page load.
      const fresh = jest.requireActual<typeof import('./sessionState')>('./sessionState');
      expect(fresh.$token.get()).toBe('bearer stored');
      expect(fresh.$user.get()).toBeNull();
      expect(fresh.$menus.get()).toEqual([]);
      expect(fresh.$locked.get()).toBe(true);
      expect(fresh.$settings.get()).toMatchObject({ layoutType: 'classic', tagsView: false, size: 'small', themeClass: 'blue' });
    });
  });
});

describe('sidebar state', () => {
  it('is saved as 1/0 and read back from 1/0 or a boolean', () => {
    updateSettings({ sidebarOpened: false });
    expect(JSON.parse(localStorage.getItem('jnpf_settings') ?? '{}')).toMatchObject({ sidebarOpened: 0 });
    updateSettings({ sidebarOpened: true });
    expect(JSON.parse(localStorage.getItem('jnpf_settings') ?? '{}')).toMatchObject({ sidebarOpened: 1 });
    expect(decodeSettings({ sidebarOpened: 0 })?.sidebarOpened).toBe(false);
    expect(decodeSettings({ sidebarOpened: 1 })?.sidebarOpened).toBe(true);
    expect(decodeSettings({ sidebarOpened: false })?.sidebarOpened).toBe(false);
  });
});
