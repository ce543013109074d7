import { cleanLayout } from '../../routes/portal/layout';
import { TEST_KDF } from '../../testing';
import { freshDatabasePerTest } from '../../testing/fresh-db';
import type { Db } from '../connection';
import { migrate, migrations } from '../migrate';
import { seedIfEmpty } from '../seed';
import { ANALYSIS_INTERFACES, ANALYSIS_PORTALS, analysisInterfaceId, analysisPortalsSql } from '../seed/analysis-portals';
import { ANALYSIS_PORTAL_PAGES, MenuType, moduleId, portalSeedId } from '../seed/menus';
import { portalCategoryId } from '../seed/portals';
import { sql as migration45 } from './0045-analysis-portals';

const freshDb = freshDatabasePerTest('atrium-0045-');
let db: Db;
beforeEach(() => {
  db = freshDb();
});

const count = (table: string): number => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
const pageCode = (url: string): string => url.replace(/\//g, '.');
const menus = () => ANALYSIS_PORTAL_PAGES.map((page) => db.prepare('SELECT type, url_address AS url, property_json AS property FROM modules WHERE en_code = ?')
  .get(pageCode(page.url)) as { type: number; url: string; property: string | null } | undefined);
const portalMenus = ANALYSIS_PORTAL_PAGES.map((page) => ({ type: MenuType.dynamicPortal, url: page.url, property: JSON.stringify({ moduleId: portalSeedId(page.portal) }) }));
const analysisPortals = () => db.prepare(`SELECT id, en_code AS code, category, enabled_mark AS enabled, creator_user_id AS creator FROM portals
    WHERE en_code LIKE 'analysis%' ORDER BY sort_code`).all() as Array<{ id: string; code: string; category: string; enabled: number; creator: string | null }>;
const analysisInterfaces = () => (db.prepare("SELECT id FROM data_interfaces WHERE en_code LIKE 'analysis%' ORDER BY sort_code").all() as { id: string }[]).map((row) => row.id);

/**
 * A database as the seed left it before migration 44: no portals, no analysis interfaces, and the
 * second system's three pages plain pages (type 2, nothing in propertyJson) with the default
 * buttons and columns every page had.
 */
async function seededBefore44(): Promise<void> {
  migrate(db, migrations.filter((migration) => migration.version < 44));
  await seedIfEmpty(db, { password: 'x', kdf: TEST_KDF, now: 1 });
  for (const page of ANALYSIS_PORTAL_PAGES) {
    const id = moduleId(pageCode(page.url));
    db.prepare('UPDATE modules SET type = ?, property_json = NULL WHERE id = ?').run(MenuType.page, id);
    db.prepare("INSERT INTO module_buttons (id, module_id, en_code, full_name, sort_code) VALUES (?, ?, 'btn_add', '新增', 0)").run(`button-${id}`, id);
  }
}

it('0045 gives a database seeded before it the interfaces and portals, and turns the three pages into portal menus', async () => {
  await seededBefore44();
  expect(analysisInterfaces()).toEqual([]);
  migrate(db);
  expect(analysisInterfaces()).toEqual(ANALYSIS_INTERFACES.map((item) => analysisInterfaceId(item.code)));
  expect(analysisPortals()).toEqual(ANALYSIS_PORTALS.map((portal) => ({
    id: portalSeedId(portal.code), code: portal.code, category: portalCategoryId('businessPortal'), enabled: 1, creator: expect.any(String),
  })));
  expect(menus()).toEqual(portalMenus);
  // What the pages had stays; a portal page simply does not use it.
  expect(count('module_buttons')).toBeGreaterThan(0);
  expect(db.prepare("SELECT COUNT(*) AS n FROM module_buttons WHERE id LIKE 'button-%'").get()).toEqual({ n: 3 });
});

it('on a new database the seed adds them, once, with type-8 menus and layouts that pass the layout rules', async () => {
  migrate(db);
  expect(analysisInterfaces()).toEqual([]);
  expect(count('portals')).toBe(0);
  await seedIfEmpty(db, { password: 'x', kdf: TEST_KDF, now: 1 });
  expect(analysisPortals().map((portal) => portal.code)).toEqual(['analysisOverview', 'analysisTrend', 'analysisReport']);
  expect(analysisInterfaces()).toHaveLength(ANALYSIS_INTERFACES.length);
  expect(menus()).toEqual(portalMenus);
  for (const row of db.prepare("SELECT form_data AS formData FROM portals WHERE en_code LIKE 'analysis%'").all() as { formData: string }[]) {
    const layout: unknown = JSON.parse(row.formData);
    expect(cleanLayout(layout)).toEqual(layout);
  }
  const before = [count('data_interfaces'), count('portals'), JSON.stringify(menus())];
  db.exec(analysisPortalsSql(2));
  db.exec(migration45);
  expect([count('data_interfaces'), count('portals'), JSON.stringify(menus())]).toEqual(before);
});

it('leaves what an administrator changed: a menu made into something else, a portal or interface code of their own', async () => {
  await seededBefore44();
  // 分析概览 now opens another page; 趋势分析 is an external link; 统计报表's portal name is taken by a portal of one's own.
  db.prepare("UPDATE modules SET url_address = 'analysis/mine' WHERE en_code = 'analysis.overview'").run();
  db.prepare("UPDATE modules SET type = 7, url_address = 'analysis/trend' WHERE en_code = 'analysis.trend'").run();
  migrate(db, migrations.filter((migration) => migration.version < 45));
  db.prepare(`INSERT INTO portals (id, full_name, en_code, category, form_data, creator_time)
    VALUES ('mine', '统计报表', 'myReport', ?, '{"layout":[]}', 1)`).run(portalCategoryId('businessPortal'));
  db.prepare(`INSERT INTO data_interfaces (id, category_id, full_name, en_code, data_type, query, creator_time)
    VALUES ('own', 'x', '我的接口', 'analysisUsersByRole', 2, '[]', 1)`).run();
  migrate(db);
  expect(menus()).toEqual([
    { type: MenuType.page, url: 'analysis/mine', property: null },
    { type: MenuType.externalLink, url: 'analysis/trend', property: null },
    { type: MenuType.page, url: 'analysis/report', property: null },
  ]);
  expect(analysisPortals().map((portal) => portal.code)).toEqual(['analysisOverview', 'analysisTrend']);
  expect(db.prepare("SELECT id FROM data_interfaces WHERE en_code = 'analysisUsersByRole'").all()).toEqual([{ id: 'own' }]);
});
