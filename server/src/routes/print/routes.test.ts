// /api/system/printDev management: list, form, copy, state, export and import, each call checked
// against the page's buttons, every bad input a 400 that names the problem and changes nothing.
import type { FastifyInstance } from 'fastify';
import { seedId } from '../../db/ids';
import { PRINT_DEV_PAGE } from '../../db/seed/menus';
import { printTemplateId } from '../../db/seed/print-templates';
import { buildTestApp, call, closeTestApp, createRole, createUser, signIn } from '../../testing';
import type { TemplateExport } from './transfer';
import { fileRoutes } from '../files/routes';
import { printDevRoutes } from './routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [fileRoutes, printDevRoutes];

const BASE = '/api/system/printDev';
const orderCategory = seedId('dictionaryData:BusinessType:order');
const contractCategory = seedId('dictionaryData:BusinessType:contract');
const salesOrder = printTemplateId('SalesOrderPrint');

interface Row {
  id: string;
  fullName: string;
  enCode: string;
  category: string;
  categoryName: string;
  type: number;
  enabledMark: number;
  creatorUser: string;
}
interface Page {
  list: Row[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

let app: FastifyInstance;
let admin: string;
let viewer: string;
/** Holds the page with every button. */
let designer: string;
let outsider: string;

beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
  viewer = await signIn(app, 'viewer');
  const role = createRole(app, [{ page: PRINT_DEV_PAGE, buttons: ['btn_add', 'btn_edit', 'btn_remove', 'btn_export', 'btn_import'] }]);
  const user = await createUser(app, { roles: [role] });
  designer = await signIn(app, user.account, user.password);
  const nobody = await createUser(app, { roles: [] });
  outsider = await signIn(app, nobody.account, nobody.password);
});

afterAll(async () => {
  await closeTestApp(app);
});

const count = (): number => (app.db.prepare('SELECT COUNT(*) AS n FROM print_templates').get() as { n: number }).n;
const stored = (id: string) => app.db.prepare('SELECT * FROM print_templates WHERE id = ?').get(id) as Record<string, unknown> | undefined;

let sequence = 0;
const formTemplate = (overrides: Record<string, unknown> = {}) => {
  sequence += 1;
  return {
    fullName: '测试模板',
    enCode: `TestPrint${sequence}`,
    category: orderCategory,
    type: 2,
    sourceForm: 'sampleSalesOrder',
    printTemplate: {
      blocks: [
        { id: 'a', type: 'text', text: '订单 {{orderNo}}' },
        { id: 'b', type: 'barcode', source: 'field', value: 'orderNo' },
        { id: 'c', type: 'qrcode', source: 'static', value: 'https://example.com/x' },
      ],
    },
    pageParam: { paper: 'A5', orientation: 'landscape', margin: 10 },
    sortCode: 5,
    enabledMark: 1,
    description: '',
    ...overrides,
  };
};

const sqlTemplate = (overrides: Record<string, unknown> = {}) =>
  formTemplate({
    type: 1,
    sourceForm: '',
    sqlTemplate: { main: 'SELECT account, real_name AS realName FROM users WHERE id = @formId', tables: [{ name: 'roles', sql: 'SELECT role_id FROM user_roles WHERE user_id = @formId' }] },
    ...overrides,
  });

async function create(body: Record<string, unknown>, token = admin): Promise<string> {
  const result = await call<{ id: string }>(app, 'POST', BASE, { token, body });
  if (result.code !== 200) throw new Error(`create: ${result.code} ${result.msg}`);
  return result.data.id;
}

