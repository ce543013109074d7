// The session check's "seen" mark: written without a WAL sync (it runs inside every request, and a
// sync waits behind whatever the disk is doing, such as an online backup), the connection's
// level given back for data writes.
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, closeTestApp, createUser } from '../testing';
import { checkSession, createSession } from './sessions';

// No API route plugins (buildTestApp's routes: []): these tests call none beyond sign-in, which is always there.

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ routes: [] });
});
afterAll(async () => closeTestApp(app));

it('marks a session seen at most once a minute, without syncing the WAL, and restores the synchronous level', async () => {
  const user = await createUser(app);
  const start = Date.UTC(2026, 0, 1);
  const { token, sessionId } = createSession(app.db, { userId: user.id, ip: '192.0.2.1', userAgent: 'test', now: start, ttlSeconds: 3600 });
  const seen = () => app.db.prepare('SELECT last_seen_at FROM sessions WHERE id = ?').pluck().get(sessionId);
  app.db.pragma('synchronous = FULL'); // the server's level (test apps run NORMAL)
  const pragma = jest.spyOn(app.db, 'pragma');
  try {
    expect(checkSession(app.db, token, start + 30_000).ok).toBe(true);
    expect(seen()).toBe(start);
    expect(pragma).not.toHaveBeenCalled();
    expect(checkSession(app.db, token, start + 61_000).ok).toBe(true);
    expect(seen()).toBe(start + 61_000);
    expect(pragma.mock.calls.map((call) => call[0])).toEqual(['synchronous = NORMAL', 'busy_timeout = 0', 'busy_timeout = 5000', 'synchronous = 2']);
  } finally {
    pragma.mockRestore();
  }
  expect(app.db.pragma('synchronous', { simple: true })).toBe(2);
  app.db.pragma('synchronous = NORMAL');
});

it('skips the mark instead of waiting while another connection holds the write lock, and makes it on the next request', async () => {
  const user = await createUser(app);
  const start = Date.UTC(2026, 0, 1);
  const { token, sessionId } = createSession(app.db, { userId: user.id, ip: '192.0.2.1', userAgent: 'test', now: start, ttlSeconds: 3600 });
  const seen = () => app.db.prepare('SELECT last_seen_at FROM sessions WHERE id = ?').pluck().get(sessionId);
  // The system log's worker committing a batch: SQLite's busy handler would sleep the event loop
  // here (up to busy_timeout, then a 500 for a read-only request).
  const other = new Database(app.config.dbFile);
  other.pragma('busy_timeout = 0');
  other.exec('BEGIN IMMEDIATE');
  const pragma = jest.spyOn(app.db, 'pragma');
  try {
    expect(checkSession(app.db, token, start + 61_000).ok).toBe(true);
    expect(seen()).toBe(start);
    // The UPDATE ran with busy_timeout 0: it gave up at once, never slept in SQLite's busy handler.
    expect(pragma.mock.calls.map((call) => call[0]).filter((name) => String(name).startsWith('busy_timeout'))).toEqual(['busy_timeout = 0', 'busy_timeout = 5000']);
    pragma.mockRestore();
    expect(app.db.pragma('busy_timeout', { simple: true })).toBe(5000);
    other.exec('COMMIT');
    expect(checkSession(app.db, token, start + 62_000).ok).toBe(true);
    expect(seen()).toBe(start + 62_000);
  } finally {
    pragma.mockRestore();
    if (other.inTransaction) other.exec('ROLLBACK');
    other.close();
  }
});
