// Calculated fields (spec sections 8 and 9): a small arithmetic language parsed by hand — never
// eval or Function. Numbers, field names (a sub-table column as `tableField101.amount`: the sum of
// the column in a form's formula), + - * / %, parentheses, unary minus, SUM AVG MAX MIN (any number
// of arguments), ABS(x) and ROUND(x[, digits]): the language of the server's formulas, so what the
// form shows is what the server saves. A formula is checked once against the fields it may use
// (unknown names, loops), then evaluated as often as the form changes.

export type FormulaErrorCode = 'syntax' | 'unknownField' | 'notNumber' | 'unknownFunction' | 'loop';

export class FormulaError extends Error {
  readonly code: FormulaErrorCode;
  /** The offending name or text, for the log. */
  readonly detail: string;

  constructor(code: FormulaErrorCode, detail: string) {
    super(`formula ${code}: ${detail}`);
    this.name = 'FormulaError';
    this.code = code;
    this.detail = detail;
  }
}

export type FormulaNode =
  | { kind: 'number'; value: number }
  | { kind: 'ref'; name: string }
  | { kind: 'unary'; op: '-' | '+'; arg: FormulaNode }
  | { kind: 'binary'; op: '+' | '-' | '*' | '/' | '%'; left: FormulaNode; right: FormulaNode }
  | { kind: 'call'; fn: FunctionName; args: FormulaNode[] };

/** Half away from zero at `digits` decimals; toPrecision(15) first drops binary noise (1.005 is 1.00499…). */
function roundTo(value: number, digits: number): number {
  if (!Number.isFinite(value) || !Number.isInteger(digits) || digits < 0 || digits > 10) return Number.NaN;
  const factor = 10 ** digits;
  return (Math.sign(value) * Math.round(Number((Math.abs(value) * factor).toPrecision(15)))) / factor;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

const FUNCTIONS = {
  SUM: sum,
  AVG: (values: number[]) => sum(values) / values.length,
  MAX: (values: number[]) => Math.max(...values),
  MIN: (values: number[]) => Math.min(...values),
  ABS: (values: number[]) => Math.abs(values[0]!),
  ROUND: (values: number[]) => roundTo(values[0]!, values[1] ?? 0),
} as const;
export type FunctionName = keyof typeof FUNCTIONS;
const isFunction = (name: string): name is FunctionName => Object.prototype.hasOwnProperty.call(FUNCTIONS, name);

type Token = { type: 'number'; value: number } | { type: 'name'; value: string } | { type: 'op'; value: string };

const NAME = /^[A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z][A-Za-z0-9_]*)?/;
const NUMBER = /^(?:\d+(?:\.\d+)?|\.\d+)/;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let rest = text;
  while (rest.length > 0) {
    const space = /^\s+/.exec(rest);
    if (space) {
      rest = rest.slice(space[0].length);
      continue;
    }
    const number = NUMBER.exec(rest);
    if (number) {
      tokens.push({ type: 'number', value: Number(number[0]) });
      rest = rest.slice(number[0].length);
      continue;
    }
    const name = NAME.exec(rest);
    if (name) {
      tokens.push({ type: 'name', value: name[0] });
      rest = rest.slice(name[0].length);
      continue;
    }
    const op = rest[0]!;
    if (!'+-*/%(),'.includes(op)) throw new FormulaError('syntax', `unexpected "${op}"`);
    tokens.push({ type: 'op', value: op });
    rest = rest.slice(1);
  }
  return tokens;
}

/** Recursive descent: expression → term (+ -) → factor (* / %) → unary → primary. */
class Parser {
  private index = 0;

  constructor(private readonly tokens: Token[]) {}

  parse(): FormulaNode {
    if (this.tokens.length === 0) throw new FormulaError('syntax', 'empty formula');
    const node = this.expression();
    const extra = this.tokens[this.index];
    if (extra) throw new FormulaError('syntax', `unexpected "${extra.value}"`);
    return node;
  }

  private peekOp(...ops: string[]): string | null {
    const token = this.tokens[this.index];
    return token?.type === 'op' && ops.includes(token.value) ? token.value : null;
  }

