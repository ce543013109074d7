import type { Db } from '../../db/connection';
import { likeContains, namedKeywordFilter } from '../../db/search-index';

export const FLAGS = [
  'thisLayerAdd', 'thisLayerEdit', 'thisLayerDelete', 'thisLayerSelect',
  'subLayerAdd', 'subLayerEdit', 'subLayerDelete', 'subLayerSelect',
] as const;
export type Flag = (typeof FLAGS)[number];
export type Flags = Record<Flag, number>;

export interface GradeRow extends Flags {
  id: string;
  userId: string;
  organizeId: string;
  creatorTime: number;
}

const COLUMNS = `a.id, a.user_id AS userId, a.organize_id AS organizeId,
  a.this_layer_add AS thisLayerAdd, a.this_layer_edit AS thisLayerEdit, a.this_layer_delete AS thisLayerDelete, a.this_layer_select AS thisLayerSelect,
  a.sub_layer_add AS subLayerAdd, a.sub_layer_edit AS subLayerEdit, a.sub_layer_delete AS subLayerDelete, a.sub_layer_select AS subLayerSelect,
  a.creator_time AS creatorTime`;

export function gradesOfUser(db: Db, userId: string): GradeRow[] {
  return db.prepare(`SELECT ${COLUMNS} FROM organize_administrators a WHERE a.user_id = ?`).all(userId) as GradeRow[];
}

export function gradesOfOrganize(db: Db, organizeId: string): (GradeRow & { account: string; realName: string })[] {
  return db.prepare(`SELECT ${COLUMNS}, u.account, u.real_name AS realName FROM organize_administrators a
    JOIN users u ON u.id = a.user_id WHERE a.organize_id = ? ORDER BY u.sort_code, u.account`).all(organizeId) as (GradeRow & { account: string; realName: string })[];
}

export interface AdministratorRow {
  id: string;
  userId: string;
  account: string;
  realName: string;
  organizeId: string;
  creatorTime: number;
}

/** One row per administrator (a user with any organisation rights), newest first. */
export function pageAdministrators(db: Db, keyword: string, offset: number, limit: number): { rows: AdministratorRow[]; total: number } {
  const filter = keyword === '' ? '' : `AND ${namedKeywordFilter(['u.account', 'u.real_name'])}`;
  const params = keyword === '' ? {} : { keyword: likeContains(keyword) };
  const from = `FROM users u WHERE EXISTS (SELECT 1 FROM organize_administrators a WHERE a.user_id = u.id) ${filter}`;
  const total = (db.prepare(`SELECT COUNT(*) AS n ${from}`).get(params) as { n: number }).n;
  const rows = db.prepare(`SELECT u.id, u.id AS userId, u.account, u.real_name AS realName, COALESCE(u.organize_id, '') AS organizeId,
      (SELECT MIN(a.creator_time) FROM organize_administrators a WHERE a.user_id = u.id) AS creatorTime
    ${from} ORDER BY creatorTime DESC, u.id LIMIT @limit OFFSET @offset`).all({ ...params, limit, offset }) as AdministratorRow[];
  return { rows, total };
}

const INSERT = `INSERT INTO organize_administrators (id, user_id, organize_id,
  this_layer_add, this_layer_edit, this_layer_delete, this_layer_select,
  sub_layer_add, sub_layer_edit, sub_layer_delete, sub_layer_select, creator_time)
  VALUES (@id, @userId, @organizeId, @thisLayerAdd, @thisLayerEdit, @thisLayerDelete, @thisLayerSelect,
  @subLayerAdd, @subLayerEdit, @subLayerDelete, @subLayerSelect, @creatorTime)`;

export function replaceUserGrades(db: Db, userId: string, rows: readonly (GradeRow)[]): void {
  db.prepare('DELETE FROM organize_administrators WHERE user_id = ?').run(userId);
  const insert = db.prepare(INSERT);
  for (const row of rows) insert.run(row);
}

export function replaceOrganizeGrades(db: Db, organizeId: string, rows: readonly GradeRow[]): void {
  db.prepare('DELETE FROM organize_administrators WHERE organize_id = ?').run(organizeId);
  const insert = db.prepare(INSERT);
  for (const row of rows) insert.run(row);
}

export function deleteUserGrades(db: Db, userId: string): number {
  return db.prepare('DELETE FROM organize_administrators WHERE user_id = ?').run(userId).changes;
}

export function organizeNamesOfAdministrator(db: Db, userId: string): string[] {
  return (db.prepare(`SELECT o.full_name AS name FROM organize_administrators a JOIN organizations o ON o.id = a.organize_id
    WHERE a.user_id = ? ORDER BY o.sort_code, o.creator_time`).all(userId) as { name: string }[]).map((row) => row.name);
}
