import type { Db } from '../../db/connection';
import { EVERYTHING, type SqlFragment } from '../../permission/data-rules';
import { FOREIGN_KEY_COLUMN, ROW_ORDER_COLUMN, quote } from '../identifiers';
import type { RefSource } from '../kinds';
import type { CompiledTable } from '../model';

/**
 * SQL over the runtime tables (ext_*). Every identifier comes from a compiled model (validated
 * names) and goes through quote(); every value is a bound parameter.
 */

/** A stored row: column name → stored value. */
export type StoredRow = Record<string, unknown>;

/** The main table's own system columns, as the API names them. */
export const SYSTEM_COLUMNS = {
  creatorUserId: 'creator_user_id',
  creatorTime: 'creator_time',
  lastModifyUserId: 'last_modify_user_id',
  lastModifyTime: 'last_modify_time',
} as const;

/** Ids are INTEGER in the table and strings in the API: read as text, never through a JS number (they pass 2^53). */
const selectList = (table: CompiledTable): string =>
  ['CAST("id" AS TEXT) AS "id"', ...table.fields.map((field) => quote(field.vModel)),
    ...(table.kind === 'main' ? Object.values(SYSTEM_COLUMNS).map((column) => quote(column)) : [quote(ROW_ORDER_COLUMN)])].join(', ');

export interface ListSql {
  where: SqlFragment;
  /** ORDER BY clause, built from quoted model names only. */
  order: string;
  limit: number;
  offset: number;
}

/** No WHERE at all when nothing filters: SQLite then counts the table from its B-tree without reading rows. */
const whereOf = (where: SqlFragment): string => (where.sql === EVERYTHING.sql ? '' : `WHERE ${where.sql}`);

export function countRecords(db: Db, table: CompiledTable, where: SqlFragment): number {
  return (db.prepare(`SELECT COUNT(*) AS n FROM ${quote(table.physical)} t ${whereOf(where)}`).get(...where.params) as { n: number }).n;
}

export function listRecords(db: Db, table: CompiledTable, query: ListSql): StoredRow[] {
  return db.prepare(`SELECT ${selectList(table)} FROM ${quote(table.physical)} t ${whereOf(query.where)} ORDER BY ${query.order} LIMIT ? OFFSET ?`)
    .all(...query.where.params, query.limit, query.offset) as StoredRow[];
}

/** Every matching row in list order, read as they are written out (exports). */
export function iterateRecords(db: Db, table: CompiledTable, where: SqlFragment, order: string): IterableIterator<StoredRow> {
  return db.prepare(`SELECT ${selectList(table)} FROM ${quote(table.physical)} t ${whereOf(where)} ORDER BY ${order}`).iterate(...where.params) as IterableIterator<StoredRow>;
}

export function findRecord(db: Db, table: CompiledTable, id: string): StoredRow | undefined {
  return db.prepare(`SELECT ${selectList(table)} FROM ${quote(table.physical)} WHERE "id" = ?`).get(id) as StoredRow | undefined;
}

/** Whether the row exists and the scope lets the caller reach it. */
export function recordInScope(db: Db, table: CompiledTable, id: string, scope: SqlFragment): boolean {
  return db.prepare(`SELECT 1 FROM ${quote(table.physical)} t WHERE t."id" = ? AND (${scope.sql})`).get(id, ...scope.params) !== undefined;
}

export function childRows(db: Db, table: CompiledTable, mainId: string): StoredRow[] {
  return db.prepare(`SELECT ${selectList(table)} FROM ${quote(table.physical)} WHERE ${quote(FOREIGN_KEY_COLUMN)} = ? ORDER BY ${quote(ROW_ORDER_COLUMN)}, "id"`)
    .all(mainId) as StoredRow[];
}

/** Rows of several main rows at once (list displays of sub-table columns, exports). */
export function childRowsOf(db: Db, table: CompiledTable, mainIds: readonly string[]): Map<string, StoredRow[]> {
  const result = new Map<string, StoredRow[]>();
  if (mainIds.length === 0) return result;
  const rows = db.prepare(`SELECT ${selectList(table)}, CAST(${quote(FOREIGN_KEY_COLUMN)} AS TEXT) AS "__main" FROM ${quote(table.physical)}
    WHERE ${quote(FOREIGN_KEY_COLUMN)} IN (${mainIds.map(() => '?').join(', ')}) ORDER BY ${quote(ROW_ORDER_COLUMN)}, "id"`).all(...mainIds) as StoredRow[];
  for (const row of rows) {
    const main = String(row.__main);
    const list = result.get(main) ?? [];
    list.push(row);
    result.set(main, list);
  }
  return result;
}

