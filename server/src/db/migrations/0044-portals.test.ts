import { cleanLayout, PORTAL_WIDGET_KEYS } from '../../routes/portal/layout';
import { TEST_KDF } from '../../testing';
import { freshDatabasePerTest } from '../../testing/fresh-db';
import type { Db } from '../connection';
import { migrate, migrations } from '../migrate';
import { seedIfEmpty } from '../seed';
import { DEFAULT_PORTAL_LAYOUT, defaultPortalId, portalCategoryId, portalsSql } from '../seed/portals';

const freshDb = freshDatabasePerTest('atrium-0044-');
let db: Db;
beforeEach(() => {
  db = freshDb();
});

const count = (table: string): number => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
const categories = () => db.prepare(`SELECT d.id, d.full_name AS name, d.en_code AS code, d.enabled_mark AS enabled, p.en_code AS parent
    FROM dictionary_data d JOIN dictionary_types t ON t.id = d.dictionary_type_id LEFT JOIN dictionary_types p ON p.id = t.parent_id
    WHERE t.en_code = 'portalDesigner' ORDER BY d.sort_code`).all();
const defaultPortal = () => db.prepare(`SELECT p.full_name AS name, p.en_code AS code, p.category, p.enabled_mark AS enabled, p.type,
    p.form_data AS formData, u.account AS creator FROM portals p LEFT JOIN users u ON u.id = p.creator_user_id WHERE p.id = ?`)
  .get(defaultPortalId()) as { name: string; code: string; category: string; enabled: number; type: number; formData: string; creator: string | null } | undefined;

const seededCategories = [
  { id: portalCategoryId('basePortal'), name: '基础门户', code: 'basePortal', enabled: 1, parent: 'systemDictionary' },
  { id: portalCategoryId('businessPortal'), name: '业务门户', code: 'businessPortal', enabled: 1, parent: 'systemDictionary' },
];

it('0044 gives a database seeded before it the categories and 「默认门户」, and every user an empty choice', async () => {
  migrate(db, migrations.filter((migration) => migration.version < 44));
  await seedIfEmpty(db, { password: 'x', kdf: TEST_KDF, now: 1 });
  migrate(db);
  expect(categories()).toEqual(seededCategories);
  expect(defaultPortal()).toMatchObject({ name: '默认门户', code: 'defaultPortal', category: portalCategoryId('basePortal'), enabled: 1, type: 0, creator: 'admin' });
  expect(db.prepare('SELECT COUNT(*) AS n FROM users WHERE portal_id IS NOT NULL').get()).toEqual({ n: 0 });
});

it('on a new database the seed adds them, once, and the seeded layout passes the layout rules with every widget kind but the chart', async () => {
  migrate(db);
  expect(count('portals')).toBe(0);
  expect(db.prepare("SELECT 1 FROM dictionary_types WHERE en_code = 'portalDesigner'").get()).toBeUndefined();
  await seedIfEmpty(db, { password: 'x', kdf: TEST_KDF, now: 1 });
  expect(categories()).toEqual(seededCategories);
  const portal = defaultPortal();
  const layout: unknown = JSON.parse(portal?.formData ?? 'null');
  expect(cleanLayout(layout)).toEqual(layout);
  expect(layout).toEqual(DEFAULT_PORTAL_LAYOUT);
  // Every kind there was when migration 44 was written; charts came later (migration 45's analysis portals show them).
  expect(new Set(DEFAULT_PORTAL_LAYOUT.layout.map((item) => item.jnpfKey))).toEqual(new Set(PORTAL_WIDGET_KEYS.filter((key) => key !== 'chart')));
  // The statements never write a row twice.
  const before = [count('dictionary_types'), count('dictionary_data'), count('portals')];
  db.exec(portalsSql(2));
  expect([count('dictionary_types'), count('dictionary_data'), count('portals')]).toEqual(before);
});

it('keeps what the database has: a portalDesigner dictionary of its own, items by code, a portal named 默认门户', async () => {
  migrate(db, migrations.filter((migration) => migration.version < 44));
  await seedIfEmpty(db, { password: 'x', kdf: TEST_KDF, now: 1 });
  db.prepare(`INSERT INTO dictionary_types (id, parent_id, full_name, en_code, creator_time) VALUES ('own', '-1', '我的门户分类', 'portalDesigner', 1)`).run();
  db.prepare(`INSERT INTO dictionary_data (id, dictionary_type_id, parent_id, full_name, en_code, creator_time) VALUES ('ownBase', 'own', '0', '基础', 'basePortal', 1)`).run();
  migrate(db);
  expect(db.prepare("SELECT id, full_name AS name FROM dictionary_types WHERE en_code = 'portalDesigner'").all()).toEqual([{ id: 'own', name: '我的门户分类' }]);
  expect(categories()).toEqual([
    { id: 'ownBase', name: '基础', code: 'basePortal', enabled: 1, parent: null },
    { id: portalCategoryId('businessPortal'), name: '业务门户', code: 'businessPortal', enabled: 1, parent: null },
  ]);
  expect(defaultPortal()).toMatchObject({ category: 'ownBase' });

  db.prepare('DELETE FROM portals').run();
  db.prepare(`INSERT INTO portals (id, full_name, en_code, category, form_data, creator_time) VALUES ('mine', '默认门户', 'mine', 'ownBase', '{"layout":[]}', 1)`).run();
  db.exec(portalsSql(2));
  expect(db.prepare('SELECT id FROM portals').all()).toEqual([{ id: 'mine' }]);
});

it('deleting a portal clears the users who chose it, by the foreign key as well', async () => {
  migrate(db);
  await seedIfEmpty(db, { password: 'x', kdf: TEST_KDF, now: 1 });
  db.prepare("UPDATE users SET portal_id = ? WHERE account = 'viewer'").run(defaultPortalId());
  db.prepare('DELETE FROM portals WHERE id = ?').run(defaultPortalId());
  expect(db.prepare("SELECT portal_id AS portalId FROM users WHERE account = 'viewer'").get()).toEqual({ portalId: null });
});
