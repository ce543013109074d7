import type { FastifyInstance } from 'fastify';
import { md5Hex } from '../../auth/password';
import { buildTestApp, call, closeTestApp, createUser, manualClock, signIn, tryLogin } from '../../testing';
import { onlineUserRoutes } from '../online-users/routes';
import { userRoutes } from '../users/routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [onlineUserRoutes, userRoutes];

const clock = manualClock();
const TTL_SECONDS = 60;
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ routes, clock: clock.now, config: { tokenTtlSeconds: TTL_SECONDS } });
});

afterAll(async () => {
  await closeTestApp(app);
});

const currentUser = (token?: string) => call(app, 'GET', '/api/oauth/CurrentUser', token ? { token } : {});

describe('sessions', () => {
  it('answers 602 without a token and with an unknown one', async () => {
    expect((await currentUser()).code).toBe(602);
    const unknown = await currentUser('bearer abc');
    expect(unknown.code).toBe(602);
    expect(unknown.status).toBe(200);
    expect(unknown.msg).toBe('登录凭证无效，请重新登录');
  });

  it('accepts the token with or without the bearer prefix', async () => {
    const token = await signIn(app, 'admin');
    expect((await currentUser(token)).code).toBe(200);
    expect((await currentUser(token.replace(/^bearer /, ''))).code).toBe(200);
  });

  it('kills the token on logout (602 afterwards), and logout itself is idempotent', async () => {
    const token = await signIn(app, 'admin');
    const logout = await call(app, 'GET', '/api/oauth/Logout', { token });
    expect(logout.code).toBe(200);
    expect((await currentUser(token)).code).toBe(602);
    expect((await call(app, 'GET', '/api/oauth/Logout', { token })).code).toBe(200);
  });

  it('expires tokens after the TTL with code 600', async () => {
    const token = await signIn(app, 'lisi');
    clock.advance((TTL_SECONDS - 1) * 1000);
    expect((await currentUser(token)).code).toBe(200);
    clock.advance(2000);
    const expired = await currentUser(token);
    expect(expired.code).toBe(600);
    expect(expired.msg).toBe('登录过期，请重新登录');
  });

  it('ends the sessions of a user an administrator disables (601), and refuses disabling oneself', async () => {
    const user = await createUser(app);
    const token = await signIn(app, user.account, user.password);
    const admin = await signIn(app, 'admin');
    const disabled = await call<{ enabledMark: number }>(app, 'PUT', `/api/permission/Users/${user.id}/Actions/State`, { token: admin });
    expect(disabled.code).toBe(200);
    expect(disabled.data.enabledMark).toBe(0);
    const after = await currentUser(token);
    expect(after.code).toBe(601);
    expect(after.msg).toBe('账号已被禁用，请联系管理员');

    const adminUser = app.db.prepare("SELECT id FROM users WHERE account = 'admin'").get() as { id: string };
    const self = await call(app, 'PUT', `/api/permission/Users/${adminUser.id}/Actions/State`, { token: admin });
    expect(self.code).toBe(400);

    const enabled = await call<{ enabledMark: number }>(app, 'PUT', `/api/permission/Users/${user.id}/Actions/State`, { token: admin });
    expect(enabled.data.enabledMark).toBe(1);
    // The old session stays dead; a new sign-in works.
    expect((await currentUser(token)).code).toBe(601);
    expect((await tryLogin(app, user.account, user.password)).code).toBe(200);
  });

  it('lets only the administrator or a user manager change account states', async () => {
    const user = await createUser(app);
    const viewer = await signIn(app, 'viewer');
    const denied = await call(app, 'PUT', `/api/permission/Users/${user.id}/Actions/State`, { token: viewer });
    expect(denied.code).toBe(403);
    expect(denied.msg).toBe('暂无权限');
    expect((await call(app, 'PUT', '/api/permission/Users/404/Actions/State', { token: await signIn(app, 'admin') })).code).toBe(404);
  });

  it('forces a user offline (601) from the online-user list', async () => {
    const user = await createUser(app);
    const token = await signIn(app, user.account, user.password);
    const admin = await signIn(app, 'admin');
    const online = await call<{ list: Array<{ userId: string; sessionCount: number }> }>(app, 'GET', '/api/system/OnlineUser', { token: admin });
    expect(online.data.list.find((row) => row.userId === user.id)?.sessionCount).toBe(1);
    const forced = await call<{ sessions: number }>(app, 'DELETE', `/api/system/OnlineUser/${user.id}`, { token: admin });
    expect(forced.data.sessions).toBe(1);
    const after = await currentUser(token);
    expect(after.code).toBe(601);
    expect(after.msg).toBe('您已被管理员强制下线');
  });

  // Changing the password (sessions end with 601, captcha, encryption, policy): change-password.test.ts.

  it('ends other sessions with 601 on a new sign-in when single login is configured', async () => {
    app.db.prepare("UPDATE sys_config SET value = '1' WHERE key = 'singleLogin'").run();
    try {
      const user = await createUser(app);
      const first = await signIn(app, user.account, user.password);
      await signIn(app, user.account, user.password);
      const result = await currentUser(first);
      expect(result.code).toBe(601);
      expect(result.msg).toBe('您的账号已在其他地方登录');
    } finally {
      app.db.prepare("UPDATE sys_config SET value = '0' WHERE key = 'singleLogin'").run();
    }
  });
});

describe('POST /api/oauth/LockScreen', () => {
  it('unlocks with the signed-in user\'s password, in JSON or form encoding', async () => {
    const user = await createUser(app);
    const token = await signIn(app, user.account, user.password);
    const json = await call(app, 'POST', '/api/oauth/LockScreen', { token, body: { account: user.account, password: md5Hex(user.password) } });
    expect(json.code).toBe(200);
    const form = await call(app, 'POST', '/api/oauth/LockScreen', {
      token,
      body: new URLSearchParams({ account: user.account, password: md5Hex(user.password) }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.code).toBe(200);
  });

  it('answers a wrong password or another account with 400, never a session code', async () => {
    const user = await createUser(app);
    const token = await signIn(app, user.account, user.password);
    const wrong = await call(app, 'POST', '/api/oauth/LockScreen', { token, body: { account: user.account, password: md5Hex('wrong') } });
    expect(wrong.code).toBe(400);
    expect(wrong.msg).toBe('密码错误，请重新输入');
    const other = await call(app, 'POST', '/api/oauth/LockScreen', { token, body: { account: 'admin', password: md5Hex(user.password) } });
    expect(other.code).toBe(400);
    expect(other.msg).toBe('账号与当前登录用户不一致');
    // The session survives a wrong unlock attempt.
    expect((await currentUser(token)).code).toBe(200);
  });

  it('reports a dead session as 400 too', async () => {
    const result = await call(app, 'POST', '/api/oauth/LockScreen', { token: 'bearer dead', body: { account: 'admin', password: md5Hex('x') } });
    expect(result.code).toBe(400);
    expect(result.msg).toBe('登录已失效，请返回登录页重新登录');
  });
});
