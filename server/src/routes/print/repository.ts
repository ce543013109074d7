import type { Db } from '../../db/connection';
import { keywordFilter } from '../../db/search-index';
import type { ScopedRows } from '../../permission/page-rights';
import type { SqlFragment } from '../../permission/data-rules';
import type { PageParam, PrintDocument } from '../../print/document';
import type { SqlTemplate } from '../../print/data-source';

export const TEMPLATE_TYPES = [1, 2] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

/** The form fields of a template, as the client sends them and the database keeps them. */
export interface TemplateFields {
  fullName: string;
  enCode: string;
  category: string;
  type: TemplateType;
  sourceForm: string;
  sqlTemplate: SqlTemplate;
  document: PrintDocument;
  pageParam: PageParam;
  sortCode: number;
  enabledMark: number;
  description: string;
}

export interface PrintTemplate extends TemplateFields {
  id: string;
  creatorUserId: string | null;
  creatorTime: number;
  lastModifyUserId: string | null;
  lastModifyTime: number | null;
}

/** A list row: no layout or SQL (they can be large), the category's and author's names joined in. */
export interface TemplateRow {
  id: string;
  fullName: string;
  enCode: string;
  category: string;
  categoryName: string;
  type: number;
  sourceForm: string;
  sortCode: number;
  enabledMark: number;
  description: string;
  creatorUser: string;
  creatorTime: number;
  lastModifyTime: number | null;
}

interface StoredRow extends Omit<PrintTemplate, 'sqlTemplate' | 'document' | 'pageParam'> {
  sqlTemplate: string;
  document: string;
  pageParam: string;
}

const COLUMNS = `t.id, t.full_name AS fullName, t.en_code AS enCode, t.category, t.type, t.source_form AS sourceForm,
  t.sql_template AS sqlTemplate, t.document, t.page_param AS pageParam, t.sort_code AS sortCode, t.enabled_mark AS enabledMark,
  t.description, t.creator_user_id AS creatorUserId, t.creator_time AS creatorTime, t.last_modify_user_id AS lastModifyUserId,
  t.last_modify_time AS lastModifyTime`;

const ROW_COLUMNS = `t.id, t.full_name AS fullName, t.en_code AS enCode, t.category, COALESCE(c.full_name, '') AS categoryName,
  t.type, t.source_form AS sourceForm, t.sort_code AS sortCode, t.enabled_mark AS enabledMark, t.description,
  COALESCE(u.real_name, '') AS creatorUser, t.creator_time AS creatorTime, t.last_modify_time AS lastModifyTime`;

const ROW_FROM = `print_templates t
  LEFT JOIN dictionary_data c ON c.id = t.category
  LEFT JOIN users u ON u.id = t.creator_user_id`;

/** Columns a list may be sorted by (sidx); anything else falls back to the default order. */
export const SORTABLE = {
  fullName: 't.full_name',
  enCode: 't.en_code',
  type: 't.type',
  sortCode: 't.sort_code',
  enabledMark: 't.enabled_mark',
  creatorTime: 't.creator_time',
  lastModifyTime: 't.last_modify_time',
} as const;
export type SortField = keyof typeof SORTABLE;

/** What a data rule on the print-template page may name, as columns of `print_templates t`. */
export const PRINT_SCOPE_COLUMNS = {
  id: 't.id',
  fullName: 't.full_name',
  enCode: 't.en_code',
  category: 't.category',
  type: 't.type',
  sortCode: 't.sort_code',
  enabledMark: 't.enabled_mark',
  description: 't.description',
  creatorUserId: 't.creator_user_id',
  creatorTime: 't.creator_time',
  lastModifyTime: 't.last_modify_time',
} as const;

/** The rows of the print-template page, for single-row scope checks. */
export const PRINT_TEMPLATE_ROWS: ScopedRows = { from: 'print_templates t', id: 't.id', columns: PRINT_SCOPE_COLUMNS };

export interface ListQuery {
  scope: SqlFragment;
  keyword: string;
  category: string;
  type: TemplateType | null;
  enabledOnly: boolean;
  offset: number;
  limit: number;
  sidx: SortField | null;
  sort: 'asc' | 'desc';
}

export function listTemplates(db: Db, query: ListQuery): { list: TemplateRow[]; total: number } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (query.keyword) {
    const keyword = keywordFilter(['t.full_name', 't.en_code'], query.keyword);
    clauses.push(keyword.sql);
    params.push(...keyword.params);
  }
  if (query.category) {
    clauses.push('t.category = ?');
    params.push(query.category);
  }
  if (query.type !== null) {
    clauses.push('t.type = ?');
    params.push(query.type);
  }
  if (query.enabledOnly) clauses.push('t.enabled_mark = 1');
  clauses.push(`(${query.scope.sql})`);
  params.push(...query.scope.params);
  const where = `WHERE ${clauses.join(' AND ')}`;
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM print_templates t ${where}`).get(...params) as { n: number }).n;
  const direction = query.sort === 'asc' ? 'ASC' : 'DESC';
  // Column names come from the SORTABLE whitelist, never from the request text itself.
  const order = query.sidx ? `${SORTABLE[query.sidx]} ${direction}, t.id` : 't.sort_code ASC, t.creator_time DESC, t.id';
  const list = db.prepare(`SELECT ${ROW_COLUMNS} FROM ${ROW_FROM} ${where} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...params, query.limit, query.offset) as TemplateRow[];
  return { list, total };
}

