import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, closeTestApp, createUser, signIn } from '../../testing';
import { dictionaryDataRoutes } from './data-routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [dictionaryDataRoutes];

interface DataNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  enabledMark: number;
  hasChildren: boolean;
  children: DataNode[];
}

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

const BASE = '/api/system/DictionaryData';
const dataCount = (): number => (app.db.prepare('SELECT COUNT(*) AS n FROM dictionary_data').get() as { n: number }).n;
const typeId = (enCode: string): string =>
  (app.db.prepare('SELECT id FROM dictionary_types WHERE en_code = ?').get(enCode) as { id: string }).id;
const itemId = (type: string, enCode: string): string =>
  (app.db.prepare('SELECT id FROM dictionary_data WHERE dictionary_type_id = ? AND en_code = ?').get(typeId(type), enCode) as { id: string }).id;
const flatten = (nodes: DataNode[]): DataNode[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);

const valid = (overrides: Record<string, unknown> = {}) => ({
  dictionaryTypeId: typeId('sex'),
  parentId: '0',
  fullName: '其他',
  enCode: '9',
  enabledMark: 1,
  sortCode: 9,
  description: '',
  ...overrides,
});

describe('reading dictionary data', () => {
  it('lists a flat dictionary by id or by code', async () => {
    const byId = await call<{ list: DataNode[] }>(app, 'GET', `${BASE}/${typeId('sex')}`, { token: viewer });
    expect(byId.data.list.map((item) => item.fullName)).toEqual(['男', '女', '保密']);
    const byCode = await call<{ list: DataNode[] }>(app, 'GET', `${BASE}/sex`, { token: viewer });
    expect(byCode.data.list).toEqual(byId.data.list);
  });

  it('returns a tree for a tree dictionary, and a flat list with a keyword or isTree=0', async () => {
    const tree = await call<{ list: DataNode[] }>(app, 'GET', `${BASE}/IndustryType`, { token: viewer });
    expect(tree.data.list.map((item) => item.enCode)).toEqual(['manufacturing', 'it', 'finance']);
    const it = tree.data.list.find((item) => item.enCode === 'it');
    expect(it?.hasChildren).toBe(true);
    expect(flatten(it?.children ?? []).map((item) => item.enCode)).toEqual(['software', 'saas', 'embedded', 'itService']);
    const flat = await call<{ list: DataNode[] }>(app, 'GET', `${BASE}/IndustryType?isTree=0`, { token: viewer });
    expect(flat.data.list).toHaveLength(9);
    const search = await call<{ list: DataNode[] }>(app, 'GET', `${BASE}/IndustryType?keyword=${encodeURIComponent('软件')}`, { token: viewer });
    expect(search.data.list.map((item) => item.enCode)).toEqual(['software', 'embedded']);
  });

  it('answers 404 for an unknown dictionary', async () => {
    expect((await call(app, 'GET', `${BASE}/nothing`, { token: viewer })).code).toBe(404);
  });

  it('gives every signed-in user the enabled data of all dictionaries for the client cache', async () => {
    const user = await createUser(app, { roles: [] });
    const token = await signIn(app, user.account, user.password);
    const all = await call<{ list: Array<{ enCode: string; isTree: number; dictionaryList: DataNode[] }> }>(app, 'GET', `${BASE}/All`, { token });
    expect(all.code).toBe(200);
    const sex = all.data.list.find((type) => type.enCode === 'sex');
    expect(sex?.dictionaryList.map((item) => item.enCode)).toEqual(['1', '2', '3']);
    const industry = all.data.list.find((type) => type.enCode === 'IndustryType');
    expect(industry?.dictionaryList.map((item) => item.enCode)).toEqual(['manufacturing', 'it', 'finance']);
    const options = await call<{ list: DataNode[] }>(app, 'GET', `${BASE}/sex/Data/Selector`, { token });
    expect(options.data.list).toHaveLength(3);
    // The management list stays behind the page permission.
    expect((await call(app, 'GET', `${BASE}/sex`, { token })).code).toBe(403);
  });

  it('offers parents under the category itself, without the edited item and its subtree', async () => {
    const result = await call<{ list: DataNode[] }>(app, 'GET', `${BASE}/IndustryType/Selector/${itemId('IndustryType', 'software')}`, { token: admin });
    expect(result.data.list).toHaveLength(1);
    expect(result.data.list[0]).toMatchObject({ id: typeId('IndustryType'), fullName: '行业分类' });
    const codes = flatten(result.data.list).map((item) => item.enCode);
    expect(codes).toContain('it');
    expect(codes).not.toContain('software');
    expect(codes).not.toContain('saas');
  });

  it('returns one item by id', async () => {
    const result = await call<Record<string, unknown>>(app, 'GET', `${BASE}/${itemId('sex', '1')}/Info`, { token: viewer });
    expect(result.data).toMatchObject({ fullName: '男', enCode: '1', parentId: '0', enabledMark: 1, dictionaryTypeId: typeId('sex') });
    expect((await call(app, 'GET', `${BASE}/404/Info`, { token: viewer })).code).toBe(404);
  });
});

