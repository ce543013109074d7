import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { DICTIONARY_PAGE } from '../../db/seed/menus';
import { buildTestApp, call, closeTestApp, createRole, createUser, signIn } from '../../testing';
import { DICTIONARY_COLUMNS } from './spreadsheet-routes';
import { dictionaryDataRoutes } from './data-routes';
import { dictionaryTypeRoutes } from './type-routes';
import { fileRoutes } from '../files/routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [dictionaryDataRoutes, dictionaryTypeRoutes, fileRoutes];

jest.setTimeout(60_000);

let app: FastifyInstance;
let admin: string;
beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
});
afterAll(async () => closeTestApp(app));

const BASE = '/api/system/DictionaryData';
const HEADERS = DICTIONARY_COLUMNS.map((column) => column.header);
type Row = Record<string, string>;

const typeId = (enCode: string): string =>
  (app.db.prepare('SELECT id FROM dictionary_types WHERE en_code = ?').get(enCode) as { id: string }).id;
const items = (id: string) => app.db.prepare('SELECT en_code AS enCode, parent_id AS parentId, full_name AS fullName, enabled_mark AS enabledMark, sort_code AS sortCode FROM dictionary_data WHERE dictionary_type_id = ? ORDER BY en_code')
  .all(id) as { enCode: string; parentId: string; fullName: string; enabledMark: number; sortCode: number }[];

async function newCategory(enCode: string, isTree: 0 | 1): Promise<string> {
  const created = await call<{ id: string }>(app, 'POST', '/api/system/DictionaryType', {
    token: admin,
    body: { parentId: typeId('systemDictionary'), fullName: `导入${enCode}`, enCode, isTree, sortCode: 0, description: '' },
  });
  expect(created.code).toBe(200);
  return created.data.id;
}

