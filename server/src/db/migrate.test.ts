import Database from 'better-sqlite3';
import { migrate } from './migrate';

const tableNames = (db: Database.Database) =>
  (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 't%' ORDER BY name").all() as { name: string }[]).map(
    (row) => row.name,
  );

describe('migrate', () => {
  it('applies a lower-numbered migration that landed after a higher one was applied', () => {
    const db = new Database(':memory:');
    expect(migrate(db, [{ version: 3, sql: 'CREATE TABLE t3 (id INTEGER)' }])).toBe(3);
    expect(
      migrate(db, [
        { version: 2, sql: 'CREATE TABLE t2 (id INTEGER)' },
        { version: 3, sql: 'CREATE TABLE t3 (id INTEGER)' },
      ]),
    ).toBe(3);
    expect(tableNames(db)).toEqual(['t2', 't3']);
  });

  it('applies nothing twice and rolls back a failing migration whole', () => {
    const db = new Database(':memory:');
    migrate(db, [{ version: 1, sql: 'CREATE TABLE t1 (id INTEGER)' }]);
    expect(() =>
      migrate(db, [
        { version: 1, sql: 'CREATE TABLE t1 (id INTEGER)' },
        { version: 2, sql: 'CREATE TABLE t2 (id INTEGER); CREATE TABLE t1 (id INTEGER)' },
      ]),
    ).toThrow();
    expect(tableNames(db)).toEqual(['t1']);
    expect((db.prepare('SELECT version FROM schema_version').all() as { version: number }[]).map((r) => r.version)).toEqual([1]);
  });
});
