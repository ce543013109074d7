// The role list with the real engine: data rules in SQL, deny by default, column rights on rows,
// form rights on writes; administrators see and write everything.
import type { FastifyInstance } from 'fastify';
import { roleId } from '../../db/seed/organization';
import { buildTestApp, call, closeTestApp, signIn } from '../../testing';
import { pageReader, withChecks } from '../../testing/page-rights';
import { ROLE_PAGE } from './routes';

type Row = Record<string, unknown> & { id: string };
const BASE = '/api/permission/Role';
let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  app = await buildTestApp();
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