describe('writing dictionary data', () => {
  it('creates an item; the category id as parent means the top level', async () => {
    const result = await call<{ id: string }>(app, 'POST', BASE, { token: admin, body: valid({ parentId: typeId('sex') }) });
    expect(result).toMatchObject({ code: 200, msg: '新建成功' });
    const info = await call<{ parentId: string; sortCode: number }>(app, 'GET', `${BASE}/${result.data.id}/Info`, { token: admin });
    expect(info.data).toMatchObject({ parentId: '0', sortCode: 9 });
  });

  it('keeps codes unique within a dictionary but not across dictionaries', async () => {
    const before = dataCount();
    const duplicate = await call(app, 'POST', BASE, { token: admin, body: valid({ enCode: '1', fullName: '重复' }) });
    expect(duplicate).toMatchObject({ code: 400, msg: '编码已存在：1' });
    expect(dataCount()).toBe(before);
    const elsewhere = await call(app, 'POST', BASE, { token: admin, body: valid({ dictionaryTypeId: typeId('Education'), enCode: '1', fullName: '其他学历' }) });
    expect(elsewhere.code).toBe(200);
  });

  it('accepts 50 emoji as a name and sort 999999', async () => {
    const result = await call(app, 'POST', BASE, { token: admin, body: valid({ fullName: '🎉'.repeat(50), enCode: 'party', sortCode: 999999 }) });
    expect(result.code).toBe(200);
  });

  it.each([
    ['no category', { dictionaryTypeId: undefined }, 400, 'dictionaryTypeId 不能为空'],
    ['an unknown category', { dictionaryTypeId: 'nothing' }, 404, '字典分类不存在或已被删除'],
    ['no parent', { parentId: undefined }, 400, '请选择上级'],
    ['a parent in a flat dictionary', { parentId: '12345' }, 400, '该字典不是树形，只能添加顶级数据'],
    ['no name', { fullName: undefined }, 400, '请输入名称'],
    ['a whitespace-only name', { fullName: ' \u3000 ' }, 400, 'fullName 不能只包含空白字符'],
    ['a zero-width joiner in the name', { fullName: '男\u200D' }, 400, 'fullName 不能包含不可见字符'],
    ['a bidi override in the name', { fullName: '\u202E男' }, 400, 'fullName 不能包含不可见字符'],
    ['51 emoji', { fullName: '🎉'.repeat(51) }, 400, '字典名称最多为50个字符！'],
    ['no code', { enCode: '' }, 400, '请输入编码'],
    ['a code of 51 characters', { enCode: 'x'.repeat(51) }, 400, '字典编码最多为50个字符！'],
    ['a control character in the code', { enCode: 'a\u0007' }, 400, 'enCode 不能包含不可见字符'],
    ['a sort of 1000000', { sortCode: 1000000 }, 400, '排序应为 0 到 999999 之间的整数'],
    ['an enabled flag of 2', { enabledMark: 2 }, 400, 'enabledMark 只能是 0, 1'],
    ['a name that is not a string', { fullName: { zh: '男' } }, 400, 'fullName 的类型应为 string'],
  ])('refuses %s and writes nothing', async (_label, overrides, code, msg) => {
    const before = dataCount();
    const result = await call(app, 'POST', BASE, { token: admin, body: valid({ enCode: 'refused', ...overrides }) });
    expect(result.code).toBe(code);
    expect(result.msg).toBe(msg);
    expect(dataCount()).toBe(before);
  });

  it('adds children in a tree dictionary and refuses cycles on update', async () => {
    const parent = itemId('IndustryType', 'manufacturing');
    const child = await call<{ id: string }>(app, 'POST', BASE, {
      token: admin,
      body: valid({ dictionaryTypeId: typeId('IndustryType'), parentId: parent, enCode: 'aerospace', fullName: '航空航天' }),
    });
    expect(child.code).toBe(200);
    const cycle = await call(app, 'PUT', `${BASE}/${parent}`, {
      token: admin,
      body: valid({ dictionaryTypeId: typeId('IndustryType'), parentId: child.data.id, enCode: 'manufacturing', fullName: '制造业' }),
    });
    expect(cycle).toMatchObject({ code: 400, msg: '上级不能是自己或自己的下级' });
    const foreign = await call(app, 'PUT', `${BASE}/${child.data.id}`, {
      token: admin,
      body: valid({ parentId: itemId('sex', '1'), enCode: 'aerospace', fullName: '航空航天' }),
    });
    expect(foreign).toMatchObject({ code: 400, msg: '上级不存在' });
  });

  it('updates an item', async () => {
    const id = itemId('sex', '3');
    const result = await call(app, 'PUT', `${BASE}/${id}`, { token: admin, body: valid({ fullName: '未说明', enCode: '3', sortCode: 3, description: '不愿透露' }) });
    expect(result).toMatchObject({ code: 200, msg: '更新成功' });
    const info = await call<Record<string, unknown>>(app, 'GET', `${BASE}/${id}/Info`, { token: admin });
    expect(info.data).toMatchObject({ fullName: '未说明', description: '不愿透露', lastModifyTime: expect.any(Number) });
  });

  it('toggles the enabled state; disabled items leave the cache list', async () => {
    const id = itemId('sex', '2');
    const off = await call<{ enabledMark: number }>(app, 'PUT', `${BASE}/${id}/Actions/State`, { token: admin });
    expect(off.data.enabledMark).toBe(0);
    const all = await call<{ list: Array<{ enCode: string; dictionaryList: DataNode[] }> }>(app, 'GET', `${BASE}/All`, { token: viewer });
    expect(all.data.list.find((type) => type.enCode === 'sex')?.dictionaryList.map((item) => item.enCode)).not.toContain('2');
    const on = await call<{ enabledMark: number }>(app, 'PUT', `${BASE}/${id}/Actions/State`, { token: admin });
    expect(on.data.enabledMark).toBe(1);
  });

  it('refuses to delete an item with children, deletes a leaf', async () => {
    const before = dataCount();
    const parent = await call(app, 'DELETE', `${BASE}/${itemId('IndustryType', 'it')}`, { token: admin });
    expect(parent).toMatchObject({ code: 400, msg: '该数据下有子数据，请先删除子数据' });
    expect(dataCount()).toBe(before);
    const leaf = await call(app, 'DELETE', `${BASE}/${itemId('IndustryType', 'finance')}`, { token: admin });
    expect(leaf).toMatchObject({ code: 200, msg: '删除成功' });
    expect(dataCount()).toBe(before - 1);
    expect((await call(app, 'DELETE', `${BASE}/${itemId('sex', '1')}x`, { token: admin })).code).toBe(404);
  });

  it('gives the viewer 403 on every write, and writes nothing', async () => {
    const before = dataCount();
    const id = itemId('sex', '1');
    const results = [
      await call(app, 'POST', BASE, { token: viewer, body: valid({ enCode: 'viewer' }) }),
      await call(app, 'PUT', `${BASE}/${id}`, { token: viewer, body: valid({ enCode: '1', fullName: '改' }) }),
      await call(app, 'DELETE', `${BASE}/${id}`, { token: viewer }),
      await call(app, 'PUT', `${BASE}/${id}/Actions/State`, { token: viewer }),
      await call(app, 'POST', `${BASE}/Action/Import`, { token: viewer, body: {} }),
    ];
    for (const result of results) expect(result).toMatchObject({ code: 403, msg: '暂无权限' });
    expect(dataCount()).toBe(before);
    const info = await call<{ fullName: string; enabledMark: number }>(app, 'GET', `${BASE}/${id}/Info`, { token: viewer });
    expect(info.data).toMatchObject({ fullName: '男', enabledMark: 1 });
  });
});
