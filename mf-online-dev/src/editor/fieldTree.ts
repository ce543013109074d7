// Pure operations on a form's field tree, by renderKey. Layout containers and sub-tables keep their
// fields in __config__.children; every operation returns new arrays and leaves the input alone.
import type { Field } from '../model/types';

export const keyOf = (field: Field): number => field.__config__.renderKey;

/** Every field of the tree, depth first, with the field that holds it (null at the top). */
export function allFields(fields: readonly Field[], parent: Field | null = null): { field: Field; parent: Field | null }[] {
  return fields.flatMap((field) => [{ field, parent }, ...allFields(field.__config__.children ?? [], field)]);
}

export function findField(fields: readonly Field[], key: number): Field | null {
  return allFields(fields).find((entry) => keyOf(entry.field) === key)?.field ?? null;
}

/** The field that holds `key` (null at the top level or when not found). */
export function parentOf(fields: readonly Field[], key: number): Field | null {
  return allFields(fields).find((entry) => keyOf(entry.field) === key)?.parent ?? null;
}

/** Applies `change` to the list that holds `key` (with its index there); other lists are kept. */
export function editContainer(fields: readonly Field[], key: number, change: (list: Field[], index: number) => Field[]): Field[] {
  const index = fields.findIndex((field) => keyOf(field) === key);
  if (index >= 0) return change([...fields], index);
  let changed = false;
  const next = fields.map((field) => {
    const children = field.__config__.children;
    if (changed || !children) return field;
    const edited = editContainer(children, key, change);
    if (edited === children) return field;
    changed = true;
    return { ...field, __config__: { ...field.__config__, children: edited } };
  });
  return changed ? next : (fields as Field[]);
}

/** Replaces one field by `update(field)`. */
export function updateField(fields: readonly Field[], key: number, update: (field: Field) => Field): Field[] {
  return editContainer(fields, key, (list, index) => {
    list[index] = update(list[index]!);
    return list;
  });
}

export function removeField(fields: readonly Field[], key: number): Field[] {
  return editContainer(fields, key, (list, index) => list.filter((_, i) => i !== index));
}

/** Moves a field to `to` within its own list (clamped to the list). */
export function moveFieldTo(fields: readonly Field[], key: number, to: number): Field[] {
  return editContainer(fields, key, (list, index) => {
    const target = Math.max(0, Math.min(list.length - 1, to));
    if (target === index) return list;
    const [moved] = list.splice(index, 1);
    list.splice(target, 0, moved!);
    return list;
  });
}

/** Index of a field within its own list, or -1. */
export function indexInContainer(fields: readonly Field[], key: number): number {
  let found = -1;
  editContainer(fields, key, (list, index) => {
    found = index;
    return list;
  });
  return found;
}

/** Adds a field at the end of the top level, or of the container `parent` (a sub-table's columns). */
export function appendField(fields: readonly Field[], field: Field, parent: number | null): Field[] {
  if (parent === null) return [...fields, field];
  return updateField(fields, parent, (container) => ({
    ...container,
    __config__: { ...container.__config__, children: [...(container.__config__.children ?? []), field] },
  }));
}

/** The largest renderKey in use (0 for an empty form). */
export function maxKey(fields: readonly Field[]): number {
  return allFields(fields).reduce((max, { field }) => Math.max(max, Number(keyOf(field)) || 0), 0);
}

/** Inserts `field` at `index` (clamped) of the top level, or of the container `parent`. */
export function insertField(fields: readonly Field[], field: Field, parent: number | null, index: number): Field[] {
  const insert = (list: readonly Field[]) => {
    const next = [...list];
    next.splice(Math.max(0, Math.min(list.length, index)), 0, field);
    return next;
  };
  if (parent === null) return insert(fields);
  return updateField(fields, parent, (container) => ({
    ...container,
    __config__: { ...container.__config__, children: insert(container.__config__.children ?? []) },
  }));
}

/** The list that holds `parent`'s fields (the top level for null), or null when `parent` is unknown. */
export function childrenOf(fields: readonly Field[], parent: number | null): readonly Field[] | null {
  if (parent === null) return fields;
  const container = findField(fields, parent);
  return container ? (container.__config__.children ?? []) : null;
}

/** Whether `key` is `ancestor` or lies inside it. */
export function isWithin(fields: readonly Field[], key: number, ancestor: number): boolean {
  for (let current: Field | null = findField(fields, key); current; current = parentOf(fields, keyOf(current))) {
    if (keyOf(current) === ancestor) return true;
  }
  return false;
}

/** Gives every field without a renderKey (JNPF's panes have none) the next free one. */
export function withKeys(fields: readonly Field[], first: number): { fields: Field[]; next: number } {
  let next = first;
  const walk = (list: readonly Field[]): Field[] =>
    list.map((field) => {
      const hasKey = Number.isFinite(Number(field.__config__.renderKey)) && field.__config__.renderKey !== null;
      const renderKey = hasKey ? field.__config__.renderKey : next++;
      const children = field.__config__.children;
      if (hasKey && !children) return field;
      return { ...field, __config__: { ...field.__config__, renderKey, ...(children ? { children: walk(children) } : {}) } };
    });
  return { fields: walk(fields), next };
}
