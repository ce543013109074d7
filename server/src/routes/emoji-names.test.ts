import type { FastifyInstance } from 'fastify';
import { seedId } from '../db/ids';
import { buildTestApp, call, closeTestApp, signIn } from '../testing';
import { billRuleRoutes } from './bill-rule/routes';
import { userRoutes } from './users/routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [billRuleRoutes, userRoutes];

/** Issue 20 item 7: the server takes the shared rule (shared-deps rules/text.ts), so names with emoji ZWJ sequences are text. */
let app: FastifyInstance;
let admin: string;
let sequence = 0;

beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
});

afterAll(async () => {
  await closeTestApp(app);
});

function billRule(fullName: string) {
  sequence += 1;
  return call<{ id: string }>(app, 'POST', '/api/system/BillRule', {
    token: admin,
    body: {
      fullName,
      enCode: `Emoji${sequence}`,
      category: seedId('dictionaryData:BusinessType:order'),
      prefix: 'EM',
      dateFormat: 'no',
      digit: 4,
      startNumber: '1',
    },
  });
}

const userNamed = (realName: string) => {
  sequence += 1;
  return call<{ id: string }>(app, 'POST', '/api/permission/Users', { token: admin, body: { account: `emoji${sequence}`, realName } });
};

it.each(['家庭👨‍👩‍👧', '👩🏽‍💻 工程师', '🏳️‍🌈 小组', '中国🇨🇳'])('accepts and keeps the name %s', async (name) => {
  const rule = await billRule(name);
  expect(rule.code).toBe(200);
  const stored = await call<{ fullName: string }>(app, 'GET', `/api/system/BillRule/${rule.data.id}`, { token: admin });
  expect(stored.data.fullName).toBe(name);
  const user = await userNamed(name);
  expect(user.code).toBe(200);
});

it.each([
  ['a lone zero-width joiner', '家\u200D庭'],
  ['a dangling joiner after an emoji', '家庭👨\u200D'],
  ['a zero-width space in a family', '👨\u200D👩\u200B👧'],
  ['a bidi override', '家庭👨‍👩‍👧\u202E'],
])('refuses %s with 400', async (_label, name) => {
  expect(await billRule(name)).toMatchObject({ code: 400, msg: 'fullName 不能包含不可见字符' });
  expect(await userNamed(name)).toMatchObject({ code: 400, msg: 'realName 不能包含不可见字符' });
});
