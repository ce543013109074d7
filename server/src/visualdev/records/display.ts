import type { CompiledField } from '../model';
import { Lookups, parseMixed } from './lookups';
import type { ApiValue, } from './values';

/**
 * Values as people read them (list rows, DataChange): option labels instead of values (static
 * options or dictionary items), names instead of ids (users as 姓名/账号, organisations,
 * positions, roles, groups, areas), paths joined with '/', several choices with ','. Numbers,
 * switches (0/1: the client shows the field's own texts), dates (milliseconds; the client formats
 * them), texts and files are answered as they are.
 */

const isPaths = (value: unknown[]): value is unknown[][] => value.length > 0 && value.every(Array.isArray);

/** Path kinds: one path is an array of ids from the top, several are an array of paths. */
const PATH_KINDS = new Set(['cascader', 'comSelect', 'address']);

function labelOf(field: CompiledField, entry: string, lookups: Lookups): string {
  const options = field.options;
  if (options?.kind === 'static') return options.labels.get(entry) ?? entry;
  if (options?.kind === 'dictionary') return lookups.dictionary(options.typeId, options.valueKey).get(entry) ?? entry;
  if (field.ref === 'usersMixed') {
    const parsed = parseMixed(entry);
    return parsed ? lookups.name(parsed.source, parsed.id) ?? entry : entry;
  }
  if (field.ref) return lookups.name(field.ref, entry) ?? entry;
  return entry;
}

const scalar = (item: unknown): item is string | number => typeof item === 'string' || typeof item === 'number';

/** Ids a page of values will need names for, loaded in one query per table. */
export function preloadNames(fields: readonly CompiledField[], rows: readonly Record<string, ApiValue>[], lookups: Lookups): void {
  for (const field of fields) {
    if (!field.ref || field.ref === 'usersMixed') continue;
    const ids: string[] = [];
    for (const row of rows) {
      const value = row[field.vModel];
      if (scalar(value)) ids.push(String(value));
      else if (Array.isArray(value)) for (const item of value.flat()) if (scalar(item)) ids.push(String(item));
    }
    lookups.preload(field.ref, ids);
  }
}

export function displayValue(field: CompiledField, value: ApiValue, lookups: Lookups): ApiValue {
  if (value === null) return null;
  if (field.relation && scalar(value)) return lookups.related(field.relation.modelId, field.relation.showField, String(value)) ?? String(value);
  if (!field.options && !field.ref) return value;
  if (field.options?.kind === 'dynamic') return value;
  if (scalar(value)) return labelOf(field, String(value), lookups);
  if (!Array.isArray(value)) return value;
  const path = (items: unknown[]): string => items.filter(scalar).map((item) => labelOf(field, String(item), lookups)).join('/');
  if (PATH_KINDS.has(field.jnpfKey)) return isPaths(value) ? value.map(path).join(',') : path(value);
  return value.filter(scalar).map((item) => labelOf(field, String(item), lookups)).join(',');
}

export function displayRow(fields: readonly CompiledField[], row: Record<string, ApiValue>, lookups: Lookups): Record<string, ApiValue> {
  const shown: Record<string, ApiValue> = { ...row };
  for (const field of fields) if (field.vModel in row) shown[field.vModel] = displayValue(field, row[field.vModel] ?? null, lookups);
  return shown;
}
