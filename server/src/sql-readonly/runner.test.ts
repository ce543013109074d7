/** @slow about 3.5 s (query processes) in a small file: run it early on a clean clone (scripts/jest-sequencer.js) */
// The shared read-only runner's clock: a statement's time limit counts from the moment the query
// process is ready, so a process that is slow to start (a busy machine) does not turn a quick
// statement into a timeout, while a runaway statement is still stopped at the limit.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SqlTimeout, createSqlRunner } from './runner';

let dir: string;
let file: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'atrium-sql-readonly-'));
  file = path.join(dir, 'db.sqlite');
  const db = new Database(file);
  db.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO t (name) VALUES ('a');");
  db.close();
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('does not count a slow process start against the statement: 1.2 s start, 300 ms limit, the query answers', async () => {
  const runner = createSqlRunner(file, 300, { startDelayMs: 1200 });
  try {
    const started = Date.now();
    expect(await runner.run('SELECT name FROM t', {}, 10)).toEqual([{ name: 'a' }]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1200);
  } finally {
    await runner.close();
  }
});

it('still stops a runaway statement at the limit after a slow start, and the next process serves again', async () => {
  const runner = createSqlRunner(file, 300, { startDelayMs: 800 });
  try {
    await expect(runner.run('WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c', {}, 1)).rejects.toBeInstanceOf(SqlTimeout);
    expect(await runner.run('SELECT count(*) AS n FROM t', {}, 1)).toEqual([{ n: 1 }]);
  } finally {
    await runner.close();
  }
});

it('runs in the server’s time zone: SQLite’s localtime follows TZ', async () => {
  const saved = process.env.TZ;
  process.env.TZ = 'Asia/Shanghai';
  const runner = createSqlRunner(file, 2000);
  try {
    expect(await runner.run("SELECT strftime('%H:%M', 0, 'unixepoch', 'localtime') AS t", {}, 1)).toEqual([{ t: '08:00' }]);
  } finally {
    await runner.close();
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  }
});
