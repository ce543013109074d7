// The data-source runner against a real database file: what a statement may read (the policy on
// its compiled program), how it is bound, and that a runaway statement is stopped and the runner
// recovers. A small schema of its own, so each refusal is about one table or column.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { checkReadPolicy, startsAsSelect, type SourceAllowList } from './source-policy';
import { SqlRefused, SqlTimeout, createSqlRunner, type SqlRunner } from './sql-runner';

const ALLOW: SourceAllowList = { orders: '*', people: ['id', 'name', 'org'] };

let dir: string;
let runner: SqlRunner;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'atrium-print-sql-'));
  const file = path.join(dir, 'db.sqlite');
  const db = new Database(file);
  db.exec(`
    CREATE TABLE people (id TEXT PRIMARY KEY, name TEXT NOT NULL, org TEXT, password_hash TEXT NOT NULL);
    CREATE INDEX people_secret ON people (password_hash);
    CREATE INDEX people_org ON people (org, name);
    CREATE TABLE orders (id TEXT PRIMARY KEY, person_id TEXT, amount REAL, note BLOB);
    CREATE TABLE secrets (id TEXT PRIMARY KEY, value TEXT);
    CREATE VIEW people_view AS SELECT id, name, password_hash FROM people;
    INSERT INTO people VALUES ('p1', '张三', 'rd', 'hash-1'), ('p2', '李四', 'hr', 'hash-2');
    INSERT INTO orders VALUES ('o1', 'p1', 12.5, x'00ff'), ('o2', 'p1', 3, NULL), ('o3', 'p2', 7, NULL);
    INSERT INTO secrets VALUES ('s', 'top');
  `);
  db.close();
  runner = createSqlRunner(file, 1500);
});

afterAll(async () => {
  await runner.close();
  rmSync(dir, { recursive: true, force: true });
});

const verdict = async (sql: string) => {
  const inspection = await runner.inspect(sql);
  return checkReadPolicy(inspection.program, inspection.schema, ALLOW);
};

describe('what a statement may read', () => {
  it('allows listed tables and columns, joins, sub-queries, aggregates and CTEs', async () => {
    for (const sql of [
      'SELECT o.id, o.amount, p.name FROM orders o JOIN people p ON p.id = o.person_id WHERE o.person_id = @formId',
      'SELECT count(*) AS n, sum(amount) AS total FROM orders',
      'WITH mine AS (SELECT * FROM orders WHERE person_id = @formId) SELECT id FROM mine',
      'SELECT name FROM people WHERE org = @formId ORDER BY name',
      'SELECT (SELECT count(*) FROM orders) AS n, upper(name) FROM people',
      'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 5) SELECT i FROM n',
      'SELECT id FROM orders UNION SELECT id FROM people ORDER BY 1',
    ]) expect(await verdict(sql)).toBeNull();
  });

  it.each([
    ['an unlisted table', 'SELECT value FROM secrets', { key: 'table', name: 'secrets' }],
    ['an unlisted table, counted only', 'SELECT count(*) FROM secrets', { key: 'table', name: 'secrets' }],
    ['the schema table', 'SELECT sql FROM sqlite_schema', { key: 'table', name: 'sqlite_schema' }],
    ['a secret column by name', 'SELECT password_hash FROM people', { key: 'column', table: 'people', column: 'password_hash' }],
    ['a secret column through *', 'SELECT * FROM people', { key: 'column', table: 'people', column: 'password_hash' }],
    ['a secret column through a view', 'SELECT * FROM people_view', { key: 'column', table: 'people', column: 'password_hash' }],
    ['a secret column in a filter only', "SELECT name FROM people WHERE password_hash LIKE 'h%'", { key: 'column', table: 'people', column: 'password_hash' }],
    ['a secret column through a covering index', "SELECT count(*) FROM people WHERE password_hash > ''", { key: 'column', table: 'people', column: 'password_hash' }],
    ['a secret column in a sub-query', 'SELECT (SELECT max(password_hash) FROM people) AS x FROM orders', { key: 'column', table: 'people', column: 'password_hash' }],
    // Deny by default has a price: count(*) walks the smallest index, here the secret one.
    ['a count that walks an index holding a secret', 'SELECT count(*) FROM people', { key: 'column', table: 'people', column: 'password_hash' }],
    ['a virtual table', "SELECT value FROM json_each('[1,2]')", { key: 'virtual' }],
    ['a memory bomb', 'SELECT randomblob(1000000000) AS x', { key: 'function', name: 'randomblob' }],
    ['printf padding', "SELECT printf('%.*c', 1000000000, 'x') AS x", { key: 'function', name: 'printf' }],
  ])('refuses %s', async (_label, sql, expected) => {
    expect(await verdict(sql)).toEqual(expected);
  });

  it('tells SELECTs from other statements by their first word, comments skipped', () => {
    expect(startsAsSelect('  -- note\n /* more */ select 1')).toBe(true);
    expect(startsAsSelect('WITH x AS (SELECT 1) SELECT * FROM x')).toBe(true);
    expect(startsAsSelect('PRAGMA table_info(people)')).toBe(false);
    expect(startsAsSelect('DELETE FROM people')).toBe(false);
    expect(startsAsSelect('selected')).toBe(false);
  });
});

