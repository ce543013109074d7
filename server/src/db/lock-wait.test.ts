// A write on the server's connection while another connection holds SQLite's write lock (the system
// log's worker committing a batch) must not sleep in SQLite's busy handler on the event loop: it
// fails at once inside withoutLockWait, and whenLockFree/writeWhenFree wait with timers, between
// attempts the event loop (here: the test) runs and the connection keeps its own busy_timeout.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { openDatabase, type Db } from './connection';
import { isBusy, whenLockFree, withoutLockWait, writeWhenFree } from './lock-wait';

let dir: string;
let file: string;
let db: Db;
let other: Database.Database;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'atrium-lock-wait-'));
  file = path.join(dir, 'atrium.db');
  db = openDatabase(file, 'FULL');
  db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
  // The other writer (the log worker's connection): it never waits, so a mistake fails fast.
  other = new Database(file);
  other.pragma('busy_timeout = 0');
});

afterEach(() => {
  if (other.inTransaction) other.exec('ROLLBACK');
  other.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const bodies = (): string[] => db.prepare('SELECT body FROM notes ORDER BY id').pluck().all() as string[];

/** A pause the test ends itself: records that the write gave up the event loop instead of sleeping. */
function manualPause(): { pause: (ms: number) => Promise<void>; waits: number[]; resume: () => void } {
  const waits: number[] = [];
  let resolvePending: (() => void) | null = null;
  return {
    waits,
    pause: (ms) => {
      waits.push(ms);
      return new Promise<void>((resolve) => (resolvePending = resolve));
    },
    resume: () => {
      const resolve = resolvePending;
      resolvePending = null;
      resolve?.();
    },
  };
}

const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

it('withoutLockWait fails a write at once while another connection holds the lock, and gives busy_timeout back', () => {
  other.exec("BEGIN IMMEDIATE; INSERT INTO notes (body) VALUES ('theirs')");
  let error: unknown;
  try {
    withoutLockWait(db, () => db.prepare("INSERT INTO notes (body) VALUES ('ours')").run());
  } catch (caught) {
    error = caught;
  }
  expect(isBusy(error)).toBe(true);
  expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
  other.exec('COMMIT');
  expect(withoutLockWait(db, () => db.prepare("INSERT INTO notes (body) VALUES ('ours')").run().changes)).toBe(1);
  expect(bodies()).toEqual(['theirs', 'ours']);
});

it('writeWhenFree waits for the holder with timers, not in the busy handler, then commits after it', async () => {
  other.exec("BEGIN IMMEDIATE; INSERT INTO notes (body) VALUES ('theirs')");
  const { pause, waits, resume } = manualPause();
  let done = false;
  const writing = writeWhenFree(db, () => db.prepare("INSERT INTO notes (body) VALUES ('ours')").run().lastInsertRowid, { pause, retryMs: 5 })
    .then((id) => {
      done = true;
      return id;
    });
  // Back on the event loop with the lock still held elsewhere: the first attempt gave up at once.
  await settle();
  expect(waits).toEqual([5]);
  expect(done).toBe(false);
  // Meanwhile the connection is as it was for everyone else on it.
  expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
  expect(db.inTransaction).toBe(false);
  // Still held at the next attempt: another pause.
  resume();
  await settle();
  expect(waits).toEqual([5, 5]);
  other.exec('COMMIT');
  resume();
  expect(await writing).toBe(2);
  expect(done).toBe(true);
  expect(bodies()).toEqual(['theirs', 'ours']);
});

it('gives up with SQLITE_BUSY once its time is spent, having written nothing', async () => {
  other.exec('BEGIN IMMEDIATE');
  let attempts = 0;
  const writing = whenLockFree(db, () => {
    attempts += 1;
    return db.transaction(() => db.prepare("INSERT INTO notes (body) VALUES ('ours')").run()).immediate();
  }, { timeoutMs: 0 });
  await expect(writing).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
  expect(attempts).toBe(1);
  other.exec('ROLLBACK');
  expect(bodies()).toEqual([]);
});

it('a failure other than a held lock is thrown at once, not retried', async () => {
  let attempts = 0;
  await expect(writeWhenFree(db, () => {
    attempts += 1;
    db.prepare("INSERT INTO notes (body) VALUES ('gone')").run();
    throw new Error('refused');
  })).rejects.toThrow('refused');
  expect(attempts).toBe(1);
  expect(bodies()).toEqual([]);
});
