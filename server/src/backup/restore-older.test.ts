// A backup made before a migration is brought to this server's schema before it is restored
// (prepareRestoreCopy): here one from before migration 42, which dropped the system log's trigram
// index and its triggers (FTS5, read with trusted_schema off as every backup is).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { openDatabase } from '../db/connection';
import { migrate, migrations } from '../db/migrate';
import { prepareRestoreCopy } from './service';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'atrium-restore-older-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('migrates a backup from before migration 42: the trigram index and its triggers go, the entries stay', () => {
  const file = path.join(dir, 'older.db');
  const older = openDatabase(file);
  migrate(older, migrations.filter((migration) => migration.version < 42));
  const at = Date.UTC(2026, 0, 2);
  older.prepare("INSERT INTO system_logs (id, category, at, user_name, ip, method, path) VALUES (?, 5, ?, '张三/zs', '10.0.0.1', 'GET', '/api/system/Area')").run(at * 1024, at);
  older.pragma('wal_checkpoint(TRUNCATE)');
  older.close();

  const copy = prepareRestoreCopy(file, dir);
  const db = new Database(copy, { readonly: true });
  try {
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name LIKE 'system_logs_fts%'").pluck().all()).toEqual([]);
    expect(db.prepare('SELECT version FROM schema_version WHERE version = 42').pluck().get()).toBe(42);
    expect(db.prepare('SELECT path FROM system_logs').pluck().all()).toEqual(['/api/system/Area']);
  } finally {
    db.close();
  }
});
