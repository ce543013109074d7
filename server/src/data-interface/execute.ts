import type { Db } from '../db/connection';
import { PRINT_SOURCE_TABLES } from '../print/source-policy';
import { checkSelect, sqlError, type SqlMessageKeys } from '../sql-readonly/check';
import type { SourceAllowList } from '../sql-readonly/read-policy';
import type { Inspection, Row, SqlRunner } from '../sql-readonly/runner';
import { callHttp } from './http';
import { bindParams, parseStatic, type InterfaceFields, type ParamInput } from './model';
import type { DataInterfaceSettings } from './settings';

/** Rows one call yields at most (popup selects page and search within them). */
export const ROWS_MAX = 10_000;

export type ResultRow = Record<string, unknown>;

export interface Engine {
  db: Db;
  runner: SqlRunner;
  settings: DataInterfaceSettings;
}

/**
 * What data-interface SQL may read. Its results reach every signed-in user through popup selects,
 * so it is held to the print data sources' policy (reference and organisation tables, users by
 * their public columns only; no sessions, hashes, messages or logs), plus the tables of released
 * online-dev modules, which exist to be read.
 */
export function sourceTables(db: Db): SourceAllowList {
  const { print_templates: _templates, print_logs: _logs, ...reference } = PRINT_SOURCE_TABLES;
  const released = db.prepare('SELECT physical_name AS name FROM visualdev_tables').all() as { name: string }[];
  return { ...reference, ...Object.fromEntries(released.map((table) => [table.name, '*' as const])) };
}

const DI_SQL_KEYS: SqlMessageKeys = {
  selectOnly: 'diSqlSelectOnly',
  params: 'diSqlParamUndeclared',
  invalid: 'diSqlInvalid',
  timeout: 'diTimeout',
  unavailable: 'diSqlUnavailable',
  table: 'diSqlTable',
  column: 'diSqlColumn',
  function: 'diSqlFunction',
  virtual: 'diSqlVirtual',
};

/** Compiles the statement on the read-only connection: one SELECT, declared parameters only, within the read policy. */
export async function checkSql(engine: Engine, fields: Pick<InterfaceFields, 'query' | 'requestParameters'>): Promise<Inspection> {
  const names = fields.requestParameters.map((param) => param.field);
  return checkSelect({
    sql: fields.query,
    inspect: (sql) => engine.runner.inspect(sql, names),
    allow: sourceTables(engine.db),
    keys: DI_SQL_KEYS,
    timeoutMs: engine.settings.timeoutMs,
  });
}

/** Everything a save checks beyond the form: the SQL compiles and reads only what it may. */
export async function checkDefinition(engine: Engine, fields: InterfaceFields): Promise<void> {
  if (fields.dataType === 1) await checkSql(engine, fields);
}

/**
 * The rows of a result: an array as it is; JNPF's envelope `{code, data}` or a `{list}` page
 * unwrapped; any other object is one row. Primitives become `{value}` rows.
 */
export function rowsOf(value: unknown, depth = 0): ResultRow[] {
  if (Array.isArray(value)) {
    return value.slice(0, ROWS_MAX).map((item) => (item !== null && typeof item === 'object' && !Array.isArray(item) ? (item as ResultRow) : { value: item }));
  }
  if (value !== null && typeof value === 'object' && depth < 3) {
    const object = value as Record<string, unknown>;
    if (Array.isArray(object.list)) return rowsOf(object.list, depth + 1);
    if ('data' in object && object.data !== null && typeof object.data === 'object') return rowsOf(object.data, depth + 1);
    return [object];
  }
  if (value === null || value === undefined) return [];
  return [{ value }];
}

/** The tables (by name) an inspected statement opens to read. */
export function tablesRead(inspection: Pick<Inspection, 'program' | 'schema'>): string[] {
  const byRoot = new Map(inspection.schema.map((object) => [object.rootpage, object.tableName]));
  const tables = new Set<string>();
  for (const row of inspection.program) {
    if ((row.opcode === 'OpenRead' || row.opcode === 'ReopenIdx') && row.p3 === 0) {
      const table = byRoot.get(row.p2);
      if (table) tables.add(table);
    }
  }
  return [...tables];
}

/** A run's rows and, for SQL, the tables it read (the caller's data rules of module tables apply to them). */
export interface Execution {
  rows: ResultRow[];
  reads: string[];
}

/** Runs the interface with the caller's parameters; every refusal is an ApiError. */
export async function execute(engine: Engine, fields: InterfaceFields, paramList: readonly ParamInput[] | null | undefined): Promise<ResultRow[]> {
  return (await executeReading(engine, fields, paramList)).rows;
}

/** `execute`, also answering which tables an SQL interface read. */
export async function executeReading(engine: Engine, fields: InterfaceFields, paramList: readonly ParamInput[] | null | undefined): Promise<Execution> {
  const bindings = bindParams(fields.requestParameters, paramList);
  if (fields.dataType === 2) return { rows: rowsOf(parseStatic(fields.query)), reads: [] };
  if (fields.dataType === 3) {
    const answer = await callHttp(
      { method: fields.requestMethod, url: fields.path, headers: fields.requestHeaders, params: bindings },
      { hosts: engine.settings.hosts, timeoutMs: engine.settings.timeoutMs, maxBytes: engine.settings.maxResponseBytes },
    );
    return { rows: rowsOf(answer), reads: [] };
  }
  const inspection = await checkSql(engine, fields);
  let rows: Row[];
  try {
    rows = await engine.runner.run(fields.query, bindings, ROWS_MAX);
  } catch (error) {
    throw sqlError(error, engine.settings.timeoutMs, DI_SQL_KEYS);
  }
  return { rows, reads: tablesRead(inspection) };
}

/** The field names of a result, in first-seen order over its first 100 rows. */
export function fieldsOf(rows: readonly ResultRow[]): string[] {
  const fields = new Set<string>();
  for (const row of rows.slice(0, 100)) for (const key of Object.keys(row)) fields.add(key);
  return [...fields];
}

/** The fields an interface returns: the SQL's result columns without running it; otherwise those of a run. */
export async function discoverFields(engine: Engine, fields: InterfaceFields, paramList: readonly ParamInput[] | null | undefined): Promise<string[]> {
  if (fields.dataType === 1) {
    // Compiled, not run: no parameter values are needed.
    return (await checkSql(engine, fields)).columns;
  }
  return fieldsOf(await execute(engine, fields, paramList));
}
