import { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';
import type { Db } from './connection';

/** One statement for the reader: `all` rows or the first row (`get`). */
export interface ReadQuery {
  sql: string;
  params: readonly unknown[];
  mode: 'all' | 'get';
  /**
   * The reader may answer from its cache while this statement returns the same value as when the
   * result was computed: a version bumped (by triggers, in the writing transaction) on every write
   * that could change the result. The worker reads the version in the query's own transaction; the
   * main thread reads the current one on the main connection (a key lookup) and, when every query
   * of a batch is kept at its current version, answers without a round trip to the worker.
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
  /** Runs the queries in one read transaction; resolves with one result per query (kept results are shared: read-only). */
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
// For each query with reuseWhile, the version it was computed at, read in the same transaction.
const batch = db.transaction((queries) => {
  const versions = queries.map((query) => (query.reuseWhile ? JSON.stringify(prepared(query.reuseWhile.sql).get(...query.reuseWhile.params) ?? null) : null));
  const results = queries.map((query) => {
    const statement = prepared(query.sql);
    return query.mode === 'get' ? statement.get(...query.params) : statement.all(...query.params);
  });
  return { results, versions };
});
parentPort.on('message', ({ id, queries }) => {
  try {
    const { results, versions } = batch(queries);
    parentPort.postMessage({ id, results, versions });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

interface Pending {
  resolve: (answer: { results: unknown[]; versions: (string | null)[] }) => void;
  reject: (error: Error) => void;
}

/** Results kept while their version holds; oldest first out past this many. */
const CACHE_LIMIT = 1000;

// Plain concatenation: JSON.stringify of the long SQL texts cost more than the rest of a kept answer.
const cacheKey = (query: ReadQuery): string =>
  `${query.mode}\u0000${query.sql}\u0000${JSON.stringify(query.params)}\u0000${query.reuseWhile?.sql ?? ''}\u0000${JSON.stringify(query.reuseWhile?.params ?? [])}`;

/**
 * A reader for `file`; the thread starts on first use, so apps that never read heavily never start
 * one. With `main` (the writing connection), results of queries with `reuseWhile` are kept.
 */
export function createDbReader(file: string, main?: Db): DbReader {
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, Pending>();
  const cache = new Map<string, { version: string; result: unknown }>();
  const versionStatements = new Map<string, Database.Statement>();

  const currentVersion = (reuseWhile: NonNullable<ReadQuery['reuseWhile']>): string => {
    if (!main) throw new Error('db reader: no main connection to read versions on');
    let statement = versionStatements.get(reuseWhile.sql);
    if (!statement) {
      statement = main.prepare(reuseWhile.sql);
      versionStatements.set(reuseWhile.sql, statement);
    }
    return JSON.stringify(statement.get(...reuseWhile.params) ?? null);
  };

  /** Every result of the batch from the cache, or null when one is missing or stale. */
  const kept = (queries: readonly ReadQuery[]): unknown[] | null => {
    if (!main || queries.length === 0) return null;
    const results: unknown[] = [];
    for (const query of queries) {
      if (!query.reuseWhile) return null;
      const entry = cache.get(cacheKey(query));
      if (!entry || entry.version !== currentVersion(query.reuseWhile)) return null;
      results.push(entry.result);
    }
    return results;
  };

  const keep = (queries: readonly ReadQuery[], results: unknown[], versions: (string | null)[]) => {
    if (!main) return;
    queries.forEach((query, index) => {
      const version = versions[index];
      if (!query.reuseWhile || version === null || version === undefined) return;
      const key = cacheKey(query);
      cache.delete(key);
      cache.set(key, { version, result: results[index] });
      if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    });
  };

  const failAll = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };

  const start = (): Worker => {
    const started = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, driver: require.resolve('better-sqlite3') } });
    started.on('message', (message: { id: number; results?: unknown[]; versions?: (string | null)[]; error?: string }) => {
      const waiting = pending.get(message.id);
      if (!waiting) return;
      pending.delete(message.id);
      if (message.error !== undefined) waiting.reject(new Error(`db reader: ${message.error}`));
      else waiting.resolve({ results: message.results ?? [], versions: message.versions ?? [] });
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
    async read(queries) {
      const cached = kept(queries);
      if (cached) return cached;
      worker ??= start();
      const id = (nextId += 1);
      const target = worker;
      const { results, versions } = await new Promise<{ results: unknown[]; versions: (string | null)[] }>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        target.postMessage({ id, queries });
      });
      keep(queries, results, versions);
      return results;
    },
    async close() {
      const running = worker;
      worker = null;
      if (running) await running.terminate();
    },
  };
}
