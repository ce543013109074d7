import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startCheckpointer, type CheckpointResult } from './checkpointer';
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
