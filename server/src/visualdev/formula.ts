/**
 * The formulas of calculated fields (jnpfKey `calculate`), parsed by a small recursive-descent
 * parser and evaluated by walking the tree: never eval, never Function. The language:
 *
 *   numbers (12, 0.5), field names (price), a sub-table column (tableField101.amount: the sum of
 *   that column over the rows in a main-form formula, the row's own value in a row formula),
 *   + - * / %, unary minus, parentheses, and SUM, AVG, MAX, MIN (any number of arguments),
 *   ABS(x), ROUND(x[, digits]).
 *
 * JNPF's designer may also store a formula as an array of tokens: strings ("+", "(", "2") and
 * field objects ({__vModel__: "price"}, a sub-table column as "tableField101-amount");
 * `formulaText` joins those into the text form.
 */
export type Formula =
  | { kind: 'number'; value: number }
  | { kind: 'ref'; name: string; column: string | null }
  | { kind: 'unary'; operand: Formula }
  | { kind: 'binary'; op: '+' | '-' | '*' | '/' | '%'; left: Formula; right: Formula }
  | { kind: 'call'; fn: FunctionName; args: Formula[] };

const FUNCTIONS = ['SUM', 'AVG', 'MAX', 'MIN', 'ABS', 'ROUND'] as const;
type FunctionName = (typeof FUNCTIONS)[number];

/** A formula that does not parse: where (1-based character; length + 1 for "at the end") and why, for logs. */
export class FormulaError extends Error {
  constructor(readonly position: number, readonly detail: string) {
    super(`atrium-server: formula: ${detail} at ${position}`);
    this.name = 'FormulaError';
  }
}

/** Longer formulas are not a form's business and would only cost the parser. */
export const FORMULA_MAX = 2000;
const DEPTH_MAX = 50;

interface Token {
  type: 'number' | 'name' | 'op' | '(' | ')' | ',';
  text: string;
  at: number;
}

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < source.length) {
    const rest = source.slice(at);
    const space = /^\s+/.exec(rest);
    if (space) {
      at += space[0].length;
      continue;
    }
    const number = /^(?:\d+(?:\.\d+)?|\.\d+)/.exec(rest);
    if (number) {
      tokens.push({ type: 'number', text: number[0], at });
      at += number[0].length;
      continue;
    }
    const name = /^[A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z][A-Za-z0-9_]*)?/.exec(rest);
    if (name) {
      tokens.push({ type: 'name', text: name[0], at });
      at += name[0].length;
      continue;
    }
    const char = rest[0] as string;
    if ('+-*/%'.includes(char)) tokens.push({ type: 'op', text: char, at });
    else if (char === '(' || char === ')' || char === ',') tokens.push({ type: char, text: char, at });
    else throw new FormulaError(at + 1, `unexpected ${JSON.stringify(char)}`);
    at += 1;
  }
  return tokens;
}

/** Parses a formula; throws FormulaError with a readable detail (position and what was expected). */
export function parseFormula(source: string): Formula {
  if (source.length > FORMULA_MAX) throw new FormulaError(FORMULA_MAX + 1, 'too long');
  const tokens = tokenize(source);
  if (tokens.length === 0) throw new FormulaError(1, 'empty');
  let position = 0;
  const peek = (): Token | undefined => tokens[position];
  const here = (): number => (peek()?.at ?? source.length) + 1;
  const fail = (detail: string): never => {
    throw new FormulaError(here(), detail);
  };

  const expression = (depth: number): Formula => {
    if (depth > DEPTH_MAX) fail('nested too deeply');
    let left = term(depth);
    for (let token = peek(); token?.type === 'op' && (token.text === '+' || token.text === '-'); token = peek()) {
      position += 1;
      left = { kind: 'binary', op: token.text, left, right: term(depth) };
    }
    return left;
  };
  const term = (depth: number): Formula => {
    let left = unary(depth);
    for (let token = peek(); token?.type === 'op' && (token.text === '*' || token.text === '/' || token.text === '%'); token = peek()) {
      position += 1;
      left = { kind: 'binary', op: token.text, left, right: unary(depth) };
    }
    return left;
  };
  const unary = (depth: number): Formula => {
    const token = peek();
    if (token?.type === 'op' && (token.text === '-' || token.text === '+')) {
      position += 1;
      const operand = unary(depth + 1);
      return token.text === '-' ? { kind: 'unary', operand } : operand;
    }
    return primary(depth);
  };
  const primary = (depth: number): Formula => {
    const token = peek();
    if (!token) return fail('a number or a field is missing');
    if (token.type === 'number') {
      position += 1;
      return { kind: 'number', value: Number(token.text) };
    }
    if (token.type === '(') {
      position += 1;
      const inner = expression(depth + 1);
      if (peek()?.type !== ')') fail('")" is missing');
      position += 1;
      return inner;
    }
    if (token.type === 'name') {
      position += 1;
      const upper = token.text.toUpperCase();
      if (peek()?.type === '(' && (FUNCTIONS as readonly string[]).includes(upper)) {
        position += 1;
        const args: Formula[] = [];
        if (peek()?.type !== ')') {
          args.push(expression(depth + 1));
          while (peek()?.type === ',') {
            position += 1;
            args.push(expression(depth + 1));
          }
        }
        if (peek()?.type !== ')') fail('")" is missing');
        position += 1;
        const fn = upper as FunctionName;
        if (args.length === 0) fail(`${fn} needs an argument`);
        if (fn === 'ABS' && args.length !== 1) fail('ABS takes one argument');
        if (fn === 'ROUND' && args.length > 2) fail('ROUND takes at most two arguments');
        return { kind: 'call', fn, args };
      }
      if (peek()?.type === '(') throw new FormulaError(token.at + 1, `unknown function ${token.text}`);
      const [name, column] = token.text.split('.') as [string, string | undefined];
      return { kind: 'ref', name, column: column ?? null };
    }
    return fail(`unexpected ${JSON.stringify(token.text)}`);
  };

  const result = expression(0);
  if (position < tokens.length) fail(`unexpected ${JSON.stringify((tokens[position] as Token).text)}`);
  return result;
}

