import type { Db } from '../db/connection';
import { keywordFilter } from '../db/search-index';
import { statement } from '../db/statements';

/** A designed module as stored: the draft, and the JSON of the version in force when released. */
export interface VisualDev {
  id: string;
  fullName: string;
  enCode: string;
  category: string;
  type: number;
  webType: number;
  description: string;
  sortCode: number;
  enabledMark: number;
  formData: string | null;
  columnData: string | null;
  tables: string;
  dbLinkId: string;
  releasedVersion: number | null;
  releasedFormData: string | null;
  releasedColumnData: string | null;
  releasedTables: string | null;
  releasedTime: number | null;
  menuId: string | null;
  creatorUserId: string | null;
  creatorTime: number;
  lastModifyUserId: string | null;
  lastModifyTime: number | null;
}

export type VisualDevFields = Pick<VisualDev,
  'fullName' | 'enCode' | 'category' | 'type' | 'webType' | 'description' | 'sortCode' | 'enabledMark' | 'formData' | 'columnData' | 'tables' | 'dbLinkId'>;

const COLUMNS = `v.id, v.full_name AS fullName, v.en_code AS enCode, v.category, v.type, v.web_type AS webType, v.description,
  v.sort_code AS sortCode, v.enabled_mark AS enabledMark, v.form_data AS formData, v.column_data AS columnData, v.tables,
  v.db_link_id AS dbLinkId, v.released_version AS releasedVersion, r.form_data AS releasedFormData,
  r.column_data AS releasedColumnData, r.tables AS releasedTables, r.released_time AS releasedTime, v.menu_id AS menuId,
  v.creator_user_id AS creatorUserId, v.creator_time AS creatorTime, v.last_modify_user_id AS lastModifyUserId,
  v.last_modify_time AS lastModifyTime`;
const FROM = 'visualdev v LEFT JOIN visualdev_release r ON r.visualdev_id = v.id AND r.version = v.released_version';

/** A list row: no JSON, and whether the draft differs from the version in force. */
export interface VisualDevRow {
  id: string;
  fullName: string;
  enCode: string;
  category: string;
  type: number;
  webType: number;
  state: number;
  description: string;
  sortCode: number;
  enabledMark: number;
  releasedVersion: number | null;
  releasedTime: number | null;
  hasDraftChanges: number;
  menuId: string | null;
  creatorUser: string | null;
  creatorTime: number;
  lastModifyUser: string | null;
  lastModifyTime: number | null;
}

export const SORTABLE = {
  fullName: 'v.full_name',
  enCode: 'v.en_code',
  sortCode: 'v.sort_code',
  creatorTime: 'v.creator_time',
  lastModifyTime: 'v.last_modify_time',
} as const;
export type SortField = keyof typeof SORTABLE;

export interface ListQuery {
  keyword: string;
  category: string;
  type: number | null;
  releasedOnly: boolean;
  currentPage: number;
  pageSize: number;
  sidx: SortField | null;
  sort: 'asc' | 'desc';
}

