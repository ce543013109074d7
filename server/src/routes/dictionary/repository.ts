import type { ScopedRows } from '../../permission/page-rights';
import type { Db } from '../../db/connection';
import { likeContains, namedKeywordFilter } from '../../db/search-index';

/** Root parent of dictionary categories (JNPF convention). */
export const TYPE_ROOT = '-1';
/** Root parent of dictionary data (spec section 3: parentId '0'). */
export const DATA_ROOT = '0';

export interface DictionaryType {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  isTree: number;
  sortCode: number;
  description: string;
  creatorTime: number;
  lastModifyTime: number | null;
}

export interface DictionaryData {
  id: string;
  dictionaryTypeId: string;
  parentId: string;
  fullName: string;
  enCode: string;
  enabledMark: number;
  sortCode: number;
  description: string;
  creatorTime: number;
  lastModifyTime: number | null;
}

const TYPE_COLUMNS = `id, parent_id AS parentId, full_name AS fullName, en_code AS enCode, is_tree AS isTree,
  sort_code AS sortCode, description, creator_time AS creatorTime, last_modify_time AS lastModifyTime`;
const DATA_COLUMNS = `id, dictionary_type_id AS dictionaryTypeId, parent_id AS parentId, full_name AS fullName,
  en_code AS enCode, enabled_mark AS enabledMark, sort_code AS sortCode, description,
  creator_time AS creatorTime, last_modify_time AS lastModifyTime`;
const ORDER = 'ORDER BY sort_code, creator_time, id';

export function listTypes(db: Db): DictionaryType[] {
  return db.prepare(`SELECT ${TYPE_COLUMNS} FROM dictionary_types ${ORDER}`).all() as DictionaryType[];
}

export function findType(db: Db, id: string): DictionaryType | undefined {
  return db.prepare(`SELECT ${TYPE_COLUMNS} FROM dictionary_types WHERE id = ?`).get(id) as DictionaryType | undefined;
}

/** Clients address a dictionary by id or by its code (e.g. "sex"). */
export function findTypeByIdOrCode(db: Db, idOrCode: string): DictionaryType | undefined {
  return findType(db, idOrCode)
    ?? (db.prepare(`SELECT ${TYPE_COLUMNS} FROM dictionary_types WHERE en_code = ?`).get(idOrCode) as DictionaryType | undefined);
}

export function typeCodeTaken(db: Db, enCode: string, exceptId: string | null): boolean {
  return db.prepare('SELECT 1 FROM dictionary_types WHERE en_code = ? AND id IS NOT ?').get(enCode, exceptId) !== undefined;
}

export function insertType(db: Db, type: Omit<DictionaryType, 'lastModifyTime'>): void {
  db.prepare(`INSERT INTO dictionary_types (id, parent_id, full_name, en_code, is_tree, sort_code, description, creator_time)
    VALUES (@id, @parentId, @fullName, @enCode, @isTree, @sortCode, @description, @creatorTime)`).run(type);
}

export function updateType(db: Db, id: string, input: Omit<DictionaryType, 'id' | 'creatorTime' | 'lastModifyTime'>, now: number): void {
  db.prepare(`UPDATE dictionary_types SET parent_id = @parentId, full_name = @fullName, en_code = @enCode,
    is_tree = @isTree, sort_code = @sortCode, description = @description, last_modify_time = @now WHERE id = @id`)
    .run({ ...input, id, now });
}

export function deleteType(db: Db, id: string): void {
  db.prepare('DELETE FROM dictionary_types WHERE id = ?').run(id);
}

export function countChildTypes(db: Db, id: string): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM dictionary_types WHERE parent_id = ?').get(id) as { n: number }).n;
}

export function listData(db: Db, typeId: string, options: { keyword?: string; enabledOnly?: boolean } = {}): DictionaryData[] {
  const clauses = ['dictionary_type_id = @typeId'];
  if (options.enabledOnly) clauses.push('enabled_mark = 1');
  if (options.keyword) clauses.push(namedKeywordFilter(['full_name', 'en_code']));
  return db.prepare(`SELECT ${DATA_COLUMNS} FROM dictionary_data WHERE ${clauses.join(' AND ')} ${ORDER}`)
    .all({ typeId, keyword: likeContains(options.keyword ?? '') }) as DictionaryData[];
}

export function listAllData(db: Db, options: { enabledOnly: boolean }): DictionaryData[] {
  const where = options.enabledOnly ? 'WHERE enabled_mark = 1' : '';
  return db.prepare(`SELECT ${DATA_COLUMNS} FROM dictionary_data ${where} ${ORDER}`).all() as DictionaryData[];
}

export function findData(db: Db, id: string): DictionaryData | undefined {
  return db.prepare(`SELECT ${DATA_COLUMNS} FROM dictionary_data WHERE id = ?`).get(id) as DictionaryData | undefined;
}

