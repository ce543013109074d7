// 表单示例's values and checks: the shared rules of @atrium/shared (requiredRule, maxLengthRule,
// mobileRule, isEmail, isIdCard, isUrl, passwordBreach) with the product's messages, plus the few
// that tie two fields together (password confirmation, number range).
import {
  isEmail,
  isIdCard,
  isRequiredRule,
  isUrl,
  maxLengthRule,
  mobileRule,
  passwordBreach,
  patternRule,
  requiredRule,
  t,
  type FieldRule,
  type PasswordPolicy,
} from '@atrium/shared';
import { validateForm, type FileValue, type FormErrors, type FormRules } from '@atrium/ui';

export const TEXT_MAX = 50;
export const TEXTAREA_MAX = 500;
export const NUMBER_MIN = 0;
export const NUMBER_MAX = 100;
export const NUMBER_STEP = 1;
export const RANGE_MIN = 0;
export const RANGE_MAX = 1000;
export const RATING_MAX = 5;
export const FILE_LIMIT = 5;
export const FILE_SIZE_MB = 10;
export const IMAGE_LIMIT = 3;
/** What the result shows instead of a password. */
export const PASSWORD_MASK = '******';

export const OPTION_KEYS = ['o1', 'o2', 'o3', 'o4'] as const;

export interface FormDemoValues {
  // 基础控件
  text: string;
  textarea: string;
  /** The inputs' text; the result has numbers. */
  number: string;
  amount: string;
  switch: boolean;
  radio: string;
  checkbox: string[];
  select: string;
  selectMultiple: string[];
  /** yyyy-MM-dd, HH:mm and yyyy-MM-ddTHH:mm, as the inputs give them. */
  date: string;
  time: string;
  dateTime: string;
  rating: number;
  range: number;
  color: string;
  // 高级控件
  users: string[];
  organize: string[];
  /** One path of area ids, province first (AreaPicker's single mode). */
  area: string[][];
  industry: string;
  files: FileValue[];
  images: FileValue[];
  richText: string;
  // 校验示例
  mobile: string;
  email: string;
  idCard: string;
  url: string;
  password: string;
  confirmPassword: string;
  numberRange: [string, string];
}

export const DEFAULTS: FormDemoValues = {
  text: '',
  textarea: '',
  number: '',
  amount: '',
  switch: true,
  radio: 'o1',
  checkbox: ['o1'],
  select: '',
  selectMultiple: [],
  date: '',
  time: '',
  dateTime: '',
  rating: 3,
  range: 50,
  color: '#1890ff',
  users: [],
  organize: [],
  area: [],
  industry: '',
  files: [],
  images: [],
  richText: '',
  mobile: '',
  email: '',
  idCard: '',
  url: '',
  password: '',
  confirmPassword: '',
  numberRange: ['', ''],
};

/** The single-line fields whose surrounding spaces mean nothing: checked and submitted trimmed. */
const TRIMMED = ['text', 'number', 'amount', 'mobile', 'email', 'idCard', 'url'] as const;

export function normalise(values: FormDemoValues): FormDemoValues {
  const next = { ...values, numberRange: [values.numberRange[0].trim(), values.numberRange[1].trim()] as [string, string] };
  for (const key of TRIMMED) next[key] = values[key].trim();
  return next;
}

/**
 * A resident identity card number of the current 18-character form (GB 11643-1999): 17 digits, the
 * first not 0, a real birth date, and the ISO 7064 MOD 11-2 check character (0–9 or X). The checksum
 * is the shared isIdCard's, which alone also accepts the old 15-digit form.
 */
export function isIdCard18(value: string): boolean {
  return /^\d{17}[\dXx]$/.test(value) && isIdCard(value);
}

/** Two decimals at most, not negative. */
export const isAmount = (value: string): boolean => /^\d+(?:\.\d{1,2})?$/.test(value);

/** The amount as the input keeps it once left: two decimals at most (as the product's amount fields). */
export function roundAmount(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '' || !Number.isFinite(Number(trimmed))) return text;
  return String(Number(Number(trimmed).toFixed(2)));
}

const isNumber = (value: string) => /^-?\d+(?:\.\d+)?$/.test(value);

const on = (value: unknown): boolean => value === 1 || value === true || value === '1';

/** Used while the system's configuration sets no password strength, so the rules can be seen at work. */
export const DEMO_POLICY: PasswordPolicy = {
  passwordStrengthLimit: 1,
  passwordLengthMin: 1,
  passwordLengthMinNumber: 8,
  containsNumbers: 1,
  includeLowercaseLetters: 1,
  includeUppercaseLetters: 1,
  containsCharacters: 0,
};

/** The system's password policy when it limits strength, else the demonstration one. */
export function passwordPolicyOf(system: PasswordPolicy | null | undefined): { policy: PasswordPolicy; fromSystem: boolean } {
  return system && on(system.passwordStrengthLimit) ? { policy: system, fromSystem: true } : { policy: DEMO_POLICY, fromSystem: false };
}

/** The policy's rules as message keys of `formDemo.help` with their options, in passwordBreach's order. */
export function policyParts(policy: PasswordPolicy): { key: string; options?: Record<string, unknown> }[] {
  const parts: { key: string; options?: Record<string, unknown> }[] = [];
  if (!on(policy.passwordStrengthLimit)) return parts;
  const min = Number(policy.passwordLengthMinNumber ?? 0);
  if (on(policy.passwordLengthMin) && Number.isFinite(min) && min > 0) parts.push({ key: 'policyMin', options: { min } });
  if (on(policy.containsNumbers)) parts.push({ key: 'policyDigit' });
  if (on(policy.includeLowercaseLetters)) parts.push({ key: 'policyLower' });
  if (on(policy.includeUppercaseLetters)) parts.push({ key: 'policyUpper' });
  if (on(policy.containsCharacters)) parts.push({ key: 'policySymbol' });
  return parts;
}

