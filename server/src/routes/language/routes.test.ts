import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, closeTestApp, connectSocket, signIn, tempDirOf } from '../../testing';
import { CATALOG_FILE, type CatalogFile } from './catalog';
import { languageRoutes } from './routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [languageRoutes];

const BASE = '/api/system/Language';

interface Row { namespace: string; key: string; zh: string; zhtw: string; en: string; overrides: Record<string, string | null>; missing: string[] }

let app: FastifyInstance;
let admin: string;
let viewer: string;

const catalog: CatalogFile = {
  version: 1,
  generatedAt: 1,
  namespaces: {
    system: {
      zh: { 'sysConfig.title': '系统配置', 'sysConfig.save': '保存', 'map.title': '数据地图' },
      zhtw: { 'sysConfig.title': '系統配置', 'sysConfig.save': '保存' },
      en: { 'sysConfig.title': 'System configuration', 'map.title': 'Maps' },
    },
    common: { zh: { ok: '确定' }, zhtw: { ok: '確定' }, en: { ok: 'OK' } },
  },
};

const writeCatalog = () => {
  const dist = path.join(tempDirOf(app), 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, CATALOG_FILE), JSON.stringify(catalog));
};

beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
  viewer = await signIn(app, 'viewer');
});
afterAll(async () => closeTestApp(app));

describe('/api/system/Language', () => {
  it('says when the build has left no catalogue, and refuses overrides then', async () => {
    const list = await call<{ list: Row[]; catalog: boolean }>(app, 'GET', BASE, { token: admin });
    expect(list.data).toMatchObject({ list: [], catalog: false });
    const put = await call(app, 'PUT', `${BASE}/Override`, { token: admin, body: { namespace: 'system', key: 'sysConfig.title', lang: 'zh', value: 'x' } });
    expect(put).toMatchObject({ code: 400, msg: expect.stringContaining('locale-catalog.json') });
  });

  it('lists the keys per namespace in three languages, searchable, paged, with the missing ones', async () => {
    writeCatalog();
    const all = await call<{ list: Row[]; pagination: { total: number } }>(app, 'GET', `${BASE}?pageSize=2`, { token: admin });
    expect(all.data.pagination.total).toBe(4);
    expect(all.data.list).toHaveLength(2);
    const found = await call<{ list: Row[] }>(app, 'GET', `${BASE}?keyword=${encodeURIComponent('系統')}`, { token: admin });
    expect(found.data.list.map((row) => row.key)).toEqual(['sysConfig.title']);
    const missing = await call<{ list: Row[] }>(app, 'GET', `${BASE}?missing=1&namespace=system`, { token: admin });
    expect(missing.data.list.map((row) => [row.key, row.missing])).toEqual([['map.title', ['zhtw']], ['sysConfig.save', ['en']]]);
    const namespaces = await call<{ list: { namespace: string; total: number; missing: number }[] }>(app, 'GET', `${BASE}/Namespaces`, { token: admin });
    expect(namespaces.data.list).toEqual([{ namespace: 'common', total: 1, missing: 0 }, { namespace: 'system', total: 3, missing: 2 }]);
  });

  it('an override replaces the text, fills a missing translation, reaches open portals, and goes back on reset', async () => {
    writeCatalog();
    const socket = await connectSocket(app, viewer);
    const put = await call(app, 'PUT', `${BASE}/Override`, { token: admin, body: { namespace: 'system', key: 'sysConfig.save', lang: 'en', value: '  Save settings ' } });
    expect(put).toMatchObject({ code: 200 });
    await socket.next('languageChanged');
    const overrides = await call<{ list: { namespace: string; key: string; lang: string; value: string }[] }>(app, 'GET', `${BASE}/Overrides`, { token: viewer });
    expect(overrides.data.list).toEqual([{ namespace: 'system', key: 'sysConfig.save', lang: 'en', value: 'Save settings' }]);
    const row = (await call<{ list: Row[] }>(app, 'GET', `${BASE}?keyword=save`, { token: admin })).data.list[0];
    expect(row).toMatchObject({ en: 'Save settings', builtIn: { en: '', zh: '保存' }, missing: [], overrides: { zh: null, zhtw: null, en: 'Save settings' } });
    // An empty value goes back to the built-in text.
    await call(app, 'PUT', `${BASE}/Override`, { token: admin, body: { namespace: 'system', key: 'sysConfig.save', lang: 'en', value: '' } });
    expect((await call<{ list: unknown[] }>(app, 'GET', `${BASE}/Overrides`, { token: viewer })).data.list).toEqual([]);
    await call(app, 'PUT', `${BASE}/Override`, { token: admin, body: { namespace: 'system', key: 'map.title', lang: 'zhtw', value: '資料地圖' } });
    expect((await call(app, 'DELETE', `${BASE}/Override?namespace=system&key=map.title`, { token: admin })).code).toBe(200);
    expect((await call<{ list: unknown[] }>(app, 'GET', `${BASE}/Overrides`, { token: viewer })).data.list).toEqual([]);
    socket.socket.close();
  });

  it.each([
    ['an unknown key', { namespace: 'system', key: 'no.such', lang: 'zh', value: 'x' }, '翻译键 system:no.such 不存在'],
    ['a blank text', { namespace: 'system', key: 'sysConfig.save', lang: 'zh', value: '   ' }, '译文不能只包含空白字符'],
    ['a text of 2001 characters', { namespace: 'system', key: 'sysConfig.save', lang: 'zh', value: 'x'.repeat(2001) }, '译文最多为2000个字符'],
    ['an unknown language', { namespace: 'system', key: 'sysConfig.save', lang: 'fr', value: 'x' }, 'lang'],
  ])('refuses %s with a clear 400 and changes nothing', async (_name, body, message) => {
    writeCatalog();
    const result = await call(app, 'PUT', `${BASE}/Override`, { token: admin, body });
    expect(result.code).toBe(400);
    expect(result.msg).toContain(message);
    expect((await call<{ list: unknown[] }>(app, 'GET', `${BASE}/Overrides`, { token: admin })).data.list).toEqual([]);
  });

  it('refuses viewer every administrator call', async () => {
    writeCatalog();
    expect((await call(app, 'GET', BASE, { token: viewer })).code).toBe(403);
    expect((await call(app, 'GET', `${BASE}/Namespaces`, { token: viewer })).code).toBe(403);
    expect((await call(app, 'PUT', `${BASE}/Override`, { token: viewer, body: { namespace: 'system', key: 'sysConfig.save', lang: 'zh', value: 'x' } })).code).toBe(403);
    expect((await call(app, 'DELETE', `${BASE}/Override?namespace=system&key=sysConfig.save`, { token: viewer })).code).toBe(403);
    expect((await call<{ list: unknown[] }>(app, 'GET', `${BASE}/Overrides`, { token: viewer })).data.list).toEqual([]);
  });
});
