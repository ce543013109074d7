// The area tree with the real engine: data rules in SQL level by level (a hidden area hides its
// subtree; hasChildren counts only visible children), deny by default, column rights, form rights.
import type { FastifyInstance } from 'fastify';
import { areaId } from '../../db/seed/areas';
import { buildTestApp, call, closeTestApp, signIn } from '../../testing';
import { pageReader, withChecks } from '../../testing/page-rights';
import { AREA_PAGE } from './access';
import { areaRoutes } from './routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [areaRoutes];

type Node = Record<string, unknown> & { id: string; hasChildren: boolean };
const BASE = '/api/system/Area';
let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
});
afterAll(() => closeTestApp(app));

const children = async (token: string, parentId: string): Promise<Node[]> => {
  const result = await call<{ list: Node[] }>(app, 'GET', `${BASE}/${parentId}`, { token });
  expect(result.code).toBe(200);
  return result.data.list;
};

it('"code contains 32, level at most 2" shows 江苏 and its cities, without districts; no scheme shows nothing', async () => {
  const scoped = await pageReader(app, AREA_PAGE, {
    rules: [{ field: 'enCode', symbol: 'like', text: '32' }, { field: 'type', symbol: '<=', text: '2', fieldType: 'int' }],
  });
  const unscoped = await pageReader(app, AREA_PAGE);
  await withChecks(app, AREA_PAGE, { data: true }, async () => {
    expect((await children(scoped.token, '-1')).map((node) => node.id)).toEqual([areaId('320000')]);
    const cities = await children(scoped.token, areaId('320000'));
    expect(cities.map((node) => node.id)).toEqual([areaId('320100'), areaId('320200'), areaId('320500')]);
    expect(cities.every((node) => !node.hasChildren)).toBe(true);
    expect(await children(scoped.token, areaId('320100'))).toEqual([]);
    // Below a hidden province nothing shows, even a child that the rules alone would let through.
    expect(await children(scoped.token, areaId('110000'))).toEqual([]);
    expect(await children(unscoped.token, '-1')).toEqual([]);
    expect((await children(admin, '-1')).length).toBe(4);
  });
});

it('the deep keyword search keeps to the data rules: hidden matches and matches below a hidden area are left out', async () => {
  const scoped = await pageReader(app, AREA_PAGE, {
    rules: [{ field: 'enCode', symbol: 'like', text: '32' }, { field: 'type', symbol: '<=', text: '2', fieldType: 'int' }],
  });
  const search = (keyword: string) => children(scoped.token, `-1?keyword=${encodeURIComponent(keyword)}&deep=1`);
  await withChecks(app, AREA_PAGE, { data: true }, async () => {
    // 南京市 passes; its districts (level 3) do not; 杭州市 sits below a hidden province.
    expect((await search('南京')).map((node) => node.id)).toEqual([areaId('320000'), areaId('320100')]);
    expect((await search('南京'))[1]?.hasChildren).toBe(false);
    expect(await search('玄武')).toEqual([]);
    expect(await search('杭州')).toEqual([]);
  });
});

it('columns not granted are absent from the nodes; the tree links stay', async () => {
  const reader = await pageReader(app, AREA_PAGE, { columns: ['enCode'] });
  await withChecks(app, AREA_PAGE, { columns: true }, async () => {
    const list = await children(reader.token, '-1');
    expect(list.length).toBe(4);
    for (const node of list) expect(Object.keys(node).sort()).toEqual(['enCode', 'hasChildren', 'id', 'isLeaf', 'parentId', 'type']);
  });
});

it('form fields not granted are ignored on update and refused when required on create', async () => {
  const editor = await pageReader(app, AREA_PAGE, { buttons: ['btn_add', 'btn_edit'], forms: ['parentId', 'enCode', 'description'] });
  const id = areaId('440400');
  await withChecks(app, AREA_PAGE, { forms: true }, async () => {
    const updated = await call(app, 'PUT', `${BASE}/${id}`, { token: editor.token, body: { parentId: areaId('440000'), fullName: '改名', enCode: '440400', description: '新说明' } });
    expect(updated.code).toBe(200);
    expect(app.db.prepare('SELECT full_name AS fullName, description FROM areas WHERE id = ?').get(id)).toEqual({ fullName: '珠海市', description: '新说明' });
    const created = await call(app, 'POST', BASE, { token: editor.token, body: { parentId: id, fullName: '新区', enCode: '440499' } });
    expect(created.code).toBe(400);
  });
});