/** The text of a formula stored as a string or as JNPF's token array; null when it is neither. */
export function formulaText(expression: unknown): string | null {
  if (typeof expression === 'string') return expression;
  if (!Array.isArray(expression)) return null;
  const parts: string[] = [];
  for (const item of expression) {
    if (typeof item === 'string' || typeof item === 'number') parts.push(String(item));
    else if (typeof item === 'object' && item !== null && typeof (item as { __vModel__?: unknown }).__vModel__ === 'string') {
      parts.push(((item as { __vModel__: string }).__vModel__).replace('-', '.'));
    } else return null;
  }
  return parts.join(' ');
}

/** Every field a formula names, as written (`price`, `tableField101.amount`). */
export function formulaRefs(formula: Formula): { name: string; column: string | null }[] {
  switch (formula.kind) {
    case 'number':
      return [];
    case 'ref':
      return [{ name: formula.name, column: formula.column }];
    case 'unary':
      return formulaRefs(formula.operand);
    case 'binary':
      return [...formulaRefs(formula.left), ...formulaRefs(formula.right)];
    case 'call':
      return formula.args.flatMap(formulaRefs);
  }
}

/** How a formula reads a value: a number, or NaN when the field's value is not a number. */
export type Resolve = (name: string, column: string | null) => number;

/** The formula's value; NaN or ±Infinity when it has none (the caller turns those into 0 and a warning). */
export function evaluateFormula(formula: Formula, resolve: Resolve): number {
  switch (formula.kind) {
    case 'number':
      return formula.value;
    case 'ref':
      return resolve(formula.name, formula.column);
    case 'unary':
      return -evaluateFormula(formula.operand, resolve);
    case 'binary': {
      const left = evaluateFormula(formula.left, resolve);
      const right = evaluateFormula(formula.right, resolve);
      switch (formula.op) {
        case '+':
          return left + right;
        case '-':
          return left - right;
        case '*':
          return left * right;
        case '/':
          return left / right;
        case '%':
          return left % right;
      }
      break;
    }
    case 'call': {
      const values = formula.args.map((arg) => evaluateFormula(arg, resolve));
      switch (formula.fn) {
        case 'SUM':
          return values.reduce((sum, value) => sum + value, 0);
        case 'AVG':
          return values.reduce((sum, value) => sum + value, 0) / values.length;
        case 'MAX':
          return Math.max(...values);
        case 'MIN':
          return Math.min(...values);
        case 'ABS':
          return Math.abs(values[0] as number);
        case 'ROUND':
          return roundTo(values[0] as number, values[1] ?? 0);
      }
    }
  }
  return Number.NaN;
}

/** Half away from zero at `digits` decimals (spec section 9: calculated results to 2 decimals). */
export function roundTo(value: number, digits: number): number {
  if (!Number.isFinite(value) || !Number.isInteger(digits) || digits < 0 || digits > 10) return Number.NaN;
  const factor = 10 ** digits;
  // toPrecision(15) drops the binary noise (1.005 is stored as 1.00499…) before rounding.
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  return (Math.sign(value) * Math.round(scaled)) / factor;
}
