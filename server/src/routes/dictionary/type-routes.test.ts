import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, closeTestApp, createUser, signIn } from '../../testing';
import { dictionaryTypeRoutes } from './type-routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [dictionaryTypeRoutes];

interface TypeNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  isTree: number;
  children: TypeNode[];
}

let app: FastifyInstance;
let admin: string;
let viewer: string;
let editor: string;

beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
  viewer = await signIn(app, 'viewer');
  editor = await signIn(app, 'zhangsan');
});

afterAll(async () => {
  await closeTestApp(app);
});

const BASE = '/api/system/DictionaryType';
const typeCount = (): number => (app.db.prepare('SELECT COUNT(*) AS n FROM dictionary_types').get() as { n: number }).n;
const typeId = (enCode: string): string =>
  (app.db.prepare('SELECT id FROM dictionary_types WHERE en_code = ?').get(enCode) as { id: string }).id;
const flatten = (nodes: TypeNode[]): TypeNode[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);

const valid = (overrides: Record<string, unknown> = {}) => ({
  parentId: typeId('systemDictionary'),
  fullName: '婚姻状况',
  enCode: 'Marital',
  isTree: 0,
  sortCode: 5,
  description: '',
  ...overrides,
});

describe('GET /api/system/DictionaryType', () => {
  it('returns the category tree to anyone who may open the dictionary page', async () => {
    const result = await call<{ list: TypeNode[] }>(app, 'GET', BASE, { token: viewer });
    expect(result.code).toBe(200);
    expect(result.data.list.map((node) => node.enCode)).toEqual(['systemDictionary', 'businessDictionary']);
    const codes = flatten(result.data.list).map((node) => node.enCode);
    expect(codes).toEqual(expect.arrayContaining(['sex', 'Nation', 'Education', 'BusinessType', 'IndustryType']));
    expect(flatten(result.data.list).find((node) => node.enCode === 'IndustryType')?.isTree).toBe(1);
  });

  it('refuses users without the dictionary page', async () => {
    const user = await createUser(app, { roles: [] });
    const token = await signIn(app, user.account, user.password);
    expect((await call(app, 'GET', BASE, { token })).code).toBe(403);
  });
});

