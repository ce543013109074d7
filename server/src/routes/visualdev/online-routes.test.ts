import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { roleId } from '../../db/seed/organization';
import { buildTestApp, call, closeTestApp, createRole, createUser, signIn } from '../../testing';
import { HOSTILE_JSON_VALUES, jsonText } from '../../testing/hostile';
import { createDataRule, createScheme, grantItem, setModuleChecks } from '../../testing/permission';
import { rebuildKeywordIndex } from '../../visualdev/records/keyword-index';
import { runtimeModule } from '../../visualdev/runtime-model';
import { field, formDataOf, freshLeave as freshLeaveOf, leaveModule, releasedModule } from './test-fixtures';
import { fileRoutes } from '../files/routes';
import { visualdevRoutes } from './routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [fileRoutes, visualdevRoutes];

const BASE = '/api/visualdev/Base';
const ONLINE = '/api/visualdev/OnlineDev';

type Row = Record<string, unknown> & { id: string };
type Page = { list: Row[]; pagination: { currentPage: number; pageSize: number; total: number } };

let app: FastifyInstance;
let admin: string;
let adminId: string;
let zhangsanId: string;
let leave: { id: string; menuId: string; enCode: string };

beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
  const idOf = (account: string): string => (app.db.prepare('SELECT id FROM users WHERE account = ?').get(account) as { id: string }).id;
  adminId = idOf('admin');
  zhangsanId = idOf('zhangsan');
  leave = await releasedModule(app, admin, leaveModule());
});
afterAll(() => closeTestApp(app));

const count = (table: string): number => (app.db.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).get() as { n: number }).n;
const create = (body: Record<string, unknown>, token = admin, id = leave.id) => call<{ id: string }>(app, 'POST', `${ONLINE}/${id}`, { token, body });
const list = (body: Record<string, unknown>, token = admin, id = leave.id) => call<Page>(app, 'POST', `${ONLINE}/${id}/List`, { token, body });

const freshLeave = () => freshLeaveOf(app, admin);

/** A signed-in user of a fresh role granted the module's menu and these of its resources. */
async function userWith(menuId: string, grants: { buttons?: string[]; columns?: string[]; forms?: string[]; schemes?: string[] } = {}) {
  const code = createRole(app, []);
  const role = roleId(code);
  grantItem(app, 'Role', role, 'module', menuId);
  const item = (table: string, enCode: string): string =>
    (app.db.prepare(`SELECT id FROM ${table} WHERE module_id = ? AND en_code = ?`).get(menuId, enCode) as { id: string }).id;
  for (const button of grants.buttons ?? []) grantItem(app, 'Role', role, 'button', item('module_buttons', button));
  for (const column of grants.columns ?? []) grantItem(app, 'Role', role, 'column', item('module_columns', column));
  for (const form of grants.forms ?? []) grantItem(app, 'Role', role, 'form', item('module_forms', form));
  for (const scheme of grants.schemes ?? []) grantItem(app, 'Role', role, 'resource', scheme);
  const user = await createUser(app, { roles: [code] });
  return { id: user.id, token: await signIn(app, user.account, user.password) };
}

