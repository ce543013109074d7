import { randomBytes } from 'node:crypto';
import { ApiError, badRequest } from '../plugins/errors';
import { checkIdentifier, quoteName } from './identifiers';
import {
  commentsOf, isRegisteredTable, registerTable, registeredTables, renameRegisteredTable, unregisterTable, writeComments,
} from './repository';
import type { SourceHandle } from './sources';
import { DATA_TYPES, isDataType, type DataType } from './types';

/** A field as 数据建模 shows and takes it (JNPF's tableFieldList item). */
export interface FieldDef {
  field: string;
  /** The comment (JNPF's fieldName). */
  fieldName: string;
  dataType: DataType;
  /** varchar: the length; decimal: 'precision,scale'; '' for the others. */
  dataLength: string;
  allowNull: 0 | 1;
  primaryKey: 0 | 1;
}

export interface FieldInput {
  field?: string | null;
  fieldName?: string | null;
  dataType?: string | null;
  dataLength?: string | number | null;
  allowNull?: number | null;
  primaryKey?: number | null;
  /** On an edit: the name the field had (a rename), absent for a new field. */
  oldField?: string | null;
}

export interface TableSummary {
  table: string;
  /** The table's comment (JNPF's tableName). */
  tableName: string;
  sum: number;
}

export const FIELDS_MAX = 200;
export const COMMENT_MAX = 100;
export const VARCHAR_MAX = 4000;
export const DECIMAL_PRECISION_MAX = 38;
const DEFAULT_LENGTH: Partial<Record<DataType, string>> = { varchar: '50', decimal: '18,2' };

/** Tables of the engine or of a sync in progress, never shown. */
const isInternal = (name: string): boolean => /^(sqlite_|atrium_)/i.test(name);

function tableExists(handle: SourceHandle, table: string): boolean {
  return handle.db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ? COLLATE NOCASE").get(table) !== undefined;
}

/** The tables 数据建模 may touch in this source: in the product's database, only those it made. */
export function reachableTables(handle: SourceHandle): string[] {
  const existing = (handle.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[])
    .map((row) => row.name).filter((name) => !isInternal(name));
  if (!handle.own) return existing;
  const registered = new Set(registeredTables(handle.db, handle.linkId));
  return existing.filter((name) => registered.has(name));
}

