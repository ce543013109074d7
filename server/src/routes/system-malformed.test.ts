import type { FastifyInstance } from 'fastify';
import { buildTestApp, closeTestApp, signIn } from '../testing';
import { areaRoutes } from './area/routes';
import { billRuleRoutes } from './bill-rule/routes';
import { sysConfigRoutes } from './sys-config/routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [areaRoutes, billRuleRoutes, sysConfigRoutes];

/** Whatever arrives, the bill-rule, area and system-config calls answer in the envelope with 4xx codes, never 500. */
let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
});

afterAll(async () => {
  await closeTestApp(app);
});

const bodies: Array<[string, string]> = [
  ['no body', ''],
  ['null', 'null'],
  ['an array', '[1,2]'],
  ['a string', '"x"'],
  ['broken JSON', '{"fullName":'],
  ['nested objects', '{"fullName":{"a":1},"digit":{"b":2},"startNumber":[1],"parentId":{},"idsList":[[{}]],"sysName":[]}'],
  ['huge numbers', '{"digit":1e308,"startNumber":1e308,"sortCode":1e308,"emailSmtpPort":1e308,"passwordLengthMinNumber":-1e308}'],
];

const writes: Array<['POST' | 'PUT', string]> = [
  ['POST', '/api/system/BillRule'],
  ['PUT', '/api/system/BillRule/x'],
  ['POST', '/api/system/Area'],
  ['PUT', '/api/system/Area/x'],
  ['POST', '/api/system/Area/GetAreaByIds'],
  ['PUT', '/api/system/SysConfig'],
  ['POST', '/api/system/SysConfig/Email/Test'],
  ['PUT', '/api/system/SysConfig/setAdminList'],
];

describe.each(writes)('%s %s', (method, url) => {
  it.each(bodies)('answers a 4xx envelope for %s', async (_label, payload) => {
    const response = await app.inject({
      method,
      url,
      headers: { authorization: admin, 'content-type': 'application/json' },
      ...(payload === '' ? {} : { payload }),
    });
    const body = response.json<{ code: number; msg: string }>();
    expect(body.code).toBeGreaterThanOrEqual(400);
    expect(body.code).toBeLessThan(500);
    expect(body.msg).not.toBe('');
  });
});

it.each([
  '/api/system/BillRule?currentPage=-5&pageSize=0',
  '/api/system/BillRule?sort=sideways',
  `/api/system/BillRule/BillNumber/${'x'.repeat(65)}`,
  '/api/system/BillRule/Selector?pageSize=abc',
  `/api/system/Area/-1?keyword=${'k'.repeat(101)}`,
])('answers a 4xx envelope for GET %s', async (url) => {
  const response = await app.inject({ method: 'GET', url, headers: { authorization: admin } });
  const code = response.json<{ code: number }>().code;
  expect(code).toBeGreaterThanOrEqual(400);
  expect(code).toBeLessThan(500);
});
