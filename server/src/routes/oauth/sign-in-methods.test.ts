// GET /api/oauth/getConfig/{id} tells the sign-in page which other ways in are set up, beside
// JNPF's own fields, so it never offers a method that can only answer "not configured".
import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, closeTestApp } from '../../testing';

// No API route plugins (buildTestApp's routes: []): these tests call none beyond sign-in, which is always there.

interface LoginConfig {
  sysName: string;
  loginNeedCode: number;
  smsSignIn: number;
  qrSignIn: number;
  ssoTypes: string[];
}

const apps: FastifyInstance[] = [];
async function loginConfig(testProviders: boolean): Promise<LoginConfig> {
  const app = await buildTestApp({ routes: [], config: { testProviders } });
  apps.push(app);
  const result = await call<LoginConfig>(app, 'GET', '/api/oauth/getConfig/portal');
  expect(result.code).toBe(200);
  return result.data;
}

afterAll(async () => {
  await Promise.all(apps.map(closeTestApp));
});

it('reports no SMS and no single sign-on when no provider is configured, and keeps the JNPF fields', async () => {
  const config = await loginConfig(false);
  expect(config).toMatchObject({ sysName: 'Atrium', loginNeedCode: 0, smsSignIn: 0, qrSignIn: 1, ssoTypes: [] });
  expect(Object.keys(config)).toEqual(
    expect.arrayContaining(['sysName', 'sysVersion', 'copyright', 'logoIcon', 'loginIcon', 'loginNeedCode']),
  );
});

it('reports the SMS gateway and the enterprise-chat provider when they are configured', async () => {
  expect(await loginConfig(true)).toMatchObject({ smsSignIn: 1, qrSignIn: 1, ssoTypes: ['wechat_enterprise'] });
});
