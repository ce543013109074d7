// The connection tests and address-book synchronisations against the real API shapes: a local
// fake of WeCom's (cgi-bin/gettoken, agent/get, department/*, user/*) and DingTalk's (gettoken,
// topapi/v2/department/*, topapi/v2/user/*) server APIs, reached through the configured base
// addresses (config.thirdApiBases), without the in-memory test directory.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, closeTestApp, signIn } from '../../testing';
import { HttpThirdDirectory } from '../../third-party/http-directory';
import { thirdDirectoryOf } from './third-party-routes';
import { synThirdRoutes } from './third-party-routes';
import { sysConfigRoutes } from './routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [synThirdRoutes, sysConfigRoutes];

const BASE = '/api/system/SysConfig';
const SYNC = '/api/system/SynThirdInfo';

const QY = { corpid: 'ww-fake-corp', corpsecret: 'fake-corp-secret', agentid: '1000005' };
const DING = { appkey: 'ding-fake-key', appsecret: 'fake-app-secret' };

interface Department { name: string; parent: number; order: number }
interface Member { name: string; mobile: string; departments: number[] }
interface Book { departments: Map<number, Department>; users: Map<string, Member>; nextId: number }
interface Seen { provider: 'qy' | 'ding'; method: string; path: string; query: Record<string, string>; body: Record<string, unknown> | null }

/** A fake of both providers, keyed by path prefix: /qy (WeCom) and /ding (DingTalk). */
class FakeProviders {
  readonly books: Record<'qy' | 'ding', Book> = {
    qy: { departments: new Map([[1, { name: 'root', parent: 0, order: 0 }]]), users: new Map(), nextId: 2 },
    ding: { departments: new Map([[1, { name: 'root', parent: 0, order: 0 }]]), users: new Map(), nextId: 100 },
  };
  readonly seen: Seen[] = [];
  private readonly tokens = new Map<string, 'qy' | 'ding'>();
  private server: Server | null = null;
  base = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const provider = url.pathname.startsWith('/qy/') ? 'qy' : 'ding';
    const path = url.pathname.replace(/^\/(qy|ding)/, '');
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    this.seen.push({ provider, method: request.method ?? '', path, query: Object.fromEntries(url.searchParams), body });
    const answer = provider === 'qy' ? this.qy(path, url.searchParams, body) : this.ding(path, url.searchParams, body);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer));
  }

  private token(provider: 'qy' | 'ding'): string {
    const token = `${provider}-token-${this.tokens.size + 1}`;
    this.tokens.set(token, provider);
    return token;
  }

  private qy(path: string, query: URLSearchParams, body: Record<string, unknown> | null): object {
    const book = this.books.qy;
    if (path === '/cgi-bin/gettoken') {
      if (query.get('corpid') !== QY.corpid) return { errcode: 40013, errmsg: 'invalid corpid' };
      if (query.get('corpsecret') !== QY.corpsecret) return { errcode: 40001, errmsg: 'invalid credential' };
      return { errcode: 0, errmsg: 'ok', access_token: this.token('qy'), expires_in: 7200 };
    }
    if (this.tokens.get(query.get('access_token') ?? '') !== 'qy') return { errcode: 40014, errmsg: 'invalid access_token' };
    const b = body ?? {};
    switch (path) {
      case '/cgi-bin/agent/get':
        return query.get('agentid') === QY.agentid ? { errcode: 0, errmsg: 'ok', agentid: Number(QY.agentid), name: 'Atrium' } : { errcode: 40056, errmsg: 'invalid agentid' };
      case '/cgi-bin/department/create': {
        if (!book.departments.has(Number(b.parentid))) return { errcode: 60004, errmsg: 'parent department not found' };
        const id = book.nextId++;
        book.departments.set(id, { name: String(b.name), parent: Number(b.parentid), order: Number(b.order) });
        return { errcode: 0, errmsg: 'created', id };
      }
      case '/cgi-bin/department/update':
        if (!book.departments.has(Number(b.id))) return { errcode: 60003, errmsg: 'department not found' };
        book.departments.set(Number(b.id), { name: String(b.name), parent: Number(b.parentid), order: Number(b.order) });
        return { errcode: 0, errmsg: 'updated' };
      case '/cgi-bin/user/create':
        if (book.users.has(String(b.userid))) return { errcode: 60102, errmsg: 'userid existed' };
        book.users.set(String(b.userid), { name: String(b.name), mobile: String(b.mobile), departments: (b.department as number[]) ?? [] });
        return { errcode: 0, errmsg: 'created' };
      case '/cgi-bin/user/update':
        if (!book.users.has(String(b.userid))) return { errcode: 60111, errmsg: 'userid not found' };
        book.users.set(String(b.userid), { name: String(b.name), mobile: String(b.mobile), departments: (b.department as number[]) ?? [] });
        return { errcode: 0, errmsg: 'updated' };
      default:
        return { errcode: 404, errmsg: `no ${path}` };
    }
  }

  private ding(path: string, query: URLSearchParams, body: Record<string, unknown> | null): object {
    const book = this.books.ding;
    if (path === '/gettoken') {
      if (query.get('appkey') !== DING.appkey || query.get('appsecret') !== DING.appsecret) return { errcode: 40089, errmsg: '不合法的appKey或appSecret' };
      return { errcode: 0, errmsg: 'ok', access_token: this.token('ding'), expires_in: 7200 };
    }
    if (this.tokens.get(query.get('access_token') ?? '') !== 'ding') return { errcode: 40014, errmsg: '不合法的access_token' };
    const b = body ?? {};
    switch (path) {
      case '/topapi/v2/department/create': {
        if (!book.departments.has(Number(b.parent_id))) return { errcode: 60004, errmsg: '父部门不存在' };
        const id = book.nextId++;
        book.departments.set(id, { name: String(b.name), parent: Number(b.parent_id), order: Number(b.order) });
        return { errcode: 0, errmsg: 'ok', result: { dept_id: id } };
      }
      case '/topapi/v2/department/update':
        if (!book.departments.has(Number(b.dept_id))) return { errcode: 60003, errmsg: '部门不存在' };
        book.departments.set(Number(b.dept_id), { name: String(b.name), parent: Number(b.parent_id), order: Number(b.order) });
        return { errcode: 0, errmsg: 'ok' };
      case '/topapi/v2/user/create':
        if (book.users.has(String(b.userid))) return { errcode: 60102, errmsg: '用户已存在' };
        book.users.set(String(b.userid), { name: String(b.name), mobile: String(b.mobile), departments: String(b.dept_id_list).split(',').map(Number) });
        return { errcode: 0, errmsg: 'ok', result: { userid: b.userid } };
      case '/topapi/v2/user/update':
        if (!book.users.has(String(b.userid))) return { errcode: 60121, errmsg: '找不到该用户' };
        book.users.set(String(b.userid), { name: String(b.name), mobile: String(b.mobile), departments: String(b.dept_id_list).split(',').map(Number) });
        return { errcode: 0, errmsg: 'ok' };
      default:
        return { errcode: 404, errmsg: `no ${path}` };
    }
  }
}