export function listModules(db: Db, query: ListQuery): { list: VisualDevRow[]; total: number } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (query.keyword !== '') {
    const filter = keywordFilter(['v.full_name', 'v.en_code'], query.keyword);
    clauses.push(filter.sql);
    params.push(...filter.params);
  }
  if (query.category !== '') {
    clauses.push('v.category = ?');
    params.push(query.category);
  }
  if (query.type !== null) {
    clauses.push('v.type = ?');
    params.push(query.type);
  }
  if (query.releasedOnly) clauses.push('v.released_version IS NOT NULL');
  const where = clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '';
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM visualdev v ${where}`).get(...params) as { n: number }).n;
  // Column names come from the SORTABLE whitelist only.
  const order = query.sidx ? `${SORTABLE[query.sidx]} ${query.sort === 'asc' ? 'ASC' : 'DESC'}, v.id` : 'v.sort_code ASC, v.creator_time DESC, v.id';
  const list = db.prepare(`SELECT v.id, v.full_name AS fullName, v.en_code AS enCode, v.category, v.type, v.web_type AS webType,
      CASE WHEN v.released_version IS NULL THEN 0 ELSE 1 END AS state, v.description, v.sort_code AS sortCode,
      v.enabled_mark AS enabledMark, v.released_version AS releasedVersion, r.released_time AS releasedTime,
      CASE WHEN r.version IS NULL OR v.form_data IS NOT r.form_data OR v.column_data IS NOT r.column_data OR v.tables IS NOT r.tables
        THEN 1 ELSE 0 END AS hasDraftChanges,
      v.menu_id AS menuId, cu.real_name AS creatorUser, v.creator_time AS creatorTime, mu.real_name AS lastModifyUser,
      v.last_modify_time AS lastModifyTime
    FROM ${FROM} LEFT JOIN users cu ON cu.id = v.creator_user_id LEFT JOIN users mu ON mu.id = v.last_modify_user_id
    ${where} ORDER BY ${order} LIMIT ? OFFSET ?`).all(...params, query.pageSize, (query.currentPage - 1) * query.pageSize) as VisualDevRow[];
  return { list, total };
}

export function findModule(db: Db, id: string): VisualDev | undefined {
  return statement(db, `SELECT ${COLUMNS} FROM ${FROM} WHERE v.id = ?`).get(id) as VisualDev | undefined;
}

export function moduleCodeTaken(db: Db, enCode: string, exceptId: string | null): boolean {
  return db.prepare('SELECT 1 FROM visualdev WHERE en_code = ? COLLATE NOCASE AND id IS NOT ?').get(enCode, exceptId) !== undefined;
}

export function insertModule(db: Db, input: VisualDevFields & { id: string; userId: string; now: number }): void {
  db.prepare(`INSERT INTO visualdev (id, full_name, en_code, category, type, web_type, description, sort_code, enabled_mark,
      form_data, column_data, tables, db_link_id, creator_user_id, creator_time)
    VALUES (@id, @fullName, @enCode, @category, @type, @webType, @description, @sortCode, @enabledMark,
      @formData, @columnData, @tables, @dbLinkId, @userId, @now)`).run(input);
}

export function updateModule(db: Db, id: string, input: VisualDevFields & { userId: string; now: number }): void {
  db.prepare(`UPDATE visualdev SET full_name = @fullName, en_code = @enCode, category = @category, type = @type, web_type = @webType,
      description = @description, sort_code = @sortCode, enabled_mark = @enabledMark, form_data = @formData,
      column_data = @columnData, tables = @tables, db_link_id = @dbLinkId, last_modify_user_id = @userId, last_modify_time = @now
    WHERE id = @id`).run({ ...input, id });
}

/** The module goes; its runtime tables and their records stay (data is never dropped by a designer). */
export function deleteModule(db: Db, id: string): void {
  db.prepare('DELETE FROM visualdev WHERE id = ?').run(id);
}

export interface ReleaseRow {
  version: number;
  formData: string;
  columnData: string | null;
  tables: string;
  releasedUser: string | null;
  releasedTime: number;
}

export function listReleases(db: Db, id: string): ReleaseRow[] {
  return db.prepare(`SELECT r.version, r.form_data AS formData, r.column_data AS columnData, r.tables, u.real_name AS releasedUser,
      r.released_time AS releasedTime
    FROM visualdev_release r LEFT JOIN users u ON u.id = r.released_user_id WHERE r.visualdev_id = ? ORDER BY r.version DESC`).all(id) as ReleaseRow[];
}

/** Records a release and makes it the version in force; keeps the newest `keep` versions. */
export function recordRelease(
  db: Db,
  input: { id: string; formData: string; columnData: string | null; tables: string; userId: string; now: number; menuId: string; keep: number },
): number {
  const last = db.prepare('SELECT MAX(version) AS v FROM visualdev_release WHERE visualdev_id = ?').get(input.id) as { v: number | null };
  const version = (last.v ?? 0) + 1;
  db.prepare(`INSERT INTO visualdev_release (visualdev_id, version, form_data, column_data, tables, released_user_id, released_time)
    VALUES (?, ?, ?, ?, ?, ?, ?)`).run(input.id, version, input.formData, input.columnData, input.tables, input.userId, input.now);
  db.prepare('DELETE FROM visualdev_release WHERE visualdev_id = ? AND version <= ?').run(input.id, version - input.keep);
  db.prepare('UPDATE visualdev SET released_version = ?, menu_id = ? WHERE id = ?').run(version, input.menuId, input.id);
  return version;
}

/** Puts a released version's JSON back into the draft (before releasing it again: a rollback). */
export function restoreDraft(db: Db, id: string, release: ReleaseRow, userId: string, now: number): void {
  db.prepare(`UPDATE visualdev SET form_data = ?, column_data = ?, tables = ?, last_modify_user_id = ?, last_modify_time = ? WHERE id = ?`)
    .run(release.formData, release.columnData, release.tables, userId, now, id);
}

/** The module owning a runtime table, if any. */
export function tableOwner(db: Db, physical: string): { id: string; fullName: string } | undefined {
  return db.prepare(`SELECT v.id, v.full_name AS fullName FROM visualdev_tables t JOIN visualdev v ON v.id = t.visualdev_id
    WHERE t.physical_name = ?`).get(physical) as { id: string; fullName: string } | undefined;
}

export function claimTable(db: Db, physical: string, id: string, kind: 'main' | 'child'): void {
  db.prepare('INSERT INTO visualdev_tables (physical_name, visualdev_id, kind) VALUES (?, ?, ?) ON CONFLICT (physical_name) DO NOTHING').run(physical, id, kind);
}

export function ownedTables(db: Db, id: string): { physical: string; kind: 'main' | 'child' }[] {
  return db.prepare('SELECT physical_name AS physical, kind FROM visualdev_tables WHERE visualdev_id = ?').all(id) as { physical: string; kind: 'main' | 'child' }[];
}

export function dictionaryTypeExists(db: Db, id: string): boolean {
  return db.prepare('SELECT 1 FROM dictionary_types WHERE id = ?').get(id) !== undefined;
}

/** By enCode or id, as BillNumber resolves a rule. */
export function billRuleExists(db: Db, code: string): boolean {
  return db.prepare('SELECT 1 FROM bill_rules WHERE en_code = ? OR id = ?').get(code, code) !== undefined;
}

/** What the runtime needs of a module, read on every call (a key lookup). */
export interface Released {
  id: string;
  fullName: string;
  enCode: string;
  type: number;
  webType: number;
  menuId: string | null;
  menuCode: string | null;
  version: number;
  formData: string;
  columnData: string | null;
  tables: string;
}

export function findReleased(db: Db, id: string): Released | undefined {
  return statement(db, `SELECT v.id, v.full_name AS fullName, v.en_code AS enCode, v.type, v.web_type AS webType, v.menu_id AS menuId,
      m.en_code AS menuCode, r.version, r.form_data AS formData, r.column_data AS columnData, r.tables
    FROM visualdev v JOIN visualdev_release r ON r.visualdev_id = v.id AND r.version = v.released_version
    LEFT JOIN modules m ON m.id = v.menu_id
    WHERE v.id = ?`).get(id) as Released | undefined;
}

/** Ids of every released module, enabled or not (their runtime tables hold records either way). */
export function releasedModuleIds(db: Db): string[] {
  return (db.prepare('SELECT id FROM visualdev WHERE released_version IS NOT NULL ORDER BY id').all() as { id: string }[]).map((row) => row.id);
}

/** Released modules for pickers (relation forms): id, name and category only. */
export function releasedSelector(db: Db): { id: string; fullName: string; enCode: string; category: string; type: number }[] {
  return db.prepare(`SELECT id, full_name AS fullName, en_code AS enCode, category, type FROM visualdev
    WHERE released_version IS NOT NULL AND enabled_mark = 1 ORDER BY category, sort_code, full_name`).all() as
    { id: string; fullName: string; enCode: string; category: string; type: number }[];
}