describe('POST /api/system/DictionaryType', () => {
  it('creates a category (administrator and data maintainer) and reads it back', async () => {
    const created = await call<{ id: string }>(app, 'POST', BASE, { token: admin, body: valid() });
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    const info = await call<Record<string, unknown>>(app, 'GET', `${BASE}/${created.data.id}`, { token: viewer });
    expect(info.data).toMatchObject({ fullName: '婚姻状况', enCode: 'Marital', isTree: 0, sortCode: 5, parentId: typeId('systemDictionary') });
    const byEditor = await call(app, 'POST', BASE, { token: editor, body: valid({ fullName: '血型', enCode: 'BloodType' }) });
    expect(byEditor.code).toBe(200);
  });

  it('gives the viewer 403 on every write, and writes nothing', async () => {
    const before = typeCount();
    const id = typeId('sex');
    const results = [
      await call(app, 'POST', BASE, { token: viewer, body: valid({ enCode: 'ViewerType' }) }),
      await call(app, 'PUT', `${BASE}/${id}`, { token: viewer, body: valid({ fullName: '改名', enCode: 'sex' }) }),
      await call(app, 'DELETE', `${BASE}/${typeId('Marital')}`, { token: viewer }),
    ];
    for (const result of results) {
      expect(result.code).toBe(403);
      expect(result.msg).toBe('暂无权限');
    }
    expect(typeCount()).toBe(before);
    expect((app.db.prepare('SELECT full_name AS n FROM dictionary_types WHERE id = ?').get(id) as { n: string }).n).toBe('性别');
  });

  const fifty = '😀'.repeat(50);

  it('accepts a name of 50 emoji (50 characters, 100 UTF-16 units)', async () => {
    const result = await call<{ id: string }>(app, 'POST', BASE, { token: admin, body: valid({ fullName: fifty, enCode: 'Emoji50' }) });
    expect(result.code).toBe(200);
    const info = await call<{ fullName: string }>(app, 'GET', `${BASE}/${result.data.id}`, { token: admin });
    expect(info.data.fullName).toBe(fifty);
  });

  it.each([
    ['no parent', { parentId: undefined }, '上级菜单不能为空'],
    ['an empty parent', { parentId: '' }, '上级菜单不能为空'],
    ['an unknown parent', { parentId: '123456789012345678' }, '上级不存在'],
    ['no name', { fullName: undefined }, '请输入名称'],
    ['an empty name', { fullName: '' }, '请输入名称'],
    ['a whitespace-only name', { fullName: '   ' }, 'fullName 不能只包含空白字符'],
    ['an ideographic-space-only name', { fullName: '\u3000\u3000' }, 'fullName 不能只包含空白字符'],
    ['a zero-width space in the name', { fullName: '性\u200B别' }, 'fullName 不能包含不可见字符'],
    ['a byte-order mark in the name', { fullName: '\uFEFF性别' }, 'fullName 不能包含不可见字符'],
    ['a newline in the name', { fullName: '性\n别' }, 'fullName 不能包含不可见字符'],
    ['51 emoji', { fullName: '😀'.repeat(51) }, '名称最多为50个字符！'],
    ['51 letters', { fullName: 'a'.repeat(51) }, '名称最多为50个字符！'],
    ['special symbols', { fullName: 'a@b' }, '名称不能含有特殊符号'],
    ['no code', { enCode: undefined }, '请输入编码'],
    ['a code starting with a dot', { enCode: '.code' }, '编码只能输入英文、数字和小数点且小数点不能放在首尾'],
    ['a code with a space', { enCode: 'my code' }, '编码只能输入英文、数字和小数点且小数点不能放在首尾'],
    ['a code of 51 characters', { enCode: 'c'.repeat(51) }, '编码最多为50个字符！'],
    ['a code that exists', { enCode: 'sex' }, '编码已存在：sex'],
    ['a sort above 999999', { sortCode: 1000000 }, '排序应为 0 到 999999 之间的整数'],
    ['a negative sort', { sortCode: -1 }, '排序应为 0 到 999999 之间的整数'],
    ['a sort that is not a number', { sortCode: 'abc' }, 'sortCode 的类型应为 integer'],
    ['a fractional sort', { sortCode: 1.5 }, 'sortCode 的类型应为 integer'],
    ['a tree flag other than 0/1', { isTree: 2 }, 'isTree 只能是 0, 1'],
    ['a description over 500 characters', { description: 'd'.repeat(501) }, '说明最多为500个字符'],
  ])('refuses %s with code 400 and writes nothing', async (_label, overrides, msg) => {
    const before = typeCount();
    const result = await call(app, 'POST', BASE, { token: admin, body: valid({ enCode: 'Refused', ...overrides }) });
    expect(result.status).toBe(200);
    expect(result.code).toBe(400);
    expect(result.msg).toBe(msg);
    expect(typeCount()).toBe(before);
  });

  it('localises validation messages', async () => {
    const result = await call(app, 'POST', BASE, { token: admin, body: valid({ fullName: '😀'.repeat(51) }), lang: 'en' });
    expect(result.msg).toBe('The name can be at most 50 characters');
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const before = typeCount();
    const result = await call(app, 'POST', BASE, {
      token: admin,
      body: '{"fullName": "x",',
      headers: { 'content-type': 'application/json' },
    });
    expect(result.code).toBe(400);
    expect(result.msg).toBe('请求体不是合法的 JSON');
    expect(typeCount()).toBe(before);
  });
});