export function insertRow(db: Db, physical: string, values: Readonly<Record<string, unknown>>): void {
  const columns = Object.keys(values);
  db.prepare(`INSERT INTO ${quote(physical)} (${columns.map(quote).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`)
    .run(...columns.map((column) => values[column]));
}

export function updateRow(db: Db, physical: string, id: string, values: Readonly<Record<string, unknown>>): void {
  const columns = Object.keys(values);
  if (columns.length === 0) return;
  db.prepare(`UPDATE ${quote(physical)} SET ${columns.map((column) => `${quote(column)} = ?`).join(', ')} WHERE "id" = ?`)
    .run(...columns.map((column) => values[column]), id);
}

export function deleteChildRows(db: Db, physical: string, mainId: string): void {
  db.prepare(`DELETE FROM ${quote(physical)} WHERE ${quote(FOREIGN_KEY_COLUMN)} = ?`).run(mainId);
}

/** Deletes main rows (their child rows go by ON DELETE CASCADE); returns how many went. */
export function deleteRecords(db: Db, table: CompiledTable, ids: readonly string[]): number {
  const remove = db.prepare(`DELETE FROM ${quote(table.physical)} WHERE "id" = ?`);
  let count = 0;
  for (const id of ids) count += remove.run(id).changes;
  return count;
}

const REF_SQL: Record<Exclude<RefSource, 'usersMixed'>, { table: string; name: string }> = {
  users: { table: 'users', name: "real_name || '/' || account" },
  organizations: { table: 'organizations', name: 'full_name' },
  positions: { table: 'positions', name: 'full_name' },
  roles: { table: 'roles', name: 'full_name' },
  groups: { table: 'user_groups', name: 'full_name' },
  areas: { table: 'areas', name: 'full_name' },
};

/** id → display name of the ids that exist in a picker's table (users as JNPF shows them: 姓名/账号). */
export function refNames(db: Db, source: Exclude<RefSource, 'usersMixed'>, ids: readonly string[]): Map<string, string> {
  const names = new Map<string, string>();
  const { table, name } = REF_SQL[source];
  const unique = [...new Set(ids)];
  // Chunks keep the statement under SQLite's parameter limit however many ids a page holds.
  for (let start = 0; start < unique.length; start += 500) {
    const chunk = unique.slice(start, start + 500);
    const rows = db.prepare(`SELECT id, ${name} AS name FROM ${table} WHERE id IN (${chunk.map(() => '?').join(', ')})`).all(...chunk) as { id: string; name: string }[];
    for (const row of rows) names.set(row.id, row.name);
  }
  return names;
}

/** value → label of a dictionary's enabled items, keyed by id or enCode as the field's props say. */
export function dictionaryLabels(db: Db, typeId: string, valueKey: 'id' | 'enCode'): Map<string, string> {
  const rows = db.prepare(`SELECT ${valueKey === 'id' ? 'id' : 'en_code'} AS value, full_name AS label FROM dictionary_data
    WHERE dictionary_type_id = ? AND enabled_mark = 1`).all(typeId) as { value: string; label: string }[];
  return new Map(rows.map((row) => [row.value, row.label]));
}

/** The writer's organisation, whether it is a department, and position: what currOrganize, currDept and currPosition store. */
export function writerContext(db: Db, userId: string): { organizeId: string | null; isDepartment: boolean; positionId: string | null } {
  const row = db.prepare(`SELECT u.organize_id AS organizeId, o.category AS category, u.position_id AS positionId
    FROM users u LEFT JOIN organizations o ON o.id = u.organize_id WHERE u.id = ?`).get(userId) as
    { organizeId: string | null; category: string | null; positionId: string | null } | undefined;
  return { organizeId: row?.organizeId ?? null, isDepartment: row?.category === 'department', positionId: row?.positionId ?? null };
}
