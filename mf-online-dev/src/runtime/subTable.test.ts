import type { Field } from '../model/types';
import { addRow, emptyRow, formatTotal, moveRow, removeRow, summaryRow, updateCell } from './subTable';

const column = (name: string, jnpfKey: string, extra: Partial<Field> = {}): Field => ({ __vModel__: name, __config__: { jnpfKey, label: name, renderKey: 1 }, ...extra });

describe('the 合计 row', () => {
  it('sums each summary column; integers stay integers, other sums get 2 decimals', () => {
    const rows = [
      { item: '车票', amount: '120', days: 1, price: 10.5 },
      { item: '住宿', amount: 300, days: '2', price: '0.25' },
      { item: '餐费', amount: '', days: null, price: 'abc' },
    ];
    expect(summaryRow(rows, ['amount', 'days', 'price'])).toEqual({ amount: '420', days: '3', price: '10.75' });
    expect(summaryRow([{ x: 0.1 }, { x: 0.2 }], ['x'])).toEqual({ x: '0.30' });
    expect(summaryRow([{ x: 0.5 }, { x: 0.5 }], ['x'])).toEqual({ x: '1' });
    expect(summaryRow([{ x: 1 / 3 }], ['x'])).toEqual({ x: '0.33' });
    expect(summaryRow([], ['x'])).toEqual({ x: '0' });
  });

  it('formatTotal keeps negative and large numbers readable', () => {
    expect(formatTotal(-1.005)).toBe('-1.00');
    expect(formatTotal(1234567)).toBe('1234567');
    expect(formatTotal(2.999)).toBe('3.00');
  });
});

describe('row operations', () => {
  const columns = [column('item', 'comInput'), column('amount', 'numInput', { __config__: { jnpfKey: 'numInput', label: 'amount', renderKey: 2, defaultValue: 0 } }), column('tags', 'checkbox'), column('paid', 'switch')];

  it('adds an empty row with defaults', () => {
    expect(emptyRow(columns)).toEqual({ item: '', amount: 0, tags: [], paid: 0 });
    expect(addRow([{ item: 'a' }], columns)).toHaveLength(2);
  });

  it('removes, moves (ends stay) and edits rows without touching the input', () => {
    const rows = [{ n: 1 }, { n: 2 }, { n: 3 }];
    expect(removeRow(rows, 1)).toEqual([{ n: 1 }, { n: 3 }]);
    expect(moveRow(rows, 0, 1)).toEqual([{ n: 2 }, { n: 1 }, { n: 3 }]);
    expect(moveRow(rows, 2, -1)).toEqual([{ n: 1 }, { n: 3 }, { n: 2 }]);
    expect(moveRow(rows, 0, -1)).toEqual(rows);
    expect(moveRow(rows, 2, 1)).toEqual(rows);
    expect(updateCell(rows, 1, 'n', 9)).toEqual([{ n: 1 }, { n: 9 }, { n: 3 }]);
    expect(rows).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });
});
