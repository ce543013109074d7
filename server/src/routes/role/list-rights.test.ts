// The role list with the real engine: data rules in SQL, deny by default, column rights on rows,
// form rights on writes; administrators see and write everything.
import type { FastifyInstance } from 'fastify';
import { roleId } from '../../db/seed/organization';
import { buildTestApp, call, closeTestApp, signIn } from '../../testing';
import { pageReader, withChecks } from '../../testing/page-rights';
import { createRole } from '../../testing/roles';
import { ROLE_PAGE } from './routes';
import { roleRoutes } from './routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [roleRoutes];

type Row = Record<string, unknown> & { id: string };
const BASE = '/api/permission/Role';
let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
});
afterAll(() => closeTestApp(app));

const rows = async (token: string): Promise<Row[]> => {
  const result = await call<{ list: Row[]; pagination: { total: number } }>(app, 'GET', `${BASE}?pageSize=500`, { token });
  expect(result.code).toBe(200);
  expect(result.data.pagination.total).toBe(result.data.list.length);
  return result.data.list;
};

it('a rule "enCode is staff" shows that role only; no scheme, or a scheme naming organizeId, shows none; administrators all', async () => {
  const scoped = await pageReader(app, ROLE_PAGE, { rules: [{ field: 'enCode', symbol: '==', text: 'staff' }] });
  const unscoped = await pageReader(app, ROLE_PAGE);
  const byOrganisation = await pageReader(app, ROLE_PAGE, { rules: [{ field: 'organizeId', symbol: '==', text: '@organizeId' }] });
  await withChecks(app, ROLE_PAGE, { data: true }, async () => {
    expect((await rows(scoped.token)).map((row) => row.id)).toEqual([roleId('staff')]);
    expect(await rows(unscoped.token)).toEqual([]);
    expect(await rows(byOrganisation.token)).toEqual([]);
    expect((await rows(admin)).map((row) => row.id)).toEqual(expect.arrayContaining([roleId('staff'), roleId('admin'), roleId('dataEditor')]));
  });
});

it('columns not granted are absent from the rows', async () => {
  const reader = await pageReader(app, ROLE_PAGE, { columns: ['enCode', 'enabledMark'] });
  await withChecks(app, ROLE_PAGE, { columns: true }, async () => {
    const list = await rows(reader.token);
    expect(list.length).toBeGreaterThan(0);
    for (const row of list) expect(Object.keys(row).sort()).toEqual(['enCode', 'enabledMark', 'id']);
  });
});

it('form fields not granted are ignored on update and refused when required on create', async () => {
  const editor = await pageReader(app, ROLE_PAGE, { buttons: ['btn_add', 'btn_edit'], forms: ['enCode', 'description', 'globalMark'] });
  const id = roleId('dataEditor');
  const before = app.db.prepare('SELECT full_name AS fullName, en_code AS enCode FROM roles WHERE id = ?').get(id) as { fullName: string; enCode: string };
  await withChecks(app, ROLE_PAGE, { forms: true }, async () => {
    const updated = await call(app, 'PUT', `${BASE}/${id}`, { token: editor.token, body: { fullName: '改名', enCode: before.enCode, globalMark: 1, description: '新说明' } });
    expect(updated.code).toBe(200);
    expect(app.db.prepare('SELECT full_name AS fullName, description FROM roles WHERE id = ?').get(id)).toEqual({ fullName: before.fullName, description: '新说明' });
    const created = await call(app, 'POST', BASE, { token: editor.token, body: { fullName: '新角色', enCode: 'forms.role1', globalMark: 1 } });
    expect(created.code).toBe(400);
    const byAdmin = await call(app, 'PUT', `${BASE}/${id}`, { token: admin, body: { fullName: '改名', enCode: before.enCode, globalMark: 1 } });
    expect(byAdmin.code).toBe(200);
    expect((app.db.prepare('SELECT full_name AS n FROM roles WHERE id = ?').get(id) as { n: string }).n).toBe('改名');
  });
});

it('single-row GET, PUT, state and DELETE of a role outside the rules answer like a missing one and change nothing; in scope they work', async () => {
  const mine = createRole(app, []);
  const hidden = createRole(app, []);
  const row = (code: string): unknown => app.db.prepare('SELECT * FROM roles WHERE id = ?').get(roleId(code));
  const reader = await pageReader(app, ROLE_PAGE, { buttons: ['btn_edit', 'btn_remove'], rules: [{ field: 'enCode', symbol: '==', text: mine }] });
  await withChecks(app, ROLE_PAGE, { data: true }, async () => {
    const missing = await call(app, 'GET', `${BASE}/no-such-role`, { token: reader.token });
    expect(missing.code).toBe(404);
    const before = row(hidden);
    const id = roleId(hidden);
    const answers = [
      await call(app, 'GET', `${BASE}/${id}`, { token: reader.token }),
      await call(app, 'PUT', `${BASE}/${id}`, { token: reader.token, body: { fullName: '改名', enCode: hidden, globalMark: 1 } }),
      await call(app, 'PUT', `${BASE}/${id}/Actions/State`, { token: reader.token, body: { enabledMark: 0 } }),
      await call(app, 'DELETE', `${BASE}/${id}`, { token: reader.token }),
    ];
    for (const answer of answers) expect({ code: answer.code, msg: answer.msg }).toEqual({ code: 404, msg: missing.msg });
    expect(row(hidden)).toEqual(before);

    const own = roleId(mine);
    expect((await call(app, 'GET', `${BASE}/${own}`, { token: reader.token })).code).toBe(200);
    expect((await call(app, 'PUT', `${BASE}/${own}`, { token: reader.token, body: { fullName: '在范围内', enCode: mine, globalMark: 1 } })).code).toBe(200);
    expect(row(mine)).toMatchObject({ full_name: '在范围内' });
    expect((await call(app, 'PUT', `${BASE}/${own}/Actions/State`, { token: reader.token, body: { enabledMark: 0 } })).code).toBe(200);
    expect(row(mine)).toMatchObject({ enabled_mark: 0 });
    expect((await call(app, 'DELETE', `${BASE}/${own}`, { token: reader.token })).code).toBe(200);
    expect(row(mine)).toBeUndefined();
    expect((await call(app, 'GET', `${BASE}/${id}`, { token: admin })).code).toBe(200);
  });
});

it('single-row GET leaves out the columns the caller may not see (the fields they may edit stay)', async () => {
  const viewer = await pageReader(app, ROLE_PAGE, { columns: ['fullName'] });
  const editor = await pageReader(app, ROLE_PAGE, { buttons: ['btn_edit'], columns: ['fullName'], forms: ['organizeIdsTree'] });
  await withChecks(app, ROLE_PAGE, { columns: true, forms: true }, async () => {
    const seen = await call<Row>(app, 'GET', `${BASE}/${roleId('staff')}`, { token: viewer.token });
    expect(seen.code).toBe(200);
    expect(Object.keys(seen.data).sort()).toEqual(['fullName', 'id']);
    const edited = await call<Row>(app, 'GET', `${BASE}/${roleId('staff')}`, { token: editor.token });
    expect(Object.keys(edited.data).sort()).toEqual(['fullName', 'id', 'organizeIds', 'organizeIdsTree', 'organizeInfo']);
  });
});
