import {
  FormulaError,
  compileCalculations,
  evaluateFormula,
  formulaReferences,
  formulaText,
  parseFormula,
  roundResult,
  runCalculations,
  toNumber,
  type FormulaValue,
} from './formula';

const values: Record<string, FormulaValue> = { a: 2, b: 3, c: 4, zero: 0, 'tableField101.amount': [1.5, 2.25, 3] };
const calc = (text: string) => evaluateFormula(parseFormula(text), (name) => values[name] ?? 0);

describe('parseFormula / evaluateFormula', () => {
  it('follows arithmetic precedence and parentheses', () => {
    expect(calc('a + b * c')).toBe(14);
    expect(calc('(a + b) * c')).toBe(20);
    expect(calc('a - b - c')).toBe(-5); // left-associative
    expect(calc('c / a / a')).toBe(1);
    expect(calc('-a * b')).toBe(-6);
    expect(calc('a - -b')).toBe(5);
    expect(calc('c % b + 1')).toBe(2);
    expect(calc('150 + .5')).toBe(150.5);
  });

  it('reads a sub-table column as its sum (as the server does), and knows a few functions', () => {
    expect(calc('tableField101.amount')).toBe(6.75);
    expect(calc('SUM(tableField101.amount, a)')).toBe(8.75);
    expect(calc('MAX(tableField101.amount, 1)')).toBe(6.75);
    expect(calc('max(a, b, c) - MIN(a, b)')).toBe(2);
    expect(calc('AVG(a, c)')).toBe(3);
    expect(calc('ROUND(10 / 3, 1)')).toBe(3.3);
    expect(calc('ROUND(1.005, 2)')).toBe(1.01);
    expect(calc('ABS(a - c)')).toBe(2);
  });

  it('gives 0 for a division by zero (a non-finite result)', () => {
    expect(calc('a / zero')).toBe(0);
    expect(calc('1 + a / zero')).toBe(0);
    expect(calc('a % zero')).toBe(0);
  });

  it('refuses bad syntax and unknown functions with a FormulaError, never by running code', () => {
    for (const text of ['', 'a +', '(a + b', 'a b', 'a; alert(1)', 'a = 1', '1 +* 2', 'constructor.constructor("x")()', '1e3', '_a', 'SUM()', 'ABS(a, b)', 'ROUND(a, 1, 2)']) {
      expect(() => parseFormula(text)).toThrow(FormulaError);
    }
    try {
      parseFormula('EVAL(a)');
      throw new Error('not refused');
    } catch (error) {
      expect((error as FormulaError).code).toBe('unknownFunction');
    }
  });

  it('lists what a formula reads, once each', () => {
    expect(formulaReferences(parseFormula('a + SUM(b, a) * tableField101.amount'))).toEqual(['a', 'b', 'tableField101.amount']);
  });

  it('reads JNPF token lists as formula text', () => {
    expect(formulaText(['(', { __vModel__: 'a' }, '+', 'b', ')', '*', 2])).toBe('( a + b ) * 2');
    expect(formulaText(['SUM', '(', { __vModel__: 'tableField101-amount' }, ')'])).toBe('SUM ( tableField101.amount )');
    expect(formulaText(null)).toBe('');
  });
});

describe('compileCalculations / runCalculations', () => {
  const known = new Set(['a', 'b', 'tableField101.amount']);

  it('orders calculated fields so one can read another, and rounds to 2 decimals', () => {
    const compiled = compileCalculations(
      [
        { name: 'total', expression: 'subtotal * 1.13' },
        { name: 'subtotal', expression: 'a / 3 + tableField101.amount' },
      ],
      known,
    );
    expect(compiled.errors.size).toBe(0);
    expect(compiled.order.map((item) => item.name)).toEqual(['subtotal', 'total']);
    const results = runCalculations(compiled, (name) => ({ a: 1, 'tableField101.amount': [1, 2] })[name] ?? 0);
    expect(results).toEqual({ subtotal: 3.33, total: 3.76 });
  });

  it('refuses a formula that reads an unknown field; the others still run', () => {
    const compiled = compileCalculations(
      [
        { name: 'x', expression: 'a + nope' },
        { name: 'y', expression: 'a + b' },
      ],
      known,
    );
    expect(compiled.errors.get('x')).toMatchObject({ code: 'unknownField', detail: 'nope' });
    expect(runCalculations(compiled, (name) => ({ a: 1, b: 2 })[name] ?? 0)).toEqual({ x: 0, y: 3 });
  });

  it('detects loops, direct and through other fields; a field reading a loop member sees 0', () => {
    const compiled = compileCalculations(
      [
        { name: 'self', expression: 'self + 1' },
        { name: 'p', expression: 'q + 1' },
        { name: 'q', expression: 'r * 2' },
        { name: 'r', expression: 'p - a' },
        { name: 'outside', expression: 'p + a' },
      ],
      known,
    );
    expect(compiled.errors.get('self')?.code).toBe('loop');
    for (const name of ['p', 'q', 'r']) expect(compiled.errors.get(name)?.code).toBe('loop');
    expect(compiled.errors.get('p')?.detail).toBe('p → q → r → p');
    expect(compiled.errors.has('outside')).toBe(false);
    expect(runCalculations(compiled, () => 5)).toEqual({ self: 0, p: 0, q: 0, r: 0, outside: 5 });
  });
});

it('roundResult and toNumber', () => {
  expect(roundResult(1.005)).toBe(1.01);
  expect(roundResult(-2.345)).toBe(-2.35);
  expect(roundResult(Number.NaN)).toBe(0);
  expect(toNumber('12.5')).toBe(12.5);
  expect(toNumber('')).toBe(0);
  expect(toNumber('abc')).toBe(0);
  expect(toNumber(null)).toBe(0);
});
