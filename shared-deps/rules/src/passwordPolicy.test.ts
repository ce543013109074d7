import { PASSWORD_MAX, passwordBreach, type PasswordPolicy } from './passwordPolicy';

const strict: PasswordPolicy = {
  passwordStrengthLimit: 1,
  passwordLengthMin: 1,
  passwordLengthMinNumber: 8,
  containsNumbers: 1,
  includeLowercaseLetters: 1,
  includeUppercaseLetters: 1,
  containsCharacters: 1,
};

describe('passwordBreach', () => {
  it('needs a password, and at most PASSWORD_MAX code points, whatever the policy', () => {
    expect(passwordBreach('', null)).toEqual({ rule: 'required' });
    expect(passwordBreach('😀'.repeat(PASSWORD_MAX), null)).toBeNull();
    expect(passwordBreach('a'.repeat(PASSWORD_MAX + 1), null)).toEqual({ rule: 'tooLong', max: PASSWORD_MAX });
  });

  it('accepts anything else when the strength limit is off', () => {
    expect(passwordBreach('1', { ...strict, passwordStrengthLimit: 0 })).toBeNull();
    expect(passwordBreach('1', null)).toBeNull();
  });

  it.each([
    ['Ab1!', { rule: 'tooShort', min: 8 }],
    ['abcdefg!', { rule: 'needsDigit' }],
    ['ABCDEFG1!', { rule: 'needsLower' }],
    ['abcdefg1!', { rule: 'needsUpper' }],
    ['Abcdefg12', { rule: 'needsSymbol' }],
  ])('reports the first broken rule of %s', (password, breach) => {
    expect(passwordBreach(password, strict)).toEqual(breach);
  });

  it('accepts a password that meets every switch, with switches stored as strings or booleans', () => {
    expect(passwordBreach('Abcdef1!', strict)).toBeNull();
    const stored: PasswordPolicy = { passwordStrengthLimit: '1', passwordLengthMin: true, passwordLengthMinNumber: '10', containsNumbers: '1' };
    expect(passwordBreach('abcdefgh1', stored)).toEqual({ rule: 'tooShort', min: 10 });
    expect(passwordBreach('abcdefghij', stored)).toEqual({ rule: 'needsDigit' });
  });

  it('counts length in code points and ignores the minimum when its switch is off', () => {
    expect(passwordBreach('密码密码密码密码', { passwordStrengthLimit: 1, passwordLengthMin: 1, passwordLengthMinNumber: 8 })).toBeNull();
    expect(passwordBreach('ab', { passwordStrengthLimit: 1, passwordLengthMin: 0, passwordLengthMinNumber: 8 })).toBeNull();
  });
});
