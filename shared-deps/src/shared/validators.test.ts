import { setLocale } from './i18n';
import {
  digitsRule,
  isAccount,
  isAlphabets,
  isCarPlate,
  isChinese,
  isCode,
  isDigitsCode,
  isEmail,
  isExternalLink,
  isFieldName,
  isHalfStep,
  isIdCard,
  isLowerCase,
  isMobile,
  isName,
  isPassword,
  isPositiveInteger,
  isUpperCase,
  isUrl,
  maxLengthRule,
  mobileRule,
  nameRule,
  patternRule,
  positiveIntegerRule,
  requiredRule,
  isRequiredRule,
  sortCodeRule,
  validateValue,
} from './validators';

beforeEach(() => setLocale('zh'));

function cases(name: string, check: (v: string) => boolean, valid: string[], invalid: string[]): void {
  describe(name, () => {
    it.each(valid)('accepts %p', (v) => expect(check(v)).toBe(true));
    it.each(invalid)('refuses %p', (v) => expect(check(v)).toBe(false));
  });
}

cases('isMobile', isMobile, ['13800138000', '19912345678', '15000000000'], ['12800138000', '1380013800', '138001380001', '23800138000', '1380013800a', '', ' 13800138000']);
cases('isPassword', isPassword, ['abc123', 'A1b2C3d4', 'a1b2c3d4e5f6g7h8'], ['123456', 'abcdef', 'ab12', 'a1b2c3d4e5f6g7h8i', 'abc 123', 'abc12!', '']);
cases(
  'isIdCard',
  isIdCard,
  ['11010519491231002X', '11010519491231002x', '440304199001011233', '320106200002290019', '110105491231002'],
  [
    '110105194912310021', // wrong check code
    '440304199001011234', // wrong check code
    '320106200102290012', // 2001-02-29 does not exist
    '110101203012310012', // born in the future (checksum right)
    '01010519491231002X', // starts with 0
    '110105491331002', // month 13
    '1101051949123100', // 16 characters
    '',
  ],
);
cases('isEmail', isEmail, ['a@b.cn', 'first.last+tag@mail.example.com', 'x_y-z@sub-domain.org'], ['a@b', '@b.com', 'a@.com', '.a@b.com', 'a.@b.com', 'a..b@c.com', 'a b@c.com', 'a@b.c', 'a@-b.com']);
cases(
  'isCarPlate',
  isCarPlate,
  ['京A12345', '粤B1234学', '沪AF1234', '京AD12345', '粤BF12345', '粤B12345D', '苏E1234警', '使014578', '粤Z1234港', '京AD1234'],
  ['京A1234', '京A123456', '京AI2345', 'AA12345', '京112345', '京AD123', '京AX12345', '京A12345L', '京AO1234', ''],
);
cases('isChinese', isChinese, ['中文', '龍', '㐀'], ['中文a', '中 文', '', '，']);
cases('isCode', isCode, ['a', 'abc.def', 'A1.b2.C3', 'v1..2'], ['.abc', 'abc.', '.', 'a-b', 'a_b', 'a b', '编码', '']);
cases('isAccount', isAccount, ['admin', 'Admin01', '123'], ['ad min', 'admin@x', 'ad_min', '管理员', '']);
cases('isName', isName, ['研发部', 'Sales Team', '研发部(北京)', 'C++ 组'], ['   ', '', 'a@b', '名称!', '名称；', 'a\u200Bb', 'a<b>']);
cases('isDigitsCode', isDigitsCode, ['0', '000123', '42'], ['', '1.5', '-1', '1a', ' 1']);
cases('isFieldName', isFieldName, ['a', 'F_field_1', 'abc123'], ['1abc', '_abc', 'a-b', 'a b', '']);
cases('isExternalLink', isExternalLink, ['http://a.com', 'https://a.com', 'mailto:a@b.com', 'tel:10086', 'HTTPS://A.COM'], ['ftp://a.com', 'javascript:alert(1)', '/internal', 'www.a.com', '']);
cases('isUrl', isUrl, ['http://a.com', 'https://a.com:8080/p?q=1#h', 'http://localhost'], ['a.com', 'ftp://a.com', 'http://', 'https://a .com', 'javascript:alert(1)', '']);
cases('isLowerCase', isLowerCase, ['abc'], ['aBc', 'abc1', '']);
cases('isUpperCase', isUpperCase, ['ABC'], ['AbC', 'ABC1', '']);
cases('isAlphabets', isAlphabets, ['abcXYZ'], ['abc1', 'a b', '']);

describe('isHalfStep', () => {
  it.each(['0', '1', '2.5', '2.0', '10'])('accepts %p', (v) => expect(isHalfStep(v)).toBe(true));
  it.each(['2.3', '2.50', '-1', '.5', '1.', 'a', ''])('refuses %p', (v) => expect(isHalfStep(v)).toBe(false));
  it('checks numbers too', () => {
    expect([isHalfStep(1.5), isHalfStep(3), isHalfStep(0.25), isHalfStep(-0.5), isHalfStep(Number.NaN)]).toEqual([true, true, false, false, false]);
  });
});

