// The module editor's state and every change to it, as a pure reducer: the basic editor and the
// drag-and-drop designer that follows both dispatch these actions. The list settings (columnData)
// follow the form: a field added shows as a column, a field removed or renamed leaves no stale
// column, search item, summary or sort behind.
import { emptyColumnData, emptyFormData } from '../model/defaults';
import { holdsValue, kindOf, LAYOUT_CONTAINERS, SUB_TABLE } from '../model/kinds';
import { findFieldByName } from '../model/lookup';
import { parseColumnData, parseFormData } from '../model/parse';
import { assignTableNames, deriveTables, parseTables } from '../model/tables';
import type { ColumnData, Field, FieldConfig, FormData, ListButton, ModelTable, SearchType, VisualDevForm, VisualDevRecord } from '../model/types';
import { appendField, findField, indexInContainer, keyOf, maxKey, moveFieldTo, parentOf, removeField, updateField } from './fieldTree';
import { newField } from './palette';

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
}

/** What a field's property form may change. */
export type FieldPatch = Partial<Omit<Field, '__config__'>>;
export type ConfigPatch = Partial<Omit<FieldConfig, 'renderKey' | 'children'>>;

export type EditorAction =
  | { type: 'load'; record: VisualDevRecord }
  | { type: 'setInfo'; patch: Partial<ModuleInfo> }
  /** Adds a field at the end of the form, or of the sub-table `parent`; the new field is selected. */
  | { type: 'addField'; kind: string; label: string; parent?: number | null }
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
  };
}

/** Top-level value fields (sub-tables and layout kinds are not list columns). */
function isColumnCandidate(state: EditorState, field: Field): boolean {
  if (!holdsValue(field) || kindOf(field) === SUB_TABLE) return false;
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

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'load': {
      const { record } = action;
      const formData = parseFormData(record.formData);
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
        nextKey: Math.max(FIRST_KEY, maxKey(formData.fields) + 1),
        dirty: false,
      };
    }
    case 'setInfo':
      return { ...state, info: { ...state.info, ...action.patch }, dirty: true };
    case 'addField': {
      const parent = action.parent ?? null;
      if (parent !== null) {
        const container = findField(state.formData.fields, parent);
        // Columns go into a sub-table only, and a sub-table never holds another one.
        if (!container || kindOf(container) !== SUB_TABLE || action.kind === SUB_TABLE) return state;
      }
      const key = state.nextKey;
      const field = newField(action.kind, key, action.label);
      const next = { ...withFields(state, appendField(state.formData.fields, field, parent)), selected: key, nextKey: key + 1 };
      if (!isColumnCandidate(next, field)) return next;
      const column = { prop: field.__vModel__!, label: action.label, jnpfKey: action.kind, align: 'left' as const, sortable: false, width: null };
      return { ...next, columnData: { ...next.columnData, columnList: [...next.columnData.columnList, column] } };
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
      return { ...state, selected: action.key };
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
  }
}

/** Numbers and dates search by range, choices by equality, text by "contains". */
export function defaultSearchType(kind: string): SearchType {
  if (['numInput', 'amount', 'date', 'createTime', 'modifyTime', 'calculate'].includes(kind)) return 3;
  if (['select', 'radio', 'checkbox', 'dicSelect', 'switch', 'userSelect', 'depSelect', 'comSelect', 'createUser', 'modifyUser'].includes(kind)) return 1;
  return 2;
}

/** The body of POST / PUT /api/visualdev/Base: JSON strings, table names filled in, tables derived. */
export function toVisualDevForm(state: EditorState): VisualDevForm {
  const formData = assignTableNames(state.formData, state.info.enCode);
  return {
    fullName: state.info.fullName.trim(),
    enCode: state.info.enCode.trim(),
    category: state.info.category,
    type: state.info.type,
    description: state.info.description,
    sortCode: state.info.sortCode,
    formData: JSON.stringify(formData),
    columnData: JSON.stringify(state.columnData),
    tables: JSON.stringify(deriveTables(formData, state.info.enCode, state.tables)),
    dbLinkId: '0',
  };
}