describe('listing', () => {
  it('lists the seeded samples with category names, pages, filters by keyword, category and type', async () => {
    const all = await call<Page>(app, 'GET', `${BASE}?pageSize=100`, { token: viewer });
    expect(all.code).toBe(200);
    expect(all.data.list.map((row) => row.enCode)).toEqual(expect.arrayContaining(['SalesOrderPrint', 'UserCardPrint']));
    expect(all.data.list.find((row) => row.id === salesOrder)).toMatchObject({ fullName: '销售订单打印', categoryName: '订单', type: 2, enabledMark: 1 });
    // Layout and SQL are not part of a list row.
    expect(all.data.list[0]).not.toHaveProperty('printTemplate');

    const keyword = await call<Page>(app, 'GET', `${BASE}?keyword=${encodeURIComponent('员工')}`, { token: viewer });
    expect(keyword.data.list.map((row) => row.enCode)).toEqual(['UserCardPrint']);
    const category = await call<Page>(app, 'GET', `${BASE}?category=${orderCategory}&pageSize=100`, { token: viewer });
    expect(category.data.list.every((row) => row.category === orderCategory)).toBe(true);
    const type = await call<Page>(app, 'GET', `${BASE}?type=1&pageSize=100`, { token: viewer });
    expect(type.data.list.length).toBeGreaterThan(0);
    expect(type.data.list.every((row) => row.type === 1)).toBe(true);
    const paged = await call<Page>(app, 'GET', `${BASE}?currentPage=1&pageSize=1`, { token: viewer });
    expect(paged.data).toMatchObject({ pagination: { currentPage: 1, pageSize: 1 } });
    expect(paged.data.list).toHaveLength(1);
  });

  it.each([
    ['an unknown sort column', 'sidx=password_hash'],
    ['a type that is not 1 or 2', 'type=3'],
    ['a page of 0', 'currentPage=0'],
  ])('answers 400 for %s', async (_label, query) => {
    expect((await call(app, 'GET', `${BASE}?${query}`, { token: viewer })).code).toBe(400);
  });

  it('refuses users without the page', async () => {
    expect((await call(app, 'GET', BASE, { token: outsider })).code).toBe(403);
    expect((await call(app, 'GET', `${BASE}/${salesOrder}`, { token: outsider })).code).toBe(403);
  });
});

