// The position list with the real engine: data rules in SQL, deny by default, column rights on
// rows, form rights on writes; administrators see and write everything.
import type { FastifyInstance } from 'fastify';
import { orgId, positionId } from '../../db/seed/organization';
import { buildTestApp, call, closeTestApp, signIn } from '../../testing';
import { pageReader, withChecks } from '../../testing/page-rights';
import { createPosition } from '../../testing/permission';
import { POSITION_PAGE } from './routes';
import { positionRoutes } from './routes';
import { userRelationRoutes } from '../user-relation/routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [positionRoutes, userRelationRoutes];

type Row = Record<string, unknown> & { id: string };
const BASE = '/api/permission/Position';
let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
});
afterAll(() => closeTestApp(app));

const rows = async (token: string): Promise<{ list: Row[]; total: number }> => {
  const result = await call<{ list: Row[]; pagination: { total: number } }>(app, 'GET', `${BASE}?pageSize=500`, { token });
  expect(result.code).toBe(200);
  return { list: result.data.list, total: result.data.pagination.total };
};

it('"organisation is mine" shows the positions of my organisation only; no scheme shows none; administrators all', async () => {
  const scoped = await pageReader(app, POSITION_PAGE, { organizeId: orgId('rd'), rules: [{ field: 'organizeId', symbol: '==', text: '@organizeId' }] });
  const unscoped = await pageReader(app, POSITION_PAGE, { organizeId: orgId('rd') });
  await withChecks(app, POSITION_PAGE, { data: true }, async () => {
    const seen = await rows(scoped.token);
    expect(seen.list.map((row) => row.id)).toEqual([positionId('engineer')]);
    expect(seen.total).toBe(1);
    expect(await rows(unscoped.token)).toEqual({ list: [], total: 0 });
    expect((await rows(admin)).list.map((row) => row.id)).toEqual(expect.arrayContaining([positionId('engineer'), positionId('gm'), positionId('accountant')]));
  });
});

it('columns not granted are absent from the rows', async () => {
  const reader = await pageReader(app, POSITION_PAGE, { columns: ['fullName'] });
  await withChecks(app, POSITION_PAGE, { columns: true }, async () => {
    const { list } = await rows(reader.token);
    expect(list.length).toBeGreaterThan(0);
    for (const row of list) expect(Object.keys(row).sort()).toEqual(['fullName', 'id']);
  });
});

it('form fields not granted are ignored on update and refused when required on create', async () => {
  const editor = await pageReader(app, POSITION_PAGE, { buttons: ['btn_add', 'btn_edit'], forms: ['organizeId', 'enCode', 'description'] });
  const id = positionId('marketer');
  await withChecks(app, POSITION_PAGE, { forms: true }, async () => {
    const updated = await call(app, 'PUT', `${BASE}/${id}`, {
      token: editor.token,
      body: { organizeId: orgId('marketing'), fullName: '改名', enCode: 'marketer', description: '新说明' },
    });
    expect(updated.code).toBe(200);
    expect(app.db.prepare('SELECT full_name AS fullName, description FROM positions WHERE id = ?').get(id)).toEqual({ fullName: '市场专员', description: '新说明' });
    const created = await call(app, 'POST', BASE, { token: editor.token, body: { organizeId: orgId('rd'), fullName: '新岗位', enCode: 'forms.pos1' } });
    expect(created.code).toBe(400);
    const byAdmin = await call(app, 'PUT', `${BASE}/${id}`, { token: admin, body: { organizeId: orgId('marketing'), fullName: '改名', enCode: 'marketer' } });
    expect(byAdmin.code).toBe(200);
    expect((app.db.prepare('SELECT full_name AS n FROM positions WHERE id = ?').get(id) as { n: string }).n).toBe('改名');
  });
});

