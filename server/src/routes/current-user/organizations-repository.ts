// SQL of the current user's organisations, positions, roles and subordinates.
import type { Db } from '../../db/connection';

export interface Membership {
  id: string;
  fullName: string;
  isDefault: boolean;
}

const ORGANIZE_PATH = `WITH RECURSIVE up(id, parent_id, full_name, depth) AS (
    SELECT id, parent_id, full_name, 0 FROM organizations WHERE id = ?
    UNION ALL SELECT o.id, o.parent_id, o.full_name, up.depth + 1 FROM organizations o JOIN up ON o.id = up.parent_id WHERE up.depth < 64)
  SELECT group_concat(full_name, '/') AS path FROM (SELECT full_name FROM up ORDER BY depth DESC)`;

/** The user's organisations with their paths of names; the current (major) one is isDefault. */
export function organizationsOf(db: Db, userId: string): Membership[] {
  const rows = db.prepare(`SELECT o.id, (o.id = u.organize_id) AS isDefault FROM user_organizations uo
      JOIN organizations o ON o.id = uo.organize_id JOIN users u ON u.id = uo.user_id
      WHERE uo.user_id = ? ORDER BY o.sort_code, o.id`).all(userId) as { id: string; isDefault: number }[];
  const path = db.prepare(ORGANIZE_PATH);
  return rows.map((row) => ({ id: row.id, fullName: (path.get(row.id) as { path: string | null }).path ?? '', isDefault: row.isDefault === 1 }));
}

export function positionsOf(db: Db, userId: string): Membership[] {
  const rows = db.prepare(`SELECT p.id, p.full_name AS fullName, (p.id IS u.position_id) AS isDefault FROM user_positions up
      JOIN positions p ON p.id = up.position_id JOIN users u ON u.id = up.user_id
      WHERE up.user_id = ? ORDER BY p.sort_code, p.id`).all(userId) as { id: string; fullName: string; isDefault: number }[];
  return rows.map((row) => ({ ...row, isDefault: row.isDefault === 1 }));
}

export function rolesOf(db: Db, userId: string): Membership[] {
  const rows = db.prepare(`SELECT r.id, r.full_name AS fullName FROM user_roles ur JOIN roles r ON r.id = ur.role_id
      WHERE ur.user_id = ? AND r.enabled_mark = 1 ORDER BY r.sort_code, r.id`).all(userId) as { id: string; fullName: string }[];
  return rows.map((row) => ({ ...row, isDefault: false }));
}

export function belongsTo(db: Db, userId: string, kind: 'Organize' | 'Position', id: string): boolean {
  const sql = kind === 'Organize'
    ? `SELECT 1 FROM user_organizations uo JOIN organizations o ON o.id = uo.organize_id WHERE uo.user_id = ? AND uo.organize_id = ? AND o.enabled_mark = 1`
    : `SELECT 1 FROM user_positions up JOIN positions p ON p.id = up.position_id WHERE up.user_id = ? AND up.position_id = ? AND p.enabled_mark = 1`;
  return db.prepare(sql).get(userId, id) !== undefined;
}

export function setMajorOf(db: Db, userId: string, kind: 'Organize' | 'Position', id: string): void {
  db.prepare(`UPDATE users SET ${kind === 'Organize' ? 'organize_id' : 'position_id'} = ? WHERE id = ?`).run(id, userId);
}

export interface Subordinate {
  id: string;
  headIcon: string;
  userName: string;
  department: string;
  position: string;
  isLeaf: boolean;
}

/** Direct subordinates of a manager, each marked with whether they manage anyone. */
export function directSubordinates(db: Db, managerId: string): Subordinate[] {
  const rows = db.prepare(`SELECT u.id, u.head_icon AS headIcon, u.real_name || '/' || u.account AS userName,
      COALESCE(o.full_name, '') AS department, COALESCE(p.full_name, '') AS position,
      NOT EXISTS (SELECT 1 FROM users x WHERE x.manager_id = u.id AND x.enabled_mark = 1) AS isLeaf
    FROM users u LEFT JOIN organizations o ON o.id = u.organize_id LEFT JOIN positions p ON p.id = u.position_id
    WHERE u.manager_id = ? AND u.enabled_mark = 1 ORDER BY u.sort_code, u.id`).all(managerId) as (Omit<Subordinate, 'isLeaf'> & { isLeaf: number })[];
  return rows.map((row) => ({ ...row, isLeaf: row.isLeaf === 1 }));
}

/** Whether `userId` is below `managerId` in the manager chain. */
export function isBelow(db: Db, managerId: string, userId: string): boolean {
  return db.prepare(`WITH RECURSIVE down(id, depth) AS (SELECT id, 0 FROM users WHERE manager_id = ?
      UNION SELECT x.id, down.depth + 1 FROM users x JOIN down ON x.manager_id = down.id WHERE down.depth < 64)
    SELECT 1 FROM down WHERE id = ?`).get(managerId, userId) !== undefined;
}
