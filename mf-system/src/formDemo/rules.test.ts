// 表单示例's checks without the page: the ID card checksum, the password policy, and what a submit hands over.
import { setLocale } from '@atrium/shared';
import { registerSystemTranslations } from '../i18n';
import {
  DEFAULTS,
  DEMO_POLICY,
  isAmount,
  isIdCard18,
  passwordPolicyOf,
  PASSWORD_MASK,
  policyParts,
  roundAmount,
  submission,
  validateFormDemo,
  type FormDemoValues,
} from './rules';

beforeAll(async () => {
  setLocale('zh');
  await registerSystemTranslations();
});

/** The smallest valid form: every required field filled. */
const valid = (overrides: Partial<FormDemoValues> = {}): FormDemoValues => ({
  ...DEFAULTS,
  text: '标题',
  select: 'o2',
  date: '2026-03-01',
  organize: ['d1'],
  mobile: '13800138000',
  email: 'name@example.com',
  password: 'Abcdefg1',
  confirmPassword: 'Abcdefg1',
  ...overrides,
});

describe('isIdCard18 (GB 11643: 17 digits and the ISO 7064 MOD 11-2 check character)', () => {
  it('accepts numbers whose check character matches, X included, in either case', () => {
    expect(isIdCard18('110101199003070011')).toBe(true);
    expect(isIdCard18('11010519491231002X')).toBe(true);
    expect(isIdCard18('11010519491231002x')).toBe(true);
  });

  it('refuses a wrong check character, a wrong X, a birth date that does not exist, and the old 15-digit form', () => {
    expect(isIdCard18('110101199003070012')).toBe(false);
    expect(isIdCard18('110101199003070019')).toBe(false);
    expect(isIdCard18('11010119900307001X')).toBe(false); // the check character is 1
    expect(isIdCard18('110101199002300016')).toBe(false); // 30 February
    expect(isIdCard18('110101900307001')).toBe(false); // valid as a 15-digit number, but not 18
    expect(isIdCard18('01010119900307001X')).toBe(false);
    expect(isIdCard18('1101011990030700111')).toBe(false);
  });
});

it('amounts: not negative, two decimals at most; leaving the input rounds to the fen', () => {
  expect(isAmount('12')).toBe(true);
  expect(isAmount('12.5')).toBe(true);
  expect(isAmount('12.05')).toBe(true);
  expect(isAmount('12.345')).toBe(false);
  expect(isAmount('-1')).toBe(false);
  expect(roundAmount('1.234')).toBe('1.23');
  expect(roundAmount('1.235')).toBe('1.24');
  expect(roundAmount('7')).toBe('7');
  expect(roundAmount('')).toBe('');
});

it('the password policy is the system’s when it limits strength, else the demonstration one', () => {
  expect(passwordPolicyOf(null)).toEqual({ policy: DEMO_POLICY, fromSystem: false });
  expect(passwordPolicyOf({ passwordStrengthLimit: 0, passwordLengthMin: 1, passwordLengthMinNumber: 12 })).toEqual({ policy: DEMO_POLICY, fromSystem: false });
  const system = { passwordStrengthLimit: 1, passwordLengthMin: 1, passwordLengthMinNumber: 6, containsCharacters: 1 };
  expect(passwordPolicyOf(system)).toEqual({ policy: system, fromSystem: true });
  expect(policyParts(DEMO_POLICY).map((part) => part.key)).toEqual(['policyMin', 'policyDigit', 'policyLower', 'policyUpper']);
  expect(policyParts(system)).toEqual([{ key: 'policyMin', options: { min: 6 } }, { key: 'policySymbol' }]);
});

it('a filled form is valid; surrounding spaces of single-line fields do not count', () => {
  expect(validateFormDemo(valid(), DEMO_POLICY)).toEqual({});
  expect(validateFormDemo(valid({ mobile: ' 13800138000 ', email: ' name@example.com' }), DEMO_POLICY)).toEqual({});
  expect(validateFormDemo(valid({ text: '   ' }), DEMO_POLICY)).toEqual({ text: '单行文本不能为空' });
  expect(validateFormDemo(valid({ text: '长'.repeat(51) }), DEMO_POLICY)).toEqual({ text: '单行文本最多为50个字符' });
  // Counted in code points, as the shared maxLengthRule counts: 50 emoji are 50 characters.
  expect(validateFormDemo(valid({ text: '😀'.repeat(50) }), DEMO_POLICY)).toEqual({});
});

it('a submit hands over numbers as numbers, the area path, files by name and id, and no password', () => {
  const file = { name: '方案.pdf', fileId: 'f1', url: '/api/file/Signed/x', fileSize: 9, fileExtension: 'pdf' };
  const result = submission(valid({ number: '42', amount: '1.5', area: [['110000', '110100']], files: [file], idCard: '11010519491231002x', numberRange: ['10', ''] }));
  expect(result).toMatchObject({
    text: '标题',
    number: 42,
    amount: 1.5,
    area: ['110000', '110100'],
    files: [{ name: '方案.pdf', fileId: 'f1' }],
    idCard: '11010519491231002X',
    password: PASSWORD_MASK,
    confirmPassword: PASSWORD_MASK,
    numberRange: [10, null],
  });
  expect(JSON.stringify(result)).not.toContain('Abcdefg1');
  expect(submission(DEFAULTS)).toMatchObject({ number: null, amount: null, area: [], password: '', numberRange: [null, null] });
});
