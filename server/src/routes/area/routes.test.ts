import type { FastifyInstance } from 'fastify';
import { areaId } from '../../db/seed/areas';
import { buildTestApp, call, closeTestApp, createUser, signIn } from '../../testing';
import { areaRoutes } from './routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [areaRoutes];

interface AreaNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  type: number;
  isLeaf: boolean;
  hasChildren: boolean;
  enabledMark: number;
  sortCode: number;
}

const BASE = '/api/system/Area';

let app: FastifyInstance;
let admin: string;
let viewer: string;

beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
  viewer = await signIn(app, 'viewer');
});

afterAll(async () => {
  await closeTestApp(app);
});

const areaCount = (): number => (app.db.prepare('SELECT COUNT(*) AS n FROM areas').get() as { n: number }).n;
const children = async (parentId: string, token = viewer, query = '') =>
  (await call<{ list: AreaNode[] }>(app, 'GET', `${BASE}/${parentId}${query}`, { token })).data.list;

let sequence = 0;
const valid = (overrides: Record<string, unknown> = {}) => {
  sequence += 1;
  return { parentId: areaId('320100'), fullName: '测试区', enCode: `9999${String(sequence).padStart(2, '0')}`, sortCode: 9, enabledMark: 1, description: '', ...overrides };
};

describe('reading areas', () => {
  it('lists provinces under -1, then cities and districts lazily', async () => {
    const provinces = await children('-1');
    expect(provinces.map((p) => p.fullName)).toEqual(['北京市', '江苏省', '浙江省', '广东省']);
    expect(provinces[0]).toMatchObject({ enCode: '110000', type: 1, isLeaf: false, hasChildren: true, parentId: '-1', enabledMark: 1 });
    const cities = await children(areaId('440000'));
    expect(cities.map((c) => c.fullName)).toEqual(['广州市', '深圳市', '珠海市']);
    expect(cities[0]?.type).toBe(2);
    const districts = await children(areaId('440300'));
    expect(districts.map((d) => d.enCode)).toEqual(['440303', '440304', '440305']);
    expect(districts[0]).toMatchObject({ type: 3, isLeaf: true, hasChildren: false });
  });

  it('filters the children of a parent by keyword', async () => {
    expect((await children('-1', viewer, `?keyword=${encodeURIComponent('江')}`)).map((p) => p.enCode)).toEqual(['320000', '330000']);
  });

  it('searches the whole tree with deep=1: the matches at any level with every area above them (issue 17 item 6)', async () => {
    const found = await children('-1', viewer, `?keyword=${encodeURIComponent('福田')}&deep=1`);
    expect(found.map((area) => area.enCode)).toEqual(['440000', '440300', '440304']);
    expect(found.map((area) => area.parentId)).toEqual(['-1', areaId('440000'), areaId('440300')]);
    expect(found[2]).toMatchObject({ fullName: '福田区', type: 3, isLeaf: true });
    // A city is found by its code too, and keeps its real child count (its districts load on opening).
    const city = await children('-1', viewer, '?keyword=440100&deep=1');
    expect(city.map((area) => area.enCode)).toEqual(['440000', '440100']);
    expect(city[1]).toMatchObject({ hasChildren: true });
    // Every area answered hangs under the root or under another area answered.
    const wide = await children('-1', viewer, `?keyword=${encodeURIComponent('江')}&deep=1`);
    const ids = new Set(wide.map((area) => area.id));
    expect(wide.every((area) => area.parentId === '-1' || ids.has(area.parentId))).toBe(true);
    expect(wide.map((area) => area.enCode)).toEqual(expect.arrayContaining(['320000', '330000']));
    expect(await children('-1', viewer, `?keyword=${encodeURIComponent('无此地')}&deep=1`)).toEqual([]);
  });

  it('ignores deep below the root and without a keyword (JNPF\'s one-level answers)', async () => {
    expect((await children(areaId('440000'), viewer, `?keyword=${encodeURIComponent('深')}&deep=1`)).map((area) => area.enCode)).toEqual(['440300']);
    expect((await children('-1', viewer, '?deep=1')).map((area) => area.fullName)).toEqual(['北京市', '江苏省', '浙江省', '广东省']);
  });

  it('returns one area with its details, 404 when unknown', async () => {
    const info = await call<AreaNode & { description: string }>(app, 'GET', `${BASE}/${areaId('330106')}/Info`, { token: viewer });
    expect(info.data).toMatchObject({ fullName: '西湖区', enCode: '330106', type: 3, parentId: areaId('330100'), description: '' });
    expect((await call(app, 'GET', `${BASE}/nothing/Info`, { token: viewer })).code).toBe(404);
  });

  it('offers parent choices without the edited area, enabled only, to any signed-in user', async () => {
    const user = await createUser(app, { roles: [] });
    const token = await signIn(app, user.account, user.password);
    const result = await call<{ list: AreaNode[] }>(app, 'GET', `${BASE}/-1/Selector/${areaId('320000')}`, { token });
    expect(result.code).toBe(200);
    expect(result.data.list.map((p) => p.enCode)).toEqual(['110000', '330000', '440000']);
    const all = await call<{ list: AreaNode[] }>(app, 'GET', `${BASE}/${areaId('320000')}/Selector/0`, { token });
    expect(all.data.list).toHaveLength(3);
    // The management list itself stays behind the page permission.
    expect((await call(app, 'GET', `${BASE}/-1`, { token })).code).toBe(403);
  });

  it('turns id paths into name paths, skipping unknown ids', async () => {
    const result = await call<string[][]>(app, 'POST', `${BASE}/GetAreaByIds`, {
      token: viewer,
      body: { idsList: [[areaId('440000'), areaId('440300'), areaId('440305')], [areaId('110000'), 'gone']] },
    });
    expect(result.data).toEqual([['广东省', '深圳市', '南山区'], ['北京市']]);
    const bad = await call(app, 'POST', `${BASE}/GetAreaByIds`, { token: viewer, body: { idsList: [{ id: 'x' }] } });
    expect(bad.code).toBe(400);
  });
});

