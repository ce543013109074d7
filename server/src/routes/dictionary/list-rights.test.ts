// Dictionary items and categories with the real engine: the page's data rules in SQL (categories
// show when they hold a visible item; a hidden item's visible children move up), deny by default,
// column rights on items, form rights on writes.
import type { FastifyInstance } from 'fastify';
import { DICTIONARY_PAGE } from '../../db/seed/menus';
import { buildTestApp, call, closeTestApp, signIn } from '../../testing';
import { pageReader, withChecks } from '../../testing/page-rights';
import { dictionaryDataRoutes } from './data-routes';
import { dictionaryTypeRoutes } from './type-routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [dictionaryDataRoutes, dictionaryTypeRoutes];

interface Node {
  id: string;
  parentId: string;
  fullName?: string;
  enCode?: string;
  children: Node[];
}

let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
});
afterAll(() => closeTestApp(app));

const flatten = (nodes: readonly Node[]): Node[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);
const get = async (token: string, path: string): Promise<Node[]> => {
  const result = await call<{ list: Node[] }>(app, 'GET', path, { token });
  expect(result.code).toBe(200);
  return result.data.list;
};

let dictionaries = 0;

/** A tree dictionary a › b › c, as the administrator makes it. */
async function treeDictionary(): Promise<{ type: string; a: string; b: string; c: string }> {
  dictionaries += 1;
  const typeCall = await call<{ id: string }>(app, 'POST', '/api/system/DictionaryType', {
    token: admin, body: { parentId: '-1', fullName: `范围测试${dictionaries}`, enCode: `scopeTest${dictionaries}`, isTree: 1, sortCode: 0 },
  });
  const type = typeCall.data.id;
  const item = async (parentId: string, code: string): Promise<string> =>
    (await call<{ id: string }>(app, 'POST', '/api/system/DictionaryData', {
      token: admin, body: { dictionaryTypeId: type, parentId, fullName: code, enCode: code, enabledMark: 1, sortCode: 0 },
    })).data.id;
  const a = await item(type, 'scopeA');
  const b = await item(a, 'scopeB');
  const c = await item(b, 'scopeC');
  return { type, a, b, c };
}

it('a rule "enCode is not scopeB" hides b and hangs c under a; categories without visible items vanish; no scheme shows nothing', async () => {
  const { type, a, c } = await treeDictionary();
  const scoped = await pageReader(app, DICTIONARY_PAGE, { rules: [{ field: 'dictionaryTypeId', symbol: '==', text: type }, { field: 'enCode', symbol: '<>', text: 'scopeB' }] });
  const unscoped = await pageReader(app, DICTIONARY_PAGE);
  await withChecks(app, DICTIONARY_PAGE, { data: true }, async () => {
    const items = await get(scoped.token, `/api/system/DictionaryData/${type}`);
    expect(items.map((node) => node.id)).toEqual([a]);
    expect((items[0] as Node).children.map((node) => ({ id: node.id, parentId: node.parentId }))).toEqual([{ id: c, parentId: a }]);
    expect(flatten(await get(scoped.token, '/api/system/DictionaryType')).map((node) => node.id)).toEqual([type]);
    expect(await get(unscoped.token, `/api/system/DictionaryData/${type}`)).toEqual([]);
    expect(await get(unscoped.token, '/api/system/DictionaryType')).toEqual([]);
    expect(flatten(await get(admin, '/api/system/DictionaryType')).length).toBeGreaterThan(1);
  });
});

it('columns not granted are absent from the items; forms not granted are ignored on update and refused when required on create', async () => {
  const { type, a } = await treeDictionary();
  const reader = await pageReader(app, DICTIONARY_PAGE, { buttons: ['btn_add', 'btn_edit'], columns: ['enCode'], forms: ['parentId', 'enCode', 'description'] });
  await withChecks(app, DICTIONARY_PAGE, { columns: true, forms: true }, async () => {
    for (const node of flatten(await get(reader.token, `/api/system/DictionaryData/${type}`))) {
      expect(node).toHaveProperty('enCode');
      expect(node).not.toHaveProperty('fullName');
    }
    const updated = await call(app, 'PUT', `/api/system/DictionaryData/${a}`, { token: reader.token, body: { parentId: type, fullName: '改名', enCode: 'scopeA', description: '新说明' } });
    expect(updated.code).toBe(200);
    expect(app.db.prepare('SELECT full_name AS fullName, description FROM dictionary_data WHERE id = ?').get(a)).toEqual({ fullName: 'scopeA', description: '新说明' });
    const created = await call(app, 'POST', '/api/system/DictionaryData', { token: reader.token, body: { dictionaryTypeId: type, parentId: type, fullName: '新项', enCode: 'scopeNew' } });
    expect(created.code).toBe(400);
  });
});

