import { roundTo } from '../formula';
import type { CompiledField } from '../model';

/**
 * A field's value in three places: as the client sends it (anything JSON), as the API answers it
 * (a string, a number, an array or object for `json` shapes, or null) and as its column stores it
 * (JSON text for `json` shapes, numbers as numbers unless the column is text).
 */
export type ApiValue = string | number | unknown[] | Record<string, unknown> | null;

/** JNPF's "empty": null, undefined, '', an empty array (spec section 5, sub-table required). */
export function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

const numeric = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** The client's value in the field's shape, or `undefined` when it has the wrong type. Empty stays null. */
export function normalise(field: CompiledField, value: unknown): ApiValue | undefined {
  if (isEmpty(value)) return null;
  switch (field.shape) {
    case 'text':
      if (typeof value === 'string') return value;
      return typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;
    case 'number':
    case 'datetime': {
      const number = typeof value === 'number' ? value : typeof value === 'string' && numeric.test(value.trim()) ? Number(value) : Number.NaN;
      if (!Number.isFinite(number)) return undefined;
      if (field.shape === 'datetime') return Number.isSafeInteger(number) ? number : undefined;
      // Rounded as its column will keep it, here already: formulas then compute from the stored value.
      return field.dataType === 'decimal' && field.scale !== null ? roundTo(number, field.scale) : number;
    }
    case 'integer':
      if (typeof value === 'boolean') return value ? 1 : 0;
      if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
      return typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : undefined;
    case 'json':
      return typeof value === 'object' && value !== null ? (value as unknown[] | Record<string, unknown>) : undefined;
  }
}

/** An API value as its column stores it. */
export function toColumn(field: CompiledField, value: ApiValue): string | number | null {
  if (value === null) return null;
  if (field.shape === 'json') return JSON.stringify(value);
  const textColumn = field.dataType === 'varchar' || field.dataType === 'text';
  if (typeof value === 'number') {
    const rounded = field.dataType === 'decimal' && field.scale !== null ? roundTo(value, field.scale) : value;
    return textColumn ? String(rounded) : rounded;
  }
  return String(value);
}

/** A stored value as the API answers it; a value an older type left behind is answered as it is. */
export function fromColumn(field: CompiledField, stored: unknown): ApiValue {
  if (stored === null || stored === undefined) return null;
  if (field.shape === 'json') {
    if (typeof stored !== 'string') return null;
    try {
      const parsed = JSON.parse(stored) as unknown;
      return typeof parsed === 'object' && parsed !== null ? (parsed as unknown[] | Record<string, unknown>) : stored;
    } catch {
      return stored;
    }
  }
  if (field.shape === 'text') return String(stored);
  if (typeof stored === 'number') return stored;
  if (typeof stored === 'string' && numeric.test(stored.trim())) return Number(stored);
  return typeof stored === 'string' ? stored : null;
}

/** The number a formula reads from a value: empty is 0 (as the form shows it), anything else not a number is NaN. */
export function numberOf(value: unknown): number {
  if (isEmpty(value)) return 0;
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && numeric.test(value.trim())) return Number(value);
  return Number.NaN;
}
