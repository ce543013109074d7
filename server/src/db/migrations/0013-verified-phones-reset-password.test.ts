import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../connection';
import { migrate, migrations } from '../migrate';
import { moduleId, USER_PAGE } from '../seed/menus';

// Built by hand: today's seed writes tables that later migrations create, so it cannot stand in
// for a database of 0012's time.
function seedOf0012(db: ReturnType<typeof openDatabase>): void {
  db.exec(`
    INSERT INTO systems (id, full_name, en_code) VALUES ('sys', '系统', 'main');
    INSERT INTO organizations (id, parent_id, category, full_name, en_code, creator_time) VALUES ('org', '-1', 'company', '公司', 'co', 1);
    INSERT INTO users (id, account, real_name, organize_id, password_hash, creator_time, mobile_phone)
      VALUES ('u1', 'zhangsan', '张三', 'org', 'x', 1, '13900000001');
    INSERT INTO roles (id, full_name, en_code, creator_time) VALUES ('admin', '管理员', 'admin', 1), ('staff', '员工', 'staff', 1);
    INSERT INTO modules (id, parent_id, system_id, type, en_code, full_name) VALUES ('${moduleId(USER_PAGE)}', '-1', 'sys', 2, '${USER_PAGE}', '用户管理');
    INSERT INTO module_buttons (id, module_id, en_code, full_name) VALUES ('edit', '${moduleId(USER_PAGE)}', 'btn_edit', '编辑');
    INSERT INTO role_authorize (role_id, item_type, item_id) VALUES
      ('admin', 'module', '${moduleId(USER_PAGE)}'), ('admin', 'button', 'edit'), ('staff', 'module', '${moduleId(USER_PAGE)}');
  `);
}

it('0013 on a database of its time: phones stay unverified, the reset button appears for the roles that edit users; 0014 keeps the grant', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'atrium-0013-'));
  const db = openDatabase(path.join(dir, 'atrium.db'));
  try {
    migrate(db, migrations.filter((migration) => migration.version < 13));
    seedOf0012(db);

    migrate(db, migrations.filter((migration) => migration.version <= 13));
    const phones = db.prepare("SELECT mobile_phone AS phone, mobile_phone_verified AS verified FROM users WHERE account = 'zhangsan'").get();
    expect(phones).toEqual({ phone: '13900000001', verified: 0 });
    const button = db.prepare("SELECT id FROM module_buttons WHERE module_id = ? AND en_code = 'btn_resetPassword'").get(moduleId(USER_PAGE)) as { id: string };
    const holders = (db.prepare("SELECT role_id FROM role_authorize WHERE item_type = 'button' AND item_id = ?").all(button.id) as { role_id: string }[])
      .map((row) => row.role_id);
    expect(holders).toEqual(['admin']);

    migrate(db);
    const moved = db.prepare("SELECT object_type AS type, object_id AS id FROM authorize WHERE item_type = 'button' AND item_id = ?").all(button.id);
    expect(moved).toEqual([{ type: 'Role', id: 'admin' }]);
    expect(db.prepare('SELECT organize_id AS org FROM user_organizations WHERE user_id = ?').all('u1')).toEqual([{ org: 'org' }]);
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
