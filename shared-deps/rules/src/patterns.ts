/** Input patterns of spec section 5 that the server enforces too. */

/** Letters, digits and dots, with no dot at either end (menu, dictionary and other codes). */
export const EN_CODE_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$/;

/** Account names: ASCII letters and digits only. */
export const ACCOUNT_PATTERN = /^[A-Za-z0-9]+$/;

// A deny-list rather than an allow-list, so names in any script (and emoji) stay
// valid; hyphen, underscore, dot, plus, middle dot, parentheses and spaces are
// allowed on purpose because real names use them ("研发部(北京)", "C++ 组", "阿依·买买提").
const NAME_SPECIAL_SYMBOLS = /[~`!@#$%^&*=|\\{}[\]<>/?'":;,！￥…【】‘’“”；：。，、？《》～]/u;

/** True when a display name contains a special symbol ("name with no special symbols"). */
export function hasSpecialSymbols(name: string): boolean {
  return NAME_SPECIAL_SYMBOLS.test(name);
}

export function isEnCode(s: string): boolean {
  return EN_CODE_PATTERN.test(s);
}

export function isAccount(s: string): boolean {
  return ACCOUNT_PATTERN.test(s);
}

/** Mainland mobile number: 11 digits, 1 then 3-9. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** user@example.com: no leading, trailing or double dot in the local part; a dotted domain with a 2+ letter TLD. */
export const EMAIL_PATTERN = /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
