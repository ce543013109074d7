// 门户设计 with the real permission engine, as the print-template page: data rules in SQL (deny by
// default), column rights on rows, form rights on writes, single-row calls on a portal outside the
// rules answering like a missing one. Showing portals (Selector, auth) is not the page's business.
import type { FastifyInstance } from 'fastify';
import { VISUAL_PORTAL_PAGE } from '../../db/seed/menus';
import { defaultPortalId } from '../../db/seed/portals';
import { buildTestApp, call, closeTestApp, signIn } from '../../testing';
import { pageReader, withChecks } from '../../testing/page-rights';
import { PORTAL_BASE as base, createPortal, portalBody } from '../../testing/portal';
import { portalRoutes } from './routes';

const routes = [portalRoutes];

type Row = Record<string, unknown> & { id: string };
const defaultPortal = defaultPortalId();
let app: FastifyInstance;
let admin: string;
let other: string;

beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
  other = await createPortal(app, admin, { fullName: '另一个门户', enCode: 'otherPortal' });
});
afterAll(() => closeTestApp(app));

const rows = async (token: string): Promise<Row[]> => {
  const result = await call<{ list: Row[] }>(app, 'GET', `${base}?pageSize=100`, { token });
  expect(result.code).toBe(200);
  return result.data.list;
};
const stored = (id: string): unknown => app.db.prepare('SELECT * FROM portals WHERE id = ?').get(id);

it('a rule on enCode shows the matching portals only; no scheme shows none; the selector shows all', async () => {
  const scoped = await pageReader(app, VISUAL_PORTAL_PAGE, { rules: [{ field: 'enCode', symbol: '==', text: 'otherPortal' }] });
  const unscoped = await pageReader(app, VISUAL_PORTAL_PAGE);
  await withChecks(app, VISUAL_PORTAL_PAGE, { data: true }, async () => {
    expect((await rows(scoped.token)).map((row) => row.id)).toEqual([other]);
    expect(await rows(unscoped.token)).toEqual([]);
    expect((await rows(admin)).length).toBeGreaterThanOrEqual(2);
    const selector = await call<{ list: Array<{ children: Row[] }> }>(app, 'GET', `${base}/Selector`, { token: unscoped.token });
    expect(selector.data.list.flatMap((group) => group.children).map((portal) => portal.id)).toEqual(expect.arrayContaining([defaultPortal, other]));
    expect((await call(app, 'GET', `${base}/${defaultPortal}/auth`, { token: unscoped.token })).code).toBe(200);
  });
});

it('columns not granted are absent from the rows', async () => {
  const reader = await pageReader(app, VISUAL_PORTAL_PAGE, { columns: ['fullName', 'enCode'] });
  await withChecks(app, VISUAL_PORTAL_PAGE, { columns: true }, async () => {
    const list = await rows(reader.token);
    expect(list.length).toBeGreaterThan(0);
    for (const row of list) expect(Object.keys(row).sort()).toEqual(['enCode', 'fullName', 'id']);
  });
});

it('form fields not granted keep their stored values on update', async () => {
  const editor = await pageReader(app, VISUAL_PORTAL_PAGE, {
    buttons: ['btn_edit'],
    forms: ['enCode', 'category', 'type', 'formData', 'sortCode', 'enabledMark', 'description'],
  });
  const form = (await call<Record<string, unknown>>(app, 'GET', `${base}/${other}`, { token: admin })).data;
  await withChecks(app, VISUAL_PORTAL_PAGE, { forms: true }, async () => {
    const updated = await call(app, 'PUT', `${base}/${other}`, { token: editor.token, body: { ...form, fullName: '改名', description: '新说明' } });
    expect(updated.code).toBe(200);
    expect(app.db.prepare('SELECT full_name AS fullName, description FROM portals WHERE id = ?').get(other))
      .toEqual({ fullName: '另一个门户', description: '新说明' });
  });
});

it('single-row GET, PUT, copy and DELETE outside the rules answer like a missing one', async () => {
  const reader = await pageReader(app, VISUAL_PORTAL_PAGE, {
    buttons: ['btn_add', 'btn_edit', 'btn_remove'],
    rules: [{ field: 'enCode', symbol: '==', text: 'otherPortal' }],
  });
  const before = stored(defaultPortal);
  const count = (): unknown => app.db.prepare('SELECT COUNT(*) AS n FROM portals').get();
  const portals = count();
  await withChecks(app, VISUAL_PORTAL_PAGE, { data: true }, async () => {
    const missing = await call(app, 'GET', `${base}/no-such-portal`, { token: reader.token });
    expect(missing.code).toBe(404);
    const answers = [
      await call(app, 'GET', `${base}/${defaultPortal}`, { token: reader.token }),
      await call(app, 'PUT', `${base}/${defaultPortal}`, { token: reader.token, body: portalBody() }),
      await call(app, 'POST', `${base}/${defaultPortal}/Actions/Copy`, { token: reader.token }),
      await call(app, 'DELETE', `${base}/${defaultPortal}`, { token: reader.token }),
    ];
    for (const answer of answers) expect({ code: answer.code, msg: answer.msg }).toEqual({ code: 404, msg: missing.msg });
    expect(stored(defaultPortal)).toEqual(before);
    expect(count()).toEqual(portals);
    expect((await call(app, 'GET', `${base}/${other}`, { token: reader.token })).code).toBe(200);
  });
});
