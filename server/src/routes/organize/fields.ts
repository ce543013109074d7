import { CODE_MAX, NAME_MAX, hasSpecialSymbols, isEnCode } from '@atrium/rules';
import { badRequest } from '../../plugins/errors';
import { requiredText } from '../field-rules';

/**
 * Name and code rules shared by organisations, departments, positions, roles and groups
 * (spec section 5: names and codes at most 50, names without special symbols, codes of letters,
 * digits and inner dots).
 */
export function entityName(value: string | null | undefined): string {
  const name = requiredText(value, { field: 'fullName', required: 'nameRequired', tooLong: 'nameTooLong', max: NAME_MAX });
  if (hasSpecialSymbols(name)) throw badRequest('nameSpecialSymbols');
  return name;
}

export function entityCode(value: string | null | undefined): string {
  const code = requiredText(value, { field: 'enCode', required: 'codeRequired', tooLong: 'codeTooLong', max: CODE_MAX });
  if (!isEnCode(code)) throw badRequest('codeFormat');
  return code;
}

/** An optional short label such as a position or group type (a dictionary id or text). */
export function shortText(value: string | null | undefined, max = NAME_MAX): string {
  const text = (value ?? '').trim();
  if ([...text].length > max) throw badRequest('fieldTooLong', { field: 'type', max });
  return text;
}

/** Distinct non-empty ids, in order. */
export function idList(values: readonly (string | null)[] | null | undefined): string[] {
  return [...new Set((values ?? []).filter((value): value is string => typeof value === 'string' && value !== ''))];
}
