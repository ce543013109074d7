import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { orgId } from '../../db/seed/organization';
import { buildTestApp, call, closeTestApp, createRole, createUser, signIn } from '../../testing';
import { USER_PAGE } from '../../db/seed/menus';
import { IMPORT_COLUMNS, type ImportRow } from './spreadsheets';
import { userRoutes } from './routes';
import { fileRoutes } from '../files/routes';

// A server per test, with the API route plugins these tests call (buildTestApp's routes).
const routes = [userRoutes, fileRoutes];

const mockScope: { sql: string; params: unknown[] } = { sql: '1 = 1', params: [] };
jest.mock('../../permission/data-scope', () => ({ dataScope: jest.fn(() => mockScope) }));

jest.setTimeout(60_000);

let app: FastifyInstance;
let admin: string;
beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
});
afterAll(async () => closeTestApp(app));
beforeEach(() => {
  mockScope.sql = '1 = 1';
  mockScope.params = [];
});

const HEADERS = IMPORT_COLUMNS.map((column) => column.header);

async function workbookOf(rows: (string | number)[][], headers: string[] = HEADERS): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('用户信息');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function multipart(fileName: string, content: Buffer): { body: Buffer; contentType: string } {
  const boundary = '----atriumtest';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(fileName: string, content: Buffer, token = admin) {
  const form = multipart(fileName, content);
  const response = await app.inject({ method: 'POST', url: '/api/permission/Users/Uploader', payload: form.body, headers: { authorization: token, 'content-type': form.contentType } });
  return response.json<{ code: number; msg: string; data: { name: string } | null }>();
}

async function download(url: string): Promise<ExcelJS.Workbook> {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return workbook;
}

const sheetRows = (workbook: ExcelJS.Workbook): string[][] => {
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? ''))));
  return rows;
};

