import { IDENTIFIER_MAX } from './identifiers';

/**
 * A copied module gets tables of its own (each name + `_<suffix>`, in `tables` and in every
 * field's __config__.tableName): a release may only migrate its own tables, so a copy sharing the
 * original's would never be releasable. JSON that does not parse is copied as it is (the designer
 * fixes it, and a release refuses it until then).
 */
export function renameTables(json: { formData: string | null; tables: string }, suffix: string): { formData: string | null; tables: string } {
  let tables: unknown;
  try {
    tables = JSON.parse(json.tables);
  } catch {
    return json;
  }
  if (!Array.isArray(tables)) return json;
  const renamed = new Map<string, string>();
  const rename = (name: string): string => `${name.slice(0, IDENTIFIER_MAX - suffix.length - 1)}_${suffix}`;
  for (const table of tables) {
    if (typeof table !== 'object' || table === null || typeof (table as { table?: unknown }).table !== 'string') continue;
    const entry = table as { table: string };
    const next = rename(entry.table);
    renamed.set(entry.table.toLowerCase(), next);
    entry.table = next;
  }
  if (json.formData === null) return { formData: null, tables: JSON.stringify(tables) };
  let form: unknown;
  try {
    form = JSON.parse(json.formData);
  } catch {
    return { formData: json.formData, tables: JSON.stringify(tables) };
  }
  const walk = (value: unknown, depth: number): void => {
    if (depth > 50 || typeof value !== 'object' || value === null) return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1);
      return;
    }
    const record = value as Record<string, unknown>;
    if (typeof record.tableName === 'string') record.tableName = renamed.get(record.tableName.toLowerCase()) ?? record.tableName;
    for (const child of Object.values(record)) walk(child, depth + 1);
  };
  walk(form, 0);
  return { formData: JSON.stringify(form), tables: JSON.stringify(tables) };
}
