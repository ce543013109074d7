import { FormulaError, evaluateFormula, formulaRefs, formulaText, parseFormula, roundTo } from './formula';

const run = (source: string, values: Record<string, number> = {}): number =>
  evaluateFormula(parseFormula(source), (name, column) => values[column === null ? name : `${name}.${column}`] ?? Number.NaN);

describe('formulas', () => {
  it('follow arithmetic precedence, unary minus and parentheses', () => {
    expect(run('1 + 2 * 3')).toBe(7);
    expect(run('(1 + 2) * 3')).toBe(9);
    expect(run('-2 * -3 + 10 % 4')).toBe(8);
    expect(run('8 / 4 / 2')).toBe(1);
    expect(run('price * qty', { price: 2.5, qty: 4 })).toBe(10);
  });

  it('offer SUM, AVG, MAX, MIN, ABS and ROUND, case-insensitively', () => {
    expect(run('SUM(1, 2, 3) + avg(2, 4) + Max(1, 9) + MIN(4, 2) + ABS(-1) + ROUND(2.345, 2)')).toBeCloseTo(6 + 3 + 9 + 2 + 1 + 2.35);
    expect(run('ROUND(2.5)')).toBe(3);
  });

  it('name fields and sub-table columns', () => {
    expect(formulaRefs(parseFormula('a + tableField101.amount * SUM(b)'))).toEqual([
      { name: 'a', column: null }, { name: 'tableField101', column: 'amount' }, { name: 'b', column: null },
    ]);
    expect(run('tableField101.amount + 1', { 'tableField101.amount': 41 })).toBe(42);
  });

  it.each([
    ['', 1], ['1 +', 4], ['(1 + 2', 7], ['1 2', 3], ['a.b.c', 4], ['eval(1)', 1], ['1; DROP TABLE x', 2], ['a[0]', 2], ['`x`', 1], ['ABS()', 6], ['ABS(1, 2)', 10],
  ])('refuses %p with the position of the error', (source, position) => {
    expect(() => parseFormula(source)).toThrow(FormulaError);
    try {
      parseFormula(source);
    } catch (error) {
      expect((error as FormulaError).position).toBe(position);
    }
  });

  it('refuses very long or deeply nested formulas instead of recursing without end', () => {
    expect(() => parseFormula('1+'.repeat(1500) + '1')).toThrow(FormulaError);
    expect(() => parseFormula(`${'('.repeat(200)}1${')'.repeat(200)}`)).toThrow(FormulaError);
  });

  it('give NaN or Infinity rather than throwing when there is no number', () => {
    expect(run('1 / 0')).toBe(Infinity);
    expect(run('missing + 1')).toBeNaN();
  });

  it('join JNPF’s token arrays into the text form', () => {
    expect(formulaText(['(', { __vModel__: 'price' }, '+', { __vModel__: 'tableField101-amount' }, ')', '*', 2])).toBe('( price + tableField101.amount ) * 2');
    expect(formulaText([{ notAField: 1 }])).toBeNull();
    expect(formulaText(12)).toBeNull();
  });

  it('round half away from zero at 2 decimals without binary noise', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(0.1 * 3, 2)).toBe(0.3);
    expect(roundTo(-2.345, 2)).toBe(-2.35);
    expect(roundTo(Infinity, 2)).toBeNaN();
  });
});
