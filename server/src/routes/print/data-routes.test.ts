// The printing calls: the choice dialog's list, the fields a designer may place, the data that
// fills a template (one record or a batch), and who may print what.
import type { FastifyInstance } from 'fastify';
import { seedId } from '../../db/ids';
import { PRINT_DEV_PAGE } from '../../db/seed/menus';
import { userId } from '../../db/seed/organization';
import { printTemplateId } from '../../db/seed/print-templates';
import { buildTestApp, call, closeTestApp, createRole, createUser, signIn } from '../../testing';
import { printDevRoutes } from './routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [printDevRoutes];

const BASE = '/api/system/printDev';
const salesOrder = printTemplateId('SalesOrderPrint');
const userCard = printTemplateId('UserCardPrint');

interface Group {
  id: string;
  fullName: string;
  children: Array<{ id: string; fullName: string; type: number }>;
}
interface Fields {
  main: Array<{ field: string; fieldName: string }>;
  tables: Array<{ name: string; fields: Array<{ field: string }> }>;
  operatorRecord: Array<{ field: string; fieldName: string }>;
  records: string[];
}
interface PrintAnswer {
  id: string;
  fullName: string;
  type: number;
  printTemplate: { blocks: unknown[] };
  pageParam: { paper: string };
  printData: Record<string, unknown>;
  operatorRecordList: unknown[];
}

let app: FastifyInstance;
let admin: string;
let viewer: string;
let designer: string;
let plainUser: string;

beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
  viewer = await signIn(app, 'viewer');
  const role = createRole(app, [{ page: PRINT_DEV_PAGE, buttons: ['btn_edit'] }]);
  const user = await createUser(app, { roles: [role] });
  designer = await signIn(app, user.account, user.password);
  const plain = await createUser(app, { roles: [] });
  plainUser = await signIn(app, plain.account, plain.password);
});

afterAll(async () => {
  await closeTestApp(app);
});

const setEnabled = (id: string, enabled: number) => app.db.prepare('UPDATE print_templates SET enabled_mark = ? WHERE id = ?').run(enabled, id);

describe('Selector and getListOptions', () => {
  it('offers the enabled templates grouped by category to any signed-in user, filtered by type', async () => {
    const all = await call<{ list: Group[] }>(app, 'GET', `${BASE}/Selector`, { token: plainUser });
    expect(all.code).toBe(200);
    const order = all.data.list.find((group) => group.id === seedId('dictionaryData:BusinessType:order'));
    expect(order).toMatchObject({ fullName: '订单' });
    expect(order?.children.map((child) => child.id)).toContain(salesOrder);

    const forms = await call<{ list: Group[] }>(app, 'GET', `${BASE}/Selector?type=2`, { token: plainUser });
    const types = forms.data.list.flatMap((group) => group.children.map((child) => child.type));
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types)).toEqual(new Set([2]));

    setEnabled(salesOrder, 0);
    try {
      const later = await call<{ list: Group[] }>(app, 'GET', `${BASE}/Selector`, { token: plainUser });
      expect(later.data.list.flatMap((group) => group.children.map((child) => child.id))).not.toContain(salesOrder);
    } finally {
      setEnabled(salesOrder, 1);
    }
  });

  it('answers 400 for an unknown type', async () => {
    expect((await call(app, 'GET', `${BASE}/Selector?type=9`, { token: plainUser })).code).toBe(400);
  });

  it('getListOptions names the enabled templates among the ids asked, in order', async () => {
    setEnabled(userCard, 0);
    try {
      const result = await call<{ list: Array<{ id: string; fullName: string }> }>(app, 'POST', `${BASE}/getListOptions`, {
        token: plainUser,
        body: { ids: [salesOrder, 'missing', userCard, salesOrder] },
      });
      expect(result.data.list).toEqual([{ id: salesOrder, fullName: '销售订单打印', enCode: 'SalesOrderPrint', type: 2 }]);
    } finally {
      setEnabled(userCard, 1);
    }
    expect((await call(app, 'POST', `${BASE}/getListOptions`, { token: plainUser, body: { ids: Array.from({ length: 101 }, (_v, i) => `id${i}`) } })).code).toBe(400);
  });
});

