// Calculated fields of a record (spec sections 8 and 9): formulas of the form over its fields and
// sub-table columns (`table.column` reads the column's numbers), and formulas of a sub-table column
// over its row. A broken formula gives 0 and one warning in the log, never an exception.
import { compileCalculations, runCalculations, toNumber, type CompiledCalculations, type FormulaValue } from '../model/formula';
import { kindOf, subTableColumns, SUB_TABLE, valueFields } from '../model/kinds';
import type { Field } from '../model/types';
import { formulaScope, rowColumn, rowScope } from '../model/formulaScope';

export interface RecordCalculations {
  main: CompiledCalculations;
  /** Per sub-table (its __vModel__): the formulas of its columns over the row. */
  rows: Map<string, CompiledCalculations>;
  /** Whether there is anything to calculate at all. */
  any: boolean;
}

export interface CalculatedValues {
  main: Record<string, number>;
  rows: Record<string, Record<string, number>[]>;
}

const calculationsOf = (fields: readonly Field[]) =>
  fields.filter((field) => kindOf(field) === 'calculate' && field.__vModel__).map((field) => ({ name: field.__vModel__!, expression: field.__config__.expression }));

export function compileRecord(fields: readonly Field[]): RecordCalculations {
  const values = valueFields(fields);
  const main = compileCalculations(calculationsOf(values), formulaScope(fields));
  const rows = new Map<string, CompiledCalculations>();
  for (const table of values.filter((field) => kindOf(field) === SUB_TABLE)) {
    const columns = subTableColumns(table);
    const calculations = calculationsOf(columns);
    if (calculations.length > 0) rows.set(table.__vModel__!, compileCalculations(calculations, rowScope(table, fields)));
  }
  return { main, rows, any: main.order.length + main.errors.size > 0 || rows.size > 0 };
}

/** One warning per broken formula, for whoever configured the module. */
export function warnBroken(compiled: RecordCalculations, moduleName: string): void {
  const all = [...compiled.main.errors, ...[...compiled.rows.entries()].flatMap(([table, rows]) => [...rows.errors].map(([name, error]) => [`${table}.${name}`, error] as const))];
  for (const [name, error] of all) {
    console.warn(`@atrium/mf-online-dev: the formula of ${name} in "${moduleName}" cannot be calculated (${error.code}: ${error.detail}); it shows 0.`);
  }
}

const rowsOf = (values: Record<string, unknown>, table: string): Record<string, unknown>[] => (Array.isArray(values[table]) ? (values[table] as Record<string, unknown>[]) : []);

export function calculateRecord(compiled: RecordCalculations, values: Record<string, unknown>): CalculatedValues {
  const rows: Record<string, Record<string, number>[]> = {};
  for (const [table, rowCalculations] of compiled.rows) {
    // The row's own column first, then the form's field of that name (as the server reads them).
    rows[table] = rowsOf(values, table).map((row) =>
      runCalculations(rowCalculations, (name) => {
        const column = rowColumn(name);
        return toNumber(column in row ? row[column] : values[name]);
      }),
    );
  }
  const lookup = (name: string): FormulaValue => {
    const dot = name.indexOf('.');
    if (dot < 0) return toNumber(values[name]);
    const table = name.slice(0, dot);
    const column = name.slice(dot + 1);
    return rowsOf(values, table).map((row, index) => rows[table]?.[index]?.[column] ?? toNumber(row[column]));
  };
  return { main: runCalculations(compiled.main, lookup), rows };
}

/** The values with every calculated result written in (what a save sends). */
export function withCalculated(values: Record<string, unknown>, calculated: CalculatedValues): Record<string, unknown> {
  const next: Record<string, unknown> = { ...values, ...calculated.main };
  for (const [table, results] of Object.entries(calculated.rows)) {
    next[table] = rowsOf(values, table).map((row, index) => ({ ...row, ...results[index] }));
  }
  return next;
}
