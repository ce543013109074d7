import { kindOf, LAYOUT_CONTAINERS, SUB_TABLE } from './kinds';
import type { Field } from './types';

/** A value field of the main table by its name (layouts opened; sub-tables are not list fields). */
export function findFieldByName(fields: readonly Field[], name: string): Field | null {
  for (const field of fields) {
    if (field.__vModel__ === name && kindOf(field) !== SUB_TABLE) return field;
    if (LAYOUT_CONTAINERS.has(kindOf(field))) {
      const found = findFieldByName(field.__config__.children ?? [], name);
      if (found) return found;
    }
  }
  return null;
}
