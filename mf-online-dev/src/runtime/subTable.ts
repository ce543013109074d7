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
