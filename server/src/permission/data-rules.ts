import { variableValue, type ScopeUser, type VariableValue } from './data-variables';

/** A row of module_data_rules, as the compiler needs it. */
export interface DataRule {
  id: string;
  en_code: string;
  field_type: string;
  condition_symbol: string;
  condition_text: string;
  enabled_mark: number;
}

export interface SqlFragment {
  sql: string;
  params: unknown[];
}

export const NOTHING: SqlFragment = { sql: '1 = 0', params: [] };
export const EVERYTHING: SqlFragment = { sql: '1 = 1', params: [] };

export const OPERATORS = ['==', '<>', '>', '>=', '<', '<=', 'like', 'notLike', 'in', 'notIn', 'null', 'notNull'] as const;
export type Operator = (typeof OPERATORS)[number];

const COMPARISONS: Partial<Record<Operator, string>> = { '==': '=', '<>': '<>', '>': '>', '>=': '>=', '<': '<', '<=': '<=' };
const NUMERIC_TYPES = new Set(['int', 'bigint', 'double', 'decimal', 'float', 'number']);

const isOperator = (symbol: string): symbol is Operator => (OPERATORS as readonly string[]).includes(symbol);

/** A literal as bound value: numbers for numeric fields (so 10 > 9), text otherwise. */
function literal(rule: DataRule, text: string): unknown {
  if (!NUMERIC_TYPES.has(rule.field_type)) return text;
  const value = Number(text);
  return Number.isFinite(value) ? value : text;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Compiles against a set variable (a subquery of ids): only membership makes sense. */
function againstSet(column: string, operator: Operator, set: Extract<VariableValue, { kind: 'set' }>): SqlFragment {
  if (operator === '==' || operator === 'in') return { sql: `${column} IN (${set.sql})`, params: [...set.params] };
  if (operator === '<>' || operator === 'notIn') return { sql: `${column} NOT IN (${set.sql})`, params: [...set.params] };
  return NOTHING;
}

/**
 * One rule as a boolean SQL fragment over `column` (a column expression supplied by the caller's
 * code, never by request text); every value is a bound parameter. A rule that cannot be compiled
 * (unknown operator, a set variable with a comparison) matches nothing.
 */
export function compileRule(rule: DataRule, column: string, user: ScopeUser): SqlFragment {
  const operator = rule.condition_symbol;
  if (!isOperator(operator)) return NOTHING;
  if (operator === 'null') return { sql: `(${column} IS NULL OR ${column} = '')`, params: [] };
  if (operator === 'notNull') return { sql: `(${column} IS NOT NULL AND ${column} <> '')`, params: [] };
  const text = rule.condition_text.trim();
  const variable = variableValue(text, user);
  if (variable?.kind === 'set') return againstSet(column, operator, variable);
  const single: unknown = variable ? variable.value : literal(rule, text);
  const comparison = COMPARISONS[operator];
  if (comparison) return { sql: `${column} ${comparison} ?`, params: [single] };
  if (operator === 'like' || operator === 'notLike') {
    if (typeof single !== 'string') return NOTHING;
    const not = operator === 'notLike' ? 'NOT ' : '';
    return { sql: `${column} ${not}LIKE ? ESCAPE '\\'`, params: [`%${escapeLike(single)}%`] };
  }
  // in / notIn: a variable is one value; a literal is a comma-separated list.
  const values = variable ? [single] : text.split(',').map((part) => part.trim()).filter((part) => part !== '').map((part) => literal(rule, part));
  if (values.length === 0) return operator === 'in' ? NOTHING : EVERYTHING;
  const marks = values.map(() => '?').join(', ');
  return { sql: `${column} ${operator === 'notIn' ? 'NOT IN' : 'IN'} (${marks})`, params: values };
}
