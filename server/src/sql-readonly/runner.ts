import { spawn, type ChildProcess } from 'node:child_process';
import type { ExplainRow, SchemaObject } from './read-policy';

/**
 * Read-only SQL against the server's database file, for features that let an author write a
 * SELECT (print data sources, data interfaces). Each statement runs in a child process with its
 * own read-only connection (`readonly: true`, query_only on top), never on the server's
 * connection. A process rather than a worker thread: better-sqlite3 steps a statement inside
 * native code, where neither a worker's terminate() nor any JavaScript timer can stop it, and it
 * has no interrupt; a process can be killed at any instruction, and the next call starts a fresh
 * one. The child gets no environment but the two paths it needs (and the server's TZ), and a small heap. Parameters
 * are bound by name only (`@name`, `:name` or `$name`); a positional `?` or an undeclared name
 * fails to bind. A statement's time limit starts when the child says it is ready (node started,
 * database opened), so a slow process start on a busy machine is never taken for a runaway
 * statement. What a statement may read is each feature's policy (read-policy.ts, check.ts).
 */

export interface Inspection {
  /** Result column names, in order. */
  columns: string[];
  /** sqlite3_stmt_readonly and "returns rows". */
  readonly: boolean;
  reader: boolean;
  program: ExplainRow[];
  schema: SchemaObject[];
}

export type Row = Record<string, string | number | null>;
export type Bindings = Record<string, string | number | null>;

/** Why the child refused a statement: SQL it cannot compile, more than one statement (or not a query), or parameters it cannot bind. */
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
    super(`read-only sql: stopped after ${ms} ms`);
    this.name = 'SqlTimeout';
  }
}

export class SqlUnavailable extends Error {
  constructor(detail: string) {
    super(`read-only sql: ${detail}`);
    this.name = 'SqlUnavailable';
  }
}

export interface SqlRunner {
  /** Compiles `sql` with every declared parameter bound (to null) and reports what it is. */
  inspect(sql: string, paramNames: readonly string[]): Promise<Inspection>;
  /** At most `maxRows` rows; strings are cut at 10,000 characters and blobs become null. */
  run(sql: string, bindings: Bindings, maxRows: number): Promise<Row[]>;
  close(): Promise<void>;
}

// Plain JavaScript for `node -e`, so the same code runs from tsc's output, tsx and jest.
/** How long a fresh query process may take to start (node, the driver, the database file). */
const STARTUP_LIMIT_MS = 15_000;

const CHILD_SOURCE = `
if (process.env.ATRIUM_SQL_START_DELAY) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Number(process.env.ATRIUM_SQL_START_DELAY));
const Database = require(process.env.ATRIUM_SQL_DRIVER);
const db = new Database(process.env.ATRIUM_SQL_DB, { readonly: true, fileMustExist: true });
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
function inspect(sql, names) {
  let statement;
  try { statement = db.prepare(sql); }
  catch (error) { return refuse(/more than one statement/i.test(error.message) ? 'multiple' : 'syntax', error); }
  const nulls = {};
  for (const name of names) nulls[name] = null;
  let program;
  try { program = db.prepare('EXPLAIN ' + sql).all(nulls); } catch (error) { return refuse('params', error); }
  const columns = statement.reader ? statement.columns().map((c) => c.name) : [];
  return { columns, readonly: statement.readonly, reader: statement.reader, program, schema: schema() };
}
function clean(value) {
  if (value === null || typeof value === 'number') return value;
  if (typeof value === 'string') return value.length > TEXT_MAX ? value.slice(0, TEXT_MAX) : value;
  // Record ids of online-dev tables are 64-bit: beyond 2^53 a number would change them, text keeps them.
  if (typeof value === 'bigint') return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value.toString();
  return null;
}
function run(sql, bindings, maxRows) {
  const statement = db.prepare(sql);
  if (!statement.reader || !statement.readonly) return refuse('multiple', 'not a query');
  statement.safeIntegers(true);
  const rows = [];
  for (const row of statement.iterate(bindings)) {
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
    answer = message.op === 'inspect' ? inspect(message.sql, message.names) : run(message.sql, message.bindings, message.maxRows);
  } catch (error) {
    answer = refuse(/named parameter|parameter values/i.test(String(error && error.message)) ? 'params' : 'syntax', error);
  }
  process.send({ id: message.id, ...answer });
});
process.send({ ready: true });
`;

interface Pending {
  child: ChildProcess;
  resolve: (answer: Record<string, unknown>) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

export interface RunnerOptions {
  /** Tests only: the child waits this long before it opens the database (a slow start on a busy machine). */
  startDelayMs?: number;
}

/** A runner over the database file `file`; the child starts on first use and after every kill. */
export function createSqlRunner(file: string, timeoutMs: number, options: RunnerOptions = {}): SqlRunner {
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

  // A child is usable once it says so (node started, the database opened): the statement's limit
  // starts then, so a slow process start on a busy machine is never taken for a runaway statement.
  const readiness = new WeakMap<ChildProcess, Promise<void>>();

  const start = (): ChildProcess => {
    const started = spawn(process.execPath, ['--max-old-space-size=128', '-e', CHILD_SOURCE], {
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
      env: {
        ATRIUM_SQL_DRIVER: require.resolve('better-sqlite3'),
        ATRIUM_SQL_DB: file,
        // The server's time zone, so SQLite's 'localtime' is the server's day (as bill numbers and file names have it), not the machine's.
        ...(process.env.TZ ? { TZ: process.env.TZ } : {}),
        ...(options.startDelayMs ? { ATRIUM_SQL_START_DELAY: String(options.startDelayMs) } : {}),
      },
    });
    let ready: () => void = () => undefined;
    let failed: (error: Error) => void = () => undefined;
    const readyPromise = new Promise<void>((resolve, reject) => {
      ready = resolve;
      failed = reject;
    });
    // Awaited by every ask; a child that never gets ready fails them through failed().
    readyPromise.catch(() => undefined);
    const startTimer = setTimeout(() => {
      stop(started);
      failed(new SqlUnavailable(`the query process did not start within ${STARTUP_LIMIT_MS} ms`));
    }, STARTUP_LIMIT_MS);
    startTimer.unref();
    readiness.set(started, readyPromise);
    started.on('message', (message: Record<string, unknown> & { id: number }) => {
      if (message.ready === true) {
        clearTimeout(startTimer);
        ready();
        return;
      }
      const waiting = pending.get(message.id);
      if (!waiting) return;
      pending.delete(message.id);
      clearTimeout(waiting.timer);
      waiting.resolve(message);
    });
    started.on('error', (error) => {
      clearTimeout(startTimer);
      stop(started);
      failed(new SqlUnavailable(error.message));
      failAll(new SqlUnavailable(error.message), started);
    });
    started.on('exit', (code, signal) => {
      clearTimeout(startTimer);
      if (child === started) child = null;
      failed(new SqlUnavailable(`the query process stopped (${signal ?? code})`));
      failAll(new SqlUnavailable(`the query process stopped (${signal ?? code})`), started);
    });
    started.unref();
    started.channel?.unref();
    return started;
  };

  const ask = async (message: Record<string, unknown>): Promise<Record<string, unknown>> => {
    child ??= start();
    const target = child;
    await readiness.get(target);
    const id = (nextId += 1);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id);
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
    async inspect(sql, paramNames) {
      const answer = await ask({ op: 'inspect', sql, names: [...paramNames] });
      const refused = refusedOf(answer);
      if (refused) throw refused;
      return answer as unknown as Inspection;
    },
    async run(sql, bindings, maxRows) {
      const answer = await ask({ op: 'run', sql, bindings, maxRows });
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
