import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { dataSourceDirOf, resolveSqliteFile } from '../../data-source/files';
import { buildTestApp, call, closeTestApp, signIn } from '../../testing';
import { dataSourceServicesOf } from './routes';
import { dataModelRoutes } from './routes';
import { dataSourceRoutes } from './routes';
import { dataSyncRoutes } from './routes';
import { systemLogRoutes } from '../system-log/routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [dataModelRoutes, dataSourceRoutes, dataSyncRoutes, systemLogRoutes];

interface SourceRow { id: string; fullName: string; dbType: string; host: string; port: number | null; password: string; serviceName: string; enabledMark: number }
interface Field { field: string; fieldName: string; dataType: string; dataLength: string; allowNull: number; primaryKey: number }
interface Report { success: boolean; mode: string; total: number; copied: number; durationMs: number; errors: string[]; warnings: string[]; targetTable: string }

const DS = '/api/system/DataSource';
const DM = '/api/system/DataModel';
const SYNC = '/api/system/DataSync';

let app: FastifyInstance;
let admin: string;
let viewer: string;
let dir: string;

beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
  viewer = await signIn(app, 'viewer');
  dir = dataSourceDirOf(app.config.dbFile);
});
afterAll(async () => closeTestApp(app));

const createSource = async (body: Record<string, unknown>) => {
  const answer = await call<{ id: string }>(app, 'POST', DS, { token: admin, body });
  expect([answer.msg, answer.code]).toEqual([expect.any(String), 200]);
  return answer.data.id;
};
const info = async (id: string) => (await call<SourceRow>(app, 'GET', `${DS}/${id}`, { token: admin })).data;
const storedCipher = (id: string) => (app.db.prepare('SELECT password_cipher AS c FROM data_sources WHERE id = ?').get(id) as { c: string }).c;
const orders = (tableName = 'orders', extra: object[] = []) => ({
  tableInfo: { newTable: tableName, tableName: '订单' },
  tableFieldList: [
    { field: 'id', fieldName: '编号', dataType: 'varchar', dataLength: '36', allowNull: 0, primaryKey: 1 },
    { field: 'amount', fieldName: '金额', dataType: 'decimal', dataLength: '10,2', allowNull: 1, primaryKey: 0 },
    ...extra,
  ],
});
const fields = async (linkId: string, table: string) => (await call<{ list: Field[] }>(app, 'GET', `${DM}/${linkId}/Tables/${table}/Fields`, { token: admin }));

