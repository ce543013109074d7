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

/** A stored file as a record keeps it (spec "File"): never the client's name or size, the store's. */
export interface RecordFile {
  name: string;
  fileId: string;
  url: string;
  fileSize: number;
  fileExtension: string;
}

/** What values of other features are checked against: stored files and other modules' records. */
export interface RecordRefs {
  /**
   * The stored file when the writer may attach it (theirs, shared with them, an administrator's
   * read), or, with `held`, whenever it exists (the field held it already); else undefined.
   */
  file(fileId: string, held: boolean): { id: string; name: string; size: number; extension: string; contentType: string } | undefined;
  /** Whether a record of this (released) module exists. */
  record(modelId: string, recordId: string): boolean;
}

/** Files one upload field may hold even without a limit. */
export const FILES_MAX = 100;

export interface CheckContext {
  lookups: Lookups;
  /** Files and related records; without it (tools, tests of other kinds) those values are refused. */
  refs?: RecordRefs;
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

const fileIdsOf = (value: ApiValue): Set<string> =>
  new Set(Array.isArray(value) ? value.flatMap((item) => (isRecordObject(item) && typeof item.fileId === 'string' ? [item.fileId] : [])) : []);

/**
 * An upload field's files: each entry names a stored file the writer may attach, or one the field
 * already held (`kept`: an editor keeps a colleague's attachment). Name, size and extension come
 * from the store; the url is left empty (links expire: the client asks Uploader/Preview for one).
 */
function checkFiles(field: CompiledField, value: unknown[], refs: RecordRefs | undefined, kept: ReadonlySet<string>): RecordFile[] {
  const label = field.label;
  const upload = field.upload as { limit: number; image: boolean };
  const max = upload.limit > 0 ? Math.min(upload.limit, FILES_MAX) : FILES_MAX;
  if (value.length > max) throw badRequest('vdFilesTooMany', { label, max });
  const files: RecordFile[] = [];
  const seen = new Set<string>();
  for (const entry of value) {
    if (!isRecordObject(entry) || typeof entry.fileId !== 'string' || entry.fileId === '' || entry.fileId.length > 64) throw badRequest('vdValueType', { label });
    if (seen.has(entry.fileId)) continue;
    seen.add(entry.fileId);
    const stored = refs?.file(entry.fileId, kept.has(entry.fileId));
    const name = typeof entry.name === 'string' && entry.name !== '' ? entry.name.slice(0, 100) : entry.fileId;
    if (!stored) throw badRequest('vdFileUnavailable', { label, name });
    if (upload.image && !stored.contentType.startsWith('image/')) throw badRequest('vdFileNotImage', { label, name: stored.name });
    files.push({ name: stored.name, fileId: stored.id, url: '', fileSize: stored.size, fileExtension: stored.extension });
  }
  return files;
}

/** What the server keeps of a rich text: the client sanitises it; a script or handler that still arrives is refused. */
const UNSAFE_HTML = /<\s*(script|iframe|object|embed|style|form)\b|\son[a-z]+\s*=|javascript\s*:/i;

/** One client value checked against its field; the value as stored by the API (null when empty). */
export function checkValue(field: CompiledField, raw: unknown, lookups: Lookups, refs?: RecordRefs, kept: ReadonlySet<string> = new Set()): ApiValue {
  const label = field.label;
  if (field.upload && Array.isArray(raw) && raw.length > 0) {
    const files = checkFiles(field, raw, refs, kept);
    const text = JSON.stringify(files);
    const max = Math.min(field.length ?? JSON_MAX, JSON_MAX);
    if ([...text].length > max) throw badRequest('vdValueTooLong', { label, max });
    return files;
  }
  if (field.upload && !Array.isArray(raw) && raw !== null && raw !== undefined && raw !== '') throw badRequest('vdValueType', { label });
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
  if (field.jnpfKey === 'editor' && typeof value === 'string' && UNSAFE_HTML.test(value)) throw badRequest('vdHtmlUnsafe', { label });
  if (field.relation && typeof value === 'string' && !refs?.record(field.relation.modelId, value)) {
    throw badRequest('vdValueUnknownRef', { label, value: value.slice(0, 50) });
  }
  return value;
}

const mayWrite = (writable: ReadonlySet<string> | 'all', code: string): boolean => writable === 'all' || writable.has(code);
const isRecordObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The field's value for the record: the client's when they may write it, else the stored one (or empty). */
function valueOf(field: CompiledField, body: Record<string, unknown>, code: string, stored: StoredRow | undefined, context: CheckContext): ApiValue {
  if (mayWrite(context.writable, code)) {
    const kept = field.upload && stored ? fileIdsOf(fromColumn(field, stored[field.vModel])) : undefined;
    return checkValue(field, body[field.vModel], context.lookups, context.refs, kept);
  }
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
