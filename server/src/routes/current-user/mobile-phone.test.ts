import type { FastifyInstance } from 'fastify';
import { SMS_RESEND_INTERVAL_MS } from '../../auth/sms-codes';
import { buildTestApp, call, closeTestApp, createUser, manualClock, signIn } from '../../testing';
import { currentUserRoutes } from './routes';
import { smsSignInRoutes } from '../oauth/sms-routes';
import { testProviderRoutes } from '../../test-providers/routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [currentUserRoutes, smsSignInRoutes, testProviderRoutes];

const BASE = '/api/permission/Users/Current';

let app: FastifyInstance;
const clock = manualClock();

beforeAll(async () => {
  app = await buildTestApp({ routes, config: { testProviders: true }, clock: clock.now });
});

afterAll(async () => {
  await closeTestApp(app);
});

// Each test moves past the one-code-a-minute limit, and uses numbers of its own.
beforeEach(() => clock.advance(SMS_RESEND_INTERVAL_MS));

let phoneSequence = 0;
const newPhone = (): string => {
  phoneSequence += 1;
  return `1360000${String(phoneSequence).padStart(4, '0')}`;
};

async function member(phone: string | null = null) {
  const user = await createUser(app);
  if (phone) app.db.prepare('UPDATE users SET mobile_phone = ?, mobile_phone_verified = 1 WHERE id = ?').run(phone, user.id);
  const token = await signIn(app, user.account, user.password);
  const state = () => app.db.prepare('SELECT mobile_phone AS phone, mobile_phone_verified AS verified FROM users WHERE id = ?').get(user.id) as { phone: string; verified: number };
  return { ...user, token, state };
}

const requestCode = (token: string, mobilePhone: string) => call<{ interval: number; expiresIn: number }>(app, 'POST', `${BASE}/MobilePhone/Code`, { token, body: { mobilePhone } });
const confirm = (token: string, mobilePhone: string, code: string) => call(app, 'PUT', `${BASE}/MobilePhone`, { token, body: { mobilePhone, code } });
const saveBaseInfo = (token: string, mobilePhone: string) => call(app, 'PUT', `${BASE}/BaseInfo`, { token, body: { realName: '手机测试', mobilePhone } });

async function lastCode(phone: string): Promise<string> {
  const last = await call<{ text: string } | null>(app, 'GET', `/api/test-providers/sms/last?phone=${phone}`);
  const match = last.data?.text.match(/\b(\d{6})\b/);
  if (!match?.[1]) throw new Error(`no code sent to ${phone}`);
  return match[1];
}

const smsSignIn = async (phone: string) => {
  clock.advance(SMS_RESEND_INTERVAL_MS);
  expect((await call(app, 'POST', '/api/oauth/sms/code', { body: { phone } })).code).toBe(200);
  const sent = await call<{ text: string } | null>(app, 'GET', `/api/test-providers/sms/last?phone=${phone}`);
  const code = sent.data?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
  return call<{ token: string }>(app, 'POST', '/api/oauth/sms/login', { body: { phone, code } });
};

