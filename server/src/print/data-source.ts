// A data-source template's SQL: checked (single read-only SELECT, only @formId, only what the
// policy lets it read) before it is saved and before every run, then run through the child
// process with a time limit. Every refusal becomes a 400 that says what to change.
import { ApiError, badRequest } from '../plugins/errors';
import { checkReadPolicy, startsAsSelect, type Violation } from './source-policy';
import { SqlRefused, SqlTimeout, type Inspection, type Row, type SqlRunner } from './sql-runner';
import { sqlProblem } from '../data-interface/sql-problems';

export const SQL_MAX = 10_000;
export const TABLES_MAX = 10;
/** Rows of one sub-table on a print-out. */
export const TABLE_ROWS_MAX = 1000;

export interface SqlTemplate {
  main: string;
  tables: Array<{ name: string; sql: string }>;
}

export const EMPTY_SQL_TEMPLATE: SqlTemplate = { main: '', tables: [] };

function violationError(violation: Violation): ApiError {
  switch (violation.key) {
    case 'printSqlTable':
      return badRequest('printSqlTable', { name: violation.name });
    case 'printSqlColumn':
      return badRequest('printSqlColumn', { table: violation.table, column: violation.column });
    case 'printSqlFunction':
      return badRequest('printSqlFunction', { name: violation.name });
    default:
      return badRequest('printSqlVirtual');
  }
}

/** The runner's failures as API errors: refusals and timeouts are the author's to fix (400), a dead process is ours (503). */
export function sqlError(error: unknown, timeoutMs: number): unknown {
  if (error instanceof SqlRefused) {
    if (error.kind === 'params') return badRequest('printSqlParams');
    if (error.kind === 'multiple') return badRequest('printSqlSelectOnly');
    return sqlProblem(error.message) ?? badRequest('printSqlInvalid', { detail: error.message });
  }
  if (error instanceof SqlTimeout) return badRequest('printSqlTimeout', { seconds: Math.round(timeoutMs / 100) / 10 });
  if (error instanceof Error && error.name === 'SqlUnavailable') return new ApiError(503, 'printSqlUnavailable');
  return error;
}

/** Compiles and checks one statement; its result columns when the policy allows it. */
export async function checkSql(runner: SqlRunner, sql: string, timeoutMs: number): Promise<Inspection> {
  if (!startsAsSelect(sql)) throw badRequest('printSqlSelectOnly');
  let inspection: Inspection;
  try {
    inspection = await runner.inspect(sql);
  } catch (error) {
    throw sqlError(error, timeoutMs);
  }
  if (!inspection.reader || !inspection.readonly) throw badRequest('printSqlSelectOnly');
  const violation = checkReadPolicy(inspection.program, inspection.schema);
  if (violation) throw violationError(violation);
  return inspection;
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
