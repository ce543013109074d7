import { open } from 'node:fs/promises';
import type { Db } from './connection';

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
 * connection is set.
 */
export async function commitDurably<T>(db: Db, dbFile: string, write: () => T, sync: (dbFile: string) => Promise<void> = syncWal): Promise<T> {
  const level = db.inTransaction ? null : Number(db.pragma('synchronous', { simple: true }));
  if (level !== null && level > 1) db.pragma('synchronous = NORMAL');
  let result: T;
  try {
    result = db.transaction(write)();
  } finally {
    if (level !== null && level > 1) db.pragma(`synchronous = ${level}`);
  }
  await sync(dbFile);
  return result;
}
