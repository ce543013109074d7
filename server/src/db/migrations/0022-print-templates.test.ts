import { TEST_KDF } from '../../testing';
import type { Db } from '../connection';
import { migrate, migrations } from '../migrate';
import { seedIfEmpty } from '../seed';
import { PRINT_DEV_PAGE, moduleId } from '../seed/menus';
import { roleId, RoleCode } from '../seed/organization';
import { freshDatabasePerTest } from '../../testing/fresh-db';

const freshDb = freshDatabasePerTest('atrium-0022-');
let db: Db;
beforeEach(() => {
  db = freshDb();
});

const buttons = () => db.prepare('SELECT id, en_code, full_name, sort_code FROM module_buttons WHERE module_id = ? ORDER BY sort_code').all(moduleId(PRINT_DEV_PAGE));
const grantedTo = (role: string) => (db.prepare(`SELECT b.en_code AS code FROM authorize a JOIN module_buttons b ON b.id = a.item_id
  WHERE a.object_type = 'Role' AND a.object_id = ? AND b.module_id = ? ORDER BY b.sort_code`).all(roleId(role), moduleId(PRINT_DEV_PAGE)) as { code: string }[]).map((row) => row.code);

it('a fresh database has the tables, the page’s 导出 and 导入 buttons and the sample templates', async () => {
  migrate(db);
  await seedIfEmpty(db, { password: 'x', kdf: TEST_KDF, now: 1 });
  expect((buttons() as { en_code: string }[]).map((button) => button.en_code)).toEqual(['btn_add', 'btn_edit', 'btn_remove', 'btn_export', 'btn_import']);
  expect(db.prepare('SELECT en_code FROM print_templates ORDER BY sort_code').all()).toEqual([{ en_code: 'SalesOrderPrint' }, { en_code: 'UserCardPrint' }]);
  expect(db.prepare('SELECT COUNT(*) AS n FROM print_logs').get()).toEqual({ n: 0 });
});

it('0022 on a database seeded before it adds the same buttons, granted to the holders of 新增', async () => {
  migrate(db);
  await seedIfEmpty(db, { password: 'x', kdf: TEST_KDF, now: 1 });
  const seeded = buttons();
  // As it was before 0022: no print tables, no export/import buttons.
  db.exec(`DELETE FROM authorize WHERE item_id IN (SELECT id FROM module_buttons WHERE module_id = '${moduleId(PRINT_DEV_PAGE)}' AND en_code IN ('btn_export', 'btn_import'));
    DELETE FROM module_buttons WHERE module_id = '${moduleId(PRINT_DEV_PAGE)}' AND en_code IN ('btn_export', 'btn_import');
    DROP TABLE print_templates; DROP TABLE print_logs; DELETE FROM schema_version WHERE version = 22;`);
  expect(grantedTo(RoleCode.admin)).toEqual(['btn_add', 'btn_edit', 'btn_remove']);

  migrate(db, migrations);
  expect(buttons()).toEqual(seeded);
  expect(grantedTo(RoleCode.admin)).toEqual(['btn_add', 'btn_edit', 'btn_remove', 'btn_export', 'btn_import']);
  // Staff hold the page without buttons, so they get neither.
  expect(grantedTo(RoleCode.staff)).toEqual([]);
  expect(db.prepare('SELECT COUNT(*) AS n FROM print_templates').get()).toEqual({ n: 0 });
});