describe('Fields', () => {
  it('gives a form template the form’s fields, sub-tables, operator record fields and sample records', async () => {
    const result = await call<Fields>(app, 'POST', `${BASE}/Fields`, { token: designer, body: { type: 2, sourceForm: 'sampleSalesOrder' } });
    expect(result.code).toBe(200);
    expect(result.data.main.map((field) => field.field)).toEqual(['orderNo', 'customerName', 'orderDate', 'salesman', 'totalAmount', 'remark']);
    expect(result.data.tables).toMatchObject([{ name: 'items', fields: [{ field: 'productName' }, { field: 'spec' }, { field: 'quantity' }, { field: 'price' }, { field: 'amount' }] }]);
    expect(result.data.operatorRecord.map((field) => field.field)).toEqual(['nodeName', 'userName', 'handleTime', 'handleStatus', 'handleOpinion']);
    expect(result.data.operatorRecord[0]).toEqual({ field: 'nodeName', fieldName: '节点名称' });
    expect(result.data.records).toContain('SO202501001');
  });

  it('gives a data-source template the columns of its statements, without running them', async () => {
    const result = await call<Fields>(app, 'POST', `${BASE}/Fields`, {
      token: designer,
      body: {
        type: 1,
        sqlTemplate: {
          main: 'SELECT u.account, u.real_name AS 姓名, o.full_name AS organizeName FROM users u LEFT JOIN organizations o ON o.id = u.organize_id WHERE u.id = @formId',
          tables: [{ name: 'roles', sql: 'SELECT r.full_name AS roleName FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = @formId' }],
        },
      },
    });
    expect(result.code).toBe(200);
    expect(result.data.main).toEqual([{ field: 'account', fieldName: 'account' }, { field: '姓名', fieldName: '姓名' }, { field: 'organizeName', fieldName: 'organizeName' }]);
    expect(result.data.tables).toEqual([{ name: 'roles', fullName: 'roles', fields: [{ field: 'roleName', fieldName: 'roleName' }] }]);
    expect(result.data.records).toEqual([]);
  });

  it.each([
    ['a write', { type: 1, sqlTemplate: { main: 'DELETE FROM users', tables: [] } }, '只能使用单条 SELECT 查询语句'],
    ['a secret column', { type: 1, sqlTemplate: { main: 'SELECT last_login_ip FROM users', tables: [] } }, '打印数据源不能读取 users.last_login_ip'],
    ['the message table', { type: 1, sqlTemplate: { main: 'SELECT * FROM messages', tables: [] } }, '打印数据源不能读取表 messages'],
    ['no data source', { type: 1 }, '请输入主表 SQL 语句'],
    ['an unknown form', { type: 2, sourceForm: 'nope' }, '表单不存在：nope'],
    ['no form', { type: 2 }, '请选择表单'],
  ])('refuses %s with 400', async (_label, body, msg) => {
    const result = await call(app, 'POST', `${BASE}/Fields`, { token: designer, body });
    expect({ code: result.code, msg: result.msg }).toEqual({ code: 400, msg });
  });

  it('is only for users who may add or edit templates', async () => {
    for (const token of [viewer, plainUser]) {
      const result = await call(app, 'POST', `${BASE}/Fields`, { token, body: { type: 2, sourceForm: 'sampleSalesOrder' } });
      expect({ code: result.code, msg: result.msg }).toEqual({ code: 403, msg: '只有可以新建或编辑打印模板的用户才能读取字段' });
    }
  });
});

