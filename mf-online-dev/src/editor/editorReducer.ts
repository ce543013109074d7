// The module editor's state and every change to it, as a pure reducer: the basic editor and the
// drag-and-drop designer that follows both dispatch these actions. The list settings (columnData)
// follow the form: a field added shows as a column, a field removed or renamed leaves no stale
// column, search item, summary or sort behind.
import { emptyColumnData, emptyFormData } from '../model/defaults';
import { holdsValue, isPaneKind, isStored, kindOf, LAYOUT_CONTAINERS, SUB_TABLE } from '../model/kinds';
import { findFieldByName } from '../model/lookup';
import { parseColumnData, parseFormData } from '../model/parse';
import { assignTableNames, deriveTables, parseTables } from '../model/tables';
import type { ColumnData, Field, FieldConfig, FormData, ListButton, ModelTable, SearchType, VisualDevForm, VisualDevRecord } from '../model/types';
import { childrenOf, findField, indexInContainer, insertField, isWithin, keyOf, maxKey, moveFieldTo, parentOf, removeField, updateField, withKeys } from './fieldTree';
import { canContain, newField, newPane, type NewFieldTexts } from './palette';

export interface ModuleInfo {
  fullName: string;
  enCode: string;
  category: string;
  description: string;
  sortCode: number;
  /** 1: form and list. */
  type: number;
}

export interface EditorState {
  /** The module being edited (null before its first save). */
  id: string | null;
  info: ModuleInfo;
  formData: FormData;
  columnData: ColumnData;
  /** The tables as loaded: their declared column types are kept on save. */
  tables: ModelTable[];
  /** renderKey of the field whose properties are shown. */
  selected: number | null;
  /** The next renderKey: larger than every key in the form. */
  nextKey: number;
  /** Changed since loaded or saved. */
  dirty: boolean;
  /** Undo history, oldest first (at most HISTORY_MAX). */
  past: Snapshot[];
  /** Redo history, next first. */
  future: Snapshot[];
  /** The last recorded edit's group: edits of one group in a row (typing a label) are one undo step. */
  lastEdit: string | null;
}

/** What undo and redo restore. */
export interface Snapshot {
  info: ModuleInfo;
  formData: FormData;
  columnData: ColumnData;
  selected: number | null;
  nextKey: number;
}

/** Undo steps kept. */
export const HISTORY_MAX = 100;

/** What a field's property form may change. */
export type FieldPatch = Partial<Omit<Field, '__config__'>>;
export type ConfigPatch = Partial<Omit<FieldConfig, 'renderKey' | 'children'>>;

export type EditorAction =
  | { type: 'load'; record: VisualDevRecord }
  | { type: 'setInfo'; patch: Partial<ModuleInfo> }
  /** Adds a field at the end of the form, or of the sub-table `parent`; the new field is selected. */
  | { type: 'addField'; kind: string; label: string; parent?: number | null; texts?: NewFieldTexts }
  /** A new field at `index` of the form (parent null) or of a container (drag from the palette); selected. */
  | { type: 'insertField'; kind: string; label: string; parent: number | null; index: number; texts?: NewFieldTexts }
  /** Moves a field to `index` of another (or its own) list; `index` counts after it left its old place. */
  | { type: 'moveFieldInto'; key: number; parent: number | null; index: number }
  /** A new pane at the end of a tab or collapse. */
  | { type: 'addPane'; key: number; title: string }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'updateField'; key: number; patch?: FieldPatch; config?: ConfigPatch }
  | { type: 'removeField'; key: number }
  /** One place up (-1) or down (+1) within its own list. */
  | { type: 'moveField'; key: number; delta: -1 | 1 }
  /** To an index within its own list (drag and drop). */
  | { type: 'moveFieldTo'; key: number; index: number }
  | { type: 'select'; key: number | null }
  | { type: 'setColumnData'; patch: Partial<ColumnData> }
  | { type: 'toggleColumn'; prop: string; on: boolean }
  | { type: 'toggleSearch'; prop: string; on: boolean; searchType?: SearchType }
  | { type: 'toggleButton'; list: 'btnsList' | 'columnBtnsList'; button: ListButton; on: boolean }
  | { type: 'saved'; id: string };

