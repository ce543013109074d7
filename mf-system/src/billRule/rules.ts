// Spec section 5 "Bill rule", with the server's own messages (server/src/i18n/messages.ts), so a
// person sees the same words whichever side refuses first.
import { isCode, maxLengthRule, nameRule, patternRule, requiredRule, sortCodeRule, t, type FieldRule } from '@atrium/shared';
import { validateForm, type FormErrors, type FormRules } from '@atrium/ui';

const message = (key: string, options?: Record<string, unknown>) => () => t(`system:billRule.rules.${key}`, options);

/** Form values as the inputs hold them (numbers are text until saved). */
export interface BillRuleValues {
  fullName: string;
  enCode: string;
  category: string;
  prefix: string;
  dateFormat: string;
  digit: string;
  startNumber: string;
  sortCode: string;
  enabledMark: number;
  description: string;
}

export const NAME_MAX = 50;
export const PREFIX_MAX = 50;

const notAllZeros: FieldRule = patternRule((value) => !/^0+$/.test(value), message('startZero'));

export const billRuleRules: FormRules<BillRuleValues> = {
  fullName: [requiredRule(message('nameRequired')), nameRule(), maxLengthRule(NAME_MAX, message('nameMax', { max: NAME_MAX }))],
  enCode: [
    requiredRule(message('codeRequired')),
    maxLengthRule(NAME_MAX, message('codeMax', { max: NAME_MAX })),
    patternRule(isCode, message('codeFormat')),
  ],
  category: [requiredRule(message('categoryRequired'))],
  prefix: [requiredRule(message('prefixRequired')), maxLengthRule(PREFIX_MAX, message('prefixMax', { max: PREFIX_MAX }))],
  dateFormat: [requiredRule(message('dateFormatRequired'))],
  // One character, 1-9: a longer count would not fit the one-character field of the spec.
  digit: [requiredRule(message('digitRequired')), patternRule((value) => /^[1-9]$/.test(value), message('digitInvalid'))],
  startNumber: [requiredRule(message('startRequired')), patternRule((value) => /^[0-9]+$/.test(value), message('startDigits')), notAllZeros],
  sortCode: [sortCodeRule()],
};

/**
 * The field rules (by default all of them; the dialog passes the ones its form rights show), then
 * the one rule that spans two fields, when the start number is checked: it must fit the digit count.
 */
export function validateBillRule(values: BillRuleValues, rules: FormRules<BillRuleValues> = billRuleRules): FormErrors<BillRuleValues> {
  const errors = validateForm(values, rules);
  if (rules.startNumber && !errors.digit && !errors.startNumber && values.startNumber.length > Number(values.digit)) {
    errors.startNumber = t('system:billRule.rules.startTooLong', { digit: values.digit });
  }
  return errors;
}

/** Sort as sent to the server (empty means the default 0). */
export function sortNumber(value: string): number {
  return value.trim() === '' ? 0 : Number(value);
}
