import { constants, createPublicKey, generateKeyPairSync, publicEncrypt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { md5Hex } from '../../auth/password';
import { CAPTCHA_TTL_MS } from '../../auth/captcha';
import { readThrottle } from '../../auth/login-throttle';
import { DEFAULT_SYS_CONFIG } from '../../db/seed/sys-config';
import { buildTestApp, call, closeTestApp, createUser, manualClock, sealPassword, signIn, solveCaptcha, tryLogin } from '../../testing';
import { currentUserRoutes } from './routes';
import { passwordKeyRoutes } from '../oauth/password-key-routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [currentUserRoutes, passwordKeyRoutes];

let app: FastifyInstance;
const clock = manualClock();

beforeAll(async () => {
  app = await buildTestApp({ routes, clock: clock.now });
});

afterAll(async () => {
  await closeTestApp(app);
});

const PATHS = ['/api/oauth/updatePasswordMessage', '/api/permission/Users/Current/Actions/ModifyPassword'] as const;

function setPolicy(values: Record<string, string>): void {
  const update = app.db.prepare('UPDATE sys_config SET value = ? WHERE key = ?');
  for (const [key, value] of Object.entries(values)) update.run(value, key);
}

const STRICT = {
  passwordStrengthLimit: '1',
  passwordLengthMin: '1',
  passwordLengthMinNumber: '8',
  containsNumbers: '1',
  includeLowercaseLetters: '1',
  includeUppercaseLetters: '1',
  containsCharacters: '1',
};
const OFF = Object.fromEntries(Object.keys(STRICT).map((key) => [key, key === 'passwordLengthMinNumber' ? '6' : '0']));

afterEach(() => setPolicy(OFF));

async function signedInUser() {
  const user = await createUser(app);
  const token = await signIn(app, user.account, user.password);
  const hash = () => (app.db.prepare('SELECT password_hash FROM users WHERE id = ?').get(user.id) as { password_hash: string }).password_hash;
  return { ...user, token, hash };
}

async function change(token: string, body: Record<string, unknown>, path: string = PATHS[0]) {
  return call(app, 'POST', path, { token, body });
}

describe.each(PATHS)('POST %s', (path) => {
  it('decrypts the new password, stores it for the MD5 sign-in, and ends the other sessions with 601', async () => {
    const user = await signedInUser();
    const elsewhere = await signIn(app, user.account, user.password);
    const result = await change(user.token, {
      oldPassword: md5Hex(user.password),
      password: await sealPassword(app, user.token, 'N3w-Passwort'),
      ...solveCaptcha(app),
    }, path);
    expect(result).toMatchObject({ code: 200, msg: '修改成功，请牢记新密码' });
    expect((await call(app, 'GET', '/api/oauth/CurrentUser', { token: user.token })).code).toBe(200);
    expect((await call(app, 'GET', '/api/oauth/CurrentUser', { token: elsewhere })).code).toBe(601);
    expect((await tryLogin(app, user.account, user.password)).code).toBe(400);
    expect((await tryLogin(app, user.account, 'N3w-Passwort')).code).toBe(200);
  });
});

describe('the captcha of the password form', () => {
  it('is required (验证码不能为空) and checked before anything else', async () => {
    const user = await signedInUser();
    const before = user.hash();
    const password = await sealPassword(app, user.token, 'N3w-Passwort');
    const missing = await change(user.token, { oldPassword: md5Hex(user.password), password });
    expect(missing).toMatchObject({ code: 400, msg: '验证码不能为空' });
    const wrong = await change(user.token, { oldPassword: md5Hex('not the old one'), password, code: 'ZZZZ', timestamp: solveCaptcha(app).timestamp });
    expect(wrong).toMatchObject({ code: 400, msg: '验证码错误或已过期，请重新输入' });
    // A wrong old password behind a wrong captcha was never tried: the account's failures did not grow.
    expect((app.db.prepare('SELECT failed_count FROM users WHERE id = ?').get(user.id) as { failed_count: number }).failed_count).toBe(0);
    expect(user.hash()).toBe(before);
  });

  it('works once: a replayed captcha is refused', async () => {
    const user = await signedInUser();
    const captcha = solveCaptcha(app);
    const refused = await change(user.token, { oldPassword: md5Hex(user.password), password: 'not-encrypted', ...captcha });
    expect(refused.code).toBe(400);
    const replay = await change(user.token, {
      oldPassword: md5Hex(user.password),
      password: await sealPassword(app, user.token, 'N3w-Passwort'),
      ...captcha,
    });
    expect(replay).toMatchObject({ code: 400, msg: '验证码错误或已过期，请重新输入' });
    expect((await tryLogin(app, user.account, user.password)).code).toBe(200);
  });

  it('expires after five minutes', async () => {
    const user = await signedInUser();
    const captcha = solveCaptcha(app);
    clock.advance(CAPTCHA_TTL_MS + 1);
    const late = await change(user.token, {
      oldPassword: md5Hex(user.password),
      password: await sealPassword(app, user.token, 'N3w-Passwort'),
      ...captcha,
    });
    expect(late).toMatchObject({ code: 400, msg: '验证码错误或已过期，请重新输入' });
    expect((await tryLogin(app, user.account, user.password)).code).toBe(200);
  });
});

describe('a new password that cannot be read', () => {
  it.each([
    ['an MD5 digest (an old client)', () => md5Hex('N3w-Passwort')],
    ['text that is not base64', () => 'not base64 at all!'],
    ['base64 that is not a ciphertext', () => Buffer.from('hello').toString('base64')],
    ['a ciphertext for another key', () => {
      const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
      return publicEncrypt({ key: other.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from('N3w-Passwort')).toString('base64');
    }],
  ])('is refused with a clear message and changes nothing: %s', async (_name, password) => {
    const user = await signedInUser();
    const before = user.hash();
    const result = await change(user.token, { oldPassword: md5Hex(user.password), password: password(), ...solveCaptcha(app) });
    expect(result).toMatchObject({ code: 400, msg: '无法解密新密码，请关闭对话框后重试' });
    expect(user.hash()).toBe(before);
  });

  it('refuses a ciphertext whose plain text is not UTF-8', async () => {
    const user = await signedInUser();
    const key = await call<{ publicKey: string }>(app, 'GET', '/api/oauth/PasswordPublicKey', { token: user.token });
    const invalid = publicEncrypt(
      { key: createPublicKey({ key: Buffer.from(key.data.publicKey, 'base64'), format: 'der', type: 'spki' }), padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from([0xff, 0xfe, 0x41]),
    ).toString('base64');
    const result = await change(user.token, { oldPassword: md5Hex(user.password), password: invalid, ...solveCaptcha(app) });
    expect(result).toMatchObject({ code: 400, msg: '无法解密新密码，请关闭对话框后重试' });
  });
});

describe('the password policy of the system configuration', () => {
  it('is on in a new database: "1" and letters-only are refused out of the box', async () => {
    setPolicy(Object.fromEntries(Object.keys(STRICT).map((key) => [key, DEFAULT_SYS_CONFIG[key] ?? ''])));
    const user = await signedInUser();
    const before = user.hash();
    const tries: [string, string][] = [['1', '新密码长度不能小于8位'], ['abcdefghij', '新密码必须包含数字']];
    for (const [plain, message] of tries) {
      const result = await change(user.token, { oldPassword: md5Hex(user.password), password: await sealPassword(app, user.token, plain), ...solveCaptcha(app) });
      expect(result).toMatchObject({ code: 400, msg: message });
    }
    expect(user.hash()).toBe(before);
  });

  it.each([
    ['1', '新密码长度不能小于8位'],
    ['abcdefg!', '新密码必须包含数字'],
    ['ABCDEFG1!', '新密码必须包含小写字母'],
    ['abcdefg1!', '新密码必须包含大写字母'],
    ['Abcdefg12', '新密码必须包含字符'],
  ])('refuses %s with the spec message and keeps the old password', async (plain, message) => {
    setPolicy(STRICT);
    const user = await signedInUser();
    const before = user.hash();
    const result = await change(user.token, { oldPassword: md5Hex(user.password), password: await sealPassword(app, user.token, plain), ...solveCaptcha(app) });
    expect(result).toMatchObject({ code: 400, msg: message });
    expect(user.hash()).toBe(before);
    expect((await tryLogin(app, user.account, user.password)).code).toBe(200);
  });

  it('in every language', async () => {
    setPolicy(STRICT);
    const user = await signedInUser();
    const body = async () => ({ oldPassword: md5Hex(user.password), password: await sealPassword(app, user.token, 'Ab1!'), ...solveCaptcha(app) });
    expect((await call(app, 'POST', PATHS[0], { token: user.token, body: await body(), lang: 'en' })).msg).toBe('The new password must be at least 8 characters');
    expect((await call(app, 'POST', PATHS[0], { token: user.token, body: await body(), lang: 'zh-TW' })).msg).toBe('新密碼長度不能小於8位');
  });

  it('accepts a password that meets it; with the limit off even "1" (the administrator\'s choice)', async () => {
    setPolicy(STRICT);
    const strict = await signedInUser();
    const good = await change(strict.token, { oldPassword: md5Hex(strict.password), password: await sealPassword(app, strict.token, 'Abcdef1!'), ...solveCaptcha(app) });
    expect(good.code).toBe(200);
    setPolicy(OFF);
    const lax = await signedInUser();
    const one = await change(lax.token, { oldPassword: md5Hex(lax.password), password: await sealPassword(app, lax.token, '1'), ...solveCaptcha(app) });
    expect(one.code).toBe(200);
    expect((await tryLogin(app, lax.account, '1')).code).toBe(200);
  });

  it('refuses an empty password and one longer than 64 characters, whatever the policy', async () => {
    const user = await signedInUser();
    const empty = await change(user.token, { oldPassword: md5Hex(user.password), password: await sealPassword(app, user.token, ''), ...solveCaptcha(app) });
    expect(empty).toMatchObject({ code: 400, msg: '新密码不能为空' });
    const long = await change(user.token, { oldPassword: md5Hex(user.password), password: await sealPassword(app, user.token, 'a'.repeat(65)), ...solveCaptcha(app) });
    expect(long).toMatchObject({ code: 400, msg: '新密码最多为64个字符' });
  });
});

describe('the old password', () => {
  it('must be right (a wrong one counts towards the lock) and differ from the new one', async () => {
    const user = await signedInUser();
    const before = user.hash();
    const wrong = await change(user.token, { oldPassword: md5Hex('nope'), password: await sealPassword(app, user.token, 'N3w-Passwort'), ...solveCaptcha(app) });
    expect(wrong).toMatchObject({ code: 400, msg: '旧密码错误' });
    expect(readThrottle(app.db, user.account, { address: '127.0.0.1', pair: '127.0.0.1' }, clock.now()).accountFailures).toBe(1);
    const same = await change(user.token, { oldPassword: md5Hex(user.password), password: await sealPassword(app, user.token, user.password), ...solveCaptcha(app) });
    expect(same).toMatchObject({ code: 400, msg: '新密码不能与旧密码相同' });
    expect(user.hash()).toBe(before);
  });
});
