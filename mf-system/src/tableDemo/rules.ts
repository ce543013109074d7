// The project form's rules (the dialog and the editable table's row), with the server's limits and
// words (server/src/routes/table-example/validation.ts and messages.ts), so a person sees the same
// message whichever side refuses first.
import { maxLengthRule, nameRule, requiredRule, t, validateValue, type FieldRule } from '@atrium/shared';
import { validateForm, type FormErrors, type FormRules } from '@atrium/ui';
import type { ProjectForm, ProjectRow } from './api';
import { dateFromInput, dateInputValue } from './format';

export const NAME_MAX = 50;
export const CODE_MAX = 50;
export const PHASE_MAX = 200;
/** Customer, principal and initiator are names. */
export const PERSON_MAX = 50;
export const DESCRIPTION_MAX = 500;
export const POSTIL_MAX = 500;
/** Amounts are yuan with at most two decimals, 0 to 9,999,999,999.99 (the server keeps fen). */
export const AMOUNT_MAX_TEXT = '9999999999.99';
const AMOUNT_MAX_CENTS = 999_999_999_999;
const YEAR_MIN = 1900;
const YEAR_MAX = 9999;

export const AMOUNT_FIELDS = ['costAmount', 'tunesAmount', 'projectedIncome'] as const;
export type AmountField = (typeof AMOUNT_FIELDS)[number];

/** The form as its inputs hold it: text, a yyyy-MM-dd day, amounts as typed. */
export interface ProjectValues {
  projectName: string;
  projectCode: string;
  projectType: string;
  projectPhase: string;
  customerName: string;
  principal: string;
  jackStands: string;
  interactionDate: string;
  costAmount: string;
  tunesAmount: string;
  projectedIncome: string;
  description: string;
}

export const EMPTY_VALUES: ProjectValues = {
  projectName: '',
  projectCode: '',
  projectType: '',
  projectPhase: '',
  customerName: '',
  principal: '',
  jackStands: '',
  interactionDate: '',
  costAmount: '',
  tunesAmount: '',
  projectedIncome: '',
  description: '',
};

const message = (key: string, options?: Record<string, unknown>) => () => t(`system:tableDemo.rules.${key}`, options);

/** An amount: empty is 0; else a number of at most two decimals from 0 to the maximum (the server's order of checks). */
export function amountRule(field: AmountField): FieldRule {
  return (value) => {
    if (typeof value !== 'string' || value.trim() === '') return null;
    const options = { field: t(`system:tableDemo.amountNames.${field}`), max: AMOUNT_MAX_TEXT };
    const amount = Number(value.trim());
    // The range first, as the server does: far beyond it, amount * 100 is no longer exact.
    if (!Number.isFinite(amount) || amount < 0 || amount > AMOUNT_MAX_CENTS / 100) return message('amountRange', options)();
    if (Math.round(amount * 100) / 100 !== amount) return message('amountDecimals', options)();
    return null;
  };
}

const dateRule: FieldRule = (value) => {
  if (typeof value !== 'string' || value === '') return null;
  const day = dateFromInput(value);
  const year = day === null ? NaN : new Date(day).getFullYear();
  return year >= YEAR_MIN && year <= YEAR_MAX ? null : message('dateInvalid')();
};

export const projectRules: FormRules<ProjectValues> = {
  projectName: [requiredRule(message('nameRequired')), nameRule(), maxLengthRule(NAME_MAX, message('nameTooLong', { max: NAME_MAX }))],
  projectCode: [requiredRule(message('codeRequired')), nameRule(), maxLengthRule(CODE_MAX, message('codeTooLong', { max: CODE_MAX }))],
  projectType: [requiredRule(message('typeRequired'))],
  projectPhase: [nameRule(), maxLengthRule(PHASE_MAX, message('phaseTooLong', { max: PHASE_MAX }))],
  customerName: [requiredRule(message('customerRequired')), nameRule(), maxLengthRule(PERSON_MAX, message('customerTooLong', { max: PERSON_MAX }))],
  principal: [requiredRule(message('principalRequired')), nameRule(), maxLengthRule(PERSON_MAX, message('principalTooLong', { max: PERSON_MAX }))],
  jackStands: [nameRule(), maxLengthRule(PERSON_MAX, message('jackStandsTooLong', { max: PERSON_MAX }))],
  interactionDate: [dateRule],
  costAmount: [amountRule('costAmount')],
  tunesAmount: [amountRule('tunesAmount')],
  projectedIncome: [amountRule('projectedIncome')],
  description: [maxLengthRule(DESCRIPTION_MAX, message('descriptionTooLong', { max: DESCRIPTION_MAX }))],
};

/** The values as they will be sent: text trimmed (the server trims too; an optional blank is empty). */
function trimmed(values: ProjectValues): ProjectValues {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])) as unknown as ProjectValues;
}

/** Every rule (by default; a dialog passes the ones its form rights show); {} means valid. */
export function validateProject(values: ProjectValues, rules: FormRules<ProjectValues> = projectRules): FormErrors<ProjectValues> {
  return validateForm(trimmed(values), rules);
}

const amountOf = (value: string): number => (value.trim() === '' ? 0 : Number(value.trim()));

/** What create, update and the row save send (valid values only). */
export function toProjectForm(values: ProjectValues): ProjectForm {
  const clean = trimmed(values);
  return {
    projectName: clean.projectName,
    projectCode: clean.projectCode,
    projectType: clean.projectType,
    projectPhase: clean.projectPhase,
    customerName: clean.customerName,
    principal: clean.principal,
    jackStands: clean.jackStands,
    interactionDate: dateFromInput(clean.interactionDate),
    costAmount: amountOf(clean.costAmount),
    tunesAmount: amountOf(clean.tunesAmount),
    projectedIncome: amountOf(clean.projectedIncome),
    description: clean.description,
  };
}

/** A stored project in the form's inputs. */
export function valuesOf(row: ProjectRow): ProjectValues {
  return {
    projectName: row.projectName ?? '',
    projectCode: row.projectCode ?? '',
    projectType: row.projectType ?? '',
    projectPhase: row.projectPhase ?? '',
    customerName: row.customerName ?? '',
    principal: row.principal ?? '',
    jackStands: row.jackStands ?? '',
    interactionDate: dateInputValue(row.interactionDate),
    costAmount: String(row.costAmount ?? 0),
    tunesAmount: String(row.tunesAmount ?? 0),
    projectedIncome: String(row.projectedIncome ?? 0),
    description: row.description ?? '',
  };
}

const postilRules: readonly FieldRule[] = [requiredRule(message('postilRequired')), maxLengthRule(POSTIL_MAX, message('postilTooLong', { max: POSTIL_MAX }))];

/** A comment's message, or null when it may be sent. */
export function validatePostil(text: string): string | null {
  return validateValue(text.trim(), postilRules);
}