describe('PUT and DELETE /api/system/DictionaryType/{id}', () => {
  it('updates a category', async () => {
    const id = typeId('BloodType');
    const result = await call(app, 'PUT', `${BASE}/${id}`, { token: admin, body: valid({ fullName: 'ABO 血型', enCode: 'BloodType', sortCode: 9 }) });
    expect(result).toMatchObject({ code: 200, msg: '更新成功' });
    const info = await call<{ fullName: string; sortCode: number; lastModifyTime: number | null }>(app, 'GET', `${BASE}/${id}`, { token: admin });
    expect(info.data).toMatchObject({ fullName: 'ABO 血型', sortCode: 9, lastModifyTime: expect.any(Number) });
  });

  it('refuses to move a category under itself or its descendants', async () => {
    const root = typeId('systemDictionary');
    const self = await call(app, 'PUT', `${BASE}/${root}`, { token: admin, body: valid({ parentId: root, fullName: '系统字典', enCode: 'systemDictionary' }) });
    expect(self.msg).toBe('上级不能是自己或自己的下级');
    const below = await call(app, 'PUT', `${BASE}/${root}`, { token: admin, body: valid({ parentId: typeId('sex'), fullName: '系统字典', enCode: 'systemDictionary' }) });
    expect(below.msg).toBe('上级不能是自己或自己的下级');
  });

  it('refuses to turn off the tree flag of a dictionary with nested items', async () => {
    const id = typeId('IndustryType');
    const result = await call(app, 'PUT', `${BASE}/${id}`, { token: admin, body: valid({ parentId: typeId('businessDictionary'), fullName: '行业分类', enCode: 'IndustryType', isTree: 0 }) });
    expect(result.code).toBe(400);
    expect(result.msg).toBe('该字典已有层级数据，不能关闭树形');
  });

  it('answers 404 for a category that does not exist', async () => {
    expect((await call(app, 'GET', `${BASE}/404`, { token: admin })).code).toBe(404);
    expect((await call(app, 'PUT', `${BASE}/404`, { token: admin, body: valid({ enCode: 'Nope' }) })).code).toBe(404);
    expect((await call(app, 'DELETE', `${BASE}/404`, { token: admin })).code).toBe(404);
  });

  it('refuses to delete a category with sub-categories or data, and deletes an empty one', async () => {
    const before = typeCount();
    const withChildren = await call(app, 'DELETE', `${BASE}/${typeId('systemDictionary')}`, { token: admin });
    expect(withChildren).toMatchObject({ code: 400, msg: '该分类下有子分类，请先删除子分类' });
    const withData = await call(app, 'DELETE', `${BASE}/${typeId('sex')}`, { token: admin });
    expect(withData).toMatchObject({ code: 400, msg: '该分类下有字典数据，请先删除数据' });
    expect(typeCount()).toBe(before);
    const empty = await call(app, 'DELETE', `${BASE}/${typeId('Marital')}`, { token: editor });
    expect(empty).toMatchObject({ code: 200, msg: '删除成功' });
    expect(typeCount()).toBe(before - 1);
  });
});

describe('GET /api/system/DictionaryType/Selector/{id}', () => {
  it('offers the whole tree under a top-level node when creating', async () => {
    const result = await call<{ list: TypeNode[] }>(app, 'GET', `${BASE}/Selector/0`, { token: admin });
    expect(result.data.list).toHaveLength(1);
    expect(result.data.list[0]).toMatchObject({ id: '-1', fullName: '顶级节点' });
    expect(flatten(result.data.list).map((node) => node.enCode)).toContain('sex');
  });

  it('leaves out the edited category and everything below it', async () => {
    const result = await call<{ list: TypeNode[] }>(app, 'GET', `${BASE}/Selector/${typeId('systemDictionary')}`, { token: admin, lang: 'en' });
    const codes = flatten(result.data.list).map((node) => node.enCode);
    expect(result.data.list[0]?.fullName).toBe('Top level');
    expect(codes).not.toContain('systemDictionary');
    expect(codes).not.toContain('sex');
    expect(codes).toContain('BusinessType');
  });
});
