import { setLocale } from '@atrium/shared';
import { validateForm } from '@atrium/ui';
import { baseInfoRules, type BaseInfoForm } from './baseInfoRules';

// The rules take the translator as a parameter; echoing keys shows which message each rule picks.
const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);

const valid: BaseInfoForm = {
  realName: '张三', gender: '1', mobilePhone: '', telePhone: '', email: '', birthday: '', postalAddress: '', signature: '',
};

beforeAll(() => {
  setLocale('zh');
});

describe('baseInfoRules', () => {
  it('accepts a name alone', () => {
    expect(validateForm(valid, baseInfoRules(t))).toEqual({});
  });

  it('requires the name and limits it to 50 characters', () => {
    expect(validateForm({ ...valid, realName: '  ' }, baseInfoRules(t)).realName).toBe('base.realNameRequired');
    expect(validateForm({ ...valid, realName: '名'.repeat(51) }, baseInfoRules(t)).realName).toBe('base.realNameTooLong {"max":50}');
  });

  it('checks mobile number and email only when given', () => {
    const errors = validateForm({ ...valid, mobilePhone: '12345678901', email: 'a@b' }, baseInfoRules(t));
    expect(errors.mobilePhone).toBe('请输入正确的手机号码');
    expect(errors.email).toBe('base.emailFormat');
    expect(validateForm({ ...valid, mobilePhone: '13812345678', email: 'a@example.com' }, baseInfoRules(t))).toEqual({});
  });

  it('refuses a birthday in the future', () => {
    const nextYear = `${new Date().getFullYear() + 1}-01-01`;
    expect(validateForm({ ...valid, birthday: nextYear }, baseInfoRules(t)).birthday).toBe('base.birthdayFuture');
    expect(validateForm({ ...valid, birthday: '1990-05-01' }, baseInfoRules(t))).toEqual({});
  });
});
