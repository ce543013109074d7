import { CODE_MAX, NAME_MAX, isEnCode, textLength } from '@atrium/rules';
import { isDateFormat } from '../../domain/bill-number';
import { badRequest } from '../../plugins/errors';
import { descriptionText, enabledMark, requiredText, sortCode } from '../field-rules';
import type { BillRuleFields } from './repository';

export const PREFIX_MAX = 50;

/** The form as it arrives; digit and startNumber may come as numbers or strings depending on the client widget. */
export interface BillRuleInput {
  fullName?: string | null;
  enCode?: string | null;
  category?: string | null;
  prefix?: string | null;
  dateFormat?: string | null;
  digit?: string | number | null;
  startNumber?: string | number | null;
  sortCode?: number | null;
  enabledMark?: number | null;
  description?: string | null;
}

const missing = (value: unknown): boolean => value === undefined || value === null || value === '';

/** Spec section 5 "digit": one character, a positive integer (1-9). */
function digitOf(value: string | number | null | undefined): number {
  if (missing(value)) throw badRequest('billDigitRequired');
  const text = String(value);
  if (!/^[1-9]$/.test(text)) throw badRequest('billDigitInvalid');
  return Number(text);
}

/** Spec section 5 "startNumber": digits only, not all zeros; it must also fit the digit count or the preview lies. */
function startNumberOf(value: string | number | null | undefined, digit: number): string {
  if (missing(value)) throw badRequest('billStartRequired');
  const text = String(value);
  if (!/^[0-9]+$/.test(text)) throw badRequest('billStartDigits');
  if (/^0+$/.test(text)) throw badRequest('billStartZero');
  if (text.length > digit) throw badRequest('billStartTooLong', { digit });
  return text;
}

/** Spec section 5, "Bill rule". */
export function cleanBillRuleInput(input: BillRuleInput): BillRuleFields {
  const fullName = requiredText(input.fullName, { field: 'fullName', required: 'billNameRequired', tooLong: 'billNameTooLong', max: NAME_MAX });
  const enCode = requiredText(input.enCode, { field: 'enCode', required: 'billCodeRequired', tooLong: 'billCodeTooLong', max: CODE_MAX });
  // The code is part of the BillNumber URL that forms call, so it keeps the dictionary code format.
  if (!isEnCode(enCode)) throw badRequest('codeFormat');
  if (missing(input.category)) throw badRequest('billCategoryRequired');
  const category = String(input.category);
  // Dictionary ids are at most 64 characters; anything longer cannot name one.
  if (textLength(category) > 64) throw badRequest('billCategoryNotFound');
  const prefix = requiredText(input.prefix, { field: 'prefix', required: 'billPrefixRequired', tooLong: 'billPrefixTooLong', max: PREFIX_MAX });
  if (missing(input.dateFormat)) throw badRequest('billDateFormatRequired');
  const dateFormat = String(input.dateFormat);
  if (!isDateFormat(dateFormat)) throw badRequest('billDateFormatInvalid');
  const digit = digitOf(input.digit);
  const startNumber = startNumberOf(input.startNumber, digit);
  return {
    fullName,
    enCode,
    category,
    prefix,
    dateFormat,
    digit,
    startNumber,
    sortCode: sortCode(input.sortCode),
    enabledMark: enabledMark(input.enabledMark),
    description: descriptionText(input.description),
  };
}
