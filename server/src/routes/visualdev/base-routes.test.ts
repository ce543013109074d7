import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { moduleId } from '../../db/seed/menus';
import { buildTestApp, call, closeTestApp, connectSocket, signIn } from '../../testing';
import { field, formDataOf, leaveFields, leaveModule, leaveTables, releasedModule, type Field } from './test-fixtures';
import { fileRoutes } from '../files/routes';
import { visualdevRoutes } from './routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [fileRoutes, visualdevRoutes];

const BASE = '/api/visualdev/Base';
const ONLINE = '/api/visualdev/OnlineDev';

let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
});
afterAll(() => closeTestApp(app));

const count = (table: string): number => (app.db.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).get() as { n: number }).n;
const columnsOf = (table: string): Record<string, string> =>
  Object.fromEntries((app.db.prepare(`PRAGMA table_info("${table}")`).all() as { name: string; type: string }[]).map((column) => [column.name, column.type]));
const uniqueTables = (): { main: string; child: string } => {
  const suffix = Math.floor(Math.random() * 1e9);
  return { main: `leave_${suffix}`, child: `expense_${suffix}` };
};

/** A leave module on tables of its own (each test releases into fresh tables). */
function ownLeave(fields: Field[] = leaveFields(), overrides: Record<string, unknown> = {}) {
  const tables = uniqueTables();
  const withTables = fields.map((item) => (item.__vModel__ === 'tableField101' ? { ...item, __config__: { ...item.__config__, tableName: tables.child } } : item));
  return { tables, body: leaveModule({ tables: leaveTables(tables.main, tables.child), ...overrides }, withTables) };
}

