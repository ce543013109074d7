/**
 * Input patterns of spec section 5 as named predicates, and form-rule helpers.
 * A rule is a function of the field value returning the message to show, or null when
 * the value passes. Messages are resolved when the rule runs, so a language switch
 * applies to the next validation. Rules other than requiredRule let empty values pass
 * (combine with requiredRule when the field is mandatory).
 */
import { t } from './i18n';
import {
  hasHiddenCharacters,
  hasSpecialSymbols,
  isAccount as isAccountRule,
  isBlank,
  isEnCode,
  EMAIL_PATTERN,
  MOBILE_PATTERN,
  SORT_MAX,
  SORT_MIN,
  textLength,
} from '@atrium/rules';

/** Mainland mobile number: 11 digits, 1 then 3-9. */
export function isMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value);
}

/** 6-16 letters and digits, not only digits nor only letters. */
export function isPassword(value: string): boolean {
  return /^(?![0-9]+$)(?![A-Za-z]+$)[0-9A-Za-z]{6,16}$/.test(value);
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK_CODES = '10X98765432';

function isValidBirthDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  return year >= 1900 && date.getTime() <= Date.now();
}

/**
 * Resident identity card number: 18 characters (17 digits + digit or X, valid birth
 * date, ISO 7064 MOD 11-2 check code) or the old 15-digit form (birth date 19yyMMdd).
 */
export function isIdCard(value: string): boolean {
  if (/^[1-9]\d{16}[\dXx]$/.test(value)) {
    const year = Number(value.slice(6, 10));
    const month = Number(value.slice(10, 12));
    const day = Number(value.slice(12, 14));
    if (!isValidBirthDate(year, month, day)) return false;
    let sum = 0;
    for (let i = 0; i < 17; i++) sum += Number(value[i]) * ID_WEIGHTS[i]!;
    return ID_CHECK_CODES[sum % 11] === value[17]!.toUpperCase();
  }
  if (/^[1-9]\d{14}$/.test(value)) {
    return isValidBirthDate(1900 + Number(value.slice(6, 8)), Number(value.slice(8, 10)), Number(value.slice(10, 12)));
  }
  return false;
}

/** user@example.com: no leading, trailing or double dot in the local part; a dotted domain with a 2+ letter TLD. */
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
// Plate letters never use I or O (they read as 1 and 0).
const PLATE_CHAR = '[A-HJ-NP-Z0-9]';
const NEW_ENERGY_LETTER = '[A-HJK]';
const CAR_PLATE = new RegExp(
  `^(?:[${PROVINCES}][A-HJ-NP-Z](?:` +
    `${PLATE_CHAR}{4}[A-HJ-NP-Z0-9挂学警港澳领]` + // ordinary: 5 characters, the last may be a special suffix
    `|${NEW_ENERGY_LETTER}${PLATE_CHAR}\\d{4}` + // new-energy small car: energy letter first
    `|\\d{5}${NEW_ENERGY_LETTER}` + // new-energy large vehicle: energy letter last
    `)|使\\d{6})$`, // embassy plates
);

/** Chinese vehicle plate: ordinary (京A12345, 粤B1234学), new-energy (京AD12345, 粤B12345D) or embassy (使014578). */
export function isCarPlate(value: string): boolean {
  return CAR_PLATE.test(value);
}

/** Chinese characters only (CJK unified ideographs incl. extension A). */
export function isChinese(value: string): boolean {
  return /^[\u3400-\u4DBF\u4E00-\u9FFF]+$/.test(value);
}

/** Letters, digits and dots, no dot at either end (same rule as the server). */
export function isCode(value: string): boolean {
  return isEnCode(value);
}

/** Letters and digits only. */
export function isAccount(value: string): boolean {
  return isAccountRule(value);
}

/** A display name without special symbols, blanks or hidden characters. */
export function isName(value: string): boolean {
  return !isBlank(value) && !hasSpecialSymbols(value) && !hasHiddenCharacters(value);
}

/** Digits only. */
export function isDigitsCode(value: string): boolean {
  return /^\d+$/.test(value);
}

/** A non-negative time as an integer or a multiple of 0.5 (2, 2.5, 2.0). */
export function isHalfStep(value: string | number): boolean {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 && Number.isInteger(value * 2);
  return /^\d+(?:\.[05])?$/.test(value);
}

