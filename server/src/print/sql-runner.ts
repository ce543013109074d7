import { spawn, type ChildProcess } from 'node:child_process';
import type { ExplainRow, SchemaObject } from './source-policy';

/**
 * Print data-source SQL runs in a child process with its own read-only connection to the
 * database file (query_only on top), never on the server's connection. Why a process and not a
 * worker thread: better-sqlite3 steps a statement inside native code, where neither a worker's
 * terminate() nor any JavaScript timer can stop it, and it has no interrupt. A process can be
 * killed at any instruction; the next query starts a fresh one. It gets no environment but the
 * two paths it needs, and a small heap.
 */

export interface Inspection {
  /** Result column names, in order. */
  columns: string[];
  /** sqlite3_stmt_readonly and "returns rows". */
  readonly: boolean;
  reader: boolean;
  /** Whether the statement takes the @formId parameter (the only one allowed). */
  usesFormId: boolean;
  program: ExplainRow[];
  schema: SchemaObject[];
}

export type Row = Record<string, string | number | null>;

/** Why the child refused a statement: SQL it cannot compile, more than one statement, or parameters other than @formId. */
export class SqlRefused extends Error {
  constructor(
    readonly kind: 'syntax' | 'multiple' | 'params',
    detail: string,
  ) {
    super(detail);
    this.name = 'SqlRefused';
  }
}

export class SqlTimeout extends Error {
  constructor(readonly ms: number) {
    super(`print sql: stopped after ${ms} ms`);
    this.name = 'SqlTimeout';
  }
}

export class SqlUnavailable extends Error {
  constructor(detail: string) {
    super(`print sql: ${detail}`);
    this.name = 'SqlUnavailable';
  }
}

export interface SqlRunner {
  inspect(sql: string): Promise<Inspection>;
  /** At most `maxRows` rows; strings are cut at 10,000 characters and blobs become null. */
  run(sql: string, formId: string | null, maxRows: number): Promise<Row[]>;
  close(): Promise<void>;
}

export const DEFAULT_SQL_TIMEOUT_MS = 3000;

// Plain JavaScript for `node -e`, so the same code runs from tsc's output, tsx and jest.
const CHILD_SOURCE = `
const Database = require(process.env.ATRIUM_PRINT_DRIVER);
const db = new Database(process.env.ATRIUM_PRINT_DB, { readonly: true, fileMustExist: true });
db.pragma('query_only = 1');
db.pragma('busy_timeout = 2000');
const TEXT_MAX = 10000;
const refuse = (kind, error) => ({ refused: kind, detail: String(error && error.message || error).slice(0, 300) });
function schema() {
  const objects = db.prepare("SELECT type, name, tbl_name AS tableName, rootpage FROM sqlite_schema WHERE type IN ('table', 'index') AND rootpage > 0").all();
  const quote = (name) => '"' + name.replace(/"/g, '""') + '"';
  return objects.map((object) => {
    let columns = [];
    try {
      columns = object.type === 'table'
        ? db.prepare('PRAGMA table_info(' + quote(object.name) + ')').all().map((c) => c.name)
        : db.prepare('PRAGMA index_xinfo(' + quote(object.name) + ')').all().map((c) => (c.cid === -1 ? 'rowid' : c.cid === -2 ? null : c.name));
    } catch { columns = []; }
    return { type: object.type, name: object.name, tableName: object.tableName, rootpage: object.rootpage, columns };
  });
}
function compile(sql) {
  try { return { statement: db.prepare(sql) }; }
  catch (error) { return refuse(/more than one statement/i.test(error.message) ? 'multiple' : 'syntax', error); }
}
// Bound by name only: any other name, or a positional ?, fails here ("missing named parameter",
// "too few parameter values"); a statement without parameters ignores the object.
function explain(sql) {
  const program = db.prepare('EXPLAIN ' + sql).all({ formId: null });
  return { program, usesFormId: program.some((row) => row.opcode === 'Variable') };
}
function inspect(sql) {
  const compiled = compile(sql);
  if (compiled.refused) return compiled;
  const statement = compiled.statement;
  let plan;
  try { plan = explain(sql); } catch (error) { return refuse('params', error); }
  const columns = statement.reader ? statement.columns().map((c) => c.name) : [];
  return { columns, readonly: statement.readonly, reader: statement.reader, usesFormId: plan.usesFormId, program: plan.program, schema: schema() };
}
function clean(value) {
  if (value === null || typeof value === 'number') return value;
  if (typeof value === 'string') return value.length > TEXT_MAX ? value.slice(0, TEXT_MAX) : value;
  if (typeof value === 'bigint') return Number(value);
  return null;
}
function run(sql, formId, maxRows) {
  const statement = db.prepare(sql);
  const rows = [];
  const iterator = statement.iterate({ formId });
  for (const row of iterator) {
    const out = {};
    for (const key of Object.keys(row)) out[key] = clean(row[key]);
    rows.push(out);
    if (rows.length >= maxRows) break;
  }
  return { rows };
}
process.on('message', (message) => {
  let answer;
  try {
    answer = message.op === 'inspect' ? inspect(message.sql) : run(message.sql, message.formId, message.maxRows);
  } catch (error) {
    answer = refuse('syntax', error);
  }
  process.send({ id: message.id, ...answer });
});
`;

