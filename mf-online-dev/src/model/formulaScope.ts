import { kindOf, subTableColumns, SUB_TABLE, valueFields } from './kinds';
import type { Field } from './types';

/** Kinds a formula can compute with (the server's numeric shapes). */
export const NUMERIC_KINDS: ReadonlySet<string> = new Set(['numInput', 'amount', 'rate', 'slider', 'switch', 'calculate']);

const isNumeric = (field: Field): boolean => NUMERIC_KINDS.has(kindOf(field));

/**
 * Names a formula of the form may read, each with whether it holds a number: its value fields, and
 * each sub-table column as `table.column` (the column's sum).
 */
export function formulaScope(fields: readonly Field[]): Map<string, boolean> {
  const names = new Map<string, boolean>();
  for (const field of valueFields(fields)) {
    if (kindOf(field) === SUB_TABLE) {
      for (const column of subTableColumns(field)) names.set(`${field.__vModel__}.${column.__vModel__}`, isNumeric(column));
    } else names.set(field.__vModel__!, isNumeric(field));
  }
  return names;
}

/**
 * Names a formula of a sub-table column may read: its row's columns, bare or as `table.column`,
 * and the form's own fields (as the server resolves them: the row first, then the form).
 */
export function rowScope(table: Field, formFields: readonly Field[]): Map<string, boolean> {
  const names = new Map<string, boolean>();
  for (const field of valueFields(formFields)) if (kindOf(field) !== SUB_TABLE) names.set(field.__vModel__!, isNumeric(field));
  for (const column of subTableColumns(table)) {
    names.set(column.__vModel__!, isNumeric(column));
    names.set(`${table.__vModel__}.${column.__vModel__}`, isNumeric(column));
  }
  return names;
}

/** A row formula's name as the row's column (`table.column` → `column`). */
export const rowColumn = (name: string): string => (name.includes('.') ? name.slice(name.indexOf('.') + 1) : name);
