import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, closeTestApp, createUser, manualClock, signIn } from '../../testing';
import { BILL_NUMBER_RATE } from './access';
import { billRuleRoutes } from './routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [billRuleRoutes];

/** Issue 20 item 9: GET /BillNumber/{code} spends a number, so it needs the right to use the rule and is rate-limited per user. */
const BASE = '/api/system/BillRule';
const RULE = 'CustomerCode';

let app: FastifyInstance;
let clock: ReturnType<typeof manualClock>;

beforeAll(async () => {
  clock = manualClock();
  app = await buildTestApp({ routes, clock: clock.now, config: { tokenTtlSeconds: 365 * 24 * 3600 } });
});

afterAll(async () => {
  await closeTestApp(app);
});

const serialOf = (code: string): number | null =>
  (app.db.prepare('SELECT current_serial AS serial FROM bill_rules WHERE en_code = ?').get(code) as { serial: number | null }).serial;
const issue = (token: string, code = RULE, lang?: string) =>
  call<string>(app, 'GET', `${BASE}/BillNumber/${code}`, { token, ...(lang ? { lang } : {}) });

async function manager(): Promise<string> {
  const user = await createUser(app, { roles: ['admin'] });
  return signIn(app, user.account, user.password);
}

it('refuses a user who may see bill rules but not manage them, and spends nothing', async () => {
  // viewer (staff) opens the bill-rule page but has none of its buttons.
  const viewer = await signIn(app, 'viewer');
  const before = serialOf(RULE);
  expect(await issue(viewer)).toMatchObject({ code: 403, msg: '您无权使用该单据规则生成单据号', data: null });
  expect((await issue(viewer, RULE, 'en')).msg).toBe('You may not draw numbers from this bill rule');
  // The same answer for a rule that does not exist: refusals say nothing about which codes exist.
  expect((await issue(viewer, 'NoSuchRule')).code).toBe(403);
  expect(serialOf(RULE)).toBe(before);
  expect((await call(app, 'GET', `${BASE}/BillNumber/${RULE}`)).code).toBe(602);
});

it('issues to a user who may edit bill rules', async () => {
  const token = await manager();
  const before = serialOf(RULE);
  const result = await issue(token);
  expect(result.code).toBe(200);
  expect(serialOf(RULE)).not.toBe(before);
});

it('limits each user to a burst, then a trickle, with a clear message, and spends nothing when refusing', async () => {
  const token = await manager();
  for (let i = 0; i < BILL_NUMBER_RATE.burst; i += 1) expect((await issue(token)).code).toBe(200);
  const spent = serialOf(RULE);
  expect(await issue(token)).toMatchObject({ code: 429, msg: '单据号获取过于频繁，请稍后再试', data: null });
  expect((await issue(token, RULE, 'en')).msg).toBe('Too many bill numbers requested; please try again in a moment');
  expect(serialOf(RULE)).toBe(spent);
  // Another user has a bucket of their own.
  expect((await issue(await manager())).code).toBe(200);
  // The bucket refills with time.
  clock.advance(1000 / BILL_NUMBER_RATE.perSecond);
  expect((await issue(token)).code).toBe(200);
  expect((await issue(token)).code).toBe(429);
});