const preview = (name: string) => call<{ headerRow: { id: string; fullName: string }[]; dataRow: ImportRow[] }>(app, 'GET', `/api/permission/Users/ImportPreview?fileName=${name}`, { token: admin });
const userCount = () => (app.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;

describe('user import', () => {
  it('imports 997 of 1000 rows, and the exception export holds exactly the three bad ones with their reasons', async () => {
    const rows: (string | number)[][] = [];
    for (let n = 0; n < 1000; n += 1) {
      rows.push([`bulk${String(n).padStart(4, '0')}`, `批量${n}`, n % 2 ? '男' : '女', 'Atrium 科技有限公司/研发部', '研发工程师', '普通员工', 'admin', '', '', n, '']);
    }
    rows[10] = ['bad account', '坏账号', '男', '研发部', '', '', '', '', '', 0, ''];
    rows[500] = ['badmobile', '坏手机', '男', '研发部', '', '', '', '12345', '', 0, ''];
    rows[999] = ['bulk0000', '重复', '男', '研发部', '', '', '', '', '', 0, ''];
    const uploaded = await upload('用户.xlsx', await workbookOf(rows));
    expect(uploaded.code).toBe(200);
    const shown = await preview(uploaded.data?.name ?? '');
    expect(shown.code).toBe(200);
    expect(shown.data.headerRow.map((header) => header.fullName)).toEqual(HEADERS);
    expect(shown.data.dataRow).toHaveLength(1000);

    const before = userCount();
    const result = await call<{ resultType: number; snum: number; fnum: number; failResult: (ImportRow & { errorsInfo: string })[] }>(
      app, 'POST', '/api/permission/Users/ImportData', { token: admin, body: { list: shown.data.dataRow } },
    );
    expect(result.data).toMatchObject({ resultType: 1, snum: 997, fnum: 3 });
    expect(userCount()).toBe(before + 997);
    expect(result.data.failResult.map((row) => [row.account, row.errorsInfo])).toEqual([
      ['bad account', '账号只能包含字母和数字'],
      ['badmobile', '请输入正确的手机号码'],
      ['bulk0000', '导入文件中账号重复：bulk0000'],
    ]);
    const imported = app.db.prepare(`SELECT u.real_name, u.gender, u.organize_id, u.manager_id, u.password_hash FROM users u WHERE account = 'bulk0001'`).get() as Record<string, unknown>;
    expect(imported).toMatchObject({ real_name: '批量1', gender: 1, organize_id: orgId('rd'), password_hash: '!' });

    const exported = await call<{ url: string; name: string }>(app, 'POST', '/api/permission/Users/ExportExceptionData', { token: admin, body: { list: result.data.failResult } });
    expect(exported.code).toBe(200);
    const sheet = sheetRows(await download(exported.data.url));
    expect(sheet[0]).toEqual([...HEADERS, '异常原因']);
    expect(sheet.slice(1).map((row) => [row[0], row[row.length - 1]])).toEqual([
      ['bad account', '账号只能包含字母和数字'],
      ['badmobile', '请输入正确的手机号码'],
      ['bulk0000', '导入文件中账号重复：bulk0000'],
    ]);
  });

  it('refuses unknown organisation, position and role names, and rows that break the create rules', async () => {
    const rows: ImportRow[] = [
      { account: 'imp1', realName: '甲', organize: '不存在部门' },
      { account: 'imp2', realName: '乙', organize: '研发部', position: '宇航员' },
      { account: 'imp3', realName: '丙', organize: '研发部', role: '国王' },
      { account: 'admin', realName: '丁', organize: '研发部' },
      { account: 'imp5', realName: '戊', organize: '研发部', email: 'x@' },
    ];
    const before = userCount();
    const result = await call<{ resultType: number; snum: number; failResult: { errorsInfo: string }[] }>(app, 'POST', '/api/permission/Users/ImportData', { token: admin, body: { list: rows } });
    expect(result.data.snum).toBe(0);
    expect(result.data.failResult.map((row) => row.errorsInfo)).toEqual([
      '所属组织不存在：不存在部门', '岗位不存在：宇航员', '角色不存在：国王', '账号已存在：admin', '请输入正确的邮箱',
    ]);
    expect(userCount()).toBe(before);
    expect((await call(app, 'POST', '/api/permission/Users/ImportData', { token: admin, body: { list: [] } })).msg).toBe('导入数据为空');
  });

  it('accepts only xls/xlsx by name and content, at most 500 KB', async () => {
    const good = await workbookOf([['a1', '甲', '男', '研发部', '', '', '', '', '', 0, '']]);
    expect((await upload('users.csv', good)).msg).toBe('请选择xls/xlsx类型的文件');
    expect((await upload('users.xlsx', Buffer.from('account,name\n'))).msg).toBe('请选择xls/xlsx类型的文件');
    const big = Buffer.concat([good.subarray(0, 4), Buffer.alloc(500 * 1024)]);
    expect((await upload('users.xlsx', big)).msg).toBe('文件大小超过500KB');
    const response = await app.inject({ method: 'POST', url: '/api/permission/Users/Uploader', payload: {}, headers: { authorization: admin } });
    expect(response.json<{ msg: string }>().msg).toBe('请先上传文件');
  });

  it('previews only the template: headers unchanged, some data, at most 1000 rows; only the uploader reads the file', async () => {
    const wrongHeaders = await upload('a.xlsx', await workbookOf([['x']], ['用户名', ...HEADERS.slice(1)]));
    expect((await preview(wrongHeaders.data?.name ?? '')).msg).toBe('导入模板表头不正确，请下载模板后重新填写');
    const empty = await upload('b.xlsx', await workbookOf([]));
    expect((await preview(empty.data?.name ?? '')).msg).toBe('导入数据为空');
    const tooMany = await upload('c.xlsx', await workbookOf(Array.from({ length: 1001 }, (_, n) => [`t${n}`, '名'])));
    expect((await preview(tooMany.data?.name ?? '')).msg).toBe('导入数据不能超过1000条');
    const good = await upload('d.xlsx', await workbookOf([['ok1', '甲']]));
    expect((await preview(good.data?.name ?? '')).data.dataRow).toEqual([expect.objectContaining({ account: 'ok1', realName: '甲' })]);
    const other = await createUser(app, { roles: ['admin'] });
    const otherToken = await signIn(app, other.account, other.password);
    expect((await call(app, 'GET', `/api/permission/Users/ImportPreview?fileName=${good.data?.name ?? ''}`, { token: otherToken })).msg).toBe('请先上传文件');
    expect((await preview('nothing.xlsx')).msg).toBe('请先上传文件');
  });

  it('the template has the headers and dropdowns for gender and organisation', async () => {
    const answer = await call<{ url: string }>(app, 'GET', '/api/permission/Users/TemplateDownload', { token: admin });
    const workbook = await download(answer.data.url);
    expect(sheetRows(workbook)[0]).toEqual(HEADERS);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getCell('C2').dataValidation).toMatchObject({ type: 'list', formulae: ['"男,女,保密"'] });
    expect(sheet?.getCell('D2').dataValidation).toMatchObject({ type: 'list' });
    const options: string[] = [];
    workbook.getWorksheet('选项')?.eachRow((row) => options.push(String(row.getCell(1).value)));
    expect(options).toContain('Atrium 科技有限公司/研发部');
  });

  it('import and template need the import button', async () => {
    const viewer = await signIn(app, 'viewer');
    expect((await call(app, 'GET', '/api/permission/Users/TemplateDownload', { token: viewer })).code).toBe(403);
    expect((await call(app, 'POST', '/api/permission/Users/ImportData', { token: viewer, body: { list: [{ account: 'x' }] } })).code).toBe(403);
  });
});

describe('user export', () => {
  it('exports the filtered list with the caller\'s data rules, as xlsx through a download ticket', async () => {
    await createUser(app, { account: 'exportme1', realName: '导出甲' });
    await createUser(app, { account: 'exportme2', realName: '导出乙' });
    const all = await call<{ url: string; name: string }>(app, 'GET', '/api/permission/Users/ExportExcel?keyword=exportme', { token: admin });
    expect(all.data.name).toMatch(/^用户信息\d{8}\.xlsx$/);
    const rows = sheetRows(await download(all.data.url));
    expect(rows[0]?.slice(0, 2)).toEqual(['账号', '姓名']);
    expect(rows.slice(1).map((row) => row[0]).sort()).toEqual(['exportme1', 'exportme2']);
    mockScope.sql = 'u.account = ?';
    mockScope.params = ['exportme2'];
    const scoped = await call<{ url: string }>(app, 'GET', '/api/permission/Users/ExportExcel?keyword=exportme&selectKey=account,realName', { token: admin });
    expect(sheetRows(await download(scoped.data.url))).toEqual([['账号', '姓名'], ['exportme2', '导出乙']]);
  });

  it('needs the export button', async () => {
    const lister = await createUser(app, { roles: [createRole(app, [{ page: USER_PAGE }])] });
    const token = await signIn(app, lister.account, lister.password);
    expect((await call(app, 'GET', '/api/permission/Users/ExportExcel', { token })).code).toBe(403);
    const exporter = await createUser(app, { roles: [createRole(app, [{ page: USER_PAGE, buttons: ['btn_export'] }])] });
    expect((await call(app, 'GET', '/api/permission/Users/ExportExcel', { token: await signIn(app, exporter.account, exporter.password) })).code).toBe(200);
  });
});
