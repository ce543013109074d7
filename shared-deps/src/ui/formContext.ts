// What a FormDialog tells its fields, and a FormField its control (issue 17 item 5: required fields
// carry the asterisk without each page repeating it).
import { createContext, useContext } from 'react';
import { isRequiredRule, type FieldRule } from '@atrium/shared';

/** A form's rules by field name, as FormDialog's `rules` takes them. */
export type RulesByName = { readonly [name: string]: readonly FieldRule[] | undefined };

/** The names of the dialog's fields whose rules include requiredRule. */
export const RequiredFieldsContext = createContext<ReadonlySet<string>>(new Set());

/** Whether the enclosing FormField is required: pickers and selects show the asterisk from it. */
export const FieldRequiredContext = createContext(false);

export function requiredNames(rules: RulesByName | undefined): ReadonlySet<string> {
  const names = new Set<string>();
  for (const [name, list] of Object.entries(rules ?? {})) if (list?.some(isRequiredRule)) names.add(name);
  return names;
}

/** The enclosing FormField's required mark (false outside one). */
export function useFieldRequired(): boolean {
  return useContext(FieldRequiredContext);
}
