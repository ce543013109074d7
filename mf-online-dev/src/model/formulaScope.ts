import { kindOf, subTableColumns, SUB_TABLE, valueFields } from './kinds';
import type { Field } from './types';

/** Names a formula of the form may read: its value fields, and each sub-table column as `table.column`. */
export function formulaScope(fields: readonly Field[]): Set<string> {
  const names = new Set<string>();
  for (const field of valueFields(fields)) {
    names.add(field.__vModel__!);
    if (kindOf(field) === SUB_TABLE) for (const column of subTableColumns(field)) names.add(`${field.__vModel__}.${column.__vModel__}`);
  }
  return names;
}

/** Names a formula of a sub-table column may read: its row's columns, bare or as `table.column` (the server reads both). */
export function rowScope(table: Field): Set<string> {
  const names = new Set<string>();
  for (const column of subTableColumns(table)) {
    names.add(column.__vModel__!);
    names.add(`${table.__vModel__}.${column.__vModel__}`);
  }
  return names;
}

/** A row formula's name as the row's column (`table.column` → `column`). */
export const rowColumn = (name: string): string => (name.includes('.') ? name.slice(name.indexOf('.') + 1) : name);
