import { setLocale } from '@atrium/shared';
import { registerOnlineDevTranslations } from '../i18n';
import { field, leaveForm, subTable } from '../testing/factories';
import { compilePattern, fieldError, validateRecord } from './validation';

beforeAll(async () => {
  setLocale('zh');
  await registerOnlineDevTranslations();
});

describe('validateRecord (spec section 5)', () => {
  it('says which required fields are empty: null, blank, an empty list and an empty range all count', () => {
    const errors = validateRecord(leaveForm(), { billNo: '', reason: '   ', days: null, period: [], leaveType: '', approver: undefined, expenses: [], allowance: 0 });
    expect(errors).toEqual({ reason: '请假事由不能为空', days: '请假天数不能为空', period: '请假时间不能为空', approver: '审批人不能为空' });
  });

  it('tests regList patterns only when there is a value, and shows the rule’s own message', () => {
    const base = { days: 1, period: [1, 2], approver: 'u1', expenses: [] };
    expect(validateRecord(leaveForm(), { ...base, reason: '病' })).toEqual({ reason: '事由至少2个字' });
    expect(validateRecord(leaveForm(), { ...base, reason: '看病' })).toEqual({});
    const optional = field('comInput', 'phone', '电话', {}, { regList: [{ pattern: '^1[3-9]\\d{9}$', message: '请正确输入手机号码' }] });
    expect(validateRecord([optional], { phone: '' })).toEqual({});
    expect(validateRecord([optional], { phone: '123' })).toEqual({ phone: '请正确输入手机号码' });
  });

  it('checks every sub-table cell: a required blank cell says it cannot be empty, the table fails if any cell does', () => {
    const errors = validateRecord(leaveForm(), {
      reason: '看病',
      days: 1,
      period: [1, 2],
      approver: 'u1',
      expenses: [{ item: '车票', amount: 10 }, { item: '', amount: 5 }, { item: null }],
    });
    expect(errors).toEqual({ 'expenses.1.item': '项目不能为空', 'expenses.2.item': '项目不能为空' });
  });

  it('a required sub-table needs at least one row', () => {
    const table = subTable('rows', '明细', [field('comInput', 'a', 'A')]);
    table.__config__.required = true;
    expect(validateRecord([table], { rows: [] })).toEqual({ rows: '明细不能为空' });
  });

  it('skips hidden, system, bill-rule and calculated fields', () => {
    const fields = [
      field('comInput', 'hidden', '隐藏', {}, { required: true }),
      field('createUser', 'creator', '创建人', {}, { required: true }),
      field('billRule', 'no', '编号', {}, { required: true }),
      field('calculate', 'sum', '合计', {}, { required: true, expression: '1' }),
      field('comInput', 'shown', '显示', {}, { required: true }),
    ];
    expect(validateRecord(fields, {}, (item) => item.__vModel__ !== 'hidden')).toEqual({ shown: '显示不能为空' });
  });
});

describe('patterns', () => {
  it('reads JNPF /…/flags patterns and bare ones; a broken pattern is skipped with one warning', () => {
    expect(compilePattern('/^abc$/i')?.test('ABC')).toBe(true);
    expect(compilePattern('/^a$/g')?.flags).toBe('');
    expect(compilePattern('^\\d+$')?.test('12')).toBe(true);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(compilePattern('/(unclosed/')).toBeNull();
    compilePattern('/(unclosed/');
    expect(warn).toHaveBeenCalledTimes(1);
    const broken = field('comInput', 'x', 'X', {}, { regList: [{ pattern: '/(unclosed/', message: 'never' }] });
    expect(fieldError(broken, 'anything')).toBeNull();
    warn.mockRestore();
  });
});
