import type { ResultRow } from './execute';

/** A popup select's page query (JNPF sends it flat or as listQuery). */
export interface ListQuery {
  keyword?: string | null;
  currentPage?: number | null;
  pageSize?: number | null;
}

export interface ColumnOption {
  value?: string | null;
  label?: string | null;
}

const cell = (value: unknown): string => (value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/**
 * The rows whose searchable fields contain the keyword (case-insensitive): the relation field and
 * the popup's columns when given, every field otherwise.
 */
export function searchRows(rows: readonly ResultRow[], keyword: string, relationField: string, columns: readonly ColumnOption[]): ResultRow[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return [...rows];
  const named = [relationField, ...columns.map((column) => column.value ?? '')].filter((field) => field !== '');
  return rows.filter((row) => {
    const fields = named.length > 0 ? named : Object.keys(row);
    return fields.some((field) => cell(row[field]).toLowerCase().includes(needle));
  });
}

/** The rows whose `propsValue` field is one of `ids` (compared as text: ids travel as strings), in the order of `ids`. */
export function rowsByIds(rows: readonly ResultRow[], propsValue: string, ids: readonly unknown[]): ResultRow[] {
  const byId = new Map<string, ResultRow>();
  for (const row of rows) {
    const key = cell(row[propsValue]);
    if (!byId.has(key)) byId.set(key, row);
  }
  const found: ResultRow[] = [];
  const seen = new Set<string>();
  for (const id of ids) {
    const key = cell(id);
    const row = byId.get(key);
    if (row && !seen.has(key)) {
      seen.add(key);
      found.push(row);
    }
  }
  return found;
}
