import type { ScopedRows } from '../../permission/page-rights';
import type { Db } from '../../db/connection';

/** Parent id of top-level organisations (JNPF convention). */
export const ORGANIZE_ROOT = '-1';

export type Category = 'company' | 'department';

export interface Organize {
  id: string;
  parentId: string;
  category: Category;
  fullName: string;
  enCode: string;
  sortCode: number;
  enabledMark: number;
  description: string;
  managerId: string | null;
  propertyJson: string | null;
  creatorTime: number;
  lastModifyTime: number | null;
}

export interface OrganizeInput {
  parentId: string;
  category: Category;
  fullName: string;
  enCode: string;
  sortCode: number;
  enabledMark: number;
  description: string;
  managerId: string | null;
  propertyJson: string | null;
}

const COLUMNS = `id, parent_id AS parentId, category, full_name AS fullName, en_code AS enCode, sort_code AS sortCode,
  enabled_mark AS enabledMark, description, manager_id AS managerId, property_json AS propertyJson,
  creator_time AS creatorTime, last_modify_time AS lastModifyTime`;
const ORDER = 'ORDER BY sort_code, creator_time, id';

export function listOrganizes(db: Db): Organize[] {
  return db.prepare(`SELECT ${COLUMNS} FROM organizations ${ORDER}`).all() as Organize[];
}

/**
 * What a data rule on the organisation and department pages may name, as columns of
 * `organizations o` (`organizeId` is the row itself, so `organizeId == @organizationAndSuborganization`
 * reads "my organisation and below").
 */
export const ORGANIZE_SCOPE_COLUMNS = {
  id: 'o.id',
  organizeId: 'o.id',
  parentId: 'o.parent_id',
  category: 'o.category',
  type: 'o.category',
  fullName: 'o.full_name',
  enCode: 'o.en_code',
  managerId: 'o.manager_id',
  enabledMark: 'o.enabled_mark',
  sortCode: 'o.sort_code',
  description: 'o.description',
  creatorTime: 'o.creator_time',
  lastModifyTime: 'o.last_modify_time',
} as const;

/** The rows of the organisation and department pages, for single-row scope checks. */
export const ORGANIZE_ROWS: ScopedRows = { from: 'organizations o', id: 'o.id', columns: ORGANIZE_SCOPE_COLUMNS };

/** The ids of the organisations a data scope (over ORGANIZE_SCOPE_COLUMNS) lets through. */
export function organizeIdsIn(db: Db, scope: { sql: string; params: readonly unknown[] }): Set<string> {
  const rows = db.prepare(`SELECT o.id FROM organizations o WHERE (${scope.sql})`).all(...scope.params) as { id: string }[];
  return new Set(rows.map((row) => row.id));
}

export function findOrganize(db: Db, id: string): Organize | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM organizations WHERE id = ?`).get(id) as Organize | undefined;
}

export function organizeCodeTaken(db: Db, enCode: string, exceptId: string | null): boolean {
  return db.prepare('SELECT 1 FROM organizations WHERE en_code = ? AND id IS NOT ?').get(enCode, exceptId) !== undefined;
}

/** The organisation and every organisation below it (portable recursive query, no path matching). */
export function subtreeOf(db: Db, id: string): string[] {
  return (db.prepare(`WITH RECURSIVE sub(id) AS (
      SELECT id FROM organizations WHERE id = ?
      UNION SELECT o.id FROM organizations o JOIN sub ON o.parent_id = sub.id)
    SELECT id FROM sub`).all(id) as { id: string }[]).map((row) => row.id);
}

/** The organisation and every organisation above it. */
export function ancestorsOf(db: Db, id: string): string[] {
  return (db.prepare(`WITH RECURSIVE up(id, parent_id) AS (
      SELECT id, parent_id FROM organizations WHERE id = ?
      UNION SELECT o.id, o.parent_id FROM organizations o JOIN up ON o.id = up.parent_id)
    SELECT id FROM up`).all(id) as { id: string }[]).map((row) => row.id);
}

/** Whether `candidate` is `id` itself or lies below it. */
export function isInSubtree(db: Db, id: string, candidate: string): boolean {
  return db.prepare(`WITH RECURSIVE sub(id) AS (
      SELECT id FROM organizations WHERE id = ?
      UNION SELECT o.id FROM organizations o JOIN sub ON o.parent_id = sub.id)
    SELECT 1 FROM sub WHERE id = ?`).get(id, candidate) !== undefined;
}

export function insertOrganize(db: Db, row: OrganizeInput & { id: string; creatorTime: number }): void {
  db.prepare(`INSERT INTO organizations
    (id, parent_id, category, full_name, en_code, sort_code, enabled_mark, description, manager_id, property_json, creator_time)
    VALUES (@id, @parentId, @category, @fullName, @enCode, @sortCode, @enabledMark, @description, @managerId, @propertyJson, @creatorTime)`).run(row);
}

export function updateOrganize(db: Db, id: string, input: OrganizeInput, now: number): void {
  db.prepare(`UPDATE organizations SET parent_id = @parentId, full_name = @fullName, en_code = @enCode,
    sort_code = @sortCode, enabled_mark = @enabledMark, description = @description, manager_id = @managerId,
    property_json = @propertyJson, last_modify_time = @now WHERE id = @id`).run({ ...input, id, now });
}

export function setOrganizeEnabled(db: Db, id: string, enabled: number, now: number): void {
  db.prepare('UPDATE organizations SET enabled_mark = ?, last_modify_time = ? WHERE id = ?').run(enabled, now, id);
}

export function deleteOrganize(db: Db, id: string): void {
  db.prepare("DELETE FROM authorize WHERE object_type = 'Organize' AND object_id = ?").run(id);
  db.prepare('DELETE FROM organizations WHERE id = ?').run(id);
}

const count = (db: Db, sql: string, ...params: unknown[]): number => (db.prepare(sql).get(...params) as { n: number }).n;

/** What still hangs on an organisation, in the order the refusal names it. */
export function organizeUsage(db: Db, id: string): { children: number; users: number; positions: number; roles: number } {
  return {
    children: count(db, 'SELECT COUNT(*) AS n FROM organizations WHERE parent_id = ?', id),
    users: count(db, `SELECT COUNT(*) AS n FROM users u
      WHERE u.organize_id = ? OR EXISTS (SELECT 1 FROM user_organizations uo WHERE uo.user_id = u.id AND uo.organize_id = ?)`, id, id),
    positions: count(db, 'SELECT COUNT(*) AS n FROM positions WHERE organize_id = ?', id),
    roles: count(db, 'SELECT COUNT(*) AS n FROM role_organizations WHERE organize_id = ?', id),
  };
}

export function userExists(db: Db, id: string): boolean {
  return db.prepare('SELECT 1 FROM users WHERE id = ?').get(id) !== undefined;
}

export function userOrganizeId(db: Db, userId: string): string | null {
  return (db.prepare('SELECT organize_id AS id FROM users WHERE id = ?').get(userId) as { id: string | null } | undefined)?.id ?? null;
}
