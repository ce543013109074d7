import { RESERVED_WORDS } from './reserved-words';

/**
 * Names of the runtime tables and their columns. Designed tables live in the server's own
 * database next to the product's tables, so each gets this prefix: no designed name can reach
 * `users`, `modules` or any table a later migration adds (none of ours starts with it).
 */
export const TABLE_PREFIX = 'ext_';
/** PostgreSQL's limit is 63 bytes; 50 keeps the prefix and a suffix (`_fts`, `__new`) inside it. */
export const IDENTIFIER_MAX = 50;
const IDENTIFIER = /^[A-Za-z][A-Za-z0-9_]*$/;
/** `__` is kept for the server's own suffixes (indexes `__ct`, keyword index `__kw`, column moves `__new`). */
const designed = (name: string): boolean => name.length <= IDENTIFIER_MAX && IDENTIFIER.test(name) && !name.includes('__');

/** Columns the server fills on every main table. */
export const MAIN_SYSTEM_COLUMNS = ['id', 'creator_user_id', 'creator_time', 'last_modify_user_id', 'last_modify_time'] as const;
/** The link of a child row to its main row, and the order of rows inside a record. */
export const FOREIGN_KEY_COLUMN = 'foreign_id';
export const ROW_ORDER_COLUMN = 'row_order';

/**
 * Never a designed field: the system columns above, names kept for the flow engine and tenancy,
 * and SQLite's own aliases of the rowid (a column with one of those names hides the real rowid).
 */
const SYSTEM_NAMES: ReadonlySet<string> = new Set([
  ...MAIN_SYSTEM_COLUMNS,
  FOREIGN_KEY_COLUMN,
  ROW_ORDER_COLUMN,
  'flow_id', 'flow_state', 'flow_task_id', 'tenant_id', 'deleted_mark', 'version',
  'rowid', 'oid', '_rowid_',
]);

export type NameProblem = 'format' | 'reserved' | null;

/** Why `name` cannot name a designed table (null when it can). */
export function tableNameProblem(name: string): NameProblem {
  if (!designed(name)) return 'format';
  if (RESERVED_WORDS.has(name.toLowerCase())) return 'reserved';
  return null;
}

/** Why `name` cannot name a designed field (null when it can). SQLite compares names without case. */
export function fieldNameProblem(name: string): NameProblem {
  if (!designed(name)) return 'format';
  const lower = name.toLowerCase();
  if (RESERVED_WORDS.has(lower) || SYSTEM_NAMES.has(lower)) return 'reserved';
  return null;
}

/** The physical table of a designed table name: prefixed and lower case (PostgreSQL folds unquoted names). */
export function physicalTable(table: string): string {
  return `${TABLE_PREFIX}${table.toLowerCase()}`;
}

/**
 * A name as an SQL identifier. Every name reaching SQL was validated when the model was; this
 * checks again so that a caller passing something else fails loudly instead of building SQL.
 */
export function quote(name: string): string {
  if (!IDENTIFIER.test(name) || name.length > IDENTIFIER_MAX + TABLE_PREFIX.length + 8) {
    throw new Error(`atrium-server: visualdev: refusing to quote ${JSON.stringify(name)}`);
  }
  return `"${name}"`;
}