const fake = new FakeProviders();
let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  await fake.start();
  app = await buildTestApp({ routes, config: { thirdApiBases: { qy: `${fake.base}/qy`, ding: `${fake.base}/ding/` } } });
  admin = await signIn(app, 'admin');
});
afterAll(async () => {
  await closeTestApp(app);
  await fake.stop();
});

it('uses the real API client at the configured addresses when the test providers are off', () => {
  expect(thirdDirectoryOf(app)).toBeInstanceOf(HttpThirdDirectory);
});

it('tests the WeCom and DingTalk connections with gettoken (and agent/get for the application)', async () => {
  const ok = (body: object, path: string) => call(app, 'POST', `${BASE}/${path}`, { token: admin, body });
  expect(await ok({ qyhCorpId: QY.corpid, qyhCorpSecret: QY.corpsecret }, '1/testQyWebChatConnect')).toMatchObject({ code: 200, msg: '连接成功' });
  expect(fake.seen.at(-1)).toMatchObject({ provider: 'qy', method: 'GET', path: '/cgi-bin/gettoken', query: { corpid: QY.corpid, corpsecret: QY.corpsecret } });
  expect(await ok({ qyhCorpId: QY.corpid, qyhCorpSecret: 'wrong' }, '1/testQyWebChatConnect')).toMatchObject({ code: 400, msg: '企业微信拒绝了这组凭证，请检查企业标识和密钥' });
  expect(await ok({ qyhCorpId: 'other', qyhCorpSecret: QY.corpsecret }, '1/testQyWebChatConnect')).toMatchObject({ code: 400, msg: '企业微信拒绝了这组凭证，请检查企业标识和密钥' });
  // The application: its token, then agent/get with that token.
  expect(await ok({ qyhCorpId: QY.corpid, qyhAgentId: QY.agentid, qyhAgentSecret: QY.corpsecret }, '0/testQyWebChatConnect')).toMatchObject({ code: 200 });
  const agent = fake.seen.at(-1);
  expect(agent).toMatchObject({ path: '/cgi-bin/agent/get', query: { agentid: QY.agentid } });
  expect(agent?.query.access_token).toMatch(/^qy-token-/);
  expect(await ok({ qyhCorpId: QY.corpid, qyhAgentId: '1', qyhAgentSecret: QY.corpsecret }, '0/testQyWebChatConnect')).toMatchObject({ code: 400, msg: '企业微信应用 AgentId 不正确' });
  expect(await ok({ dingSynAppKey: DING.appkey, dingSynAppSecret: DING.appsecret }, 'testDingTalkConnect')).toMatchObject({ code: 200, msg: '连接成功' });
  expect(fake.seen.at(-1)).toMatchObject({ provider: 'ding', method: 'GET', path: '/gettoken', query: { appkey: DING.appkey, appsecret: DING.appsecret } });
  expect(await ok({ dingSynAppKey: DING.appkey, dingSynAppSecret: 'wrong' }, 'testDingTalkConnect')).toMatchObject({ code: 400, msg: '钉钉拒绝了这组凭证，请检查企业标识和密钥' });
});

