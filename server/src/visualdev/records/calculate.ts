import { evaluateFormula, roundTo } from '../formula';
import { allFields, type CompiledModel, type CompiledTable } from '../model';
import type { CheckedRecord, ChildRow } from './validate';
import { numberOf } from './values';

/** Where a formula that gives no number is reported (spec section 8: a warning, the value 0). */
export type FormulaWarn = (details: { field: string; table: string; value: number }) => void;

/**
 * Computes the calculated fields of a record on the server, in the model's dependency order: a
 * main-form formula reads main fields and sums of sub-table columns (`tableField101.amount`), a
 * row formula reads its row (and main fields). Results have 2 decimals (spec section 9); a
 * formula without a finite result (division by zero, a non-number) gives 0 and a warning, never
 * an exception.
 */
export function calculate(model: CompiledModel, record: CheckedRecord, warn: FormulaWarn): void {
  const rowsOf = (key: string): readonly ChildRow[] => {
    const child = model.children.find((table) => table.key?.toLowerCase() === key.toLowerCase());
    return child ? record.children.get(child) ?? [] : [];
  };
  const mainValue = (name: string): unknown => {
    const field = allFields(model.main).find((candidate) => candidate.vModel.toLowerCase() === name.toLowerCase());
    return field ? record.main[field.vModel] : null;
  };
  const sum = (key: string, column: string): number => rowsOf(key).reduce((total, row) => total + numberOf(valueIn(row, column)), 0);
  const valueIn = (row: ChildRow, name: string): unknown => {
    const entry = Object.entries(row.values).find(([vModel]) => vModel.toLowerCase() === name.toLowerCase());
    return entry?.[1] ?? null;
  };
  const finish = (table: CompiledTable, field: string, value: number): number => {
    if (Number.isFinite(value)) return roundTo(value, 2);
    warn({ field, table: table.table, value });
    return 0;
  };

  for (const { table, field } of model.calcOrder) {
    const formula = field.formula;
    if (!formula) continue;
    if (table.kind === 'main') {
      const value = evaluateFormula(formula, (name, column) => (column === null ? numberOf(mainValue(name)) : sum(name, column)));
      record.main[field.vModel] = finish(table, field.vModel, value);
      continue;
    }
    for (const row of rowsOf(table.key as string)) {
      const value = evaluateFormula(formula, (name, column) => {
        if (column !== null) return name.toLowerCase() === table.key?.toLowerCase() ? numberOf(valueIn(row, column)) : sum(name, column);
        const own = allFields(table).some((candidate) => candidate.vModel.toLowerCase() === name.toLowerCase());
        return numberOf(own ? valueIn(row, name) : mainValue(name));
      });
      row.values[field.vModel] = finish(table, field.vModel, value);
    }
  }
}