describe('the form', () => {
  it('creates a form template and a data-source template, with defaults filled in, and reads them back', async () => {
    const before = count();
    const id = await create(formTemplate());
    const info = await call<Record<string, unknown>>(app, 'GET', `${BASE}/${id}`, { token: viewer });
    expect(info.data).toMatchObject({ type: 2, sourceForm: 'sampleSalesOrder', categoryName: '订单', pageParam: { paper: 'A5', orientation: 'landscape', margin: 10 } });
    const blocks = (info.data.printTemplate as { blocks: Array<Record<string, unknown>> }).blocks;
    // The spec's print defaults: barcode width 4, height 80, value hidden, box 100x100; QR 265 at level H.
    expect(blocks[1]).toMatchObject({ type: 'barcode', format: 'code128', width: 4, height: 80, displayValue: false, boxWidth: 100, boxHeight: 100 });
    expect(blocks[2]).toMatchObject({ type: 'qrcode', size: 265, errorCorrectionLevel: 'H', boxWidth: 100, boxHeight: 100 });
    expect(blocks[0]).toMatchObject({ style: { fontSize: 14, bold: false, align: 'left', color: '#000000' } });

    const sqlId = await create(sqlTemplate());
    const sql = await call<Record<string, unknown>>(app, 'GET', `${BASE}/${sqlId}`, { token: admin });
    expect(sql.data).toMatchObject({ type: 1, sourceForm: '', sqlTemplate: { tables: [{ name: 'roles' }] }, creatorUser: '管理员' });
    expect(count()).toBe(before + 2);
  });

  it('updates a template', async () => {
    const id = await create(formTemplate());
    const result = await call(app, 'PUT', `${BASE}/${id}`, { token: designer, body: formTemplate({ fullName: '改过的模板', enCode: 'ChangedPrint1', category: contractCategory }) });
    expect(result.code).toBe(200);
    expect(stored(id)).toMatchObject({ full_name: '改过的模板', en_code: 'ChangedPrint1', category: contractCategory });
  });

  it.each([
    ['no name', { fullName: '' }, '请输入模板名称'],
    ['a name of 51 characters', { fullName: '名'.repeat(51) }, '模板名称最多为50个字符'],
    ['no code', { enCode: null }, '请输入模板编码'],
    ['a code with spaces', { enCode: 'a b' }, undefined],
    ['a code already used', { enCode: 'SalesOrderPrint' }, '编码已存在：SalesOrderPrint'],
    ['no category', { category: '' }, '请选择模板分类'],
    ['a category that does not exist', { category: 'nope' }, '模板分类不存在'],
    ['type 3', { type: 3 }, '模板类型只能是 1（数据源）或 2（表单）'],
    ['a form template without a form', { sourceForm: '' }, '请选择表单'],
    ['an unknown form', { sourceForm: 'someForm' }, '表单不存在：someForm'],
    ['a block of unknown type', { printTemplate: { blocks: [{ id: 'a', type: 'script' }] } }, '模板内容不正确：blocks[0].type'],
    ['a field name with markup', { printTemplate: { blocks: [{ id: 'a', type: 'field', field: '<b>' }] } }, '模板内容不正确：blocks[0].field'],
    ['two blocks with one id', { printTemplate: { blocks: [{ id: 'a', type: 'divider' }, { id: 'a', type: 'pageBreak' }] } }, '模板内容不正确：blocks.id'],
    ['a javascript image', { printTemplate: { blocks: [{ id: 'a', type: 'image', src: 'javascript:alert(1)' }] } }, '模板内容不正确：blocks[0].src'],
    ['a barcode 11 wide', { printTemplate: { blocks: [{ id: 'a', type: 'barcode', source: 'static', value: 'x', width: 11 }] } }, '模板内容不正确：blocks[0].width'],
    ['a QR code without text', { printTemplate: { blocks: [{ id: 'a', type: 'qrcode', source: 'static', value: '' }] } }, '模板内容不正确：blocks[0].value'],
    ['a table without columns', { printTemplate: { blocks: [{ id: 'a', type: 'table', table: 'items', columns: [] }] } }, '模板内容不正确：blocks[0].columns'],
    ['a layout over 512 KB', { printTemplate: { blocks: [{ id: 'a', type: 'text', text: 'x'.repeat(600_000) }] } }, '模板内容过大（最多512KB），请减少图片或内容'],
    ['paper B9', { pageParam: { paper: 'B9' } }, '纸张设置不正确：pageParam.paper'],
    ['a sort code of -1', { sortCode: -1 }, undefined],
  ])('refuses %s with 400 and saves nothing', async (_label, overrides, msg) => {
    const before = count();
    const result = await call(app, 'POST', BASE, { token: admin, body: formTemplate(overrides) });
    expect(result.code).toBe(400);
    if (msg) expect(result.msg).toBe(msg);
    expect(count()).toBe(before);
  });

  it.each([
    ['no main SQL', { sqlTemplate: { main: '', tables: [] } }, '请输入主表 SQL 语句'],
    ['an UPDATE', { sqlTemplate: { main: "UPDATE users SET real_name = 'x'", tables: [] } }, '只能使用单条 SELECT 查询语句'],
    ['two statements', { sqlTemplate: { main: 'SELECT 1; DELETE FROM users', tables: [] } }, '只能使用单条 SELECT 查询语句'],
    ['a parameter other than @formId', { sqlTemplate: { main: 'SELECT account FROM users WHERE id = @userId', tables: [] } }, undefined],
    ['password hashes', { sqlTemplate: { main: 'SELECT password_hash FROM users WHERE id = @formId', tables: [] } }, '打印数据源不能读取 users.password_hash'],
    ['sessions', { sqlTemplate: { main: 'SELECT * FROM sessions', tables: [] } }, '打印数据源不能读取表 sessions'],
    ['broken SQL in a sub-table', { sqlTemplate: { main: 'SELECT 1 AS a', tables: [{ name: 'x', sql: 'SELEC 1' }] } }, undefined],
    ['a table that does not exist', { sqlTemplate: { main: 'SELECT * FROM nowhere WHERE id = @formId', tables: [] } }, '表 nowhere 不存在，请检查表名'],
    ['SQL that stops short', { sqlTemplate: { main: 'SELECT id FROM users WHERE id = @formId ORDER', tables: [] } }, 'SQL 语句不完整，请检查是否缺少内容'],
    ['a sub-table name with a space', { sqlTemplate: { main: 'SELECT 1 AS a', tables: [{ name: 'a b', sql: 'SELECT 1' }] } }, undefined],
    ['two sub-tables with one name', { sqlTemplate: { main: 'SELECT 1 AS a', tables: [{ name: 'x', sql: 'SELECT 1' }, { name: 'x', sql: 'SELECT 2' }] } }, '子表名称重复：x'],
    ['SQL of 10,001 characters', { sqlTemplate: { main: `SELECT 1${' '.repeat(10_000)}`, tables: [] } }, 'SQL 语句最多为10000个字符'],
  ])('refuses a data source with %s', async (_label, overrides, msg) => {
    const before = count();
    const result = await call(app, 'POST', BASE, { token: admin, body: sqlTemplate(overrides) });
    expect(result.code).toBe(400);
    if (msg) expect(result.msg).toBe(msg);
    expect(count()).toBe(before);
  });

  it('answers 404 for a template that does not exist', async () => {
    for (const [method, url] of [['GET', `${BASE}/nope`], ['PUT', `${BASE}/nope`], ['DELETE', `${BASE}/nope`], ['PUT', `${BASE}/nope/Actions/State`], ['POST', `${BASE}/nope/Actions/Copy`], ['GET', `${BASE}/nope/Actions/Export`]] as const) {
      const result = await call(app, method, url, { token: admin, body: method === 'PUT' && !url.endsWith('State') ? formTemplate() : undefined });
      expect({ url, method, code: result.code, msg: result.msg }).toEqual({ url, method, code: 404, msg: '打印模板不存在或已被删除' });
    }
  });
});