it('single-row Info, PUT, state and DELETE of an area the rules hide (itself or one above it) answer like a missing one and change nothing; in scope they work', async () => {
  const make = async (parentId: string, enCode: string): Promise<string> =>
    (await call<{ id: string }>(app, 'POST', BASE, { token: admin, body: { parentId, fullName: enCode, enCode } })).data.id;
  const below = await make(areaId('320100'), '320199');
  const spare = await make(areaId('440400'), '440498');
  const row = (id: string): unknown => app.db.prepare('SELECT * FROM areas WHERE id = ?').get(id);
  const reader = await pageReader(app, AREA_PAGE, { buttons: ['btn_edit', 'btn_remove'], rules: [{ field: 'enCode', symbol: '<>', text: '320000' }] });
  await withChecks(app, AREA_PAGE, { data: true }, async () => {
    const missing = await call(app, 'GET', `${BASE}/no-such-area/Info`, { token: reader.token });
    expect(missing.code).toBe(404);
    // 320000 fails the rule; 320100 and the new 320199 pass it but sit below 320000, as in the tree.
    for (const [id, parentId, enCode] of [[areaId('320000'), '-1', '320000'], [areaId('320100'), areaId('320000'), '320100'], [below, areaId('320100'), '320199']] as const) {
      const before = row(id);
      const answers = [
        await call(app, 'GET', `${BASE}/${id}/Info`, { token: reader.token }),
        await call(app, 'PUT', `${BASE}/${id}`, { token: reader.token, body: { parentId, fullName: '改名', enCode } }),
        await call(app, 'PUT', `${BASE}/${id}/Actions/State`, { token: reader.token }),
        await call(app, 'DELETE', `${BASE}/${id}`, { token: reader.token }),
      ];
      for (const answer of answers) expect({ code: answer.code, msg: answer.msg }).toEqual({ code: 404, msg: missing.msg });
      expect(row(id)).toEqual(before);
    }

    const id = areaId('440400');
    expect((await call(app, 'GET', `${BASE}/${id}/Info`, { token: reader.token })).code).toBe(200);
    expect((await call(app, 'PUT', `${BASE}/${id}`, { token: reader.token, body: { parentId: areaId('440000'), fullName: '珠海', enCode: '440400' } })).code).toBe(200);
    expect(row(id)).toMatchObject({ full_name: '珠海' });
    expect((await call(app, 'PUT', `${BASE}/${spare}/Actions/State`, { token: reader.token })).code).toBe(200);
    expect(row(spare)).toMatchObject({ enabled_mark: 0 });
    expect((await call(app, 'DELETE', `${BASE}/${spare}`, { token: reader.token })).code).toBe(200);
    expect(row(spare)).toBeUndefined();
    expect((await call(app, 'GET', `${BASE}/${below}/Info`, { token: admin })).code).toBe(200);
  });
});

it('single-row Info leaves out the columns the caller may not see; the tree links and the fields they may edit stay', async () => {
  const viewer = await pageReader(app, AREA_PAGE, { columns: ['enCode'] });
  const editor = await pageReader(app, AREA_PAGE, { buttons: ['btn_edit'], columns: ['enCode'], forms: ['description'] });
  await withChecks(app, AREA_PAGE, { columns: true, forms: true }, async () => {
    const seen = await call<Node>(app, 'GET', `${BASE}/${areaId('440000')}/Info`, { token: viewer.token });
    expect(seen.code).toBe(200);
    expect(Object.keys(seen.data).sort()).toEqual(['enCode', 'hasChildren', 'id', 'isLeaf', 'parentId', 'type']);
    const edited = await call<Node>(app, 'GET', `${BASE}/${areaId('440000')}/Info`, { token: editor.token });
    expect(Object.keys(edited.data).sort()).toEqual(['description', 'enCode', 'hasChildren', 'id', 'isLeaf', 'parentId', 'type']);
  });
});
