import { setLocale } from './i18n';
import { abbreviate, chineseAmount, formatDate, relativeTime, thousands, toDate } from './formatters';

beforeEach(() => setLocale('zh'));

const NOW = new Date(2024, 5, 15, 12, 0, 0).getTime();
const ago = (seconds: number): number => NOW - seconds * 1000;
const MIN = 60;
const HOUR = 3600;
const DAY = 86400;

describe('relativeTime', () => {
  it.each([
    [0, '刚刚'],
    [29, '刚刚'],
    [30, '1分钟前'],
    [119, '1分钟前'],
    [5 * MIN, '5分钟前'],
    [HOUR - 1, '59分钟前'],
    [HOUR, '1小时前'],
    [23 * HOUR + 59 * MIN, '23小时前'],
    [DAY, '1天前'],
    [2 * DAY - 1, '1天前'],
    [2 * DAY, '2天前'],
    [6 * DAY + HOUR, '6天前'],
    [7 * DAY, '1周前'],
    [27 * DAY, '3周前'],
    [28 * DAY, '1个月前'],
    [65 * DAY, '2个月前'],
    [119 * DAY, '3个月前'],
  ])('%i s ago is %s', (seconds, text) => {
    expect(relativeTime(ago(seconds), NOW)).toBe(text);
  });

  it('shows yyyy-MM-dd beyond three months', () => {
    expect(relativeTime(new Date(2024, 1, 5, 8, 0), NOW)).toBe('2024-02-05');
  });

  it('treats near-future times as now and far-future times as a date', () => {
    expect(relativeTime(NOW + 10_000, NOW)).toBe('刚刚');
    expect(relativeTime(new Date(2024, 6, 1), NOW)).toBe('2024-07-01');
  });

  it('accepts dates, epoch ms and text, and gives "" for invalid input', () => {
    expect(relativeTime(new Date(ago(3 * HOUR)), NOW)).toBe('3小时前');
    expect(relativeTime('2024-06-15 11:00:00', NOW)).toBe('1小时前');
    expect(relativeTime(String(ago(2 * MIN)), NOW)).toBe('2分钟前');
    expect(relativeTime('not a date', NOW)).toBe('');
    expect(relativeTime(null, NOW)).toBe('');
  });

  it('is translated', () => {
    setLocale('zhtw');
    expect([relativeTime(ago(1), NOW), relativeTime(ago(5 * MIN), NOW), relativeTime(ago(14 * DAY), NOW)]).toEqual(['剛剛', '5分鐘前', '2週前']);
    setLocale('en');
    expect([
      relativeTime(ago(1), NOW),
      relativeTime(ago(MIN), NOW),
      relativeTime(ago(5 * MIN), NOW),
      relativeTime(ago(HOUR), NOW),
      relativeTime(ago(DAY), NOW),
      relativeTime(ago(3 * DAY), NOW),
      relativeTime(ago(7 * DAY), NOW),
      relativeTime(ago(60 * DAY), NOW),
    ]).toEqual(['just now', '1 minute ago', '5 minutes ago', '1 hour ago', '1 day ago', '3 days ago', '1 week ago', '2 months ago']);
  });
});

describe('formatDate', () => {
  const date = new Date(2024, 0, 5, 9, 7, 3, 45);
  it.each([
    ['yyyy-MM-dd HH:mm:ss', '2024-01-05 09:07:03'],
    ['yyyy-MM-dd', '2024-01-05'],
    ['yyyyMMdd', '20240105'],
    ['yyyyMM', '202401'],
    ['yy/M/d H:m:s', '24/1/5 9:7:3'],
    ['hh:mm', '09:07'],
    ['HH:mm:ss.SSS', '09:07:03.045'],
    ["yyyy'年'MM'月'", '2024年01月'],
  ])('%s → %s', (format, text) => {
    expect(formatDate(date, format)).toBe(text);
  });

  it('uses 12 for noon and midnight in 12-hour tokens', () => {
    expect(formatDate(new Date(2024, 0, 1, 0, 0), 'h')).toBe('12');
    expect(formatDate(new Date(2024, 0, 1, 13, 0), 'h')).toBe('1');
  });

  it('defaults to yyyy-MM-dd HH:mm:ss and gives "" for invalid input', () => {
    expect(formatDate(date.getTime())).toBe('2024-01-05 09:07:03');
    expect(formatDate('garbage')).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(toDate('2024-02-30')?.getDate()).toBe(1); // rolls over like Date does
  });
});

describe('thousands', () => {
  it.each<[number | string, string]>([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1234567, '1,234,567'],
    [-1234567.891, '-1,234,567.891'],
    ['1234567.000100', '1,234,567.000100'],
    ['+1234', '1,234'],
    [0.5, '0.5'],
    ['-0.25', '-0.25'],
  ])('%p → %s', (value, text) => {
    expect(thousands(value)).toBe(text);
  });

  it.each([['abc'], [''], ['1,000'], [Number.NaN], [Number.POSITIVE_INFINITY], [null]])('gives "" for %p', (value) => {
    expect(thousands(value as never)).toBe('');
  });
});

describe('abbreviate', () => {
  it.each<[number, number, string]>([
    [999, 1, '999'],
    [1000, 1, '1k'],
    [1500, 1, '1.5k'],
    [1234, 2, '1.23k'],
    [1200000, 1, '1.2M'],
    [2e9, 1, '2G'],
    [3.5e12, 1, '3.5T'],
    [4e15, 1, '4P'],
    [5.25e18, 2, '5.25E'],
    [-1500, 1, '-1.5k'],
    [1050, 1, '1.1k'],
    [1000, 0, '1k'],
  ])('%d with %d digits → %s', (value, digits, text) => {
    expect(abbreviate(value, digits)).toBe(text);
  });
});

describe('chineseAmount', () => {
  it.each<[number | string, string]>([
    [0, '零元整'],
    ['0.00', '零元整'],
    [1, '壹元整'],
    [10, '壹拾元整'],
    [100, '壹佰元整'],
    [1234.56, '壹仟贰佰叁拾肆元伍角陆分'],
    [1001, '壹仟零壹元整'],
    [10010, '壹万零壹拾元整'],
    [100010, '壹拾万零壹拾元整'],
    [1000000, '壹佰万元整'],
    [100000000, '壹亿元整'],
    [100000001, '壹亿零壹元整'],
    [1000010000, '壹拾亿零壹万元整'],
    [0.5, '伍角'],
    [0.05, '伍分'],
    [1.05, '壹元零伍分'],
    [1.5, '壹元伍角'],
    ['1.005', '壹元零壹分'],
    ['0.995', '壹元整'],
    ['999999999999.99', '玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
    [' 12 ', '壹拾贰元整'],
  ])('%p → %s', (value, text) => {
    expect(chineseAmount(value)).toBe(text);
  });

  it.each([[-1], ['-0.5'], ['abc'], [''], ['1.2.3'], ['1e5'], [Number.NaN], [null], [undefined]])('gives "" for %p', (value) => {
    expect(chineseAmount(value as never)).toBe('');
  });

  it('refuses more than 12 integer digits with a translated message', () => {
    expect(chineseAmount('1000000000000')).toBe('金额过大');
    expect(chineseAmount(1e12)).toBe('金额过大');
    expect(chineseAmount('999999999999.995')).toBe('金额过大'); // rounds up to 13 digits
    setLocale('en');
    expect(chineseAmount(1e15)).toBe('Amount too large');
  });
});
