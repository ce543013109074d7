import type { Db } from '../../db/connection';
import { keywordFilter } from '../../db/search-index';

export type CommonWordsType = 0 | 1;

export interface CommonWords {
  id: string;
  commonWordsText: string;
  commonWordsType: CommonWordsType;
  userId: string | null;
  sortCode: number;
  enabledMark: number;
  creatorTime: number;
  lastModifyTime: number | null;
}

export interface CommonWordsFields {
  commonWordsText: string;
  commonWordsType: CommonWordsType;
  sortCode: number;
  enabledMark: number;
}

const COLUMNS = `id, common_words_text AS commonWordsText, common_words_type AS commonWordsType, user_id AS userId,
  sort_code AS sortCode, enabled_mark AS enabledMark, creator_time AS creatorTime, last_modify_time AS lastModifyTime`;

/** What a user may see: their own phrases and the system's. */
const VISIBLE = '(user_id = ? OR common_words_type = 0)';

export function findCommonWords(db: Db, id: string): CommonWords | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM common_words WHERE id = ?`).get(id) as CommonWords | undefined;
}

export interface ListOptions {
  userId: string;
  keyword: string;
  type: CommonWordsType | null;
  offset: number;
  limit: number;
}

export function listCommonWords(db: Db, options: ListOptions): { list: CommonWords[]; total: number } {
  const where = [VISIBLE];
  const params: unknown[] = [options.userId];
  if (options.type !== null) {
    where.push('common_words_type = ?');
    params.push(options.type);
  }
  const keyword = keywordFilter(['common_words_text'], options.keyword);
  where.push(keyword.sql);
  params.push(...keyword.params);
  const clause = where.join(' AND ');
  const total = (db.prepare(`SELECT COUNT(*) AS total FROM common_words WHERE ${clause}`).get(...params) as { total: number }).total;
  const list = db
    .prepare(`SELECT ${COLUMNS} FROM common_words WHERE ${clause} ORDER BY common_words_type DESC, sort_code, creator_time DESC, id LIMIT ? OFFSET ?`)
    .all(...params, options.limit, options.offset) as CommonWords[];
  return { list, total };
}

/** The picker's list: enabled phrases, the user's own first, then the system's. */
export function selectableCommonWords(db: Db, userId: string, limit: number): CommonWords[] {
  return db
    .prepare(`SELECT ${COLUMNS} FROM common_words WHERE ${VISIBLE} AND enabled_mark = 1 ORDER BY common_words_type DESC, sort_code, creator_time DESC, id LIMIT ?`)
    .all(userId, limit) as CommonWords[];
}

export function countOwnCommonWords(db: Db, userId: string): number {
  return (db.prepare('SELECT COUNT(*) AS total FROM common_words WHERE user_id = ?').get(userId) as { total: number }).total;
}

export function countSystemCommonWords(db: Db): number {
  return (db.prepare('SELECT COUNT(*) AS total FROM common_words WHERE common_words_type = 0').get() as { total: number }).total;
}

export function insertCommonWords(db: Db, row: CommonWordsFields & { id: string; userId: string | null; creatorUserId: string; creatorTime: number }): void {
  db.prepare(
    `INSERT INTO common_words (id, common_words_text, common_words_type, user_id, sort_code, enabled_mark, creator_user_id, creator_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(row.id, row.commonWordsText, row.commonWordsType, row.userId, row.sortCode, row.enabledMark, row.creatorUserId, row.creatorTime);
}

/** The type (and so the owner) of a phrase never changes after it is created. */
export function updateCommonWords(db: Db, id: string, fields: Omit<CommonWordsFields, 'commonWordsType'>, userId: string, now: number): void {
  db.prepare(
    `UPDATE common_words SET common_words_text = ?, sort_code = ?, enabled_mark = ?, last_modify_user_id = ?, last_modify_time = ? WHERE id = ?`,
  ).run(fields.commonWordsText, fields.sortCode, fields.enabledMark, userId, now, id);
}

export function deleteCommonWords(db: Db, id: string): void {
  db.prepare('DELETE FROM common_words WHERE id = ?').run(id);
}