it('single-row calls on items and categories the rules hide answer like missing ones and change nothing; in scope they work', async () => {
  const { type, a, b, c } = await treeDictionary();
  const other = await treeDictionary();
  const item = (id: string): unknown => app.db.prepare('SELECT * FROM dictionary_data WHERE id = ?').get(id);
  const category = (id: string): unknown => app.db.prepare('SELECT * FROM dictionary_types WHERE id = ?').get(id);
  const reader = await pageReader(app, DICTIONARY_PAGE, {
    buttons: ['btn_edit', 'btn_remove'],
    rules: [{ field: 'dictionaryTypeId', symbol: '==', text: type }, { field: 'enCode', symbol: '<>', text: 'scopeB' }],
  });
  const DATA = '/api/system/DictionaryData';
  const TYPE = '/api/system/DictionaryType';
  await withChecks(app, DICTIONARY_PAGE, { data: true }, async () => {
    const missingItem = await call(app, 'GET', `${DATA}/no-such-item/Info`, { token: reader.token });
    const missingType = await call(app, 'GET', `${TYPE}/no-such-type`, { token: reader.token });
    expect([missingItem.code, missingType.code]).toEqual([404, 404]);
    for (const id of [b, other.c]) {
      const before = item(id);
      const answers = [
        await call(app, 'GET', `${DATA}/${id}/Info`, { token: reader.token }),
        await call(app, 'PUT', `${DATA}/${id}`, { token: reader.token, body: { parentId: a, fullName: '改名', enCode: 'scopeX' } }),
        await call(app, 'PUT', `${DATA}/${id}/Actions/State`, { token: reader.token }),
        await call(app, 'DELETE', `${DATA}/${id}`, { token: reader.token }),
      ];
      for (const answer of answers) expect({ code: answer.code, msg: answer.msg }).toEqual({ code: 404, msg: missingItem.msg });
      expect(item(id)).toEqual(before);
    }
    // A category without an item the caller may see is missing for them, as in the tree.
    const beforeType = category(other.type);
    const typeAnswers = [
      await call(app, 'GET', `${TYPE}/${other.type}`, { token: reader.token }),
      await call(app, 'PUT', `${TYPE}/${other.type}`, { token: reader.token, body: { parentId: '-1', fullName: '改名', enCode: 'scopeRenamed', isTree: 1, sortCode: 0 } }),
      await call(app, 'DELETE', `${TYPE}/${other.type}`, { token: reader.token }),
    ];
    for (const answer of typeAnswers) expect({ code: answer.code, msg: answer.msg }).toEqual({ code: 404, msg: missingType.msg });
    expect(category(other.type)).toEqual(beforeType);

    expect((await call(app, 'GET', `${DATA}/${a}/Info`, { token: reader.token })).code).toBe(200);
    expect((await call(app, 'PUT', `${DATA}/${a}`, { token: reader.token, body: { parentId: type, fullName: '在范围内', enCode: 'scopeA' } })).code).toBe(200);
    expect(item(a)).toMatchObject({ full_name: '在范围内' });
    expect((await call(app, 'PUT', `${DATA}/${c}/Actions/State`, { token: reader.token })).code).toBe(200);
    expect(item(c)).toMatchObject({ enabled_mark: 0 });
    expect((await call(app, 'DELETE', `${DATA}/${c}`, { token: reader.token })).code).toBe(200);
    expect(item(c)).toBeUndefined();
    expect((await call(app, 'GET', `${TYPE}/${type}`, { token: reader.token })).code).toBe(200);
    expect((await call(app, 'GET', `${TYPE}/${other.type}`, { token: admin })).code).toBe(200);
  });
});

it('single-row item Info leaves out the columns the caller may not see; the links and the fields they may edit stay', async () => {
  const { a } = await treeDictionary();
  const viewer = await pageReader(app, DICTIONARY_PAGE, { columns: ['enCode'] });
  const editor = await pageReader(app, DICTIONARY_PAGE, { buttons: ['btn_edit'], columns: ['enCode'], forms: ['description'] });
  await withChecks(app, DICTIONARY_PAGE, { columns: true, forms: true }, async () => {
    const seen = await call<Record<string, unknown>>(app, 'GET', `/api/system/DictionaryData/${a}/Info`, { token: viewer.token });
    expect(seen.code).toBe(200);
    expect(Object.keys(seen.data).sort()).toEqual(['dictionaryTypeId', 'enCode', 'id', 'parentId']);
    const edited = await call<Record<string, unknown>>(app, 'GET', `/api/system/DictionaryData/${a}/Info`, { token: editor.token });
    expect(Object.keys(edited.data).sort()).toEqual(['description', 'dictionaryTypeId', 'enCode', 'id', 'parentId']);
  });
});
