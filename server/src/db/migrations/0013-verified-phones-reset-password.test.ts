import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEST_KDF } from '../../testing';
import { openDatabase } from '../connection';
import { migrate, migrations } from '../migrate';
import { moduleId, USER_PAGE } from '../seed/menus';
import { roleId } from '../seed/organization';
import { seedIfEmpty } from '../seed';

it('0013 on a database seeded before it: phones stay unverified, the reset button appears for the roles that edit users', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'atrium-0013-'));
  const db = openDatabase(path.join(dir, 'atrium.db'));
  try {
    migrate(db, migrations.filter((migration) => migration.version < 13));
    await seedIfEmpty(db, { password: 'x', kdf: TEST_KDF, now: 1 });
    // What a seed of that time had: no reset button.
    db.prepare("DELETE FROM module_buttons WHERE en_code = 'btn_resetPassword'").run();
    db.prepare("DELETE FROM role_authorize WHERE item_type = 'button' AND item_id NOT IN (SELECT id FROM module_buttons)").run();

    migrate(db);
    const phones = db.prepare("SELECT mobile_phone AS phone, mobile_phone_verified AS verified FROM users WHERE account = 'zhangsan'").get();
    expect(phones).toEqual({ phone: '13900000001', verified: 0 });
    const button = db.prepare("SELECT id FROM module_buttons WHERE module_id = ? AND en_code = 'btn_resetPassword'").get(moduleId(USER_PAGE)) as { id: string };
    const holders = (db.prepare("SELECT role_id FROM role_authorize WHERE item_type = 'button' AND item_id = ?").all(button.id) as { role_id: string }[])
      .map((row) => row.role_id);
    expect(holders).toEqual([roleId('admin')]);
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
