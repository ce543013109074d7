import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, closeTestApp, createUser, manualClock, sealPassword, seedPasswordOf, signIn, type CallResult } from '../testing';
import { LOGIN_POLICY } from './login-throttle';
import * as password from './password';
import { userRoutes } from '../routes/users/routes';
import { sysConfigRoutes } from '../routes/sys-config/routes';
import { passwordKeyRoutes } from '../routes/oauth/password-key-routes';

// A server per test, with the API route plugins these tests call (buildTestApp's routes).
const routes = [userRoutes, sysConfigRoutes, passwordKeyRoutes];

// Counts the hash checks, to show that unknown, wrong and locked take the same (slow) path.
jest.mock('./password', () => {
  const actual = jest.requireActual<typeof import('./password')>('./password');
  return { ...actual, verifyPassword: jest.fn(actual.verifyPassword) };
});
const verifyCalls = (): number => (password.verifyPassword as jest.Mock).mock.calls.length;

type Answer = CallResult<{ token?: string; needCode?: boolean } | null>;

interface Try {
  ip?: string;
  /** 'solve': read a fresh picture's code as a person would; or a given key and code. */
  captcha?: 'solve' | { key: string; code: string };
  lang?: string;
  /** The device cookie's value, sent as the browser would. */
  device?: string;
}

// Each test builds its own app and signs in tens of times: slow on a loaded machine, never waiting on time.
jest.setTimeout(30_000);

let app: FastifyInstance;
let clock: ReturnType<typeof manualClock>;

beforeEach(async () => {
  clock = manualClock();
  app = await buildTestApp({ clock: clock.now, routes });
});
afterEach(async () => closeTestApp(app));

function solveCaptcha(): { key: string; code: string } {
  const key = randomBytes(6).toString('hex');
  return { key, code: app.captchas.issue(key) };
}

