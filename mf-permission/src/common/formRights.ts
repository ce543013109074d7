// Form field rights (spec section 6): a FormField with a `name` (the field's JNPF enCode) is not
// rendered when the route's permission entry checks form fields and does not list it. A hidden
// field must not block the save either, so its rules are dropped; the server ignores fields
// outside the caller's form rights (and keeps their values on edit).
import { useMemo } from 'react';
import { isAllowed, useFieldRights, type FormRules } from '@atrium/ui';

/**
 * The rules of the fields the current route shows. `names` maps a value key to its field's enCode
 * where they differ (the user form's `organizeIds` is the field `organizeId`).
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
    // names is a literal per dialog: its content does not change between renders.
  }, [rights, rules]);
}