describe('isPositiveInteger', () => {
  it.each(['1', '9', '10', '123456789'])('accepts %p', (v) => expect(isPositiveInteger(v)).toBe(true));
  it.each(['0', '01', '-1', '1.5', '+1', ''])('refuses %p', (v) => expect(isPositiveInteger(v)).toBe(false));
  it('checks numbers too', () => {
    expect([isPositiveInteger(3), isPositiveInteger(0), isPositiveInteger(2.5), isPositiveInteger(-4)]).toEqual([true, false, false, false]);
  });
});

describe('requiredRule', () => {
  const rule = requiredRule('请输入名称');
  it('is known as the required rule (forms mark its fields), other rules are not', () => {
    expect(isRequiredRule(rule)).toBe(true);
    expect(isRequiredRule(maxLengthRule(5))).toBe(false);
    expect(isRequiredRule(() => null)).toBe(false);
  });
  it.each([[null], [undefined], [''], ['   '], ['\u3000'], [[]]])('fails on %p with the given message', (v) => {
    expect(rule(v)).toBe('请输入名称');
  });
  it.each([['a'], [0], [false], [['x']]])('passes %p', (v) => expect(rule(v)).toBeNull());
  it('defaults to the translated "cannot be empty"', () => {
    expect(requiredRule()('')).toBe('不能为空');
    setLocale('en');
    expect(requiredRule()('')).toBe('Cannot be empty');
  });
});

describe('maxLengthRule', () => {
  const rule = maxLengthRule(50, '名称最多为50个字符！');
  it('counts code points: 50 emoji pass, 51 characters fail', () => {
    expect(rule('😀'.repeat(50))).toBeNull();
    expect(rule('a'.repeat(50))).toBeNull();
    expect(rule('a'.repeat(51))).toBe('名称最多为50个字符！');
    expect(rule('😀'.repeat(51))).toBe('名称最多为50个字符！');
  });
  it('lets non-text values pass and has a translated default', () => {
    expect(rule(null)).toBeNull();
    expect(maxLengthRule(2)('abc')).toBe('最多为2个字符');
  });
});

describe('sortCodeRule', () => {
  const rule = sortCodeRule();
  it.each([[0], [999999], ['42'], [''], [null]])('passes %p', (v) => expect(rule(v)).toBeNull());
  it.each([[-1], [1000000], [1.5], ['1.5'], ['abc'], ['-3'], [Number.NaN]])('fails %p', (v) => {
    expect(rule(v)).toBe('排序只能是0到999999之间的整数');
  });
});

describe('nameRule', () => {
  it('refuses blank names and hidden characters with clear translated messages', () => {
    const rule = nameRule();
    expect(rule('   ')).toBe('不能只包含空格');
    expect(rule('研发\u200B部')).toBe('不能包含隐藏字符');
    expect(rule('a\u202Eb')).toBe('不能包含隐藏字符');
    setLocale('en');
    expect(rule('   ')).toBe('Cannot consist of spaces only');
  });
  it('lets empty values (required is separate) and symbols pass by default', () => {
    expect(nameRule()('')).toBeNull();
    expect(nameRule()('a@b')).toBeNull();
  });
  it('refuses special symbols when asked', () => {
    expect(nameRule({ noSymbols: true })('a@b')).toBe('不能包含特殊符号');
    expect(nameRule({ noSymbols: true, symbolsMessage: '名称不能含有特殊符号' })('名称!')).toBe('名称不能含有特殊符号');
    expect(nameRule({ noSymbols: true })('研发部(北京)')).toBeNull();
  });
});

describe('message rules', () => {
  it('mobileRule says the translated mobile message', () => {
    expect(mobileRule()('123')).toBe('请输入正确的手机号码');
    setLocale('en');
    expect(mobileRule()('123')).toBe('Please enter your mobile number correctly');
    expect(mobileRule()('13800138000')).toBeNull();
    expect(mobileRule()('')).toBeNull();
  });
  it('positiveIntegerRule and digitsRule', () => {
    setLocale('en');
    expect(positiveIntegerRule()('0')).toBe('Only positive integers');
    expect(positiveIntegerRule()(5)).toBeNull();
    expect(digitsRule()('12a')).toBe('Only numbers can be entered');
    expect(digitsRule()('0012')).toBeNull();
  });
  it('patternRule wraps any predicate', () => {
    const rule = patternRule(isCode, '编码格式不正确');
    expect(rule('.a')).toBe('编码格式不正确');
    expect(rule('a.b')).toBeNull();
  });
  it('validateValue returns the first failing message', () => {
    const rules = [requiredRule('请输入编码'), maxLengthRule(3, '太长'), patternRule(isCode, '格式')];
    expect(validateValue('', rules)).toBe('请输入编码');
    expect(validateValue('abcd', rules)).toBe('太长');
    expect(validateValue('.a', rules)).toBe('格式');
    expect(validateValue('a.b', rules)).toBeNull();
  });
});