async function attempt(account: string, plain: string, options: Try = {}): Promise<Answer> {
  const captcha = options.captcha === 'solve' ? solveCaptcha() : options.captcha;
  return call(app, 'POST', '/api/oauth/Login', {
    body: new URLSearchParams({
      account,
      password: password.md5Hex(plain),
      origin: 'password',
      code: captcha?.code ?? '',
      timestamp: captcha?.key ?? '',
      client_id: 'admin',
      scope: 'all',
      grant_type: 'password',
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(options.device ? { cookie: `other=1; atrium_device=${options.device}` } : {}) },
    ip: options.ip ?? '10.1.0.1',
    ...(options.lang ? { lang: options.lang } : {}),
  });
}

const strip = (answer: Answer) => ({ code: answer.code, msg: answer.msg, data: answer.data });
const attemptsOf = (account: string): number =>
  (app.db.prepare('SELECT COUNT(*) AS n FROM login_attempts WHERE account = ? AND success = 0').get(account) as { n: number }).n;
const throttleRows = (account: string) =>
  app.db.prepare('SELECT ip, failures, locked_until, lock_level FROM login_throttle WHERE account = ? ORDER BY ip').all(account);

const WRONG = 'not-the-password';
const LOCKED_15 = '该账号在当前地址登录失败次数过多，请 15 分钟后再试';

describe('failed sign-ins: captcha, then a temporary lock of one account from one address', () => {
  it('asks for the captcha from the third failure on, and says so in data.needCode', async () => {
    const user = await createUser(app);
    for (let n = 1; n <= 2; n += 1) {
      expect(strip(await attempt(user.account, WRONG))).toEqual({ code: 400, msg: '账号或密码错误', data: { needCode: false } });
    }
    expect(strip(await attempt(user.account, WRONG))).toEqual({ code: 400, msg: '账号或密码错误', data: { needCode: true } });
    // From any address: the count is the account's.
    const missing = await attempt(user.account, user.password, { ip: '10.9.9.9' });
    expect(strip(missing)).toEqual({ code: 400, msg: '请输入验证码', data: { needCode: true } });
    const rowsBefore = throttleRows(user.account);
    const wrongCode = await attempt(user.account, user.password, { captcha: { key: 'k-wrong', code: 'ZZZZ' } });
    expect(strip(wrongCode)).toEqual({ code: 400, msg: '验证码错误或已过期，请重新输入', data: { needCode: true } });
    // A missing or wrong code counts as nothing.
    expect(throttleRows(user.account)).toEqual(rowsBefore);
    expect(attemptsOf(user.account)).toBe(3);

    const right = await attempt(user.account, user.password, { captcha: 'solve', ip: '10.9.9.9' });
    expect(right.code).toBe(200);
    // A right password ends the captcha for the account.
    expect(strip(await attempt(user.account, WRONG))).toEqual({ code: 400, msg: '账号或密码错误', data: { needCode: false } });
  });

  it('asks for the captcha on every try when loginNeedCode is on', async () => {
    const admin = await signIn(app, 'admin');
    expect((await call(app, 'PUT', '/api/system/SysConfig', { token: admin, body: { sysName: 'Atrium', loginNeedCode: 1 } })).code).toBe(200);
    expect(strip(await attempt('lisi', seedPasswordOf(app)))).toEqual({ code: 400, msg: '请输入验证码', data: { needCode: true } });
    expect((await attempt('lisi', seedPasswordOf(app), { captcha: 'solve' })).code).toBe(200);
  });

  it('locks the pair after ten failures for 15 minutes, then longer; other addresses sign in with the captcha', async () => {
    const user = await createUser(app);
    const attacker = '198.51.100.7';
    for (let n = 1; n < LOGIN_POLICY.pairLockAfter; n += 1) {
      expect((await attempt(user.account, WRONG, { ip: attacker, captcha: 'solve' })).msg).toBe('账号或密码错误');
    }
    expect(strip(await attempt(user.account, WRONG, { ip: attacker, captcha: 'solve' }))).toEqual({ code: 400, msg: LOCKED_15, data: { needCode: true } });
    // Locked: even the right password (with a right captcha) is refused from that address, and nothing is counted.
    const counted = attemptsOf(user.account);
    expect((await attempt(user.account, user.password, { ip: attacker, captcha: 'solve' })).msg).toBe(LOCKED_15);
    expect(attemptsOf(user.account)).toBe(counted);

    // The real user elsewhere: the captcha, then in. The attacker's lock stays.
    expect((await attempt(user.account, user.password, { ip: '10.2.0.2', captcha: 'solve' })).code).toBe(200);
    clock.advance(5 * 60_000);
    expect((await attempt(user.account, user.password, { ip: attacker })).msg).toBe('该账号在当前地址登录失败次数过多，请 10 分钟后再试');

    clock.advance(10 * 60_000);
    for (let n = 1; n < LOGIN_POLICY.pairLockAfter; n += 1) await attempt(user.account, WRONG, { ip: attacker, captcha: 'solve' });
    expect((await attempt(user.account, WRONG, { ip: attacker, captcha: 'solve' })).msg).toBe('该账号在当前地址登录失败次数过多，请 30 分钟后再试');
    clock.advance(30 * 60_000);
    for (let n = 1; n < LOGIN_POLICY.pairLockAfter; n += 1) await attempt(user.account, WRONG, { ip: attacker, captcha: 'solve' });
    expect((await attempt(user.account, WRONG, { ip: attacker, captcha: 'solve' })).msg).toBe('该账号在当前地址登录失败次数过多，请 60 分钟后再试');

    // A day after the last failure the address starts afresh.
    clock.advance(LOGIN_POLICY.forgetAfterMs);
    expect((await attempt(user.account, user.password, { ip: attacker })).code).toBe(200);
    expect(throttleRows(user.account)).toEqual([]);
  });

  it('never refuses a right password for the address alone: other accounts failing from it only bring the captcha', async () => {
    const nat = '203.0.113.7';
    for (let n = 0; n < 20; n += 1) expect((await attempt(`ghost${n}`, WRONG, { ip: nat })).msg).toBe('账号或密码错误');
    expect((await attempt('admin', seedPasswordOf(app), { ip: nat })).code).toBe(200);

    for (let n = 20; n < LOGIN_POLICY.addressCaptchaAfter; n += 1) await attempt(`ghost${n}`, WRONG, { ip: nat });
    const asked = await attempt('admin', seedPasswordOf(app), { ip: nat });
    expect(strip(asked)).toEqual({ code: 400, msg: '请输入验证码', data: { needCode: true } });
    expect((await attempt('admin', seedPasswordOf(app), { ip: nat, captcha: 'solve' })).code).toBe(200);
    // Other addresses are not affected.
    expect((await attempt('admin', seedPasswordOf(app), { ip: '203.0.113.8' })).code).toBe(200);
  });

  it('answers an unknown account, a wrong password and a locked pair alike, with one hash check each', async () => {
    const user = await createUser(app);
    const ghost = `ghost${randomBytes(3).toString('hex')}`;
    for (let n = 1; n <= LOGIN_POLICY.pairLockAfter + 1; n += 1) {
      const before = verifyCalls();
      const known = await attempt(user.account, WRONG, { captcha: 'solve' });
      const between = verifyCalls();
      const unknown = await attempt(ghost, WRONG, { captcha: 'solve' });
      expect(strip(unknown)).toEqual(strip(known));
      expect(between - before).toBe(1);
      expect(verifyCalls() - between).toBe(1);
    }
    expect(strip(await attempt(ghost, WRONG, { captcha: 'solve', lang: 'en-US' }))).toEqual({
      code: 400,
      msg: 'Too many failed sign-ins for this account from your address; try again in 15 minutes',
      data: { needCode: true },
    });
  });

  it('tells an administrator-locked or disabled account apart only to someone who knows its password', async () => {
    const user = await createUser(app);
    app.db.prepare('UPDATE users SET lock_mark = 1 WHERE id = ?').run(user.id);
    expect(strip(await attempt(user.account, WRONG))).toEqual(strip(await attempt('nobody-here', WRONG)));
    expect((await attempt(user.account, user.password)).msg).toBe('账号已被锁定，请联系管理员解锁');
  });
});

describe('device cookies: an attacker behind the same address does not lock out a browser the account used before', () => {
  async function deviceOf(account: string, plain: string, ip: string): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/oauth/Login',
      payload: { account, password: password.md5Hex(plain) },
      remoteAddress: ip,
    });
    expect(response.json<{ code: number }>().code).toBe(200);
    const cookie = String(response.headers['set-cookie'] ?? '');
    expect(cookie).toMatch(/^atrium_device=[\w-]{32}; Path=\/api\/oauth\/Login; Max-Age=2592000; HttpOnly; SameSite=Strict$/);
    return /^atrium_device=([\w-]+)/.exec(cookie)?.[1] ?? '';
  }

  it('counts the tries of a trusted browser apart from its address', async () => {
    const user = await createUser(app);
    const nat = '192.0.2.10';
    const device = await deviceOf(user.account, user.password, nat);
    for (let n = 0; n < LOGIN_POLICY.pairLockAfter; n += 1) await attempt(user.account, WRONG, { ip: nat, captcha: 'solve' });
    // The address is locked for this account; the browser that signed in before is not (it solves the captcha).
    expect((await attempt(user.account, user.password, { ip: nat, captcha: 'solve' })).msg).toBe(LOCKED_15);
    const trusted = await attempt(user.account, user.password, { ip: nat, captcha: 'solve', device });
    expect(trusted.code).toBe(200);
    // Failures with the device cookie lock only that device.
    for (let n = 0; n < LOGIN_POLICY.pairLockAfter; n += 1) await attempt(user.account, WRONG, { ip: '192.0.2.11', captcha: 'solve', device });
    expect((await attempt(user.account, user.password, { ip: '192.0.2.11', captcha: 'solve', device })).msg).toBe(LOCKED_15);
    expect((await attempt(user.account, user.password, { ip: '192.0.2.11', captcha: 'solve' })).code).toBe(200);
  });

  it('ignores a made-up token and another account\'s device', async () => {
    const user = await createUser(app);
    const other = await createUser(app);
    const nat = '192.0.2.20';
    const othersDevice = await deviceOf(other.account, other.password, nat);
    for (let n = 0; n < LOGIN_POLICY.pairLockAfter; n += 1) await attempt(user.account, WRONG, { ip: nat, captcha: 'solve' });
    for (const device of ['made-up-token', othersDevice]) {
      expect((await attempt(user.account, user.password, { ip: nat, captcha: 'solve', device })).msg).toBe(LOCKED_15);
    }
  });
});

