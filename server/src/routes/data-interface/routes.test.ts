// /api/system/DataInterface and /api/system/DataInterfaceLog (issue 15 item 6): the three kinds of
// interface, their checks (single read-only SELECT, allow-listed hosts, JSON, declared parameters,
// time and size limits), administrators only for management, popup selects for every signed-in
// user, and a log line for every call.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, closeTestApp, signIn } from '../../testing';
import { dataInterfaceLogRoutes } from './routes';
import { dataInterfaceRoutes } from './routes';
import { fileRoutes } from '../files/routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [dataInterfaceLogRoutes, dataInterfaceRoutes, fileRoutes];

const BASE = '/api/system/DataInterface';
const BUSINESS = '7a1f3c0e2b6d4e8f9a0b1c2d3e4f5a01';
const EXTERNAL = '7a1f3c0e2b6d4e8f9a0b1c2d3e4f5a03';

interface Row {
  id: string;
  fullName: string;
  enCode: string;
  categoryId: string;
  categoryName: string;
  dataType: number;
  enabledMark: number;
}
interface Page<T> {
  list: T[];
  pagination: { currentPage: number; pageSize: number; total: number };
}
interface Preview {
  list: Array<Record<string, unknown>>;
  fields: string[];
  total: number;
}
interface LogRow {
  invokTime: number;
  userName: string;
  invokIp: string;
  invokWasteTime: number;
  success: number;
  action: string;
  message: string;
}

/** The remote end of HTTP interfaces: what it was asked, and answers by path. */
const received: Array<{ method: string; url: string; body: string; headers: IncomingMessage['headers'] }> = [];
let remote: Server;
let port = 0;
let deadPort = 0;

function answer(request: IncomingMessage, response: ServerResponse, body: string): void {
  received.push({ method: request.method ?? '', url: request.url ?? '', body, headers: request.headers });
  const url = new URL(request.url ?? '/', 'http://x');
  const json = (value: unknown) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(value));
  };
  switch (url.pathname) {
    case '/users':
      return json({ code: 200, data: { list: [{ id: 'u1', name: 'Alice', q: url.searchParams.get('q') }, { id: 'u2', name: 'Bob' }] } });
    case '/echo':
      return json([{ body }]);
    case '/same-origin':
      response.writeHead(302, { location: '/users' });
      response.end();
      return;
    case '/elsewhere':
      response.writeHead(302, { location: `http://localhost:${port}/users` });
      response.end();
      return;
    case '/huge':
      return json([{ blob: 'x'.repeat(80 * 1024) }]);
    case '/html':
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html></html>');
      return;
    case '/broken':
      response.writeHead(500);
      response.end('{}');
      return;
    case '/hangup':
      // Closes the connection without an answer.
      response.socket?.destroy();
      return;
    case '/slow':
      // Never answers: the call must give up on its own.
      return;
    default:
      response.writeHead(404);
      response.end();
  }
}

let app: FastifyInstance;
let admin: string;
let viewer: string;

