import type { ScopedRows } from '../../permission/page-rights';
import type { Db } from '../../db/connection';
import { keywordFilter } from '../../db/search-index';

export interface Group {
  id: string;
  fullName: string;
  enCode: string;
  type: string;
  sortCode: number;
  enabledMark: number;
  description: string;
  creatorTime: number;
  lastModifyTime: number | null;
}

export type GroupInput = Omit<Group, 'id' | 'creatorTime' | 'lastModifyTime'>;

const COLUMNS = `id, full_name AS fullName, en_code AS enCode, type, sort_code AS sortCode, enabled_mark AS enabledMark,
  description, creator_time AS creatorTime, last_modify_time AS lastModifyTime`;
const ORDER = 'ORDER BY sort_code, creator_time DESC, id';

/** What a data rule on the group page may name, as columns of `user_groups g`. */
export const GROUP_SCOPE_COLUMNS = {
  id: 'g.id',
  fullName: 'g.full_name',
  enCode: 'g.en_code',
  type: 'g.type',
  enabledMark: 'g.enabled_mark',
  sortCode: 'g.sort_code',
  description: 'g.description',
  creatorTime: 'g.creator_time',
  lastModifyTime: 'g.last_modify_time',
} as const;

/** The rows of the user-group page, for single-row scope checks. */
export const GROUP_ROWS: ScopedRows = { from: 'user_groups g', id: 'g.id', columns: GROUP_SCOPE_COLUMNS };

/** One page of groups matching the keyword and the caller's data rules (`scope`, over GROUP_SCOPE_COLUMNS). */
export function pageGroups(
  db: Db,
  keyword: string,
  offset: number,
  limit: number,
  scope: { sql: string; params: readonly unknown[] } = { sql: '1 = 1', params: [] },
): { rows: Group[]; total: number } {
  const filter = keywordFilter(['g.full_name', 'g.en_code'], keyword);
  const where = `WHERE ${filter.sql} AND (${scope.sql})`;
  const params = [...filter.params, ...scope.params];
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM user_groups g ${where}`).get(...params) as { n: number }).n;
  const rows = db.prepare(`SELECT ${COLUMNS} FROM user_groups g ${where} ${ORDER} LIMIT ? OFFSET ?`).all(...params, limit, offset) as Group[];
  return { rows, total };
}

export function enabledGroups(db: Db): Group[] {
  return db.prepare(`SELECT ${COLUMNS} FROM user_groups WHERE enabled_mark = 1 ${ORDER}`).all() as Group[];
}

export function findGroup(db: Db, id: string): Group | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM user_groups WHERE id = ?`).get(id) as Group | undefined;
}

export function groupCodeTaken(db: Db, enCode: string, exceptId: string | null): boolean {
  return db.prepare('SELECT 1 FROM user_groups WHERE en_code = ? AND id IS NOT ?').get(enCode, exceptId) !== undefined;
}

export function insertGroup(db: Db, row: GroupInput & { id: string; creatorTime: number }): void {
  db.prepare(`INSERT INTO user_groups (id, full_name, en_code, type, sort_code, enabled_mark, description, creator_time)
    VALUES (@id, @fullName, @enCode, @type, @sortCode, @enabledMark, @description, @creatorTime)`).run(row);
}

export function updateGroup(db: Db, id: string, input: GroupInput, now: number): void {
  db.prepare(`UPDATE user_groups SET full_name = @fullName, en_code = @enCode, type = @type, sort_code = @sortCode,
    enabled_mark = @enabledMark, description = @description, last_modify_time = @now WHERE id = @id`).run({ ...input, id, now });
}

export function groupMembers(db: Db, id: string): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM group_users WHERE group_id = ?').get(id) as { n: number }).n;
}

export function deleteGroup(db: Db, id: string): void {
  db.prepare('DELETE FROM user_groups WHERE id = ?').run(id);
}
