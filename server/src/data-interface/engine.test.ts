// The data-interface engine's pieces on their own: the host allow-list, parameter binding, result
// shapes, popup search and lookup, and the SQL child's read-only connection and time limit.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { ApiError } from '../plugins/errors';
import { rowsOf } from './execute';
import { bindParams, coerceParam, type ParamDef } from './model';
import { rowsByIds, searchRows } from './select';
import { hostAllowed, parseHosts, settingsFromEnv } from './settings';
import { SqlRefused, SqlTimeout, createSqlRunner } from '../sql-readonly/runner';

const keyOf = (work: () => unknown): string => {
  try {
    work();
  } catch (error) {
    if (error instanceof ApiError) return error.key;
    throw error;
  }
  return 'none';
};

describe('host allow-list', () => {
  const hosts = parseHosts(' API.example.com , erp.internal:8080, [::1]:9000, bad host, x:99999, 10.0.0.5');
  it('parses hosts with and without ports, lower-cased, skipping junk', () => {
    expect(hosts).toEqual([
      { host: 'api.example.com', port: null },
      { host: 'erp.internal', port: 8080 },
      { host: '::1', port: 9000 },
      { host: '10.0.0.5', port: null },
    ]);
  });
  it.each([
    ['https://api.example.com/a', true],
    ['http://API.EXAMPLE.COM:81/a', true],
    ['http://erp.internal:8080/x', true],
    ['http://erp.internal/x', false],
    ['http://[::1]:9000/', true],
    ['http://10.0.0.5/', true],
    ['http://api.example.com.evil.org/', false],
    ['http://evil.org/?api.example.com', false],
  ])('%s → %s', (url, allowed) => {
    expect(hostAllowed(new URL(url), hosts)).toBe(allowed);
  });
  it('allows nothing and uses the defaults when the environment says nothing', () => {
    expect(settingsFromEnv({})).toEqual({ hosts: [], timeoutMs: 5000, maxResponseBytes: 2048 * 1024 });
    expect(settingsFromEnv({ ATRIUM_DATA_INTERFACE_TIMEOUT_MS: 'soon' }).timeoutMs).toBe(5000);
  });
});

describe('parameters', () => {
  const defs: ParamDef[] = [
    { field: 'name', fieldName: '名称', dataType: 'varchar', required: 1, defaultValue: '' },
    { field: 'n', fieldName: '', dataType: 'int', required: 0, defaultValue: '5' },
    { field: 'at', fieldName: '', dataType: 'datetime', required: 0, defaultValue: '' },
  ];
  it('binds values by name, fills defaults and coerces types', () => {
    expect(bindParams(defs, [{ field: 'name', value: 'x' }, { field: 'at', value: '2025-01-06T00:00:00Z' }])).toEqual({ name: 'x', n: 5, at: Date.UTC(2025, 0, 6) });
    expect(bindParams(defs, [{ field: 'name', defaultValue: 'y' }, { field: 'n', value: 7 }])).toMatchObject({ name: 'y', n: 7, at: null });
  });
  it('refuses unknown names, missing required values and values not of their type', () => {
    expect(keyOf(() => bindParams(defs, [{ field: 'name', value: 'x' }, { field: 'other', value: 1 }]))).toBe('diParamUnknown');
    expect(keyOf(() => bindParams(defs, []))).toBe('diParamRequired');
    expect(keyOf(() => bindParams(defs, [{ field: 'name', value: 'x' }, { field: 'n', value: '1.5' }]))).toBe('diParamValueInvalid');
    expect(keyOf(() => coerceParam(defs[0] as ParamDef, { nested: true }))).toBe('diParamValueInvalid');
    expect(keyOf(() => coerceParam({ ...(defs[1] as ParamDef), dataType: 'decimal' }, 'NaN'))).toBe('diParamValueInvalid');
  });
});

describe('results', () => {
  it('unwraps JNPF envelopes and pages, and turns other values into rows', () => {
    expect(rowsOf([{ a: 1 }, 2])).toEqual([{ a: 1 }, { value: 2 }]);
    expect(rowsOf({ code: 200, msg: 'ok', data: { list: [{ a: 1 }], pagination: {} } })).toEqual([{ a: 1 }]);
    expect(rowsOf({ code: 200, data: [{ b: 2 }] })).toEqual([{ b: 2 }]);
    expect(rowsOf({ a: 1 })).toEqual([{ a: 1 }]);
    expect(rowsOf(null)).toEqual([]);
    expect(rowsOf(Array.from({ length: 20_000 }, (_, i) => ({ i })))).toHaveLength(10_000);
  });
  it('searches the named fields only, and looks rows up in the order asked', () => {
    const rows = [{ id: 1, name: 'Alpha', secret: 'zzz' }, { id: '2', name: 'Beta', secret: 'alpha' }];
    expect(searchRows(rows, 'ALP', 'name', [])).toEqual([rows[0]]);
    expect(searchRows(rows, 'alp', '', [])).toEqual(rows);
    expect(searchRows(rows, 'zz', 'name', [{ value: 'secret' }])).toEqual([rows[0]]);
    expect(rowsByIds(rows, 'id', ['2', 1, '2', 'x'])).toEqual([rows[1], rows[0]]);
  });
});

describe('SQL runner', () => {
  let dir: string;
  let file: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'atrium-di-'));
    file = path.join(dir, 'db.sqlite');
    const db = new Database(file);
    db.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO t (name) VALUES ('a'), ('b');");
    db.close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('binds named parameters, refuses a write (not a query; the connection is read-only besides) and leaves the data as it was', async () => {
    // A budget, not a speed check: beside the e2e suite (load 15) one statement took over 2 s.
    const runner = createSqlRunner(file, 20_000);
    try {
      expect(await runner.run('SELECT name FROM t WHERE id = @id', { id: 2 }, 10)).toEqual([{ name: 'b' }]);
      expect((await runner.inspect('INSERT INTO t (name) VALUES (@n)', ['n'])).readonly).toBe(false);
      await expect(runner.run("INSERT INTO t (name) VALUES ('c')", {}, 10)).rejects.toBeInstanceOf(SqlRefused);
      await expect(runner.inspect('SELECT 1; SELECT 2', [])).rejects.toMatchObject({ kind: 'multiple' });
      await expect(runner.inspect('SELECT @x', [])).rejects.toMatchObject({ kind: 'params' });
      await expect(runner.inspect('SELECT ?', [])).rejects.toMatchObject({ kind: 'params' });
    } finally {
      await runner.close();
    }
    const db = new Database(file, { readonly: true });
    expect(db.prepare('SELECT COUNT(*) AS n FROM t').get()).toEqual({ n: 2 });
    db.close();
  });

  it('kills a runaway statement at the limit and serves the next one from a fresh process', async () => {
    const runner = createSqlRunner(file, 300);
    try {
      const started = Date.now();
      await expect(runner.run('WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c', {}, 1)).rejects.toBeInstanceOf(SqlTimeout);
      expect(Date.now() - started).toBeLessThan(3000);
      expect(await runner.run('SELECT 1 AS one', {}, 1)).toEqual([{ one: 1 }]);
    } finally {
      await runner.close();
    }
  });
});