async function workbookOf(rows: (string | number)[][], headers: string[] = HEADERS): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('字典数据');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(id: string, fileName: string, content: Buffer, token = admin) {
  const boundary = '----atriumtest';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await app.inject({ method: 'POST', url: `${BASE}/${id}/Uploader`, payload: body, headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` } });
  return response.json<{ code: number; msg: string; data: { name: string } | null }>();
}

async function download(url: string): Promise<string[][]> {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push(HEADERS.map((_, index) => String(row.getCell(index + 1).value ?? ''))));
  return rows;
}

const preview = (id: string, name: string) => call<{ headerRow: { id: string; fullName: string }[]; dataRow: Row[] }>(app, 'GET', `${BASE}/${id}/ImportPreview?fileName=${name}`, { token: admin });
const importData = (id: string, list: Row[], token = admin) =>
  call<{ resultType: number; snum: number; fnum: number; failResult: (Row & { errorsInfo: string })[] }>(app, 'POST', `${BASE}/${id}/ImportData`, { token, body: { list } });

describe('dictionary data import (the import wizard\'s calls under /{typeId})', () => {
  it('imports 995 of 1000 rows in one go (parents anywhere in the file); the rejects are exactly the bad ones, with their reasons', async () => {
    const id = await newCategory('ImportBulk', 1);
    const rows: (string | number)[][] = [];
    for (let n = 0; n < 1000; n += 1) {
      // Every tenth row is a parent; the nine after it are its children.
      const parent = n % 10 === 0 ? '' : `c${String(n - (n % 10)).padStart(4, '0')}`;
      rows.push([`名称${n}`, `c${String(n).padStart(4, '0')}`, parent, n, n % 7 === 0 ? '禁用' : '启用', '']);
    }
    [rows[0], rows[1]] = [rows[1] ?? [], rows[0] ?? []]; // c0001 comes before its parent c0000
    // Five children (no one's parent) replaced by bad rows.
    rows[105] = ['', 'nameless', '', 0, '启用', ''];
    rows[205] = ['重复', 'c0003', '', 0, '启用', ''];
    rows[305] = ['无上级', 'orphan', 'missing', 0, '启用', ''];
    rows[405] = ['坏状态', 'badstate', '', 0, '也许', ''];
    rows[505] = ['坏排序', 'badsort', '', 1000000, '启用', ''];
    const uploaded = await upload(id, '字典.xlsx', await workbookOf(rows));
    expect(uploaded.code).toBe(200);
    const shown = await preview(id, uploaded.data?.name ?? '');
    expect(shown.code).toBe(200);
    expect(shown.data.headerRow.map((header) => header.fullName)).toEqual(HEADERS);
    expect(shown.data.dataRow).toHaveLength(1000);

    const result = await importData(id, shown.data.dataRow);
    expect(result.code).toBe(200);
    expect(result.data.failResult.map((row) => [row.enCode, row.errorsInfo])).toEqual([
      ['nameless', '请输入名称'],
      ['c0003', '导入文件中编码重复：c0003'],
      ['orphan', '上级编码不存在：missing'],
      ['badstate', '状态只能是启用或禁用'],
      ['badsort', '排序应为 0 到 999999 之间的整数'],
    ]);
    expect(result.data).toMatchObject({ resultType: 1, snum: 995, fnum: 5 });
    const stored = items(id);
    expect(stored).toHaveLength(995);
    const byCode = new Map(stored.map((item) => [item.enCode, item]));
    const idOf = (code: string) => (app.db.prepare('SELECT id FROM dictionary_data WHERE dictionary_type_id = ? AND en_code = ?').get(id, code) as { id: string }).id;
    expect(byCode.get('c0001')).toMatchObject({ parentId: idOf('c0000'), enabledMark: 1 });
    expect(byCode.get('c0007')).toMatchObject({ parentId: idOf('c0000'), enabledMark: 0, sortCode: 7 });
    expect(byCode.get('c0010')?.parentId).toBe('0');

    // The rejected rows, exported with their reasons.
    const report = await call<{ url: string; name: string }>(app, 'POST', `${BASE}/${id}/ImportExceptionData`, { token: admin, body: { list: result.data.failResult } });
    expect(report.data.name).toMatch(/^字典数据导入错误报告\d{8}\.xlsx$/);
    const reportRows = await download(report.data.url);
    expect(reportRows.slice(1).map((row) => row[1])).toEqual(['nameless', 'c0003', 'orphan', 'badstate', 'badsort']);
  });

  it('refuses codes the category has, parents in a non-tree category, cycles and children of refused rows; writes nothing for them', async () => {
    const flat = await newCategory('ImportFlat', 0);
    await importData(flat, [{ fullName: '甲', enCode: 'a' }]);
    const flatResult = await importData(flat, [{ fullName: '甲', enCode: 'a' }, { fullName: '乙', enCode: 'b', parentCode: 'a' }]);
    expect(flatResult.data.failResult.map((row) => row.errorsInfo)).toEqual(['编码已存在：a', '该字典不是树形，只能添加顶级数据']);
    expect(items(flat).map((item) => item.enCode)).toEqual(['a']);

    const tree = await newCategory('ImportTree', 1);
    const result = await importData(tree, [
      { fullName: '环一', enCode: 'x', parentCode: 'y' },
      { fullName: '环二', enCode: 'y', parentCode: 'x' },
      { fullName: '坏父', enCode: 'p', parentCode: '', sortCode: 'abc' },
      { fullName: '坏父之子', enCode: 'q', parentCode: 'p' },
      { fullName: '好', enCode: 'ok', parentCode: '' },
    ]);
    expect(result.data.failResult.map((row) => [row.enCode, row.errorsInfo])).toEqual([
      ['x', '上级不能是自己或自己的下级'],
      ['y', '上级不能是自己或自己的下级'],
      ['p', '排序应为 0 到 999999 之间的整数'],
      ['q', '上级编码不存在：p'],
    ]);
    expect(items(tree).map((item) => item.enCode)).toEqual(['ok']);
    expect((await importData(tree, [])).msg).toBe('导入数据为空');
    expect((await call(app, 'POST', `${BASE}/nothing/ImportData`, { token: admin, body: { list: [{ fullName: 'a', enCode: 'a' }] } })).code).toBe(404);
  });

  it('uploads only xls/xlsx ≤ 500 KB; previews only the template\'s headers, some data, at most 1000 rows', async () => {
    const id = typeId('sex');
    const good = await workbookOf([['男', 'm', '', 0, '启用', '']]);
    expect((await upload(id, 'a.csv', good)).msg).toBe('请选择xls/xlsx类型的文件');
    expect((await upload(id, 'a.xlsx', Buffer.concat([good.subarray(0, 4), Buffer.alloc(500 * 1024)]))).msg).toBe('文件大小超过500KB');
    const wrong = await upload(id, 'b.xlsx', await workbookOf([['男']], ['名字', ...HEADERS.slice(1)]));
    expect((await preview(id, wrong.data?.name ?? '')).msg).toBe('导入模板表头不正确，请下载模板后重新填写');
    const empty = await upload(id, 'c.xlsx', await workbookOf([]));
    expect((await preview(id, empty.data?.name ?? '')).msg).toBe('导入数据为空');
    const tooMany = await upload(id, 'd.xlsx', await workbookOf(Array.from({ length: 1001 }, (_, n) => [`名${n}`, `k${n}`])));
    expect((await preview(id, tooMany.data?.name ?? '')).msg).toBe('导入数据不能超过1000条');
    expect((await preview(id, 'nothing.xlsx')).msg).toBe('请先上传文件');
  });

  it('the template has the headers and a 启用/禁用 dropdown; the export holds the category in the same columns', async () => {
    const id = typeId('IndustryType');
    const template = await call<{ url: string; name: string }>(app, 'GET', `${BASE}/${id}/TemplateDownload`, { token: admin });
    expect(template.data.name).toMatch(/字典数据导入模板\.xlsx$/);
    const response = await app.inject({ method: 'GET', url: template.data.url });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]?.getCell('E2').dataValidation).toMatchObject({ type: 'list', formulae: ['"启用,禁用"'] });

    const exported = await call<{ url: string; name: string }>(app, 'GET', `${BASE}/${id}/ExportExcel`, { token: admin });
    expect(exported.code).toBe(200);
    const rows = await download(exported.data.url);
    expect(rows[0]).toEqual(HEADERS);
    const stored = app.db.prepare('SELECT d.en_code AS code, p.en_code AS parent FROM dictionary_data d LEFT JOIN dictionary_data p ON p.id = d.parent_id WHERE d.dictionary_type_id = ?')
      .all(id) as { code: string; parent: string | null }[];
    expect(rows.slice(1).map((row) => [row[1], row[2]]).sort()).toEqual(stored.map((item) => [item.code, item.parent ?? '']).sort());
    // Parents come before their children, so the file imports again.
    const seen = new Set<string>();
    for (const row of rows.slice(1)) {
      if (row[2]) expect(seen.has(row[2])).toBe(true);
      seen.add(row[1] ?? '');
    }
  });

  it('needs the dictionary page\'s 导入 button to import and its 导出 button to export', async () => {
    const id = typeId('sex');
    const editor = await createUser(app, { roles: [createRole(app, [{ page: DICTIONARY_PAGE, buttons: ['btn_add', 'btn_edit'] }])] });
    const editorToken = await signIn(app, editor.account, editor.password);
    expect((await call(app, 'GET', `${BASE}/${id}/TemplateDownload`, { token: editorToken })).code).toBe(403);
    expect((await importData(id, [{ fullName: '未知', enCode: 'u' }], editorToken)).code).toBe(403);
    expect((await call(app, 'GET', `${BASE}/${id}/ExportExcel`, { token: editorToken })).code).toBe(403);
    const porter = await createUser(app, { roles: [createRole(app, [{ page: DICTIONARY_PAGE, buttons: ['btn_import', 'btn_export'] }])] });
    const porterToken = await signIn(app, porter.account, porter.password);
    expect((await call(app, 'GET', `${BASE}/${id}/ExportExcel`, { token: porterToken })).code).toBe(200);
    expect((await importData(id, [{ fullName: '未知', enCode: 'unknown' }], porterToken)).data).toMatchObject({ snum: 1, fnum: 0 });
    // The uploads of one user are theirs alone.
    const mine = await upload(id, 'e.xlsx', await workbookOf([['保密', 'secret', '', 0, '启用', '']]));
    expect((await call(app, 'GET', `${BASE}/${id}/ImportPreview?fileName=${mine.data?.name ?? ''}`, { token: porterToken })).msg).toBe('请先上传文件');
  });
});