describe('running', () => {
  it('names the result columns without running the statement and binds @formId only', async () => {
    const inspection = await runner.inspect('SELECT id AS orderId, amount FROM orders WHERE person_id = @formId');
    expect(inspection).toMatchObject({ columns: ['orderId', 'amount'], reader: true, readonly: true, usesFormId: true });
    expect(await runner.run('SELECT id, amount FROM orders WHERE person_id = @formId ORDER BY id', 'p1', 10)).toEqual([
      { id: 'o1', amount: 12.5 },
      { id: 'o2', amount: 3 },
    ]);
    expect((await runner.inspect('SELECT id FROM orders')).usesFormId).toBe(false);
  });

  it('binds the record id as a value, never as SQL', async () => {
    expect(await runner.run('SELECT id FROM orders WHERE person_id = @formId', "p1' OR '1'='1", 10)).toEqual([]);
  });

  it('stops at maxRows and turns blobs into null', async () => {
    expect(await runner.run('SELECT id, note FROM orders ORDER BY id', null, 1)).toEqual([{ id: 'o1', note: null }]);
  });

  it.each([
    ['two statements', 'SELECT 1; SELECT 2', 'multiple'],
    ['another named parameter', 'SELECT id FROM orders WHERE id = @other', 'params'],
    ['a positional parameter', 'SELECT id FROM orders WHERE id = ?', 'params'],
    ['broken SQL', 'SELEC id FROM orders', 'syntax'],
    ['an unknown table', 'SELECT * FROM nowhere', 'syntax'],
  ])('refuses %s', async (_label, sql, kind) => {
    const error = await runner.inspect(sql).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SqlRefused);
    expect((error as SqlRefused).kind).toBe(kind);
  });

  it('reports writes for what they are: not a reader, not read-only', async () => {
    const inspection = await runner.inspect("UPDATE orders SET amount = 0 WHERE id = 'o1'");
    expect({ reader: inspection.reader, readonly: inspection.readonly }).toEqual({ reader: false, readonly: false });
  });

  it('cannot write even when asked to run a write: the connection is read-only', async () => {
    await expect(runner.run("UPDATE orders SET amount = 0 WHERE id = 'o1'", null, 1)).rejects.toBeInstanceOf(SqlRefused);
    expect(await runner.run("SELECT amount FROM orders WHERE id = 'o1'", null, 1)).toEqual([{ amount: 12.5 }]);
  });

  it('kills a statement that runs past the time limit, then serves the next one', async () => {
    const started = Date.now();
    const endless = 'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT count(*) FROM n';
    await expect(runner.run(endless, null, 1)).rejects.toBeInstanceOf(SqlTimeout);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await runner.run('SELECT count(*) AS n FROM orders', null, 1)).toEqual([{ n: 3 }]);
  });
});