describe('designed modules', () => {
  it('are created, listed, read, saved, copied, exported, imported and deleted', async () => {
    const { body, tables } = ownLeave();
    const created = await call<{ id: string }>(app, 'POST', BASE, { token: admin, body });
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    const id = created.data.id;

    const list = await call<{ list: { id: string; state: number; hasDraftChanges: boolean }[]; pagination: { total: number } }>(
      app, 'GET', `${BASE}?keyword=${encodeURIComponent(String(body.enCode))}`, { token: admin });
    expect(list.data.list.map((row) => row.id)).toEqual([id]);
    expect(list.data.list[0]).toMatchObject({ state: 0, hasDraftChanges: true });

    const info = await call<Record<string, unknown>>(app, 'GET', `${BASE}/${id}`, { token: admin });
    expect(info.data).toMatchObject({ id, fullName: '请假单', enCode: body.enCode, state: 0, formData: body.formData, releasedFormData: null, dbLinkId: '0' });

    const saved = await call(app, 'PUT', `${BASE}/${id}`, { token: admin, body: { ...body, fullName: '请假申请' } });
    expect(saved.code).toBe(200);
    expect((await call<{ fullName: string }>(app, 'GET', `${BASE}/${id}`, { token: admin })).data.fullName).toBe('请假申请');

    const copy = await call<{ id: string }>(app, 'POST', `${BASE}/${id}/Actions/Copy`, { token: admin });
    const copied = await call<{ fullName: string; enCode: string; formData: string; tables: string }>(app, 'GET', `${BASE}/${copy.data.id}`, { token: admin });
    expect(copied.data.fullName).toMatch(/^请假申请\.副本\d{6}$/);
    expect(copied.data.enCode).not.toBe(body.enCode);
    // The copy has tables of its own, so it can be released beside the original.
    const suffix = copied.data.fullName.slice(-6);
    expect(JSON.parse(copied.data.formData)).toEqual(JSON.parse(String(body.formData).replace(new RegExp(`"${tables.child}"`, 'g'), `"${tables.child}_${suffix}"`)));
    expect((JSON.parse(copied.data.tables) as { table: string }[]).map((table) => table.table)).toEqual([`${tables.main}_${suffix}`, `${tables.child}_${suffix}`]);
    const releasedCopy = await call(app, 'POST', `${BASE}/${copy.data.id}/Actions/Release`, { token: admin, body: {} });
    expect(releasedCopy.code).toBe(200);

    const exported = await call<{ url: string; name: string }>(app, 'GET', `${BASE}/${id}/Actions/Export`, { token: admin });
    expect(exported.data.name).toBe('请假申请.json');
    const file = (await app.inject({ method: 'GET', url: exported.data.url })).json<{ format: string; module: Record<string, unknown> }>();
    expect(file).toMatchObject({ format: 'atrium.visualdev', module: { fullName: '请假申请', formData: body.formData, tables: body.tables } });
    const imported = await call<{ id: string }>(app, 'POST', `${BASE}/Actions/Import`, { token: admin, body: { content: JSON.stringify(file) } });
    expect(imported.code).toBe(200);
    const again = await call<{ enCode: string; formData: string }>(app, 'GET', `${BASE}/${imported.data.id}`, { token: admin });
    expect(again.data.formData).toBe(body.formData);
    expect(again.data.enCode).not.toBe(body.enCode);
    expect((await call(app, 'POST', `${BASE}/Actions/Import`, { token: admin, body: { format: 'other' } })).msg).toBe('导入文件不是功能设计导出的文件：format');

    for (const remove of [id, copy.data.id, imported.data.id]) expect((await call(app, 'DELETE', `${BASE}/${remove}`, { token: admin })).code).toBe(200);
    expect((await call(app, 'GET', `${BASE}/${id}`, { token: admin })).code).toBe(404);
  });

  it('need the designer page; writes need its buttons', async () => {
    // viewer holds every page but no buttons.
    const viewer = await signIn(app, 'viewer');
    expect((await call(app, 'GET', BASE, { token: viewer })).code).toBe(200);
    const before = count('visualdev');
    const refused = await call(app, 'POST', BASE, { token: viewer, body: ownLeave().body });
    expect({ code: refused.code, msg: refused.msg }).toEqual({ code: 403, msg: '暂无权限' });
    expect(count('visualdev')).toBe(before);
  });

  const sub = (children: Field[], vModel = 'tableField101', table = 'leave_expense'): Field => field('table', vModel, '费用明细', { tableName: table, children });

  it.each<[string, Record<string, unknown>, string]>([
    ['a reserved word as field name', { fields: [field('comInput', 'select', '选择')] }, '字段名“select”是 SQL 保留字或系统字段，请换一个名称'],
    ['a system column as field name', { fields: [field('comInput', 'Creator_Time', '时间')] }, '字段名“Creator_Time”是 SQL 保留字或系统字段，请换一个名称'],
    ['the rowid alias as field name', { fields: [field('comInput', 'rowid', '行')] }, '字段名“rowid”是 SQL 保留字或系统字段，请换一个名称'],
    ['a field name starting with a digit', { fields: [field('comInput', '1title', '标题')] }, '字段名“1title”不正确：必须以字母开头，只能包含字母、数字和下划线（不能连用两个），最多 50 个字符'],
    ['a field name with a dash', { fields: [field('comInput', 'a-b', '标题')] }, '字段名“a-b”不正确：必须以字母开头，只能包含字母、数字和下划线（不能连用两个），最多 50 个字符'],
    ['a field name with a quote', { fields: [field('comInput', 'a"; DROP TABLE users; --', '标题')] }, '字段名“a"; DROP TABLE users; --”不正确：必须以字母开头，只能包含字母、数字和下划线（不能连用两个），最多 50 个字符'],
    ['a field name with a double underscore', { fields: [field('comInput', 'title__new', '标题')] }, '字段名“title__new”不正确：必须以字母开头，只能包含字母、数字和下划线（不能连用两个），最多 50 个字符'],
    ['a field name too long', { fields: [field('comInput', `a${'b'.repeat(50)}`, '标题')] }, `字段名“a${'b'.repeat(50)}”不正确：必须以字母开头，只能包含字母、数字和下划线（不能连用两个），最多 50 个字符`],
    ['a stored field without a name', { fields: [field('comInput', null, '标题')] }, '控件“标题”缺少字段名'],
    ['duplicate field names (without case)', { fields: [field('comInput', 'title', '标题'), field('row', null, '行', { children: [field('comInput', 'Title', '标题2')] })] }, '字段名“Title”重复，请修改“标题2”的字段名'],
    ['a sub-table inside a sub-table', { fields: [sub([field('comInput', 'item', '项目'), sub([field('comInput', 'x', 'x')], 'tableField102', 'other')])] }, '子表“费用明细”中不能再放子表'],
    ['a sub-table without a table', { fields: [sub([field('comInput', 'item', '项目')], 'tableField101', '')] }, '子表“费用明细”未设置数据表'],
    ['a formula naming an unknown field', { fields: [field('numInput', 'a', 'A'), field('calculate', 'b', 'B', { expression: 'a + nothing' })] }, '计算公式“B”引用了不存在的字段“nothing”'],
    ['a formula naming a text field', { fields: [field('comInput', 'a', 'A'), field('calculate', 'b', 'B', { expression: 'a * 2' })] }, '计算公式“B”引用的“a”不是数字字段'],
    ['formulas in a loop', { fields: [field('calculate', 'a', 'A', { expression: 'b + 1' }), field('calculate', 'b', 'B', { expression: 'a * 2' })] }, '计算公式循环引用：a → b → a'],
    ['a formula through a sub-table loop', {
      fields: [field('calculate', 'total', '合计', { expression: 'tableField101.sub' }), sub([field('calculate', 'sub', '小计', { expression: 'total / 2' })])],
    }, '计算公式循环引用：total → tableField101.sub → total'],
    ['a formula that does not parse', { fields: [field('numInput', 'a', 'A'), field('calculate', 'b', 'B', { expression: 'a * (a' })] }, '计算公式“B”在第 7 个字符处有误，请检查运算符、括号和函数（可用 SUM、AVG、MAX、MIN、ABS、ROUND）'],
    ['a formula with code in it', { fields: [field('numInput', 'a', 'A'), field('calculate', 'b', 'B', { expression: 'process.exit(1)' })] }, '计算公式“B”在第 1 个字符处有误，请检查运算符、括号和函数（可用 SUM、AVG、MAX、MIN、ABS、ROUND）'],
    ['a dictionary that does not exist', { fields: [field('select', 's', '类型', { dataType: 'dictionary', dictionaryType: 'nope' })] }, '“类型”的数据字典不存在：nope'],
    ['a bill rule that does not exist', { fields: [field('billRule', 'code', '单号', { billRule: 'NoSuchRule' })] }, '“单号”的单据规则“NoSuchRule”不存在'],
    ['a rule RE2 cannot run in linear time', { fields: [field('comInput', 'a', '标题', { regList: [{ pattern: '/^(?=x)a/', message: 'm' }] })] }, '“标题”的校验规则不是有效的正则表达式：/^(?=x)a/'],
    ['an unknown field kind', { fields: [field('script', 'a', '脚本')] }, '控件“脚本”的类型“script”不支持'],
  ])('refuses %s with a clear message, and saves nothing', async (_name, form, msg) => {
    const before = count('visualdev');
    const body = leaveModule({ formData: JSON.stringify({ formRef: 'elForm', ...form }), columnData: null });
    const result = await call(app, 'POST', BASE, { token: admin, body });
    expect({ code: result.code, msg: result.msg }).toEqual({ code: 400, msg });
    expect(count('visualdev')).toBe(before);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a reserved table name', { tables: JSON.stringify([{ table: 'order', typeId: '1' }]) }, '表名“order”是 SQL 保留字，请换一个名称'],
    ['a malformed table name', { tables: JSON.stringify([{ table: 'leave form', typeId: '1' }]) }, '表名“leave form”不正确：必须以字母开头，只能包含字母、数字和下划线（不能连用两个），最多 50 个字符'],
    ['two main tables', { tables: JSON.stringify([{ table: 'a1', typeId: '1' }, { table: 'a2', typeId: '1' }]) }, '只能有一个主表'],
    ['an unknown data type', { tables: JSON.stringify([{ table: 'leave_form', typeId: '1', fields: [{ field: 'title', dataType: 'blob' }] }]) }, '字段“title”的数据类型“blob”不支持，可选 varchar、int、datetime、decimal、bigint、text'],
    ['a type that cannot hold the field', {
      formData: formDataOf([field('checkbox', 'tags', '标签', {}, { options: [{ id: 'a', fullName: 'A' }] })]),
      tables: JSON.stringify([{ table: 'leave_form', typeId: '1', fields: [{ field: 'tags', dataType: 'int' }] }]),
    }, '字段“tags”的数据类型 int 不能保存“标签”控件的值'],
    ['formData that is not JSON', { formData: '{"fields": [' }, 'formData 不是有效的 JSON'],
    ['a list column that is not a field', { columnData: JSON.stringify({ columnList: [{ prop: 'nothing', label: 'x' }] }) }, '列表设置引用了不存在的字段“nothing”'],
    ['no name', { fullName: '' }, '请输入名称'],
    ['a malformed code', { enCode: 'a b' }, '编码只能输入英文、数字和小数点且小数点不能放在首尾'],
  ])('refuses %s', async (_name, overrides, msg) => {
    const before = count('visualdev');
    const result = await call(app, 'POST', BASE, { token: admin, body: leaveModule(overrides) });
    expect({ code: result.code, msg: result.msg }).toEqual({ code: 400, msg });
    expect(count('visualdev')).toBe(before);
  });

  it('refuses a duplicate code', async () => {
    const { body } = ownLeave();
    expect((await call(app, 'POST', BASE, { token: admin, body })).code).toBe(200);
    expect((await call(app, 'POST', BASE, { token: admin, body: { ...body, enCode: String(body.enCode).toUpperCase() } })).msg).toBe(`编码已存在：${String(body.enCode).toUpperCase()}`);
  });
});

