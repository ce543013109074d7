import { field, leaveForm, subTable } from '../testing/factories';
import { calculateRecord, compileRecord, warnBroken, withCalculated } from './calculations';
import { toPayload } from './recordValues';

describe('calculated fields of a record', () => {
  it('reads the form’s fields and a sub-table column, rounded to 2 decimals', () => {
    const compiled = compileRecord(leaveForm());
    const values = { days: 1.5, expenses: [{ amount: '10.005' }, { amount: 2 }, { amount: '' }] };
    expect(calculateRecord(compiled, values).main).toEqual({ allowance: 162.01 });
  });

  it('runs a sub-table column’s formula per row, and the form’s formula sees those results', () => {
    const fields = [
      field('numInput', 'rate', '汇率'),
      subTable('rows', '明细', [field('numInput', 'qty', '数量'), field('numInput', 'price', '单价'), field('calculate', 'line', '小计', {}, { expression: 'rows.qty * price * rate' })]),
      field('calculate', 'total', '总计', {}, { expression: 'rows.line' }),
    ];
    const compiled = compileRecord(fields);
    // A row formula reads its row (bare or as table.column), then the form's fields (rate).
    const values = { rate: 2, rows: [{ qty: 2, price: 1.25 }, { qty: '3', price: '0.1' }] };
    const results = calculateRecord(compiled, values);
    expect(results).toEqual({ main: { total: 5.6 }, rows: { rows: [{ line: 5 }, { line: 0.6 }] } });
    expect(withCalculated(values, results)).toEqual({ rate: 2, total: 5.6, rows: [{ qty: 2, price: 1.25, line: 5 }, { qty: '3', price: '0.1', line: 0.6 }] });
  });

  it('a broken formula gives 0 and one warning, never an exception', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const compiled = compileRecord([field('numInput', 'a', 'A'), field('calculate', 'bad', '坏', {}, { expression: 'a +* nope' }), field('calculate', 'good', '好', {}, { expression: 'a / 0 + 1' })]);
    expect(calculateRecord(compiled, { a: 3 }).main).toEqual({ bad: 0, good: 0 });
    warnBroken(compiled, '请假单');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('bad');
    warn.mockRestore();
  });
});

describe('toPayload', () => {
  it('leaves out system fields and bill numbers (the server fills them) and keeps sub-table rows under their key', () => {
    const values = { billNo: 'FORGED-1', reason: '看病', days: 1, creator: 'someone-else', expenses: [{ item: '车票', amount: 5 }], allowance: 105, id: 'r1' };
    expect(toPayload(leaveForm(), values)).toEqual({ reason: '看病', days: 1, expenses: [{ item: '车票', amount: 5 }], allowance: 105, id: 'r1' });
  });
});
