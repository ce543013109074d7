import type { Db } from '../../db/connection';
import { keywordFilter } from '../../db/search-index';
import type { ScopedRows } from '../../permission/page-rights';
import type { SqlFragment } from '../../permission/data-rules';
import type { PortalFields } from './validation';

/** The dictionary whose items are the portals' categories (门户分类). */
export const PORTAL_CATEGORY_DICTIONARY = 'portalDesigner';

export interface Portal extends PortalFields {
  id: string;
  creatorUserId: string | null;
  creatorTime: number;
  lastModifyUserId: string | null;
  lastModifyTime: number | null;
}

/** A list row: no layout (it can be large), the category's and author's names joined in. */
export interface PortalRow {
  id: string;
  fullName: string;
  enCode: string;
  category: string;
  categoryName: string;
  enabledMark: number;
  sortCode: number;
  description: string;
  creatorUser: string;
  creatorTime: number;
  lastModifyTime: number | null;
}

const COLUMNS = `p.id, p.full_name AS fullName, p.en_code AS enCode, p.category, p.form_data AS formData, p.sort_code AS sortCode,
  p.enabled_mark AS enabledMark, p.description, p.creator_user_id AS creatorUserId, p.creator_time AS creatorTime,
  p.last_modify_user_id AS lastModifyUserId, p.last_modify_time AS lastModifyTime`;

// Names are looked up, not copied: a renamed category or author shows the new name, a deleted one none.
const ROW_COLUMNS = `p.id, p.full_name AS fullName, p.en_code AS enCode, p.category, COALESCE(c.full_name, '') AS categoryName,
  p.enabled_mark AS enabledMark, p.sort_code AS sortCode, p.description, COALESCE(u.real_name, '') AS creatorUser,
  p.creator_time AS creatorTime, p.last_modify_time AS lastModifyTime`;

const ROW_FROM = `portals p
  LEFT JOIN dictionary_data c ON c.id = p.category
  LEFT JOIN users u ON u.id = p.creator_user_id`;

/** Columns a list may be sorted by (sidx); anything else the schema refuses. */
export const SORTABLE = {
  fullName: 'p.full_name',
  enCode: 'p.en_code',
  sortCode: 'p.sort_code',
  enabledMark: 'p.enabled_mark',
  creatorTime: 'p.creator_time',
  lastModifyTime: 'p.last_modify_time',
} as const;
export type SortField = keyof typeof SORTABLE;

/** What a data rule on the 门户设计 page may name, as columns of `portals p`. */
export const PORTAL_SCOPE_COLUMNS = {
  id: 'p.id',
  fullName: 'p.full_name',
  enCode: 'p.en_code',
  category: 'p.category',
  sortCode: 'p.sort_code',
  enabledMark: 'p.enabled_mark',
  description: 'p.description',
  creatorUserId: 'p.creator_user_id',
  creatorTime: 'p.creator_time',
  lastModifyTime: 'p.last_modify_time',
} as const;

/** The rows of the 门户设计 page, for single-row scope checks. */
export const PORTAL_ROWS: ScopedRows = { from: 'portals p', id: 'p.id', columns: PORTAL_SCOPE_COLUMNS };

export interface ListQuery {
  scope: SqlFragment;
  keyword: string;
  category: string;
  offset: number;
  limit: number;
  sidx: SortField | null;
  sort: 'asc' | 'desc';
}

export function listPortals(db: Db, query: ListQuery): { list: PortalRow[]; total: number } {
  const keyword = keywordFilter(['p.full_name', 'p.en_code'], query.keyword);
  const clauses = [keyword.sql, `(${query.scope.sql})`];
  const params: unknown[] = [...keyword.params, ...query.scope.params];
  if (query.category) {
    clauses.push('p.category = ?');
    params.push(query.category);
  }
  const where = `WHERE ${clauses.join(' AND ')}`;
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM portals p ${where}`).get(...params) as { n: number }).n;
  const direction = query.sort === 'asc' ? 'ASC' : 'DESC';
  // Column names come from the SORTABLE whitelist, never from the request text itself.
  const order = query.sidx ? `${SORTABLE[query.sidx]} ${direction}, p.id` : 'p.sort_code ASC, p.creator_time DESC, p.id';
  const list = db.prepare(`SELECT ${ROW_COLUMNS} FROM ${ROW_FROM} ${where} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...params, query.limit, query.offset) as PortalRow[];
  return { list, total };
}

