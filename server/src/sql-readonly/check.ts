// The checks every read-only SELECT an author writes goes through before it is saved and before
// every run: it starts as a SELECT, compiles as one statement with only the declared parameters,
// is a read-only query, and reads only what the feature's allow-list lets it (read-policy.ts).
// Each feature names its own messages; the checks are the same.
import type { MessageKey } from '../i18n/messages';
import { ApiError, badRequest } from '../plugins/errors';
import { checkReadPolicy, startsAsSelect, type SourceAllowList, type Violation } from './read-policy';
import { SqlRefused, SqlTimeout, SqlUnavailable, type Inspection } from './runner';
import { sqlProblem } from './sql-problems';

/** A feature's message keys for each refusal. */
export interface SqlMessageKeys {
  selectOnly: MessageKey;
  params: MessageKey;
  /** With {detail}: SQLite's text when no friendlier sentence fits. */
  invalid: MessageKey;
  /** With {seconds}. */
  timeout: MessageKey;
  unavailable: MessageKey;
  /** With {name}. */
  table: MessageKey;
  /** With {table} and {column}. */
  column: MessageKey;
  /** With {name}. */
  function: MessageKey;
  virtual: MessageKey;
}

export function violationError(violation: Violation, keys: SqlMessageKeys): ApiError {
  switch (violation.key) {
    case 'table':
      return badRequest(keys.table, { name: violation.name });
    case 'column':
      return badRequest(keys.column, { table: violation.table, column: violation.column });
    case 'function':
      return badRequest(keys.function, { name: violation.name });
    default:
      return badRequest(keys.virtual);
  }
}

/** The runner's failures as API errors: refusals and timeouts are the author's to fix (400), a dead process is ours (503). */
export function sqlError(error: unknown, timeoutMs: number, keys: SqlMessageKeys): unknown {
  if (error instanceof SqlRefused) {
    if (error.kind === 'params') return badRequest(keys.params);
    if (error.kind === 'multiple') return badRequest(keys.selectOnly);
    return sqlProblem(error.message) ?? badRequest(keys.invalid, { detail: error.message });
  }
  if (error instanceof SqlTimeout) return badRequest(keys.timeout, { seconds: Math.round(timeoutMs / 100) / 10 });
  if (error instanceof SqlUnavailable) return new ApiError(503, keys.unavailable);
  return error;
}

export interface SelectCheck<I extends Inspection> {
  sql: string;
  /** Compiles the statement on the read-only runner with the names it may bind (any other, or a positional ?, refuses it). */
  inspect: (sql: string) => Promise<I>;
  allow: SourceAllowList;
  keys: SqlMessageKeys;
  timeoutMs: number;
}

/** Compiles and checks one statement on the read-only connection; its inspection when the policy allows it. */
export async function checkSelect<I extends Inspection>(check: SelectCheck<I>): Promise<I> {
  if (!startsAsSelect(check.sql)) throw badRequest(check.keys.selectOnly);
  let inspection: I;
  try {
    inspection = await check.inspect(check.sql);
  } catch (error) {
    throw sqlError(error, check.timeoutMs, check.keys);
  }
  if (!inspection.reader || !inspection.readonly) throw badRequest(check.keys.selectOnly);
  const violation = checkReadPolicy(inspection.program, inspection.schema, check.allow);
  if (violation) throw violationError(violation, check.keys);
  return inspection;
}
