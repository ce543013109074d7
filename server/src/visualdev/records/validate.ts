import type { Lang } from '../../i18n/messages';
import { ApiError, badRequest } from '../../plugins/errors';
import type { CompiledField, CompiledModel, CompiledTable } from '../model';
import { Lookups, parseMixed } from './lookups';
import { fromColumn, normalise, type ApiValue } from './values';
import type { StoredRow } from './repository';

/**
 * A record as the client sends it, checked against the released model exactly as the form
 * checks it (spec section 5): required, the field's regex rules with their messages, lengths,
 * number ranges, option values against their source, picker ids against their tables. Fields the
 * caller may not write (form rights) keep their stored value, or are empty on a new record.
 * Fields the server fills (system fields, bill numbers, calculations) are not read from the body.
 */

/** Rows a sub-table may hold in one record. */
export const ROWS_MAX = 1000;
/** JSON values (files, ranges, multiple choices) in a text column. */
const JSON_MAX = 100_000;
/** A text column without a declared length. */
const TEXT_MAX = 100_000;
const INT_RANGE = 2 ** 31;

export type Values = Record<string, ApiValue>;

export interface ChildRow {
  /** The stored row's id when the client sent one of this record's rows, else null (a new row). */
  id: string | null;
  values: Values;
}

export interface CheckedRecord {
  main: Values;
  children: Map<CompiledTable, ChildRow[]>;
}

export interface Stored {
  main: StoredRow;
  children: Map<CompiledTable, StoredRow[]>;
}

export interface CheckContext {
  lookups: Lookups;
  lang: Lang;
  /** Form field enCodes the caller may write, or 'all'. */
  writable: ReadonlySet<string> | 'all';
  /** The record being updated; absent on create. */
  stored?: Stored;
}

/** Option values and picker ids inside a value: a string, a list, or a list of paths. */
function entries(value: ApiValue): string[] | null {
  if (typeof value === 'string' || typeof value === 'number') return [String(value)];
  if (!Array.isArray(value)) return null;
  const flat: string[] = [];
  for (const item of value) {
    if (typeof item === 'string' || typeof item === 'number') flat.push(String(item));
    else if (Array.isArray(item) && item.every((part) => typeof part === 'string' || typeof part === 'number')) flat.push(...item.map(String));
    else return null;
  }
  return flat;
}

function checkNumber(field: CompiledField, value: number): void {
  const label = field.label;
  if (field.min !== null && value < field.min) throw badRequest('vdValueMin', { label, min: field.min });
  if (field.max !== null && value > field.max) throw badRequest('vdValueMax', { label, max: field.max });
  if (field.dataType === 'int' && (!Number.isInteger(value) || value < -INT_RANGE || value >= INT_RANGE)) throw badRequest('vdValueType', { label });
  if (field.dataType === 'bigint' && !Number.isSafeInteger(value)) throw badRequest('vdValueType', { label });
  // Beyond 15 significant digits a double no longer holds the decimal that was typed.
  if (Math.abs(value) >= 1e15) throw badRequest('vdValueMax', { label, max: 999999999999999 });
}

function checkReferences(field: CompiledField, value: ApiValue, lookups: Lookups): void {
  const label = field.label;
  if (!field.options && !field.ref) return;
  const list = entries(value);
  if (list === null) throw badRequest('vdValueType', { label });
  const options = field.options;
  if (options?.kind === 'static' || options?.kind === 'dictionary') {
    const labels = options.kind === 'static' ? options.labels : lookups.dictionary(options.typeId, options.valueKey);
    const wrong = list.find((entry) => !labels.has(entry));
    if (wrong !== undefined) throw badRequest('vdValueOption', { label, value: wrong.slice(0, 50) });
  }
  if (field.ref === 'usersMixed') {
    for (const entry of list) {
      const parsed = parseMixed(entry);
      if (!parsed || lookups.name(parsed.source, parsed.id) === null) throw badRequest('vdValueUnknownRef', { label, value: entry.slice(0, 50) });
    }
  } else if (field.ref) {
    const source = field.ref;
    lookups.preload(source, list);
    const wrong = list.find((id) => lookups.name(source, id) === null);
    if (wrong !== undefined) throw badRequest('vdValueUnknownRef', { label, value: wrong.slice(0, 50) });
  }
}

