import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { isCheckpointing, startCheckpointer } from '../db/checkpointer';
import { buildTestApp, closeTestApp } from '../testing';
import { LogCategory, LogLevel } from './categories';
import { SystemLogWriter, type LogEntry } from './writer';

// No API route plugins (buildTestApp's routes: []): these tests call none beyond sign-in, which is always there.

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ routes: [] });
});
afterAll(async () => closeTestApp(app));

const entry = (path: string, at = Date.now()): LogEntry => ({
  category: LogCategory.request, at, userId: null, userName: 'writer/writer', ip: '192.0.2.7', method: 'GET', path, module: path,
  recordId: '', code: 200, level: LogLevel.info, durationMs: 1, userAgent: '', summary: '',
});
const synchronous = () => app.db.pragma('synchronous', { simple: true });
/** Polls `test` until it holds; fails after 10 s (the poll never outlives the test). */
const waitFor = (test: () => boolean) => new Promise<void>((resolve, reject) => {
  const started = Date.now();
  const poll = setInterval(() => {
    if (test()) {
      clearInterval(poll);
      resolve();
    } else if (Date.now() - started > 10_000) {
      clearInterval(poll);
      reject(new Error('waitFor: condition not met within 10 s'));
    }
  }, 2);
});
const stored = (path: string) => app.db.prepare('SELECT COUNT(*) AS n FROM system_logs WHERE path = ?').pluck().get(path);

