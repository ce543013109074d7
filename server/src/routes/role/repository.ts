import type { ScopedRows } from '../../permission/page-rights';
import type { Db } from '../../db/connection';
import { keywordFilter } from '../../db/search-index';

export interface Role {
  id: string;
  fullName: string;
  enCode: string;
  globalMark: number;
  sortCode: number;
  enabledMark: number;
  description: string;
  creatorTime: number;
  lastModifyTime: number | null;
}

export type RoleInput = Omit<Role, 'id' | 'creatorTime' | 'lastModifyTime'> & { organizeIds: string[] };

const COLUMNS = `r.id, r.full_name AS fullName, r.en_code AS enCode, r.global_mark AS globalMark, r.sort_code AS sortCode,
  r.enabled_mark AS enabledMark, r.description, r.creator_time AS creatorTime, r.last_modify_time AS lastModifyTime`;
const ORDER = 'ORDER BY r.sort_code, r.creator_time DESC, r.id';

export interface RoleFilter {
  keyword: string;
  /** Organisation roles of these organisations; null for every role. */
  organizeIds: readonly string[] | null;
  enabledMark?: number;
  globalMark?: number;
  /** The caller's data rules (over ROLE_SCOPE_COLUMNS), AND-ed in. */
  scope?: { sql: string; params: readonly unknown[] };
}

/**
 * What a data rule on the role page may name, as columns of `roles r`. A role's organisations are
 * a list (role_organizations), not one column, so `organizeId` is not among them: a scheme naming
 * it matches nothing (deny by default).
 */
export const ROLE_SCOPE_COLUMNS = {
  id: 'r.id',
  fullName: 'r.full_name',
  enCode: 'r.en_code',
  globalMark: 'r.global_mark',
  enabledMark: 'r.enabled_mark',
  sortCode: 'r.sort_code',
  description: 'r.description',
  creatorTime: 'r.creator_time',
  lastModifyTime: 'r.last_modify_time',
} as const;

/** The rows of the role page, for single-row scope checks. */
export const ROLE_ROWS: ScopedRows = { from: 'roles r', id: 'r.id', columns: ROLE_SCOPE_COLUMNS };

function where(filter: RoleFilter): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (filter.keyword !== '') {
    const keyword = keywordFilter(['r.full_name', 'r.en_code'], filter.keyword);
    clauses.push(keyword.sql);
    params.push(...keyword.params);
  }
  if (filter.organizeIds !== null) {
    if (filter.organizeIds.length === 0) clauses.push('1 = 0');
    else {
      clauses.push(`EXISTS (SELECT 1 FROM role_organizations ro WHERE ro.role_id = r.id AND ro.organize_id IN (${filter.organizeIds.map(() => '?').join(', ')}))`);
      params.push(...filter.organizeIds);
    }
  }
  if (filter.enabledMark !== undefined) {
    clauses.push('r.enabled_mark = ?');
    params.push(filter.enabledMark);
  }
  if (filter.globalMark !== undefined) {
    clauses.push('r.global_mark = ?');
    params.push(filter.globalMark);
  }
  if (filter.scope) {
    clauses.push(`(${filter.scope.sql})`);
    params.push(...filter.scope.params);
  }
  return { sql: clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

export function pageRoles(db: Db, filter: RoleFilter, offset: number, limit: number): { rows: Role[]; total: number } {
  const { sql, params } = where(filter);
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM roles r ${sql}`).get(...params) as { n: number }).n;
  const rows = db.prepare(`SELECT ${COLUMNS} FROM roles r ${sql} ${ORDER} LIMIT ? OFFSET ?`).all(...params, limit, offset) as Role[];
  return { rows, total };
}

export function listRoles(db: Db, filter: RoleFilter): Role[] {
  const { sql, params } = where(filter);
  return db.prepare(`SELECT ${COLUMNS} FROM roles r ${sql} ${ORDER}`).all(...params) as Role[];
}

export function findRole(db: Db, id: string): Role | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM roles r WHERE r.id = ?`).get(id) as Role | undefined;
}

export function roleCodeTaken(db: Db, enCode: string, exceptId: string | null): boolean {
  return db.prepare('SELECT 1 FROM roles WHERE en_code = ? AND id IS NOT ?').get(enCode, exceptId) !== undefined;
}

/** role id → its organisations (organisation roles only have any). */
export function roleOrganizations(db: Db): Map<string, string[]> {
  const rows = db.prepare(`SELECT ro.role_id AS roleId, ro.organize_id AS organizeId FROM role_organizations ro
    JOIN organizations o ON o.id = ro.organize_id ORDER BY o.sort_code, o.creator_time, o.id`).all() as { roleId: string; organizeId: string }[];
  const map = new Map<string, string[]>();
  for (const row of rows) map.set(row.roleId, [...(map.get(row.roleId) ?? []), row.organizeId]);
  return map;
}

export function organizationsOfRole(db: Db, id: string): string[] {
  return (db.prepare('SELECT organize_id AS id FROM role_organizations WHERE role_id = ? ORDER BY organize_id').all(id) as { id: string }[]).map((row) => row.id);
}

function setOrganizations(db: Db, id: string, organizeIds: readonly string[]): void {
  db.prepare('DELETE FROM role_organizations WHERE role_id = ?').run(id);
  const insert = db.prepare('INSERT INTO role_organizations (role_id, organize_id) VALUES (?, ?)');
  for (const organizeId of organizeIds) insert.run(id, organizeId);
}

export function insertRole(db: Db, row: RoleInput & { id: string; creatorTime: number }): void {
  db.prepare(`INSERT INTO roles (id, full_name, en_code, global_mark, sort_code, enabled_mark, description, creator_time)
    VALUES (@id, @fullName, @enCode, @globalMark, @sortCode, @enabledMark, @description, @creatorTime)`).run({
    id: row.id, fullName: row.fullName, enCode: row.enCode, globalMark: row.globalMark, sortCode: row.sortCode,
    enabledMark: row.enabledMark, description: row.description, creatorTime: row.creatorTime,
  });
  setOrganizations(db, row.id, row.organizeIds);
}

export function updateRole(db: Db, id: string, input: RoleInput, now: number): void {
  db.prepare(`UPDATE roles SET full_name = @fullName, en_code = @enCode, global_mark = @globalMark, sort_code = @sortCode,
    enabled_mark = @enabledMark, description = @description, last_modify_time = @now WHERE id = @id`).run({
    id, now, fullName: input.fullName, enCode: input.enCode, globalMark: input.globalMark, sortCode: input.sortCode,
    enabledMark: input.enabledMark, description: input.description,
  });
  setOrganizations(db, id, input.organizeIds);
}

export function setRoleEnabled(db: Db, id: string, enabled: number, now: number): void {
  db.prepare('UPDATE roles SET enabled_mark = ?, last_modify_time = ? WHERE id = ?').run(enabled, now, id);
}

export function roleHolders(db: Db, id: string): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM user_roles WHERE role_id = ?').get(id) as { n: number }).n;
}

export function deleteRole(db: Db, id: string): void {
  db.prepare("DELETE FROM authorize WHERE object_type = 'Role' AND object_id = ?").run(id);
  db.prepare('DELETE FROM roles WHERE id = ?').run(id);
}

/** Enabled roles the user holds. */
export function heldRoleIds(db: Db, userId: string): Set<string> {
  return new Set((db.prepare('SELECT role_id AS id FROM user_roles WHERE user_id = ?').all(userId) as { id: string }[]).map((row) => row.id));
}