/** One client value checked against its field; the value as stored by the API (null when empty). */
export function checkValue(field: CompiledField, raw: unknown, lookups: Lookups): ApiValue {
  const label = field.label;
  const value = normalise(field, raw);
  if (value === undefined) throw badRequest('vdValueType', { label });
  if (value === null) {
    if (field.required) throw badRequest('vdValueRequired', { label });
    return null;
  }
  if (typeof value === 'string') {
    const max = Math.min(field.length ?? TEXT_MAX, field.maxlength ?? Infinity);
    if ([...value].length > max) throw badRequest('vdValueTooLong', { label, max });
  }
  if (typeof value === 'object') {
    const text = JSON.stringify(value);
    const max = Math.min(field.length ?? JSON_MAX, JSON_MAX);
    if ([...text].length > max) throw badRequest('vdValueTooLong', { label, max });
  }
  if (typeof value === 'string' || typeof value === 'number') {
    for (const rule of field.rules) {
      if (!rule.pattern.test(String(value))) throw rule.message !== '' ? badRequest('vdValueRule', { message: rule.message }) : badRequest('vdValuePattern', { label });
    }
  }
  if (typeof value === 'number' && field.shape !== 'datetime') checkNumber(field, value);
  checkReferences(field, value, lookups);
  return value;
}

const mayWrite = (writable: ReadonlySet<string> | 'all', code: string): boolean => writable === 'all' || writable.has(code);
const isRecordObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The field's value for the record: the client's when they may write it, else the stored one (or empty). */
function valueOf(field: CompiledField, body: Record<string, unknown>, code: string, stored: StoredRow | undefined, context: CheckContext): ApiValue {
  if (mayWrite(context.writable, code)) return checkValue(field, body[field.vModel], context.lookups);
  if (stored) return fromColumn(field, stored[field.vModel]);
  if (field.required) throw badRequest('vdValueRequired', { label: field.label });
  return null;
}

function checkRows(child: CompiledTable, body: Record<string, unknown>, context: CheckContext): ChildRow[] {
  const key = child.key as string;
  const storedRows = context.stored?.children.get(child) ?? [];
  const storedById = new Map(storedRows.map((row) => [String(row.id), row]));
  if (!mayWrite(context.writable, key)) {
    return storedRows.map((row) => ({ id: String(row.id), values: Object.fromEntries(child.fields.map((field) => [field.vModel, fromColumn(field, row[field.vModel])])) }));
  }
  const raw = body[key] ?? [];
  if (!Array.isArray(raw)) throw badRequest('vdValueType', { label: child.label });
  if (raw.length > ROWS_MAX) throw badRequest('vdTooManyRows', { table: child.label, max: ROWS_MAX });
  return raw.map((row: unknown, index) => {
    if (!isRecordObject(row)) throw badRequest('vdValueType', { label: child.label });
    const id = typeof row.id === 'string' && storedById.has(row.id) ? row.id : null;
    const stored = id ? storedById.get(id) : undefined;
    try {
      const values: Values = {};
      for (const field of child.fields) {
        if (field.fill !== null) values[field.vModel] = stored ? fromColumn(field, stored[field.vModel]) : null;
        else values[field.vModel] = valueOf(field, row, `${key}-${field.vModel}`, stored, context);
      }
      return { id, values };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      throw badRequest('vdRowError', { table: child.label, row: index + 1, message: error.localise(context.lang) });
    }
  });
}

/** Checks a whole record (main fields, then each sub-table's rows); the first problem is the answer. */
export function checkRecord(model: CompiledModel, body: unknown, context: CheckContext): CheckedRecord {
  if (!isRecordObject(body)) throw badRequest('vdValueType', { label: model.main.label });
  const main: Values = {};
  for (const field of model.main.fields) {
    if (field.fill !== null) main[field.vModel] = context.stored ? fromColumn(field, context.stored.main[field.vModel]) : null;
    else main[field.vModel] = valueOf(field, body, field.vModel, context.stored?.main, context);
  }
  const children = new Map<CompiledTable, ChildRow[]>();
  for (const child of model.children) children.set(child, checkRows(child, body, context));
  return { main, children };
}