interface Pending {
  /** The process asked: only its own exit fails the request. */
  child: ChildProcess;
  resolve: (answer: Record<string, unknown>) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/** A runner over the database file `file`; the child starts on first use and after every kill. */
export function createSqlRunner(file: string, timeoutMs = DEFAULT_SQL_TIMEOUT_MS): SqlRunner {
  let child: ChildProcess | null = null;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error, of?: ChildProcess) => {
    for (const [id, waiting] of pending) {
      if (of && waiting.child !== of) continue;
      pending.delete(id);
      clearTimeout(waiting.timer);
      waiting.reject(error);
    }
  };

  const stop = (target: ChildProcess) => {
    if (child === target) child = null;
    target.removeAllListeners('message');
    if (target.exitCode === null && target.signalCode === null) target.kill('SIGKILL');
  };

  const start = (): ChildProcess => {
    const started = spawn(process.execPath, ['--max-old-space-size=128', '-e', CHILD_SOURCE], {
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
      env: { ATRIUM_PRINT_DRIVER: require.resolve('better-sqlite3'), ATRIUM_PRINT_DB: file },
    });
    started.on('message', (message: Record<string, unknown> & { id: number }) => {
      const waiting = pending.get(message.id);
      if (!waiting) return;
      pending.delete(message.id);
      clearTimeout(waiting.timer);
      waiting.resolve(message);
    });
    started.on('error', (error) => {
      stop(started);
      failAll(new SqlUnavailable(error.message), started);
    });
    started.on('exit', (code, signal) => {
      if (child === started) child = null;
      failAll(new SqlUnavailable(`the query process stopped (${signal ?? code})`), started);
    });
    // A finished server (or test) never waits for the query process.
    started.unref();
    started.channel?.unref();
    return started;
  };

  const ask = (message: Record<string, unknown>): Promise<Record<string, unknown>> => {
    child ??= start();
    const target = child;
    const id = (nextId += 1);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        // Everything queued behind the runaway statement dies with it: they fail as unavailable and may be retried.
        stop(target);
        reject(new SqlTimeout(timeoutMs));
      }, timeoutMs);
      pending.set(id, { child: target, resolve, reject, timer });
      target.send({ ...message, id });
    });
  };

  const refusedOf = (answer: Record<string, unknown>): SqlRefused | null =>
    typeof answer.refused === 'string' ? new SqlRefused(answer.refused as SqlRefused['kind'], String(answer.detail ?? '')) : null;

  return {
    async inspect(sql) {
      const answer = await ask({ op: 'inspect', sql });
      const refused = refusedOf(answer);
      if (refused) throw refused;
      return answer as unknown as Inspection;
    },
    async run(sql, formId, maxRows) {
      const answer = await ask({ op: 'run', sql, formId, maxRows });
      const refused = refusedOf(answer);
      if (refused) throw refused;
      return (answer.rows ?? []) as Row[];
    },
    async close() {
      const running = child;
      child = null;
      failAll(new SqlUnavailable('closed'));
      if (running) stop(running);
    },
  };
}
