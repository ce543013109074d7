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
