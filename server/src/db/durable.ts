import { open } from 'node:fs/promises';
import type { Db } from './connection';
import { whenLockFree, type WriteWhenFreeOptions } from './lock-wait';

/** Syncs the write-ahead log of `dbFile` in libuv's thread pool, never on the event loop. */
export async function syncWal(dbFile: string): Promise<void> {
  const handle = await open(`${dbFile}-wal`, 'r+').catch(() => null); // no log (yet): nothing to sync
  if (!handle) return;
  try {
    await handle.datasync();
  } finally {
    await handle.close();
  }
}

/**
 * Commits `write` (in one transaction) as durably as `synchronous = FULL` would, without its sync
 * on the event loop: the commit runs with NORMAL (its frames are written to the log, unsynced), and
 * the promise resolves once the log has been synced in the thread pool, so an answer sent after it
 * survives a power cut, as with FULL. A sync right after a backup's gigabyte held the event loop
 * 413 ms at load 16 (server/bench/backup.ts, the backup's row). A process crash never lost a
 * commit in either mode. Inside a caller's transaction the level cannot change: it commits as the
 * connection is set. Outside one it waits for the write lock with timers (lock-wait.ts), not in
 * SQLite's busy handler: the backup's row found the lock held right after a snapshot and slept there.
 */
export async function commitDurably<T>(
  db: Db,
  dbFile: string,
  write: () => T,
  sync: (dbFile: string) => Promise<void> = syncWal,
  lockWait: WriteWhenFreeOptions = {},
): Promise<T> {
  if (db.inTransaction) {
    const result = db.transaction(write)();
    await sync(dbFile);
    return result;
  }
  // Each attempt at NORMAL, the level given back at once: while this one waits for the lock, other
  // writes on the connection commit at the connection's own level.
  const attempt = (): T => {
    const level = Number(db.pragma('synchronous', { simple: true }));
    if (level > 1) db.pragma('synchronous = NORMAL');
    try {
      return db.transaction(write).immediate();
    } finally {
      if (level > 1) db.pragma(`synchronous = ${level}`);
    }
  };
  // The write lock may be held by another connection (the system log's worker, the checkpointer, a
  // snapshot): waited for with timers, never in SQLite's busy handler on the event loop (lock-wait.ts).
  const result = await whenLockFree(db, attempt, lockWait);
  await sync(dbFile);
  return result;
}
