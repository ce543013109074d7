import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, closeTestApp, signIn } from '../../testing';
import type { DictionaryExport } from './transfer';
import { dictionaryDataRoutes } from './data-routes';
import { dictionaryTypeRoutes } from './type-routes';
import { fileRoutes } from '../files/routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [dictionaryDataRoutes, dictionaryTypeRoutes, fileRoutes];

let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
});

afterAll(async () => {
  await closeTestApp(app);
});

const BASE = '/api/system/DictionaryData';
const counts = () => ({
  types: (app.db.prepare('SELECT COUNT(*) AS n FROM dictionary_types').get() as { n: number }).n,
  data: (app.db.prepare('SELECT COUNT(*) AS n FROM dictionary_data').get() as { n: number }).n,
});
const typeId = (enCode: string): string =>
  (app.db.prepare('SELECT id FROM dictionary_types WHERE en_code = ?').get(enCode) as { id: string }).id;

async function exportType(enCode: string): Promise<{ file: DictionaryExport; headers: Record<string, unknown> }> {
  const link = await call<{ url: string; name: string }>(app, 'GET', `${BASE}/${typeId(enCode)}/Action/Export`, { token: admin });
  expect(link.code).toBe(200);
  expect(link.data.url).toMatch(/^\/api\/file\/Download\/[A-Za-z0-9_-]+\/.+\.json$/);
  // Browsers follow the link without our Authorization header: the ticket in the URL is enough.
  const download = await app.inject({ method: 'GET', url: link.data.url });
  expect(download.statusCode).toBe(200);
  return { file: JSON.parse(download.body) as DictionaryExport, headers: download.headers };
}

/** Deletes a dictionary the way a user would: children first, then the category. */
async function deleteDictionary(enCode: string): Promise<void> {
  const id = typeId(enCode);
  for (;;) {
    const leaves = app.db.prepare(`SELECT id FROM dictionary_data d WHERE dictionary_type_id = ?
      AND NOT EXISTS (SELECT 1 FROM dictionary_data c WHERE c.parent_id = d.id)`).all(id) as { id: string }[];
    if (leaves.length === 0) break;
    for (const leaf of leaves) expect((await call(app, 'DELETE', `${BASE}/${leaf.id}`, { token: admin })).code).toBe(200);
  }
  expect((await call(app, 'DELETE', `/api/system/DictionaryType/${id}`, { token: admin })).code).toBe(200);
}

const withoutTime = (file: DictionaryExport) => ({ ...file, exportedAt: 0 });

describe('dictionary export and import', () => {
  it('exports a category with its items as a downloadable JSON file', async () => {
    const { file, headers } = await exportType('IndustryType');
    expect(headers['content-type']).toBe('application/json; charset=utf-8');
    expect(headers['content-disposition']).toContain("filename*=UTF-8''%E8%A1%8C%E4%B8%9A%E5%88%86%E7%B1%BB.json");
    expect(file).toMatchObject({ format: 'atrium.dictionary', version: 1, type: { enCode: 'IndustryType', isTree: 1 } });
    expect(file.data).toHaveLength(9);
    // Parents always come before their children.
    const seen = new Set(['0']);
    for (const item of file.data) {
      expect(seen.has(item.parentId)).toBe(true);
      seen.add(item.id);
    }
  });

  it('round-trips: export, delete, import gives back the same dictionary with the same ids', async () => {
    const before = counts();
    const { file } = await exportType('IndustryType');
    await deleteDictionary('IndustryType');
    expect(counts()).toEqual({ types: before.types - 1, data: before.data - 9 });

    const imported = await call<{ id: string; count: number }>(app, 'POST', `${BASE}/Action/Import`, { token: admin, body: file });
    expect(imported).toMatchObject({ code: 200, msg: '导入成功', data: { id: file.type.id, count: 9 } });
    expect(counts()).toEqual(before);
    const again = await exportType('IndustryType');
    expect(withoutTime(again.file)).toEqual(withoutTime(file));
  });

  it('imports a file uploaded as multipart/form-data', async () => {
    const { file } = await exportType('Education');
    await deleteDictionary('Education');
    const boundary = '----atriumBoundary7MA4YWxk';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="学历.json"',
      'Content-Type: application/json',
      '',
      JSON.stringify(file),
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const result = await call<{ count: number }>(app, 'POST', `${BASE}/Action/Import`, {
      token: admin,
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(result).toMatchObject({ code: 200, data: { count: file.data.length } });
    expect(typeId('Education')).toBe(file.type.id);
  });

  it('refuses to import a category whose code exists, and writes nothing', async () => {
    const before = counts();
    const { file } = await exportType('sex');
    const result = await call(app, 'POST', `${BASE}/Action/Import`, { token: admin, body: { content: JSON.stringify(file) } });
    expect(result).toMatchObject({ code: 400, msg: '字典分类已存在：sex' });
    expect(counts()).toEqual(before);
  });

  it('imports a copy under new ids when the ids are taken but the code is free', async () => {
    const { file } = await exportType('sex');
    const copy = { ...file, type: { ...file.type, enCode: 'sexCopy', fullName: '性别副本' } };
    const result = await call<{ id: string; count: number }>(app, 'POST', `${BASE}/Action/Import`, { token: admin, body: copy });
    expect(result.code).toBe(200);
    expect(result.data.id).not.toBe(file.type.id);
    const list = await call<{ list: Array<{ enCode: string }> }>(app, 'GET', `${BASE}/sexCopy`, { token: admin });
    expect(list.data.list.map((item) => item.enCode)).toEqual(file.data.map((item) => item.enCode));
  });

  it.each([
    ['a file of another kind', () => ({ format: 'something', version: 1 }), '导入文件格式不正确：format'],
    ['text that is not JSON', () => ({ content: '{oops' }), '导入文件格式不正确：JSON'],
    ['an item with a 51-character name', (file: DictionaryExport) => ({
      ...file,
      type: { ...file.type, enCode: 'Fresh' },
      data: file.data.map((item, index) => (index === 1 ? { ...item, fullName: 'n'.repeat(51) } : item)),
    }), '导入文件格式不正确：data[1]: 字典名称最多为50个字符！'],
    ['an item whose parent is not in the file', (file: DictionaryExport) => ({
      ...file,
      type: { ...file.type, enCode: 'Fresh', isTree: 1 },
      data: [{ ...file.data[0], parentId: '999' }],
    }), '导入文件格式不正确：data[0]: 上级不存在'],
    ['duplicate codes', (file: DictionaryExport) => ({
      ...file,
      type: { ...file.type, enCode: 'Fresh' },
      data: [file.data[0], { ...file.data[1], enCode: file.data[0]?.enCode }],
    }), `导入文件格式不正确：data[1]: 编码已存在：1`],
  ])('refuses %s and writes nothing', async (_label, make, msg) => {
    const before = counts();
    const { file } = await exportType('sex');
    const result = await call(app, 'POST', `${BASE}/Action/Import`, { token: admin, body: make(file) });
    expect(result).toMatchObject({ code: 400, msg });
    expect(counts()).toEqual(before);
  });

  it('answers 404 for an unknown or expired download', async () => {
    const result = await call(app, 'GET', '/api/file/Download/unknown/file.json');
    expect(result.code).toBe(404);
  });
});
