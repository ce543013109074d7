// Sub-table rows (spec sections 4 and 9): add, remove, move, and the 合计 row.
import { toNumber } from '../model/formula';
import type { Field } from '../model/types';
import { initialValue } from '../model/values';

export type Row = Record<string, unknown>;

/** A column's sum as the 合计 row shows it: integers as they are, other numbers to 2 decimals. */
export function formatTotal(sum: number): string {
  if (Number.isInteger(sum)) return String(sum);
  // Sums of decimals drift (0.1 + 0.2): an integer within float noise is still an integer.
  const rounded = Math.round((sum + Number.EPSILON) * 100) / 100;
  return Number.isInteger(rounded) && Math.abs(rounded - sum) < 1e-9 ? String(rounded) : rounded.toFixed(2);
}

/** The 合计 row: each summed column's total, formatted. Non-numeric cells count as 0. */
export function summaryRow(rows: readonly Row[], summaryFields: readonly string[]): Record<string, string> {
  const totals: Record<string, string> = {};
  for (const field of summaryFields) totals[field] = formatTotal(rows.reduce((sum, row) => sum + toNumber(row[field]), 0));
  return totals;
}

/** A new row: each column's default value, or empty (a list for list-valued kinds). */
export function emptyRow(columns: readonly Field[]): Row {
  const row: Row = {};
  for (const column of columns) {
    if (column.__vModel__) row[column.__vModel__] = initialValue(column);
  }
  return row;
}

export function addRow(rows: readonly Row[], columns: readonly Field[]): Row[] {
  return [...rows, emptyRow(columns)];
}

export function removeRow(rows: readonly Row[], index: number): Row[] {
  return rows.filter((_, i) => i !== index);
}

/** Moves a row one place up (-1) or down (+1); at either end nothing changes. */
export function moveRow(rows: readonly Row[], index: number, delta: -1 | 1): Row[] {
  const target = index + delta;
  if (index < 0 || index >= rows.length || target < 0 || target >= rows.length) return [...rows];
  const next = [...rows];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export function updateCell(rows: readonly Row[], index: number, column: string, value: unknown): Row[] {
  return rows.map((row, i) => (i === index ? { ...row, [column]: value } : row));
}

/** A sub-table's 选择添加 settings (JNPF's addTableConf): the data interface and how its columns fill a row. */
export interface AddTableConf {
  interfaceId: string;
  popupTitle: string;
  popupType: 'dialog' | 'drawer';
  popupWidth: string;
  hasPage: boolean;
  /** The interface's columns the popup shows. */
  columnOptions: { value: string; label: string }[];
  /** field: the sub-table column to fill; value: the interface column it takes. */
  relationOptions: { field: string; value: string }[];
}

const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const pairs = <K extends string>(list: unknown, keys: [K, K]): Record<K, string>[] =>
  Array.isArray(list)
    ? list.flatMap((item) => {
      const record = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
      const entry = { [keys[0]]: str(record[keys[0]]), [keys[1]]: str(record[keys[1]]) } as Record<K, string>;
      return entry[keys[0]] !== '' ? [entry] : [];
    })
    : [];

/** The table's 选择添加 settings, or null when rows are added empty (addType 0) or no interface is set. */
export function addTableConf(table: Field): AddTableConf | null {
  if (Number(table.addType) !== 1) return null;
  const raw = (typeof table.addTableConf === 'object' && table.addTableConf !== null ? table.addTableConf : {}) as Record<string, unknown>;
  const columns = pairs(raw.columnOptions, ['value', 'label']).map((column) => ({ value: column.value, label: column.label || column.value }));
  return {
    interfaceId: str(raw.interfaceId),
    popupTitle: str(raw.popupTitle),
    popupType: raw.popupType === 'drawer' ? 'drawer' : 'dialog',
    popupWidth: str(raw.popupWidth) || '800px',
    hasPage: raw.hasPage !== false,
    columnOptions: columns,
    relationOptions: pairs(raw.relationOptions, ['field', 'value']),
  };
}

/** A row made from a chosen interface row: each mapped column takes its value, the others their defaults. */
export function rowFromSelection(columns: readonly Field[], conf: AddTableConf, chosen: Readonly<Record<string, unknown>>): Row {
  const row = emptyRow(columns);
  for (const { field, value } of conf.relationOptions) {
    if (!columns.some((column) => column.__vModel__ === field) || !(value in chosen)) continue;
    const picked = chosen[value];
    row[field] = picked === null || picked === undefined ? row[field] : picked;
  }
  return row;
}