describe('writing areas', () => {
  it('creates a district under a city, edits, toggles and deletes it', async () => {
    const created = await call<{ id: string }>(app, 'POST', BASE, { token: admin, body: valid({ fullName: '江宁区', enCode: '320115' }) });
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    const id = created.data.id;
    expect((await call<AreaNode>(app, 'GET', `${BASE}/${id}/Info`, { token: admin })).data).toMatchObject({ type: 3, sortCode: 9 });
    const city = (await children(areaId('320000'))).find((c) => c.enCode === '320100');
    expect(city?.hasChildren).toBe(true);
    const edit = await call(app, 'PUT', `${BASE}/${id}`, { token: admin, body: valid({ fullName: '江宁', enCode: '320115' }) });
    expect(edit.code).toBe(200);
    expect((await call<{ enabledMark: number }>(app, 'PUT', `${BASE}/${id}/Actions/State`, { token: admin })).data.enabledMark).toBe(0);
    expect((await call<{ list: AreaNode[] }>(app, 'GET', `${BASE}/${areaId('320100')}/Selector/0`, { token: admin })).data.list.map((a) => a.id)).not.toContain(id);
    expect((await call(app, 'DELETE', `${BASE}/${id}`, { token: admin })).code).toBe(200);
    expect((await call(app, 'GET', `${BASE}/${id}/Info`, { token: admin })).code).toBe(404);
  });

  it('creates a province under -1', async () => {
    const created = await call<{ id: string }>(app, 'POST', BASE, { token: admin, body: valid({ parentId: '-1', fullName: '上海市', enCode: '310000' }) });
    expect((await call<AreaNode>(app, 'GET', `${BASE}/${created.data.id}/Info`, { token: admin })).data.type).toBe(1);
  });

  it('refuses to delete an area with children', async () => {
    const before = areaCount();
    expect(await call(app, 'DELETE', `${BASE}/${areaId('440000')}`, { token: admin })).toMatchObject({ code: 400, msg: '该区域下有子区域，请先删除子区域' });
    expect(areaCount()).toBe(before);
  });

  it('refuses to move an area to another parent', async () => {
    const result = await call(app, 'PUT', `${BASE}/${areaId('440305')}`, { token: admin, body: valid({ parentId: areaId('440100'), fullName: '南山区', enCode: '440305' }) });
    expect(result).toMatchObject({ code: 400, msg: '不能修改上级区域' });
  });

  it('refuses a fifth level', async () => {
    const street = await call<{ id: string }>(app, 'POST', BASE, { token: admin, body: valid({ parentId: areaId('440305'), fullName: '粤海街道', enCode: '440305001' }) });
    expect(street.code).toBe(200);
    const before = areaCount();
    const deeper = await call(app, 'POST', BASE, { token: admin, body: valid({ parentId: street.data.id }) });
    expect(deeper).toMatchObject({ code: 400, msg: '行政区划最多为4级' });
    expect(areaCount()).toBe(before);
  });

  it.each([
    ['no parent', { parentId: undefined }, '请选择上级'],
    ['an unknown parent', { parentId: '404' }, '上级不存在'],
    ['no name', { fullName: '' }, '请输入名称'],
    ['a blank name', { fullName: '\u3000' }, 'fullName 不能只包含空白字符'],
    ['a hidden character in the name', { fullName: '区\u202E' }, 'fullName 不能包含不可见字符'],
    ['a name of 51 characters', { fullName: '区'.repeat(51) }, '名称最多为50个字符！'],
    ['no code', { enCode: undefined }, '请输入编码'],
    ['a duplicate code', { enCode: '110000' }, '编码已存在：110000'],
    ['a code of 51 characters', { enCode: '1'.repeat(51) }, '编码最多为50个字符！'],
    ['a code with a dot at the end', { enCode: '3201.' }, '编码只能输入英文、数字和小数点且小数点不能放在首尾'],
    ['a sort of 1000000', { sortCode: 1000000 }, '排序应为 0 到 999999 之间的整数'],
    ['an enabled flag of 5', { enabledMark: 5 }, 'enabledMark 只能是 0, 1'],
  ])('refuses %s with 400 and writes nothing', async (_label, overrides, msg) => {
    const before = areaCount();
    const result = await call(app, 'POST', BASE, { token: admin, body: valid(overrides) });
    expect(result).toMatchObject({ code: 400, msg });
    expect(areaCount()).toBe(before);
  });

  it('refuses every write to the viewer', async () => {
    const before = areaCount();
    const id = areaId('110101');
    expect((await call(app, 'POST', BASE, { token: viewer, body: valid() })).code).toBe(403);
    expect((await call(app, 'PUT', `${BASE}/${id}`, { token: viewer, body: valid({ parentId: areaId('110100'), enCode: '110101' }) })).code).toBe(403);
    expect((await call(app, 'PUT', `${BASE}/${id}/Actions/State`, { token: viewer })).code).toBe(403);
    expect((await call(app, 'DELETE', `${BASE}/${id}`, { token: viewer })).code).toBe(403);
    expect(areaCount()).toBe(before);
    expect((await call<AreaNode>(app, 'GET', `${BASE}/${id}/Info`, { token: viewer })).data.enabledMark).toBe(1);
  });
});
