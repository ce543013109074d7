// Menus in the user's language (issue 19 item 4): the seeded menus answer in 繁體中文 and English,
// a menu nobody translated falls back to its fullName, and the menu editor edits the translations.
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../db/connection';
import { migrate, migrations } from '../../db/migrate';
import { seedIfEmpty } from '../../db/seed';
import { MENU_TRANSLATIONS } from '../../db/seed/menu-translations';
import { SYSTEM_ID, moduleId } from '../../db/seed/menus';
import { TEST_KDF, buildTestApp, call, closeTestApp, signIn } from '../../testing';
import { menuManagementRoutes } from './routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [menuManagementRoutes];

interface Node {
  id: string;
  enCode: string;
  fullName: string;
  children: Node[];
}
interface CurrentUser {
  menuList: Node[];
  routerList: { enCode: string; fullName: string }[];
  permissionList: { modelId: string; moduleName: string }[];
}

const flatten = (nodes: readonly Node[]): Node[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);

let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
});
afterAll(async () => {
  await closeTestApp(app);
});

async function menusIn(lang: string): Promise<CurrentUser> {
  const result = await call<CurrentUser>(app, 'GET', '/api/oauth/CurrentUser', { token: admin, lang });
  expect(result.code).toBe(200);
  return result.data;
}

it('answers every seeded menu of the current system in the language asked for, Simplified Chinese by default', async () => {
  const zh = await menusIn('zh-CN');
  const en = await menusIn('en-US');
  const zhtw = await menusIn('zh-TW');
  const byCode = (data: CurrentUser) => new Map(flatten(data.menuList).map((node) => [node.enCode, node.fullName]));
  expect(byCode(zh).get('systemData.dictionary')).toBe('数据字典');
  expect(byCode(en).get('systemData.dictionary')).toBe('Dictionaries');
  expect(byCode(zhtw).get('systemData.dictionary')).toBe('資料字典');
  // Every seeded menu the admin sees has its translation: no Simplified Chinese left in English.
  for (const [code, name] of byCode(en)) {
    expect({ code, name }).toEqual({ code, name: MENU_TRANSLATIONS[code]?.en ?? name });
    expect(MENU_TRANSLATIONS[code]).toBeDefined();
  }
  // Routes and permission names follow too (tab titles and breadcrumbs are built from them).
  expect(en.routerList.find((entry) => entry.enCode === 'system.area')?.fullName).toBe('Areas');
  expect(en.permissionList.find((entry) => entry.modelId === moduleId('system.area'))?.moduleName).toBe('Areas');
});

it('the menu editor reads and writes the translations; an empty one falls back to the name', async () => {
  const created = await call<{ id: string }>(app, 'POST', '/api/system/Menu', {
    token: admin,
    body: { parentId: moduleId('system'), systemId: SYSTEM_ID, type: 2, fullName: '请假管理', enCode: 'leaveDemo', urlAddress: 'extend/leaveDemo', translations: { en: 'Leave', zhtw: '' } },
  });
  expect(created.code).toBe(200);
  const id = created.data.id;
  const info = await call<{ translations: { zhtw: string; en: string } }>(app, 'GET', `/api/system/Menu/${id}`, { token: admin });
  expect(info.data.translations).toEqual({ zhtw: '', en: 'Leave' });
  const names = async (lang: string) => flatten((await menusIn(lang)).menuList).find((node) => node.id === id)?.fullName;
  expect(await names('en-US')).toBe('Leave');
  expect(await names('zh-TW')).toBe('请假管理');

  // An update without translations keeps them; with them, replaces them; '' removes one.
  const base = { parentId: moduleId('system'), systemId: SYSTEM_ID, type: 2, fullName: '请假', enCode: 'leaveDemo', urlAddress: 'extend/leaveDemo' };
  expect((await call(app, 'PUT', `/api/system/Menu/${id}`, { token: admin, body: base })).code).toBe(200);
  expect(await names('en-US')).toBe('Leave');
  expect((await call(app, 'PUT', `/api/system/Menu/${id}`, { token: admin, body: { ...base, translations: { en: '', zhtw: '請假' } } })).code).toBe(200);
  expect(await names('en-US')).toBe('请假');
  expect(await names('zh-TW')).toBe('請假');

  const tooLong = await call(app, 'PUT', `/api/system/Menu/${id}`, { token: admin, body: { ...base, translations: { en: 'x'.repeat(200) } } });
  expect(tooLong.code).toBe(400);
  expect(await names('zh-TW')).toBe('請假');

  // Deleting the menu takes its translations along.
  expect((await call(app, 'DELETE', `/api/system/Menu/${id}`, { token: admin })).code).toBe(200);
  expect(app.db.prepare('SELECT COUNT(*) AS n FROM module_translations WHERE module_id = ?').get(id)).toEqual({ n: 0 });
});

it('the viewer cannot change a translation (the menu page is refused)', async () => {
  const viewer = await signIn(app, 'viewer');
  const result = await call(app, 'PUT', `/api/system/Menu/${moduleId('system.area')}`, {
    token: viewer,
    body: { parentId: moduleId('system'), systemId: SYSTEM_ID, type: 2, fullName: '行政区划', enCode: 'system.area', urlAddress: 'system/area', translations: { en: 'Hacked' } },
  });
  expect(result.code).not.toBe(200);
  expect(flatten((await menusIn('en-US')).menuList).find((node) => node.enCode === 'system.area')?.fullName).toBe('Areas');
});

it('migration 28 translates the menus of a database seeded before it', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'atrium-0028-'));
  const db = openDatabase(path.join(dir, 'atrium.db'));
  try {
    migrate(db, migrations.filter((migration) => migration.version < 28));
    // A seed of that time: the tables of 28 did not exist, so nothing was translated.
    db.exec('CREATE TABLE module_translations (module_id TEXT, lang TEXT, full_name TEXT, PRIMARY KEY (module_id, lang)); CREATE TABLE system_translations (system_id TEXT, lang TEXT, full_name TEXT, PRIMARY KEY (system_id, lang));');
    await seedIfEmpty(db, { password: 'x', kdf: TEST_KDF, now: 1 });
    db.exec('DROP TABLE module_translations; DROP TABLE system_translations;');
    migrate(db);
    const row = db.prepare("SELECT full_name FROM module_translations WHERE module_id = ? AND lang = 'en'").get(moduleId('system.menu'));
    expect(row).toEqual({ full_name: 'Menus' });
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
