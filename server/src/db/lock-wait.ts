import type { Db } from './connection';
import { statement } from './statements';

/**
 * Writes on the event loop that never sleep in SQLite's busy handler.
 *
 * While another connection holds the write lock (the system log's worker committing a batch, the
 * checkpointer starting the log over with a sync of its header, a snapshot's checkpoint), a write on
 * the server's connection waits in SQLite's busy handler, which sleeps the calling thread in steps
 * of 1, 2, 5, 10, 15, 20, 25 … ms until busy_timeout: on the event loop, no request is answered
 * meanwhile. During an online backup the holder's own writes and syncs sit behind the backup's disk
 * traffic, and the server's thread slept 18–33 ms at a time there (server/bench/backup.ts
 * --trace-sql: BEGIN IMMEDIATE blocked, perf: clock_nanosleep under sqliteDefaultBusyCallback).
 */

/** Pause between two attempts of a write that found the lock held: the event loop runs meanwhile. */
export const LOCK_RETRY_MS = 5;

// By its code alone, not `instanceof`: the native addon throws the error class of the first copy of
// better-sqlite3 loaded in the process (another module registry and realm under jest).
export const isBusy = (error: unknown): boolean => {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_BUSY_SNAPSHOT';
};

/**
 * Runs `fn` with the connection's busy_timeout at 0: a write in it that finds the write lock held
 * fails at once with SQLITE_BUSY instead of sleeping. Inside a caller's transaction the lock is
 * either held already or the caller chose to wait: runs `fn` as it is.
 */
export function withoutLockWait<T>(db: Db, fn: () => T): T {
  if (db.inTransaction) return fn();
  const timeout = Number(statement(db, 'PRAGMA busy_timeout').pluck().get());
  if (timeout === 0) return fn();
  db.pragma('busy_timeout = 0');
  try {
    return fn();
  } finally {
    db.pragma(`busy_timeout = ${timeout}`);
  }
}

export interface WriteWhenFreeOptions {
  retryMs?: number;
  /** How long to keep trying; the connection's busy_timeout by default, as a waiting write would. */
  timeoutMs?: number;
  /** The pause between attempts (a test passes one it controls). */
  pause?: (ms: number) => Promise<void>;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` (which begins and commits its own transaction) once the write lock is free, waiting
 * for it with timers instead of SQLite's busy handler: other requests are served meanwhile. An attempt
 * that finds the lock held fails at its BEGIN IMMEDIATE, before it did anything, and is run again
 * `retryMs` later; gives up with the last SQLITE_BUSY once `timeoutMs` is spent, as a write waiting
 * out busy_timeout would.
 */
export async function whenLockFree<T>(db: Db, attempt: () => T, options: WriteWhenFreeOptions = {}): Promise<T> {
  const retryMs = options.retryMs ?? LOCK_RETRY_MS;
  const timeoutMs = options.timeoutMs ?? Number(statement(db, 'PRAGMA busy_timeout').pluck().get());
  const pause = options.pause ?? sleep;
  const started = performance.now();
  for (;;) {
    try {
      return withoutLockWait(db, attempt);
    } catch (error) {
      if (!isBusy(error) || performance.now() - started >= timeoutMs) throw error;
    }
    await pause(retryMs);
  }
}

/**
 * Commits `write` in one IMMEDIATE transaction as soon as the write lock is free (whenLockFree).
 * Inside a caller's transaction it runs `write` at once: the caller holds the lock or chose to wait.
 */
export async function writeWhenFree<T>(db: Db, write: () => T, options: WriteWhenFreeOptions = {}): Promise<T> {
  if (db.inTransaction) return db.transaction(write)();
  return whenLockFree(db, () => db.transaction(write).immediate(), options);
}