describe('SystemLogWriter', () => {
  it('writes its batch without syncing the WAL and gives the connection back its level for data writes', () => {
    app.db.pragma('synchronous = FULL'); // the server's level (test apps run NORMAL): every data commit synced
    const writer = new SystemLogWriter(app.db, () => Date.now(), () => undefined);
    writer.record(entry('/api/writer-test/a'));
    writer.record(entry('/api/writer-test/b'));
    expect(stored('/api/writer-test/a')).toBe(0);
    const pragma = jest.spyOn(app.db, 'pragma');
    writer.flush();
    expect(pragma.mock.calls.map((call) => call[0])).toContain('synchronous = NORMAL');
    pragma.mockRestore();
    expect(stored('/api/writer-test/a')).toBe(1);
    expect(stored('/api/writer-test/b')).toBe(1);
    expect(synchronous()).toBe(2);
  });

  it('writes in the background a few entries per transaction, with the event loop running between them', async () => {
    const transactions: number[] = [];
    const turns: number[] = [];
    // Every commit of the writer, and how many event-loop turns ran before it.
    const write = app.db.transaction.bind(app.db);
    const counting = jest.spyOn(app.db, 'transaction').mockImplementation(((fn: (rows: unknown[]) => void) =>
      write((rows: unknown[]) => {
        transactions.push(rows.length);
        turns.push(loopTurns);
        fn(rows);
      })) as unknown as typeof app.db.transaction);
    const fresh = new SystemLogWriter(app.db, () => Date.now(), () => undefined);
    counting.mockRestore();
    let loopTurns = 0;
    const ticking = setInterval(() => (loopTurns += 1), 0);
    for (let index = 0; index < 200; index += 1) fresh.record(entry(`/api/writer-test/slices-${index}`));
    expect(stored('/api/writer-test/slices-0')).toBe(0);
    await new Promise<void>((resolve) => {
      const poll = setInterval(() => {
        if (stored('/api/writer-test/slices-199') === 1) {
          clearInterval(poll);
          resolve();
        }
      }, 5);
    });
    clearInterval(ticking);
    expect(transactions.reduce((sum, rows) => sum + rows, 0)).toBe(200);
    expect(Math.max(...transactions)).toBeLessThanOrEqual(8);
    // Not all in one turn of the event loop: other work (requests) ran while the entries were written.
    expect(new Set(turns).size).toBeGreaterThan(1);
  });

  it('never waits for the write lock on the event loop: a slice that finds it taken is tried again later, its entries kept in order', async () => {
    // Another connection holds the write lock (as the checkpointer does while it starts the log over
    // with a sync): with the connection's 5 s busy timeout, SQLite's busy handler would sleep here.
    expect(app.db.pragma('busy_timeout', { simple: true })).toBe(5000);
    const other = new Database(app.config.dbFile);
    const warnings: string[] = [];
    try {
      other.exec('BEGIN IMMEDIATE');
      const writer = new SystemLogWriter(app.db, () => Date.now(), (error, what) => warnings.push(`${what}: ${String(error)}`));
      for (let index = 0; index < 20; index += 1) writer.record(entry(`/api/writer-test/busy-${index}`));
      let last = performance.now();
      let longestGap = 0;
      const ticking = setInterval(() => {
        longestGap = Math.max(longestGap, performance.now() - last);
        last = performance.now();
      }, 1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      clearInterval(ticking);
      // Several tries (every 5 ms after the first at 50 ms), none of them blocking: a busy wait
      // would hold the event loop the connection's 5 s (the margin is for a loaded machine).
      expect(longestGap).toBeLessThan(1000);
      expect(stored('/api/writer-test/busy-0')).toBe(0);
      expect(app.db.pragma('busy_timeout', { simple: true })).toBe(5000);
      other.exec('COMMIT');
      await waitFor(() => stored('/api/writer-test/busy-19') === 1);
      const paths = app.db.prepare("SELECT path FROM system_logs WHERE path LIKE '/api/writer-test/busy-%' ORDER BY id").pluck().all();
      expect(paths).toEqual(Array.from({ length: 20 }, (_, index) => `/api/writer-test/busy-${index}`));
      expect(warnings).toEqual([]);
      expect(app.db.pragma('busy_timeout', { simple: true })).toBe(5000);
    } finally {
      if (other.inTransaction) other.exec('ROLLBACK');
      other.close();
    }
  });

  it('writes nothing while the checkpointer checkpoints and starts the log over, and everything after', async () => {
    app.db.prepare('DELETE FROM system_logs WHERE path = ?').run('/api/writer-test/none'); // something in the log to checkpoint
    // Another connection holding the write lock keeps the checkpointer's worker at its restart, flag up.
    const other = new Database(app.config.dbFile);
    other.exec('BEGIN IMMEDIATE');
    const worker = startCheckpointer(app.db, app.config.dbFile, { intervalMs: 20 });
    const pragma = jest.spyOn(app.db, 'pragma');
    try {
      await waitFor(() => isCheckpointing(app.db));
      const writer = new SystemLogWriter(app.db, () => Date.now(), () => undefined);
      for (let index = 0; index < 3; index += 1) writer.record(entry(`/api/writer-test/checkpointing-${index}`));
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(isCheckpointing(app.db)).toBe(true);
      // Not even tried (a try would have set busy_timeout 0 and found the lock taken).
      expect(pragma.mock.calls.map((call) => call[0])).not.toContain('busy_timeout = 0');
      other.exec('COMMIT');
      await waitFor(() => stored('/api/writer-test/checkpointing-2') === 1);
      expect(stored('/api/writer-test/checkpointing-0')).toBe(1);
    } finally {
      pragma.mockRestore();
      if (other.inTransaction) other.exec('ROLLBACK');
      other.close();
      await worker.close();
    }
  });

  it('leaves the level alone when flushed inside a transaction, and restores it when a row fails', () => {
    app.db.pragma('synchronous = FULL');
    const warnings: string[] = [];
    const writer = new SystemLogWriter(app.db, () => Date.now(), (_error, what) => warnings.push(what));
    writer.record(entry('/api/writer-test/in-transaction'));
    app.db.transaction(() => {
      writer.flush();
      expect(synchronous()).toBe(2);
    })();
    expect(stored('/api/writer-test/in-transaction')).toBe(1);
    // A row the table refuses (a category of NULL): the others are written, the level is restored.
    writer.record({ ...entry('/api/writer-test/bad'), category: null as unknown as LogCategory });
    writer.record(entry('/api/writer-test/good'));
    writer.flush();
    expect(warnings).toEqual(['system log not written']);
    expect(stored('/api/writer-test/good')).toBe(1);
    expect(synchronous()).toBe(2);
  });
});
