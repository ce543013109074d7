import type { FastifyInstance } from 'fastify';
import { md5Hex } from '../../auth/password';
import { buildTestApp, call, closeTestApp, createUser, seedPasswordOf, signIn, tryLogin } from '../../testing';

// No API route plugins (buildTestApp's routes: []): these tests call none beyond sign-in, which is always there.

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ routes: [] });
});

afterAll(async () => {
  await closeTestApp(app);
});

describe('POST /api/oauth/Login', () => {
  it('signs in with the form-encoded JNPF payload and returns a bearer token and the layout', async () => {
    const result = await tryLogin(app, 'admin', seedPasswordOf(app));
    expect(result.status).toBe(200);
    expect(result.code).toBe(200);
    expect(result.data.token).toMatch(/^bearer [A-Za-z0-9_-]{43}$/);
    expect(result.data.theme).toBe('classic');
  });

  it('accepts a JSON body too', async () => {
    const result = await call<{ token: string }>(app, 'POST', '/api/oauth/Login', {
      body: { account: 'lisi', password: md5Hex(seedPasswordOf(app)) },
    });
    expect(result.code).toBe(200);
    expect(result.data.token.startsWith('bearer ')).toBe(true);
  });

  it('issues a new token at every sign-in and stores only its hash', async () => {
    const first = await signIn(app, 'wangwu');
    const second = await signIn(app, 'wangwu');
    expect(first).not.toBe(second);
    const raw = first.replace('bearer ', '');
    const stored = app.db.prepare('SELECT COUNT(*) AS n FROM sessions WHERE token_hash = ?').get(raw) as { n: number };
    expect(stored.n).toBe(0);
    // Both stay valid: several tabs or browsers may be signed in at once.
    for (const token of [first, second]) {
      expect((await call(app, 'GET', '/api/oauth/CurrentUser', { token })).code).toBe(200);
    }
  });

  it('gives the same generic message for a wrong password and for an unknown account', async () => {
    const wrong = await tryLogin(app, 'zhangsan', 'not-the-password');
    const unknown = await tryLogin(app, 'nobody', 'whatever');
    expect(wrong.code).toBe(400);
    expect(unknown.code).toBe(400);
    expect(wrong.msg).toBe('账号或密码错误');
    expect(unknown.msg).toBe(wrong.msg);
    const english = await call(app, 'POST', '/api/oauth/Login', {
      body: { account: 'nobody', password: md5Hex('x') },
      lang: 'en-US,en;q=0.9',
    });
    expect(english.msg).toBe('Incorrect account or password');
  });

  it('reports missing fields as code 400 naming the field', async () => {
    const result = await call(app, 'POST', '/api/oauth/Login', { body: { account: 'admin' } });
    expect(result.code).toBe(400);
    expect(result.msg).toContain('password');
  });

  it('refuses a disabled user, after checking the password', async () => {
    const user = await createUser(app, { enabled: false });
    expect((await tryLogin(app, user.account, 'wrong')).msg).toBe('账号或密码错误');
    const result = await tryLogin(app, user.account, user.password);
    expect(result.code).toBe(400);
    expect(result.msg).toBe('账号已被禁用，请联系管理员');
  });

  it('never answers the login call with a session code, even with a dead token attached', async () => {
    const result = await call(app, 'POST', '/api/oauth/Login', {
      body: { account: 'admin', password: md5Hex(seedPasswordOf(app)) },
      token: 'bearer not-a-token',
    });
    expect(result.code).toBe(200);
  });
});
