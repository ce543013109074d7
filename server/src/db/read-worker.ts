import { Worker } from 'node:worker_threads';

/** One statement for the reader: `all` rows or the first row (`get`). */
export interface ReadQuery {
  sql: string;
  params: readonly unknown[];
  mode: 'all' | 'get';
  /**
   * The reader may answer from its cache while this statement (in the same read transaction)
   * returns the same value as when the result was computed: a version bumped on every write that
   * could change the result. For costly results (totals) of lists that change rarely.
   */
  reuseWhile?: { sql: string; params: readonly unknown[] };
}

/**
 * Heavy read-only queries off the event loop. better-sqlite3 is synchronous: a keyword search
 * over 100,000 inbox rows (a LIKE scan, a sort and a count) holds the main thread for tens to
 * hundreds of milliseconds, and every socket push waits behind it. The reader runs such queries
 * in a worker thread on its own read-only connection to the same file (WAL lets it read while
 * the main connection writes); each batch runs in one read transaction, so a page and its total
 * come from the same snapshot. The SQL is the very SQL the synchronous code runs, so results are
 * identical by construction (and tested so).
 */
export interface DbReader {
  /** Runs the queries in one read transaction; resolves with one result per query. */
  read(queries: readonly ReadQuery[]): Promise<unknown[]>;
  close(): Promise<void>;
}

// Plain JavaScript evaluated as the worker, so the same code runs from tsc's output, tsx and jest
// (a separate .ts worker file would need a loader in two of the three).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
const statements = new Map();
const prepared = (sql) => {
  let statement = statements.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    statements.set(sql, statement);
  }
  return statement;
};
// Results kept while their version holds; oldest first out past CACHE_LIMIT entries.
const CACHE_LIMIT = 1000;
const cache = new Map();
const run = (query) => {
  const statement = prepared(query.sql);
  return query.mode === 'get' ? statement.get(...query.params) : statement.all(...query.params);
};
const batch = db.transaction((queries) => queries.map((query) => {
  if (!query.reuseWhile) return run(query);
  const versionRow = prepared(query.reuseWhile.sql).get(...query.reuseWhile.params);
  const version = JSON.stringify(versionRow ?? null);
  const key = JSON.stringify([query.sql, query.params, query.mode, query.reuseWhile]);
  const kept = cache.get(key);
  if (kept && kept.version === version) return kept.result;
  const result = run(query);
  cache.delete(key);
  cache.set(key, { version, result });
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value);
  return result;
}));
parentPort.on('message', ({ id, queries }) => {
  try {
    parentPort.postMessage({ id, results: batch(queries) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

interface Pending {
  resolve: (results: unknown[]) => void;
  reject: (error: Error) => void;
}

/** A reader for `file`; the thread starts on first use, so apps that never read heavily never start one. */
export function createDbReader(file: string): DbReader {
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };

  const start = (): Worker => {
    const started = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, driver: require.resolve('better-sqlite3') } });
    started.on('message', (message: { id: number; results?: unknown[]; error?: string }) => {
      const waiting = pending.get(message.id);
      if (!waiting) return;
      pending.delete(message.id);
      if (message.error !== undefined) waiting.reject(new Error(`db reader: ${message.error}`));
      else waiting.resolve(message.results ?? []);
    });
    // A crashed reader fails what it held; the next read starts a fresh one.
    started.on('error', (error) => failAll(error));
    started.on('exit', () => {
      if (worker === started) worker = null;
      failAll(new Error('db reader: the worker stopped'));
    });
    // The reader never keeps a finished process alive.
    started.unref();
    return started;
  };

  return {
    read(queries) {
      worker ??= start();
      const id = (nextId += 1);
      const target = worker;
      return new Promise<unknown[]>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        target.postMessage({ id, queries });
      });
    },
    async close() {
      const running = worker;
      worker = null;
      if (running) await running.terminate();
    },
  };
}