describe('buttons', () => {
  it('refuses add, edit, delete, state, copy, export and import without their buttons (page holders without buttons)', async () => {
    const before = { count: count(), row: stored(salesOrder) };
    const answers = [
      await call(app, 'POST', BASE, { token: viewer, body: formTemplate() }),
      await call(app, 'PUT', `${BASE}/${salesOrder}`, { token: viewer, body: formTemplate() }),
      await call(app, 'DELETE', `${BASE}/${salesOrder}`, { token: viewer }),
      await call(app, 'PUT', `${BASE}/${salesOrder}/Actions/State`, { token: viewer }),
      await call(app, 'POST', `${BASE}/${salesOrder}/Actions/Copy`, { token: viewer }),
      await call(app, 'GET', `${BASE}/${salesOrder}/Actions/Export`, { token: viewer }),
      await call(app, 'POST', `${BASE}/Actions/ImportData`, { token: viewer, body: {} }),
    ];
    for (const answer of answers) expect({ code: answer.code, msg: answer.msg }).toEqual({ code: 403, msg: '暂无权限' });
    expect({ count: count(), row: stored(salesOrder) }).toEqual(before);
  });

  it('a holder of the buttons may do each of them', async () => {
    const id = await create(formTemplate(), designer);
    expect((await call(app, 'PUT', `${BASE}/${id}/Actions/State`, { token: designer })).data).toEqual({ enabledMark: 0 });
    expect((await call(app, 'PUT', `${BASE}/${id}/Actions/State`, { token: designer })).data).toEqual({ enabledMark: 1 });
    expect((await call(app, 'DELETE', `${BASE}/${id}`, { token: designer })).code).toBe(200);
    expect(stored(id)).toBeUndefined();
  });
});

describe('copy', () => {
  it('copies under a 副本 name and a fresh code, disabled, with the same layout and data source', async () => {
    const copy = await call<{ id: string }>(app, 'POST', `${BASE}/${salesOrder}/Actions/Copy`, { token: designer });
    expect(copy).toMatchObject({ code: 200, msg: '复制成功' });
    const original = stored(salesOrder) as Record<string, unknown>;
    const copied = stored(copy.data.id) as Record<string, unknown>;
    expect(copied.full_name).toMatch(/^销售订单打印\.副本[a-z0-9]{5}$/);
    expect(copied.en_code).toMatch(/^SalesOrderPrint[a-z0-9]{5}$/);
    expect(copied).toMatchObject({ enabled_mark: 0, document: original.document, source_form: original.source_form, category: original.category });
    // A second copy gets another code.
    const again = await call<{ id: string }>(app, 'POST', `${BASE}/${salesOrder}/Actions/Copy`, { token: designer });
    expect((stored(again.data.id) as Record<string, unknown>).en_code).not.toBe(copied.en_code);
  });

  it('keeps a long name and code within 50 characters', async () => {
    const id = await create(formTemplate({ fullName: '长'.repeat(50), enCode: `C${'x'.repeat(49)}` }));
    const copy = await call<{ id: string }>(app, 'POST', `${BASE}/${id}/Actions/Copy`, { token: admin });
    const copied = stored(copy.data.id) as { full_name: string; en_code: string };
    expect([...copied.full_name]).toHaveLength(50);
    expect(copied.full_name.endsWith(copied.en_code.slice(-5))).toBe(true);
    expect(copied.en_code).toHaveLength(50);
  });
});

