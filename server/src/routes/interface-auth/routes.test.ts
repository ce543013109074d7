import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, closeTestApp, signIn } from '../../testing';
import { dataInterfaceRoutes } from '../data-interface/routes';
import { interfaceAuthRoutes } from './routes';
import { interfaceCallRoutes } from './routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [dataInterfaceRoutes, interfaceAuthRoutes, interfaceCallRoutes];

interface AppRow { id: string; appId: string; appName: string; whitelistIp: string; usefulLife: number | null; enabledMark: number; usageCount: number; lastUsedTime: number | null; dataInterfaceIds: string[]; dataInterfaceNames: string[] }
interface Created { id: string; appId: string; appSecret: string }

const BUSINESS = '7a1f3c0e2b6d4e8f9a0b1c2d3e4f5a01';
const BASE = '/api/system/InterfaceOauth';

let app: FastifyInstance;
let admin: string;
let viewer: string;
let cities: string;
let other: string;
beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
  viewer = await signIn(app, 'viewer');
  const make = async (code: string, rows: object[]) => (await call<{ id: string }>(app, 'POST', '/api/system/DataInterface', {
    token: admin,
    body: { categoryId: BUSINESS, fullName: `接口${code}`, enCode: code, dataType: 2, query: JSON.stringify(rows) },
  })).data.id;
  cities = await make('ioCities', [{ id: '1', name: '北京' }, { id: '2', name: '上海' }]);
  other = await make('ioOther', [{ id: '9', name: '别的' }]);
});
afterAll(async () => closeTestApp(app));

const createApp = async (body: Record<string, unknown> = {}) => {
  const answer = await call<Created>(app, 'POST', BASE, { token: admin, body: { appName: '外部系统', dataInterfaceIds: [cities], ...body } });
  expect(answer.code).toBe(200);
  return answer.data;
};
const info = async (id: string) => (await call<AppRow>(app, 'GET', `${BASE}/${id}`, { token: admin })).data;
const usage = async (id: string) => (await info(id)).usageCount;
const invoke = (interfaceId: string, headers: Record<string, string>, ip = '127.0.0.1') =>
  call<{ list: Record<string, unknown>[]; total: number }>(app, 'POST', `/api/system/DataInterface/${interfaceId}/Actions/Response`, { headers, ip, body: {} });
const creds = (created: Created) => ({ 'x-app-id': created.appId, 'x-app-secret': created.appSecret });

