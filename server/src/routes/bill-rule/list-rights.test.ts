// The bill-rule list with the real engine: data rules in SQL, deny by default, column rights on
// rows, form rights on writes; the picker (Selector) stays open to every signed-in user.
import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, closeTestApp, signIn } from '../../testing';
import { pageReader, withChecks } from '../../testing/page-rights';
import { BILL_RULE_PAGE } from './access';

type Row = Record<string, unknown> & { id: string; enCode?: string };
const BASE = '/api/system/BillRule';
let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  app = await buildTestApp();
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
