import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, closeTestApp } from '../testing';

let app: FastifyInstance;
let plain: FastifyInstance;

beforeAll(async () => {
  [app, plain] = await Promise.all([buildTestApp({ config: { testProviders: true } }), buildTestApp()]);
});

afterAll(async () => {
  await Promise.all([closeTestApp(app), closeTestApp(plain)]);
});

describe('GET /api/test-providers/captcha/last', () => {
  it('answers the code of the last picture drawn for a key, which then passes the captcha', async () => {
    expect((await call(app, 'GET', '/api/test-providers/captcha/last?key=k1')).data).toBeNull();
    const image = await app.inject({ method: 'GET', url: '/api/file/ImageCode/k1' });
    expect(image.headers['content-type']).toContain('image/svg+xml');
    const last = await call<{ key: string; code: string }>(app, 'GET', '/api/test-providers/captcha/last?key=k1');
    expect(last.data).toEqual({ key: 'k1', code: expect.stringMatching(/^[A-Z0-9]{4}$/) });
    expect(app.captchas.verify('k1', last.data.code)).toBe(true);
  });

  it('does not exist without ATRIUM_TEST_PROVIDERS', async () => {
    expect((await call(plain, 'GET', '/api/test-providers/captcha/last?key=k1')).code).toBe(404);
  });
});
