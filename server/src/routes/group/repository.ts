import type { Db } from '../../db/connection';
import { likeContains, namedKeywordFilter } from '../../db/search-index';

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

export function pageGroups(db: Db, keyword: string, offset: number, limit: number): { rows: Group[]; total: number } {
  const where = keyword === '' ? '' : `WHERE ${namedKeywordFilter(['full_name', 'en_code'])}`;
  const params = keyword === '' ? {} : { keyword: likeContains(keyword) };
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM user_groups ${where}`).get(params) as { n: number }).n;
  const rows = db.prepare(`SELECT ${COLUMNS} FROM user_groups ${where} ${ORDER} LIMIT @limit OFFSET @offset`).all({ ...params, limit, offset }) as Group[];
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
