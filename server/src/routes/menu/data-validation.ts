import { CODE_MAX, NAME_MAX, isEnCode, textLength } from '@atrium/rules';
import { badRequest } from '../../plugins/errors';
import { descriptionText, enabledMark, requiredText, sortCode, trimText } from '../field-rules';
import { bindTableOf, resourceCode } from './resource-validation';

/** Field types a rule compares as (docs/server.md "Data rules"). */
export const FIELD_TYPES = ['varchar', 'int', 'decimal', 'datetime'] as const;
/** Condition symbols exactly as stored in module_data_rules.condition_symbol. */
export const OPERATORS = ['==', '<>', '>', '>=', '<', '<=', 'like', 'notLike', 'in', 'notIn', 'null', 'notNull'] as const;
/** System variables a rule may compare with instead of a literal value. */
export const VARIABLES = [
  '@userId',
  '@organizeId',
  '@organizationAndSuborganization',
  '@departmentId',
  '@positionId',
  '@userAraSubordinates',
] as const;

type Operator = (typeof OPERATORS)[number];
const VARIABLE_OPERATORS: ReadonlySet<Operator> = new Set(['==', '<>', 'in', 'notIn']);
const NO_VALUE_OPERATORS: ReadonlySet<Operator> = new Set(['null', 'notNull']);
export const CONDITION_MAX = 500;

export interface DataRuleInput {
  moduleId?: string | null;
  fullName?: string | null;
  enCode?: string | null;
  fieldType?: string | null;
  conditionSymbol?: string | null;
  conditionText?: string | null;
  bindTable?: string | null;
  sortCode?: number | null;
  enabledMark?: number | null;
  description?: string | null;
}

export interface CleanRule {
  fullName: string;
  enCode: string;
  fieldType: string;
  conditionSymbol: string;
  conditionText: string;
  bindTable: string;
  sortCode: number;
  enabledMark: number;
  description: string;
}

const isOperator = (value: string): value is Operator => (OPERATORS as readonly string[]).includes(value);

function literalFits(value: string, fieldType: string): boolean {
  if (fieldType === 'int') return /^-?\d{1,15}$/.test(value);
  if (fieldType === 'decimal') return /^-?\d{1,15}(\.\d{1,10})?$/.test(value);
  // Dates as ISO text (2025-01-31, 2025-01-31T08:00) or epoch milliseconds, as the client's date widgets send them.
  if (fieldType === 'datetime') return /^\d{1,15}$/.test(value) || (/^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)));
  return true;
}

function conditionOf(symbol: Operator, raw: string | null | undefined, fieldType: string): string {
  if (NO_VALUE_OPERATORS.has(symbol)) return '';
  const text = trimText(raw ?? '');
  if (text === '') throw badRequest('dataRuleValueRequired');
  if (textLength(text) > CONDITION_MAX) throw badRequest('dataRuleValueTooLong', { max: CONDITION_MAX });
  if (text.startsWith('@')) {
    if (!(VARIABLES as readonly string[]).includes(text)) throw badRequest('dataRuleVariableUnknown', { name: text });
    if (!VARIABLE_OPERATORS.has(symbol)) throw badRequest('dataRuleVariableOperator');
    return text;
  }
  // in / notIn take a comma-separated list; every item must fit the field type.
  const items = symbol === 'in' || symbol === 'notIn' ? text.split(',').map((item) => item.trim()) : [text];
  if (items.some((item) => item === '')) throw badRequest('dataRuleValueRequired');
  if (!items.every((item) => literalFits(item, fieldType))) throw badRequest(fieldType === 'datetime' ? 'dataRuleDate' : 'dataRuleNumber');
  if ((symbol === 'like' || symbol === 'notLike') && fieldType !== 'varchar') throw badRequest('dataRuleLikeText');
  return items.join(',');
}

export function cleanRuleInput(input: DataRuleInput): CleanRule {
  const fieldType = input.fieldType ?? 'varchar';
  if (!(FIELD_TYPES as readonly string[]).includes(fieldType)) throw badRequest('dataRuleFieldType');
  const symbol = input.conditionSymbol ?? '';
  if (!isOperator(symbol)) throw badRequest('dataRuleOperator');
  return {
    fullName: requiredText(input.fullName, { field: 'fullName', required: 'nameRequired', tooLong: 'nameTooLong', max: NAME_MAX }),
    enCode: resourceCode(input.enCode),
    fieldType,
    conditionSymbol: symbol,
    conditionText: conditionOf(symbol, input.conditionText, fieldType),
    bindTable: bindTableOf(input.bindTable),
    sortCode: sortCode(input.sortCode),
    enabledMark: enabledMark(input.enabledMark),
    description: descriptionText(input.description),
  };
}

/**
 * One group of a scheme: its rules joined by `logic`. A scheme's condition is the list of its
 * groups, all of which must hold (the groups are ANDed), exactly as stored in condition_json.
 */
export interface SchemeCondition {
  logic: 'and' | 'or';
  groups: { id: string }[];
}

export const SCHEME_GROUPS_MAX = 20;
export const SCHEME_RULES_MAX = 50;

export interface DataSchemeInput {
  moduleId?: string | null;
  fullName?: string | null;
  enCode?: string | null;
  conditionJson?: string | null;
  allData?: number | null;
  sortCode?: number | null;
  enabledMark?: number | null;
  description?: string | null;
}

export interface CleanScheme {
  fullName: string;
  enCode: string;
  conditions: SchemeCondition[];
  allData: number;
  sortCode: number;
  enabledMark: number;
  description: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Parses and normalises condition_json; rule ids are checked against the menu's rules by the route. */
export function parseConditions(text: string): SchemeCondition[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('schemeConditionInvalid');
  }
  if (!Array.isArray(parsed) || parsed.length > SCHEME_GROUPS_MAX) throw badRequest('schemeConditionInvalid');
  return parsed.map((group: unknown) => {
    if (!isRecord(group) || (group.logic !== 'and' && group.logic !== 'or') || !Array.isArray(group.groups)) throw badRequest('schemeConditionInvalid');
    const rules = group.groups as unknown[];
    if (rules.length === 0 || rules.length > SCHEME_RULES_MAX) throw badRequest('schemeConditionInvalid');
    return {
      logic: group.logic,
      groups: rules.map((rule) => {
        if (!isRecord(rule) || typeof rule.id !== 'string' || rule.id === '' || rule.id.length > 64) throw badRequest('schemeConditionInvalid');
        return { id: rule.id };
      }),
    };
  });
}

export function cleanSchemeInput(input: DataSchemeInput): CleanScheme {
  const fullName = requiredText(input.fullName, { field: 'fullName', required: 'nameRequired', tooLong: 'nameTooLong', max: NAME_MAX });
  const enCode = requiredText(input.enCode, { field: 'enCode', required: 'codeRequired', tooLong: 'codeTooLong', max: CODE_MAX });
  if (!isEnCode(enCode)) throw badRequest('codeFormat');
  const allData = input.allData === 1 ? 1 : 0;
  // 全部数据 needs no condition: whatever was sent with it is dropped rather than stored unused.
  const conditions = allData === 1 ? [] : parseConditions(input.conditionJson ?? '[]');
  if (allData === 0 && conditions.length === 0) throw badRequest('schemeConditionRequired');
  return {
    fullName,
    enCode,
    conditions,
    allData,
    sortCode: sortCode(input.sortCode),
    enabledMark: enabledMark(input.enabledMark),
    description: descriptionText(input.description),
  };
}