/** A dictionary item's name ('' when there is none): the category shown beside a data interface or print template. */
export function dataName(db: Db, id: string): string {
  return (db.prepare('SELECT full_name AS name FROM dictionary_data WHERE id = ?').get(id) as { name: string } | undefined)?.name ?? '';
}

export function dataCodeTaken(db: Db, typeId: string, enCode: string, exceptId: string | null): boolean {
  return db.prepare('SELECT 1 FROM dictionary_data WHERE dictionary_type_id = ? AND en_code = ? AND id IS NOT ?')
    .get(typeId, enCode, exceptId) !== undefined;
}

export function insertData(db: Db, item: Omit<DictionaryData, 'lastModifyTime'>): void {
  db.prepare(`INSERT INTO dictionary_data
    (id, dictionary_type_id, parent_id, full_name, en_code, enabled_mark, sort_code, description, creator_time)
    VALUES (@id, @dictionaryTypeId, @parentId, @fullName, @enCode, @enabledMark, @sortCode, @description, @creatorTime)`).run(item);
}

export function updateData(
  db: Db,
  id: string,
  input: Pick<DictionaryData, 'parentId' | 'fullName' | 'enCode' | 'enabledMark' | 'sortCode' | 'description'>,
  now: number,
): void {
  db.prepare(`UPDATE dictionary_data SET parent_id = @parentId, full_name = @fullName, en_code = @enCode,
    enabled_mark = @enabledMark, sort_code = @sortCode, description = @description, last_modify_time = @now WHERE id = @id`)
    .run({ ...input, id, now });
}

export function setDataEnabled(db: Db, id: string, enabled: number, now: number): void {
  db.prepare('UPDATE dictionary_data SET enabled_mark = ?, last_modify_time = ? WHERE id = ?').run(enabled, now, id);
}

export function deleteData(db: Db, id: string): void {
  db.prepare('DELETE FROM dictionary_data WHERE id = ?').run(id);
}

export function countData(db: Db, typeId: string): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM dictionary_data WHERE dictionary_type_id = ?').get(typeId) as { n: number }).n;
}

export function countNestedData(db: Db, typeId: string): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM dictionary_data WHERE dictionary_type_id = ? AND parent_id <> ?')
    .get(typeId, DATA_ROOT) as { n: number }).n;
}

export function countChildData(db: Db, id: string): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM dictionary_data WHERE parent_id = ?').get(id) as { n: number }).n;
}

export function dataIdsExist(db: Db, ids: readonly string[]): boolean {
  const find = db.prepare('SELECT 1 FROM dictionary_data WHERE id = ?');
  return ids.some((id) => find.get(id) !== undefined);
}

/** What a data rule on the dictionary page may name, as columns of `dictionary_data d`. */
export const DICTIONARY_DATA_SCOPE_COLUMNS = {
  id: 'd.id',
  dictionaryTypeId: 'd.dictionary_type_id',
  parentId: 'd.parent_id',
  fullName: 'd.full_name',
  enCode: 'd.en_code',
  enabledMark: 'd.enabled_mark',
  sortCode: 'd.sort_code',
  description: 'd.description',
  creatorTime: 'd.creator_time',
  lastModifyTime: 'd.last_modify_time',
} as const;

/** The items of the dictionary page, for single-row scope checks. */
export const DICTIONARY_DATA_ROWS: ScopedRows = { from: 'dictionary_data d', id: 'd.id', columns: DICTIONARY_DATA_SCOPE_COLUMNS };

/** A dictionary (category) by its items: the caller reaches it when they reach one of its items, as in the category tree. */
export const DICTIONARY_TYPE_ROWS: ScopedRows = { from: 'dictionary_data d', id: 'd.dictionary_type_id', columns: DICTIONARY_DATA_SCOPE_COLUMNS };

type Fragment = { sql: string; params: readonly unknown[] };

/** Ids of the items of one dictionary (all of them with typeId null) that the scope (over DICTIONARY_DATA_SCOPE_COLUMNS) lets through. */
export function dataIdsIn(db: Db, typeId: string | null, scope: Fragment): Set<string> {
  const rows = (typeId === null
    ? db.prepare(`SELECT d.id FROM dictionary_data d WHERE (${scope.sql})`).all(...scope.params)
    : db.prepare(`SELECT d.id FROM dictionary_data d WHERE d.dictionary_type_id = ? AND (${scope.sql})`).all(typeId, ...scope.params)) as { id: string }[];
  return new Set(rows.map((row) => row.id));
}

/** Ids of the dictionaries holding at least one item the scope lets through. */
export function typeIdsWithDataIn(db: Db, scope: Fragment): Set<string> {
  const rows = db.prepare(`SELECT DISTINCT d.dictionary_type_id AS id FROM dictionary_data d WHERE (${scope.sql})`).all(...scope.params) as { id: string }[];
  return new Set(rows.map((row) => row.id));
}
