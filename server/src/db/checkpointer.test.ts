import { closeSync, mkdtempSync, openSync, readSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { isCheckpointing, startCheckpointer, type CheckpointResult } from './checkpointer';
import { openDatabase, type Db } from './connection';

let dir: string;
let file: string;
let db: Db;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'atrium-checkpointer-'));
  file = path.join(dir, 'atrium.db');
  db = openDatabase(file, 'NORMAL');
  db.exec('CREATE TABLE filler (id INTEGER PRIMARY KEY, body BLOB NOT NULL)');
});

afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Commits about `pages` pages of 4 KB, one row per commit, as requests do. */
function write(pages: number): void {
  const insert = db.prepare('INSERT INTO filler (body) VALUES (randomblob(4000))');
  for (let page = 0; page < pages; page += 1) insert.run();
}

const walBytes = () => statSync(`${file}-wal`).size;

it('leaves checkpoints to its worker: commits never checkpoint, the worker moves the log into the file, and closing gives them back', async () => {
  const results: CheckpointResult[] = [];
  const checkpointer = startCheckpointer(db, file, { intervalMs: 3_600_000 });
  expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
  // Past SQLite's 1,000 pages, the live connection would have checkpointed (and restarted the log) itself.
  write(1500);
  expect(walBytes()).toBeGreaterThan(1500 * 4096);
  await checkpointer.close();
  expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);

  const frequent = startCheckpointer(db, file, { intervalMs: 20, onCheckpoint: (result) => results.push(result) });
  try {
    await new Promise<void>((resolve) => {
      const poll = setInterval(() => {
        if (results.some((result) => result.busy === 0 && result.log > 1500 && result.checkpointed === result.log)) {
          clearInterval(poll);
          resolve();
        }
      }, 10);
    });
    // The log is in the database file: the next commit starts the log over instead of growing it.
    const before = walBytes();
    write(10);
    expect(walBytes()).toBe(before);
    expect(db.prepare('SELECT COUNT(*) FROM filler').pluck().get()).toBe(1510);
  } finally {
    await frequent.close();
  }
});

/** The WAL header's salts: a log started over gets new ones. */
const walSalts = (): string => {
  const fd = openSync(`${file}-wal`, 'r');
  try {
    const header = Buffer.alloc(32);
    readSync(fd, header, 0, 32, 0);
    return header.subarray(16, 24).toString('hex');
  } finally {
    closeSync(fd);
  }
};

async function until(results: CheckpointResult[], test: (result: CheckpointResult) => boolean): Promise<void> {
  await new Promise<void>((resolve) => {
    const poll = setInterval(() => {
      if (results.some(test)) {
        clearInterval(poll);
        resolve();
      }
    }, 5);
  });
}

it('starts the log over in its worker once it is all in the file, so no commit of the live connection syncs the new header', async () => {
  const results: CheckpointResult[] = [];
  const checkpointer = startCheckpointer(db, file, { intervalMs: 20, onCheckpoint: (result) => results.push(result) });
  try {
    write(50);
    await until(results, (result) => result.restarted && result.log >= 50);
    // The worker's write (page 1) is the new log's first frame; the live connection's commits append to it.
    const salts = walSalts();
    write(5);
    expect(walSalts()).toBe(salts);
    results.length = 0;
    await until(results, (result) => result.log > 1);
    expect(results.find((result) => result.log > 1)?.log).toBeGreaterThanOrEqual(6);
    expect(db.prepare('SELECT COUNT(*) FROM filler').pluck().get()).toBe(55);
    expect(db.pragma('user_version', { simple: true })).toBe(0);
    // Idle: with nobody writing it neither checkpoints nor writes again.
    await until(results, (result) => result.restarted);
    results.length = 0;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(results).toEqual([]);
  } finally {
    await checkpointer.close();
  }

  // Without it (SQLite's way), the first commit after a complete checkpoint starts the log over itself.
  const plain: CheckpointResult[] = [];
  const leaving = startCheckpointer(db, file, { intervalMs: 20, restart: false, onCheckpoint: (result) => plain.push(result) });
  try {
    write(5);
    await until(plain, (result) => result.busy === 0 && result.log > 0 && result.checkpointed === result.log);
    expect(plain.every((result) => !result.restarted)).toBe(true);
    const salts = walSalts();
    write(1);
    expect(walSalts()).not.toBe(salts);
  } finally {
    await leaving.close();
  }
});

it('says when it checkpoints and starts the log over, so the request log can keep its commits out of the way', async () => {
  write(20);
  // Another connection holding the write lock keeps the worker at its restart: the flag stays up.
  const other = new Database(file);
  other.exec('BEGIN IMMEDIATE');
  const results: CheckpointResult[] = [];
  const checkpointer = startCheckpointer(db, file, { intervalMs: 20, onCheckpoint: (result) => results.push(result) });
  try {
    expect(isCheckpointing(db)).toBe(false);
    const waitFor = (test: () => boolean) => new Promise<void>((resolve) => {
      const poll = setInterval(() => {
        if (test()) {
          clearInterval(poll);
          resolve();
        }
      }, 2);
    });
    await waitFor(() => isCheckpointing(db));
    other.exec('COMMIT');
    await waitFor(() => results.some((result) => result.restarted));
    expect(isCheckpointing(db)).toBe(false);
  } finally {
    if (other.inTransaction) other.exec('ROLLBACK');
    other.close();
    await checkpointer.close();
  }
  expect(isCheckpointing(db)).toBe(false);
});
