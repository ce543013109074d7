import {
  createSqlRunner as createReadonlyRunner,
  type Inspection as ReadonlyInspection,
  type Row,
  type RunnerOptions,
} from '../sql-readonly/runner';

/**
 * Print data-source SQL runs through the shared read-only runner (sql-readonly/runner.ts: a
 * killable child process with its own read-only connection, a time limit counted from the
 * child's readiness). Print statements take one parameter only, the record id `@formId`.
 */

export { SqlRefused, SqlTimeout, SqlUnavailable, type Row } from '../sql-readonly/runner';

export interface Inspection extends ReadonlyInspection {
  /** Whether the statement takes the @formId parameter (the only one allowed). */
  usesFormId: boolean;
}

export interface SqlRunner {
  inspect(sql: string): Promise<Inspection>;
  /** At most `maxRows` rows; strings are cut at 10,000 characters and blobs become null. */
  run(sql: string, formId: string | null, maxRows: number): Promise<Row[]>;
  close(): Promise<void>;
}

export const DEFAULT_SQL_TIMEOUT_MS = 3000;

/** The only name a print statement may bind. */
export const PRINT_PARAMS: readonly string[] = ['formId'];

/** A runner over the database file `file`; the child starts on first use and after every kill. */
export function createSqlRunner(file: string, timeoutMs = DEFAULT_SQL_TIMEOUT_MS, options: RunnerOptions = {}): SqlRunner {
  const runner = createReadonlyRunner(file, timeoutMs, options);
  return {
    async inspect(sql) {
      const inspection = await runner.inspect(sql, PRINT_PARAMS);
      // With @formId the only bindable name, any Variable opcode is it.
      return { ...inspection, usesFormId: inspection.program.some((row) => row.opcode === 'Variable') };
    },
    run: (sql, formId, maxRows) => runner.run(sql, { formId }, maxRows),
    close: () => runner.close(),
  };
}
