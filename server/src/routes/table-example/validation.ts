import { CODE_MAX, NAME_MAX, hasHiddenCharacters, isBlank, textLength } from '@atrium/rules';
import type { MessageKey } from '../../i18n/messages';
import { badRequest } from '../../plugins/errors';
import { DESCRIPTION_MAX, requiredText, trimText } from '../field-rules';
import { centsOf } from './money';
import type { TableExampleFields } from './repository';

export const PHASE_MAX = 200;
/** Customer, principal and initiator are names. */
export const PERSON_MAX = NAME_MAX;
export const POSTIL_MAX = 500;
/** A comment thread longer than this is a chat, not a note on a row. */
export const POSTILS_PER_ROW = 100;
export const SIGN_FLAGS = 7;
export const NEW_SIGN = '0'.repeat(SIGN_FLAGS);
/** Dictionary ids are at most 64 characters; anything longer cannot name an item. */
const ID_MAX = 64;
// Years 1900 to 9999 cover every real delivery date; the margins let a local midnight anywhere
// (UTC-12 to UTC+14) of the first and last day through.
const DATE_MIN = Date.UTC(1900, 0, 1) - 14 * 3_600_000;
const DATE_MAX = Date.UTC(9999, 11, 31, 23, 59, 59, 999) + 14 * 3_600_000;

/** The editable fields as they arrive (create, update and the editable table's row save). */
export interface TableExampleInput {
  projectName?: string | null;
  projectCode?: string | null;
  projectType?: string | null;
  projectPhase?: string | null;
  customerName?: string | null;
  principal?: string | null;
  jackStands?: string | null;
  interactionDate?: number | null;
  costAmount?: number | null;
  tunesAmount?: number | null;
  projectedIncome?: number | null;
  description?: string | null;
}

// Multi-line fields (remarks, comments) may hold line breaks and tabs, but no other hidden character.
const LINE_BREAKS = /[\r\n\t]/g;

function optionalText(value: string | null | undefined, field: string, tooLong: MessageKey, max: number, multiline = false): string {
  const text = trimText(value ?? '');
  if (hasHiddenCharacters(multiline ? text.replace(LINE_BREAKS, '') : text)) throw badRequest('fieldHiddenCharacters', { field });
  if (textLength(text) > max) throw badRequest(tooLong, { field, max });
  return text;
}

function projectTypeOf(value: string | null | undefined): string {
  if (value === undefined || value === null || isBlank(value)) throw badRequest('tableExampleTypeRequired');
  if (value.length > ID_MAX) throw badRequest('tableExampleTypeNotFound');
  return value;
}

function dateOf(value: number | null | undefined): number | null {
  if (value === undefined || value === null) return null;
  if (!Number.isSafeInteger(value) || value < DATE_MIN || value > DATE_MAX) throw badRequest('tableExampleDateInvalid');
  return value;
}

/**
 * Every rule of the form that needs no database; the first broken one is the answer, naming one
 * field to fix. Whether the project type may be chosen and the code is free is checked in the
 * write's transaction, where no other write can change the answer.
 */
export function cleanTableExampleInput(input: TableExampleInput): TableExampleFields {
  return {
    projectName: requiredText(input.projectName, { field: 'projectName', required: 'tableExampleNameRequired', tooLong: 'tableExampleNameTooLong', max: NAME_MAX }),
    projectCode: requiredText(input.projectCode, { field: 'projectCode', required: 'tableExampleCodeRequired', tooLong: 'tableExampleCodeTooLong', max: CODE_MAX }),
    projectType: projectTypeOf(input.projectType),
    projectPhase: optionalText(input.projectPhase, 'projectPhase', 'tableExamplePhaseTooLong', PHASE_MAX),
    customerName: requiredText(input.customerName, { field: 'customerName', required: 'tableExampleCustomerRequired', tooLong: 'tableExampleCustomerTooLong', max: PERSON_MAX }),
    principal: requiredText(input.principal, { field: 'principal', required: 'tableExamplePrincipalRequired', tooLong: 'tableExamplePrincipalTooLong', max: PERSON_MAX }),
    jackStands: optionalText(input.jackStands, 'jackStands', 'tableExampleJackStandsTooLong', PERSON_MAX),
    interactionDate: dateOf(input.interactionDate),
    costAmountCents: centsOf(input.costAmount, 'tableExampleCostAmount'),
    tunesAmountCents: centsOf(input.tunesAmount, 'tableExampleTunesAmount'),
    projectedIncomeCents: centsOf(input.projectedIncome, 'tableExampleProjectedIncome'),
    description: optionalText(input.description, 'description', 'tableExampleDescriptionTooLong', DESCRIPTION_MAX, true),
  };
}

/** Seven colour flags, each '0' or '1'. */
export function cleanSign(value: string | null | undefined): string {
  if (typeof value !== 'string' || !new RegExp(`^[01]{${SIGN_FLAGS}}$`).test(value)) throw badRequest('tableExampleSignInvalid');
  return value;
}

export function cleanPostilText(value: string | null | undefined): string {
  const text = trimText(value ?? '');
  if (text === '') throw badRequest('tableExamplePostilRequired');
  if (hasHiddenCharacters(text.replace(LINE_BREAKS, ''))) throw badRequest('fieldHiddenCharacters', { field: 'text' });
  if (textLength(text) > POSTIL_MAX) throw badRequest('tableExamplePostilTooLong', { max: POSTIL_MAX });
  return text;
}
