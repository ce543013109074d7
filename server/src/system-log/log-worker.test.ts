import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, closeTestApp, signIn } from '../testing';
import { LogCategory, LogLevel } from './categories';
import { createWorkerLogSink, FLUSH_MS, type SystemLogSink } from './log-worker';
import { listLogs, queryOf } from './repository';
import { ID_PER_MS, type LogEntry } from './writer';
import { backupRoutes } from '../routes/backup/routes';
import { systemLogRoutes } from '../routes/system-log/routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [backupRoutes, systemLogRoutes];

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ routes });
});
afterAll(async () => closeTestApp(app));

const entry = (path: string, at = Date.now()): LogEntry => ({
  category: LogCategory.request, at, userId: null, userName: 'worker/writer', ip: '192.0.2.9', method: 'GET', path, module: path,
  recordId: '', code: 200, level: LogLevel.info, durationMs: 1, userAgent: '', summary: '',
});
const lastId = () => (app.db.prepare('SELECT MAX(id) AS id FROM system_logs').get() as { id: number | null }).id ?? 0;
const sinkOf = (warnings: string[] = []): SystemLogSink => createWorkerLogSink({
  file: app.config.dbFile, clock: () => Date.now(), lastId: lastId(), requestCategory: LogCategory.request,
  warn: (error, what) => warnings.push(`${what}: ${String(error)}`),
});
const pathsLike = (db: Database.Database, prefix: string): string[] =>
  db.prepare('SELECT path FROM system_logs WHERE path LIKE ? ORDER BY id').pluck().all(`${prefix}%`) as string[];

describe('the system log worker', () => {
  it('writes entries off the event loop, in the order recorded: a reader never sees an entry without the ones before it', async () => {
    const sink = sinkOf();
    const prefix = '/api/log-worker/order-';
    const reader = new Database(app.config.dbFile, { readonly: true });
    const seen: number[] = [];
    try {
      // Entries recorded in one millisecond and across many, with flushes in between: each read of
      // the log (a snapshot) must hold a prefix of them, never a later one without an earlier one.
      const at = Date.now();
      for (let index = 0; index < 400; index += 1) {
        sink.record(entry(`${prefix}${String(index).padStart(3, '0')}`, at + Math.floor(index / 100)));
        if (index % 50 === 0) await new Promise((resolve) => setImmediate(resolve));
      }
      let count = 0;
      while (count < 400) {
        const paths = pathsLike(reader, prefix);
        expect(paths).toEqual(Array.from({ length: paths.length }, (_, index) => `${prefix}${String(index).padStart(3, '0')}`));
        seen.push(paths.length);
        count = paths.length;
        if (count < 400) await new Promise((resolve) => setTimeout(resolve, 1));
        if (seen.length > 20_000) throw new Error('the entries were never all written');
      }
      // Seen growing, not all at once at the end. (How few rows the first snapshot holds depends on
      // when the reader gets a CPU, so it is not asserted: at load 20 it saw 48 rows first.)
      expect(new Set(seen).size).toBeGreaterThan(1);
      // Ids keep time order: each entry's id stands for its millisecond (or the next free one).
      const ids = app.db.prepare('SELECT id, at FROM system_logs WHERE path LIKE ? ORDER BY id').all(`${prefix}%`) as { id: number; at: number }[];
      for (const row of ids) expect(Math.floor(row.id / ID_PER_MS)).toBe(row.at);
      // And the keyword index has them (written with each entry, the grams built by the worker):
      // the grams the event loop would have built find each one.
      const grams = app.db.prepare('SELECT COUNT(*) FROM system_logs_grams WHERE rowid IN (SELECT id FROM system_logs WHERE path LIKE ?)').pluck().get(`${prefix}%`);
      expect(grams).toBe(400);
      const found = (keyword: string) => listLogs(app.db, { category: LogCategory.request, keyword, startTime: at, endTime: at + 10 }, 20, 0);
      expect(queryOf(app.db, { category: LogCategory.request, keyword: '399', startTime: at, endTime: at + 10 }).ids).toBeDefined();
      expect(found('399').rows.map((row) => row.path)).toEqual([`${prefix}399`]);
      expect(found('ORDER-12').rows.map((row) => row.path)).toEqual(Array.from({ length: 10 }, (_, index) => `${prefix}${129 - index}`));
    } finally {
      reader.close();
      await sink.close();
    }
  });

  it('waits with a batch while the server announces a transaction of its own, and writes it once that ends', async () => {
    // As db/connection.ts announces one: from before its BEGIN to after its COMMIT.
    const intent = new Int32Array(new SharedArrayBuffer(4));
    Atomics.store(intent, 0, 1);
    const sink = createWorkerLogSink({
      file: app.config.dbFile, clock: () => Date.now(), lastId: lastId(), requestCategory: LogCategory.request,
      writeIntent: intent, yieldMs: 60_000, warn: () => undefined,
    });
    try {
      sink.record(entry('/api/log-worker/yield-1'));
      let flushed = false;
      const flush = sink.flush().then(() => {
        flushed = true;
      });
      // However long the worker has had, nothing is written while the transaction runs.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(flushed).toBe(false);
      expect(pathsLike(app.db, '/api/log-worker/yield-')).toEqual([]);
      Atomics.store(intent, 0, 0);
      Atomics.notify(intent, 0);
      await flush;
      expect(pathsLike(app.db, '/api/log-worker/yield-')).toEqual(['/api/log-worker/yield-1']);
    } finally {
      await sink.close();
    }
  });

  it('flush resolves once everything recorded before it is committed', async () => {
    const sink = sinkOf();
    try {
      for (let index = 0; index < 30; index += 1) sink.record(entry(`/api/log-worker/flush-${index}`));
      // Nothing is written on the event loop: before the flush, the entries are only buffered.
      expect(pathsLike(app.db, '/api/log-worker/flush-')).toHaveLength(0);
      await sink.flush();
      expect(pathsLike(app.db, '/api/log-worker/flush-')).toHaveLength(30);
    } finally {
      await sink.close();
    }
  });

  it('waits for the write lock in the worker, not on the event loop, and loses nothing meanwhile', async () => {
    const other = new Database(app.config.dbFile);
    const warnings: string[] = [];
    const sink = sinkOf(warnings);
    try {
      other.exec('BEGIN IMMEDIATE');
      for (let index = 0; index < 20; index += 1) sink.record(entry(`/api/log-worker/busy-${index}`));
      let done = false;
      const flushed = sink.flush().then(() => {
        done = true;
      });
      // The event loop runs on while the worker waits in SQLite's busy handler: these timers fire,
      // the flush is still pending and nothing failed. (A write on the event loop would block it
      // until SQLite gave up on the lock, and the entries would be refused with a warning.) Not a
      // gap measured in milliseconds: on a loaded machine a timer's lateness says nothing.
      await new Promise((resolve) => setTimeout(resolve, FLUSH_MS + 250));
      expect(done).toBe(false);
      expect(warnings).toEqual([]);
      expect(pathsLike(app.db, '/api/log-worker/busy-')).toHaveLength(0);
      other.exec('COMMIT');
      await flushed;
      expect(pathsLike(app.db, '/api/log-worker/busy-')).toEqual(Array.from({ length: 20 }, (_, index) => `/api/log-worker/busy-${index}`));
      expect(warnings).toEqual([]);
    } finally {
      if (other.inTransaction) other.exec('ROLLBACK');
      other.close();
      await sink.close();
    }
  });

  it('writes the other entries of a batch when one is refused, with a warning', async () => {
    const warnings: string[] = [];
    const sink = sinkOf(warnings);
    try {
      sink.record(entry('/api/log-worker/before-bad'));
      sink.record({ ...entry('/api/log-worker/bad'), category: 2 as LogCategory }); // not a category the table takes
      sink.record(entry('/api/log-worker/after-bad'));
      await sink.flush();
      expect(pathsLike(app.db, '/api/log-worker/')).toEqual(expect.arrayContaining(['/api/log-worker/before-bad', '/api/log-worker/after-bad']));
      expect(pathsLike(app.db, '/api/log-worker/bad')).toEqual([]);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/^system log not written: .*CHECK constraint/);
    } finally {
      await sink.close();
    }
  });

  it('close writes every buffered entry before the worker stops (a clean shutdown loses none)', async () => {
    const warnings: string[] = [];
    const sink = sinkOf(warnings);
    for (let index = 0; index < 250; index += 1) sink.record(entry(`/api/log-worker/close-${index}`));
    // Closed at once, before the buffer's timer: close must post and write it.
    await sink.close();
    expect(pathsLike(app.db, '/api/log-worker/close-')).toHaveLength(250);
    sink.record(entry('/api/log-worker/after-close'));
    expect(warnings).toEqual(['system log not written: Error: the system log writer is closed']);
  });
});

