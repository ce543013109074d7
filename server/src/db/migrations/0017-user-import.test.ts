import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../connection';
import { migrate, migrations } from '../migrate';
import { moduleId, USER_PAGE } from '../seed/menus';

it('0017 on a database of 0014\'s time: the user page gets 导出 and 导入 for the holders of its add button, and the upload table', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'atrium-0017-'));
  const db = openDatabase(path.join(dir, 'atrium.db'));
  try {
    migrate(db, migrations.filter((migration) => migration.version <= 14));
    db.exec(`
      INSERT INTO systems (id, full_name, en_code) VALUES ('sys', '系统', 'main');
      INSERT INTO modules (id, parent_id, system_id, type, en_code, full_name) VALUES ('${moduleId(USER_PAGE)}', '-1', 'sys', 2, '${USER_PAGE}', '用户管理');
      INSERT INTO module_buttons (id, module_id, en_code, full_name) VALUES ('add', '${moduleId(USER_PAGE)}', 'btn_add', '新增');
      INSERT INTO authorize (object_type, object_id, item_type, item_id) VALUES
        ('Role', 'editor', 'button', 'add'), ('Position', 'clerk', 'button', 'add'), ('Role', 'viewer', 'module', '${moduleId(USER_PAGE)}');
    `);
    migrate(db);
    const granted = db.prepare(`SELECT a.object_type AS type, a.object_id AS id, b.en_code AS code FROM authorize a
      JOIN module_buttons b ON b.id = a.item_id WHERE a.item_type = 'button' AND b.en_code <> 'btn_add' ORDER BY 1, 2, 3`).all();
    expect(granted).toEqual([
      { type: 'Position', id: 'clerk', code: 'btn_export' }, { type: 'Position', id: 'clerk', code: 'btn_import' },
      { type: 'Role', id: 'editor', code: 'btn_export' }, { type: 'Role', id: 'editor', code: 'btn_import' },
    ]);
    expect(db.prepare('SELECT COUNT(*) AS n FROM import_uploads').get()).toEqual({ n: 0 });
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