/** renderKeys start here, like JNPF's designer, so they never look like small indexes. */
const FIRST_KEY = 100;

export function initialEditorState(): EditorState {
  return {
    id: null,
    info: { fullName: '', enCode: '', category: '', description: '', sortCode: 0, type: 1 },
    formData: emptyFormData(),
    columnData: emptyColumnData(),
    tables: [],
    selected: null,
    nextKey: FIRST_KEY,
    dirty: false,
    past: [],
    future: [],
    lastEdit: null,
  };
}

/** Top-level value fields (sub-tables and layout kinds are not list columns). */
function isColumnCandidate(state: EditorState, field: Field): boolean {
  // A field without a column (isStorage off) cannot be listed, searched or sorted.
  if (!holdsValue(field) || !isStored(field) || kindOf(field) === SUB_TABLE) return false;
  // Inside a sub-table: a column of the child table, not of the list.
  for (let parent = parentOf(state.formData.fields, keyOf(field)); parent; parent = parentOf(state.formData.fields, keyOf(parent))) {
    if (kindOf(parent) === SUB_TABLE) return false;
  }
  return true;
}

/** Drops every list setting that names `prop` (a removed field). */
function forgetProp(columnData: ColumnData, prop: string): ColumnData {
  return {
    ...columnData,
    columnList: columnData.columnList.filter((column) => column.prop !== prop),
    searchList: columnData.searchList.filter((item) => item.prop !== prop),
    defaultSidx: columnData.defaultSidx === prop ? '' : columnData.defaultSidx,
    treeRelation: columnData.treeRelation === prop ? '' : columnData.treeRelation,
    summaryField: (columnData.summaryField ?? []).filter((name) => name !== prop),
  };
}

/** Points every list setting that names `from` at `to` (a renamed field). */
function renameProp(columnData: ColumnData, from: string, to: string): ColumnData {
  const rename = (name: string | undefined) => (name === from ? to : name);
  return {
    ...columnData,
    columnList: columnData.columnList.map((column) => ({ ...column, prop: rename(column.prop)! })),
    searchList: columnData.searchList.map((item) => ({ ...item, prop: rename(item.prop)! })),
    defaultSidx: rename(columnData.defaultSidx) ?? '',
    treeRelation: rename(columnData.treeRelation) ?? '',
    summaryField: (columnData.summaryField ?? []).map((name) => rename(name)!),
  };
}

/** Re-labels the list's column and search item of `prop`. */
function relabelProp(columnData: ColumnData, prop: string, label: string): ColumnData {
  return {
    ...columnData,
    columnList: columnData.columnList.map((column) => (column.prop === prop ? { ...column, label } : column)),
    searchList: columnData.searchList.map((item) => (item.prop === prop ? { ...item, label } : item)),
  };
}

/** Value names of a field and of everything it contains. */
function namesWithin(field: Field): string[] {
  const own = field.__vModel__ ? [field.__vModel__] : [];
  if (!LAYOUT_CONTAINERS.has(kindOf(field))) return own; // a sub-table's columns are not list props
  return [...own, ...(field.__config__.children ?? []).flatMap(namesWithin)];
}

function withFields(state: EditorState, fields: Field[]): EditorState {
  return { ...state, formData: { ...state.formData, fields }, dirty: true };
}

/** Keeps a sub-table's summary list in step with its columns. */
function dropSummary(fields: Field[], tableKey: number, column: string, renamed?: string): Field[] {
  return updateField(fields, tableKey, (table) => ({
    ...table,
    summaryField: (table.summaryField ?? []).flatMap((name) => (name === column ? (renamed ? [renamed] : []) : [name])),
  }));
}

/** The sub-table that holds `key` (at any depth), or null. */
function enclosingSubTable(fields: readonly Field[], key: number): Field | null {
  for (let parent = parentOf(fields, key); parent; parent = parentOf(fields, keyOf(parent))) {
    if (kindOf(parent) === SUB_TABLE) return parent;
  }
  return null;
}

/** Whether the container `parent` (null: the form) exists and takes a field of `kind`. */
function accepts(fields: readonly Field[], parent: number | null, kind: string): boolean {
  if (parent === null) return canContain(null, kind);
  const container = findField(fields, parent);
  return container !== null && canContain(kindOf(container), kind);
}