describe('the server on the worker', () => {
  it('has every request of a session in the log after a clean shutdown, and answers the log list with the requests before it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'atrium-log-worker-'));
    const dbFile = path.join(dir, 'atrium.db');
    try {
      const server = await buildTestApp({ routes, config: { dbFile } });
      const token = await signIn(server, 'admin');
      for (let index = 0; index < 5; index += 1) {
        const response = await server.inject({ method: 'GET', url: `/api/system/DataBackup?keyword=worker-${index}`, headers: { authorization: token } });
        expect(response.json()).toMatchObject({ code: 200 });
      }
      // The list flushes the log first: the five requests are there, though the batch timer has not fired.
      const list = await server.inject({ method: 'GET', url: '/api/system/Log/5?pageSize=50', headers: { authorization: token } });
      expect(list.json()).toMatchObject({ code: 200 });
      const listed = (list.json() as { data: { list: { requestUrl?: string; url?: string; path?: string }[] } }).data.list;
      expect(listed.filter((item) => JSON.stringify(item).includes('/api/system/DataBackup'))).toHaveLength(5);
      // Requests right before shutdown: still buffered when close() begins.
      for (let index = 0; index < 3; index += 1) {
        await server.inject({ method: 'GET', url: `/api/system/DataBackup?keyword=last-${index}`, headers: { authorization: token } });
      }
      await closeTestApp(server);
      const db = new Database(dbFile, { readonly: true });
      try {
        const count = db.prepare("SELECT COUNT(*) FROM system_logs WHERE category = 5 AND path = '/api/system/DataBackup'").pluck().get();
        // 5 + 3 list requests, and the log list request itself.
        expect(count).toBe(8);
        expect(db.prepare("SELECT COUNT(*) FROM system_logs WHERE category = 5 AND path LIKE '/api/system/Log/%'").pluck().get()).toBe(1);
      } finally {
        db.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
