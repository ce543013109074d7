import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

/**
 * Durability of a commit. In WAL mode NORMAL syncs only at checkpoints, so the last commits
 * acknowledged to clients can roll back on a power cut or OS crash; FULL syncs the WAL on
 * every commit. better-sqlite3 is built with SQLITE_DEFAULT_WAL_SYNCHRONOUS=1 (NORMAL), which
 * is what a database already in WAL mode got before this was set. The cost is measured by
 * `server/bench/write-durability.ts` (docs/server.md, "Durability").
 */
export type Synchronous = 'FULL' | 'NORMAL';
export const SYNCHRONOUS: Synchronous = 'FULL';

export function openDatabase(file: string, synchronous: Synchronous = SYNCHRONOUS): Db {
  mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  // WAL lets readers proceed while a write transaction runs; foreign keys are off by default in SQLite.
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${synchronous}`);
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  beginImmediateByDefault(db);
  return db;
}

/**
 * `db.transaction(fn)()` begins IMMEDIATE (the write lock first) instead of better-sqlite3's
 * DEFERRED. A deferred transaction that reads before it writes (check a name, then insert) fails at
 * its first write with SQLITE_BUSY at once, without waiting out busy_timeout, when another
 * connection holds the write lock then (SQLite cannot wait inside a read transaction without
 * risking a deadlock): `npm run admin` on a running server, an e2e test seeding rows, a second
 * server process. Immediate transactions wait for the lock instead. `.deferred()` stays available.
 */
function beginImmediateByDefault(db: Db): void {
  const transaction = db.transaction.bind(db);
  const intent = writeIntentOf(db);
  // Each transaction is announced (writeIntentOf) from before its BEGIN to after its COMMIT or ROLLBACK.
  const announced = <A extends unknown[], R>(run: (...args: A) => R) => (...args: A): R => {
    Atomics.add(intent, 0, 1);
    try {
      return run(...args);
    } finally {
      if (Atomics.sub(intent, 0, 1) === 1) Atomics.notify(intent, 0);
    }
  };
  db.transaction = ((fn: Parameters<Db['transaction']>[0]) => {
    const modes = transaction(fn);
    const immediate = announced(modes.immediate);
    return Object.assign(immediate, {
      default: immediate,
      deferred: announced(modes.deferred),
      immediate,
      exclusive: announced(modes.exclusive),
    });
  }) as Db['transaction'];
}

const intents = new WeakMap<Db, Int32Array>();

/**
 * How many transactions the connection has running or about to begin (shared memory, one Int32):
 * the system log's worker (system-log/log-worker.ts) waits while it is above zero before it takes
 * the write lock for its next batch. Without it, the worker's batches, committed back to back, held
 * the lock most of a few milliseconds at a time, and a transaction on the event loop that found it
 * held slept in SQLite's busy handler 1, then 2, then 5 ms… until it caught a gap. Now it waits
 * for one batch at most: under the list load of server/bench/push-under-load.ts a chat message's
 * transaction took 4.6-5.5 ms at p90 before and 3.4-4.4 ms after (alternated, load about 1; its
 * commit's WAL sync, synchronous=FULL, is most of the rest: 0.9 ms p50 at NORMAL against 1.5-1.7).
 */
export function writeIntentOf(db: Db): Int32Array {
  let intent = intents.get(db);
  if (!intent) {
    intent = new Int32Array(new SharedArrayBuffer(4));
    intents.set(db, intent);
  }
  return intent;
}
