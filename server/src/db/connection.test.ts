import { mkdtempSync, rmSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildTestApp, closeTestApp } from '../testing';
import { openDatabase, writeIntentOf } from './connection';

// No API route plugins (buildTestApp's routes: []): these tests call none beyond sign-in, which is always there.

/** PRAGMA synchronous answers 0 OFF, 1 NORMAL, 2 FULL, 3 EXTRA. */
const FULL = 2;

describe('durability of acknowledged writes', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'atrium-connection-'));
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('syncs every commit (WAL, synchronous=FULL), also when reopening a file already in WAL mode', () => {
    const file = path.join(dir, 'atrium.db');
    // A database already in WAL mode opens with the library's WAL default, NORMAL, unless told otherwise.
    for (let open = 0; open < 2; open += 1) {
      const db = openDatabase(file);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('synchronous', { simple: true })).toBe(FULL);
      db.close();
    }
  });

  it('is what the server runs with unless a test asks for less', async () => {
    // buildTestApp passes NORMAL for speed; a real configuration (loadConfig) names nothing.
    const app = await buildTestApp({ routes: [], config: { dbSynchronous: undefined } });
    try {
      expect(app.db.pragma('synchronous', { simple: true })).toBe(FULL);
    } finally {
      await closeTestApp(app);
    }
  });
});

describe('transactions and other writers', () => {
  it('a transaction that reads before it writes waits for another connection’s write lock instead of failing at once', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'atrium-connection-'));
    const file = path.join(dir, 'atrium.db');
    const db = openDatabase(file);
    try {
      db.exec('CREATE TABLE t (x INTEGER)');
      // Another process (here a thread with its own connection) holds the write lock for a moment.
      const held = new Int32Array(new SharedArrayBuffer(4));
      const other = new Worker(
        `const { workerData } = require('node:worker_threads');
        const Database = require(workerData.driver);
        const db = new Database(workerData.file);
        db.pragma('busy_timeout = 5000');
        db.exec('BEGIN IMMEDIATE');
        db.exec('INSERT INTO t VALUES (1)');
        Atomics.store(workerData.held, 0, 1);
        Atomics.notify(workerData.held, 0);
        const until = Date.now() + 300;
        while (Date.now() < until) {}
        db.exec('COMMIT');
        db.close();`,
        { eval: true, workerData: { file, held, driver: require.resolve('better-sqlite3') } },
      );
      Atomics.wait(held, 0, 0);
      const checkThenInsert = db.transaction(() => {
        const count = (db.prepare('SELECT COUNT(*) AS n FROM t').get() as { n: number }).n;
        db.prepare('INSERT INTO t VALUES (?)').run(count + 1);
      });
      checkThenInsert();
      expect(db.prepare('SELECT x FROM t ORDER BY rowid').all()).toEqual([{ x: 1 }, { x: 2 }]);
      await new Promise((resolve) => other.once('exit', resolve));
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('announces each transaction from before its BEGIN to after its end, nested or failed (what the log worker yields to)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'atrium-connection-'));
    const db = openDatabase(path.join(dir, 'atrium.db'));
    try {
      db.exec('CREATE TABLE t (x INTEGER)');
      const intent = writeIntentOf(db);
      const seen: number[] = [];
      const inner = db.transaction(() => seen.push(Atomics.load(intent, 0)));
      db.transaction(() => {
        seen.push(Atomics.load(intent, 0));
        inner();
      })();
      db.transaction(() => seen.push(Atomics.load(intent, 0))).deferred();
      expect(() => db.transaction(() => {
        seen.push(Atomics.load(intent, 0));
        throw new Error('refused');
      }).immediate()).toThrow('refused');
      expect(seen).toEqual([1, 2, 1, 1]);
      expect(Atomics.load(intent, 0)).toBe(0);
      // One counter per connection, the same each time it is asked for.
      expect(writeIntentOf(db)).toBe(intent);
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