describe('records', () => {
  it('are created with their sub-table, numbered, filled and calculated by the server, then read, changed and deleted', async () => {
    const created = await create({
      title: '年假', days: 2, startDate: 1767225600000, period: [1767225600000, 1767398400000], leaveType: 'order', level: '2',
      approver: zhangsanId, reason: '探亲',
      // The server's own values: whatever the client says is ignored.
      code: 'FAKE-1', total: 999, allowance: 1, creator: zhangsanId, createdAt: 1,
      tableField101: [{ item: '车费', amount: 10.5, qty: 2, subtotal: 1 }, { item: '餐费', amount: 3.333, qty: 3 }, { item: '水', amount: 0.1, qty: 3 }],
    });
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    const id = created.data.id;

    const read = await call<Row & { tableField101: Row[] }>(app, 'GET', `${ONLINE}/${leave.id}/${id}`, { token: admin });
    expect(read.data).toMatchObject({
      title: '年假', days: 2, startDate: 1767225600000, period: [1767225600000, 1767398400000], leaveType: 'order', level: '2', approver: zhangsanId,
      // 合计 of the rows' 小计 (21 + 10 + 0.3), each to 2 decimals, then ROUND(total / days, 2) + 1.
      total: 31.3, allowance: 16.65, creator: adminId,
    });
    expect(read.data.code).toMatch(/^DD\d{8}\d{4}$/);
    expect(read.data.createdAt).toBeGreaterThan(1);
    expect(read.data.tableField101.map(({ id: _id, ...row }) => row)).toEqual([
      { item: '车费', amount: 10.5, qty: 2, subtotal: 21 },
      { item: '餐费', amount: 3.333, qty: 3, subtotal: 10 },
      { item: '水', amount: 0.1, qty: 3, subtotal: 0.3 },
    ]);

    const shown = await call<Row & { tableField101: Row[] }>(app, 'GET', `${ONLINE}/${leave.id}/${id}/DataChange`, { token: admin });
    expect(shown.data).toMatchObject({ leaveType: '订单', level: '紧急', approver: '张三/zhangsan', creator: '管理员/admin', total: 31.3 });

    const [first] = read.data.tableField101 as [Row];
    const changed = await call(app, 'PUT', `${ONLINE}/${leave.id}/${id}`, {
      token: admin,
      body: { ...read.data, title: '年假（改）', tableField101: [{ ...first, qty: 1 }] },
    });
    expect(changed.code).toBe(200);
    const after = await call<Row & { tableField101: Row[] }>(app, 'GET', `${ONLINE}/${leave.id}/${id}`, { token: admin });
    expect(after.data).toMatchObject({ title: '年假（改）', total: 10.5, code: read.data.code, creator: adminId, createdAt: read.data.createdAt });
    expect(after.data.tableField101).toEqual([{ id: first.id, item: '车费', amount: 10.5, qty: 1, subtotal: 10.5 }]);
    expect(app.db.prepare('SELECT last_modify_user_id AS user FROM ext_leave_form WHERE id = ?').get(id)).toEqual({ user: adminId });

    expect((await call(app, 'DELETE', `${ONLINE}/${leave.id}/${id}`, { token: admin })).code).toBe(200);
    const gone = await call(app, 'GET', `${ONLINE}/${leave.id}/${id}`, { token: admin });
    expect({ code: gone.code, msg: gone.msg }).toEqual({ code: 404, msg: '数据不存在或已被删除' });
    expect(app.db.prepare('SELECT COUNT(*) AS n FROM ext_leave_expense WHERE foreign_id = ?').get(id)).toEqual({ n: 0 });
  });

  const valid = () => ({ title: '年假', days: 2, tableField101: [{ item: '车费', amount: 1 }] });
  it.each<[string, Record<string, unknown>, string]>([
    ['a missing required field', { title: '' }, '标题不能为空'],
    ['a value failing the field’s rule', { title: '1号请假' }, '标题不能以数字开头'],
    ['a text too long', { title: '假'.repeat(21) }, '标题最多为20个字符'],
    ['a number above its maximum', { days: 31 }, '天数不能大于30'],
    ['a number below its minimum', { days: 0.1 }, '天数不能小于0.5'],
    ['a number that is not one', { days: 'two' }, '天数的值类型不正确'],
    ['a static option that does not exist', { level: '3' }, '紧急程度的值“3”不在可选项中'],
    ['a dictionary item that does not exist', { leaveType: 'holiday' }, '类型的值“holiday”不在可选项中'],
    ['a user that does not exist', { approver: 'nobody' }, '审批人选择的“nobody”不存在'],
    ['a sub-table row without a required cell', { tableField101: [{ item: '车费', amount: 1 }, { amount: 2 }] }, '费用明细第2行：项目不能为空'],
    ['a sub-table cell out of range', { tableField101: [{ item: '车费', amount: -1 }] }, '费用明细第1行：金额不能小于0'],
    ['a sub-table that is not a list', { tableField101: 'rows' }, '费用明细的值类型不正确'],
  ])('refuses %s with the form’s message, and writes nothing', async (_name, overrides, msg) => {
    const before = [count('ext_leave_form'), count('ext_leave_expense'), count('bill_numbers')];
    const result = await create({ ...valid(), ...overrides });
    expect({ code: result.code, msg: result.msg }).toEqual({ code: 400, msg });
    expect([count('ext_leave_form'), count('ext_leave_expense'), count('bill_numbers')]).toEqual(before);
  });

  it('answers hostile values in every kind of field, in sub-table rows and in the search with a 4xx, never a 5xx', async () => {
    const failures: string[] = [];
    const send = async (method: 'POST' | 'PUT', url: string, body: unknown): Promise<void> => {
      const response = await app.inject({ method, url, headers: { authorization: admin, 'content-type': 'application/json' }, payload: jsonText(body) });
      const code = Math.max(response.statusCode, (response.json() as { code: number }).code);
      if (code >= 500) failures.push(`${code} ${url} ${jsonText(body).slice(0, 80)}`);
    };
    const id = (await create(valid())).data.id;
    const fields = ['title', 'days', 'startDate', 'period', 'leaveType', 'level', 'approver', 'reason', 'tableField101', 'creator', '__proto__'];
    for (const value of HOSTILE_JSON_VALUES) {
      for (const name of fields) {
        await send('POST', `${ONLINE}/${leave.id}`, { ...valid(), [name]: value });
        await send('PUT', `${ONLINE}/${leave.id}/${id}`, { ...valid(), tableField101: [{ item: value, amount: value, qty: value, id: value }] });
        await send('POST', `${ONLINE}/${leave.id}/List`, { keyword: typeof value === 'string' ? value.slice(0, 100) : '', json: { [name]: value }, sidx: typeof value === 'string' ? value.slice(0, 64) : '' });
      }
    }
    await send('POST', `${ONLINE}/${leave.id}`, { ...valid(), tableField101: Array.from({ length: 1001 }, () => ({ item: 'x', amount: 1 })) });
    expect(failures).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('stores 0 for a formula without a number (division by zero) instead of failing', async () => {
    const suffix = Math.floor(Math.random() * 1e9);
    const fields = [field('numInput', 'a', 'A'), field('numInput', 'b', 'B'), field('calculate', 'c', 'C', { expression: 'a / b' })];
    const module = await releasedModule(app, admin, {
      fullName: '除法', enCode: `div${suffix}`, formData: formDataOf(fields), tables: JSON.stringify([{ table: `div_${suffix}`, typeId: '1' }]),
    });
    const created = await create({ a: 1, b: 0 }, admin, module.id);
    expect(created.code).toBe(200);
    expect((await call<Row>(app, 'GET', `${ONLINE}/${module.id}/${created.data.id}`, { token: admin })).data.c).toBe(0);
  });

  it('draws 50 distinct bill numbers for 50 concurrent saves', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => create({ title: `并发${i}`, days: 1 })));
    expect(results.every((result) => result.code === 200)).toBe(true);
    const codes = results.map((result) => (app.db.prepare('SELECT code FROM ext_leave_form WHERE id = ?').get(result.data.id) as { code: string }).code);
    expect(new Set(codes).size).toBe(50);
  });

  it('deletes several at once, with their sub-table rows', async () => {
    const ids = await Promise.all([1, 2, 3].map(async (i) => (await create({ title: `批量${i}`, days: 1, tableField101: [{ item: 'x', amount: 1 }] })).data.id));
    expect((await call(app, 'POST', `${ONLINE}/batchDelete/${leave.id}`, { token: admin, body: { ids: ids.slice(0, 2) } })).code).toBe(200);
    const left = ids.map((id) => app.db.prepare('SELECT 1 AS x FROM ext_leave_form WHERE id = ?').get(id) !== undefined);
    expect(left).toEqual([false, false, true]);
    expect(app.db.prepare(`SELECT COUNT(*) AS n FROM ext_leave_expense WHERE foreign_id IN (?, ?)`).get(ids[0], ids[1])).toEqual({ n: 0 });
  });
});

