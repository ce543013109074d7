import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, closeTestApp, createUser, manualClock } from '../../testing';
import { ssoRoutes } from './sso-routes';
import { testProviderRoutes } from '../../test-providers/routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [ssoRoutes, testProviderRoutes];

let app: FastifyInstance;
const clock = manualClock();
const HOST = 'portal.test';

beforeAll(async () => {
  app = await buildTestApp({ routes, config: { testProviders: true }, clock: clock.now });
});

afterAll(async () => {
  await closeTestApp(app);
});

const render = () => call<string>(app, 'GET', '/api/oauth/render/wechat_enterprise', { headers: { host: HOST } });
const callback = (query: string) => call<{ token: string; theme: string }>(app, 'POST', `/api/oauthhtird/wechat_enterprise/callback?${query}`);

/** Walks the test identity provider as a browser would: authorize page, then its approve form. */
async function authorize(userId: string): Promise<{ code: string; state: string }> {
  const url = new URL((await render()).data, `http://${HOST}`);
  const page = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { host: HOST } });
  expect(page.headers['content-type']).toContain('text/html');
  expect(page.body).toContain('name="userid"');
  const params = new URLSearchParams({ redirect_uri: url.searchParams.get('redirect_uri') ?? '', state: url.searchParams.get('state') ?? '', userid: userId });
  const approved = await app.inject({ method: 'GET', url: `/api/test-providers/idp/approve?${params.toString()}`, headers: { host: HOST } });
  expect(approved.statusCode).toBe(302);
  const back = new URL(approved.headers.location as string);
  expect(`${back.origin}${back.pathname}`).toBe(`http://${HOST}/auth-redirect`);
  return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
}

describe('enterprise-chat single sign-on', () => {
  it('gives the authorize URL with a state and this portal\'s /auth-redirect, then signs in with the code', async () => {
    const user = await createUser(app);
    const rendered = await render();
    expect(rendered.code).toBe(200);
    const url = new URL(rendered.data, `http://${HOST}`);
    expect(url.pathname).toBe('/api/test-providers/idp/authorize');
    expect(url.searchParams.get('redirect_uri')).toBe(`http://${HOST}/auth-redirect`);
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const { code, state } = await authorize(user.account);
    const result = await callback(new URLSearchParams({ code, state }).toString());
    expect(result.code).toBe(200);
    const me = await call<{ userInfo: { account: string } }>(app, 'GET', '/api/oauth/CurrentUser', { token: result.data.token });
    expect(me.data.userInfo.account).toBe(user.account);
  });

  it('refuses a state it did not issue, a state used twice, and an expired state', async () => {
    const user = await createUser(app);
    const { code } = await authorize(user.account);
    expect(await callback(new URLSearchParams({ code, state: 'forged' }).toString())).toMatchObject({ code: 400, msg: '登录请求已失效，请重新登录' });

    const second = await authorize(user.account);
    expect((await callback(new URLSearchParams(second).toString())).code).toBe(200);
    const replay = await authorize(user.account);
    expect((await callback(new URLSearchParams({ code: replay.code, state: second.state }).toString())).code).toBe(400);

    const late = await authorize(user.account);
    clock.advance(10 * 60_000 + 1);
    expect((await callback(new URLSearchParams(late).toString())).msg).toBe('登录请求已失效，请重新登录');
  });

  it('refuses an unknown or spent code and a missing one', async () => {
    const user = await createUser(app);
    const first = await authorize(user.account);
    expect(await callback(new URLSearchParams({ code: 'bogus', state: first.state }).toString())).toMatchObject({
      code: 400,
      msg: '企业微信授权失败，请使用账号密码登录',
    });
    const second = await authorize(user.account);
    expect((await callback(new URLSearchParams({ state: second.state }).toString())).code).toBe(400);
    const third = await authorize(user.account);
    expect((await callback(new URLSearchParams(third).toString())).code).toBe(200);
    const fourth = await authorize(user.account);
    expect((await callback(new URLSearchParams({ code: third.code, state: fourth.state }).toString())).code).toBe(400);
  });

  it('refuses an enterprise-chat user without an account here, and a disabled account', async () => {
    const stranger = await authorize('nobody-here');
    expect((await callback(new URLSearchParams(stranger).toString())).msg).toBe('该企业微信用户未关联账号');
    const disabled = await createUser(app, { enabled: false });
    const refused = await authorize(disabled.account);
    expect((await callback(new URLSearchParams(refused).toString())).msg).toBe('账号已被禁用，请联系管理员');
  });

  it('never redirects anywhere but this portal\'s /auth-redirect', async () => {
    const params = new URLSearchParams({ redirect_uri: 'https://evil.example/auth-redirect', state: 'x', userid: 'admin' });
    const response = await app.inject({ method: 'GET', url: `/api/test-providers/idp/approve?${params.toString()}`, headers: { host: HOST } });
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ code: 400 });
  });

  it('sends the browser back without a code when the user refuses at the provider', async () => {
    const params = new URLSearchParams({ redirect_uri: `http://${HOST}/auth-redirect`, state: 'abc' });
    const response = await app.inject({ method: 'GET', url: `/api/test-providers/idp/deny?${params.toString()}`, headers: { host: HOST } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`http://${HOST}/auth-redirect?state=abc`);
  });

  it('knows no other provider type', async () => {
    expect((await call(app, 'GET', '/api/oauth/render/dingtalk')).code).toBe(400);
  });
});

describe('without ATRIUM_TEST_PROVIDERS', () => {
  it('has no identity provider and no test IdP pages', async () => {
    const plain = await buildTestApp({ routes });
    try {
      expect(await call(plain, 'GET', '/api/oauth/render/wechat_enterprise')).toMatchObject({ code: 400, msg: '未配置该单点登录方式' });
      expect((await call(plain, 'GET', '/api/test-providers/idp/authorize?redirect_uri=x&state=y')).code).toBe(404);
    } finally {
      await closeTestApp(plain);
    }
  });
});
