// The print-template page with the real permission engine, as the bill-rule page: data rules in
// SQL (deny by default), column rights on rows, form rights on writes, and single-row calls on a
// template outside the rules answering like a missing one.
import type { FastifyInstance } from 'fastify';
import { PRINT_DEV_PAGE } from '../../db/seed/menus';
import { printTemplateId } from '../../db/seed/print-templates';
import { buildTestApp, call, closeTestApp, signIn } from '../../testing';
import { pageReader, withChecks } from '../../testing/page-rights';
import { printDevRoutes } from './routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [printDevRoutes];

type Row = Record<string, unknown> & { id: string; enCode?: string };
const BASE = '/api/system/printDev';
const salesOrder = printTemplateId('SalesOrderPrint');
const userCard = printTemplateId('UserCardPrint');
let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
});
afterAll(() => closeTestApp(app));

const rows = async (token: string): Promise<Row[]> => {
  const result = await call<{ list: Row[] }>(app, 'GET', `${BASE}?pageSize=100`, { token });
  expect(result.code).toBe(200);
  return result.data.list;
};
const stored = (id: string): unknown => app.db.prepare('SELECT * FROM print_templates WHERE id = ?').get(id);

it('a rule on enCode shows the matching templates only; no scheme shows none; the choice dialog offers all', async () => {
  const scoped = await pageReader(app, PRINT_DEV_PAGE, { rules: [{ field: 'enCode', symbol: '==', text: 'UserCardPrint' }] });
  const unscoped = await pageReader(app, PRINT_DEV_PAGE);
  await withChecks(app, PRINT_DEV_PAGE, { data: true }, async () => {
    expect((await rows(scoped.token)).map((row) => row.id)).toEqual([userCard]);
    expect(await rows(unscoped.token)).toEqual([]);
    expect((await rows(admin)).length).toBeGreaterThanOrEqual(2);
    const selector = await call<{ list: Array<{ children: unknown[] }> }>(app, 'GET', `${BASE}/Selector`, { token: unscoped.token });
    expect(selector.data.list.flatMap((group) => group.children).length).toBeGreaterThanOrEqual(2);
  });
});

it('columns not granted are absent from the rows', async () => {
  const reader = await pageReader(app, PRINT_DEV_PAGE, { columns: ['fullName', 'enCode'] });
  await withChecks(app, PRINT_DEV_PAGE, { columns: true }, async () => {
    const list = await rows(reader.token);
    expect(list.length).toBeGreaterThan(0);
    for (const row of list) expect(Object.keys(row).sort()).toEqual(['enCode', 'fullName', 'id']);
  });
});

it('form fields not granted keep their stored values on update', async () => {
  const editor = await pageReader(app, PRINT_DEV_PAGE, {
    buttons: ['btn_edit'],
    forms: ['enCode', 'category', 'type', 'sourceForm', 'sqlTemplate', 'printTemplate', 'pageParam', 'description'],
  });
  const form = (await call<Record<string, unknown>>(app, 'GET', `${BASE}/${salesOrder}`, { token: admin })).data;
  await withChecks(app, PRINT_DEV_PAGE, { forms: true }, async () => {
    const updated = await call(app, 'PUT', `${BASE}/${salesOrder}`, { token: editor.token, body: { ...form, fullName: '改名', description: '新说明' } });
    expect(updated.code).toBe(200);
    expect(app.db.prepare('SELECT full_name AS fullName, description FROM print_templates WHERE id = ?').get(salesOrder))
      .toEqual({ fullName: '销售订单打印', description: '新说明' });
  });
});

it('single-row GET, PUT, state, copy, export, Data of a disabled template and DELETE outside the rules answer like a missing one', async () => {
  const reader = await pageReader(app, PRINT_DEV_PAGE, {
    buttons: ['btn_add', 'btn_edit', 'btn_remove', 'btn_export'],
    rules: [{ field: 'enCode', symbol: '==', text: 'UserCardPrint' }],
  });
  const form = (await call<Record<string, unknown>>(app, 'GET', `${BASE}/${salesOrder}`, { token: admin })).data;
  app.db.prepare('UPDATE print_templates SET enabled_mark = 0 WHERE id = ?').run(salesOrder);
  const before = stored(salesOrder);
  const count = (): unknown => app.db.prepare('SELECT COUNT(*) AS n FROM print_templates').get();
  const templates = count();
  try {
    await withChecks(app, PRINT_DEV_PAGE, { data: true }, async () => {
      const missing = await call(app, 'GET', `${BASE}/no-such-template`, { token: reader.token });
      expect(missing.code).toBe(404);
      const answers = [
        await call(app, 'GET', `${BASE}/${salesOrder}`, { token: reader.token }),
        await call(app, 'PUT', `${BASE}/${salesOrder}`, { token: reader.token, body: { ...form, fullName: '改名' } }),
        await call(app, 'PUT', `${BASE}/${salesOrder}/Actions/State`, { token: reader.token }),
        await call(app, 'POST', `${BASE}/${salesOrder}/Actions/Copy`, { token: reader.token }),
        await call(app, 'GET', `${BASE}/${salesOrder}/Actions/Export`, { token: reader.token }),
        await call(app, 'GET', `${BASE}/Data?id=${salesOrder}&formId=SO202501001`, { token: reader.token }),
        await call(app, 'DELETE', `${BASE}/${salesOrder}`, { token: reader.token }),
      ];
      for (const answer of answers) expect({ code: answer.code, msg: answer.msg }).toEqual({ code: 404, msg: missing.msg });
      expect(stored(salesOrder)).toEqual(before);
      expect(count()).toEqual(templates);
      expect((await call(app, 'GET', `${BASE}/${userCard}`, { token: reader.token })).code).toBe(200);
    });
  } finally {
    app.db.prepare('UPDATE print_templates SET enabled_mark = 1 WHERE id = ?').run(salesOrder);
  }
});