describe('/api/system/InterfaceOauth', () => {
  it('creates an app whose secret is shown once and stored hashed; lists, edits and deletes it', async () => {
    const created = await createApp({ whitelistIp: '10.0.0.1, 192.168.1.0/24\n::1', description: '对接' });
    expect(created.appSecret.length).toBeGreaterThanOrEqual(40);
    const stored = app.db.prepare('SELECT secret_hash FROM interface_oauth WHERE id = ?').get(created.id) as { secret_hash: string };
    expect(stored.secret_hash).not.toContain(created.appSecret);
    expect(JSON.stringify(await info(created.id))).not.toContain(created.appSecret);
    expect(await info(created.id)).toMatchObject({ appName: '外部系统', whitelistIp: '10.0.0.1\n192.168.1.0/24\n::1', dataInterfaceIds: [cities], dataInterfaceNames: ['接口ioCities'], usageCount: 0 });
    const listed = await call<{ list: AppRow[] }>(app, 'GET', `${BASE}?keyword=${encodeURIComponent('外部')}`, { token: admin });
    expect(listed.data.list.some((row) => row.id === created.id)).toBe(true);
    expect(await call(app, 'PUT', `${BASE}/${created.id}`, { token: admin, body: { appName: '改名', dataInterfaceIds: [cities, other] } })).toMatchObject({ code: 200 });
    expect(await info(created.id)).toMatchObject({ appName: '改名', whitelistIp: '', dataInterfaceIds: [cities, other].sort() });
    expect(await call(app, 'DELETE', `${BASE}/${created.id}`, { token: admin })).toMatchObject({ code: 200 });
    expect((await call(app, 'GET', `${BASE}/${created.id}`, { token: admin })).code).toBe(404);
  });

  it('refuses bad input with the reason', async () => {
    expect(await call(app, 'POST', BASE, { token: admin, body: { appName: ' ' } })).toMatchObject({ code: 400, msg: '请输入应用名称' });
    expect(await call(app, 'POST', BASE, { token: admin, body: { appName: 'a', whitelistIp: '10.0.0.300' } })).toMatchObject({ code: 400, msg: '白名单IP不正确：10.0.0.300' });
    expect(await call(app, 'POST', BASE, { token: admin, body: { appName: 'a', whitelistIp: '10.0.0.0/33' } })).toMatchObject({ code: 400 });
    expect(await call(app, 'POST', BASE, { token: admin, body: { appName: 'a', usefulLife: Date.now() - 1000 } })).toMatchObject({ code: 400, msg: '使用期限必须晚于当前时间' });
    expect(await call(app, 'POST', BASE, { token: admin, body: { appName: 'a', dataInterfaceIds: ['nope'] } })).toMatchObject({ code: 400, msg: '数据接口不存在：nope' });
  });

  it('refuses a viewer on every management call', async () => {
    const created = await createApp();
    for (const [method, url] of [['GET', BASE], ['GET', `${BASE}/${created.id}`], ['POST', BASE], ['PUT', `${BASE}/${created.id}`], ['DELETE', `${BASE}/${created.id}`], ['POST', `${BASE}/${created.id}/Actions/ResetSecret`]] as const) {
      const answer = await call(app, method, url, { token: viewer, ...(method === 'GET' || method === 'DELETE' ? {} : { body: { appName: 'x' } }) });
      expect([url, answer.code]).toEqual([url, 403]);
    }
    expect(await info(created.id)).toMatchObject({ appName: '外部系统' });
  });

  it('lets a granted app call its interface and counts the call; refuses every other case without counting', async () => {
    const granted = await createApp({ whitelistIp: '127.0.0.1\n10.1.0.0/16' });
    const answer = await invoke(cities, creds(granted));
    expect(answer).toMatchObject({ code: 200, data: { total: 2, list: [{ id: '1', name: '北京' }, { id: '2', name: '上海' }] } });
    expect(await usage(granted.id)).toBe(1);
    expect((await invoke(cities, creds(granted), '10.1.200.3')).code).toBe(200);
    expect((await info(granted.id)).lastUsedTime).toEqual(expect.any(Number));
    expect(await usage(granted.id)).toBe(2);
    const logged = app.db.prepare("SELECT COUNT(*) AS n FROM data_interface_logs WHERE interface_id = ? AND action = 'interfaceOauth'").get(cities) as { n: number };
    expect(logged.n).toBe(2);

    const refusals: [string, Promise<{ code: number; msg: string }>, number, string][] = [
      ['no credentials', invoke(cities, {}), 401, '缺少应用ID或应用密钥'],
      ['unknown app', invoke(cities, { 'x-app-id': 'nobody', 'x-app-secret': granted.appSecret }), 401, '应用ID或应用密钥不正确'],
      ['wrong secret', invoke(cities, { 'x-app-id': granted.appId, 'x-app-secret': `${granted.appSecret}x` }), 401, '应用ID或应用密钥不正确'],
      ['address not allowed', invoke(cities, creds(granted), '10.2.0.1'), 403, '调用方IP不在白名单内：10.2.0.1'],
      ['interface not granted', invoke(other, creds(granted)), 403, '该应用无权调用此接口'],
    ];
    for (const [name, promise, code, msg] of refusals) {
      const result = await promise;
      expect([name, result.code, result.msg]).toEqual([name, code, msg]);
    }
    expect(await usage(granted.id)).toBe(2);

    // A session token is no substitute for the app's credentials.
    expect((await call(app, 'POST', `/api/system/DataInterface/${cities}/Actions/Response`, { token: admin, body: {} })).code).toBe(401);

    const expiring = await createApp({ usefulLife: Date.now() + 60_000 });
    app.db.prepare('UPDATE interface_oauth SET expires_at = ? WHERE id = ?').run(Date.now() - 1, expiring.id);
    expect(await invoke(cities, creds(expiring))).toMatchObject({ code: 401, msg: '该应用已过使用期限' });
    const disabled = await createApp({ enabledMark: 0 });
    expect(await invoke(cities, creds(disabled))).toMatchObject({ code: 401, msg: '该应用已被禁用' });
    expect(await usage(expiring.id)).toBe(0);
    expect(await usage(disabled.id)).toBe(0);
  });

  it('a reset secret replaces the old one at once', async () => {
    const created = await createApp();
    const reset = await call<Created>(app, 'POST', `${BASE}/${created.id}/Actions/ResetSecret`, { token: admin });
    expect(reset.data.appId).toBe(created.appId);
    expect(reset.data.appSecret).not.toBe(created.appSecret);
    expect((await invoke(cities, creds(created))).code).toBe(401);
    expect((await invoke(cities, creds(reset.data))).code).toBe(200);
  });
});