it('says plainly when the provider cannot be reached', async () => {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  const offline = await buildTestApp({ routes, config: { thirdApiBases: { qy: `http://127.0.0.1:${port}`, ding: `http://127.0.0.1:${port}` } } });
  try {
    const token = await signIn(offline, 'admin');
    expect(await call(offline, 'POST', `${BASE}/1/testQyWebChatConnect`, { token, body: { qyhCorpId: QY.corpid, qyhCorpSecret: QY.corpsecret } }))
      .toMatchObject({ code: 400, msg: '无法连接企业微信开放接口，请检查网络或接口地址' });
  } finally {
    await closeTestApp(offline);
  }
});

it('synchronises organisations (parents first, then updated in place) and users to both providers', async () => {
  const put = await call(app, 'PUT', BASE, { token: admin, body: { qyhCorpId: QY.corpid, qyhCorpSecret: QY.corpsecret, dingSynAppKey: DING.appkey, dingSynAppSecret: DING.appsecret } });
  expect(put.code).toBe(200);
  const orgs = app.db.prepare('SELECT id, parent_id AS parentId, full_name AS name FROM organizations WHERE enabled_mark = 1').all() as { id: string; parentId: string; name: string }[];
  expect(orgs.length).toBeGreaterThan(1);

  for (const [provider, path] of [['qy', 'synAllOrganizeSysToQy'], ['ding', 'synAllOrganizeSysToDing']] as const) {
    const first = await call<{ total: number; success: number; failed: number }>(app, 'GET', `${SYNC}/${path}`, { token: admin });
    expect(first.data).toMatchObject({ total: orgs.length, success: orgs.length, failed: 0 });
    const book = fake.books[provider];
    expect(book.departments.size).toBe(orgs.length + 1);
    // Each department sits under its parent's id at the provider (the root, 1, for a top-level one).
    const thirdIds = new Map((app.db.prepare('SELECT sys_obj_id AS sysId, third_obj_id AS thirdId FROM third_sync_records WHERE third_type = ? AND data_type = 1')
      .all(provider === 'qy' ? 1 : 2) as { sysId: string; thirdId: string }[]).map((row) => [row.sysId, Number(row.thirdId)]));
    for (const org of orgs) {
      const department = book.departments.get(thirdIds.get(org.id) ?? -1);
      expect(department).toMatchObject({ name: org.name, parent: thirdIds.get(org.parentId) ?? 1 });
    }
    // Again after a rename: updated in place, nothing created twice.
    app.db.prepare("UPDATE organizations SET full_name = full_name || '·' WHERE id = ?").run(orgs[0]?.id);
    const again = await call<{ success: number }>(app, 'GET', `${SYNC}/${path}`, { token: admin });
    expect(again.data.success).toBe(orgs.length);
    expect(book.departments.size).toBe(orgs.length + 1);
    expect(book.departments.get(thirdIds.get(orgs[0]?.id ?? '') ?? -1)?.name).toBe(`${orgs[0]?.name}·`);
    app.db.prepare("UPDATE organizations SET full_name = substr(full_name, 1, length(full_name) - 1) WHERE id = ?").run(orgs[0]?.id);
  }
  const updates = fake.seen.filter((seen) => seen.path.endsWith('/department/update'));
  expect(updates.length).toBe(orgs.length * 2);

  app.db.prepare("UPDATE users SET mobile_phone = '' WHERE account = 'viewer'").run();
  app.db.prepare("UPDATE users SET mobile_phone = '13800000001' WHERE account = 'admin'").run();
  const users = await call<{ total: number; success: number; failed: number }>(app, 'GET', `${SYNC}/synAllUserSysToQy`, { token: admin });
  expect(users.data.failed).toBeGreaterThanOrEqual(1);
  expect(users.data.success + users.data.failed).toBe(users.data.total);
  const member = fake.books.qy.users.get('admin');
  expect(member).toMatchObject({ mobile: '13800000001' });
  const create = fake.seen.find((seen) => seen.path === '/cgi-bin/user/create' && seen.body?.userid === 'admin');
  expect(create?.body).toMatchObject({ userid: 'admin', mobile: '13800000001', department: [expect.any(Number)] });
  expect(fake.books.qy.users.has('viewer')).toBe(false);
  const ding = await call<{ success: number }>(app, 'GET', `${SYNC}/synAllUserSysToDing`, { token: admin });
  expect(ding.data.success).toBe(users.data.success);
  expect(fake.seen.find((seen) => seen.path === '/topapi/v2/user/create' && seen.body?.userid === 'admin')?.body).toMatchObject({ dept_id_list: expect.stringMatching(/^\d+$/) });
});
