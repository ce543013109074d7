import { validateValue, type FieldRule } from '@atrium/shared';

export type FormRules<T> = { readonly [K in keyof T]?: readonly FieldRule[] };
export type FormErrors<T> = { [K in keyof T]?: string };

/** Runs each field's rules (first failure wins); an empty object means the form is valid. */
export function validateForm<T extends object>(values: T, rules: FormRules<T>): FormErrors<T> {
  const errors: FormErrors<T> = {};
  for (const key of Object.keys(rules) as (keyof T)[]) {
    const message = validateValue(values[key], rules[key] ?? []);
    if (message !== null) errors[key] = message;
  }
  return errors;
}

export function isValid<T>(errors: FormErrors<T>): boolean {
  return Object.keys(errors).length === 0;
}