/** Enabled templates of a type (or all types), by category order then their own, for the choice dialog. */
export function selectorTemplates(db: Db, type: TemplateType | null): TemplateRow[] {
  const typeClause = type === null ? '' : 'AND t.type = ?';
  return db.prepare(`SELECT ${ROW_COLUMNS} FROM ${ROW_FROM} WHERE t.enabled_mark = 1 ${typeClause}
    ORDER BY COALESCE(c.sort_code, 0), c.full_name, t.sort_code, t.full_name, t.id`).all(...(type === null ? [] : [type])) as TemplateRow[];
}

/** Enabled templates among `ids`, in the order asked. */
export function templateOptions(db: Db, ids: readonly string[]): Array<{ id: string; fullName: string; enCode: string; type: number }> {
  const find = db.prepare('SELECT id, full_name AS fullName, en_code AS enCode, type FROM print_templates WHERE id = ? AND enabled_mark = 1');
  return ids.flatMap((id) => {
    const row = find.get(id) as { id: string; fullName: string; enCode: string; type: number } | undefined;
    return row ? [row] : [];
  });
}

const parsed = (row: StoredRow): PrintTemplate => ({
  ...row,
  type: row.type,
  sqlTemplate: JSON.parse(row.sqlTemplate) as SqlTemplate,
  document: JSON.parse(row.document) as PrintDocument,
  pageParam: JSON.parse(row.pageParam) as PageParam,
});

export function findTemplate(db: Db, id: string): PrintTemplate | undefined {
  const row = db.prepare(`SELECT ${COLUMNS} FROM print_templates t WHERE t.id = ?`).get(id) as StoredRow | undefined;
  return row && parsed(row);
}

export function templateCodeTaken(db: Db, enCode: string, exceptId: string | null): boolean {
  return db.prepare('SELECT 1 FROM print_templates WHERE en_code = ? AND id IS NOT ?').get(enCode, exceptId) !== undefined;
}

export function categoryExists(db: Db, id: string): boolean {
  return db.prepare('SELECT 1 FROM dictionary_data WHERE id = ?').get(id) !== undefined;
}

const stored = (fields: TemplateFields) => ({
  fullName: fields.fullName,
  enCode: fields.enCode,
  category: fields.category,
  type: fields.type,
  sourceForm: fields.sourceForm,
  sqlTemplate: JSON.stringify(fields.sqlTemplate),
  document: JSON.stringify(fields.document),
  pageParam: JSON.stringify(fields.pageParam),
  sortCode: fields.sortCode,
  enabledMark: fields.enabledMark,
  description: fields.description,
});

export function insertTemplate(db: Db, fields: TemplateFields & { id: string; creatorUserId: string; creatorTime: number }): void {
  db.prepare(`INSERT INTO print_templates (id, full_name, en_code, category, type, source_form, sql_template, document, page_param,
    sort_code, enabled_mark, description, creator_user_id, creator_time)
    VALUES (@id, @fullName, @enCode, @category, @type, @sourceForm, @sqlTemplate, @document, @pageParam,
    @sortCode, @enabledMark, @description, @creatorUserId, @creatorTime)`)
    .run({ ...stored(fields), id: fields.id, creatorUserId: fields.creatorUserId, creatorTime: fields.creatorTime });
}

export function updateTemplate(db: Db, id: string, fields: TemplateFields, userId: string, now: number): void {
  db.prepare(`UPDATE print_templates SET full_name = @fullName, en_code = @enCode, category = @category, type = @type,
    source_form = @sourceForm, sql_template = @sqlTemplate, document = @document, page_param = @pageParam, sort_code = @sortCode,
    enabled_mark = @enabledMark, description = @description, last_modify_user_id = @userId, last_modify_time = @now WHERE id = @id`)
    .run({ ...stored(fields), id, userId, now });
}

export function setTemplateEnabled(db: Db, id: string, enabled: number, userId: string, now: number): void {
  db.prepare('UPDATE print_templates SET enabled_mark = ?, last_modify_user_id = ?, last_modify_time = ? WHERE id = ?').run(enabled, userId, now, id);
}

export function deleteTemplate(db: Db, id: string): void {
  db.prepare('DELETE FROM print_templates WHERE id = ?').run(id);
}