it('single-row GET, PUT, state and DELETE of a position outside the rules answer like a missing one and change nothing; in scope they work', async () => {
  const mine = createPosition(app, orgId('rd'));
  const spare = createPosition(app, orgId('rd'));
  const hidden = createPosition(app, orgId('atrium'));
  const row = (id: string): unknown => app.db.prepare('SELECT * FROM positions WHERE id = ?').get(id);
  const reader = await pageReader(app, POSITION_PAGE, {
    organizeId: orgId('rd'),
    buttons: ['btn_edit', 'btn_remove'],
    rules: [{ field: 'organizeId', symbol: '==', text: '@organizeId' }],
  });
  await withChecks(app, POSITION_PAGE, { data: true }, async () => {
    const missing = await call(app, 'GET', `${BASE}/no-such-position`, { token: reader.token });
    expect(missing.code).toBe(404);
    const before = row(hidden);
    const answers = [
      await call(app, 'GET', `${BASE}/${hidden}`, { token: reader.token }),
      await call(app, 'PUT', `${BASE}/${hidden}`, { token: reader.token, body: { organizeId: orgId('rd'), fullName: '改名', enCode: 'scope.hidden' } }),
      await call(app, 'PUT', `${BASE}/${hidden}/Actions/State`, { token: reader.token, body: { enabledMark: 0 } }),
      await call(app, 'DELETE', `${BASE}/${hidden}`, { token: reader.token }),
    ];
    for (const answer of answers) expect({ code: answer.code, msg: answer.msg }).toEqual({ code: 404, msg: missing.msg });
    expect(row(hidden)).toEqual(before);

    expect((await call(app, 'GET', `${BASE}/${mine}`, { token: reader.token })).code).toBe(200);
    expect((await call(app, 'PUT', `${BASE}/${mine}`, { token: reader.token, body: { organizeId: orgId('rd'), fullName: '在范围内', enCode: 'scope.mine' } })).code).toBe(200);
    expect(row(mine)).toMatchObject({ full_name: '在范围内' });
    expect((await call(app, 'PUT', `${BASE}/${mine}/Actions/State`, { token: reader.token, body: { enabledMark: 0 } })).code).toBe(200);
    expect(row(mine)).toMatchObject({ enabled_mark: 0 });
    expect((await call(app, 'DELETE', `${BASE}/${spare}`, { token: reader.token })).code).toBe(200);
    expect(row(spare)).toBeUndefined();
    expect((await call(app, 'GET', `${BASE}/${hidden}`, { token: admin })).code).toBe(200);
  });
});

it('single-row GET leaves out the columns the caller may not see (the fields they may edit stay)', async () => {
  const viewer = await pageReader(app, POSITION_PAGE, { columns: ['fullName'] });
  const editor = await pageReader(app, POSITION_PAGE, { buttons: ['btn_edit'], columns: ['fullName'], forms: ['organizeId'] });
  await withChecks(app, POSITION_PAGE, { columns: true, forms: true }, async () => {
    const seen = await call<Row>(app, 'GET', `${BASE}/${positionId('engineer')}`, { token: viewer.token });
    expect(seen.code).toBe(200);
    expect(Object.keys(seen.data).sort()).toEqual(['fullName', 'id']);
    const edited = await call<Row>(app, 'GET', `${BASE}/${positionId('engineer')}`, { token: editor.token });
    expect(Object.keys(edited.data).sort()).toEqual(['department', 'fullName', 'id', 'organizeId']);
  });
});

it('the members of a position outside the rules answer like a missing position (read and replace), and nothing changes', async () => {
  const hidden = createPosition(app, orgId('atrium'));
  const mine = createPosition(app, orgId('rd'));
  const members = (id: string): unknown => app.db.prepare('SELECT user_id FROM user_positions WHERE position_id = ? ORDER BY user_id').all(id);
  const reader = await pageReader(app, POSITION_PAGE, {
    organizeId: orgId('rd'),
    buttons: ['btn_edit'],
    rules: [{ field: 'organizeId', symbol: '==', text: '@organizeId' }],
  });
  await withChecks(app, POSITION_PAGE, { data: true }, async () => {
    const relation = (id: string) => `/api/permission/UserRelation/${id}?objectType=Position`;
    const missing = await call(app, 'GET', relation('no-such-position'), { token: reader.token });
    expect(missing.code).toBe(404);
    const before = members(hidden);
    const read = await call(app, 'GET', relation(hidden), { token: reader.token });
    const write = await call(app, 'POST', relation(hidden), { token: reader.token, body: { objectType: 'Position', userIds: [reader.id] } });
    for (const answer of [read, write]) expect({ code: answer.code, msg: answer.msg }).toEqual({ code: 404, msg: missing.msg });
    expect(members(hidden)).toEqual(before);
    expect((await call(app, 'GET', relation(mine), { token: reader.token })).code).toBe(200);
  });
});