describe('Data and BatchData', () => {
  it('fills a form template from the sample form: main fields, sub-table rows and an empty operator list', async () => {
    const result = await call<PrintAnswer>(app, 'GET', `${BASE}/Data?id=${salesOrder}&formId=SO202501001`, { token: plainUser });
    expect(result.code).toBe(200);
    expect(result.data).toMatchObject({ id: salesOrder, fullName: '销售订单打印', type: 2, pageParam: { paper: 'A4' }, operatorRecordList: [] });
    expect(result.data.printTemplate.blocks.length).toBeGreaterThan(5);
    expect(result.data.printData).toMatchObject({ orderNo: 'SO202501001', customerName: '上海远景贸易有限公司', totalAmount: 12680 });
    expect(result.data.printData.items).toHaveLength(2);
  });

  it('fills a data-source template by running its SQL with the record id bound', async () => {
    const result = await call<PrintAnswer>(app, 'GET', `${BASE}/Data?id=${userCard}&formId=${userId('zhangsan')}`, { token: plainUser });
    expect(result.code).toBe(200);
    expect(result.data.printData).toMatchObject({ account: 'zhangsan', realName: '张三' });
    const roles = result.data.printData.roles as Array<{ roleName: string }>;
    expect(roles.length).toBeGreaterThanOrEqual(2);
    // Nothing the policy hides comes along.
    expect(JSON.stringify(result.data.printData)).not.toContain('scrypt');
  });

  it('answers 404 for a record or template that does not exist', async () => {
    const record = await call(app, 'GET', `${BASE}/Data?id=${salesOrder}&formId=SO999`, { token: plainUser });
    expect({ code: record.code, msg: record.msg }).toEqual({ code: 404, msg: '打印数据不存在或已被删除' });
    const sqlRecord = await call(app, 'GET', `${BASE}/Data?id=${userCard}&formId=${encodeURIComponent("x' OR '1'='1")}`, { token: plainUser });
    expect(sqlRecord.code).toBe(404);
    expect((await call(app, 'GET', `${BASE}/Data?id=nope&formId=1`, { token: plainUser })).code).toBe(404);
    expect((await call(app, 'GET', `${BASE}/Data?id=${salesOrder}`, { token: plainUser })).code).toBe(400);
  });

  it('prints a disabled template only for holders of the page (designers previewing it)', async () => {
    setEnabled(salesOrder, 0);
    try {
      const refused = await call(app, 'GET', `${BASE}/Data?id=${salesOrder}&formId=SO202501001`, { token: plainUser });
      expect({ code: refused.code, msg: refused.msg }).toEqual({ code: 400, msg: '该打印模板已停用，请联系管理员启用后再打印' });
      expect((await call(app, 'GET', `${BASE}/BatchData?id=${salesOrder}&ids=SO202501001`, { token: plainUser })).code).toBe(400);
      expect((await call(app, 'GET', `${BASE}/Data?id=${salesOrder}&formId=SO202501001`, { token: designer })).code).toBe(200);
      expect((await call(app, 'GET', `${BASE}/Data?id=${salesOrder}&formId=SO202501001`, { token: admin })).code).toBe(200);
    } finally {
      setEnabled(salesOrder, 1);
    }
  });

  it('gives several records for one print job, in the order asked, ids repeated or comma-separated', async () => {
    const result = await call<{ id: string; list: Array<{ formId: string; printData: { orderNo: string }; operatorRecordList: unknown[] }> }>(
      app, 'GET', `${BASE}/BatchData?id=${salesOrder}&ids=SO202501003&ids=SO202501001,SO202501002&ids=SO202501003`, { token: plainUser },
    );
    expect(result.code).toBe(200);
    expect(result.data.id).toBe(salesOrder);
    expect(result.data.list.map((item) => item.printData.orderNo)).toEqual(['SO202501003', 'SO202501001', 'SO202501002']);
    expect(result.data.list.every((item) => Array.isArray(item.operatorRecordList))).toBe(true);
  });

  it.each([
    ['no ids', `ids=${encodeURIComponent(' , ')}`, 400, '请至少选择一条要打印的记录'],
    ['101 ids', Array.from({ length: 101 }, (_v, i) => `ids=r${i}`).join('&'), 400, '一次最多批量打印100条记录'],
    ['a missing record', 'ids=SO202501001&ids=SO404', 404, '打印数据不存在或已被删除'],
  ])('BatchData refuses %s', async (_label, query, code, msg) => {
    const result = await call(app, 'GET', `${BASE}/BatchData?id=${salesOrder}&${query}`, { token: plainUser });
    expect({ code: result.code, msg: result.msg }).toEqual({ code, msg });
  });

  it('stops a data source that runs too long with a 400 that says so', async () => {
    const id = 'slow-template';
    app.db.prepare(`INSERT INTO print_templates (id, full_name, en_code, category, type, sql_template, document, page_param, creator_time)
      VALUES (?, '慢查询', 'SlowPrint', ?, 1, ?, '{"version":1,"blocks":[]}', '{"paper":"A4","orientation":"portrait","margin":15}', 0)`)
      .run(id, seedId('dictionaryData:BusinessType:order'), JSON.stringify({ main: 'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT count(*) AS c FROM n', tables: [] }));
    const started = Date.now();
    const result = await call(app, 'GET', `${BASE}/Data?id=${id}&formId=1`, { token: plainUser });
    expect({ code: result.code, msg: result.msg }).toEqual({ code: 400, msg: 'SQL 执行超过3秒，已终止，请简化查询' });
    expect(Date.now() - started).toBeLessThan(8000);
    // The next print works: a fresh query process took over.
    expect((await call(app, 'GET', `${BASE}/Data?id=${userCard}&formId=${userId('lisi')}`, { token: plainUser })).code).toBe(200);
  });
});