describe('captcha misuse changes nothing but the code', () => {
  async function needingCaptcha(): Promise<string> {
    const user = await createUser(app);
    for (let n = 0; n < LOGIN_POLICY.captchaAfter; n += 1) await attempt(user.account, WRONG);
    return user.account;
  }

  it('refuses a replayed code: a code works once', async () => {
    const account = await needingCaptcha();
    const captcha = solveCaptcha();
    expect((await attempt(account, WRONG, { captcha })).msg).toBe('账号或密码错误');
    const rows = throttleRows(account);
    const replay = await attempt(account, WRONG, { captcha });
    expect(strip(replay)).toEqual({ code: 400, msg: '验证码错误或已过期，请重新输入', data: { needCode: true } });
    expect(throttleRows(account)).toEqual(rows);
  });

  it('lets only one of parallel tries with the same code through', async () => {
    const account = await needingCaptcha();
    const captcha = solveCaptcha();
    const answers = await Promise.all(Array.from({ length: 6 }, () => attempt(account, WRONG, { captcha })));
    expect(answers.filter((answer) => answer.msg === '账号或密码错误')).toHaveLength(1);
    expect(answers.filter((answer) => answer.msg === '验证码错误或已过期，请重新输入')).toHaveLength(5);
    expect(attemptsOf(account)).toBe(LOGIN_POLICY.captchaAfter + 1);
  });

  it('refuses an expired code', async () => {
    const user = await createUser(app);
    for (let n = 0; n < LOGIN_POLICY.captchaAfter; n += 1) await attempt(user.account, WRONG);
    const captcha = solveCaptcha();
    clock.advance(5 * 60_000 + 1);
    const late = await attempt(user.account, user.password, { captcha });
    expect(strip(late)).toEqual({ code: 400, msg: '验证码错误或已过期，请重新输入', data: { needCode: true } });
    expect((await attempt(user.account, user.password, { captcha: 'solve' })).code).toBe(200);
  });
});