/** The list column of a new top-level field. */
function columnOf(field: Field) {
  return { prop: field.__vModel__!, label: field.__config__.label, jnpfKey: kindOf(field), align: 'left' as const, sortable: false, width: null };
}

/** A new field placed at `index` of `parent`: selected, keys moved on, listed as a column when it is one. */
function insertNew(state: EditorState, kind: string, label: string, parent: number | null, index: number, texts?: NewFieldTexts): EditorState {
  if (!accepts(state.formData.fields, parent, kind)) return state;
  const key = state.nextKey;
  const field = newField(kind, key, label, '', texts);
  const fields = insertField(state.formData.fields, field, parent, index);
  const next = { ...withFields(state, fields), selected: key, nextKey: Math.max(key + 1, maxKey(fields) + 1) };
  if (!isColumnCandidate(next, field)) return next;
  return { ...next, columnData: { ...next.columnData, columnList: [...next.columnData.columnList, columnOf(field)] } };
}

/** Moves a field between lists: a sub-table left behind forgets it, one entered takes it from the list settings. */
function moveInto(state: EditorState, key: number, parent: number | null, index: number): EditorState {
  const fields = state.formData.fields;
  const field = findField(fields, key);
  if (!field || (parent !== null && isWithin(fields, parent, key))) return state;
  if (!accepts(fields, parent, kindOf(field))) return state;
  const from = enclosingSubTable(fields, key);
  const removed = removeField(fields, key);
  const target = childrenOf(removed, parent);
  if (!target) return state;
  if (parentOf(fields, key) === (parent === null ? null : findField(fields, parent)) && indexInContainer(fields, key) === Math.max(0, Math.min(target.length, index))) return state;
  let moved = insertField(removed, field, parent, index);
  let columnData = state.columnData;
  const to = enclosingSubTable(moved, key);
  const name = field.__vModel__;
  if (from && (!to || keyOf(to) !== keyOf(from)) && name) moved = dropSummary(moved, keyOf(from), name);
  if (to && !from) for (const inner of namesWithin(field)) columnData = forgetProp(columnData, inner);
  const next = { ...withFields(state, moved), columnData };
  if (from && !to && isColumnCandidate(next, field) && !columnData.columnList.some((column) => column.prop === name)) {
    return { ...next, columnData: { ...columnData, columnList: [...columnData.columnList, columnOf(field)] } };
  }
  return next;
}

const snapshot = (state: EditorState): Snapshot => ({
  info: state.info,
  formData: state.formData,
  columnData: state.columnData,
  selected: state.selected,
  nextKey: state.nextKey,
});

/** Actions that change the module (and so can be undone). */
const UNRECORDED: ReadonlySet<EditorAction['type']> = new Set(['load', 'select', 'saved', 'undo', 'redo']);

/** Edits that merge into one undo step when they follow each other: the same property of the same field. */
function editGroup(action: EditorAction): string | null {
  const keys = (patch: object | undefined) => Object.keys(patch ?? {}).sort().join(',');
  if (action.type === 'updateField') return `field:${action.key}:${keys(action.patch)}:${keys(action.config)}`;
  if (action.type === 'setInfo') return `info:${keys(action.patch)}`;
  if (action.type === 'setColumnData') return `list:${keys(action.patch)}`;
  return null;
}

/**
 * The editor's reducer: every edit is recorded for undo (at most HISTORY_MAX steps; a run of edits
 * to one property is one step), undo and redo restore the form, the list and the selection.
 */
export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  if (action.type === 'undo' || action.type === 'redo') {
    const undo = action.type === 'undo';
    const restored = undo ? state.past[state.past.length - 1] : state.future[0];
    if (!restored) return state;
    return {
      ...state,
      ...restored,
      past: undo ? state.past.slice(0, -1) : [...state.past, snapshot(state)],
      future: undo ? [snapshot(state), ...state.future] : state.future.slice(1),
      lastEdit: null,
      dirty: true,
    };
  }
  const next = applyEdit(state, action);
  if (next === state) return state;
  if (UNRECORDED.has(action.type)) return action.type === 'select' ? { ...next, lastEdit: null } : next;
  const group = editGroup(action);
  if (group !== null && group === state.lastEdit) return { ...next, lastEdit: group };
  return { ...next, past: [...state.past, snapshot(state)].slice(-HISTORY_MAX), future: [], lastEdit: group };
}