type Options = Record<string, unknown>;
/** A message of `formDemo.rules`, translated when the rule runs (a language switch applies at once). */
const message = (key: string, options: () => Options = () => ({})) => () => t(`system:formDemo.rules.${key}`, options());
const label = (field: keyof FormDemoValues) => () => ({ label: t(`system:formDemo.fields.${field}`) });
/** {{label}}不能为空, as the product's designed forms say it. */
const required = (field: keyof FormDemoValues) => requiredRule(message('required', label(field)));

const BREACH_KEYS = { needsDigit: 'passwordNeedsDigit', needsLower: 'passwordNeedsLower', needsUpper: 'passwordNeedsUpper', needsSymbol: 'passwordNeedsSymbol' } as const;

/** The shared password policy (passwordBreach, which the server applies to new passwords) in this page's words. */
function passwordRule(policy: PasswordPolicy): FieldRule {
  return (value) => {
    if (typeof value !== 'string' || value === '') return null;
    const breach = passwordBreach(value, policy);
    if (!breach || breach.rule === 'required') return null;
    if (breach.rule === 'tooShort') return t('system:formDemo.rules.passwordTooShort', { min: breach.min });
    if (breach.rule === 'tooLong') return t('system:formDemo.rules.passwordTooLong', { max: breach.max });
    return t(`system:formDemo.rules.${BREACH_KEYS[breach.rule]}`);
  };
}

/** Both ends optional; each a number in the range, the first not above the second. */
const numberRangeRule: FieldRule = (value) => {
  const [from = '', to = ''] = value as readonly string[];
  const ends = [from, to].filter((end) => end !== '');
  if (ends.some((end) => !isNumber(end) || Number(end) < RANGE_MIN || Number(end) > RANGE_MAX)) {
    return t('system:formDemo.rules.rangeNumber', { min: RANGE_MIN, max: RANGE_MAX });
  }
  return ends.length === 2 && Number(from) > Number(to) ? t('system:formDemo.rules.rangeOrder') : null;
};

const integerIn = (min: number, max: number) => (value: string) => /^-?\d+$/.test(value) && Number(value) >= min && Number(value) <= max;

/** The rules of the (normalised) values; the confirmation compares with the password of the same values. */
export function formDemoRules(values: FormDemoValues, policy: PasswordPolicy): FormRules<FormDemoValues> {
  return {
    text: [required('text'), maxLengthRule(TEXT_MAX, message('textMax', () => ({ ...label('text')(), max: TEXT_MAX })))],
    textarea: [maxLengthRule(TEXTAREA_MAX, message('textMax', () => ({ ...label('textarea')(), max: TEXTAREA_MAX })))],
    number: [patternRule(integerIn(NUMBER_MIN, NUMBER_MAX), message('integerRange', () => ({ ...label('number')(), min: NUMBER_MIN, max: NUMBER_MAX })))],
    amount: [patternRule(isAmount, message('amountFormat'))],
    select: [required('select')],
    date: [required('date')],
    organize: [required('organize')],
    // The shared mobile rule (MOBILE_PATTERN) with the shared message 请输入正确的手机号码.
    mobile: [required('mobile'), mobileRule()],
    email: [required('email'), patternRule(isEmail, message('email'))],
    idCard: [patternRule(isIdCard18, message('idCard'))],
    url: [patternRule(isUrl, message('url'))],
    password: [required('password'), passwordRule(policy)],
    confirmPassword: [required('confirmPassword'), (value) => (value === values.password ? null : t('system:formDemo.rules.mismatch'))],
    numberRange: [numberRangeRule],
  };
}

/** The names of the fields with a requiredRule: their rows carry the asterisk. */
export function requiredFields(rules: FormRules<FormDemoValues>): ReadonlySet<string> {
  return new Set(Object.entries(rules).filter(([, list]) => (list as readonly FieldRule[] | undefined)?.some(isRequiredRule)).map(([name]) => name));
}

export function validateFormDemo(values: FormDemoValues, policy: PasswordPolicy): FormErrors<FormDemoValues> {
  const normalised = normalise(values);
  return validateForm(normalised, formDemoRules(normalised, policy));
}

const numberOf = (text: string): number | null => (text === '' ? null : Number(text));

/** What a submit hands over, typed as a form would send it (numbers as numbers); passwords masked. */
export function submission(values: FormDemoValues) {
  const v = normalise(values);
  return {
    text: v.text,
    textarea: v.textarea,
    number: numberOf(v.number),
    amount: numberOf(v.amount),
    switch: v.switch,
    radio: v.radio,
    checkbox: v.checkbox,
    select: v.select,
    selectMultiple: v.selectMultiple,
    date: v.date,
    time: v.time,
    dateTime: v.dateTime,
    rating: v.rating,
    range: v.range,
    color: v.color,
    users: v.users,
    organize: v.organize,
    area: v.area[0] ?? [],
    industry: v.industry,
    files: v.files.map(({ name, fileId }) => ({ name, fileId })),
    images: v.images.map(({ name, fileId }) => ({ name, fileId })),
    richText: v.richText,
    mobile: v.mobile,
    email: v.email,
    idCard: v.idCard.toUpperCase(),
    url: v.url,
    password: v.password === '' ? '' : PASSWORD_MASK,
    confirmPassword: v.confirmPassword === '' ? '' : PASSWORD_MASK,
    numberRange: v.numberRange.map(numberOf),
  };
}

export type FormDemoSubmission = ReturnType<typeof submission>;
