import type { Db } from '../../db/connection';
import type { CommonFields } from './validation';
import { likeContains, namedKeywordFilter } from '../../db/search-index';

export interface SendItem {
  messageType: number;
  templateId: string;
  accountId: string | null;
}

export interface SendConfigFields extends CommonFields {
  messageSource: number;
  items: SendItem[];
}

export interface SendConfig extends SendConfigFields {
  id: string;
  creatorTime: number;
  lastModifyTime: number | null;
}

export interface SendItemView extends SendItem {
  templateName: string;
  accountName: string;
}

const COLUMNS = `id, full_name AS fullName, en_code AS enCode, message_source AS messageSource, sort_code AS sortCode,
  enabled_mark AS enabledMark, description, creator_time AS creatorTime, last_modify_time AS lastModifyTime`;

type Row = Omit<SendConfig, 'items'>;

export function itemsOf(db: Db, configId: string): SendItemView[] {
  return db.prepare(`SELECT i.message_type AS messageType, i.template_id AS templateId, t.full_name AS templateName,
    i.account_id AS accountId, COALESCE(a.full_name, '') AS accountName
    FROM message_send_config_items i JOIN message_templates t ON t.id = i.template_id
    LEFT JOIN message_accounts a ON a.id = i.account_id WHERE i.config_id = ? ORDER BY i.position`).all(configId) as SendItemView[];
}

export function listSendConfigs(db: Db, query: { keyword: string; currentPage: number; pageSize: number }): { list: Row[]; total: number } {
  const where = query.keyword ? `WHERE ${namedKeywordFilter(['full_name', 'en_code'])}` : '';
  const params = { keyword: likeContains(query.keyword) };
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM message_send_configs ${where}`).get(params) as { n: number }).n;
  const list = db.prepare(`SELECT ${COLUMNS} FROM message_send_configs ${where} ORDER BY sort_code, creator_time DESC, id LIMIT @limit OFFSET @offset`)
    .all({ ...params, limit: query.pageSize, offset: (query.currentPage - 1) * query.pageSize }) as Row[];
  return { list, total };
}

export function findSendConfig(db: Db, id: string): (Row & { items: SendItemView[] }) | undefined {
  const row = db.prepare(`SELECT ${COLUMNS} FROM message_send_configs WHERE id = ?`).get(id) as Row | undefined;
  return row ? { ...row, items: itemsOf(db, row.id) } : undefined;
}

export function sendConfigCodeTaken(db: Db, enCode: string, exceptId: string | null = null): boolean {
  return db.prepare('SELECT 1 FROM message_send_configs WHERE en_code = ? AND id IS NOT ?').get(enCode, exceptId) !== undefined;
}

function writeItems(db: Db, configId: string, items: readonly SendItem[]): void {
  db.prepare('DELETE FROM message_send_config_items WHERE config_id = ?').run(configId);
  const insert = db.prepare(`INSERT INTO message_send_config_items (config_id, position, message_type, template_id, account_id)
    VALUES (?, ?, ?, ?, ?)`);
  items.forEach((item, position) => insert.run(configId, position, item.messageType, item.templateId, item.accountId));
}

export function insertSendConfig(db: Db, config: SendConfigFields & { id: string; creatorTime: number }, userId: string): void {
  db.prepare(`INSERT INTO message_send_configs (id, full_name, en_code, message_source, sort_code, enabled_mark, description,
    creator_user_id, creator_time) VALUES (@id, @fullName, @enCode, @messageSource, @sortCode, @enabledMark, @description, @userId, @creatorTime)`)
    .run({ ...config, items: undefined, userId });
  writeItems(db, config.id, config.items);
}

export function updateSendConfig(db: Db, id: string, fields: SendConfigFields, now: number): void {
  db.prepare(`UPDATE message_send_configs SET full_name = @fullName, en_code = @enCode, message_source = @messageSource,
    sort_code = @sortCode, enabled_mark = @enabledMark, description = @description, last_modify_time = @now WHERE id = @id`)
    .run({ ...fields, items: undefined, id, now });
  writeItems(db, id, fields.items);
}

export function setSendConfigEnabled(db: Db, id: string, enabled: number, now: number): void {
  db.prepare('UPDATE message_send_configs SET enabled_mark = ?, last_modify_time = ? WHERE id = ?').run(enabled, now, id);
}

export function deleteSendConfig(db: Db, id: string): void {
  db.prepare('DELETE FROM message_send_configs WHERE id = ?').run(id);
}
