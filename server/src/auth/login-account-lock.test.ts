import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, closeTestApp, createUser, manualClock, signIn, solveCaptcha, type CreatedUser } from '../testing';
import { md5Hex } from './password';
import { userRoutes } from '../routes/users/routes';
import { sysConfigRoutes } from '../routes/sys-config/routes';
import { passwordKeyRoutes } from '../routes/oauth/password-key-routes';

// A server per test, with the API route plugins these tests call (buildTestApp's routes).
const routes = [userRoutes, sysConfigRoutes, passwordKeyRoutes];

// Issue 12 item 8: the account lock after system config's passwordErrorsNumber wrong passwords.
jest.setTimeout(30_000);

let app: FastifyInstance;
let clock: ReturnType<typeof manualClock>;
let admin: string;

beforeEach(async () => {
  clock = manualClock();
  app = await buildTestApp({ clock: clock.now, routes });
  admin = await signIn(app, 'admin');
});
afterEach(async () => closeTestApp(app));

const configure = (values: Record<string, number>) => call(app, 'PUT', '/api/system/SysConfig', { token: admin, body: values });

/** Each try from its own address with a solved captcha: only the account-wide count is in play. */
let address = 0;
async function attempt(account: string, plain: string) {
  address += 1;
  const captcha = solveCaptcha(app);
  return call<{ token?: string }>(app, 'POST', '/api/oauth/Login', {
    body: new URLSearchParams({ account, password: md5Hex(plain), origin: 'password', code: captcha.code, timestamp: captcha.timestamp, client_id: 'admin', scope: 'all', grant_type: 'password' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    ip: `10.9.${Math.floor(address / 250)}.${address % 250}`,
  });
}

async function failTimes(user: CreatedUser, times: number): Promise<void> {
  for (let n = 0; n < times; n += 1) expect((await attempt(user.account, 'wrong-password')).msg).toBe('账号或密码错误');
}

const lockMarkOf = async (user: CreatedUser) => {
  const list = await call<{ list: { id: string; lockMark: number }[] }>(app, 'GET', `/api/permission/Users?keyword=${user.account}`, { token: admin });
  return list.data.list.find((row) => row.id === user.id)?.lockMark;
};

describe('account lock after wrong passwords', () => {
  it('is editable in system config and off by default', async () => {
    const settings = await call<Record<string, number>>(app, 'GET', '/api/system/SysConfig', { token: admin });
    expect(settings.data).toMatchObject({ passwordErrorsNumber: 0, lockType: 2, lockTime: 10 });
    const user = await createUser(app);
    await failTimes(user, 12);
    expect((await attempt(user.account, user.password)).code).toBe(200);
    expect((await configure({ lockType: 3 })).code).toBe(400);
    expect((await configure({ passwordErrorsNumber: -1 })).code).toBe(400);
  });

  it('lockType 1: locks at the limit until an administrator unlocks; shown in the user list; told only with the right password', async () => {
    expect((await configure({ passwordErrorsNumber: 3, lockType: 1 })).code).toBe(200);
    const user = await createUser(app);
    await failTimes(user, 2);
    expect(await lockMarkOf(user)).toBe(0);
    await failTimes(user, 1);
    expect(await lockMarkOf(user)).toBe(1);
    // A guesser learns nothing: a wrong password still reads as a wrong password.
    expect((await attempt(user.account, 'still-wrong')).msg).toBe('账号或密码错误');
    expect(await attempt(user.account, user.password)).toMatchObject({ code: 400, msg: '账号已被锁定，请联系管理员解锁' });
    clock.advance(24 * 60 * 60_000);
    expect((await attempt(user.account, user.password)).code).toBe(400);
    admin = await signIn(app, 'admin'); // the day has outlived the first session
    expect((await call(app, 'PUT', `/api/permission/Users/${user.id}/Actions/unlock`, { token: admin })).code).toBe(200);
    expect(await lockMarkOf(user)).toBe(0);
    expect((await attempt(user.account, user.password)).code).toBe(200);
  });

  it('lockType 2: locks for lockTime minutes, says how long, then opens by itself', async () => {
    expect((await configure({ passwordErrorsNumber: 2, lockType: 2, lockTime: 30 })).code).toBe(200);
    const user = await createUser(app);
    await failTimes(user, 2);
    expect(await attempt(user.account, user.password)).toMatchObject({ code: 400, msg: '密码错误次数过多，账号已锁定，请30分钟后再试或联系管理员解锁' });
    clock.advance(29 * 60_000);
    expect((await attempt(user.account, user.password)).msg).toBe('密码错误次数过多，账号已锁定，请1分钟后再试或联系管理员解锁');
    clock.advance(60_000);
    expect((await attempt(user.account, user.password)).code).toBe(200);
    expect(app.db.prepare('SELECT lock_mark, locked_at, failed_count FROM users WHERE id = ?').get(user.id)).toEqual({ lock_mark: 0, locked_at: null, failed_count: 0 });
  });

  it('a right password resets the count', async () => {
    expect((await configure({ passwordErrorsNumber: 3, lockType: 1 })).code).toBe(200);
    const user = await createUser(app);
    await failTimes(user, 2);
    expect((await attempt(user.account, user.password)).code).toBe(200);
    await failTimes(user, 2);
    expect((await attempt(user.account, user.password)).code).toBe(200);
  });
});