describe('the list', () => {
  let module: { id: string; menuId: string; enCode: string };

  beforeAll(async () => {
    module = await freshLeave();
    for (let i = 0; i < 30; i += 1) {
      const result = await create({
        title: `${i % 3 === 0 ? '出差' : '年假'}${i}`, days: (i % 10) + 1, level: i % 2 === 1 ? '2' : '1', approver: i < 5 ? zhangsanId : null,
      }, admin, module.id);
      expect(result.code).toBe(200);
    }
  });

  const totalOf = async (body: Record<string, unknown>): Promise<number> => {
    const result = await list(body, admin, module.id);
    expect(result.code).toBe(200);
    return result.data.pagination.total;
  };

  it('searches by keyword, by the search form (contains, equal, range) and by the left tree', async () => {
    expect(await totalOf({})).toBe(30);
    expect(await totalOf({ keyword: '出差' })).toBe(10);
    expect(await totalOf({ keyword: '%' })).toBe(0);
    expect(await totalOf({ json: JSON.stringify({ title: '差1' }) })).toBe(3);
    expect(await totalOf({ json: { level: '2' } })).toBe(15);
    expect(await totalOf({ json: { days: [3, 5] } })).toBe(9);
    expect(await totalOf({ json: { days: [null, 2] } })).toBe(6);
    expect(await totalOf({ keyword: '出差', json: { level: '1' } })).toBe(5);
    expect(await totalOf({ json: { approver: zhangsanId } })).toBe(5);
    const refused = await list({ json: 'not json' }, admin, module.id);
    expect({ code: refused.code, msg: refused.msg }).toEqual({ code: 400, msg: '查询条件“json”的值不正确' });
    expect((await list({ json: { days: { $gt: 1 } } }, admin, module.id)).msg).toBe('查询条件“天数”的值不正确');
  });

  it('pages by 20, 50, 100 and 500 and sorts by the sortable columns only', async () => {
    const second = await list({ currentPage: 2, pageSize: 20 }, admin, module.id);
    expect(second.data.pagination).toEqual({ currentPage: 2, pageSize: 20, total: 30 });
    expect(second.data.list).toHaveLength(10);
    for (const size of [50, 100, 500]) expect((await list({ pageSize: size }, admin, module.id)).data.list).toHaveLength(30);
    const byDays = await list({ sidx: 'days', sort: 'asc', pageSize: 50 }, admin, module.id);
    const days = byDays.data.list.map((row) => row.days as number);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    const refused = await list({ sidx: 'reason' }, admin, module.id);
    expect({ code: refused.code, msg: refused.msg }).toEqual({ code: 400, msg: '不能按“reason”排序' });
    // Newest first by default.
    const first = await list({ pageSize: 1 }, admin, module.id);
    expect(first.data.list[0]?.title).toBe('年假29');
  });

  it('answers display values: option labels and user names', async () => {
    const rows = (await list({ json: { approver: zhangsanId }, pageSize: 1 }, admin, module.id)).data.list;
    expect(rows[0]).toMatchObject({ approver: '张三/zhangsan', level: expect.stringMatching(/^(普通|紧急)$/), creator: '管理员/admin' });
  });

  it('exports the filtered list to xlsx with the chosen columns, as the list shows them', async () => {
    const exported = await call<{ url: string; name: string }>(app, 'POST', `${ONLINE}/${module.id}/Actions/Export`, {
      token: admin, body: { dataType: '1', selectKey: ['title', 'days', 'level'], keyword: '出差', sidx: 'days', sort: 'asc' },
    });
    expect(exported.code).toBe(200);
    expect(exported.data.name).toMatch(/^请假单\d{8}\.xlsx$/);
    const response = await app.inject({ method: 'GET', url: exported.data.url });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const shown = (await list({ keyword: '出差', sidx: 'days', sort: 'asc', pageSize: 50 }, admin, module.id)).data.list;
    expect(rows).toEqual([['标题', '天数', '紧急程度'], ...shown.map((row) => [row.title, row.days, row.level])]);

    const chosen = shown.slice(0, 2).map((row) => row.id);
    const some = await call<{ url: string }>(app, 'POST', `${ONLINE}/${module.id}/Actions/ExportData`, { token: admin, body: { ids: chosen, selectKey: 'title' } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await app.inject({ method: 'GET', url: some.data.url })).rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.rowCount).toBe(3);
  });
});

