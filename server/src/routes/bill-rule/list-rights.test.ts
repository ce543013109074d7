// The bill-rule list with the real engine: data rules in SQL, deny by default, column rights on
// rows, form rights on writes; the picker (Selector) stays open to every signed-in user.
import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, closeTestApp, signIn } from '../../testing';
import { pageReader, withChecks } from '../../testing/page-rights';
import { BILL_RULE_PAGE } from './access';
import { billRuleRoutes } from './routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [billRuleRoutes];

type Row = Record<string, unknown> & { id: string; enCode?: string };
const BASE = '/api/system/BillRule';
let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
});
afterAll(() => closeTestApp(app));

const rows = async (token: string, path = BASE): Promise<Row[]> => {
  const result = await call<{ list: Row[]; pagination: { total: number } }>(app, 'GET', `${path}?pageSize=100`, { token });
  expect(result.code).toBe(200);
  expect(result.data.pagination.total).toBe(result.data.list.length);
  return result.data.list;
};

it('a rule on enCode shows the matching rules only; no scheme shows none; administrators and the picker all', async () => {
  const all = await rows(admin);
  expect(all.length).toBeGreaterThan(1);
  const wanted = all[0] as Row;
  const scoped = await pageReader(app, BILL_RULE_PAGE, { rules: [{ field: 'enCode', symbol: '==', text: String(wanted.enCode) }] });
  const unscoped = await pageReader(app, BILL_RULE_PAGE);
  await withChecks(app, BILL_RULE_PAGE, { data: true }, async () => {
    expect((await rows(scoped.token)).map((row) => row.id)).toEqual([wanted.id]);
    expect(await rows(unscoped.token)).toEqual([]);
    expect((await rows(admin)).length).toBe(all.length);
    expect((await rows(unscoped.token, `${BASE}/Selector`)).length).toBeGreaterThan(0);
  });
});

it('columns not granted are absent from the rows', async () => {
  const reader = await pageReader(app, BILL_RULE_PAGE, { columns: ['fullName', 'enCode'] });
  await withChecks(app, BILL_RULE_PAGE, { columns: true }, async () => {
    const list = await rows(reader.token);
    expect(list.length).toBeGreaterThan(0);
    for (const row of list) expect(Object.keys(row).sort()).toEqual(['enCode', 'fullName', 'id']);
  });
});

it('form fields not granted are ignored on update and refused when required on create', async () => {
  const editor = await pageReader(app, BILL_RULE_PAGE, { buttons: ['btn_add', 'btn_edit'], forms: ['enCode', 'category', 'prefix', 'dateFormat', 'digit', 'startNumber', 'description'] });
  const rule = (await rows(admin))[0] as Row;
  const stored = app.db.prepare(`SELECT full_name AS fullName, en_code AS enCode, category, prefix, date_format AS dateFormat, digit, start_number AS startNumber
    FROM bill_rules WHERE id = ?`).get(rule.id) as Record<string, unknown>;
  await withChecks(app, BILL_RULE_PAGE, { forms: true }, async () => {
    const updated = await call(app, 'PUT', `${BASE}/${rule.id}`, { token: editor.token, body: { ...stored, fullName: '改名', description: '新说明' } });
    expect(updated.code).toBe(200);
    expect(app.db.prepare('SELECT full_name AS fullName, description FROM bill_rules WHERE id = ?').get(rule.id)).toEqual({ fullName: stored.fullName, description: '新说明' });
    const created = await call(app, 'POST', BASE, { token: editor.token, body: { ...stored, fullName: '新规则', enCode: 'FormsRule1' } });
    expect(created.code).toBe(400);
    expect(app.db.prepare("SELECT 1 FROM bill_rules WHERE en_code = 'FormsRule1'").get()).toBeUndefined();
  });
});

it('single-row GET, PUT, state, export and DELETE of a rule outside the rules answer like a missing one and change nothing; in scope they work', async () => {
  const [mine, hidden, spare] = (await rows(admin)) as [Row, Row, Row];
  const row = (id: string): unknown => app.db.prepare('SELECT * FROM bill_rules WHERE id = ?').get(id);
  const reader = await pageReader(app, BILL_RULE_PAGE, {
    buttons: ['btn_edit', 'btn_remove'],
    rules: [{ field: 'enCode', symbol: 'in', text: `${String(mine.enCode)},${String(spare.enCode)}` }],
  });
  const form = async (id: string): Promise<Record<string, unknown>> => (await call<Record<string, unknown>>(app, 'GET', `${BASE}/${id}`, { token: admin })).data;
  await withChecks(app, BILL_RULE_PAGE, { data: true }, async () => {
    const missing = await call(app, 'GET', `${BASE}/no-such-rule`, { token: reader.token });
    expect(missing.code).toBe(404);
    const before = row(hidden.id);
    const answers = [
      await call(app, 'GET', `${BASE}/${hidden.id}`, { token: reader.token }),
      await call(app, 'PUT', `${BASE}/${hidden.id}`, { token: reader.token, body: { ...(await form(hidden.id)), fullName: '改名' } }),
      await call(app, 'PUT', `${BASE}/${hidden.id}/Actions/State`, { token: reader.token }),
      await call(app, 'GET', `${BASE}/${hidden.id}/Action/Export`, { token: reader.token }),
      await call(app, 'DELETE', `${BASE}/${hidden.id}`, { token: reader.token }),
    ];
    for (const answer of answers) expect({ code: answer.code, msg: answer.msg }).toEqual({ code: 404, msg: missing.msg });
    expect(row(hidden.id)).toEqual(before);

    expect((await call(app, 'GET', `${BASE}/${mine.id}`, { token: reader.token })).code).toBe(200);
    const { categoryName: _n, example: _e, outputNumber: _o, creatorTime: _c, lastModifyTime: _l, ...body } = await form(mine.id);
    expect((await call(app, 'PUT', `${BASE}/${mine.id}`, { token: reader.token, body: { ...body, fullName: '在范围内' } })).code).toBe(200);
    expect(row(mine.id)).toMatchObject({ full_name: '在范围内' });
    const enabled = (row(mine.id) as { enabled_mark: number }).enabled_mark;
    expect((await call(app, 'PUT', `${BASE}/${mine.id}/Actions/State`, { token: reader.token })).code).toBe(200);
    expect(row(mine.id)).toMatchObject({ enabled_mark: 1 - enabled });
    expect((await call(app, 'DELETE', `${BASE}/${spare.id}`, { token: reader.token })).code).toBe(200);
    expect(row(spare.id)).toBeUndefined();
  });
});

it('single-row GET leaves out the columns the caller may not see (derived ones follow their fields)', async () => {
  const id = (await rows(admin))[0]?.id as string;
  const viewer = await pageReader(app, BILL_RULE_PAGE, { columns: ['fullName', 'category'] });
  await withChecks(app, BILL_RULE_PAGE, { columns: true, forms: true }, async () => {
    const seen = await call<Row>(app, 'GET', `${BASE}/${id}`, { token: viewer.token });
    expect(seen.code).toBe(200);
    expect(Object.keys(seen.data).sort()).toEqual(['category', 'categoryName', 'fullName', 'id']);
  });
});
