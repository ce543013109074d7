import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, closeTestApp, createUser, manualClock } from '../../testing';
import { smsSignInRoutes } from './sms-routes';
import { testProviderRoutes } from '../../test-providers/routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [smsSignInRoutes, testProviderRoutes];

let app: FastifyInstance;
const clock = manualClock();

beforeAll(async () => {
  app = await buildTestApp({ routes, config: { testProviders: true }, clock: clock.now });
});

afterAll(async () => {
  await closeTestApp(app);
});

const DISABLED = '账号已被禁用，请联系管理员';

let phoneSequence = 0;
/** A user of the test's own with a phone of its own, so tests never share codes or rate limits. */
async function userWithPhone(overrides: Parameters<typeof createUser>[1] = {}): Promise<{ account: string; phone: string; id: string }> {
  phoneSequence += 1;
  const phone = `1370000${String(phoneSequence).padStart(4, '0')}`;
  const user = await createUser(app, overrides);
  // Verified: only verified numbers sign in (mobile-phone.test.ts covers the unverified ones).
  app.db.prepare('UPDATE users SET mobile_phone = ?, mobile_phone_verified = 1 WHERE id = ?').run(phone, user.id);
  return { account: user.account, phone, id: user.id };
}

const requestCode = (phone: string, ip = '10.1.0.1') => call<{ interval: number; expiresIn: number }>(app, 'POST', '/api/oauth/sms/code', { body: { phone }, ip });
const smsLogin = (phone: string, code: string, ip = '10.1.0.1') =>
  call<{ token: string; theme: string }>(app, 'POST', '/api/oauth/sms/login', { body: { phone, code }, ip });

async function lastCode(phone: string): Promise<string> {
  const last = await call<{ text: string } | null>(app, 'GET', `/api/test-providers/sms/last?phone=${phone}`);
  const match = last.data?.text.match(/\b(\d{6})\b/);
  if (!match?.[1]) throw new Error(`no code sent to ${phone}`);
  return match[1];
}