describe('keyword search through the index', () => {
  let module: { id: string; menuId: string; enCode: string };
  const titles = async (keyword: string, token = admin): Promise<string[]> =>
    (await list({ keyword, pageSize: 500 }, token, module.id)).data.list.map((row) => String(row.title)).sort();

  beforeAll(async () => {
    module = await freshLeave();
    for (const [title, reason] of [['出差北京', ''], ['出差差行', ''], ['Annual Leave', ''], ['élan', ''], ['年假', '秘密'], ['完成100%', '']]) {
      expect((await create({ title, days: 1, reason }, admin, module.id)).code).toBe(200);
    }
  });

  it('finds substrings of one, two and more characters, folding ASCII case only, as LIKE does', async () => {
    expect(await titles('出')).toEqual(['出差北京', '出差差行']);
    expect(await titles('差行')).toEqual(['出差差行']);
    // Both pairs of 出差行 are in 出差差行, the keyword is not: the hits are checked again.
    expect(await titles('出差行')).toEqual([]);
    expect(await titles('annual')).toEqual(['Annual Leave']);
    expect(await titles('ÉLAN')).toEqual([]);
    expect(await titles('élan')).toEqual(['élan']);
    expect(await titles('%')).toEqual(['完成100%']);
    expect(await titles('秘密')).toEqual(['年假']);
  });

  it('follows edits and deletes', async () => {
    const id = (await create({ title: '临时标题', days: 1 }, admin, module.id)).data.id;
    expect(await titles('临时')).toEqual(['临时标题']);
    await call(app, 'PUT', `${ONLINE}/${module.id}/${id}`, { token: admin, body: { title: '正式标题', days: 1 } });
    expect(await titles('临时')).toEqual([]);
    expect(await titles('正式')).toEqual(['正式标题']);
    await call(app, 'DELETE', `${ONLINE}/${module.id}/${id}`, { token: admin });
    expect(await titles('正式')).toEqual([]);
  });

  it('does not match on text fields the caller may not see', async () => {
    const viewer = await userWith(module.menuId, { columns: ['title'] });
    setModuleChecks(app, module.menuId, { columns: true });
    try {
      expect(await titles('秘密', viewer.token)).toEqual([]);
      expect(await titles('年', viewer.token)).toEqual(['年假']);
    } finally {
      setModuleChecks(app, module.menuId, { columns: false });
    }
  });

  it('walks the list order for a common keyword and counts every hit', async () => {
    const suffix = Math.floor(Math.random() * 1e9);
    const common = await releasedModule(app, admin, {
      fullName: '常用', enCode: `common${suffix}`, formData: formDataOf([field('comInput', 'title', '标题')]),
      tables: JSON.stringify([{ table: 'common_kw', typeId: '1' }]),
    });
    // Rows written around the server, then indexed as a release does: 2,100 saves would only slow the test.
    const insert = app.db.prepare('INSERT INTO "ext_common_kw" ("id", "title", "creator_time") VALUES (?, ?, ?)');
    app.db.transaction(() => {
      for (let i = 0; i < 2100; i += 1) insert.run(String(1000000000000000000n + BigInt(i)), i % 2 === 0 ? `常见${i}` : `其他${i}`, i);
      rebuildKeywordIndex(app.db, runtimeModule(app.db, common.id, () => true).model.main);
    })();
    const page = await list({ keyword: '常', pageSize: 20 }, admin, common.id);
    expect(page.data.pagination.total).toBe(1050);
    expect(page.data.list.map((row) => row.title)).toEqual(Array.from({ length: 20 }, (_, i) => `常见${2098 - 2 * i}`));
    expect((await list({ keyword: '常见1', pageSize: 500 }, admin, common.id)).data.pagination.total).toBe(
      Array.from({ length: 2100 }, (_, i) => i).filter((i) => i % 2 === 0 && `常见${i}`.includes('常见1')).length,
    );
  });
});