/** A table of this source that may be read or changed here; 404 when absent, 400 for the product's own tables. */
export function requireTable(handle: SourceHandle, table: string): string {
  if (!tableExists(handle, table)) throw new ApiError(404, 'recordNotFound', {}, { entity: 'entityDataTable' });
  const exact = (handle.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = ? COLLATE NOCASE").get(table) as { name: string }).name;
  if (isInternal(exact) || (handle.own && !isRegisteredTable(handle.db, handle.linkId, exact))) throw badRequest('dmSystemTable', { name: exact.slice(0, 64) });
  return exact;
}

/** The spec's label (and length) of a column's declared SQLite type. */
export function labelOf(declared: string): { dataType: DataType; dataLength: string } {
  const type = declared.trim().toUpperCase();
  const sized = /^(?:N?VARCHAR2?|N?CHAR|CHARACTER VARYING|CHARACTER)\s*\(\s*(\d+)\s*\)/.exec(type);
  if (sized) return { dataType: 'varchar', dataLength: sized[1] ?? '' };
  if (type.includes('CHAR')) return { dataType: 'varchar', dataLength: '' };
  if (type.includes('BIGINT')) return { dataType: 'bigint', dataLength: '' };
  if (type.includes('INT')) return { dataType: 'int', dataLength: '' };
  const decimal = /^(?:DECIMAL|NUMERIC|NUMBER)\s*\(\s*(\d+)\s*(?:,\s*(\d+)\s*)?\)/.exec(type);
  if (decimal) return { dataType: 'decimal', dataLength: `${decimal[1]},${decimal[2] ?? '0'}` };
  if (/DEC|NUM|REAL|FLOA|DOUB/.test(type)) return { dataType: 'decimal', dataLength: '' };
  if (/DATE|TIME/.test(type)) return { dataType: 'datetime', dataLength: '' };
  return { dataType: 'text', dataLength: '' };
}

interface ColumnInfo {
  name: string;
  type: string;
  notnull: number;
  pk: number;
}

function columnsOf(handle: SourceHandle, table: string): ColumnInfo[] {
  return handle.db.prepare(`SELECT name, type, "notnull", pk FROM pragma_table_info(?)`).all(table) as ColumnInfo[];
}

export function fieldsOf(handle: SourceHandle, registry: SourceHandle['db'], table: string): FieldDef[] {
  const comments = commentsOf(registry, handle.linkId, table);
  return columnsOf(handle, table).map((column) => ({
    field: column.name,
    fieldName: comments.get(column.name) ?? '',
    ...labelOf(column.type),
    allowNull: column.notnull || column.pk ? 0 : 1,
    primaryKey: column.pk > 0 ? 1 : 0,
  }));
}

/** The SQLite type a label declares. */
function declaredType(field: FieldDef): string {
  switch (field.dataType) {
    case 'varchar': return field.dataLength ? `VARCHAR(${field.dataLength})` : 'VARCHAR';
    case 'decimal': return field.dataLength ? `DECIMAL(${field.dataLength})` : 'DECIMAL';
    case 'int': return 'INT';
    case 'bigint': return 'BIGINT';
    case 'datetime': return 'DATETIME';
    case 'text': return 'TEXT';
  }
}

function cleanLength(name: string, dataType: DataType, raw: unknown): string {
  const text = raw === null || raw === undefined ? '' : String(raw).trim();
  if (dataType === 'varchar') {
    const value = text || DEFAULT_LENGTH.varchar || '50';
    if (!/^\d{1,5}$/.test(value) || Number(value) < 1 || Number(value) > VARCHAR_MAX) throw badRequest('dmLengthInvalid', { name, hint: `1-${VARCHAR_MAX}` });
    return String(Number(value));
  }
  if (dataType === 'decimal') {
    const value = text || DEFAULT_LENGTH.decimal || '18,2';
    const match = /^(\d{1,2})\s*(?:,\s*(\d{1,2}))?$/.exec(value);
    const precision = Number(match?.[1]);
    const scale = Number(match?.[2] ?? 0);
    if (!match || precision < 1 || precision > DECIMAL_PRECISION_MAX || scale > precision) {
      throw badRequest('dmLengthInvalid', { name, hint: `1-${DECIMAL_PRECISION_MAX},0-${DECIMAL_PRECISION_MAX}` });
    }
    return `${precision},${scale}`;
  }
  return '';
}

export interface TableInput {
  table: string;
  comment: string;
  fields: Array<FieldDef & { oldField: string | null }>;
}

/** The table and its fields, checked: identifiers, types, lengths, duplicates, primary keys. */
export function cleanTable(tableRaw: unknown, commentRaw: unknown, fieldsRaw: readonly FieldInput[] | null | undefined): TableInput {
  const table = checkIdentifier(tableRaw, 'dmWhatTable');
  const comment = typeof commentRaw === 'string' ? commentRaw.trim() : '';
  if (comment.length > COMMENT_MAX) throw badRequest('dmCommentTooLong', { max: COMMENT_MAX });
  const list = fieldsRaw ?? [];
  if (list.length === 0) throw badRequest('dmFieldsRequired');
  if (list.length > FIELDS_MAX) throw badRequest('dmTooManyFields', { max: FIELDS_MAX });
  const seen = new Set<string>();
  const fields = list.map((input) => {
    const field = checkIdentifier(input.field, 'dmWhatField');
    if (seen.has(field.toLowerCase())) throw badRequest('dmFieldDuplicate', { name: field });
    seen.add(field.toLowerCase());
    if (!isDataType(input.dataType)) throw badRequest('dmTypeInvalid', { name: field });
    const fieldName = typeof input.fieldName === 'string' ? input.fieldName.trim() : '';
    if (fieldName.length > COMMENT_MAX) throw badRequest('dmCommentTooLong', { max: COMMENT_MAX });
    const primaryKey: 0 | 1 = input.primaryKey === 1 ? 1 : 0;
    const allowNull: 0 | 1 = input.allowNull === 0 ? 0 : 1;
    if (primaryKey && allowNull) throw badRequest('dmPrimaryNullable', { name: field });
    const oldField = typeof input.oldField === 'string' && input.oldField.trim() ? input.oldField.trim() : null;
    return { field, fieldName, dataType: input.dataType, dataLength: cleanLength(field, input.dataType, input.dataLength), allowNull, primaryKey, oldField };
  });
  return { table, comment, fields };
}

export function createTableSql(table: string, fields: readonly FieldDef[]): string {
  const columns = fields.map((field) => `${quoteName(field.field)} ${declaredType(field)}${field.allowNull ? '' : ' NOT NULL'}`);
  const keys = fields.filter((field) => field.primaryKey).map((field) => quoteName(field.field));
  if (keys.length) columns.push(`PRIMARY KEY (${keys.join(', ')})`);
  return `CREATE TABLE ${quoteName(table)} (${columns.join(', ')})`;
}

const commentMap = (input: TableInput): Map<string, string> =>
  new Map<string, string>([['', input.comment], ...input.fields.map((field): [string, string] => [field.field, field.fieldName])]);

/**
 * Runs a change of a source's schema and the registry's record of it: in one transaction when the
 * source is the product's own database (the registry lives there), else the schema change first.
 */
export function changeWithRecord(handle: SourceHandle, registry: SourceHandle['db'], change: () => void, record: () => void): void {
  if (handle.own) {
    handle.db.transaction(() => {
      change();
      record();
    })();
    return;
  }
  handle.db.transaction(change)();
  registry.transaction(record)();
}

/** 新建表: the table, registered as made here, with its comments; all or nothing. */
export function createTable(handle: SourceHandle, registry: SourceHandle['db'], input: TableInput, userId: string | null, now: number): void {
  if (tableExists(handle, input.table)) throw badRequest('dmTableExists', { name: input.table });
  changeWithRecord(handle, registry, () => handle.db.exec(createTableSql(input.table, input.fields)), () => {
    registerTable(registry, handle.linkId, input.table, userId, now);
    writeComments(registry, handle.linkId, input.table, commentMap(input));
  });
}

/** Why a rebuild failed, as the sentence the designer reads. */
function alterError(error: unknown): ApiError {
  const message = error instanceof Error ? error.message : String(error);
  const notNull = /NOT NULL constraint failed: [^.]+\.(.+)$/.exec(message);
  if (notNull) return badRequest('dmNotNullHasEmpty', { name: (notNull[1] ?? '').slice(0, 64) });
  if (/UNIQUE constraint failed|PRIMARY KEY/.test(message)) return badRequest('dmPrimaryDuplicate');
  return badRequest('dmAlterFailed', { reason: message.slice(0, 200) });
}

/** An index or trigger of a table, kept across a rebuild. */
interface KeptIndex {
  name: string;
  /** CREATE INDEX text; null for the index of a UNIQUE constraint in the table's definition. */
  sql: string | null;
  origin: string;
  /** Key columns by name; null for an expression. */
  columns: Array<string | null>;
}

function indexesOf(handle: SourceHandle, table: string): KeptIndex[] {
  const list = handle.db.prepare('SELECT name, origin FROM pragma_index_list(?)').all(table) as { name: string; origin: string }[];
  return list.map((index) => ({
    name: index.name,
    origin: index.origin,
    sql: (handle.db.prepare("SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?").get(index.name) as { sql: string | null } | undefined)?.sql ?? null,
    columns: (handle.db.prepare('SELECT name FROM pragma_index_xinfo(?) WHERE key = 1 ORDER BY seqno').all(index.name) as { name: string | null }[])
      .map((column) => column.name),
  }));
}

function triggersOf(handle: SourceHandle, table: string): string[] {
  return (handle.db.prepare("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = ? COLLATE NOCASE AND sql IS NOT NULL").all(table) as { sql: string }[])
    .map((row) => row.sql);
}

/**
 * 编辑表: rename the table, add, drop, rename or retype fields, change keys and nullability. SQLite's
 * ALTER cannot do most of that, so the table is rebuilt in one transaction (SQLite's documented
 * procedure): the table and renamed fields are first renamed in place (SQLite rewrites the indexes,
 * triggers and views that name them), its indexes and triggers are read, a new table with the new
 * definition is filled with the kept fields, the old one dropped, the new one renamed, and the
 * indexes and triggers are made again. An index on a dropped field goes with the field; a UNIQUE
 * constraint of the old definition becomes a unique index. Any failure (empty values for a now
 * required field, duplicate keys, an index that no longer compiles) leaves the table as it was.
 */
export function alterTable(handle: SourceHandle, registry: SourceHandle['db'], oldTable: string, input: TableInput, userId: string | null, now: number): void {
  const current = requireTable(handle, oldTable);
  if (input.table.toLowerCase() !== current.toLowerCase() && tableExists(handle, input.table)) throw badRequest('dmTableExists', { name: input.table });
  const existing = new Map(columnsOf(handle, current).map((column) => [column.name.toLowerCase(), column.name]));
  const copies: Array<{ from: string; to: string }> = [];
  for (const field of input.fields) {
    const from = existing.get((field.oldField ?? field.field).toLowerCase());
    if (from !== undefined) copies.push({ from, to: field.field });
    else if (field.oldField) throw badRequest('dmAlterFailed', { reason: field.oldField.slice(0, 64) });
  }
  const suffix = randomBytes(6).toString('hex');
  const temp = `atrium_tmp_${suffix}`;
  const rebuild = () => {
    let name = current;
    if (input.table.toLowerCase() !== current.toLowerCase()) {
      handle.db.exec(`ALTER TABLE ${quoteName(current)} RENAME TO ${quoteName(input.table)}`);
      name = input.table;
    }
    // Two steps through unique names, so swaps (a↔b) and case-only renames work.
    const renames = copies.filter((copy) => copy.from !== copy.to);
    renames.forEach((copy, i) => handle.db.exec(`ALTER TABLE ${quoteName(name)} RENAME COLUMN ${quoteName(copy.from)} TO ${quoteName(`atrium_c${i}_${suffix}`)}`));
    renames.forEach((copy, i) => handle.db.exec(`ALTER TABLE ${quoteName(name)} RENAME COLUMN ${quoteName(`atrium_c${i}_${suffix}`)} TO ${quoteName(copy.to)}`));
    const indexes = indexesOf(handle, name);
    const triggers = triggersOf(handle, name);
    handle.db.exec(createTableSql(temp, input.fields));
    if (copies.length) {
      const kept = copies.map((copy) => quoteName(copy.to)).join(', ');
      handle.db.exec(`INSERT INTO ${quoteName(temp)} (${kept}) SELECT ${kept} FROM ${quoteName(name)}`);
    }
    handle.db.exec(`DROP TABLE ${quoteName(name)}`);
    handle.db.exec(`ALTER TABLE ${quoteName(temp)} RENAME TO ${quoteName(input.table)}`);
    const fieldNames = new Set(input.fields.map((field) => field.field.toLowerCase()));
    const keys = input.fields.filter((field) => field.primaryKey).map((field) => field.field.toLowerCase()).sort().join(',');
    for (const index of indexes) {
      if (index.origin === 'pk') continue;
      if (index.columns.some((column) => column !== null && !fieldNames.has(column.toLowerCase()))) continue;
      if (index.sql) {
        handle.db.exec(index.sql);
      } else if (index.origin === 'u' && index.columns.every((column) => column !== null)) {
        const columns = index.columns as string[];
        if (columns.map((column) => column.toLowerCase()).sort().join(',') === keys) continue;
        handle.db.exec(`CREATE UNIQUE INDEX ${quoteName(`${input.table}_${columns.join('_')}_uq`)} ON ${quoteName(input.table)} (${columns.map(quoteName).join(', ')})`);
      }
    }
    for (const trigger of triggers) handle.db.exec(trigger);
  };
  const record = () => {
    if (current !== input.table) {
      unregisterTable(registry, handle.linkId, input.table);
      renameRegisteredTable(registry, handle.linkId, current, input.table);
      writeComments(registry, handle.linkId, current, new Map());
    }
    registerTable(registry, handle.linkId, input.table, userId, now);
    writeComments(registry, handle.linkId, input.table, commentMap(input));
  };
  try {
    changeWithRecord(handle, registry, rebuild, record);
  } catch (error) {
    throw alterError(error);
  }
}

export function dropTable(handle: SourceHandle, registry: SourceHandle['db'], table: string): void {
  const current = requireTable(handle, table);
  changeWithRecord(handle, registry, () => handle.db.exec(`DROP TABLE ${quoteName(current)}`), () => unregisterTable(registry, handle.linkId, current));
}

const countOf = (handle: SourceHandle, table: string): number =>
  (handle.db.prepare(`SELECT COUNT(*) AS n FROM ${quoteName(table)}`).get() as { n: number }).n;

export function listTables(handle: SourceHandle, registry: SourceHandle['db'], query: { keyword: string; offset: number; limit: number }): { list: TableSummary[]; total: number } {
  const keyword = query.keyword.toLowerCase();
  const matching = reachableTables(handle).map((table) => ({ table, tableName: commentsOf(registry, handle.linkId, table).get('') ?? '' }))
    .filter((item) => !keyword || item.table.toLowerCase().includes(keyword) || item.tableName.toLowerCase().includes(keyword));
  const list = matching.slice(query.offset, query.offset + query.limit).map((item) => ({ ...item, sum: countOf(handle, item.table) }));
  return { list, total: matching.length };
}

/** A cell as JSON can carry it: blobs become their size, big integers text. */
function cell(value: unknown): unknown {
  if (Buffer.isBuffer(value)) return `[${value.length} bytes]`;
  if (typeof value === 'bigint') return value.toString();
  return value;
}

export function previewRows(handle: SourceHandle, table: string, offset: number, limit: number): { list: Record<string, unknown>[]; total: number } {
  const current = requireTable(handle, table);
  const rows = handle.db.prepare(`SELECT * FROM ${quoteName(current)} LIMIT ? OFFSET ?`).all(limit, offset) as Record<string, unknown>[];
  return { list: rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, cell(value)]))), total: countOf(handle, current) };
}

export { DATA_TYPES };