export function findPortal(db: Db, id: string): Portal | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM portals p WHERE p.id = ?`).get(id) as Portal | undefined;
}

/** An enabled portal for the selector, with its category's name (null when that item is gone). */
export interface SelectorPortal {
  id: string;
  fullName: string;
  category: string;
  categoryName: string | null;
}

/** Enabled portals in the order the selector shows them: by category, then their own order. */
export function enabledPortals(db: Db): SelectorPortal[] {
  return db.prepare(`SELECT p.id, p.full_name AS fullName, p.category, c.full_name AS categoryName
    FROM portals p LEFT JOIN dictionary_data c ON c.id = p.category
    WHERE p.enabled_mark = 1
    ORDER BY CASE WHEN c.id IS NULL THEN 1 ELSE 0 END, c.sort_code, c.full_name, c.id, p.sort_code, p.full_name, p.id`).all() as SelectorPortal[];
}

/**
 * Whether `id` is an item of 门户分类 a portal may be filed under: enabled, or (`keep`) the one
 * the portal has already, which may since have been disabled.
 */
export function categoryUsable(db: Db, id: string, keep: string | null): boolean {
  const row = db.prepare(`SELECT d.enabled_mark AS enabledMark FROM dictionary_data d
    JOIN dictionary_types t ON t.id = d.dictionary_type_id WHERE d.id = ? AND t.en_code = ?`).get(id, PORTAL_CATEGORY_DICTIONARY) as
    { enabledMark: number } | undefined;
  return row !== undefined && (row.enabledMark === 1 || id === keep);
}

/** Whether a dynamic chart may read data interface `id`: it exists and is enabled. */
export function interfaceUsable(db: Db, id: string): boolean {
  return db.prepare('SELECT 1 FROM data_interfaces WHERE id = ? AND enabled_mark = 1').get(id) !== undefined;
}

function taken(db: Db, column: 'full_name' | 'en_code', value: string, exceptId: string | null): boolean {
  // Two statements rather than `id IS NOT ?`, which not every database has.
  return exceptId === null
    ? db.prepare(`SELECT 1 FROM portals WHERE ${column} = ?`).get(value) !== undefined
    : db.prepare(`SELECT 1 FROM portals WHERE ${column} = ? AND id <> ?`).get(value, exceptId) !== undefined;
}

export const portalNameTaken = (db: Db, fullName: string, exceptId: string | null): boolean => taken(db, 'full_name', fullName, exceptId);
export const portalCodeTaken = (db: Db, enCode: string, exceptId: string | null): boolean => taken(db, 'en_code', enCode, exceptId);

export function insertPortal(db: Db, portal: PortalFields & { id: string; creatorUserId: string; creatorTime: number }): void {
  db.prepare(`INSERT INTO portals (id, full_name, en_code, category, type, form_data, sort_code, enabled_mark, description,
    creator_user_id, creator_time)
    VALUES (@id, @fullName, @enCode, @category, 0, @formData, @sortCode, @enabledMark, @description, @creatorUserId, @creatorTime)`).run({
    id: portal.id,
    fullName: portal.fullName,
    enCode: portal.enCode,
    category: portal.category,
    formData: portal.formData,
    sortCode: portal.sortCode,
    enabledMark: portal.enabledMark,
    description: portal.description,
    creatorUserId: portal.creatorUserId,
    creatorTime: portal.creatorTime,
  });
}

export function updatePortal(db: Db, id: string, fields: PortalFields, userId: string, now: number): void {
  db.prepare(`UPDATE portals SET full_name = @fullName, en_code = @enCode, category = @category, form_data = @formData,
    sort_code = @sortCode, enabled_mark = @enabledMark, description = @description, last_modify_user_id = @userId,
    last_modify_time = @now WHERE id = @id`).run({
    id,
    fullName: fields.fullName,
    enCode: fields.enCode,
    category: fields.category,
    formData: fields.formData,
    sortCode: fields.sortCode,
    enabledMark: fields.enabledMark,
    description: fields.description,
    userId,
    now,
  });
}

/** Deletes the portal and takes it off every user who had chosen it (call inside a transaction). */
export function deletePortal(db: Db, id: string): void {
  db.prepare('UPDATE users SET portal_id = NULL WHERE portal_id = ?').run(id);
  db.prepare('DELETE FROM portals WHERE id = ?').run(id);
}

/** The portal `userId`'s home shows (门户 → 设为默认). */
export function setUserPortal(db: Db, userId: string, portalId: string): void {
  db.prepare('UPDATE users SET portal_id = ? WHERE id = ?').run(portalId, userId);
}
