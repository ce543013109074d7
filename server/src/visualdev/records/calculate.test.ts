import { compileModel } from '../compile';
import type { CompiledModel } from '../model';
import { calculate } from './calculate';
import type { CheckedRecord } from './validate';

const field = (jnpfKey: string, vModel: string, config: Record<string, unknown> = {}) => ({ __vModel__: vModel, __config__: { jnpfKey, label: vModel, ...config } });

const model = compileModel({
  formData: JSON.stringify({
    fields: [
      field('numInput', 'rate'),
      field('table', 'items', {
        tableName: 'lines',
        children: [field('numInput', 'price'), field('numInput', 'qty'), field('calculate', 'line', { expression: 'price * qty * rate' })],
      }),
      field('calculate', 'total', { expression: 'items.line' }),
      field('calculate', 'share', { expression: 'total / rate' }),
    ],
  }),
  columnData: null,
  tables: JSON.stringify([{ table: 'orders', typeId: '1' }, { table: 'lines', typeId: '0' }]),
}) as CompiledModel;

function record(rate: number | null, rows: Record<string, number | null>[]): CheckedRecord {
  const [child] = model.children;
  return { main: { rate, total: null, share: null }, children: new Map([[child!, rows.map((values) => ({ id: null, values: { ...values, line: null } }))]]) };
}

describe('calculate', () => {
  it('computes row formulas, then sums over the rows, then formulas over those, to 2 decimals', () => {
    const warn = jest.fn();
    const input = record(1.1, [{ price: 0.1, qty: 3 }, { price: 2, qty: null }]);
    calculate(model, input, warn);
    expect([...input.children.values()][0]!.map((row) => row.values.line)).toEqual([0.33, 0]);
    expect(input.main).toMatchObject({ total: 0.33, share: 0.3 });
    expect(warn).not.toHaveBeenCalled();
  });

  it('gives 0 and a warning for a formula without a number, never an exception', () => {
    const warn = jest.fn();
    const input = record(0, [{ price: 1, qty: 1 }]);
    calculate(model, input, warn);
    expect(input.main.share).toBe(0);
    expect(warn).toHaveBeenCalledWith({ field: 'share', table: 'orders', value: Number.NaN });
  });
});