describe('parallel tries never exceed the limits', () => {
  it('lets exactly three tries through before the captcha, and exactly ten before the lock', async () => {
    const user = await createUser(app);
    const first = await Promise.all(Array.from({ length: 12 }, () => attempt(user.account, WRONG)));
    expect(first.filter((answer) => answer.msg === '账号或密码错误')).toHaveLength(LOGIN_POLICY.captchaAfter);
    expect(first.filter((answer) => answer.msg === '请输入验证码')).toHaveLength(12 - LOGIN_POLICY.captchaAfter);
    expect(attemptsOf(user.account)).toBe(LOGIN_POLICY.captchaAfter);

    const second = await Promise.all(Array.from({ length: 15 }, () => attempt(user.account, WRONG, { captcha: 'solve' })));
    expect(second.filter((answer) => answer.msg === LOCKED_15).length).toBeGreaterThan(0);
    expect(second.every((answer) => answer.msg === LOCKED_15 || answer.msg === '账号或密码错误')).toBe(true);
    expect(attemptsOf(user.account)).toBe(LOGIN_POLICY.pairLockAfter);
    // A right password sent at once with wrong ones from the locked pair is refused too.
    expect((await attempt(user.account, user.password, { captcha: 'solve' })).msg).toBe(LOCKED_15);
  });
});

describe('the lock screen and password changes count failures alike', () => {
  it('count toward the captcha and the pair lock, and a right password clears them', async () => {
    const user = await createUser(app);
    const token = await signIn(app, user.account, user.password);
    const lockScreen = (plain: string) =>
      call(app, 'POST', '/api/oauth/LockScreen', { token, body: { account: user.account, password: password.md5Hex(plain) }, ip: '10.1.0.1' });
    const change = async (old: string) => {
      const captcha = solveCaptcha();
      const body = { oldPassword: password.md5Hex(old), password: await sealPassword(app, token, `${old}-new9`), code: captcha.code, timestamp: captcha.key };
      return call(app, 'POST', '/api/oauth/updatePasswordMessage', { token, body, ip: '10.1.0.1' });
    };

    expect((await lockScreen(WRONG)).msg).toBe('密码错误，请重新输入');
    expect((await change(WRONG)).msg).toBe('旧密码错误');
    expect((await lockScreen(WRONG)).msg).toBe('密码错误，请重新输入');
    // Three failures: signing in now needs the captcha.
    expect((await attempt(user.account, user.password)).msg).toBe('请输入验证码');

    for (let n = 3; n < LOGIN_POLICY.pairLockAfter - 1; n += 1) await lockScreen(WRONG);
    expect((await lockScreen(WRONG)).msg).toBe(LOCKED_15);
    expect((await lockScreen(user.password)).msg).toBe(LOCKED_15);
    expect((await change(user.password)).msg).toBe(LOCKED_15);

    clock.advance(15 * 60_000);
    expect((await lockScreen(user.password)).code).toBe(200);
    expect(throttleRows(user.account)).toEqual([]);
  });
});

describe('an administrator lifts every count and lock of an account', () => {
  it('PUT /api/permission/Users/{id}/Actions/unlock clears the pair locks', async () => {
    const user = await createUser(app);
    for (let n = 0; n < LOGIN_POLICY.pairLockAfter; n += 1) await attempt(user.account, WRONG, { captcha: 'solve' });
    expect((await attempt(user.account, user.password, { captcha: 'solve' })).msg).toBe(LOCKED_15);
    const admin = await signIn(app, 'admin');
    expect((await call(app, 'PUT', `/api/permission/Users/${user.id}/Actions/unlock`, { token: admin })).code).toBe(200);
    expect((await attempt(user.account, user.password)).code).toBe(200);
  });
});
