import { isListValued, kindOf } from './kinds';
import type { Field } from './types';

/** Designer values are JSON: a copy per form, so one record's edits never reach another's. */
function copyJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** The value a new record starts with: the field's default, else empty ([] for list-valued kinds, 0 for a switch). */
export function initialValue(field: Field): unknown {
  const defaultValue = field.__config__.defaultValue;
  if (defaultValue !== undefined && defaultValue !== null && defaultValue !== '') return copyJson(defaultValue);
  if (isListValued(field)) return [];
  if (kindOf(field) === 'switch') return 0;
  return '';
}

/** Whether a value counts as empty for "required" (spec section 5, sub-table rules). */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0 || value.every((item) => item === '' || item === null || item === undefined);
  return false;
}
