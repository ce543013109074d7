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
  db.transaction = ((fn: Parameters<Db['transaction']>[0]) => {
    const modes = transaction(fn);
    return Object.assign((...args: unknown[]) => modes.immediate(...args), {
      default: modes.immediate,
      deferred: modes.deferred,
      immediate: modes.immediate,
      exclusive: modes.exclusive,
    });
  }) as Db['transaction'];
}
