import type { Db } from '../../db/connection';
import type { CommonFields } from './validation';
import { likeContains, namedKeywordFilter } from '../../db/search-index';

export interface TemplateFields extends CommonFields {
  messageType: number;
  messageSource: number;
  title: string;
  content: string;
  templateCode: string;
}

export interface Template extends TemplateFields {
  id: string;
  creatorTime: number;
  lastModifyTime: number | null;
}

const COLUMNS = `id, full_name AS fullName, en_code AS enCode, message_type AS messageType, message_source AS messageSource,
  title, content, template_code AS templateCode, sort_code AS sortCode, enabled_mark AS enabledMark, description,
  creator_time AS creatorTime, last_modify_time AS lastModifyTime`;

export interface TemplateQuery {
  keyword: string;
  messageType: number;
  messageSource: number;
  enabledOnly: boolean;
  currentPage: number;
  pageSize: number;
}

export function listTemplates(db: Db, query: TemplateQuery): { list: Template[]; total: number } {
  const clauses: string[] = [];
  if (query.keyword) clauses.push(namedKeywordFilter(['full_name', 'en_code']));
  if (query.messageType) clauses.push('message_type = @messageType');
  if (query.messageSource) clauses.push('message_source = @messageSource');
  if (query.enabledOnly) clauses.push('enabled_mark = 1');
  const where = clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '';
  const params = { keyword: likeContains(query.keyword), messageType: query.messageType, messageSource: query.messageSource };
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM message_templates ${where}`).get(params) as { n: number }).n;
  const list = db.prepare(`SELECT ${COLUMNS} FROM message_templates ${where} ORDER BY sort_code, creator_time DESC, id LIMIT @limit OFFSET @offset`)
    .all({ ...params, limit: query.pageSize, offset: (query.currentPage - 1) * query.pageSize }) as Template[];
  return { list, total };
}

export function findTemplate(db: Db, id: string): Template | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM message_templates WHERE id = ?`).get(id) as Template | undefined;
}

export function templateCodeTaken(db: Db, enCode: string, exceptId: string | null = null): boolean {
  return db.prepare('SELECT 1 FROM message_templates WHERE en_code = ? AND id IS NOT ?').get(enCode, exceptId) !== undefined;
}

export function insertTemplate(db: Db, template: TemplateFields & { id: string; creatorTime: number }, userId: string): void {
  db.prepare(`INSERT INTO message_templates (id, full_name, en_code, message_type, message_source, title, content, template_code,
    sort_code, enabled_mark, description, creator_user_id, creator_time)
    VALUES (@id, @fullName, @enCode, @messageType, @messageSource, @title, @content, @templateCode,
    @sortCode, @enabledMark, @description, @userId, @creatorTime)`).run({ ...template, userId });
}

export function updateTemplate(db: Db, id: string, fields: TemplateFields, now: number): void {
  db.prepare(`UPDATE message_templates SET full_name = @fullName, en_code = @enCode, message_type = @messageType,
    message_source = @messageSource, title = @title, content = @content, template_code = @templateCode, sort_code = @sortCode,
    enabled_mark = @enabledMark, description = @description, last_modify_time = @now WHERE id = @id`).run({ ...fields, id, now });
}

export function setTemplateEnabled(db: Db, id: string, enabled: number, now: number): void {
  db.prepare('UPDATE message_templates SET enabled_mark = ?, last_modify_time = ? WHERE id = ?').run(enabled, now, id);
}

export function templateInUse(db: Db, id: string): boolean {
  return db.prepare('SELECT 1 FROM message_send_config_items WHERE template_id = ?').get(id) !== undefined;
}

export function deleteTemplate(db: Db, id: string): void {
  db.prepare('DELETE FROM message_templates WHERE id = ?').run(id);
}
