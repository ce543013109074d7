// formData, columnData and tables travel as JSON strings. A module saved by another client (or a
// broken one) must not take the page down: what cannot be read becomes the defaults, with a warning.
import { emptyColumnData, emptyFormData } from './defaults';
import type { ColumnData, Field, FormData, ListButton, ListColumn, SearchItem } from './types';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readJson(value: unknown, what: string): Record<string, unknown> | null {
  if (value === null || value === undefined || value === '') return null;
  if (isRecord(value)) return value;
  if (typeof value !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(value);
    if (isRecord(parsed)) return parsed;
  } catch {
    // reported below
  }
  console.warn(`@atrium/mf-online-dev: the module's ${what} is not a JSON object; its defaults are used.`);
  return null;
}

/** JNPF's tab and collapse panes carry children but no kind of their own. */
const PANE_KINDS: Readonly<Record<string, string>> = { tab: 'tabItem', collapse: 'collapseItem' };

/** Fields with a readable __config__ (panes get their kind); children cleaned the same way. */
function cleanFields(list: unknown, parentKind = ''): Field[] {
  if (!Array.isArray(list)) return [];
  const fields: Field[] = [];
  for (const item of list) {
    if (!isRecord(item) || !isRecord(item.__config__)) continue;
    const pane = PANE_KINDS[parentKind];
    const jnpfKey = typeof item.__config__.jnpfKey === 'string' ? item.__config__.jnpfKey : pane;
    if (!jnpfKey) continue;
    const config = { ...item.__config__, jnpfKey } as Field['__config__'];
    const children = config.children;
    fields.push({ ...item, __config__: Array.isArray(children) ? { ...config, children: cleanFields(children, jnpfKey) } : config } as Field);
  }
  return fields;
}

export function parseFormData(value: unknown): FormData {
  const raw = readJson(value, 'formData');
  const defaults = emptyFormData();
  if (!raw) return defaults;
  return { ...defaults, ...raw, fields: cleanFields(raw.fields) };
}

const arrayOf = <T>(value: unknown, keep: (item: unknown) => item is T): T[] => (Array.isArray(value) ? value.filter(keep) : []);
const hasProp = (item: unknown): item is ListColumn & SearchItem => isRecord(item) && typeof item.prop === 'string';
const hasValue = (item: unknown): item is ListButton => isRecord(item) && typeof item.value === 'string';

export function parseColumnData(value: unknown): ColumnData {
  const raw = readJson(value, 'columnData');
  const defaults = emptyColumnData();
  if (!raw) return defaults;
  const pageSize = Number(raw.pageSize);
  return {
    ...defaults,
    ...raw,
    columnList: arrayOf(raw.columnList, hasProp),
    searchList: arrayOf(raw.searchList, hasProp).map((item) => ({ ...item, searchType: item.searchType === 1 || item.searchType === 3 ? item.searchType : 2 })),
    btnsList: Array.isArray(raw.btnsList) ? arrayOf(raw.btnsList, hasValue) : defaults.btnsList,
    columnBtnsList: Array.isArray(raw.columnBtnsList) ? arrayOf(raw.columnBtnsList, hasValue) : defaults.columnBtnsList,
    sort: raw.sort === 'asc' ? 'asc' : 'desc',
    type: Number(raw.type) === 2 ? 2 : 1,
    hasPage: raw.hasPage !== false,
    pageSize: Number.isInteger(pageSize) && pageSize > 0 ? pageSize : defaults.pageSize,
    popupType: raw.popupType === 'fullScreen' || raw.popupType === 'drawer' ? raw.popupType : 'general',
    defaultSidx: typeof raw.defaultSidx === 'string' ? raw.defaultSidx : '',
  };
}
