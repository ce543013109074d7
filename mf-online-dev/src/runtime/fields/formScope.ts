// What display kinds of a form read besides their own value: the record being edited (a code bound
// to another field, a related attribute's link) and the form's fields (to find that link's module).
import { createContext, useContext } from 'react';
import type { Field } from '../../model/types';

export interface FormScope {
  /** The record's values (in a sub-table cell: the row's, then the record's). */
  values: Readonly<Record<string, unknown>>;
  /** Every field of the form, layouts included. */
  fields: readonly Field[];
}

const EMPTY: FormScope = { values: {}, fields: [] };

export const FormScopeContext = createContext<FormScope>(EMPTY);

export const useFormScope = (): FormScope => useContext(FormScopeContext);

/** The field of this form whose value is `name` (layouts opened, sub-table columns included). */
export function findField(fields: readonly Field[], name: string): Field | undefined {
  for (const field of fields) {
    if (field.__vModel__ === name) return field;
    const inner = findField(field.__config__.children ?? [], name);
    if (inner) return inner;
  }
  return undefined;
}
