import type { Db } from '../db/connection';

export type ItemType = 'button' | 'column' | 'form';

/** Ids of enabled roles of a user. */
export function userRoleIds(db: Db, userId: string): string[] {
  const rows = db.prepare(`SELECT r.id FROM user_roles ur JOIN roles r ON r.id = ur.role_id
    WHERE ur.user_id = ? AND r.enabled_mark = 1`).all(userId) as { id: string }[];
  return rows.map((row) => row.id);
}

function placeholders(count: number): string {
  return Array.from({ length: count }, () => '?').join(', ');
}

/** Module ids granted to any of the roles (administrators are handled by the caller). */
export function authorizedIds(db: Db, roleIds: readonly string[], itemType: 'module' | ItemType): Set<string> {
  if (roleIds.length === 0) return new Set();
  const rows = db.prepare(`SELECT DISTINCT item_id FROM authorize
    WHERE object_type = 'Role' AND item_type = ? AND object_id IN (${placeholders(roleIds.length)})`).all(itemType, ...roleIds) as { item_id: string }[];
  return new Set(rows.map((row) => row.item_id));
}

/**
 * Whether the user may open the page with this enCode and, when a button code is
 * given, use that button on it. Administrators may do everything.
 */
export function isAllowed(
  db: Db,
  user: { userId: string; isAdministrator: boolean },
  pageCode: string,
  buttonCode?: string,
): boolean {
  if (user.isAdministrator) return true;
  const module = db.prepare('SELECT id FROM modules WHERE en_code = ? AND enabled_mark = 1').get(pageCode) as { id: string } | undefined;
  if (!module) return false;
  const roles = userRoleIds(db, user.userId);
  if (!authorizedIds(db, roles, 'module').has(module.id)) return false;
  if (buttonCode === undefined) return true;
  const button = db.prepare('SELECT id FROM module_buttons WHERE module_id = ? AND en_code = ?').get(module.id, buttonCode) as { id: string } | undefined;
  return button !== undefined && authorizedIds(db, roles, 'button').has(button.id);
}
