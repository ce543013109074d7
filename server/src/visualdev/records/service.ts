import type { Session } from '../../auth/sessions';
import type { Db } from '../../db/connection';
import { newId } from '../../db/ids';
import type { Lang } from '../../i18n/messages';
import { EVERYTHING, type SqlFragment } from '../../permission/data-rules';
import { dataScope } from '../../permission/data-scope';
import { visibleColumns, writableFields } from '../../permission/field-rights';
import { allOf, unscoped } from '../../permission/page-rights';
import type { FileAccess } from '../../files/access';
import { findFile } from '../../files/repository';
import { notFound } from '../../plugins/errors';
import { FOREIGN_KEY_COLUMN, ROW_ORDER_COLUMN } from '../identifiers';
import { allFields, type CompiledModel, type CompiledTable } from '../model';
import type { RuntimeModule } from '../runtime-model';
import { calculate, type FormulaWarn } from './calculate';
import { displayRow, preloadNames } from './display';
import { fillServerValues } from './fill';
import { linkRecordFiles, recordFileIds, unlinkRecordFiles } from './files';
import { COMMON_HITS, hasKeywordIndex, indexRecord, keywordCandidates, keywordHits, keywordMatch, unindexRecord } from './keyword-index';
import { Lookups } from './lookups';
import { scopeColumns } from './scope';
import {
  childRows, childRowsOf, countRecords, deleteChildRows, deleteRecords, findRecord, insertRow, iterateRecords, listRecords,
  recordInScope, updateRow, type StoredRow,
} from './repository';
import { keywordPlan, listOrder, searchFilter, type ListRequest } from './search';
import { checkRecord, type CheckedRecord, type RecordRefs, type Stored, type Values } from './validate';
import { fromColumn, toColumn, type ApiValue } from './values';

/**
 * The runtime of a released module: its list, one record, saves and deletes, with the
 * permission system applied as on every other page (server/src/permission): data rules in SQL,
 * column rights on what is answered, form rights on what is written. Rights are read from the
 * module's menu (its enCode, `page`); a module without a menu (deleted) has none, which only
 * administrators pass.
 */
export interface Caller {
  db: Db;
  session: Session;
  lang: Lang;
  /** Who may read which stored file (upload fields attach only files the writer may read). */
  files?: FileAccess;
}

/** Stored files and other modules' records, as the caller's saves may name them. */
export function recordRefs(caller: Caller, lookups = new Lookups(caller.db, caller.session)): RecordRefs {
  return {
    file: (fileId, held) => {
      const file = held ? findFile(caller.db, fileId) : caller.files?.readable(fileId, caller.session.userId);
      return file && { id: file.id, name: file.name, size: file.size, extension: file.extension, contentType: file.contentType };
    },
    // A module deleted or never released holds no record a link could point at; a record outside
    // the caller's data rules of that module is one they cannot link to either.
    record: (modelId, recordId) => lookups.linked(modelId, recordId).state === 'shown',
  };
}

export type Row = Record<string, ApiValue>;

function scopeOf(caller: Caller, runtime: RuntimeModule): SqlFragment {
  const page = runtime.released.menuCode;
  if (caller.session.isAdministrator || page === null) return EVERYTHING;
  return dataScope(caller.db, caller.session, page, scopeColumns(runtime.model));
}

/** Whether the caller may see a list column (column rights of the module's menu). */
export function visibility(caller: Caller, runtime: RuntimeModule): (prop: string) => boolean {
  const page = runtime.released.menuCode;
  const visible = caller.session.isAdministrator || page === null ? 'all' : visibleColumns(caller.db, caller.session, page);
  return (prop) => visible === 'all' || visible.has(prop);
}

function writable(caller: Caller, runtime: RuntimeModule): ReadonlySet<string> | 'all' {
  const page = runtime.released.menuCode;
  return caller.session.isAdministrator || page === null ? 'all' : writableFields(caller.db, caller.session, page);
}

/** A stored row's field values as the API answers them. */
export function apiRow(table: CompiledTable, row: StoredRow): Row {
  const values: Row = { id: String(row.id) };
  for (const field of table.fields) values[field.vModel] = fromColumn(field, row[field.vModel]);
  return values;
}

