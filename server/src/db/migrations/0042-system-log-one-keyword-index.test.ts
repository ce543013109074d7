import { LogCategory } from '../../system-log/categories';
import { backfillGrams, gramsCoveredFrom } from '../../system-log/grams';
import { listLogs, queryOf } from '../../system-log/repository';
import type { Db } from '../connection';
import { migrate, migrations } from '../migrate';
import { freshDatabasePerTest } from '../../testing/fresh-db';

const freshDb = freshDatabasePerTest('atrium-0042-');
let db: Db;
beforeEach(() => {
  db = freshDb();
});

it('drops the trigram index and its triggers, and fills the one keyword index again from the newest entry', () => {
  migrate(db, migrations.filter((migration) => migration.version < 42));
  const at = Date.UTC(2026, 5, 1);
  const insert = db.prepare("INSERT INTO system_logs (id, category, at, user_name, ip, method, path) VALUES (?, 3, ?, ?, '10.0.0.1', 'PUT', ?)");
  for (let index = 0; index < 12; index += 1) insert.run((at + index) * 1024, at + index, index % 4 === 0 ? '张三丰/zsf' : 'other/x', `/api/system/Orders/o${index}`);
  const newest = (at + 11) * 1024;

  migrate(db);
  const names = db.prepare("SELECT name FROM sqlite_master WHERE name LIKE 'system_logs_fts%'").pluck().all();
  expect(names).toEqual([]);
  // Entries written from now on cost one index, and deleting one still forgets its grams.
  expect(db.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'system_logs'").pluck().all()).toEqual(['system_logs_grams_delete']);
  expect(gramsCoveredFrom(db)).toBe(newest + 1);
  const filter = { category: LogCategory.operation, keyword: '张三丰/z', startTime: at, endTime: at + 60_000 };
  // Until the background pass has covered the range, the list walks it: still right.
  expect(queryOf(db, filter).from).not.toContain('system_logs_grams');
  expect(listLogs(db, filter, 20, 0).total).toBe(3);

  while (backfillGrams(db, 5) === 5);
  expect(gramsCoveredFrom(db)).toBe(0);
  expect(queryOf(db, filter).from).toContain('system_logs_grams');
  expect(listLogs(db, filter, 20, 0).rows.map((row) => row.path)).toEqual(['/api/system/Orders/o8', '/api/system/Orders/o4', '/api/system/Orders/o0']);
});
