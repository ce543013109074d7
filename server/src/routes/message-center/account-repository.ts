import type { Db } from '../../db/connection';
import type { CommonFields } from './validation';
import { parseSettings, type Settings } from './account-settings';
import { likeContains, namedKeywordFilter } from '../../db/search-index';

export interface Account extends CommonFields {
  id: string;
  type: number;
  settings: Settings;
  creatorTime: number;
  lastModifyTime: number | null;
}

interface Row extends Omit<Account, 'settings'> {
  settings: string;
}

const COLUMNS = `id, type, full_name AS fullName, en_code AS enCode, settings, sort_code AS sortCode,
  enabled_mark AS enabledMark, description, creator_time AS creatorTime, last_modify_time AS lastModifyTime`;

const fromRow = (row: Row): Account => ({ ...row, settings: parseSettings(row.settings) });

export function listAccounts(db: Db, query: { type: number; keyword: string; currentPage: number; pageSize: number }): { list: Account[]; total: number } {
  const where = `WHERE type = @type ${query.keyword ? `AND ${namedKeywordFilter(['full_name', 'en_code'])}` : ''}`;
  const params = { type: query.type, keyword: likeContains(query.keyword) };
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM message_accounts ${where}`).get(params) as { n: number }).n;
  const rows = db.prepare(`SELECT ${COLUMNS} FROM message_accounts ${where} ORDER BY sort_code, creator_time DESC, id LIMIT @limit OFFSET @offset`)
    .all({ ...params, limit: query.pageSize, offset: (query.currentPage - 1) * query.pageSize }) as Row[];
  return { list: rows.map(fromRow), total };
}

export function findAccount(db: Db, id: string): Account | undefined {
  const row = db.prepare(`SELECT ${COLUMNS} FROM message_accounts WHERE id = ?`).get(id) as Row | undefined;
  return row ? fromRow(row) : undefined;
}

export function accountCodeTaken(db: Db, enCode: string, exceptId: string | null = null): boolean {
  return db.prepare('SELECT 1 FROM message_accounts WHERE en_code = ? AND id IS NOT ?').get(enCode, exceptId) !== undefined;
}

export function insertAccount(db: Db, account: Omit<Account, 'lastModifyTime'>, userId: string): void {
  db.prepare(`INSERT INTO message_accounts (id, type, full_name, en_code, settings, sort_code, enabled_mark, description, creator_user_id, creator_time)
    VALUES (@id, @type, @fullName, @enCode, @settings, @sortCode, @enabledMark, @description, @userId, @creatorTime)`)
    .run({ ...account, settings: JSON.stringify(account.settings), userId });
}

export function updateAccount(db: Db, id: string, fields: CommonFields & { settings: Settings }, now: number): void {
  db.prepare(`UPDATE message_accounts SET full_name = @fullName, en_code = @enCode, settings = @settings, sort_code = @sortCode,
    enabled_mark = @enabledMark, description = @description, last_modify_time = @now WHERE id = @id`)
    .run({ ...fields, settings: JSON.stringify(fields.settings), id, now });
}

export function setAccountEnabled(db: Db, id: string, enabled: number, now: number): void {
  db.prepare('UPDATE message_accounts SET enabled_mark = ?, last_modify_time = ? WHERE id = ?').run(enabled, now, id);
}

export function accountInUse(db: Db, id: string): boolean {
  return db.prepare('SELECT 1 FROM message_send_config_items WHERE account_id = ?').get(id) !== undefined;
}

export function deleteAccount(db: Db, id: string): void {
  db.prepare('DELETE FROM message_accounts WHERE id = ?').run(id);
}