  private expect(op: string): void {
    if (this.peekOp(op) === null) throw new FormulaError('syntax', `expected "${op}"`);
    this.index++;
  }

  private expression(): FormulaNode {
    let left = this.term();
    for (let op = this.peekOp('+', '-'); op !== null; op = this.peekOp('+', '-')) {
      this.index++;
      left = { kind: 'binary', op: op as '+' | '-', left, right: this.term() };
    }
    return left;
  }

  private term(): FormulaNode {
    let left = this.unary();
    for (let op = this.peekOp('*', '/', '%'); op !== null; op = this.peekOp('*', '/', '%')) {
      this.index++;
      left = { kind: 'binary', op: op as '*' | '/' | '%', left, right: this.unary() };
    }
    return left;
  }

  private unary(): FormulaNode {
    const op = this.peekOp('-', '+');
    if (op !== null) {
      this.index++;
      return { kind: 'unary', op: op as '-' | '+', arg: this.unary() };
    }
    return this.primary();
  }

  private primary(): FormulaNode {
    const token = this.tokens[this.index];
    if (!token) throw new FormulaError('syntax', 'unexpected end');
    this.index++;
    if (token.type === 'number') return { kind: 'number', value: token.value };
    if (token.type === 'op') {
      if (token.value !== '(') throw new FormulaError('syntax', `unexpected "${token.value}"`);
      const inner = this.expression();
      this.expect(')');
      return inner;
    }
    if (this.peekOp('(') === null) return { kind: 'ref', name: token.value };
    const fn = token.value.toUpperCase();
    if (!isFunction(fn)) throw new FormulaError('unknownFunction', token.value);
    this.index++;
    const args: FormulaNode[] = [];
    if (this.peekOp(')') === null) {
      args.push(this.expression());
      while (this.peekOp(',') !== null) {
        this.index++;
        args.push(this.expression());
      }
    }
    this.expect(')');
    if (args.length === 0) throw new FormulaError('syntax', `${fn} needs an argument`);
    if (fn === 'ABS' && args.length !== 1) throw new FormulaError('syntax', 'ABS takes one argument');
    if (fn === 'ROUND' && args.length > 2) throw new FormulaError('syntax', 'ROUND takes at most two arguments');
    return { kind: 'call', fn, args };
  }
}

/**
 * The formula's text. JNPF's designer may store it as a list of tokens (strings, or objects naming
 * a field by __vModel__); those are joined.
 */
export function formulaText(expression: unknown): string {
  if (typeof expression === 'string') return expression;
  if (!Array.isArray(expression)) return '';
  return expression
    .map((token) => {
      if (typeof token === 'string' || typeof token === 'number') return String(token);
      if (typeof token === 'object' && token !== null) {
        const record = token as Record<string, unknown>;
        const name = record.__vModel__ ?? record.vModel ?? record.value;
        // A sub-table column token is "tableField101-amount".
        return typeof name === 'string' ? name.replace('-', '.') : '';
      }
      return '';
    })
    .join(' ');
}

/** Parses a formula; throws FormulaError on bad syntax or an unknown function. */
export function parseFormula(text: string): FormulaNode {
  return new Parser(tokenize(text)).parse();
}

/** Every field name the formula reads, once each, in order of appearance. */
export function formulaReferences(node: FormulaNode): string[] {
  const names: string[] = [];
  const walk = (current: FormulaNode) => {
    if (current.kind === 'ref') {
      if (!names.includes(current.name)) names.push(current.name);
    } else if (current.kind === 'unary') walk(current.arg);
    else if (current.kind === 'binary') {
      walk(current.left);
      walk(current.right);
    } else if (current.kind === 'call') current.args.forEach(walk);
  };
  walk(node);
  return names;
}

/** A field's value as the formula sees it: one number, or a sub-table column's numbers. */
export type FormulaValue = number | number[];

const total = (value: FormulaValue): number => (Array.isArray(value) ? sum(value) : value);

