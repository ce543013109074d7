import { EMAIL_PATTERN, MOBILE_PATTERN, hasSpecialSymbols, isAccount, isEnCode } from './patterns';
import { CODE_MAX, NAME_MAX, SORT_MAX, SORT_MIN } from './limits';
import * as rules from './index';

describe('isEnCode', () => {
  it.each(['a', 'sex', 'BusinessType', 'system.dictionary', 'a1.b2.c3', '123'])('accepts %s', (s) => {
    expect(isEnCode(s)).toBe(true);
  });

  it.each(['', '.a', 'a.', '.', 'a b', 'a_b', 'a-b', '字典', 'a/b'])('refuses %p', (s) => {
    expect(isEnCode(s)).toBe(false);
  });
});

describe('isAccount', () => {
  it('accepts letters and digits only', () => {
    expect(isAccount('admin')).toBe(true);
    expect(isAccount('zhang3')).toBe(true);
    expect(isAccount('')).toBe(false);
    expect(isAccount('a.b')).toBe(false);
    expect(isAccount('张三')).toBe(false);
  });
});

describe('hasSpecialSymbols', () => {
  it.each(['性别', 'Sales - EMEA', '研发部(北京)', 'C++ 组', 'snake_case', 'v1.2', '😀'])('allows %s', (s) => {
    expect(hasSpecialSymbols(s)).toBe(false);
  });

  it.each(['a@b', 'a#b', 'a/b', 'a<b', 'a;b', "a'b", 'a"b', '名称！', '名称，', '【名称】', 'a\\b'])('refuses %s', (s) => {
    expect(hasSpecialSymbols(s)).toBe(true);
  });
});

describe('MOBILE_PATTERN and EMAIL_PATTERN', () => {
  it.each(['13800000000', '19912345678'])('accepts the mobile %s', (s) => expect(MOBILE_PATTERN.test(s)).toBe(true));
  it.each(['12800000000', '1380000000', '138000000000', '+8613800000000'])('refuses the mobile %s', (s) => expect(MOBILE_PATTERN.test(s)).toBe(false));
  it.each(['a@b.cn', 'first.last+tag@mail.example.com'])('accepts the email %s', (s) => expect(EMAIL_PATTERN.test(s)).toBe(true));
  it.each(['a@b', 'a@@b.cn', '.a@b.cn', 'a@-b.cn', 'a b@c.cn'])('refuses the email %s', (s) => expect(EMAIL_PATTERN.test(s)).toBe(false));
});

describe('limits and the index', () => {
  it('exposes the limits of spec section 9', () => {
    expect([NAME_MAX, CODE_MAX, SORT_MIN, SORT_MAX]).toEqual([50, 50, 0, 999999]);
  });

  it('re-exports every rule', () => {
    expect(Object.keys(rules).sort()).toEqual([
      'ACCOUNT_PATTERN', 'CHANNEL_SETTINGS', 'CODE_MAX', 'EMAIL_PATTERN', 'EN_CODE_PATTERN', 'MOBILE_PATTERN', 'NAME_MAX', 'PASSWORD_MAX', 'PLACEHOLDER_PATTERN', 'SORT_MAX', 'SORT_MIN',
      'hasHiddenCharacters', 'hasSpecialSymbols', 'isAccount', 'isBlank', 'isEnCode', 'passwordBreach', 'templateParams', 'textLength',
    ]);
  });
});