function applyEdit(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'load': {
      const { record } = action;
      const parsed = parseFormData(record.formData);
      // JNPF's panes carry no renderKey: they get keys after the largest in use.
      const keyed = withKeys(parsed.fields, Math.max(FIRST_KEY, maxKey(parsed.fields) + 1));
      const formData = { ...parsed, fields: keyed.fields };
      return {
        id: record.id,
        info: {
          fullName: record.fullName ?? '',
          enCode: record.enCode ?? '',
          category: record.category ?? '',
          description: record.description ?? '',
          sortCode: Number(record.sortCode) || 0,
          type: Number(record.type) || 1,
        },
        formData,
        columnData: parseColumnData(record.columnData),
        tables: parseTables(record.tables),
        selected: null,
        nextKey: Math.max(FIRST_KEY, keyed.next, maxKey(formData.fields) + 1),
        dirty: false,
        past: [],
        future: [],
        lastEdit: null,
      };
    }
    case 'setInfo':
      return { ...state, info: { ...state.info, ...action.patch }, dirty: true };
    case 'addField': {
      const parent = action.parent ?? null;
      // At the end of the container (canContain: a sub-table never holds another one).
      return insertNew(state, action.kind, action.label, parent, Number.MAX_SAFE_INTEGER, action.texts);
    }
    case 'insertField':
      return insertNew(state, action.kind, action.label, action.parent, action.index, action.texts);
    case 'moveFieldInto':
      return moveInto(state, action.key, action.parent, action.index);
    case 'addPane': {
      const container = findField(state.formData.fields, action.key);
      if (!container || !(kindOf(container) === 'tab' || kindOf(container) === 'collapse')) return state;
      const panes = container.__config__.children ?? [];
      const names = new Set(panes.map((item) => String(item.name ?? '')));
      let n = panes.length + 1;
      while (names.has(String(n))) n += 1;
      const pane = newPane(kindOf(container), state.nextKey, action.title, String(n));
      return { ...withFields(state, insertField(state.formData.fields, pane, action.key, panes.length)), nextKey: state.nextKey + 1 };
    }
    case 'updateField': {
      const field = findField(state.formData.fields, action.key);
      if (!field) return state;
      const updated: Field = { ...field, ...action.patch, __config__: { ...field.__config__, ...action.config } };
      let next = withFields(state, updateField(state.formData.fields, action.key, () => updated));
      const parent = parentOf(state.formData.fields, action.key);
      const from = field.__vModel__;
      const to = updated.__vModel__;
      if (from && to && from !== to) {
        if (parent && kindOf(parent) === SUB_TABLE) next = withFields(next, dropSummary(next.formData.fields, keyOf(parent), from, to));
        else if (isColumnCandidate(state, field)) next = { ...next, columnData: renameProp(next.columnData, from, to) };
      }
      if (to && updated.__config__.label !== field.__config__.label && isColumnCandidate(state, field)) {
        next = { ...next, columnData: relabelProp(next.columnData, to, updated.__config__.label) };
      }
      // isStorage turned off: the list can no longer show, search or sort by it.
      if (from && isColumnCandidate(state, field) && !isColumnCandidate(next, updated)) next = { ...next, columnData: forgetProp(next.columnData, from) };
      return next;
    }
    case 'removeField': {
      const field = findField(state.formData.fields, action.key);
      if (!field) return state;
      const parent = parentOf(state.formData.fields, action.key);
      let fields = removeField(state.formData.fields, action.key);
      let columnData = state.columnData;
      if (parent && kindOf(parent) === SUB_TABLE && field.__vModel__) fields = dropSummary(fields, keyOf(parent), field.__vModel__);
      else for (const name of namesWithin(field)) columnData = forgetProp(columnData, name);
      return { ...withFields(state, fields), columnData, selected: state.selected === action.key ? null : state.selected };
    }
    case 'moveField': {
      const index = indexInContainer(state.formData.fields, action.key);
      if (index < 0) return state;
      return withFields(state, moveFieldTo(state.formData.fields, action.key, index + action.delta));
    }
    case 'moveFieldTo':
      if (indexInContainer(state.formData.fields, action.key) < 0) return state;
      return withFields(state, moveFieldTo(state.formData.fields, action.key, action.index));
    case 'select':
      return state.selected === action.key ? state : { ...state, selected: action.key };
    case 'setColumnData':
      return { ...state, columnData: { ...state.columnData, ...action.patch }, dirty: true };
    case 'toggleColumn': {
      const { columnList } = state.columnData;
      const present = columnList.some((column) => column.prop === action.prop);
      if (present === action.on) return state;
      if (!action.on) return { ...state, columnData: { ...state.columnData, columnList: columnList.filter((column) => column.prop !== action.prop) }, dirty: true };
      const field = findFieldByName(state.formData.fields, action.prop);
      if (!field) return state;
      const column = { prop: action.prop, label: field.__config__.label, jnpfKey: kindOf(field), align: 'left' as const, sortable: false, width: null };
      return { ...state, columnData: { ...state.columnData, columnList: [...columnList, column] }, dirty: true };
    }
    case 'toggleSearch': {
      const { searchList } = state.columnData;
      const others = searchList.filter((item) => item.prop !== action.prop);
      if (!action.on) return { ...state, columnData: { ...state.columnData, searchList: others }, dirty: true };
      const field = findFieldByName(state.formData.fields, action.prop);
      if (!field) return state;
      const existing = searchList.find((item) => item.prop === action.prop);
      const searchType = action.searchType ?? existing?.searchType ?? defaultSearchType(kindOf(field));
      const item = { prop: action.prop, label: field.__config__.label, jnpfKey: kindOf(field), searchType };
      const searchListNext = existing ? searchList.map((entry) => (entry.prop === action.prop ? item : entry)) : [...searchList, item];
      return { ...state, columnData: { ...state.columnData, searchList: searchListNext }, dirty: true };
    }
    case 'toggleButton': {
      const list = state.columnData[action.list].filter((button) => button.value !== action.button.value);
      return { ...state, columnData: { ...state.columnData, [action.list]: action.on ? [...list, action.button] : list }, dirty: true };
    }
    case 'saved':
      return { ...state, id: action.id, dirty: false };
    case 'undo':
    case 'redo':
      return state;
  }
}

