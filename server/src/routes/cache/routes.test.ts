import type { FastifyInstance } from 'fastify';
import { cachedUserCount } from '../../permission/grant-cache';
import { buildTestApp, call, closeTestApp, signIn } from '../../testing';
import { cacheRoutes } from './routes';
import { sysConfigRoutes } from '../sys-config/routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [cacheRoutes, sysConfigRoutes];

interface CacheItem { name: string; count: number; cacheSize: number; createTime: number | null; keys?: string[] }

let app: FastifyInstance;
let admin: string;
let viewer: string;
beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
  viewer = await signIn(app, 'viewer');
});
afterAll(async () => closeTestApp(app));

const list = async () => (await call<{ list: CacheItem[] }>(app, 'GET', '/api/system/CacheManage', { token: admin })).data.list;
const viewerId = () => (app.db.prepare("SELECT id FROM users WHERE account = 'viewer'").get() as { id: string }).id;

describe('/api/system/CacheManage', () => {
  it('lists the server caches with entries, approximate size and age', async () => {
    expect((await call(app, 'GET', '/api/system/SysConfig', { token: viewer })).code).toBe(200);
    const caches = await list();
    expect(caches.map((cache) => cache.name)).toEqual(expect.arrayContaining(['permissions', 'statements', 'systemLogKeywords', 'visualdevModels']));
    const permissions = caches.find((cache) => cache.name === 'permissions');
    expect(permissions?.count).toBeGreaterThanOrEqual(1);
    expect(permissions?.cacheSize).toBeGreaterThan(0);
    expect(permissions?.createTime).toBeLessThanOrEqual(Date.now());
    const detail = await call<CacheItem>(app, 'GET', '/api/system/CacheManage/permissions', { token: admin });
    expect(detail.data.keys).toContain(viewerId());
    expect((await call(app, 'GET', '/api/system/CacheManage/nothing-such', { token: admin })).code).toBe(404);
  });

  it('clearing the permission cache makes the next check recompute from the database', async () => {
    expect((await call(app, 'GET', '/api/system/SysConfig', { token: viewer })).code).toBe(200);
    // A change the cache did not hear about (as if written by another process): the viewer loses every role.
    const generation = app.db.prepare('SELECT value FROM permission_generation WHERE id = 1').get() as { value: number };
    const roles = app.db.prepare('SELECT * FROM user_roles WHERE user_id = ?').all(viewerId()) as Record<string, unknown>[];
    expect(roles.length).toBeGreaterThan(0);
    app.db.prepare('DELETE FROM user_roles WHERE user_id = ?').run(viewerId());
    app.db.prepare('UPDATE permission_generation SET value = ? WHERE id = 1').run(generation.value);
    // Still answered from the cache.
    expect((await call(app, 'GET', '/api/system/SysConfig', { token: viewer })).code).toBe(200);
    const cleared = await call(app, 'DELETE', '/api/system/CacheManage/permissions', { token: admin });
    expect(cleared).toMatchObject({ code: 200, msg: '清除成功' });
    expect(cachedUserCount(app.db)).toBe(0);
    expect((await call(app, 'GET', '/api/system/SysConfig', { token: viewer })).code).toBe(403);
    expect((await list()).find((cache) => cache.name === 'permissions')?.count).toBe(1);
    // Put the roles back for the other tests (the triggers move the generation: the cache follows).
    const columns = Object.keys(roles[0] ?? {});
    const insert = app.db.prepare(`INSERT INTO user_roles (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`);
    for (const role of roles) insert.run(...columns.map((column) => role[column]));
    expect((await call(app, 'GET', '/api/system/SysConfig', { token: viewer })).code).toBe(200);
  });

  it('clears every cache at once', async () => {
    await call(app, 'GET', '/api/system/SysConfig', { token: viewer });
    expect(await call(app, 'POST', '/api/system/CacheManage/Actions/ClearAll', { token: admin })).toMatchObject({ code: 200 });
    expect(cachedUserCount(app.db)).toBe(0);
    const after = await list();
    expect(after.find((cache) => cache.name === 'systemLogKeywords')?.count).toBe(0);
  });

  it('refuses viewer (not an administrator) every call, clearing nothing', async () => {
    await call(app, 'GET', '/api/system/SysConfig', { token: viewer });
    const before = cachedUserCount(app.db);
    expect(before).toBeGreaterThan(0);
    expect((await call(app, 'GET', '/api/system/CacheManage', { token: viewer })).code).toBe(403);
    expect((await call(app, 'GET', '/api/system/CacheManage/permissions', { token: viewer })).code).toBe(403);
    expect((await call(app, 'DELETE', '/api/system/CacheManage/permissions', { token: viewer })).code).toBe(403);
    expect((await call(app, 'POST', '/api/system/CacheManage/Actions/ClearAll', { token: viewer })).code).toBe(403);
    expect(cachedUserCount(app.db)).toBe(before);
  });
});