export interface ListAnswer {
  list: Row[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

/** Sub-table columns the list shows ("tableField101-amount"), by sub-table. */
function listedChildColumns(model: CompiledModel, visible: (prop: string) => boolean): Map<CompiledTable, string[]> {
  const shown = new Map<CompiledTable, string[]>();
  for (const column of model.list.columns) {
    const [key, name] = column.prop.split('-');
    const child = model.children.find((table) => table.key === key);
    if (!child || name === undefined || !visible(column.prop)) continue;
    shown.set(child, [...(shown.get(child) ?? []), name]);
  }
  return shown;
}

/**
 * A stored related attribute is a copy of the linked record's field: a caller whose data rules of
 * the linked module do not reach that record sees it empty, like the link itself.
 */
function hideUnreachableAttrs(table: CompiledTable, raw: Row, answer: Row, lookups: Lookups): void {
  for (const field of table.fields) {
    if (!field.relationAttr || !(field.vModel in answer) || answer[field.vModel] === null) continue;
    const name = field.relationAttr.link.toLowerCase();
    const link = table.fields.find((other) => other.vModel.toLowerCase() === name);
    const linked = link ? raw[link.vModel] : null;
    if (link?.relation && typeof linked === 'string' && linked !== '' && lookups.linked(link.relation.modelId, linked).state !== 'shown') answer[field.vModel] = '';
  }
}

/** Display rows of main rows, with the shown sub-table columns under each sub-table's key. */
function displayRows(caller: Caller, model: CompiledModel, stored: readonly StoredRow[], visible: (prop: string) => boolean): Row[] {
  const lookups = new Lookups(caller.db, caller.session);
  const rows = stored.map((row) => apiRow(model.main, row));
  preloadNames(model.main.fields, rows, lookups);
  const shownFields = model.main.fields.filter((field) => visible(field.vModel));
  const answer = rows.map((row) => {
    const shown: Row = { id: row.id ?? null };
    const display = displayRow(shownFields, row, lookups);
    for (const field of shownFields) shown[field.vModel] = display[field.vModel] ?? null;
    hideUnreachableAttrs(model.main, row, shown, lookups);
    return shown;
  });
  for (const [child, columns] of listedChildColumns(model, visible)) {
    const fields = child.fields.filter((field) => columns.some((name) => name.toLowerCase() === field.vModel.toLowerCase()));
    const byMain = childRowsOf(caller.db, child, rows.map((row) => String(row.id)));
    const childApi = new Map([...byMain].map(([mainId, list]) => [mainId, list.map((row) => apiRow(child, row))]));
    preloadNames(fields, [...childApi.values()].flat(), lookups);
    for (const row of answer) {
      row[child.key as string] = (childApi.get(String(row.id)) ?? []).map((childRow) => {
        const display = displayRow(fields, childRow, lookups);
        const shown: Row = Object.fromEntries([['id', childRow.id ?? null], ...fields.map((field) => [field.vModel, display[field.vModel] ?? null])]);
        hideUnreachableAttrs(child, childRow, shown, lookups);
        return shown;
      });
    }
  }
  return answer;
}

interface ListWhere {
  /** For counting: read from the keyword index's hits when there is a keyword. */
  count: SqlFragment;
  /** For a page: the same rows, walked in the list's order when the keyword is common. */
  page: SqlFragment;
  /** The total when the keyword index knows it alone (no other condition, an exact keyword). */
  total: number | null;
}

/** Data rules, search form, tree and keyword as WHERE fragments (see records/keyword-index.ts for the keyword). */
function listWhere(caller: Caller, runtime: RuntimeModule, request: ListRequest, visible: (prop: string) => boolean): ListWhere {
  const { model } = runtime;
  const base = allOf(scopeOf(caller, runtime), searchFilter(model, request, visible));
  const plan = keywordPlan(model, request, visible);
  if (!plan) return { count: base, page: base, total: null };
  const indexed = hasKeywordIndex(caller.db, model.main) ? keywordMatch(plan.keyword) : null;
  if (!indexed) {
    const where = allOf(base, plan.like);
    return { count: where, page: where, total: null };
  }
  const exact = indexed.exact && plan.allVisible;
  const common = keywordHits(caller.db, model.main, indexed.match, COMMON_HITS) >= COMMON_HITS;
  const like = exact ? EVERYTHING : plan.like;
  return {
    count: allOf(base, keywordCandidates(model.main, indexed.match, false), like),
    page: allOf(base, keywordCandidates(model.main, indexed.match, common), like),
    total: exact && unscoped(base) ? keywordHits(caller.db, model.main, indexed.match) : null,
  };
}

export function listPage(caller: Caller, runtime: RuntimeModule, request: ListRequest, window: { currentPage: number; pageSize: number; offset: number }): ListAnswer {
  const { model } = runtime;
  const visible = visibility(caller, runtime);
  const where = listWhere(caller, runtime, request, visible);
  const order = listOrder(model, request, visible);
  const total = where.total ?? countRecords(caller.db, model.main, where.count);
  const stored = listRecords(caller.db, model.main, { where: where.page, order, limit: window.pageSize, offset: window.offset });
  return { list: displayRows(caller, model, stored, visible), pagination: { currentPage: window.currentPage, pageSize: window.pageSize, total } };
}

/** Every matching row (or the chosen ids), as displayed, for exports. */
export function* exportRows(caller: Caller, runtime: RuntimeModule, request: ListRequest, ids: readonly string[] | null): Generator<Row> {
  const { model } = runtime;
  const visible = visibility(caller, runtime);
  const chosen: SqlFragment = ids === null ? EVERYTHING : ids.length === 0 ? { sql: '1 = 0', params: [] } : { sql: `t."id" IN (${ids.map(() => '?').join(', ')})`, params: [...ids] };
  const where = allOf(listWhere(caller, runtime, request, visible).count, chosen);
  const batch: StoredRow[] = [];
  for (const row of iterateRecords(caller.db, model.main, where, listOrder(model, request, visible))) {
    batch.push(row);
    if (batch.length === 500) {
      yield* displayRows(caller, model, batch.splice(0), visible);
    }
  }
  yield* displayRows(caller, model, batch, visible);
}

/** The record (404 when missing or outside the caller's data rules) with its sub-table rows, as stored. */
function storedRecord(caller: Caller, runtime: RuntimeModule, recordId: string): Stored {
  const { model } = runtime;
  const main = findRecord(caller.db, model.main, recordId);
  if (!main || !recordInScope(caller.db, model.main, recordId, scopeOf(caller, runtime))) throw notFound('entityVisualDevRecord');
  return { main, children: new Map(model.children.map((child) => [child, childRows(caller.db, child, recordId)])) };
}

/** Keeps what the caller may see (columns) or edit (form fields, with the edit button), as single-row GETs do. */
function visibleKeys(caller: Caller, runtime: RuntimeModule, mayEdit: boolean): (key: string) => boolean {
  const visible = visibility(caller, runtime);
  const writes = mayEdit ? writable(caller, runtime) : new Set<string>();
  return (key) => visible(key) || writes === 'all' || writes.has(key);
}

/** One record as the edit form reads it (raw values), sub-tables under their keys. */
export function recordDetail(caller: Caller, runtime: RuntimeModule, recordId: string, mayEdit: boolean, display: boolean): Row {
  const { model } = runtime;
  const stored = storedRecord(caller, runtime, recordId);
  const lookups = new Lookups(caller.db, caller.session);
  const shown = visibleKeys(caller, runtime, mayEdit);
  const main = apiRow(model.main, stored.main);
  const childRowsByTable = new Map(model.children.map((child) => [child, (stored.children.get(child) ?? []).map((row) => apiRow(child, row))]));
  withUnstored(model, main, childRowsByTable);
  const answer: Row = { id: recordId };
  const mainFields = allFields(model.main);
  const mainShown = display ? displayRow(mainFields, main, lookups) : main;
  for (const field of mainFields) if (shown(field.vModel)) answer[field.vModel] = mainShown[field.vModel] ?? null;
  hideUnreachableAttrs(model.main, main, answer, lookups);
  for (const child of model.children) {
    const key = child.key as string;
    if (!shown(key)) continue;
    const rows = childRowsByTable.get(child) ?? [];
    if (display) preloadNames(child.fields, rows, lookups);
    answer[key] = rows.map((row) => {
      const out = display ? displayRow(allFields(child), row, lookups) : { ...row };
      hideUnreachableAttrs(child, row, out, lookups);
      return out;
    });
  }
  return answer;
}

/**
 * Calculated fields without a column (isStorage off) are computed from the stored record when it
 * is read, as the form computes them, so a detail shows what the form showed.
 */
function withUnstored(model: CompiledModel, main: Row, children: ReadonlyMap<CompiledTable, Row[]>): void {
  if (model.main.unstored.length === 0 && model.children.every((child) => child.unstored.length === 0)) return;
  // On copies: stored results stay as they were saved.
  const record: CheckedRecord = {
    main: { ...main },
    children: new Map([...children].map(([child, rows]) => [child, rows.map((values) => ({ id: String(values.id), values: { ...values } }))])),
  };
  // A formula without a number was reported when the record was saved; reading it again stays quiet.
  calculate(model, record, () => undefined);
  for (const field of model.main.unstored) main[field.vModel] = record.main[field.vModel] ?? null;
  for (const [child, rows] of children) {
    const computed = record.children.get(child) ?? [];
    rows.forEach((row, index) => {
      for (const field of child.unstored) row[field.vModel] = computed[index]?.values[field.vModel] ?? null;
    });
  }
}

function writeChildren(db: Db, record: CheckedRecord, mainId: string): void {
  for (const [child, rows] of record.children) {
    deleteChildRows(db, child.physical, mainId);
    rows.forEach((row, index) => {
      const values: Record<string, unknown> = { id: row.id ?? newId(), [FOREIGN_KEY_COLUMN]: mainId, [ROW_ORDER_COLUMN]: index };
      for (const field of child.fields) values[field.vModel] = toColumn(field, row.values[field.vModel] ?? null);
      insertRow(db, child.physical, values);
    });
  }
}

const mainColumns = (model: CompiledModel, values: Values): Record<string, unknown> =>
  Object.fromEntries(model.main.fields.map((field) => [field.vModel, toColumn(field, values[field.vModel] ?? null)]));

export interface SaveInput {
  body: unknown;
  now: number;
  warn: FormulaWarn;
}

/**
 * A new record: checked against the released model, filled and calculated by the server, written
 * with its sub-table rows. Call inside the save's IMMEDIATE transaction (bill numbers and the
 * release lock depend on it).
 */
export function createRecord(caller: Caller, runtime: RuntimeModule, input: SaveInput): string {
  const { model } = runtime;
  const lookups = new Lookups(caller.db, caller.session);
  const record = checkRecord(model, input.body, { lookups, lang: caller.lang, writable: writable(caller, runtime), refs: recordRefs(caller, lookups) });
  const writer = { userId: caller.session.userId, now: input.now };
  fillServerValues(caller.db, model, record, writer, true, lookups);
  calculate(model, record, input.warn);
  const id = newId(input.now);
  const columns = mainColumns(model, record.main);
  insertRow(caller.db, model.main.physical, {
    id, ...columns, creator_user_id: writer.userId, creator_time: writer.now, last_modify_user_id: null, last_modify_time: null,
  });
  if (hasKeywordIndex(caller.db, model.main)) indexRecord(caller.db, model.main, id, columns);
  writeChildren(caller.db, record, id);
  linkRecordFiles(caller.db, runtime.released.id, id, recordFileIds(model, record));
  return id;
}

/** An existing record: fields outside the caller's form rights keep their values; sub-table rows are replaced. */
export function updateRecord(caller: Caller, runtime: RuntimeModule, recordId: string, input: SaveInput): void {
  const { model } = runtime;
  const stored = storedRecord(caller, runtime, recordId);
  const lookups = new Lookups(caller.db, caller.session);
  const record = checkRecord(model, input.body, { lookups, lang: caller.lang, writable: writable(caller, runtime), stored, refs: recordRefs(caller, lookups) });
  const writer = { userId: caller.session.userId, now: input.now };
  fillServerValues(caller.db, model, record, writer, false, lookups);
  calculate(model, record, input.warn);
  const columns = mainColumns(model, record.main);
  updateRow(caller.db, model.main.physical, recordId, { ...columns, last_modify_user_id: writer.userId, last_modify_time: writer.now });
  if (hasKeywordIndex(caller.db, model.main)) indexRecord(caller.db, model.main, recordId, columns);
  writeChildren(caller.db, record, recordId);
  linkRecordFiles(caller.db, runtime.released.id, recordId, recordFileIds(model, record));
}

export function removeRecords(caller: Caller, runtime: RuntimeModule, ids: readonly string[], missingIs404: boolean): number {
  const scope = scopeOf(caller, runtime);
  const reachable = ids.filter((id) => recordInScope(caller.db, runtime.model.main, id, scope));
  if (missingIs404 && reachable.length === 0) throw notFound('entityVisualDevRecord');
  if (hasKeywordIndex(caller.db, runtime.model.main)) for (const id of reachable) unindexRecord(caller.db, runtime.model.main, id);
  unlinkRecordFiles(caller.db, runtime.released.id, reachable);
  return deleteRecords(caller.db, runtime.model.main, reachable);
}