/** JNPF saves the panes of tabs and collapses without a kind (the server knows no such kind). */
function withoutPaneKinds(fields: readonly Field[]): Field[] {
  return fields.map((field) => {
    const { children } = field.__config__;
    if (!children && !isPaneKind(kindOf(field))) return field;
    const config = { ...field.__config__, ...(children ? { children: withoutPaneKinds(children) } : {}) };
    if (isPaneKind(kindOf(field))) delete (config as Partial<typeof config>).jnpfKey;
    return { ...field, __config__: config };
  });
}

/** Numbers and dates search by range, choices by equality, text by "contains". */
export function defaultSearchType(kind: string): SearchType {
  if (['numInput', 'amount', 'date', 'createTime', 'modifyTime', 'calculate'].includes(kind)) return 3;
  if (['select', 'radio', 'checkbox', 'dicSelect', 'switch', 'userSelect', 'depSelect', 'comSelect', 'createUser', 'modifyUser'].includes(kind)) return 1;
  return 2;
}

/** The body of POST / PUT /api/visualdev/Base: JSON strings, table names filled in, tables derived. */
export function toVisualDevForm(state: EditorState): VisualDevForm {
  const named = assignTableNames(state.formData, state.info.enCode);
  const formData = { ...named, fields: withoutPaneKinds(named.fields) };
  return {
    fullName: state.info.fullName.trim(),
    enCode: state.info.enCode.trim(),
    category: state.info.category,
    type: state.info.type,
    description: state.info.description,
    sortCode: state.info.sortCode,
    formData: JSON.stringify(formData),
    columnData: JSON.stringify(state.columnData),
    tables: JSON.stringify(deriveTables(named, state.info.enCode, state.tables)),
    dbLinkId: '0',
  };
}
