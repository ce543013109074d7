import type { FlowFormField, FormData } from './forms';
import type { Condition, FlowNode } from './template';

function asNumber(value: unknown, kind: FlowFormField['kind']): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const number = kind === 'date' && !/^-?\d+(\.\d+)?$/.test(value.trim()) ? Date.parse(value) : Number(value);
  return Number.isFinite(number) ? number : null;
}

const asText = (value: unknown): string => (Array.isArray(value) ? value.map(String).join(',') : value === null || value === undefined ? '' : String(value));

/** One condition on the form data: numbers and dates by value, the rest as text. A missing value matches only <> and notLike. */
export function holds(condition: Condition, data: FormData, field: FlowFormField | undefined): boolean {
  const value = data[condition.field];
  const kind = field?.kind ?? 'text';
  const missing = value === undefined || value === null || value === '';
  if (missing) return condition.symbol === '<>' || condition.symbol === 'notLike';
  if (condition.symbol === 'like') return asText(value).includes(String(condition.fieldValue));
  if (condition.symbol === 'notLike') return !asText(value).includes(String(condition.fieldValue));
  if (kind === 'number' || kind === 'date') {
    const left = asNumber(value, kind);
    const right = asNumber(condition.fieldValue, kind);
    if (left === null || right === null) return condition.symbol === '<>';
    switch (condition.symbol) {
      case '==': return left === right;
      case '<>': return left !== right;
      case '>': return left > right;
      case '>=': return left >= right;
      case '<': return left < right;
      case '<=': return left <= right;
    }
  }
  const left = asText(value);
  const right = String(condition.fieldValue);
  switch (condition.symbol) {
    case '==': return left === right;
    case '<>': return left !== right;
    case '>': return left > right;
    case '>=': return left >= right;
    case '<': return left < right;
    case '<=': return left <= right;
  }
}

/** The condition branch to take: the first non-default one whose conditions all hold, else the default one, else null. */
export function chooseBranch(branches: readonly FlowNode[], data: FormData, fields: ReadonlyMap<string, FlowFormField>): FlowNode | null {
  for (const branch of branches) {
    const { conditions, isDefault } = branch.properties;
    if (isDefault || conditions.length === 0) continue;
    if (conditions.every((condition) => holds(condition, data, fields.get(condition.field)))) return branch;
  }
  return branches.find((branch) => branch.properties.isDefault) ?? null;
}
