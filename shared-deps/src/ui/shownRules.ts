// Form field rights (spec section 6): a field the route's form rights hide must not block the save
// either, so its rules are dropped; the server ignores fields outside the caller's form rights (and
// keeps their values on edit). FormDialog/FormField hide the fields; this drops their checks.
import { useMemo } from 'react';
import { isAllowed, useFieldRights } from './fieldRights';
import type { FormRules } from './validateForm';

/**
 * The rules of the fields the current route's form rights show (all of them when the route does not
 * check form fields). `names` maps a value key to its field's enCode where they differ (the user
 * form's `organizeIds` is the field `organizeId`); a sub-table key shows when one of its
 * `parent-field` codes is granted.
 */
export function useShownRules<V>(rules: FormRules<V>, names: Partial<Record<keyof V, string>> = {}): FormRules<V> {
  const rights = useFieldRights('form');
  return useMemo(() => {
    if (rights === 'all') return rules;
    const shown: { -readonly [K in keyof V]?: FormRules<V>[K] } = {};
    for (const key of Object.keys(rules) as (keyof V)[]) {
      if (isAllowed(rights, names[key] ?? String(key))) shown[key] = rules[key];
    }
    return shown;
    // names is a literal per caller: its content does not change between renders.
  }, [rights, rules]);
}
