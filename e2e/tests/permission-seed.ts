// Changes a role's grants straight in the e2e run's database, as an administrator's authorisation
// save would (the authorisation pages are another module's; this test is about the portal that
// receives the change). WAL and the busy timeout let this write while the server runs; the test
// then tells the server through the test providers (permissions changed → `refresh` pushed).
import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { moduleId, SYSTEM_ID } from '../../server/src/db/seed/menus';
import { roleId } from '../../server/src/db/seed/organization';
import { runDatabase } from './run-database';

function withDb<T>(work: (db: Database.Database) => T): T {
  const db = new Database(runDatabase());
  try {
    db.pragma('busy_timeout = 5000');
    // IMMEDIATE: a transaction that reads before it writes would fail at once, not wait, if the server writes then.
    return db.transaction(() => work(db)).immediate();
  } finally {
    db.close();
  }
}

/** A menu by its enCode (e.g. 'systemData.dictionary', 'systemData' for its directory), with buttons by enCode. */
export interface Grant {
  menu: string;
  buttons?: string[];
}

function insertGrants(db: Database.Database, role: string, grants: readonly Grant[]): void {
  const grant = db.prepare("INSERT OR IGNORE INTO authorize (object_type, object_id, item_type, item_id) VALUES ('Role', ?, ?, ?)");
  const button = db.prepare('SELECT id FROM module_buttons WHERE module_id = ? AND en_code = ?');
  for (const { menu, buttons = [] } of grants) {
    grant.run(role, 'module', moduleId(menu));
    for (const enCode of buttons) {
      const row = button.get(moduleId(menu), enCode) as { id: string } | undefined;
      if (!row) throw new Error(`permission-seed: menu ${menu} has no button ${enCode}`);
      grant.run(role, 'button', row.id);
    }
  }
}

/** A role of the test's own with these grants (and the main system); returns its id. */
export function createRole(grants: readonly Grant[]): string {
  const code = `live${randomBytes(4).toString('hex')}`;
  const id = roleId(code);
  withDb((db) => {
    db.prepare('INSERT INTO roles (id, full_name, en_code, creator_time) VALUES (?, ?, ?, ?)').run(id, code, code, Date.now());
    db.prepare("INSERT INTO authorize (object_type, object_id, item_type, item_id) VALUES ('Role', ?, 'system', ?)").run(id, SYSTEM_ID);
    insertGrants(db, id, grants);
  });
  return id;
}

export function grant(role: string, grants: readonly Grant[]): void {
  withDb((db) => insertGrants(db, role, grants));
}

/** Withdraws a menu and everything granted on it. */
export function revoke(role: string, menu: string): void {
  withDb((db) => {
    db.prepare("DELETE FROM authorize WHERE object_type = 'Role' AND object_id = ? AND item_type = 'button' AND item_id IN (SELECT id FROM module_buttons WHERE module_id = ?)").run(role, moduleId(menu));
    db.prepare("DELETE FROM authorize WHERE object_type = 'Role' AND object_id = ? AND item_type = 'module' AND item_id = ?").run(role, moduleId(menu));
  });
}

/** Makes `role` the account's only role (user_roles: the membership an administrator would edit). */
export function assignOnlyRole(account: string, role: string): void {
  withDb((db) => {
    const user = db.prepare('SELECT id FROM users WHERE account = ?').get(account) as { id: string } | undefined;
    if (!user) throw new Error(`permission-seed: no account ${account}`);
    db.prepare('DELETE FROM user_roles WHERE user_id = ?').run(user.id);
    db.prepare('INSERT INTO user_roles (user_id, role_id) VALUES (?, ?)').run(user.id, role);
  });
}

/**
 * Grants a menu by its id (a menu a release made has no seeded code to name it by) and its
 * buttons by enCode (btn_add, btn_edit, btn_remove, btn_download …, as the release created them).
 */
export function grantMenuById(role: string, menuId: string, buttons: readonly string[] = []): void {
  withDb((db) => {
    const grant = db.prepare("INSERT OR IGNORE INTO authorize (object_type, object_id, item_type, item_id) VALUES ('Role', ?, ?, ?)");
    const button = db.prepare('SELECT id FROM module_buttons WHERE module_id = ? AND en_code = ?');
    if (!db.prepare('SELECT 1 FROM modules WHERE id = ?').get(menuId)) throw new Error(`permission-seed: no menu ${menuId}`);
    grant.run(role, 'module', menuId);
    for (const enCode of buttons) {
      const row = button.get(menuId, enCode) as { id: string } | undefined;
      if (!row) throw new Error(`permission-seed: menu ${menuId} has no button ${enCode}`);
      grant.run(role, 'button', row.id);
    }
  });
}