describe('export and import', () => {
  async function exported(id: string): Promise<{ file: TemplateExport; name: string; disposition: string }> {
    const link = await call<{ url: string; name: string }>(app, 'GET', `${BASE}/${id}/Actions/Export`, { token: designer });
    expect(link.code).toBe(200);
    // The browser follows the link without our Authorization header: the ticket in it is the credential.
    const download = await app.inject({ method: 'GET', url: link.data.url });
    expect(download.statusCode).toBe(200);
    return { file: JSON.parse(download.body) as TemplateExport, name: link.data.name, disposition: String(download.headers['content-disposition']) };
  }

  it('exports a template as a JSON download and imports it back as a new template', async () => {
    const { file, name, disposition } = await exported(salesOrder);
    expect(name).toBe('销售订单打印.json');
    expect(disposition).toContain("filename*=UTF-8''");
    expect(file).toMatchObject({ format: 'atrium.printTemplate', version: 1, template: { enCode: 'SalesOrderPrint', type: 2, sourceForm: 'sampleSalesOrder' } });

    const renamed = { ...file, template: { ...file.template, enCode: 'ImportedOrderPrint', fullName: '导入的订单模板' } };
    const imported = await call<{ id: string }>(app, 'POST', `${BASE}/Actions/ImportData`, { token: designer, body: { content: JSON.stringify(renamed) } });
    expect(imported).toMatchObject({ code: 200, msg: '导入成功' });
    const info = await call<Record<string, unknown>>(app, 'GET', `${BASE}/${imported.data.id}`, { token: designer });
    expect(info.data.printTemplate).toEqual(file.template.printTemplate);
    expect(info.data).toMatchObject({ fullName: '导入的订单模板', enCode: 'ImportedOrderPrint', category: file.template.category });
  });

  it('imports the JSON sent as the body itself or as an uploaded file', async () => {
    const { file } = await exported(printTemplateId('UserCardPrint'));
    const asBody = await call(app, 'POST', `${BASE}/Actions/ImportData`, { token: designer, body: { ...file, template: { ...file.template, enCode: 'ImportedCard1' } } });
    expect(asBody.code).toBe(200);
    const boundary = 'zzPrintImport';
    const text = JSON.stringify({ ...file, template: { ...file.template, enCode: 'ImportedCard2' } });
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="card.json"\r\nContent-Type: application/json\r\n\r\n${text}\r\n--${boundary}--\r\n`;
    const response = await app.inject({
      method: 'POST',
      url: `${BASE}/Actions/ImportData`,
      headers: { authorization: designer, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.json()).toMatchObject({ code: 200 });
    expect(app.db.prepare("SELECT COUNT(*) AS n FROM print_templates WHERE en_code IN ('ImportedCard1', 'ImportedCard2')").get()).toEqual({ n: 2 });
  });

  it.each([
    ['not JSON', () => ({ content: '{"format":' }), '导入文件格式不正确：JSON'],
    ['another format', () => ({ content: JSON.stringify({ format: 'atrium.dictionary', version: 1 }) }), '导入文件格式不正确：format'],
    ['a newer version', () => ({ format: 'atrium.printTemplate', version: 2, template: {} }), '导入文件格式不正确：version'],
    ['no template', () => ({ format: 'atrium.printTemplate', version: 1 }), '导入文件格式不正确：template'],
  ])('refuses a file that is %s', async (_label, body, msg) => {
    const before = count();
    const result = await call(app, 'POST', `${BASE}/Actions/ImportData`, { token: designer, body: body() });
    expect({ code: result.code, msg: result.msg }).toEqual({ code: 400, msg });
    expect(count()).toBe(before);
  });

  it('refuses a template the form would refuse, and a code already taken, saving nothing', async () => {
    const { file } = await exported(salesOrder);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ enCode: 'SalesOrderPrint' }, '编码已存在：SalesOrderPrint'],
      [{ enCode: 'Bad1', fullName: '' }, '导入文件格式不正确：template: 请输入模板名称'],
      [{ enCode: 'Bad2', category: 'nope' }, '导入文件格式不正确：template.category: nope'],
      [{ enCode: 'Bad3', type: '2' }, '导入文件格式不正确：template.type'],
      [{ enCode: 'Bad4', printTemplate: { blocks: [{ id: 'x', type: 'iframe' }] } }, '导入文件格式不正确：template: 模板内容不正确：blocks[0].type'],
    ];
    for (const [change, msg] of cases) {
      const before = count();
      const result = await call(app, 'POST', `${BASE}/Actions/ImportData`, { token: designer, body: { ...file, template: { ...file.template, ...change } } });
      expect({ change, code: result.code, msg: result.msg }).toEqual({ change, code: 400, msg });
      expect(count()).toBe(before);
    }
  });

  it('checks an imported data source against the read policy', async () => {
    const { file } = await exported(printTemplateId('UserCardPrint'));
    const hostile = { ...file, template: { ...file.template, enCode: 'StealHashes', sqlTemplate: { main: 'SELECT password_hash AS h FROM users WHERE id = @formId', tables: [] } } };
    const result = await call(app, 'POST', `${BASE}/Actions/ImportData`, { token: designer, body: hostile });
    expect({ code: result.code, msg: result.msg }).toEqual({ code: 400, msg: '打印数据源不能读取 users.password_hash' });
    expect(app.db.prepare("SELECT 1 FROM print_templates WHERE en_code = 'StealHashes'").get()).toBeUndefined();
  });
});