describe('phone + SMS code sign-in', () => {
  it('sends a 6-digit code through the gateway, stores only its hash, and signs in with it', async () => {
    const user = await userWithPhone();
    const sent = await requestCode(user.phone);
    expect(sent.code).toBe(200);
    expect(sent.data).toEqual({ interval: 60, expiresIn: 300 });
    const code = await lastCode(user.phone);
    expect(code).toMatch(/^\d{6}$/);
    const stored = app.db.prepare('SELECT code_hash FROM sms_codes WHERE phone = ?').get(user.phone) as { code_hash: string };
    expect(stored.code_hash).not.toContain(code);

    const result = await smsLogin(user.phone, code);
    expect(result.code).toBe(200);
    expect(result.data.token).toMatch(/^bearer /);
    const me = await call<{ userInfo: { account: string } }>(app, 'GET', '/api/oauth/CurrentUser', { token: result.data.token });
    expect(me.data.userInfo.account).toBe(user.account);
  });

  it('accepts a code only once', async () => {
    const user = await userWithPhone();
    await requestCode(user.phone);
    const code = await lastCode(user.phone);
    expect((await smsLogin(user.phone, code)).code).toBe(200);
    const again = await smsLogin(user.phone, code);
    expect(again.code).toBe(400);
    expect(again.msg).toBe('验证码已失效，请重新获取');
  });

  it('refuses a wrong code, and kills the code after five wrong tries', async () => {
    const user = await userWithPhone();
    await requestCode(user.phone);
    const code = await lastCode(user.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await smsLogin(user.phone, wrong);
    expect(first).toMatchObject({ code: 400, msg: '验证码错误' });
    for (let attempt = 2; attempt <= 5; attempt += 1) expect((await smsLogin(user.phone, wrong)).code).toBe(400);
    const right = await smsLogin(user.phone, code);
    expect(right).toMatchObject({ code: 400, msg: '验证码已失效，请重新获取' });
  });

  it('lets a code expire after 5 minutes', async () => {
    const user = await userWithPhone();
    await requestCode(user.phone);
    const code = await lastCode(user.phone);
    clock.advance(5 * 60_000 + 1);
    expect((await smsLogin(user.phone, code)).msg).toBe('验证码已失效，请重新获取');
  });

  it('sends at most one code a minute and five an hour per phone; a new code replaces the old one', async () => {
    const user = await userWithPhone();
    expect((await requestCode(user.phone)).code).toBe(200);
    const first = await lastCode(user.phone);
    const tooSoon = await requestCode(user.phone);
    expect(tooSoon.code).toBe(400);
    expect(tooSoon.msg).toBe('验证码发送过于频繁，请 60 秒后再试');
    clock.advance(61_000);
    expect((await requestCode(user.phone)).code).toBe(200);
    const second = await lastCode(user.phone);
    if (first !== second) expect((await smsLogin(user.phone, first)).code).toBe(400);
    for (let count = 3; count <= 5; count += 1) {
      clock.advance(61_000);
      expect((await requestCode(user.phone)).code).toBe(200);
    }
    clock.advance(61_000);
    const sixth = await requestCode(user.phone);
    expect(sixth).toMatchObject({ code: 400, msg: '验证码发送次数过多，请稍后再试' });
    clock.advance(60 * 60_000);
    expect((await requestCode(user.phone)).code).toBe(200);
  });

  it('limits codes per address too', async () => {
    for (let count = 0; count < 20; count += 1) {
      const user = await userWithPhone();
      expect((await requestCode(user.phone, '10.9.9.9')).code).toBe(200);
    }
    const user = await userWithPhone();
    expect((await requestCode(user.phone, '10.9.9.9')).code).toBe(400);
    expect((await requestCode(user.phone, '10.9.9.10')).code).toBe(200);
  });

  it('validates the phone number on the server, in the caller\'s language', async () => {
    const bad = await call(app, 'POST', '/api/oauth/sms/code', { body: { phone: '12345' }, lang: 'en' });
    expect(bad).toMatchObject({ code: 400, msg: 'Please enter your mobile number correctly' });
    expect((await call(app, 'POST', '/api/oauth/sms/code', { body: {} })).code).toBe(400);
  });

  it('answers an unknown phone like a known one but sends nothing', async () => {
    const result = await requestCode('13711112222', '10.2.0.1');
    expect(result.code).toBe(200);
    const last = await call(app, 'GET', '/api/test-providers/sms/last?phone=13711112222');
    expect(last.data).toBeNull();
  });

  it('needs phone@account when several accounts share the phone, and signs in as the one named', async () => {
    const first = await userWithPhone();
    const second = await createUser(app);
    app.db.prepare('UPDATE users SET mobile_phone = ?, mobile_phone_verified = 1 WHERE id = ?').run(first.phone, second.id);
    await requestCode(first.phone);
    const code = await lastCode(first.phone);
    const ambiguous = await smsLogin(first.phone, code);
    expect(ambiguous).toMatchObject({ code: 400, msg: '该手机号绑定了多个账号，请以“手机号@账号”登录' });
    const other = await smsLogin(`${first.phone}@nobody`, code);
    expect(other).toMatchObject({ code: 400, msg: '该手机号未绑定账号' });
    const chosen = await smsLogin(`${first.phone}@${second.account}`, code);
    expect(chosen.code).toBe(200);
    const me = await call<{ userInfo: { account: string } }>(app, 'GET', '/api/oauth/CurrentUser', { token: chosen.data.token });
    expect(me.data.userInfo.account).toBe(second.account);
  });

  it('refuses a disabled account and keeps the code unspent', async () => {
    const user = await userWithPhone({ enabled: false });
    await requestCode(user.phone);
    const code = await lastCode(user.phone);
    expect(await smsLogin(user.phone, code)).toMatchObject({ code: 400, msg: DISABLED });
    const used = app.db.prepare('SELECT used_at FROM sms_codes WHERE phone = ? ORDER BY id DESC').get(user.phone) as { used_at: number | null };
    expect(used.used_at).toBeNull();
    expect(await call(app, 'GET', '/api/oauth/CurrentUser')).toMatchObject({ code: 602 });
  });

  it('gives the seed accounts their made-up phones (lisi and wangwu share one), unverified', () => {
    const rows = app.db.prepare("SELECT account, mobile_phone, mobile_phone_verified AS verified FROM users WHERE account IN ('admin', 'lisi', 'wangwu') ORDER BY account").all();
    expect(rows).toEqual([
      { account: 'admin', mobile_phone: '13900000000', verified: 0 },
      { account: 'lisi', mobile_phone: '13900000002', verified: 0 },
      { account: 'wangwu', mobile_phone: '13900000002', verified: 0 },
    ]);
  });
});

describe('without ATRIUM_TEST_PROVIDERS', () => {
  let plain: FastifyInstance;
  beforeAll(async () => {
    plain = await buildTestApp({ routes });
  });
  afterAll(async () => {
    await closeTestApp(plain);
  });

  it('has no SMS gateway: codes are refused and the test provider routes do not exist', async () => {
    const result = await call(plain, 'POST', '/api/oauth/sms/code', { body: { phone: '13900000000' } });
    expect(result).toMatchObject({ code: 400, msg: '未配置短信服务，请使用账号密码登录' });
    expect((await call(plain, 'GET', '/api/test-providers/sms/last?phone=13900000000')).code).toBe(404);
    expect((await call(plain, 'POST', '/api/oauth/sms/login', { body: { phone: '13900000000', code: '123456' } })).code).toBe(400);
  });
});
