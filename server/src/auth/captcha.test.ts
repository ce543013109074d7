import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, closeTestApp, manualClock, seedPasswordOf, signIn } from '../testing';
import { loginForm } from '../testing/factories';
import { CaptchaBook, captchaSvg } from './captcha';
import { fileRoutes } from '../routes/files/routes';
import { sysConfigRoutes } from '../routes/sys-config/routes';
import { testProviderRoutes } from '../test-providers/routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [fileRoutes, sysConfigRoutes, testProviderRoutes];

describe('CaptchaBook', () => {
  it('accepts the issued code once, in any case, before it expires', () => {
    const clock = manualClock();
    const book = new CaptchaBook(clock.now);
    const code = book.issue('k1');
    expect(code).toMatch(/^[2-9A-HJ-NP-Z]{4}$/);
    expect(book.verify('k1', code.toLowerCase())).toBe(true);
    expect(book.verify('k1', code)).toBe(false);

    const late = book.issue('k2');
    clock.advance(5 * 60_000 + 1);
    expect(book.verify('k2', late)).toBe(false);
    expect(book.verify('nope', 'ABCD')).toBe(false);
  });

  it('draws the code as SVG, not as plain text of the page', () => {
    const svg = captchaSvg('AB2C');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.match(/<text /g)).toHaveLength(4);
  });
});

describe('sign-in with the captcha switched on', () => {
  let app: FastifyInstance;

  beforeEach(async () => {
    app = await buildTestApp({ routes });
    const admin = await signIn(app, 'admin');
    const changed = await call(app, 'PUT', '/api/system/SysConfig', { token: admin, body: { sysName: 'Atrium', loginNeedCode: 1 } });
    expect(changed.code).toBe(200);
  }, 30_000);
  afterEach(async () => closeTestApp(app));

  const login = (extra: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/oauth/Login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: (() => {
        // The client's form with its code and timestamp replaced (a repeated field would be a list).
        const form = new URLSearchParams(loginForm('zhangsan', seedPasswordOf(app)));
        form.delete('code');
        form.delete('timestamp');
        for (const [name, value] of Object.entries(extra)) form.set(name, value);
        return form.toString();
      })(),
    });

  it('needs the code of the image shown for the timestamp, once', async () => {
    const missing = (await login({})).json<{ code: number; msg: string }>();
    expect(missing).toMatchObject({ code: 400, msg: '请输入验证码' });

    const image = await app.inject({ method: 'GET', url: '/api/file/ImageCode/1700000000001' });
    expect(image.headers['content-type']).toBe('image/svg+xml');

    const wrong = (await login({ code: 'ZZZZ', timestamp: '1700000000001' })).json<{ code: number; msg: string }>();
    expect(wrong).toMatchObject({ code: 400, msg: '验证码错误或已过期，请重新输入' });

    await app.inject({ method: 'GET', url: '/api/file/ImageCode/1700000000002' });
    // The test reads the code the image shows from the server's book, as a person reads the image.
    const fresh = app.captchas.peek('1700000000002') ?? '';
    expect(fresh).toMatch(/^\w{4}$/);
    const right = (await login({ code: fresh, timestamp: '1700000000002' })).json<{ code: number }>();
    expect(right.code).toBe(200);
  });

  it('tells the sign-in page that the captcha is on', async () => {
    const config = await call<{ loginNeedCode: number }>(app, 'GET', '/api/oauth/getConfig/portal');
    expect(config.data.loginNeedCode).toBe(1);
  });
});

describe('GET /api/test-providers/captcha/last (ATRIUM_TEST_PROVIDERS=1 only)', () => {
  it('tells a test the code of a picture without spending it, and does not exist otherwise', async () => {
    const clock = manualClock();
    const app = await buildTestApp({ routes, config: { testProviders: true }, clock: clock.now });
    const plain = await buildTestApp({ routes });
    try {
      await app.inject({ method: 'GET', url: '/api/file/ImageCode/e2e-key-1' });
      const read = await call<{ code: string } | null>(app, 'GET', '/api/test-providers/captcha/last?key=e2e-key-1');
      expect(read.data?.code).toMatch(/^[2-9A-HJ-NP-Z]{4}$/);
      expect(app.captchas.verify('e2e-key-1', read.data?.code ?? '')).toBe(true);
      expect((await call(app, 'GET', '/api/test-providers/captcha/last?key=e2e-key-1')).data).toBeNull();
      await app.inject({ method: 'GET', url: '/api/file/ImageCode/e2e-key-2' });
      clock.advance(5 * 60_000);
      expect((await call(app, 'GET', '/api/test-providers/captcha/last?key=e2e-key-2')).data).toBeNull();

      expect((await call(plain, 'GET', '/api/test-providers/captcha/last?key=e2e-key-1')).code).toBe(404);
    } finally {
      await closeTestApp(app);
      await closeTestApp(plain);
    }
  });
});
