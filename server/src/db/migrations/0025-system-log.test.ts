import type { Db } from '../connection';
import { migrate, migrations } from '../migrate';
import { freshDatabasePerTest } from '../../testing/fresh-db';

const freshDb = freshDatabasePerTest('atrium-0025-');
let db: Db;
beforeEach(() => {
  db = freshDb();
});

it('moves the request log and the sign-ins so far into one store, ids in time order, searchable', () => {
  migrate(db, migrations.filter((migration) => migration.version < 25));
  // Rows of a user the log outlives: no seed needed (foreign keys off while writing the old rows).
  const admin = 'u-admin';
  db.pragma('foreign_keys = OFF');
  const at = Date.UTC(2025, 5, 1);
  const request = db.prepare('INSERT INTO request_logs (user_id, at, method, path, code, duration_ms, ip) VALUES (?, ?, ?, ?, ?, 3, ?)');
  request.run(admin, at + 2, 'GET', '/api/system/Area', 200, '10.1.1.1');
  request.run(admin, at + 2, 'PUT', '/api/system/Area/a1', 400, '10.1.1.1');
  request.run(admin, at + 5, 'GET', '/api/oauth/CurrentUser', 500, '10.1.1.1');
  const attempt = db.prepare('INSERT INTO login_attempts (account, user_id, ip, at, success) VALUES (?, ?, ?, ?, ?)');
  attempt.run('admin', admin, '10.9.9.9', at + 1, 1);
  attempt.run('ghost', null, '10.9.9.8', at + 3, 0);

  db.pragma('foreign_keys = ON');
  // Up to the migration that replaced its keyword index (42).
  migrate(db, migrations.filter((migration) => migration.version < 42));
  expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'request_logs'").get()).toBeUndefined();
  const rows = db.prepare('SELECT id, category, at, user_name, path, code, level FROM system_logs ORDER BY id').all() as
    { id: number; category: number; at: number; user_name: string; path: string; code: number; level: number }[];
  expect(rows.map((row) => [row.category, row.at - at, row.path, row.code, row.level])).toEqual([
    [1, 1, '/api/oauth/Login', 200, 1],
    [5, 2, '/api/system/Area', 200, 1],
    [5, 2, '/api/system/Area/a1', 400, 2],
    [1, 3, '/api/oauth/Login', 400, 2],
    [5, 5, '/api/oauth/CurrentUser', 500, 3],
  ]);
  for (const row of rows) expect(Math.floor(row.id / 1024)).toBe(row.at);
  // Sign-ins keep the account tried when the user is unknown.
  expect(rows[0]?.user_name).toBe('admin');
  expect(rows[3]?.user_name).toBe('ghost');
  // The index holds the moved rows.
  expect(db.prepare(`SELECT rowid FROM system_logs_fts WHERE system_logs_fts MATCH '"a/a"'`).all()).toEqual([{ rowid: rows[2]?.id }]);
  // Every writer is held to id = time.
  expect(() => db.prepare('INSERT INTO system_logs (id, category, at) VALUES (?, 5, ?)').run(1, at)).toThrow(/CHECK/);
});
