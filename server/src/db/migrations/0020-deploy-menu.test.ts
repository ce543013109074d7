import { TEST_KDF } from '../../testing';
import type { Db } from '../connection';
import { migrate, migrations } from '../migrate';
import { seedIfEmpty } from '../seed';
import { DEPLOY_PAGE, moduleId } from '../seed/menus';
import { freshDatabasePerTest } from '../../testing/fresh-db';

const freshDb = freshDatabasePerTest('atrium-0020-');
let db: Db;
beforeEach(() => {
  db = freshDb();
});

const page = () => db.prepare(`SELECT id, parent_id, system_id, type, en_code, full_name, icon, url_address, link_target, sort_code, enabled_mark
  FROM modules WHERE en_code = ?`).get(DEPLOY_PAGE);
const items = (table: string) => db.prepare(`SELECT id, en_code, full_name, sort_code FROM ${table} WHERE module_id = ? ORDER BY sort_code`).all(moduleId(DEPLOY_PAGE));

it('0020 on a database seeded before 模块部署: adds the page under 系统管理, last, with the rows a fresh seed gives it', async () => {
  migrate(db, migrations.filter((migration) => migration.version !== 20));
  await seedIfEmpty(db, { password: 'x', kdf: TEST_KDF, now: 1 });
  const seeded = { page: page(), buttons: items('module_buttons'), columns: items('module_columns') };
  expect(seeded.page).toMatchObject({ url_address: 'system/deploy', full_name: '模块部署', parent_id: moduleId('system'), type: 2 });
  // As it was before the page existed.
  db.prepare('DELETE FROM authorize WHERE item_id = ? OR item_id IN (SELECT id FROM module_buttons WHERE module_id = ?) OR item_id IN (SELECT id FROM module_columns WHERE module_id = ?)')
    .run(moduleId(DEPLOY_PAGE), moduleId(DEPLOY_PAGE), moduleId(DEPLOY_PAGE));
  db.prepare('DELETE FROM modules WHERE en_code = ?').run(DEPLOY_PAGE);
  expect(page()).toBeUndefined();

  migrate(db);
  expect({ page: page(), buttons: items('module_buttons'), columns: items('module_columns') }).toEqual(seeded);
  // Nobody is granted it: administrators see every menu, and the API refuses the others.
  expect(db.prepare('SELECT COUNT(*) AS n FROM authorize WHERE item_id = ?').get(moduleId(DEPLOY_PAGE))).toEqual({ n: 0 });
});

it('0020 leaves a database alone that already has a system/deploy menu, or no 系统管理', () => {
  migrate(db, migrations.filter((migration) => migration.version < 20));
  db.exec(`
    INSERT INTO systems (id, full_name, en_code) VALUES ('sys', '系统', 'main');
    INSERT INTO modules (id, parent_id, system_id, type, en_code, full_name, url_address) VALUES ('mine', '-1', 'sys', 2, 'my.deploy', '我的部署', 'system/deploy');
  `);
  migrate(db);
  expect(db.prepare('SELECT id FROM modules').all()).toEqual([{ id: 'mine' }]);
  expect(items('module_buttons')).toEqual([]);
});
