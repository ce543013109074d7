// The data-interface form's rules, with the server's own words (server/src/data-interface/messages.ts),
// so a person sees the same message whichever side refuses first.
import { isCode, maxLengthRule, nameRule, patternRule, requiredRule, sortCodeRule, t, type FieldRule } from '@atrium/shared';
import { validateForm, type FormErrors, type FormRules } from '@atrium/ui';
import type { DataType, HeaderDef, ParamDef } from './api';

const message = (key: string, options?: Record<string, unknown>) => () => t(`system:dataInterface.rules.${key}`, options);

/** Form values as the inputs hold them (sort is text until saved). */
export interface InterfaceValues {
  categoryId: string;
  fullName: string;
  enCode: string;
  dataType: DataType;
  requestMethod: 'GET' | 'POST';
  path: string;
  query: string;
  requestHeaders: HeaderDef[];
  requestParameters: ParamDef[];
  sortCode: string;
  enabledMark: number;
  description: string;
}

export const NAME_MAX = 50;
export const SQL_MAX = 10_000;
export const PARAM_NAME = /^[A-Za-z][A-Za-z0-9_]{0,49}$/;

/** The first problem of a JSON text, or null when it parses. */
export function jsonProblem(text: string): string | null {
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : 'JSON';
  }
}

const startsAsSelect = (sql: string): boolean => /^\s*(?:(?:--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)\s*)*(?:select|with)\b/i.test(sql);
const isHttpUrl = (text: string): boolean => {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
  } catch {
    return false;
  }
};

const baseRules: FormRules<InterfaceValues> = {
  fullName: [requiredRule(message('nameRequired')), nameRule(), maxLengthRule(NAME_MAX, message('nameMax', { max: NAME_MAX }))],
  enCode: [requiredRule(message('codeRequired')), maxLengthRule(NAME_MAX, message('codeMax', { max: NAME_MAX })), patternRule(isCode, message('codeFormat'))],
  categoryId: [requiredRule(message('categoryRequired'))],
  sortCode: [sortCodeRule()],
};

const staticRule: FieldRule = (value) => {
  const problem = typeof value === 'string' && value.trim() !== '' ? jsonProblem(value) : null;
  return problem === null ? null : t('system:dataInterface.rules.staticInvalid', { detail: problem });
};

/** The rules of the chosen type: static data must parse, SQL must be one SELECT, HTTP needs a full address. */
export function rulesFor(dataType: DataType): FormRules<InterfaceValues> {
  if (dataType === 2) return { ...baseRules, query: [requiredRule(message('staticRequired')), staticRule] };
  if (dataType === 1) {
    return {
      ...baseRules,
      query: [requiredRule(message('sqlRequired')), maxLengthRule(SQL_MAX, message('sqlMax', { max: SQL_MAX })), patternRule(startsAsSelect, message('sqlSelectOnly'))],
    };
  }
  return { ...baseRules, path: [requiredRule(message('urlRequired')), patternRule(isHttpUrl, message('urlInvalid'))] };
}

export type InterfaceErrors = FormErrors<InterfaceValues> & { params?: Record<number, string> };

/** Field errors, then the parameter rows: a valid name, each name once. */
export function validateInterface(values: InterfaceValues): InterfaceErrors {
  const errors: InterfaceErrors = validateForm(values, rulesFor(values.dataType));
  const params: Record<number, string> = {};
  const seen = new Set<string>();
  values.requestParameters.forEach((param, index) => {
    if (!PARAM_NAME.test(param.field)) params[index] = t('system:dataInterface.rules.paramName', { name: param.field });
    else if (seen.has(param.field.toLowerCase())) params[index] = t('system:dataInterface.rules.paramDuplicate', { name: param.field });
    seen.add(param.field.toLowerCase());
  });
  if (Object.keys(params).length > 0) errors.params = params;
  return errors;
}

export function hasErrors(errors: InterfaceErrors): boolean {
  return Object.values(errors).some((value) => value !== undefined && value !== null && value !== '');
}
