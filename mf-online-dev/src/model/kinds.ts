// Field kinds of the contract, by what a form does with them.
import type { Field } from './types';

/** Containers whose children are fields of the same table. */
export const LAYOUT_CONTAINERS: ReadonlySet<string> = new Set(['row', 'card', 'tab', 'collapse', 'tabItem', 'collapseItem']);

/**
 * Kinds that show something but hold no value (the server stores none for them either: codes draw
 * from a fixed text or another field, a related attribute reads the related record).
 */
export const DISPLAY_KINDS: ReadonlySet<string> = new Set([
  'divider', 'JNPFText', 'link', 'alert', 'groupTitle', 'button', 'barcode', 'qrcode', 'relationFormAttr', 'popupAttr',
]);

/** The panes of a tab or collapse: JNPF saves them without a kind (parse gives them these). */
export const PANE_KINDS: Readonly<Record<string, string>> = { tab: 'tabItem', collapse: 'collapseItem' };
export const isPaneKind = (kind: string): boolean => kind === 'tabItem' || kind === 'collapseItem';

/** Filled by the server on save, never trusted from the client. */
export const SYSTEM_KINDS: ReadonlySet<string> = new Set([
  'createUser',
  'createTime',
  'modifyUser',
  'modifyTime',
  'currOrganize',
  'currDept',
  'currPosition',
]);

export const SUB_TABLE = 'table';

export const kindOf = (field: Field): string => field.__config__.jnpfKey;

/** Related attributes: shown from the linked record, and stored in the record when isStorage is on. */
export const RELATION_ATTR_KINDS: ReadonlySet<string> = new Set(['relationFormAttr', 'popupAttr']);
/** Kinds with JNPF's isStorage ("stored or not") switch. */
export const STORAGE_KINDS: ReadonlySet<string> = new Set([...RELATION_ATTR_KINDS, 'calculate']);

/** JNPF's isStorage: 1 (or true) stores the field. */
export const isStorageOn = (value: unknown): boolean => value === 1 || value === true || value === '1';

/**
 * Whether the field's value has a column: a related attribute only with isStorage on, a calculated
 * field unless isStorage is set and off (older forms lack the flag), every other value kind.
 */
export function isStored(field: Field): boolean {
  const kind = kindOf(field);
  if (RELATION_ATTR_KINDS.has(kind)) return isStorageOn(field.isStorage);
  if (kind === 'calculate') return field.isStorage === undefined || field.isStorage === null || isStorageOn(field.isStorage);
  return true;
}

/** Fields whose value the user never types: the server or the form computes it. */
export function isComputedKind(kind: string): boolean {
  return SYSTEM_KINDS.has(kind) || kind === 'billRule' || kind === 'calculate' || RELATION_ATTR_KINDS.has(kind);
}

/** Whether a field holds a value of the record (not a layout or display kind; a stored related attribute does). */
export function holdsValue(field: Field): boolean {
  const kind = kindOf(field);
  const named = typeof field.__vModel__ === 'string' && field.__vModel__ !== '';
  if (RELATION_ATTR_KINDS.has(kind)) return named && isStorageOn(field.isStorage);
  return !LAYOUT_CONTAINERS.has(kind) && !DISPLAY_KINDS.has(kind) && named;
}

/**
 * The value fields of one table, in form order: layout containers are opened, a sub-table is one
 * field (its columns belong to its child table). `unnamed`: also value kinds whose name is missing
 * (the designer checks them; a form cannot use them).
 */
export function valueFields(fields: readonly Field[], unnamed = false): Field[] {
  const found: Field[] = [];
  const walk = (list: readonly Field[]) => {
    for (const field of list) {
      const kind = kindOf(field);
      if (LAYOUT_CONTAINERS.has(kind)) walk(field.__config__.children ?? []);
      else if (holdsValue(field) || (unnamed && !DISPLAY_KINDS.has(kind))) found.push(field);
    }
  };
  walk(fields);
  return found;
}

/** Columns of a sub-table that hold values. */
export function subTableColumns(table: Field, unnamed = false): Field[] {
  return valueFields(table.__config__.children ?? [], unnamed);
}

/** Kinds whose value is a list (an empty list counts as no value). */
export function isListValued(field: Field): boolean {
  const kind = kindOf(field);
  if (['checkbox', 'dateRange', 'timeRange', 'cascader', 'address', 'comSelect', 'usersSelect', 'table', 'uploadFz', 'uploadImg'].includes(kind)) return true;
  return field.multiple === true;
}
