import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from './connection';
import { createDbReader, type DbReader } from './read-worker';

describe('db reader thread', () => {
  let dir: string;
  let db: Db;
  let reader: DbReader;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'atrium-reader-'));
    db = openDatabase(path.join(dir, 'test.db'));
    db.exec("CREATE TABLE t (n INTEGER); INSERT INTO t VALUES (1), (2), (3);");
    reader = createDbReader(path.join(dir, 'test.db'));
  });
  afterEach(async () => {
    await reader.close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs a batch and answers one result per query', async () => {
    await expect(
      reader.read([
        { sql: 'SELECT n FROM t WHERE n >= ? ORDER BY n', params: [2], mode: 'all' },
        { sql: 'SELECT COUNT(*) AS c FROM t', params: [], mode: 'get' },
      ]),
    ).resolves.toEqual([[{ n: 2 }, { n: 3 }], { c: 3 }]);
  });

  it('refuses to write (read-only connection) and keeps working after an error', async () => {
    await expect(reader.read([{ sql: 'DELETE FROM t', params: [], mode: 'all' }])).rejects.toThrow(/db reader/);
    await expect(reader.read([{ sql: 'SELECT nope FROM t', params: [], mode: 'all' }])).rejects.toThrow(/no such column/);
    await expect(reader.read([{ sql: 'SELECT COUNT(*) AS c FROM t', params: [], mode: 'get' }])).resolves.toEqual([{ c: 3 }]);
    expect((db.prepare('SELECT COUNT(*) AS c FROM t').get() as { c: number }).c).toBe(3);
  });

  it('starts again after close', async () => {
    await reader.read([{ sql: 'SELECT 1 AS one', params: [], mode: 'get' }]);
    await reader.close();
    await expect(reader.read([{ sql: 'SELECT 1 AS one', params: [], mode: 'get' }])).resolves.toEqual([{ one: 1 }]);
  });

  it('reuses a result while its version holds, and reads again once it moves', async () => {
    db.exec('CREATE TABLE v (scope TEXT PRIMARY KEY, version INTEGER); INSERT INTO v VALUES (\'t\', 1);');
    const withCache = createDbReader(path.join(dir, 'test.db'), db);
    const count = {
      sql: 'SELECT COUNT(*) AS c FROM t', params: [], mode: 'get' as const,
      reuseWhile: { sql: 'SELECT version FROM v WHERE scope = ?', params: ['t'] },
    };
    try {
      await expect(withCache.read([count])).resolves.toEqual([{ c: 3 }]);
      // A write that does not move the version (which triggers would) is not seen: the result is kept.
      db.exec('INSERT INTO t VALUES (4)');
      await expect(withCache.read([count])).resolves.toEqual([{ c: 3 }]);
      db.exec("UPDATE v SET version = 2 WHERE scope = 't'");
      await expect(withCache.read([count])).resolves.toEqual([{ c: 4 }]);
      // A query without reuseWhile is always read.
      await expect(withCache.read([{ sql: count.sql, params: [], mode: 'get' }])).resolves.toEqual([{ c: 4 }]);
    } finally {
      await withCache.close();
    }
  });
});
