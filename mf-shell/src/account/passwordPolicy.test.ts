import type { SysConfig } from '@atrium/shared';
import { checkPassword, mustChangePassword } from './passwordPolicy';

// The messages of spec section 5, keyed as the locale files key them.
const zh: Record<string, string> = {
  'password.oldRequired': '旧密码不能为空',
  'password.newRequired': '新密码不能为空',
  'password.tooShort': '新密码长度不能小于{{min}}位',
  'password.needsDigit': '新密码必须包含数字',
  'password.needsLower': '新密码必须包含小写字母',
  'password.needsUpper': '新密码必须包含大写字母',
  'password.needsSymbol': '新密码必须包含字符',
  'password.repeatRequired': '重复密码不能为空',
  'password.mismatch': '两次密码输入不一致',
  'password.codeRequired': '验证码不能为空',
  'password.tooLong': '新密码最多为{{max}}个字符',
};
const t = (key: string, options?: Record<string, unknown>) => (zh[key] ?? key).replace('{{min}}', String(options?.min ?? '')).replace('{{max}}', String(options?.max ?? ''));

const strict: SysConfig = {
  passwordStrengthLimit: 1,
  passwordLengthMin: 1,
  passwordLengthMinNumber: 8,
  containsNumbers: 1,
  includeLowercaseLetters: 1,
  includeUppercaseLetters: 1,
  containsCharacters: 1,
} as SysConfig;

describe('checkPassword', () => {
  it('requires every field with the spec messages', () => {
    expect(checkPassword({ oldPassword: '', password: '', password2: '', code: ' ' }, strict, t)).toEqual({
      oldPassword: '旧密码不能为空',
      password: '新密码不能为空',
      password2: '重复密码不能为空',
      code: '验证码不能为空',
    });
  });

  it.each([
    ['Ab1!', '新密码长度不能小于8位'],
    ['abcdefg!', '新密码必须包含数字'],
    ['ABCDEFG1!', '新密码必须包含小写字母'],
    ['abcdefg1!', '新密码必须包含大写字母'],
    ['Abcdefg12', '新密码必须包含字符'],
  ])('applies the strength policy: %s → %s', (password, message) => {
    expect(checkPassword({ oldPassword: 'old', password, password2: password, code: 'AB12' }, strict, t)).toEqual({ password: message });
  });

  it('accepts a password that meets every rule, and compares the repeat', () => {
    expect(checkPassword({ oldPassword: 'old', password: 'Abcdefg1!', password2: 'Abcdefg1!', code: 'AB12' }, strict, t)).toEqual({});
    expect(checkPassword({ oldPassword: 'old', password: 'Abcdefg1!', password2: 'Abcdefg1?', code: 'AB12' }, strict, t)).toEqual({ password2: '两次密码输入不一致' });
  });

  it('applies no strength rule when the policy is off', () => {
    const off = { ...strict, passwordStrengthLimit: 0 } as SysConfig;
    expect(checkPassword({ oldPassword: 'old', password: 'a', password2: 'a', code: 'AB12' }, off, t)).toEqual({});
  });

  it('refuses more than 64 characters whatever the policy (what the server can decrypt)', () => {
    const long = 'a'.repeat(65);
    expect(checkPassword({ oldPassword: 'o', password: long, password2: long, code: 'AB12' }, null, t)).toEqual({ password: '新密码最多为64个字符' });
  });

  it('counts the minimum length in characters, not UTF-16 units', () => {
    const lengthOnly = { passwordStrengthLimit: 1, passwordLengthMin: 1, passwordLengthMinNumber: 3 } as SysConfig;
    expect(checkPassword({ oldPassword: 'o', password: '😀😀', password2: '😀😀', code: 'AB12' }, lengthOnly, t)).toEqual({ password: '新密码长度不能小于3位' });
  });
});

describe('mustChangePassword', () => {
  it('forces the change only for a never-changed password when the system requires it', () => {
    const requires = { mandatoryModificationOfInitialPassword: 1 } as SysConfig;
    expect(mustChangePassword({ changePasswordDate: null }, requires)).toBe(true);
    expect(mustChangePassword({ changePasswordDate: 1700000000000 }, requires)).toBe(false);
    expect(mustChangePassword({ changePasswordDate: null }, { mandatoryModificationOfInitialPassword: 0 } as SysConfig)).toBe(false);
    expect(mustChangePassword(null, requires)).toBe(false);
  });
});
