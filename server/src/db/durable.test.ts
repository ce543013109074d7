import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { openDatabase, type Db } from './connection';
import { commitDurably, syncWal } from './durable';

let dir: string;
let file: string;
let db: Db;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'atrium-durable-'));
  file = path.join(dir, 'atrium.db');
  db = openDatabase(file, 'FULL');
  db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
});

afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

it('commits without a sync on the event loop and resolves only after the log is synced in the thread pool', async () => {
  const steps: string[] = [];
  let release!: () => void;
  const synced = new Promise<void>((resolve) => (release = resolve));
  const done = commitDurably(db, file, () => {
    // The commit itself skips the sync (NORMAL); FULL would fsync the log right here, on the event loop.
    steps.push(`write at level ${String(db.pragma('synchronous', { simple: true }))}`);
    return db.prepare("INSERT INTO notes (body) VALUES ('kept')").run().lastInsertRowid;
  }, async (syncedFile) => {
    steps.push(`sync of ${path.basename(syncedFile)}`);
    await synced;
  });
  let resolved = false;
  void done.then(() => (resolved = true));
  // Committed (another connection sees it) and the level is FULL again for the next writer…
  const other = new Database(file, { readonly: true });
  try {
    expect(other.prepare('SELECT body FROM notes').pluck().all()).toEqual(['kept']);
  } finally {
    other.close();
  }
  expect(db.pragma('synchronous', { simple: true })).toBe(2);
  // …but the caller hears of it only once the log is synced.
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(resolved).toBe(false);
  release();
  expect(await done).toBe(1);
  expect(steps).toEqual(['write at level 1', 'sync of atrium.db']);
});

it('rolls a failed write back, keeps the level and syncs nothing', async () => {
  const syncs: string[] = [];
  await expect(commitDurably(db, file, () => {
    db.prepare("INSERT INTO notes (body) VALUES ('gone')").run();
    throw new Error('refused');
  }, async (syncedFile) => {
    syncs.push(syncedFile);
  })).rejects.toThrow('refused');
  expect(db.prepare('SELECT COUNT(*) FROM notes').pluck().get()).toBe(0);
  expect(db.pragma('synchronous', { simple: true })).toBe(2);
  expect(syncs).toEqual([]);
});

it('syncs the real log file, and a database without one', async () => {
  db.prepare("INSERT INTO notes (body) VALUES ('x')").run();
  await expect(syncWal(file)).resolves.toBeUndefined();
  await expect(syncWal(path.join(dir, 'none.db'))).resolves.toBeUndefined();
});

it('waits for a write lock held by another connection with timers, the level given back meanwhile, then commits', async () => {
  // The system log's worker (or the checkpointer) holds the lock: SQLite's busy handler would sleep
  // the event loop here until it let go.
  const other = new Database(file);
  other.exec("BEGIN IMMEDIATE; INSERT INTO notes (body) VALUES ('theirs')");
  let resume: (() => void) | null = null;
  const pauses: number[] = [];
  const synced: string[] = [];
  try {
    const done = commitDurably(db, file, () => db.prepare("INSERT INTO notes (body) VALUES ('ours')").run().lastInsertRowid, async (syncedFile) => {
      synced.push(syncedFile);
    }, {
      pause: (ms) => {
        pauses.push(ms);
        return new Promise<void>((resolve) => (resume = resolve));
      },
    });
    await new Promise((resolve) => setImmediate(resolve));
    // Gave up the event loop at once; between attempts the connection is FULL and waits as before.
    expect(pauses).toHaveLength(1);
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
    expect(synced).toEqual([]);
    other.exec('COMMIT');
    (resume as (() => void) | null)?.();
    expect(await done).toBe(2);
    expect(db.prepare('SELECT body FROM notes ORDER BY id').pluck().all()).toEqual(['theirs', 'ours']);
    expect(synced).toEqual([file]);
  } finally {
    if (other.inTransaction) other.exec('ROLLBACK');
    other.close();
  }
});
