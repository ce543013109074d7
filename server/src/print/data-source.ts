// A data-source template's SQL: checked (single read-only SELECT, only @formId, only what the
// policy lets it read) before it is saved and before every run, then run through the child
// process with a time limit. Every refusal becomes a 400 that says what to change.
import { checkSelect, sqlError as sharedSqlError, type SqlMessageKeys } from '../sql-readonly/check';
import { PRINT_SOURCE_TABLES } from './source-policy';
import { type Inspection, type Row, type SqlRunner } from './sql-runner';

export const SQL_MAX = 10_000;
export const TABLES_MAX = 10;
/** Rows of one sub-table on a print-out. */
export const TABLE_ROWS_MAX = 1000;

export interface SqlTemplate {
  main: string;
  tables: Array<{ name: string; sql: string }>;
}

export const EMPTY_SQL_TEMPLATE: SqlTemplate = { main: '', tables: [] };

const PRINT_SQL_KEYS: SqlMessageKeys = {
  selectOnly: 'printSqlSelectOnly',
  params: 'printSqlParams',
  invalid: 'printSqlInvalid',
  timeout: 'printSqlTimeout',
  unavailable: 'printSqlUnavailable',
  table: 'printSqlTable',
  column: 'printSqlColumn',
  function: 'printSqlFunction',
  virtual: 'printSqlVirtual',
};

/** The runner's failures as API errors: refusals and timeouts are the author's to fix (400), a dead process is ours (503). */
export function sqlError(error: unknown, timeoutMs: number): unknown {
  return sharedSqlError(error, timeoutMs, PRINT_SQL_KEYS);
}

/** Compiles and checks one statement (single read-only SELECT, only @formId, the print allow-list); its result columns when the policy allows it. */
export async function checkSql(runner: SqlRunner, sql: string, timeoutMs: number): Promise<Inspection> {
  return checkSelect({ sql, inspect: (text) => runner.inspect(text), allow: PRINT_SOURCE_TABLES, keys: PRINT_SQL_KEYS, timeoutMs });
}

/** Runs a checked statement for one record. */
export async function runSql(runner: SqlRunner, sql: string, formId: string, maxRows: number, timeoutMs: number): Promise<Row[]> {
  await checkSql(runner, sql, timeoutMs);
  try {
    return await runner.run(sql, formId, maxRows);
  } catch (error) {
    throw sqlError(error, timeoutMs);
  }
}