describe('a new mobile number takes effect only with the code sent to it', () => {
  it('is refused through BaseInfo, which keeps the stored number, and saved verified with its code', async () => {
    const old = newPhone();
    const user = await member(old);
    const next = newPhone();
    expect(await saveBaseInfo(user.token, next)).toMatchObject({ code: 400, msg: '更换手机号需要验证：请获取并输入发送到新号码的验证码' });
    expect(user.state()).toEqual({ phone: old, verified: 1 });

    expect(await requestCode(user.token, next)).toMatchObject({ code: 200, data: { interval: 60, expiresIn: 300 } });
    const code = await lastCode(next);
    expect(user.state()).toEqual({ phone: old, verified: 1 });
    expect(await confirm(user.token, next, code)).toMatchObject({ code: 200, msg: '手机号已验证并保存' });
    expect(user.state()).toEqual({ phone: next, verified: 1 });
    const info = await call<{ mobilePhone: string; mobilePhoneVerified: boolean; smsAvailable: boolean }>(app, 'GET', `${BASE}/BaseInfo`, { token: user.token });
    expect(info.data).toMatchObject({ mobilePhone: next, mobilePhoneVerified: true, smsAvailable: true });
    // Saving the rest of the profile with the number as it is keeps it verified.
    expect((await saveBaseInfo(user.token, next)).code).toBe(200);
    expect(user.state()).toEqual({ phone: next, verified: 1 });
    // The code is spent.
    expect(await confirm(user.token, next, code)).toMatchObject({ code: 400, msg: '验证码已失效，请重新获取' });
  });

  it('a code sent to one number cannot confirm another', async () => {
    const user = await member();
    const asked = newPhone();
    const other = newPhone();
    await requestCode(user.token, asked);
    const code = await lastCode(asked);
    expect(await confirm(user.token, other, code)).toMatchObject({ code: 400, msg: '验证码已失效，请重新获取' });
    expect(user.state()).toEqual({ phone: '', verified: 0 });
  });

  it('a code belongs to the user who asked for it, and a sign-in code confirms nothing', async () => {
    const phone = newPhone();
    const asker = await member();
    const thief = await member();
    await requestCode(asker.token, phone);
    const code = await lastCode(phone);
    expect((await confirm(thief.token, phone, code)).code).toBe(400);
    expect(thief.state()).toEqual({ phone: '', verified: 0 });

    const owner = await member(newPhone());
    const ownerPhone = owner.state().phone;
    expect((await call(app, 'POST', '/api/oauth/sms/code', { body: { phone: ownerPhone } })).code).toBe(200);
    const signInCode = await lastCode(ownerPhone);
    expect((await confirm(thief.token, ownerPhone, signInCode)).code).toBe(400);
    expect(thief.state()).toEqual({ phone: '', verified: 0 });
  });

  it('counts wrong codes and kills the code after five', async () => {
    const user = await member();
    const phone = newPhone();
    await requestCode(user.token, phone);
    const code = await lastCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) expect(await confirm(user.token, phone, wrong)).toMatchObject({ code: 400, msg: '验证码错误' });
    expect(await confirm(user.token, phone, code)).toMatchObject({ code: 400, msg: '验证码已失效，请重新获取' });
    expect(user.state()).toEqual({ phone: '', verified: 0 });
  });

  it('sends at most one code a minute per user, whatever the number', async () => {
    const user = await member();
    expect((await requestCode(user.token, newPhone())).code).toBe(200);
    const again = await requestCode(user.token, newPhone());
    expect(again.code).toBe(400);
    expect(again.msg).toMatch(/^验证码发送过于频繁/);
  });

  it('refuses a malformed number and the number already verified', async () => {
    const phone = newPhone();
    const user = await member(phone);
    expect(await requestCode(user.token, '12345')).toMatchObject({ code: 400, msg: '请输入正确的手机号码' });
    expect(await requestCode(user.token, phone)).toMatchObject({ code: 400, msg: '该手机号已验证' });
  });

  it('removing the number needs no code and leaves nothing verified', async () => {
    const user = await member(newPhone());
    expect((await saveBaseInfo(user.token, '')).code).toBe(200);
    expect(user.state()).toEqual({ phone: '', verified: 0 });
  });
});

describe('only verified numbers sign in by SMS', () => {
  it('an unverified number signs in as no one, and typing someone\'s number does not make it ambiguous', async () => {
    const phone = newPhone();
    const owner = await member(phone);
    const squatter = await createUser(app);
    app.db.prepare('UPDATE users SET mobile_phone = ?, mobile_phone_verified = 0 WHERE id = ?').run(phone, squatter.id);
    const result = await smsSignIn(phone);
    expect(result.code).toBe(200);
    const me = await call<{ userInfo: { account: string } }>(app, 'GET', '/api/oauth/CurrentUser', { token: result.data.token });
    expect(me.data.userInfo.account).toBe(owner.account);
    expect((await smsSignIn(`${phone}@${squatter.account}`)).code).toBe(400);

    const lonely = newPhone();
    const unverified = await createUser(app);
    app.db.prepare('UPDATE users SET mobile_phone = ? WHERE id = ?').run(lonely, unverified.id);
    // The same answer as an unknown number, and no text sent.
    expect((await call(app, 'POST', '/api/oauth/sms/code', { body: { phone: lonely } })).code).toBe(200);
    expect((await call(app, 'GET', `/api/test-providers/sms/last?phone=${lonely}`)).data).toBeNull();
  });
});

describe('without an SMS gateway', () => {
  it('says plainly that numbers cannot be changed, and BaseInfo tells the profile', async () => {
    const plain = await buildTestApp({ routes });
    try {
      const user = await createUser(plain);
      const token = await signIn(plain, user.account, user.password);
      const body = { mobilePhone: '13600009999' };
      const sent = await call(plain, 'POST', `${BASE}/MobilePhone/Code`, { token, body });
      expect(sent).toMatchObject({ code: 400, msg: '未配置短信服务，暂时无法更换或验证手机号，请联系管理员' });
      expect((await call(plain, 'PUT', `${BASE}/MobilePhone`, { token, body: { ...body, code: '123456' } })).code).toBe(400);
      const info = await call<{ smsAvailable: boolean }>(plain, 'GET', `${BASE}/BaseInfo`, { token });
      expect(info.data.smsAvailable).toBe(false);
    } finally {
      await closeTestApp(plain);
    }
  });
});