/** 1, 2, 3… (no sign, no leading zero). */
export function isPositiveInteger(value: string | number): boolean {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0;
  return /^[1-9]\d*$/.test(value);
}

/** A letter, then letters, digits or underscores. */
export function isFieldName(value: string): boolean {
  return /^[A-Za-z][A-Za-z0-9_]*$/.test(value);
}

/** http:, https:, mailto: or tel: links. */
export function isExternalLink(value: string): boolean {
  return /^(?:https?:|mailto:|tel:)/i.test(value);
}

/** An absolute http(s) URL with a host and no whitespace. */
export function isUrl(value: string): boolean {
  if (/\s/.test(value) || !/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

export function isLowerCase(value: string): boolean {
  return /^[a-z]+$/.test(value);
}

export function isUpperCase(value: string): boolean {
  return /^[A-Z]+$/.test(value);
}

export function isAlphabets(value: string): boolean {
  return /^[A-Za-z]+$/.test(value);
}

/** Error message of a failed check, or null. */
export type FieldRule = (value: unknown) => string | null;
type Message = string | (() => string);

function resolve(message: Message): string {
  return typeof message === 'function' ? message() : message;
}

function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

const REQUIRED = Symbol.for('atrium.requiredRule');

/** Required: fails on null, undefined, '', whitespace-only text and empty arrays. */
export function requiredRule(message: Message = () => t('validator.required')): FieldRule {
  const rule: FieldRule = (value) => (isEmptyValue(value) || (typeof value === 'string' && isBlank(value)) ? resolve(message) : null);
  return Object.assign(rule, { [REQUIRED]: true });
}


/** Whether a rule is a requiredRule: forms mark such fields with the asterisk (issue 17 item 5). */
export function isRequiredRule(rule: FieldRule): boolean {
  return (rule as FieldRule & { [REQUIRED]?: boolean })[REQUIRED] === true;
}

/** At most `max` characters, counted in code points (an emoji is one). */
export function maxLengthRule(max: number, message: Message = () => t('validator.maxLength', { max })): FieldRule {
  return (value) => (typeof value === 'string' && textLength(value) > max ? resolve(message) : null);
}

/** Sort code: an integer from 0 to 999999 (number or digit string). */
export function sortCodeRule(message: Message = () => t('validator.sortCode', { min: SORT_MIN, max: SORT_MAX })): FieldRule {
  return (value) => {
    if (isEmptyValue(value)) return null;
    const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
    return Number.isInteger(n) && n >= SORT_MIN && n <= SORT_MAX ? null : resolve(message);
  };
}

/** Any predicate as a rule; empty values pass. */
export function patternRule(test: (value: string) => boolean, message: Message): FieldRule {
  return (value) => {
    if (isEmptyValue(value)) return null;
    return test(typeof value === 'string' ? value : String(value)) ? null : resolve(message);
  };
}

/**
 * Names: blank (spaces only) and hidden characters are refused with a clear message;
 * with `noSymbols`, special symbols too (dictionary type names).
 */
export function nameRule(options: { noSymbols?: boolean; symbolsMessage?: Message } = {}): FieldRule {
  return (value) => {
    if (typeof value !== 'string' || value === '') return null;
    if (isBlank(value)) return t('validator.blank');
    if (hasHiddenCharacters(value)) return t('validator.hiddenCharacters');
    if (options.noSymbols && hasSpecialSymbols(value)) return resolve(options.symbolsMessage ?? (() => t('validator.specialSymbols')));
    return null;
  };
}

/** 'please enter your mobile number correctly' (translated). */
export function mobileRule(message: Message = () => t('validator.mobile')): FieldRule {
  return patternRule(isMobile, message);
}

/** 'only positive integers' (translated). */
export function positiveIntegerRule(message: Message = () => t('validator.positiveInteger')): FieldRule {
  return patternRule(isPositiveInteger, message);
}

/** 'only numbers can be entered' (translated). */
export function digitsRule(message: Message = () => t('validator.digits')): FieldRule {
  return patternRule(isDigitsCode, message);
}

/** Runs rules in order and returns the first message, or null. */
export function validateValue(value: unknown, rules: readonly FieldRule[]): string | null {
  for (const rule of rules) {
    const message = rule(value);
    if (message !== null) return message;
  }
  return null;
}
