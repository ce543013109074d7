// Checks of the resource dialogs, with the server's words (docs/server.md "Menus and their resources").
import { maxLengthRule, nameRule, patternRule, requiredRule, sortCodeRule, t } from '@atrium/shared';
import type { FormRules } from '@atrium/ui';

const message = (key: string) => () => t(`system:menu.rules.${key}`);

/** Button codes (btn_add) and field names (F_FullName, table-field): the server's pattern. */
export const isResourceCode = (value: string): boolean => /^[A-Za-z_][A-Za-z0-9_.-]*$/.test(value);

export interface ResourceValues {
  parentId: string;
  fullName: string;
  enCode: string;
  bindTable: string;
  sortCode: string;
  enabledMark: number;
  description: string;
}

export const resourceRules: FormRules<ResourceValues> = {
  fullName: [requiredRule(message('nameRequired')), nameRule(), maxLengthRule(50, message('nameMax'))],
  enCode: [requiredRule(message('codeRequired')), patternRule(isResourceCode, message('resourceCodeFormat')), maxLengthRule(50, message('codeMax'))],
  sortCode: [sortCodeRule()],
};

/** Lines "code,name" of the batch dialog, or the 1-based number of the first bad line. */
export function parseBatch(text: string): { fields: { enCode: string; fullName: string }[] } | { badLine: number } {
  const fields: { enCode: string; fullName: string }[] = [];
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const line = (lines[index] ?? '').trim();
    if (line === '') continue;
    const comma = line.search(/[,，]/);
    const enCode = comma < 0 ? '' : line.slice(0, comma).trim();
    const fullName = comma < 0 ? '' : line.slice(comma + 1).trim();
    if (!enCode || !fullName || !isResourceCode(enCode)) return { badLine: index + 1 };
    fields.push({ enCode, fullName });
  }
  return { fields };
}

/** Operators as stored, with the i18n key of their label. */
export const OPERATORS: ReadonlyArray<readonly [string, string]> = [
  ['==', 'eq'], ['<>', 'ne'], ['>', 'gt'], ['>=', 'ge'], ['<', 'lt'], ['<=', 'le'],
  ['like', 'like'], ['notLike', 'notLike'], ['in', 'in'], ['notIn', 'notIn'], ['null', 'null'], ['notNull', 'notNull'],
];
export const FIELD_TYPES = ['varchar', 'int', 'decimal', 'datetime'] as const;
export const VARIABLES = ['userId', 'organizeId', 'organizationAndSuborganization', 'departmentId', 'positionId', 'userAraSubordinates'] as const;
/** Operators a system variable can be used with (the server refuses the others). */
export const VARIABLE_OPERATORS: ReadonlySet<string> = new Set(['==', '<>', 'in', 'notIn']);
export const NO_VALUE_OPERATORS: ReadonlySet<string> = new Set(['null', 'notNull']);

export const operatorLabel = (symbol: string): string => {
  const key = OPERATORS.find(([value]) => value === symbol)?.[1];
  return key ? t(`system:menu.rule.operators.${key}`) : symbol;
};

/** A rule's value as a person reads it: a variable by its name, else the literal. */
export const conditionLabel = (text: string): string =>
  text.startsWith('@') && (VARIABLES as readonly string[]).includes(text.slice(1)) ? t(`system:menu.rule.variables.${text.slice(1)}`) : text;
