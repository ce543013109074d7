import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { openDatabase, type Db } from '../db/connection';
import { snapshotBackup, snapshotCommand } from './service';

let dir: string;
let file: string;
let db: Db;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'atrium-snapshot-'));
  file = path.join(dir, 'atrium.db');
  db = openDatabase(file, 'NORMAL');
  db.exec('CREATE TABLE filler (id INTEGER PRIMARY KEY, body BLOB NOT NULL)');
  db.prepare('WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 5000) INSERT INTO filler (body) SELECT randomblob(4000) FROM n').run();
});

afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

it('takes the snapshot in a process of its own at the lowest priority, sharing no SQLite mutex with the event loop', async () => {
  const target = path.join(dir, 'copy.db');
  let pid = 0;
  const priorities = new Set<number>();
  let polling: NodeJS.Timeout | undefined;
  await snapshotBackup(file, target, undefined, db, (started) => {
    pid = started;
    polling = setInterval(() => {
      try {
        priorities.add(getPriority(started));
      } catch {
        clearInterval(polling); // ended
      }
    }, 2);
  });
  clearInterval(polling);
  expect(pid).toBeGreaterThan(0);
  expect(pid).not.toBe(process.pid);
  // A thread of this process would share SQLite's page-cache mutex; at nice 19 it held the event loop.
  expect(priorities.has(19)).toBe(true);
  expect(existsSync(`${target}.part`)).toBe(false);
  const copy = new Database(target, { readonly: true });
  try {
    expect(copy.prepare('SELECT COUNT(*) FROM filler').pluck().get()).toBe(5000);
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
  } finally {
    copy.close();
  }
  expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
});

it('stops the snapshot process when aborted and leaves no part file', async () => {
  const target = path.join(dir, 'aborted.db');
  const controller = new AbortController();
  let pid = 0;
  const run = snapshotBackup(file, target, controller.signal, db, (started) => {
    pid = started;
    controller.abort();
  });
  await expect(run).rejects.toThrow(/backup/);
  expect(() => process.kill(pid, 0)).toThrow();
  expect(existsSync(`${target}.part`)).toBe(false);
  expect(existsSync(target)).toBe(false);
});

// Where util-linux's ionice is there (Linux): the snapshot's disk requests wait behind the server's.
const withIonice = snapshotCommand().command.endsWith('ionice') ? it : it.skip;
withIonice('runs the snapshot process, every thread of it (the one that syncs the growing file too), in the idle I/O class', async () => {
  const target = path.join(dir, 'idle.db');
  // Each poll: the I/O class of every thread of the process (ionice -p prints "tid: class" per thread).
  const polls: string[][] = [];
  let polling: NodeJS.Timeout | undefined;
  await snapshotBackup(file, target, undefined, db, (pid) => {
    polling = setInterval(() => {
      try {
        const threads = readdirSync(`/proc/${pid}/task`);
        const out = execFileSync(snapshotCommand().command, ['-p', ...threads], { encoding: 'utf8' });
        polls.push(out.trim().split('\n').map((line) => line.replace(/^\d+: /, '')));
      } catch {
        // between exec and exit, or ended
      }
    }, 10);
  });
  clearInterval(polling);
  // Node's threads (its platform workers, libuv's pool, the syncer) once ionice has exec'd node.
  const running = polls.filter((classes) => classes.length >= 5);
  expect(running.length).toBeGreaterThan(0);
  for (const classes of running) expect(classes.every((name) => name === 'idle')).toBe(true);
  const copy = new Database(target, { readonly: true });
  try {
    expect(copy.prepare('SELECT COUNT(*) FROM filler').pluck().get()).toBe(5000);
  } finally {
    copy.close();
  }
});
