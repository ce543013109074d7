// The group list with the real engine: data rules in SQL, deny by default, column rights on rows,
// form rights on writes; administrators see and write everything.
import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, closeTestApp, signIn } from '../../testing';
import { pageReader, withChecks } from '../../testing/page-rights';
import { GROUP_PAGE } from './routes';
import { groupRoutes } from './routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [groupRoutes];

type Row = Record<string, unknown> & { id: string; enCode?: string };
const BASE = '/api/permission/Group';
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

it('a rule on enCode shows the matching groups only; no scheme shows none; administrators all', async () => {
  const all = await rows(admin);
  expect(all.length).toBeGreaterThan(1);
  const wanted = all[0] as Row;
  const scoped = await pageReader(app, GROUP_PAGE, { rules: [{ field: 'enCode', symbol: '==', text: String(wanted.enCode) }] });
  const unscoped = await pageReader(app, GROUP_PAGE);
  await withChecks(app, GROUP_PAGE, { data: true }, async () => {
    expect((await rows(scoped.token)).map((row) => row.id)).toEqual([wanted.id]);
    expect(await rows(unscoped.token)).toEqual([]);
    expect((await rows(admin)).length).toBe(all.length);
  });
});

it('columns not granted are absent from the rows', async () => {
  const reader = await pageReader(app, GROUP_PAGE, { columns: ['fullName'] });
  await withChecks(app, GROUP_PAGE, { columns: true }, async () => {
    const list = await rows(reader.token);
    expect(list.length).toBeGreaterThan(0);
    for (const row of list) expect(Object.keys(row).sort()).toEqual(['fullName', 'id']);
  });
});

it('form fields not granted are ignored on update and refused when required on create', async () => {
  const editor = await pageReader(app, GROUP_PAGE, { buttons: ['btn_add', 'btn_edit'], forms: ['enCode', 'description'] });
  const group = (await rows(admin))[0] as Row;
  const before = app.db.prepare('SELECT full_name AS fullName, en_code AS enCode FROM user_groups WHERE id = ?').get(group.id) as { fullName: string; enCode: string };
  await withChecks(app, GROUP_PAGE, { forms: true }, async () => {
    const updated = await call(app, 'PUT', `${BASE}/${group.id}`, { token: editor.token, body: { fullName: '改名', enCode: before.enCode, description: '新说明' } });
    expect(updated.code).toBe(200);
    expect(app.db.prepare('SELECT full_name AS fullName, description FROM user_groups WHERE id = ?').get(group.id)).toEqual({ fullName: before.fullName, description: '新说明' });
    const created = await call(app, 'POST', BASE, { token: editor.token, body: { fullName: '新分组', enCode: 'forms.group1' } });
    expect(created.code).toBe(400);
  });
});

it('single-row GET, PUT and DELETE of a group outside the rules answer like a missing one and change nothing; in scope they work', async () => {
  const make = async (enCode: string): Promise<string> =>
    (await call<{ id: string }>(app, 'POST', BASE, { token: admin, body: { fullName: enCode, enCode, type: '' } })).data.id;
  const mine = await make('scope.mine');
  const hidden = await make('scope.hidden');
  const row = (id: string): unknown => app.db.prepare('SELECT * FROM user_groups WHERE id = ?').get(id);
  const reader = await pageReader(app, GROUP_PAGE, { buttons: ['btn_edit', 'btn_remove'], rules: [{ field: 'enCode', symbol: '==', text: 'scope.mine' }] });
  await withChecks(app, GROUP_PAGE, { data: true }, async () => {
    const missing = await call(app, 'GET', `${BASE}/no-such-group`, { token: reader.token });
    expect(missing.code).toBe(404);
    const before = row(hidden);
    const answers = [
      await call(app, 'GET', `${BASE}/${hidden}`, { token: reader.token }),
      await call(app, 'PUT', `${BASE}/${hidden}`, { token: reader.token, body: { fullName: '改名', enCode: 'scope.hidden' } }),
      await call(app, 'DELETE', `${BASE}/${hidden}`, { token: reader.token }),
    ];
    for (const answer of answers) expect({ code: answer.code, msg: answer.msg }).toEqual({ code: 404, msg: missing.msg });
    expect(row(hidden)).toEqual(before);

    expect((await call(app, 'GET', `${BASE}/${mine}`, { token: reader.token })).code).toBe(200);
    expect((await call(app, 'PUT', `${BASE}/${mine}`, { token: reader.token, body: { fullName: '在范围内', enCode: 'scope.mine' } })).code).toBe(200);
    expect(row(mine)).toMatchObject({ full_name: '在范围内' });
    expect((await call(app, 'DELETE', `${BASE}/${mine}`, { token: reader.token })).code).toBe(200);
    expect(row(mine)).toBeUndefined();
    expect((await call(app, 'GET', `${BASE}/${hidden}`, { token: admin })).code).toBe(200);
  });
});

it('single-row GET leaves out the columns the caller may not see (the fields they may edit stay)', async () => {
  const id = (await rows(admin))[0]?.id as string;
  const viewer = await pageReader(app, GROUP_PAGE, { columns: ['fullName'] });
  const editor = await pageReader(app, GROUP_PAGE, { buttons: ['btn_edit'], columns: ['fullName'], forms: ['description'] });
  await withChecks(app, GROUP_PAGE, { columns: true, forms: true }, async () => {
    const seen = await call<Row>(app, 'GET', `${BASE}/${id}`, { token: viewer.token });
    expect(seen.code).toBe(200);
    expect(Object.keys(seen.data).sort()).toEqual(['fullName', 'id']);
    expect(Object.keys((await call<Row>(app, 'GET', `${BASE}/${id}`, { token: editor.token })).data).sort()).toEqual(['description', 'fullName', 'id']);
  });
});