describe('release', () => {
  it('creates the tables, the menu under 在线开发 and its resources, and refreshes administrators', async () => {
    const { tables, body } = ownLeave();
    const socket = await connectSocket(app, admin);
    const { id, menuId, enCode } = await releasedModule(app, admin, body);
    await socket.next('refresh');
    socket.socket.close();

    const main = columnsOf(`ext_${tables.main}`);
    expect(main).toMatchObject({
      id: 'INTEGER', title: 'TEXT', days: 'NUMERIC', startDate: 'INTEGER', period: 'TEXT', leaveType: 'TEXT', code: 'TEXT', total: 'NUMERIC',
      creator_user_id: 'TEXT', creator_time: 'INTEGER', last_modify_user_id: 'TEXT', last_modify_time: 'INTEGER',
    });
    // A layout wraps "reason"; layouts and sub-tables are not columns.
    expect(main).toHaveProperty('reason');
    expect(main).not.toHaveProperty('tableField101');
    expect(columnsOf(`ext_${tables.child}`)).toEqual({ id: 'INTEGER', foreign_id: 'INTEGER', row_order: 'INTEGER', item: 'TEXT', amount: 'NUMERIC', qty: 'NUMERIC', subtotal: 'NUMERIC' });
    const foreignKey = app.db.prepare(`PRAGMA foreign_key_list("ext_${tables.child}")`).get() as { table: string; on_delete: string };
    expect(foreignKey).toMatchObject({ table: `ext_${tables.main}`, on_delete: 'CASCADE' });

    const menu = app.db.prepare('SELECT parent_id, type, en_code, url_address, property_json, is_button_authorize FROM modules WHERE id = ?').get(menuId);
    expect(menu).toEqual({
      parent_id: moduleId('onlineDev'), type: 3, en_code: `onlineDev.run.${enCode}`, url_address: `onlineDev/run/${enCode}`,
      property_json: JSON.stringify({ moduleId: id }), is_button_authorize: 1,
    });
    const codes = (table: string): string[] => (app.db.prepare(`SELECT en_code FROM ${table} WHERE module_id = ? AND enabled_mark = 1 ORDER BY sort_code`).all(menuId) as { en_code: string }[]).map((row) => row.en_code);
    expect(codes('module_buttons')).toEqual(['btn_add', 'btn_download', 'btn_batchRemove', 'btn_edit', 'btn_remove']);
    expect(codes('module_columns')).toEqual(['title', 'days', 'leaveType', 'level', 'approver', 'code', 'total', 'createdAt']);
    expect(codes('module_forms')).toEqual(expect.arrayContaining(['title', 'reason', 'tableField101', 'tableField101-item', 'tableField101-amount']));

    const info = await call<{ state: number; releasedVersion: number; releasedFormData: string; menuId: string }>(app, 'GET', `${BASE}/${id}`, { token: admin });
    expect(info.data).toMatchObject({ state: 1, releasedVersion: 1, releasedFormData: body.formData, menuId });
    const config = await call<{ formData: string; version: number }>(app, 'GET', `${ONLINE}/${id}/Config`, { token: admin });
    expect(config.data).toMatchObject({ formData: body.formData, version: 1 });
  });

  it('offers released modules to pickers, their fields and their records (under the module’s own rights)', async () => {
    const { body } = ownLeave();
    const { id } = await releasedModule(app, admin, body);
    await call(app, 'POST', `${ONLINE}/${id}`, { token: admin, body: { title: '关联', days: 1 } });
    const viewer = await signIn(app, 'viewer');
    const selector = await call<{ list: { id: string; children: { id: string }[] }[] }>(app, 'GET', `${BASE}/Selector`, { token: viewer });
    expect(selector.data.list.find((group) => group.id === '人事')?.children.map((child) => child.id)).toContain(id);
    const fields = await call<{ list: { vModel: string; label: string }[] }>(app, 'GET', `${BASE}/${id}/FormDataFields`, { token: admin });
    expect(fields.data.list.slice(0, 2)).toEqual([{ vModel: 'title', label: '标题', jnpfKey: 'comInput' }, { vModel: 'days', label: '天数', jnpfKey: 'numInput' }]);
    const records = await call<{ list: { title: string }[]; pagination: { total: number } }>(app, 'GET', `${BASE}/${id}/FieldDataSelect?keyword=${encodeURIComponent('关联')}`, { token: admin });
    expect(records.data.list.map((row) => row.title)).toEqual(['关联']);
    // viewer holds the designer page but not this module's menu.
    expect((await call(app, 'GET', `${BASE}/${id}/FieldDataSelect`, { token: viewer })).code).toBe(403);
  });

  it('says it in the caller’s language', async () => {
    const result = await call(app, 'POST', BASE, { token: admin, lang: 'en', body: leaveModule({ formData: formDataOf([field('comInput', 'select', 'S')]) }) });
    expect(result.msg).toBe('The field name "select" is an SQL reserved word or a system column; choose another name');
  });

  it('puts the menu under a chosen directory, and refuses one that is not a directory', async () => {
    const { body } = ownLeave();
    const { id } = await call<{ id: string }>(app, 'POST', BASE, { token: admin, body }).then((result) => result.data);
    const page = await call(app, 'POST', `${BASE}/${id}/Actions/Release`, { token: admin, body: { pcModuleParentId: moduleId('system.billRule') } });
    expect({ code: page.code, msg: page.msg }).toEqual({ code: 400, msg: '上级菜单不存在或不是目录' });
    expect(app.db.prepare('SELECT released_version FROM visualdev WHERE id = ?').get(id)).toEqual({ released_version: null });
    const released = await call<{ menuId: string }>(app, 'POST', `${BASE}/${id}/Actions/Release`, { token: admin, body: { pcModuleParentId: moduleId('system') } });
    expect(app.db.prepare('SELECT parent_id FROM modules WHERE id = ?').get(released.data.menuId)).toEqual({ parent_id: moduleId('system') });
  });

  it('keeps the released version in force while the draft changes, until the next release', async () => {
    const { body } = ownLeave();
    const { id } = await releasedModule(app, admin, body);
    const fields = [...leaveFields(), field('comInput', 'remark', '备注')];
    const draft = { ...body, formData: formDataOf(fields.map((item) => (item.__vModel__ === 'tableField101' ? { ...item, __config__: { ...item.__config__, tableName: JSON.parse(String(body.tables))[1].table } } : item))) };
    expect((await call(app, 'PUT', `${BASE}/${id}`, { token: admin, body: draft })).code).toBe(200);
    expect((await call<{ formData: string }>(app, 'GET', `${ONLINE}/${id}/Config`, { token: admin })).data.formData).toBe(body.formData);
    const listed = await call<{ list: { id: string; hasDraftChanges: boolean }[] }>(app, 'GET', `${BASE}?keyword=${String(body.enCode)}`, { token: admin });
    expect(listed.data.list[0]?.hasDraftChanges).toBe(true);
    // A released module's code names its menu and address: it stays.
    expect((await call(app, 'PUT', `${BASE}/${id}`, { token: admin, body: { ...draft, enCode: 'renamed' } })).code).toBe(400);
  });

  it('adds columns on re-release and keeps the records and the columns of removed fields', async () => {
    const { tables, body } = ownLeave();
    const { id, menuId } = await releasedModule(app, admin, body);
    const record = await call<{ id: string }>(app, 'POST', `${ONLINE}/${id}`, { token: admin, body: { title: '年假', days: 2, reason: '探亲', tableField101: [{ item: '车费', amount: 10, qty: 1 }] } });
    expect(record.code).toBe(200);

    const fields = leaveFields()
      .filter((item) => item.__config__.jnpfKey !== 'row')
      .map((item) => (item.__vModel__ === 'tableField101' ? { ...item, __config__: { ...item.__config__, tableName: tables.child } } : item));
    fields.push(field('comInput', 'remark', '备注'));
    const socket = await connectSocket(app, admin);
    expect((await call(app, 'PUT', `${BASE}/${id}`, { token: admin, body: { ...body, formData: formDataOf(fields) } })).code).toBe(200);
    const second = await call<{ version: number; menuId: string }>(app, 'POST', `${BASE}/${id}/Actions/Release`, { token: admin, body: {} });
    expect(second.data).toEqual({ version: 2, menuId });
    await socket.next('refresh');
    socket.socket.close();

    expect(columnsOf(`ext_${tables.main}`)).toMatchObject({ remark: 'TEXT', reason: 'TEXT' });
    // The searched fields changed (remark in, reason out): the keyword index was rebuilt with the old records in it.
    const found = await call<{ pagination: { total: number } }>(app, 'POST', `${ONLINE}/${id}/List`, { token: admin, body: { keyword: '年假' } });
    expect(found.data.pagination.total).toBe(1);
    const stored = await call<Record<string, unknown>>(app, 'GET', `${ONLINE}/${id}/${record.data.id}`, { token: admin });
    expect(stored.data).toMatchObject({ title: '年假', days: 2, remark: null, total: 10 });
    expect(stored.data).not.toHaveProperty('reason');
    expect(app.db.prepare(`SELECT reason FROM "ext_${tables.main}" WHERE id = ?`).get(record.data.id)).toEqual({ reason: '探亲' });
    // The removed field's form resource is disabled, not deleted (its grants come back with it).
    expect(app.db.prepare("SELECT enabled_mark FROM module_forms WHERE module_id = ? AND en_code = 'reason'").get(menuId)).toEqual({ enabled_mark: 0 });
  });

  it('refuses a type change that would lose data, naming the field, and changes nothing', async () => {
    const { tables, body } = ownLeave();
    const { id } = await releasedModule(app, admin, body);
    await call(app, 'POST', `${ONLINE}/${id}`, { token: admin, body: { title: '年假好', days: 2.5 } });
    const schema = JSON.stringify(columnsOf(`ext_${tables.main}`));
    const menus = count('modules');
    const retype = async (columns: Record<string, unknown>[]): Promise<{ code: number; msg: string }> => {
      const typed = JSON.parse(leaveTables(tables.main, tables.child)) as { fields: Record<string, unknown>[] }[];
      (typed[0] as { fields: Record<string, unknown>[] }).fields = columns;
      expect((await call(app, 'PUT', `${BASE}/${id}`, { token: admin, body: { ...body, tables: JSON.stringify(typed) } })).code).toBe(200);
      const result = await call(app, 'POST', `${BASE}/${id}/Actions/Release`, { token: admin, body: {} });
      return { code: result.code, msg: result.msg };
    };
    expect(await retype([{ field: 'days', dataType: 'int' }])).toEqual({ code: 400, msg: '字段“days”不能改为 int：已有 1 条数据无法转换（例如“2.5”），请先修改这些数据或保留原类型' });
    expect(await retype([{ field: 'title', dataType: 'varchar', dataLength: 2 }])).toEqual({ code: 400, msg: '字段“title”不能改为 varchar(2)：已有 1 条数据无法转换（例如“年假好”），请先修改这些数据或保留原类型' });
    expect(JSON.stringify(columnsOf(`ext_${tables.main}`))).toBe(schema);
    expect(count('modules')).toBe(menus);
    expect(app.db.prepare('SELECT released_version FROM visualdev WHERE id = ?').get(id)).toEqual({ released_version: 1 });

    // A change every value survives goes through, converting the column.
    expect(await retype([{ field: 'days', dataType: 'varchar', dataLength: 10 }])).toEqual({ code: 200, msg: '发布成功' });
    expect(columnsOf(`ext_${tables.main}`).days).toBe('TEXT');
    const list = await call<{ list: Record<string, unknown>[] }>(app, 'POST', `${ONLINE}/${id}/List`, { token: admin, body: {} });
    expect(list.data.list[0]).toMatchObject({ title: '年假好', days: 2.5 });
  });

  it('refuses tables that belong to another module or already exist', async () => {
    const first = ownLeave();
    await releasedModule(app, admin, first.body);
    const second = await call<{ id: string }>(app, 'POST', BASE, { token: admin, body: { ...first.body, enCode: `other${Date.now()}`, fullName: '另一个' } });
    const refused = await call(app, 'POST', `${BASE}/${second.data.id}/Actions/Release`, { token: admin, body: {} });
    expect({ code: refused.code, msg: refused.msg }).toEqual({ code: 400, msg: `数据表“${first.tables.main}”已被功能“请假单”使用` });

    app.db.exec('CREATE TABLE "ext_left_behind" ("id" TEXT PRIMARY KEY)');
    const leftover = ownLeave();
    const tablesJson = JSON.parse(String(leftover.body.tables)) as { table: string }[];
    (tablesJson[0] as { table: string }).table = 'left_behind';
    const third = await call<{ id: string }>(app, 'POST', BASE, { token: admin, body: { ...leftover.body, tables: JSON.stringify(tablesJson) } });
    expect((await call(app, 'POST', `${BASE}/${third.data.id}/Actions/Release`, { token: admin, body: {} })).msg).toBe('数据表“left_behind”已存在且不属于本功能，请换一个表名');
  });

  it('rolls back to an earlier release, keeping the columns the later one added', async () => {
    const { tables, body } = ownLeave();
    const { id } = await releasedModule(app, admin, body);
    const fields = [...JSON.parse(String(body.formData)).fields as Field[], field('comInput', 'remark', '备注')];
    await call(app, 'PUT', `${BASE}/${id}`, { token: admin, body: { ...body, formData: formDataOf(fields) } });
    await call(app, 'POST', `${BASE}/${id}/Actions/Release`, { token: admin, body: {} });
    const history = await call<{ list: { version: number; current: boolean }[] }>(app, 'GET', `${BASE}/${id}/Actions/ReleaseHistory`, { token: admin });
    expect(history.data.list.map((row) => [row.version, row.current])).toEqual([[2, true], [1, false]]);
    const rolled = await call<{ version: number }>(app, 'POST', `${BASE}/${id}/Actions/Rollback`, { token: admin, body: { version: 1 } });
    expect(rolled.data.version).toBe(3);
    expect((await call<{ formData: string }>(app, 'GET', `${ONLINE}/${id}/Config`, { token: admin })).data.formData).toBe(body.formData);
    expect(columnsOf(`ext_${tables.main}`)).toHaveProperty('remark');
    expect((await call(app, 'POST', `${BASE}/${id}/Actions/Rollback`, { token: admin, body: { version: 9 } })).msg).toBe('发布版本 9 不存在');
  });

  it('deletes the module with its menu and keeps its records', async () => {
    const { tables, body } = ownLeave();
    const { id, menuId } = await releasedModule(app, admin, body);
    await call(app, 'POST', `${ONLINE}/${id}`, { token: admin, body: { title: '留下', days: 1 } });
    expect((await call(app, 'DELETE', `${BASE}/${id}`, { token: admin })).code).toBe(200);
    expect(app.db.prepare('SELECT 1 FROM modules WHERE id = ?').get(menuId)).toBeUndefined();
    expect(app.db.prepare('SELECT COUNT(*) AS n FROM module_buttons WHERE module_id = ?').get(menuId)).toEqual({ n: 0 });
    expect(count(`ext_${tables.main}`)).toBe(1);
    expect((await call(app, 'GET', `${ONLINE}/${id}/Config`, { token: admin })).code).toBe(404);
  });

  it('waits for a write in progress in another connection, then migrates with that record in it', async () => {
    const { tables, body } = ownLeave();
    const { id } = await releasedModule(app, admin, body);
    const fields = [...JSON.parse(String(body.formData)).fields as Field[], field('comInput', 'remark', '备注')];
    await call(app, 'PUT', `${BASE}/${id}`, { token: admin, body: { ...body, formData: formDataOf(fields) } });

    // Another process writing a record: it holds SQLite's write lock for 300 ms.
    const worker = new Worker(`
      const { parentPort, workerData } = require('node:worker_threads');
      const Database = require(workerData.driver);
      const db = new Database(workerData.file);
      db.exec('BEGIN IMMEDIATE');
      db.prepare('INSERT INTO "' + workerData.table + '" ("id", "title", "creator_time") VALUES (?, ?, ?)').run('1000000000000000001', '写入中', Date.now());
      parentPort.postMessage('locked');
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
      db.exec('COMMIT');
      db.close();
    `, { eval: true, workerData: { file: app.db.name, driver: require.resolve('better-sqlite3'), table: `ext_${tables.main}` } });
    await new Promise((resolve) => worker.once('message', resolve));
    const started = Date.now();
    const released = await call(app, 'POST', `${BASE}/${id}/Actions/Release`, { token: admin, body: {} });
    expect(released.code).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    await new Promise((resolve) => worker.once('exit', resolve));
    expect(app.db.prepare(`SELECT title, remark FROM "ext_${tables.main}" WHERE id = '1000000000000000001'`).get()).toEqual({ title: '写入中', remark: null });
  });

  it('makes a record save wait for a release in progress in another connection', async () => {
    const { tables, body } = ownLeave();
    const { id } = await releasedModule(app, admin, body);
    const worker = new Worker(`
      const { parentPort, workerData } = require('node:worker_threads');
      const Database = require(workerData.driver);
      const db = new Database(workerData.file);
      db.exec('BEGIN IMMEDIATE');
      db.exec('ALTER TABLE "' + workerData.table + '" ADD COLUMN "during" TEXT');
      parentPort.postMessage('locked');
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
      db.exec('COMMIT');
      db.close();
    `, { eval: true, workerData: { file: app.db.name, driver: require.resolve('better-sqlite3'), table: `ext_${tables.main}` } });
    await new Promise((resolve) => worker.once('message', resolve));
    const started = Date.now();
    const saved = await call(app, 'POST', `${ONLINE}/${id}`, { token: admin, body: { title: '等待', days: 1 } });
    expect(saved.code).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    await new Promise((resolve) => worker.once('exit', resolve));
    expect(columnsOf(`ext_${tables.main}`)).toHaveProperty('during');
  });
});