/** Evaluates a parsed formula. A column reads as its sum; a non-finite result (x / 0) is 0. */
export function evaluateFormula(node: FormulaNode, lookup: (name: string) => FormulaValue): number {
  const evaluate = (current: FormulaNode): number => {
    switch (current.kind) {
      case 'number':
        return current.value;
      case 'ref':
        return total(lookup(current.name));
      case 'unary':
        return current.op === '-' ? -evaluate(current.arg) : evaluate(current.arg);
      case 'binary': {
        const left = evaluate(current.left);
        const right = evaluate(current.right);
        if (current.op === '+') return left + right;
        if (current.op === '-') return left - right;
        if (current.op === '*') return left * right;
        if (current.op === '/') return left / right;
        return left % right;
      }
      case 'call':
        return FUNCTIONS[current.fn](current.args.map(evaluate));
    }
  };
  const result = evaluate(node);
  return Number.isFinite(result) ? result : 0;
}

/** Spec section 9: a calculated result has 2 decimals. */
export function roundResult(value: number): number {
  const rounded = roundTo(value, 2);
  return Number.isFinite(rounded) ? rounded : 0;
}

/** A calculated field: its name and its formula. */
export interface Calculation {
  name: string;
  expression: unknown;
}

export interface CompiledCalculations {
  /** Calculated fields in an order where each comes after the calculated fields it reads. */
  order: { name: string; node: FormulaNode }[];
  /** Fields whose formula cannot be used, with why. */
  errors: Map<string, FormulaError>;
}

/**
 * Checks every formula against the names it may read and orders them; a formula that reads itself,
 * directly or through others, is a loop. `known` maps each readable name to whether it holds a
 * number (the server refuses formulas over text); calculated fields always do.
 */
export function compileCalculations(calculations: readonly Calculation[], known: ReadonlyMap<string, boolean> | ReadonlySet<string>): CompiledCalculations {
  const errors = new Map<string, FormulaError>();
  const parsed = new Map<string, FormulaNode>();
  const calculated = new Set(calculations.map((calculation) => calculation.name));
  for (const { name, expression } of calculations) {
    try {
      const node = parseFormula(formulaText(expression));
      for (const ref of formulaReferences(node)) {
        if (calculated.has(ref)) continue;
        if (!known.has(ref)) throw new FormulaError('unknownField', ref);
        if (known instanceof Map && known.get(ref) !== true) throw new FormulaError('notNumber', ref);
      }
      parsed.set(name, node);
    } catch (error) {
      errors.set(name, error instanceof FormulaError ? error : new FormulaError('syntax', String(error)));
    }
  }

  // Depth-first: a field comes after the calculated fields it reads; meeting a field that is still
  // being visited closes a loop, and every field on it is refused.
  const order: { name: string; node: FormulaNode }[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string, path: readonly string[]): void => {
    const seen = state.get(name);
    if (seen === 'done') return;
    if (seen === 'visiting') {
      const loop = path.slice(path.indexOf(name));
      const detail = [...loop, name].join(' → ');
      for (const member of loop) errors.set(member, new FormulaError('loop', detail));
      return;
    }
    state.set(name, 'visiting');
    const node = parsed.get(name);
    if (node) for (const ref of formulaReferences(node)) if (calculated.has(ref)) visit(ref, [...path, name]);
    state.set(name, 'done');
    if (node && !errors.has(name)) order.push({ name, node });
  };
  for (const { name } of calculations) visit(name, []);
  return { order, errors };
}

/**
 * Runs compiled calculations over the values: each result is rounded to 2 decimals and visible to
 * the calculations after it. Fields with an error give 0.
 */
export function runCalculations(compiled: CompiledCalculations, lookup: (name: string) => FormulaValue): Record<string, number> {
  const results: Record<string, number> = {};
  for (const name of compiled.errors.keys()) results[name] = 0;
  for (const { name, node } of compiled.order) {
    results[name] = roundResult(evaluateFormula(node, (ref) => (ref in results ? results[ref]! : lookup(ref))));
  }
  return results;
}

/** A value from a form as a number for a formula: empty or non-numeric is 0. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value);
    return Number.isFinite(number) ? number : 0;
  }
  return 0;
}