describe('rights', () => {
  it('a user without the module’s menu is refused everything', async () => {
    const stranger = await createUser(app, { roles: [] });
    const token = await signIn(app, stranger.account, stranger.password);
    for (const answer of [await list({}, token), await call(app, 'GET', `${ONLINE}/${leave.id}/Config`, { token })]) {
      expect({ code: answer.code, msg: answer.msg }).toEqual({ code: 403, msg: '暂无权限' });
    }
  });

  it('a reader sees the list, but a hand-made create, edit, delete or export is refused and changes nothing', async () => {
    const someone = (await create({ title: '别人的', days: 1 })).data.id;
    const reader = await userWith(leave.menuId);
    expect((await list({}, reader.token)).code).toBe(200);
    const before = [count('ext_leave_form'), count('bill_numbers')];
    const stored = app.db.prepare('SELECT * FROM ext_leave_form WHERE id = ?').get(someone);
    const answers = [
      await create({ title: '偷偷新建', days: 1 }, reader.token),
      await call(app, 'PUT', `${ONLINE}/${leave.id}/${someone}`, { token: reader.token, body: { title: '改掉', days: 3 } }),
      await call(app, 'DELETE', `${ONLINE}/${leave.id}/${someone}`, { token: reader.token }),
      await call(app, 'POST', `${ONLINE}/batchDelete/${leave.id}`, { token: reader.token, body: { ids: [someone] } }),
      await call(app, 'POST', `${ONLINE}/${leave.id}/Actions/Export`, { token: reader.token, body: {} }),
    ];
    for (const answer of answers) expect({ code: answer.code, msg: answer.msg }).toEqual({ code: 403, msg: '暂无权限' });
    expect([count('ext_leave_form'), count('bill_numbers')]).toEqual(before);
    expect(app.db.prepare('SELECT * FROM ext_leave_form WHERE id = ?').get(someone)).toEqual(stored);

    const adder = await userWith(leave.menuId, { buttons: ['btn_add'] });
    expect((await create({ title: '可以新建', days: 1 }, adder.token)).code).toBe(200);
  });

  it('column rights strip the hidden columns and refuse sorting by them', async () => {
    const viewer = await userWith(leave.menuId, { columns: ['title'] });
    setModuleChecks(app, leave.menuId, { columns: true });
    try {
      const rows = (await list({ pageSize: 5 }, viewer.token)).data.list;
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(Object.keys(row).sort()).toEqual(['id', 'title']);
      expect((await list({ sidx: 'days' }, viewer.token)).code).toBe(400);
    } finally {
      setModuleChecks(app, leave.menuId, { columns: false });
    }
  });

  it('data rules limit the list and single records to the rows they allow', async () => {
    const rule = createDataRule(app, leave.menuId, 'creatorUserId', '==', '@userId');
    const scheme = createScheme(app, leave.menuId, [{ logic: 'and', ruleIds: [rule] }]);
    const owner = await userWith(leave.menuId, { buttons: ['btn_add', 'btn_remove'], schemes: [scheme] });
    const others = (await create({ title: '管理员的', days: 1 })).data.id;
    setModuleChecks(app, leave.menuId, { data: true });
    try {
      const mine = (await create({ title: '我的', days: 1 }, owner.token)).data.id;
      const rows = (await list({ pageSize: 500 }, owner.token)).data.list;
      expect(rows.map((row) => row.id)).toEqual([mine]);
      expect((await call(app, 'GET', `${ONLINE}/${leave.id}/${others}`, { token: owner.token })).code).toBe(404);
      expect((await call(app, 'DELETE', `${ONLINE}/${leave.id}/${others}`, { token: owner.token })).code).toBe(404);
      expect(app.db.prepare('SELECT 1 AS x FROM ext_leave_form WHERE id = ?').get(others)).toEqual({ x: 1 });
    } finally {
      setModuleChecks(app, leave.menuId, { data: false });
    }
  });

  it('form rights keep the fields a user may not write, and refuse a create missing a required one', async () => {
    const editor = await userWith(leave.menuId, { buttons: ['btn_add', 'btn_edit'], forms: ['title'] });
    const id = (await create({ title: '原标题', days: 2 })).data.id;
    setModuleChecks(app, leave.menuId, { forms: true });
    try {
      expect((await call(app, 'PUT', `${ONLINE}/${leave.id}/${id}`, { token: editor.token, body: { title: '新标题', days: 9 } })).code).toBe(200);
      expect(app.db.prepare('SELECT title, days FROM ext_leave_form WHERE id = ?').get(id)).toEqual({ title: '新标题', days: 2 });
      expect((await create({ title: '新建', days: 1 }, editor.token)).msg).toBe('天数不能为空');
    } finally {
      setModuleChecks(app, leave.menuId, { forms: false });
    }
  });

  it('an unreleased module has no runtime', async () => {
    const draft = await call<{ id: string }>(app, 'POST', BASE, { token: admin, body: leaveModule() });
    const answer = await list({}, admin, draft.data.id);
    expect({ code: answer.code, msg: answer.msg }).toEqual({ code: 400, msg: '该功能尚未发布' });
    expect((await list({}, admin, 'no-such-module')).code).toBe(404);
  });
});
