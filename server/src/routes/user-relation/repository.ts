import type { Db } from '../../db/connection';

export type RelationType = 'Position' | 'Role' | 'Group';

const TABLES: Record<RelationType, { table: string; column: string }> = {
  Position: { table: 'user_positions', column: 'position_id' },
  Role: { table: 'user_roles', column: 'role_id' },
  Group: { table: 'group_users', column: 'group_id' },
};

/** Which kind of holder an id names, when the client does not say. */
export function relationTypeOf(db: Db, objectId: string): RelationType | null {
  if (db.prepare('SELECT 1 FROM positions WHERE id = ?').get(objectId)) return 'Position';
  if (db.prepare('SELECT 1 FROM roles WHERE id = ?').get(objectId)) return 'Role';
  if (db.prepare('SELECT 1 FROM user_groups WHERE id = ?').get(objectId)) return 'Group';
  return null;
}

export function memberIds(db: Db, type: RelationType, objectId: string): string[] {
  const { table, column } = TABLES[type];
  return (db.prepare(`SELECT m.user_id AS id FROM ${table} m JOIN users u ON u.id = m.user_id
    WHERE m.${column} = ? ORDER BY u.sort_code, u.account`).all(objectId) as { id: string }[]).map((row) => row.id);
}

export function unknownUser(db: Db, userIds: readonly string[]): string | null {
  const find = db.prepare('SELECT 1 FROM users WHERE id = ?');
  return userIds.find((id) => find.get(id) === undefined) ?? null;
}

/** The first user who belongs to none of these organisations, with their name. */
export function userOutside(db: Db, userIds: readonly string[], organizeIds: readonly string[]): { id: string; name: string } | null {
  if (organizeIds.length === 0) return null;
  const marks = organizeIds.map(() => '?').join(', ');
  const inside = db.prepare(`SELECT 1 FROM users u WHERE u.id = ? AND (u.organize_id IN (${marks})
    OR EXISTS (SELECT 1 FROM user_organizations uo WHERE uo.user_id = u.id AND uo.organize_id IN (${marks})))`);
  for (const id of userIds) {
    if (inside.get(id, ...organizeIds, ...organizeIds) === undefined) {
      const name = (db.prepare('SELECT real_name AS name FROM users WHERE id = ?').get(id) as { name: string } | undefined)?.name ?? id;
      return { id, name };
    }
  }
  return null;
}

/** Makes the members exactly `userIds`; keeps users.position_id (the current position) pointing at a position the user holds. */
export function replaceMembers(db: Db, type: RelationType, objectId: string, userIds: readonly string[]): void {
  const { table, column } = TABLES[type];
  db.prepare(`DELETE FROM ${table} WHERE ${column} = ?`).run(objectId);
  const insert = db.prepare(`INSERT INTO ${table} (user_id, ${column}) VALUES (?, ?)`);
  for (const userId of userIds) insert.run(userId, objectId);
  if (type !== 'Position') return;
  db.prepare(`UPDATE users SET position_id = (SELECT MIN(up.position_id) FROM user_positions up WHERE up.user_id = users.id)
    WHERE position_id = ? AND NOT EXISTS (SELECT 1 FROM user_positions up WHERE up.user_id = users.id AND up.position_id = ?)`).run(objectId, objectId);
  const current = db.prepare('UPDATE users SET position_id = ? WHERE id = ? AND position_id IS NULL');
  for (const userId of userIds) current.run(objectId, userId);
}