describe('/api/system/DataSource', () => {
  it('creates a SQLite source (its file made in the data-source folder), tests, lists, edits, disables and deletes it', async () => {
    const id = await createSource({ fullName: '本地文件', dbType: 'SQLite', serviceName: 'sales/local.db' });
    expect(existsSync(path.join(dir, 'sales', 'local.db'))).toBe(true);
    expect(await call(app, 'POST', `${DS}/Actions/Test`, { token: admin, body: { dbType: 'SQLite', serviceName: 'sales/local.db' } })).toMatchObject({ code: 200, msg: '连接成功' });
    const listed = await call<{ list: SourceRow[]; pagination: { total: number } }>(app, 'GET', `${DS}?keyword=${encodeURIComponent('本地')}`, { token: admin });
    expect(listed.data.list.map((row) => row.id)).toContain(id);
    expect(await call(app, 'PUT', `${DS}/${id}`, { token: admin, body: { fullName: '本地文件2', dbType: 'SQLite', serviceName: 'sales/local.db', sortCode: 3 } })).toMatchObject({ code: 200 });
    expect(await info(id)).toMatchObject({ fullName: '本地文件2', dbType: 'SQLite', password: '' });
    expect(await call(app, 'POST', DS, { token: admin, body: { fullName: '本地文件2', dbType: 'SQLite', serviceName: 'other.db' } })).toMatchObject({ code: 400, msg: '连接名称已存在：本地文件2' });
    expect(await call(app, 'PUT', `${DS}/${id}/Actions/State`, { token: admin })).toMatchObject({ code: 200, data: { enabledMark: 0 } });
    expect((await call(app, 'GET', `${DM}/${id}/Tables`, { token: admin }))).toMatchObject({ code: 400, msg: '该数据连接已禁用：本地文件2' });
    const selector = await call<{ list: { id: string; fullName: string }[] }>(app, 'GET', `${DS}/Selector`, { token: admin });
    expect(selector.data.list[0]).toEqual({ id: '0', fullName: '默认数据库', dbType: 'SQLite' });
    expect(selector.data.list.map((item) => item.id)).not.toContain(id);
    expect(await call(app, 'DELETE', `${DS}/${id}`, { token: admin })).toMatchObject({ code: 200 });
    expect((await call(app, 'GET', `${DS}/${id}`, { token: admin })).code).toBe(404);
  });

  it('stores other types in JNPF\'s shape with the password encrypted, answers a mask, keeps it on an empty edit, and says a test is not supported', async () => {
    const id = await createSource({ fullName: '生产库', dbType: 'MySQL', host: 'db.example.com', userName: 'root', password: 'S3cret-pass', serviceName: 'erp' });
    const row = await info(id);
    expect(row).toMatchObject({ dbType: 'MySQL', host: 'db.example.com', port: 3306, serviceName: 'erp', password: '******' });
    expect(JSON.stringify(row)).not.toContain('S3cret-pass');
    const cipher = storedCipher(id);
    expect(cipher).toMatch(/^v1\./);
    expect(cipher).not.toContain('S3cret');
    const { secrets } = dataSourceServicesOf(app);
    expect(secrets.open(cipher)).toBe('S3cret-pass');
    for (const password of ['', '******', null]) {
      expect(await call(app, 'PUT', `${DS}/${id}`, { token: admin, body: { fullName: '生产库', dbType: 'MySQL', host: 'db.example.com', port: 3307, userName: 'root', password, serviceName: 'erp' } })).toMatchObject({ code: 200 });
      expect(secrets.open(storedCipher(id))).toBe('S3cret-pass');
    }
    await call(app, 'PUT', `${DS}/${id}`, { token: admin, body: { fullName: '生产库', dbType: 'MySQL', host: 'db.example.com', userName: 'root', password: 'new-one', serviceName: 'erp' } });
    expect(secrets.open(storedCipher(id))).toBe('new-one');
    // The operation log has the writes, without the passwords (a read of the log flushes its buffer).
    await call(app, 'GET', '/api/system/Log/3', { token: admin });
    const logged = JSON.stringify(app.db.prepare("SELECT summary FROM system_logs WHERE category = 3 AND module LIKE '/api/system/DataSource%'").all());
    expect(logged).toContain('生产库');
    expect(logged).not.toContain('S3cret-pass');
    expect(logged).not.toContain('new-one');
    const test = await call(app, 'POST', `${DS}/Actions/Test`, { token: admin, body: { id, dbType: 'PostgreSQL', host: 'pg', userName: 'u', serviceName: 'd' } });
    expect(test).toMatchObject({ code: 400, msg: expect.stringContaining('本参考服务器不支持连接 PostgreSQL 数据库') });
  });

  it('refuses bad settings and any file outside the data-source folder', async () => {
    const bad = async (body: Record<string, unknown>, msg: string) =>
      expect(await call(app, 'POST', DS, { token: admin, body: { fullName: 'x', ...body } })).toMatchObject({ code: 400, msg });
    await bad({ fullName: ' ', dbType: 'SQLite', serviceName: 'a.db' }, '请输入连接名称');
    await bad({ dbType: 'Access' }, '请选择连接驱动');
    await bad({ dbType: 'Oracle', userName: 'u', serviceName: 'orcl' }, '请输入主机地址');
    await bad({ dbType: 'Oracle', host: 'h;rm', userName: 'u', serviceName: 'orcl' }, '主机地址不正确');
    await bad({ dbType: 'Oracle', host: 'h', port: 70000, userName: 'u', serviceName: 'orcl' }, '端口必须是1到65535之间的整数');
    await bad({ dbType: 'DM', host: 'h', serviceName: 'd' }, '请输入用户名');
    await bad({ dbType: 'DM', host: 'h', userName: 'u', serviceName: 'd', dbSchema: 's'.repeat(101) }, '模式最多为100个字符');
    await bad({ dbType: 'SQLite', serviceName: '' }, '请输入数据库文件');
    for (const serviceName of ['../escape.db', '/etc/passwd.db', 'a/../../x.db', 'notes.txt', 'a\\b.db', './x.db']) {
      await bad({ dbType: 'SQLite', serviceName }, expect.stringContaining('数据库文件必须是数据连接目录下的相对路径') as unknown as string);
    }
    // A link inside the folder that leads out of it.
    const outside = mkdtempSync(path.join(tmpdir(), 'atrium-outside-'));
    new Database(path.join(outside, 'x.db')).close();
    mkdirSync(dir, { recursive: true });
    try {
      symlinkSync(outside, path.join(dir, 'leak'));
      await bad({ dbType: 'SQLite', serviceName: 'leak/x.db' }, expect.stringContaining('数据库文件必须是') as unknown as string);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
    // Not a database.
    writeFileSync(path.join(dir, 'junk.db'), 'this is not sqlite, only text long enough to hold a header of a hundred bytes or so...........');
    expect(await call(app, 'POST', `${DS}/Actions/Test`, { token: admin, body: { dbType: 'SQLite', serviceName: 'junk.db' } })).toMatchObject({ code: 400, msg: '该文件不是 SQLite 数据库：junk.db' });
    expect(await call(app, 'POST', `${DS}/Actions/Test`, { token: admin, body: { dbType: 'SQLite', serviceName: 'none.db' } })).toMatchObject({ code: 400, msg: '数据库文件不存在：none.db' });
    // The product's own database, when the folder is the database's own.
    const own = app.config.dbFile;
    expect(() => resolveSqliteFile(path.dirname(own), path.basename(own), own)).toThrow(expect.objectContaining({ key: 'dsFileOwnDb' }) as unknown as Error);
  });

  it('refuses a viewer on every call of the three areas', async () => {
    const id = await createSource({ fullName: '只读测试', dbType: 'SQLite', serviceName: 'viewer.db' });
    const calls = [
      ['GET', DS], ['GET', `${DS}/Selector`], ['GET', `${DS}/${id}`], ['POST', DS], ['PUT', `${DS}/${id}`], ['DELETE', `${DS}/${id}`],
      ['PUT', `${DS}/${id}/Actions/State`], ['POST', `${DS}/Actions/Test`],
      ['GET', `${DM}/0/Tables`], ['GET', `${DM}/0/Tables/t/Fields`], ['GET', `${DM}/0/Table/t`], ['POST', `${DM}/0/Table`], ['PUT', `${DM}/0/Table`],
      ['DELETE', `${DM}/0/Table/t`], ['GET', `${DM}/0/Table/t/Preview`],
      ['POST', `${SYNC}/Actions/Check`], ['POST', `${SYNC}/Actions/Execute`], ['GET', `${SYNC}/Actions/Progress`],
    ] as const;
    for (const [method, url] of calls) {
      const body = method === 'POST' || method === 'PUT' ? { dbType: 'SQLite', serviceName: 'x.db', fullName: 'x', tableInfo: { newTable: 'x' }, dbConnectionFrom: '0', dbConnectionTo: '0', dbTable: 't' } : undefined;
      const answer = await call(app, method, url, { token: viewer, ...(body ? { body } : {}) });
      expect([method, url, answer.code]).toEqual([method, url, 403]);
    }
    expect(await info(id)).toMatchObject({ fullName: '只读测试', enabledMark: 1 });
  });
});

describe('/api/system/DataModel', () => {
  it('creates a table in the built-in database, lists only tables made here, shows fields, previews with paging, alters and drops', async () => {
    expect(await call(app, 'POST', `${DM}/0/Table`, { token: admin, body: orders('dm_orders') })).toMatchObject({ code: 200 });
    const tables = await call<{ list: { table: string; tableName: string; sum: number }[] }>(app, 'GET', `${DM}/0/Tables?pageSize=500`, { token: admin });
    expect(tables.data.list).toContainEqual({ table: 'dm_orders', tableName: '订单', sum: 0 });
    expect(tables.data.list.map((item) => item.table)).not.toContain('users');
    expect((await fields('0', 'dm_orders')).data.list).toEqual([
      { field: 'id', fieldName: '编号', dataType: 'varchar', dataLength: '36', allowNull: 0, primaryKey: 1 },
      { field: 'amount', fieldName: '金额', dataType: 'decimal', dataLength: '10,2', allowNull: 1, primaryKey: 0 },
    ]);
    const insert = app.db.prepare('INSERT INTO dm_orders (id, amount) VALUES (?, ?)');
    for (let i = 1; i <= 25; i += 1) insert.run(`o${String(i).padStart(2, '0')}`, i * 10);
    const page2 = await call<{ list: { id: string; amount: number }[]; pagination: { total: number } }>(app, 'GET', `${DM}/0/Table/dm_orders/Preview?currentPage=2&pageSize=20`, { token: admin });
    expect(page2.data.pagination.total).toBe(25);
    expect(page2.data.list.map((row) => row.id)).toEqual(['o21', 'o22', 'o23', 'o24', 'o25']);

    // Rename the table and a field, add one, drop none: the rows stay.
    const altered = {
      tableInfo: { table: 'dm_orders', newTable: 'dm_sales', tableName: '销售单' },
      tableFieldList: [
        { field: 'id', oldField: 'id', dataType: 'varchar', dataLength: '36', allowNull: 0, primaryKey: 1 },
        { field: 'total', oldField: 'amount', fieldName: '合计', dataType: 'decimal', dataLength: '12,2', allowNull: 1, primaryKey: 0 },
        { field: 'note', dataType: 'text', allowNull: 1, primaryKey: 0 },
      ],
    };
    expect(await call(app, 'PUT', `${DM}/0/Table`, { token: admin, body: altered })).toMatchObject({ code: 200 });
    expect(app.db.prepare('SELECT COUNT(*) AS n, SUM(total) AS s FROM dm_sales').get()).toEqual({ n: 25, s: 3250 });
    expect((await fields('0', 'dm_sales')).data.list.map((field) => [field.field, field.dataType, field.fieldName])).toEqual([
      ['id', 'varchar', ''], ['total', 'decimal', '合计'], ['note', 'text', ''],
    ]);
    expect((await call(app, 'GET', `${DM}/0/Table/dm_orders`, { token: admin })).code).toBe(404);
    expect((await call<{ tableInfo: { tableName: string } }>(app, 'GET', `${DM}/0/Table/dm_sales`, { token: admin })).data.tableInfo.tableName).toBe('销售单');

    // Required where rows are empty: refused, the table as it was.
    const required = { ...altered, tableInfo: { table: 'dm_sales', newTable: 'dm_sales' }, tableFieldList: [altered.tableFieldList[0], { field: 'note', oldField: 'note', dataType: 'text', allowNull: 0, primaryKey: 0 }] };
    expect(await call(app, 'PUT', `${DM}/0/Table`, { token: admin, body: required })).toMatchObject({ code: 400, msg: '字段“note”已有空值，不能改为不允许空' });
    expect((await fields('0', 'dm_sales')).data.list).toHaveLength(3);
    expect(app.db.prepare('SELECT COUNT(*) AS n FROM dm_sales').get()).toEqual({ n: 25 });

    // Drop a field.
    const dropped = { tableInfo: { table: 'dm_sales', newTable: 'dm_sales', tableName: '销售单' }, tableFieldList: [altered.tableFieldList[0], { ...altered.tableFieldList[1], oldField: 'total' }] };
    expect(await call(app, 'PUT', `${DM}/0/Table`, { token: admin, body: dropped })).toMatchObject({ code: 200 });
    expect((await fields('0', 'dm_sales')).data.list.map((field) => field.field)).toEqual(['id', 'total']);

    expect(await call(app, 'DELETE', `${DM}/0/Table/dm_sales`, { token: admin })).toMatchObject({ code: 200 });
    expect(app.db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'dm_sales'").get()).toBeUndefined();
  });

  it('keeps the indexes and triggers of a table across a rebuild (rename of the table and a field, a field dropped)', async () => {
    expect(await call(app, 'POST', `${DM}/0/Table`, { token: admin, body: orders('dm_idx', [{ field: 'code', dataType: 'varchar', dataLength: '20', allowNull: 1, primaryKey: 0 }, { field: 'memo', dataType: 'text', allowNull: 1, primaryKey: 0 }]) })).toMatchObject({ code: 200 });
    app.db.exec(`CREATE INDEX dm_idx_amount ON dm_idx (amount DESC);
      CREATE UNIQUE INDEX dm_idx_code ON dm_idx (code);
      CREATE INDEX dm_idx_memo ON dm_idx (memo);
      CREATE TABLE dm_idx_audit (code TEXT);
      CREATE TRIGGER dm_idx_log AFTER INSERT ON dm_idx BEGIN INSERT INTO dm_idx_audit (code) VALUES (new.code); END;`);
    app.db.prepare("INSERT INTO dm_idx (id, amount, code) VALUES ('a', 1, 'A1'), ('b', 2, 'B1')").run();
    const altered = {
      tableInfo: { table: 'dm_idx', newTable: 'dm_idx2', tableName: '订单' },
      tableFieldList: [
        { field: 'id', oldField: 'id', dataType: 'varchar', dataLength: '36', allowNull: 0, primaryKey: 1 },
        { field: 'total', oldField: 'amount', dataType: 'decimal', dataLength: '12,2', allowNull: 1, primaryKey: 0 },
        { field: 'code', oldField: 'code', dataType: 'varchar', dataLength: '20', allowNull: 1, primaryKey: 0 },
        { field: 'extra', dataType: 'int', allowNull: 1, primaryKey: 0 },
      ],
    };
    expect(await call(app, 'PUT', `${DM}/0/Table`, { token: admin, body: altered })).toMatchObject({ code: 200 });
    const indexes = app.db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'dm_idx2' AND sql IS NOT NULL ORDER BY name").all() as { name: string; sql: string }[];
    // The index on the dropped field went with it; the others follow the renamed table and field.
    expect(indexes.map((index) => index.name)).toEqual(['dm_idx_amount', 'dm_idx_code']);
    expect(app.db.prepare("SELECT name, \"desc\" FROM pragma_index_xinfo('dm_idx_amount') WHERE key = 1").all()).toEqual([{ name: 'total', desc: 1 }]);
    const plan = app.db.prepare('EXPLAIN QUERY PLAN SELECT id FROM dm_idx2 WHERE total = 2').all() as { detail: string }[];
    expect(plan.map((row) => row.detail).join(' ')).toContain('dm_idx_amount');
    expect(() => app.db.prepare("INSERT INTO dm_idx2 (id, code) VALUES ('c', 'A1')").run()).toThrow(/UNIQUE constraint failed/);
    app.db.prepare("INSERT INTO dm_idx2 (id, code) VALUES ('d', 'D1')").run();
    expect(app.db.prepare('SELECT code FROM dm_idx_audit ORDER BY code').all()).toEqual([{ code: 'A1' }, { code: 'B1' }, { code: 'D1' }]);
    expect(app.db.prepare("SELECT tbl_name FROM sqlite_master WHERE name = 'dm_idx_log'").get()).toEqual({ tbl_name: 'dm_idx2' });
    expect(app.db.prepare('SELECT COUNT(*) AS n, SUM(total) AS s FROM dm_idx2').get()).toEqual({ n: 3, s: 3 });
  });

  it('keeps a UNIQUE constraint of a file source\'s table as a unique index across a rebuild', async () => {
    mkdirSync(dir, { recursive: true });
    const file = new Database(path.join(dir, 'uniq.db'));
    file.exec("CREATE TABLE parts (id INTEGER PRIMARY KEY, sku TEXT UNIQUE, name TEXT); INSERT INTO parts VALUES (1, 'S1', 'a');");
    file.close();
    const id = await createSource({ fullName: '零件', dbType: 'SQLite', serviceName: 'uniq.db' });
    const body = {
      tableInfo: { table: 'parts', newTable: 'parts' },
      tableFieldList: [
        { field: 'id', oldField: 'id', dataType: 'int', allowNull: 0, primaryKey: 1 },
        { field: 'sku', oldField: 'sku', dataType: 'varchar', dataLength: '20', allowNull: 1, primaryKey: 0 },
        { field: 'title', oldField: 'name', dataType: 'varchar', dataLength: '40', allowNull: 1, primaryKey: 0 },
      ],
    };
    expect(await call(app, 'PUT', `${DM}/${id}/Table`, { token: admin, body })).toMatchObject({ code: 200 });
    const after = new Database(path.join(dir, 'uniq.db'));
    try {
      expect(() => after.prepare("INSERT INTO parts VALUES (2, 'S1', 'b')").run()).toThrow(/UNIQUE constraint failed/);
      expect(after.prepare('SELECT id, sku, title FROM parts').all()).toEqual([{ id: 1, sku: 'S1', title: 'a' }]);
    } finally {
      after.close();
    }
  });

  it('refuses bad identifiers, types and lengths with the reason', async () => {
    const bad = async (body: object, msg: string) => expect(await call(app, 'POST', `${DM}/0/Table`, { token: admin, body })).toMatchObject({ code: 400, msg });
    const field = (overrides: object) => ({ tableInfo: { newTable: 'ok_t' }, tableFieldList: [{ field: 'a', dataType: 'int', allowNull: 1, primaryKey: 0, ...overrides }] });
    await bad({ tableInfo: { newTable: '1abc' }, tableFieldList: [] }, '表名“1abc”不正确：须以字母开头，只能含字母、数字和下划线');
    await bad({ tableInfo: { newTable: 'a-b' } }, '表名“a-b”不正确：须以字母开头，只能含字母、数字和下划线');
    await bad({ tableInfo: { newTable: 'select' } }, '表名“select”是保留字，请换一个名称');
    await bad({ tableInfo: { newTable: 'sqlite_x' } }, '表名“sqlite_x”是保留字，请换一个名称');
    await bad({ tableInfo: { newTable: `t${'x'.repeat(30)}` } }, `表名“t${'x'.repeat(30)}”最多为30个字符`);
    await bad({ tableInfo: { newTable: '' } }, '请输入表名');
    await bad({ tableInfo: { newTable: 'ok_t' }, tableFieldList: [] }, '请至少添加一个字段');
    await bad(field({ field: 'order' }), '字段名“order”是保留字，请换一个名称');
    await bad(field({ field: 'a b' }), '字段名“a b”不正确：须以字母开头，只能含字母、数字和下划线');
    await bad(field({ dataType: 'blob' }), '字段“a”的数据类型不正确');
    await bad(field({ dataType: 'varchar', dataLength: '0' }), '字段“a”的长度不正确：1-4000');
    await bad(field({ dataType: 'decimal', dataLength: '10,12' }), '字段“a”的长度不正确：1-38,0-38');
    await bad(field({ primaryKey: 1, allowNull: 1 }), '主键字段“a”不能允许空值');
    await bad({ tableInfo: { newTable: 'ok_t' }, tableFieldList: [{ field: 'a', dataType: 'int' }, { field: 'A', dataType: 'int' }] }, '字段名重复：A');
    await bad({ tableInfo: { newTable: 'users' }, tableFieldList: [{ field: 'a', dataType: 'int' }] }, '数据表已存在：users');
    expect(app.db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'ok_t'").get()).toBeUndefined();
  });

  it('never reads or changes the product\'s own tables', async () => {
    const refused = '“users”是本系统的表或不是在数据建模中创建的表，不能查看或修改';
    expect(await fields('0', 'users')).toMatchObject({ code: 400, msg: refused });
    expect(await call(app, 'GET', `${DM}/0/Table/users/Preview`, { token: admin })).toMatchObject({ code: 400, msg: refused });
    expect(await call(app, 'DELETE', `${DM}/0/Table/users`, { token: admin })).toMatchObject({ code: 400, msg: refused });
    expect(await call(app, 'PUT', `${DM}/0/Table`, { token: admin, body: { tableInfo: { table: 'users', newTable: 'users' }, tableFieldList: [{ field: 'a', dataType: 'int' }] } })).toMatchObject({ code: 400, msg: refused });
    expect(await call(app, 'DELETE', `${DM}/0/Table/schema_version`, { token: admin })).toMatchObject({ code: 400 });
    expect(app.db.prepare("SELECT COUNT(*) AS n FROM pragma_table_info('users')").get()).not.toEqual({ n: 1 });
  });

  it('reads any table of a SQLite file source, with its declared types as the spec\'s labels', async () => {
    mkdirSync(dir, { recursive: true });
    const file = new Database(path.join(dir, 'legacy.db'));
    file.exec('CREATE TABLE goods (code CHAR(8) PRIMARY KEY NOT NULL, name NVARCHAR(40), qty INTEGER, price NUMERIC(9,3), made TIMESTAMP, memo CLOB, big BIGINT)');
    file.prepare('INSERT INTO goods VALUES (?, ?, ?, ?, ?, ?, ?)').run('G1', '螺丝', 5, 1.5, '2026-01-01 00:00:00', 'x', 9);
    file.close();
    const id = await createSource({ fullName: '旧系统', dbType: 'SQLite', serviceName: 'legacy.db' });
    const tables = await call<{ list: { table: string; sum: number }[] }>(app, 'GET', `${DM}/${id}/Tables`, { token: admin });
    expect(tables.data.list).toEqual([{ table: 'goods', tableName: '', sum: 1 }]);
    expect((await fields(id, 'goods')).data.list.map((field) => [field.field, field.dataType, field.dataLength, field.allowNull, field.primaryKey])).toEqual([
      ['code', 'varchar', '8', 0, 1], ['name', 'varchar', '40', 1, 0], ['qty', 'int', '', 1, 0], ['price', 'decimal', '9,3', 1, 0],
      ['made', 'datetime', '', 1, 0], ['memo', 'text', '', 1, 0], ['big', 'bigint', '', 1, 0],
    ]);
  });
});

describe('/api/system/DataSync', () => {
  let source: string;
  beforeAll(async () => {
    source = await createSource({ fullName: '同步源', dbType: 'SQLite', serviceName: 'sync-source.db' });
    expect(await call(app, 'POST', `${DM}/${source}/Table`, { token: admin, body: orders('sync_orders') })).toMatchObject({ code: 200 });
    const file = new Database(path.join(dir, 'sync-source.db'));
    const insert = file.prepare('INSERT INTO sync_orders (id, amount) VALUES (?, ?)');
    file.transaction(() => { for (let i = 1; i <= 1234; i += 1) insert.run(`s${i}`, i); })();
    file.close();
  });
  const execute = (body: object) => call<Report>(app, 'POST', `${SYNC}/Actions/Execute`, { token: admin, body: { dbConnectionFrom: source, dbConnectionTo: '0', dbTable: 'sync_orders', ...body } });
  const countOf = (table: string) => (app.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

  it('copies a table into the built-in database in batches, and reports rows and time', async () => {
    const check = await call(app, 'POST', `${SYNC}/Actions/Check`, { token: admin, body: { dbConnectionFrom: source, dbConnectionTo: '0', dbTable: 'sync_orders' } });
    expect(check).toMatchObject({ code: 200, data: { targetTable: 'sync_orders', targetExists: false, total: 1234 } });
    const report = await execute({});
    expect(report).toMatchObject({ code: 200, msg: '同步完成', data: { success: true, mode: 'create', total: 1234, copied: 1234, errors: [] } });
    expect(report.data.durationMs).toEqual(expect.any(Number));
    expect(countOf('sync_orders')).toBe(1234);
    // Registered as made here: 数据建模 shows it, with the source's comments.
    expect((await fields('0', 'sync_orders')).data.list.map((field) => [field.field, field.fieldName, field.primaryKey])).toEqual([['id', '编号', 1], ['amount', '金额', 0]]);
    expect((await call(app, 'GET', `${SYNC}/Actions/Progress`, { token: admin })).data).toBeNull();
    expect((app.db.prepare("SELECT COUNT(*) AS n FROM sqlite_master WHERE name LIKE 'atrium_sync_%'").get() as { n: number }).n).toBe(0);
  });

  it('reports its progress while it runs: rows copied of the total, batch by batch, then nothing once done', async () => {
    const { sync } = dataSourceServicesOf(app);
    sync.batchRows = 100;
    sync.batchPauseMs = 15;
    try {
      let finished = false;
      const running = execute({ targetTable: 'sync_progress' }).finally(() => {
        finished = true;
      });
      const seen: Array<{ total: number; copied: number; table: string; targetTable: string }> = [];
      while (!finished) {
        const answer = await call<{ total: number; copied: number; table: string; targetTable: string } | null>(app, 'GET', `${SYNC}/Actions/Progress`, { token: admin });
        if (answer.data) seen.push(answer.data);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(await running).toMatchObject({ data: { success: true, copied: 1234 } });
      const partial = seen.filter((progress) => progress.copied > 0 && progress.copied < 1234);
      expect(partial.length).toBeGreaterThan(1);
      expect(partial[0]).toMatchObject({ table: 'sync_orders', targetTable: 'sync_progress', total: 1234 });
      // Rows only ever go up, a batch at a time.
      const copied = seen.map((progress) => progress.copied);
      expect(copied).toEqual([...copied].sort((a, b) => a - b));
      expect(copied.every((n) => n % 100 === 0 || n === 1234)).toBe(true);
      expect((await call(app, 'GET', `${SYNC}/Actions/Progress`, { token: admin })).data).toBeNull();
    } finally {
      sync.batchRows = 500;
      sync.batchPauseMs = 0;
    }
  });

  it('never replaces an existing target without the confirmation; replaces or appends with it', async () => {
    app.db.prepare("INSERT INTO sync_orders (id, amount) VALUES ('local', 1)").run();
    expect(await call(app, 'POST', `${SYNC}/Actions/Check`, { token: admin, body: { dbConnectionFrom: source, dbConnectionTo: '0', dbTable: 'sync_orders' } })).toMatchObject({ data: { targetExists: true } });
    expect(await execute({})).toMatchObject({ code: 400, msg: '目标数据表“sync_orders”已存在，请确认覆盖（清空后写入）或追加' });
    expect(countOf('sync_orders')).toBe(1235);
    // Append: the source's keys are already there, so the target's key refuses them all; nothing changes.
    const clash = await execute({ existing: 'append' });
    expect(clash).toMatchObject({ code: 200, data: { success: false, copied: 0 } });
    expect(clash.data.errors[0]).toContain('同步失败，目标数据表未改变');
    expect(countOf('sync_orders')).toBe(1235);
    expect(await execute({ existing: 'replace' })).toMatchObject({ data: { success: true, mode: 'replace', copied: 1234 } });
    expect(countOf('sync_orders')).toBe(1234);
    expect(app.db.prepare("SELECT 1 FROM sync_orders WHERE id = 'local'").get()).toBeUndefined();
    // Append into another table with a subset of the columns.
    app.db.exec('DELETE FROM sync_orders');
    expect(await execute({ existing: 'append' })).toMatchObject({ data: { success: true, mode: 'append', copied: 1234 } });
    expect(countOf('sync_orders')).toBe(1234);
  });

  it('gives up at the deadline with the target unchanged, and never writes into a system table', async () => {
    const { sync } = dataSourceServicesOf(app);
    sync.deadlineMs = 0;
    sync.batchRows = 100;
    try {
      const report = await execute({ targetTable: 'sync_copy' });
      expect(report).toMatchObject({ code: 200, data: { success: false, copied: 0, errors: ['同步超过0秒未完成，已取消，目标数据表未改变'] } });
      expect(app.db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'sync_copy'").get()).toBeUndefined();
    } finally {
      sync.deadlineMs = 90_000;
      sync.batchRows = 500;
    }
    expect(await execute({ targetTable: 'users', existing: 'replace' })).toMatchObject({ code: 400, msg: '“users”是本系统的表或不是在数据建模中创建的表，不能查看或修改' });
    expect(await execute({ targetTable: 'user', existing: 'replace' })).toMatchObject({ code: 400, msg: '表名“user”是保留字，请换一个名称' });
    expect(await execute({ targetTable: 'roles', existing: 'replace' })).toMatchObject({ code: 400, msg: '“roles”是本系统的表或不是在数据建模中创建的表，不能查看或修改' });
    expect(await execute({ targetTable: 'dictionary_types', existing: 'replace' })).toMatchObject({ code: 400, msg: '“dictionary_types”是本系统的表或不是在数据建模中创建的表，不能查看或修改' });
    expect(await call(app, 'POST', `${SYNC}/Actions/Execute`, { token: admin, body: { dbConnectionFrom: '0', dbConnectionTo: source, dbTable: 'users' } })).toMatchObject({ code: 400 });
    expect(await call(app, 'POST', `${SYNC}/Actions/Execute`, { token: admin, body: { dbConnectionFrom: source, dbConnectionTo: source, dbTable: 'sync_orders' } })).toMatchObject({ code: 400, msg: '源和目标是同一个数据表' });
  });
});