beforeAll(async () => {
  remote = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => answer(request, response, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  port = (remote.address() as AddressInfo).port;
  // A port that was just free and is closed again: nothing listens there.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  deadPort = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  // Read when the routes register: only 127.0.0.1 on these ports; localhost is another host.
  process.env.ATRIUM_DATA_INTERFACE_HOSTS = `127.0.0.1:${port}, 127.0.0.1:${deadPort}, api.example.com, no-such-host.invalid`;
  process.env.ATRIUM_DATA_INTERFACE_TIMEOUT_MS = '1500';
  process.env.ATRIUM_DATA_INTERFACE_MAX_KB = '64';
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
  viewer = await signIn(app, 'viewer');
});

afterAll(async () => {
  await closeTestApp(app);
  remote.closeAllConnections();
  await new Promise<void>((resolve) => remote.close(() => resolve()));
});

const count = (): number => (app.db.prepare('SELECT COUNT(*) AS n FROM data_interfaces').get() as { n: number }).n;
const logs = (id: string): number => (app.db.prepare('SELECT COUNT(*) AS n FROM data_interface_logs WHERE interface_id = ?').get(id) as { n: number }).n;

let sequence = 0;
const staticData = JSON.stringify([
  { id: '1', name: '北京', code: 'BJ' },
  { id: '2', name: '上海', code: 'SH' },
  { id: '3', name: '广州', code: 'GZ' },
  { id: 4, name: '深圳', code: 'SZ' },
]);
const form = (overrides: Record<string, unknown> = {}) => {
  sequence += 1;
  return { categoryId: BUSINESS, fullName: `城市${sequence}`, enCode: `city${sequence}`, dataType: 2, query: staticData, ...overrides };
};
const sqlForm = (query: string, overrides: Record<string, unknown> = {}) => form({ dataType: 1, query, ...overrides });
const httpForm = (path: string, overrides: Record<string, unknown> = {}) => form({ dataType: 3, requestMethod: 'GET', path, categoryId: EXTERNAL, ...overrides });

async function create(body: Record<string, unknown>): Promise<string> {
  const result = await call<{ id: string }>(app, 'POST', BASE, { token: admin, body });
  expect(result).toMatchObject({ code: 200, msg: '新建成功' });
  return result.data.id;
}

const preview = (id: string, body: Record<string, unknown> = {}, token = admin) =>
  call<Preview>(app, 'POST', `${BASE}/${id}/Actions/Preview`, { token, body });

describe('administrators only', () => {
  it('refuses every management call to a non-administrator and lets the popup calls through', async () => {
    const before = count();
    const id = await create(form());
    const refused = [
      ['GET', BASE], ['GET', `${BASE}/getList`], ['GET', `${BASE}/Selector`], ['GET', `${BASE}/${id}`], ['POST', BASE],
      ['PUT', `${BASE}/${id}`], ['DELETE', `${BASE}/${id}`], ['PUT', `${BASE}/${id}/Actions/State`], ['POST', `${BASE}/${id}/Actions/Copy`],
      ['POST', `${BASE}/${id}/Actions/Preview`], ['POST', `${BASE}/${id}/Actions/GetFields`], ['GET', `${BASE}/GetParam/${id}`],
      ['GET', `${BASE}/${id}/Action/Export`], ['GET', `/api/system/DataInterfaceLog/${id}`],
    ] as const;
    for (const [method, url] of refused) {
      const result = await call(app, method, url, { token: viewer, body: method === 'GET' || method === 'DELETE' ? undefined : form() });
      expect({ url, method, code: result.code }).toEqual({ url, method, code: 403 });
    }
    expect(count()).toBe(before + 1);
    const list = await call<Page<Record<string, unknown>>>(app, 'POST', `${BASE}/${id}/Action/List`, { token: viewer, body: {} });
    expect(list.code).toBe(200);
    expect(list.data.pagination.total).toBe(4);
    const none = await call(app, 'POST', `${BASE}/${id}/Action/List`, { body: {} });
    expect(none.code).not.toBe(200);
  });
});

describe('static data', () => {
  it('creates, reads, lists by category and keyword, and previews', async () => {
    const id = await create(form({ fullName: '静态城市', enCode: 'staticCity', requestParameters: [{ field: 'unused', dataType: 'varchar' }] }));
    const info = await call<Row & { query: string }>(app, 'GET', `${BASE}/${id}`, { token: admin });
    expect(info.data).toMatchObject({ fullName: '静态城市', dataType: 2, categoryName: '业务接口', enabledMark: 1, query: staticData });
    const page = await call<Page<Row>>(app, 'GET', `${BASE}?keyword=静态&categoryId=${BUSINESS}`, { token: admin });
    expect(page.data.list.map((row) => row.id)).toEqual([id]);
    const other = await call<Page<Row>>(app, 'GET', `${BASE}?keyword=静态&categoryId=${EXTERNAL}`, { token: admin });
    expect(other.data.pagination.total).toBe(0);
    const result = await preview(id);
    expect(result.data).toMatchObject({ total: 4, fields: ['id', 'name', 'code'] });
    expect(result.data.list[1]).toEqual({ id: '2', name: '上海', code: 'SH' });
    const fields = await call<string[]>(app, 'POST', `${BASE}/${id}/Actions/GetFields`, { token: admin, body: {} });
    expect(fields.data).toEqual(['id', 'name', 'code']);
    const params = await call<Array<{ field: string }>>(app, 'GET', `${BASE}/GetParam/${id}`, { token: admin });
    expect(params.data).toEqual([{ field: 'unused', fieldName: '', dataType: 'varchar', required: 0, defaultValue: '' }]);
  });

  it('refuses malformed JSON and saves nothing, on create and on update', async () => {
    const before = count();
    const result = await call(app, 'POST', BASE, { token: admin, body: form({ query: '[{"id": 1,}]' }) });
    expect(result.code).toBe(400);
    expect(result.msg).toBe('静态数据不是有效的 JSON：第 1 行第 11 列附近有误，请检查引号、逗号和括号');
    expect(count()).toBe(before);
    const id = await create(form());
    const update = await call(app, 'PUT', `${BASE}/${id}`, { token: admin, body: form({ query: '{oops' }) });
    expect(update.code).toBe(400);
    expect(update.msg).toBe('静态数据不是有效的 JSON：第 1 行第 2 列附近有误，请检查引号、逗号和括号');
    // Where it breaks, counted in lines; a cut-off text; never JSON.parse's English.
    const put = (query: string) => call(app, 'PUT', `${BASE}/${id}`, { token: admin, body: form({ query }) });
    expect((await put('[\n  {"id": 1},\n  {"id": 2,}\n]')).msg).toBe('静态数据不是有效的 JSON：第 3 行第 12 列附近有误，请检查引号、逗号和括号');
    expect((await put('[{"id": 1}')).msg).toBe('静态数据不完整：缺少结尾的括号或引号');
    expect((await put('[{"id": 1}]]')).msg).not.toMatch(/JSON at position|Unexpected/);
    const stored = app.db.prepare('SELECT query FROM data_interfaces WHERE id = ?').get(id) as { query: string };
    expect(stored.query).toBe(staticData);
  });

  it('refuses a missing name, a bad code, an unknown category and a taken code, in the caller’s language', async () => {
    const before = count();
    expect((await call(app, 'POST', BASE, { token: admin, body: form({ fullName: '' }) })).msg).toBe('请输入接口名称');
    expect((await call(app, 'POST', BASE, { token: admin, body: form({ fullName: '' }), lang: 'en' })).msg).toBe('Please enter the interface name');
    expect((await call(app, 'POST', BASE, { token: admin, body: form({ categoryId: 'nope' }) })).msg).toBe('接口分类不存在');
    expect((await call(app, 'POST', BASE, { token: admin, body: form({ dataType: 7 }) })).code).toBe(400);
    await create(form({ enCode: 'takenCode' }));
    expect((await call(app, 'POST', BASE, { token: admin, body: form({ enCode: 'takenCode' }) })).msg).toBe('编码已存在：takenCode');
    expect(count()).toBe(before + 1);
  });

  it('pages and searches a popup list and looks values up by propsValue', async () => {
    const id = await create(form());
    const list = await call<Page<Record<string, unknown>>>(app, 'POST', `${BASE}/${id}/Action/List`, {
      token: viewer,
      body: { interfaceId: id, propsValue: 'id', relationField: 'name', columnOptions: [{ value: 'code', label: '编码' }], listQuery: { keyword: 's', currentPage: 1, pageSize: 1 } },
    });
    // "s" matches SH and SZ by code (case-insensitive), nothing by name.
    expect(list.data.pagination).toEqual({ currentPage: 1, pageSize: 1, total: 2 });
    expect(list.data.list).toEqual([{ id: '2', name: '上海', code: 'SH' }]);
    const second = await call<Page<Record<string, unknown>>>(app, 'POST', `${BASE}/${id}/Action/List`, {
      token: viewer, body: { relationField: 'name', columnOptions: [{ value: 'code' }], keyword: 's', currentPage: 2, pageSize: 1 },
    });
    expect(second.data.list).toEqual([{ id: 4, name: '深圳', code: 'SZ' }]);
    const byName = await call<Page<Record<string, unknown>>>(app, 'POST', `${BASE}/${id}/Action/List`, { token: viewer, body: { relationField: 'name', keyword: '广' } });
    expect(byName.data.list.map((row) => row.code)).toEqual(['GZ']);
    const lookedUp = await call<Array<Record<string, unknown>>>(app, 'POST', `${BASE}/${id}/Action/InfoByIds`, {
      token: viewer, body: { ids: ['4', '1', 'missing'], propsValue: 'id', relationField: 'name' },
    });
    expect(lookedUp.data.map((row) => row.name)).toEqual(['深圳', '北京']);
    expect((await call(app, 'POST', `${BASE}/${id}/Action/InfoByIds`, { token: viewer, body: { ids: [] } })).msg).toBe('请提供要查询的值（ids）');
  });

  it('toggles the state; a disabled interface serves no popup but still previews for the administrator', async () => {
    const id = await create(form());
    const off = await call<{ enabledMark: number }>(app, 'PUT', `${BASE}/${id}/Actions/State`, { token: admin });
    expect(off.data.enabledMark).toBe(0);
    const refused = await call(app, 'POST', `${BASE}/${id}/Action/List`, { token: viewer, body: {} });
    expect(refused).toMatchObject({ code: 400, msg: '该数据接口已停用，请联系管理员启用' });
    expect((await call(app, 'POST', `${BASE}/${id}/Action/InfoByIds`, { token: viewer, body: { ids: ['1'] } })).code).toBe(400);
    expect((await preview(id)).code).toBe(200);
    const selector = await call<{ list: Array<{ children: Array<{ id: string }> }> }>(app, 'GET', `${BASE}/Selector`, { token: admin });
    expect(selector.data.list.flatMap((group) => group.children.map((child) => child.id))).not.toContain(id);
    const on = await call<{ enabledMark: number }>(app, 'PUT', `${BASE}/${id}/Actions/State`, { token: admin });
    expect(on.data.enabledMark).toBe(1);
    const again = await call<{ list: Array<{ id: string; fullName: string; children: Array<{ id: string }> }> }>(app, 'GET', `${BASE}/Selector`, { token: admin });
    const group = again.data.list.find((item) => item.children.some((child) => child.id === id));
    expect(group).toMatchObject({ id: BUSINESS, fullName: '业务接口' });
  });

  it('copies as a disabled .副本 and exports a JSON download; deletes', async () => {
    const id = await create(form({ fullName: '原接口', enCode: 'origin' }));
    const copy = await call<{ id: string }>(app, 'POST', `${BASE}/${id}/Actions/Copy`, { token: admin });
    expect(copy.msg).toBe('复制成功');
    const info = await call<Row & { query: string }>(app, 'GET', `${BASE}/${copy.data.id}`, { token: admin });
    expect(info.data.fullName).toMatch(/^原接口\.副本[a-z0-9]{5}$/);
    expect(info.data.enCode).toMatch(/^origin[a-z0-9]{5}$/);
    expect(info.data).toMatchObject({ enabledMark: 0, dataType: 2, query: staticData });
    const link = await call<{ url: string; name: string }>(app, 'GET', `${BASE}/${id}/Action/Export`, { token: admin });
    expect(link.data.name).toBe('原接口.json');
    const download = await app.inject({ method: 'GET', url: link.data.url });
    expect(download.statusCode).toBe(200);
    expect(JSON.parse(download.body)).toMatchObject({ kind: 'atrium.dataInterface', dataInterface: { enCode: 'origin', dataType: 2, query: staticData } });
    expect((await call(app, 'DELETE', `${BASE}/${id}`, { token: admin })).code).toBe(200);
    expect((await call(app, 'GET', `${BASE}/${id}`, { token: admin })).code).toBe(404);
  });
});

describe('SQL', () => {
  const cities = `SELECT full_name AS name, en_code AS code FROM dictionary_data WHERE en_code LIKE @prefix || '%' AND sort_code >= @minSort ORDER BY sort_code`;
  const params = [
    { field: 'prefix', fieldName: '前缀', dataType: 'varchar', required: 1 },
    { field: 'minSort', dataType: 'int', defaultValue: '0' },
  ];

  it('runs one SELECT with bound named parameters and their defaults', async () => {
    const id = await create(sqlForm(cities, { requestParameters: params }));
    const result = await preview(id, { paramList: [{ field: 'prefix', value: 'busi' }] });
    expect(result.code).toBe(200);
    // Every seeded entry whose code starts with busi (other dictionaries add their own 'business').
    const expected = app.db.prepare("SELECT full_name AS name, en_code AS code FROM dictionary_data WHERE en_code LIKE 'busi%' ORDER BY sort_code").all();
    expect(expected).toContainEqual({ name: '业务接口', code: 'business' });
    // Compared as sets: entries of one sort code may come in either order.
    expect(result.data.list).toHaveLength(expected.length);
    expect(result.data.list).toEqual(expect.arrayContaining(expected));
    // A value that would break out of a quoted string is only a value.
    const hostile = await preview(id, { paramList: [{ field: 'prefix', value: "x' OR 1=1 --" }] });
    expect(hostile.data.total).toBe(0);
    const fields = await call<string[]>(app, 'POST', `${BASE}/${id}/Actions/GetFields`, { token: admin, body: {} });
    expect(fields.data).toEqual(['name', 'code']);
  });

  it.each([
    ['a write', 'DELETE FROM dictionary_data', '只能使用单条 SELECT 查询语句'],
    ['two statements', 'SELECT 1; DELETE FROM dictionary_data', '只能使用单条 SELECT 查询语句'],
    ['a SELECT hiding a second statement after a comment', 'SELECT 1 /* x */; UPDATE users SET account = account', '只能使用单条 SELECT 查询语句'],
    ['a pragma', 'PRAGMA table_info(users)', '只能使用单条 SELECT 查询语句'],
    ['an undeclared parameter', 'SELECT @other AS x', 'SQL 使用了未定义的参数或 ?，请在参数列表中添加，并以 @参数名 引用'],
    ['a positional parameter', 'SELECT ? AS x', 'SQL 使用了未定义的参数或 ?，请在参数列表中添加，并以 @参数名 引用'],
    ['a password hash', 'SELECT account, password_hash FROM users', '数据接口不能读取 users.password_hash'],
    ['the sessions', 'SELECT * FROM sessions', '数据接口不能读取表 sessions'],
    ['SQL that does not compile', 'SELECT FROM WHERE', 'SQL 语句在“FROM”附近有语法错误'],
    ['SQL naming a table that does not exist', 'SELECT id FROM no_such_table', '表 no_such_table 不存在，请检查表名'],
    ['SQL naming a column that does not exist', 'SELECT no_such_column FROM dictionary_types', '字段 no_such_column 不存在，请检查字段名'],
    ['SQL that stops short', 'SELECT id FROM (SELECT 1 AS id', 'SQL 语句不完整，请检查是否缺少内容'],
  ])('refuses %s with a 400 and saves nothing', async (_label, query, msg) => {
    const before = count();
    const result = await call(app, 'POST', BASE, { token: admin, body: sqlForm(query) });
    expect(result.code).toBe(400);
    expect(result.msg).toMatch(msg);
    expect(count()).toBe(before);
  });

  it('refuses unknown, missing and mistyped parameter values', async () => {
    const id = await create(sqlForm(cities, { requestParameters: params }));
    expect((await preview(id, { paramList: [{ field: 'prefix', value: 'a' }, { field: 'nope', value: 1 }] })).msg).toBe('接口没有参数“nope”');
    expect((await preview(id, {})).msg).toBe('请填写参数“前缀”');
    expect((await preview(id, { paramList: [{ field: 'prefix', value: 'a' }, { field: 'minSort', value: 'abc' }] })).msg).toBe('参数“minSort”的值不是有效的 int');
    expect((await call(app, 'POST', BASE, { token: admin, body: sqlForm(cities, { requestParameters: [...params, { field: '1bad' }] }) })).code).toBe(400);
    expect((await call(app, 'POST', BASE, { token: admin, body: sqlForm(cities, { requestParameters: [params[0], params[0]] }) })).msg).toBe('参数名重复：prefix');
  });

  it('stops a runaway query at the time limit, logs the failure and keeps serving', async () => {
    const id = await create(sqlForm('WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) AS n FROM c'));
    const started = Date.now();
    const result = await preview(id);
    expect(result).toMatchObject({ code: 400, msg: '接口执行超过1.5秒，已终止，请简化查询或检查接口地址' });
    expect(Date.now() - started).toBeLessThan(5000);
    const log = await call<Page<LogRow>>(app, 'GET', `/api/system/DataInterfaceLog/${id}`, { token: admin, lang: 'en' });
    expect(log.data.list[0]).toMatchObject({ success: 0, action: 'preview', message: 'The interface ran longer than 1.5 s and was stopped; simplify the query or check the address' });
    const next = await create(sqlForm('SELECT 41 + 1 AS answer'));
    expect((await preview(next)).data.list).toEqual([{ answer: 42 }]);
  });

  it('previews and discovers the fields of an unsaved form without saving it', async () => {
    const before = count();
    const draft = sqlForm('SELECT en_code AS code FROM dictionary_data WHERE en_code = @c', { requestParameters: [{ field: 'c' }] });
    const result = await preview('0', { config: draft, paramList: [{ field: 'c', value: 'system' }] });
    expect(result.data.list).toEqual([{ code: 'system' }]);
    const fields = await call<string[]>(app, 'POST', `${BASE}/0/Actions/GetFields`, { token: admin, body: { config: draft } });
    expect(fields.data).toEqual(['code']);
    const bad = await preview('0', { config: sqlForm('DELETE FROM users') });
    expect(bad.code).toBe(400);
    expect(count()).toBe(before);
  });
});

describe('HTTP', () => {
  const url = (path: string) => `http://127.0.0.1:${port}${path}`;

  it('calls an allowed host with the parameters in the query (GET) or the JSON body (POST)', async () => {
    const id = await create(httpForm(url('/users'), { requestParameters: [{ field: 'q', defaultValue: 'all' }], requestHeaders: [{ field: 'X-Token', value: 'abc' }] }));
    received.length = 0;
    const result = await preview(id, { paramList: [{ field: 'q', value: '张' }] });
    expect(result.data.list).toEqual([{ id: 'u1', name: 'Alice', q: '张' }, { id: 'u2', name: 'Bob' }]);
    expect(received[0]).toMatchObject({ method: 'GET', url: `/users?q=${encodeURIComponent('张')}` });
    expect(received[0]?.headers['x-token']).toBe('abc');
    const post = await create(httpForm(url('/echo'), { requestMethod: 'POST', requestParameters: [{ field: 'n', dataType: 'int' }] }));
    const echoed = await preview(post, { paramList: [{ field: 'n', value: '7' }] });
    expect(echoed.data.list).toEqual([{ body: '{"n":7}' }]);
    const same = await create(httpForm(url('/same-origin')));
    expect((await preview(same)).data.total).toBe(2);
  });

  it.each([
    ['a host not on the list', 'http://evil.example.org/data', '不允许访问主机 evil.example.org，请联系运维将其加入 ATRIUM_DATA_INTERFACE_HOSTS'],
    ['an allowed host on another port', 'http://127.0.0.1:1/data', '不允许访问主机 127.0.0.1:1，请联系运维将其加入 ATRIUM_DATA_INTERFACE_HOSTS'],
    ['another scheme', 'file:///etc/passwd', '接口地址必须是 http:// 或 https:// 开头的完整地址，且不能包含账号密码'],
    ['credentials in the URL', 'http://user:pw@api.example.com/', '接口地址必须是 http:// 或 https:// 开头的完整地址，且不能包含账号密码'],
  ])('refuses %s and saves nothing', async (_label, path, msg) => {
    const before = count();
    const result = await call(app, 'POST', BASE, { token: admin, body: httpForm(path) });
    expect(result).toMatchObject({ code: 400, msg });
    expect(count()).toBe(before);
  });

  it('refuses a header that could pose as another host or inject lines', async () => {
    const before = count();
    expect((await call(app, 'POST', BASE, { token: admin, body: httpForm(url('/users'), { requestHeaders: [{ field: 'Host', value: 'x' }] }) })).msg).toBe('请求头“Host”不正确或不允许设置');
    expect((await call(app, 'POST', BASE, { token: admin, body: httpForm(url('/users'), { requestHeaders: [{ field: 'X-A', value: 'a\r\nB: c' }] }) })).code).toBe(400);
    expect(count()).toBe(before);
  });

  it.each([
    ['a redirect to another host', '/elsewhere', `接口返回了到其他主机的跳转（localhost:PORT），已拒绝`],
    ['a body past the size limit', '/huge', '接口返回的数据超过64KB'],
    ['a body that is not JSON', '/html', '接口返回的不是有效的 JSON'],
    ['an error status', '/broken', '接口返回了错误状态 500'],
    ['no answer within the time limit', '/slow', '接口执行超过1.5秒，已终止，请简化查询或检查接口地址'],
  ])('turns %s into a 400 and a failed log line', async (_label, path, msg) => {
    const id = await create(httpForm(url(path)));
    const result = await preview(id);
    expect(result).toMatchObject({ code: 400, msg: msg.replace('PORT', String(port)) });
    const row = app.db.prepare('SELECT success FROM data_interface_logs WHERE interface_id = ?').get(id) as { success: number };
    expect(row.success).toBe(0);
  });
});

describe('connection failures as sentences (issue 17 item 8)', () => {
  it.each([
    ['nothing listening on the port', () => `http://127.0.0.1:${deadPort}/data`, () => `无法连接接口服务器 127.0.0.1:${deadPort}，请检查地址、端口，以及服务是否已启动`],
    ['a host name that does not resolve', () => 'http://no-such-host.invalid/data', () => '找不到接口主机 no-such-host.invalid，请检查接口地址'],
    ['HTTPS to a plain HTTP server', () => `https://127.0.0.1:${port}/users`, () => `与接口服务器 127.0.0.1:${port} 建立 HTTPS 连接失败，请检查证书或改用正确的协议`],
    ['a server hanging up without an answer', () => `http://127.0.0.1:${port}/hangup`, () => `请求接口 127.0.0.1:${port} 失败，请检查接口地址和服务状态`],
  ])('turns %s into a translated 400, never the library code', async (_label, path, msg) => {
    const id = await create(httpForm(path()));
    const result = await preview(id);
    expect(result).toMatchObject({ code: 400, msg: msg() });
    expect(result.msg).not.toMatch(/E[A-Z_]{4,}|fetch failed|SSL routines/);
    // The library's own words stay in the stored call log for operators, out of the sentence.
    const row = app.db.prepare('SELECT message FROM data_interface_logs WHERE interface_id = ?').get(id) as { message: string };
    expect(JSON.parse(row.message)).toMatchObject({ params: { detail: expect.any(String) } });
  });
});

describe('call log', () => {
  it('records every call with time, user, address, duration and outcome, newest first, paged', async () => {
    const id = await create(form());
    await call(app, 'POST', `${BASE}/${id}/Action/List`, { token: viewer, body: {}, ip: '10.1.2.3' });
    await call(app, 'POST', `${BASE}/${id}/Actions/Preview`, { token: admin, body: { paramList: [{ field: 'x', value: 1 }] }, ip: '10.9.9.9' });
    await preview(id);
    expect(logs(id)).toBe(3);
    const page = await call<Page<LogRow>>(app, 'GET', `/api/system/DataInterfaceLog/${id}?currentPage=1&pageSize=2`, { token: admin });
    expect(page.data.pagination).toEqual({ currentPage: 1, pageSize: 2, total: 3 });
    expect(page.data.list).toHaveLength(2);
    expect(page.data.list[1]).toMatchObject({ success: 0, invokIp: '10.9.9.9', action: 'preview', message: '接口没有参数“x”' });
    expect(page.data.list[1]?.userName).toMatch(/\/admin$/);
    const last = await call<Page<LogRow>>(app, 'GET', `/api/system/DataInterfaceLog/${id}?currentPage=2&pageSize=2`, { token: admin });
    expect(last.data.list[0]).toMatchObject({ success: 1, invokIp: '10.1.2.3', action: 'list', message: '' });
    expect(last.data.list[0]?.userName).toMatch(/\/viewer$/);
    expect(last.data.list[0]?.invokWasteTime).toBeGreaterThanOrEqual(0);
    const searched = await call<Page<LogRow>>(app, 'GET', `/api/system/DataInterfaceLog/${id}?keyword=viewer`, { token: admin });
    expect(searched.data.pagination.total).toBe(1);
  });
});
