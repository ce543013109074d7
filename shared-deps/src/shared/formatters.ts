/**
 * Display formatters (spec sections 5 and 9): relative times, dates, thousand
 * separators, k/M/G… abbreviations and the Chinese capital amount.
 */
import { t } from './i18n';

export type DateInput = Date | number | string;

/** A Date for a Date, epoch ms or parseable text (ISO or 'yyyy-MM-dd HH:mm:ss'); null when invalid. */
export function toDate(input: DateInput | null | undefined): Date | null {
  if (input === null || input === undefined || input === '') return null;
  let date: Date;
  if (input instanceof Date) date = new Date(input.getTime());
  else if (typeof input === 'number') date = new Date(input);
  else if (/^\d+$/.test(input.trim())) date = new Date(Number(input.trim()));
  else {
    // 'yyyy-MM-dd HH:mm:ss' and 'yyyy/MM/dd' are local times; Date.parse reads ISO dates as UTC otherwise.
    const local = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(input.trim());
    date = local
      ? new Date(Number(local[1]), Number(local[2]) - 1, Number(local[3]), Number(local[4] ?? 0), Number(local[5] ?? 0), Number(local[6] ?? 0))
      : new Date(input);
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/**
 * Formats in local time. Tokens: yyyy yy MM M dd d HH H hh h mm m ss s SSS; text in
 * single quotes is literal. Invalid dates give ''.
 */
export function formatDate(input: DateInput | null | undefined, format = 'yyyy-MM-dd HH:mm:ss'): string {
  const date = toDate(input);
  if (!date) return '';
  const hours12 = date.getHours() % 12 === 0 ? 12 : date.getHours() % 12;
  const tokens: Record<string, string> = {
    yyyy: String(date.getFullYear()),
    yy: pad(date.getFullYear() % 100),
    MM: pad(date.getMonth() + 1),
    M: String(date.getMonth() + 1),
    dd: pad(date.getDate()),
    d: String(date.getDate()),
    HH: pad(date.getHours()),
    H: String(date.getHours()),
    hh: pad(hours12),
    h: String(hours12),
    mm: pad(date.getMinutes()),
    m: String(date.getMinutes()),
    ss: pad(date.getSeconds()),
    s: String(date.getSeconds()),
    SSS: pad(date.getMilliseconds(), 3),
  };
  return format.replace(/'([^']*)'|yyyy|yy|SSS|MM|M|dd|d|HH|H|hh|h|mm|m|ss|s/g, (match, literal: string | undefined) =>
    literal !== undefined ? literal : (tokens[match] ?? match),
  );
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * 刚刚 under 30 s; n分钟前; n小时前; 1天前 under 2 days; n天前 up to 6 days; n周前 up to
 * 3 weeks; n个月前 up to 3 months (30-day months); else yyyy-MM-dd. Translated.
 * Future times within 30 s count as 刚刚; further in the future, the date is shown.
 */
export function relativeTime(input: DateInput | null | undefined, now: DateInput = Date.now()): string {
  const date = toDate(input);
  const reference = toDate(now);
  if (!date || !reference) return '';
  const seconds = (reference.getTime() - date.getTime()) / 1000;
  if (Math.abs(seconds) < 30) return t('formatter.justNow');
  if (seconds < 0) return formatDate(date, 'yyyy-MM-dd');
  if (seconds < HOUR) return t('formatter.minutesAgo', { count: Math.max(1, Math.floor(seconds / MINUTE)) });
  if (seconds < DAY) return t('formatter.hoursAgo', { count: Math.floor(seconds / HOUR) });
  if (seconds < 2 * DAY) return t('formatter.oneDayAgo');
  const days = Math.floor(seconds / DAY);
  if (days <= 6) return t('formatter.daysAgo', { count: days });
  if (days < 28) return t('formatter.weeksAgo', { count: Math.floor(days / 7) });
  if (days < 120) return t('formatter.monthsAgo', { count: Math.max(1, Math.floor(days / 30)) });
  return formatDate(date, 'yyyy-MM-dd');
}

const NUMERIC = /^([+-]?)(\d+)(\.\d+)?$/;

/** 1234567.891 → '1,234,567.891'; keeps the sign and every decimal; non-numeric → ''. */
export function thousands(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && !Number.isFinite(value)) return '';
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (/e/i.test(text)) return text; // exponent notation (|n| ≥ 1e21 or tiny): left as is
  const match = NUMERIC.exec(text);
  if (!match) return '';
  const [, sign, integer, decimals] = match;
  return `${sign === '-' ? '-' : ''}${integer!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${decimals ?? ''}`;
}

const UNITS: readonly [number, string][] = [
  [1e18, 'E'],
  [1e15, 'P'],
  [1e12, 'T'],
  [1e9, 'G'],
  [1e6, 'M'],
  [1e3, 'k'],
];

/** 1500 → '1.5k', 2_000_000 → '2M' (trailing zeros dropped); below 1000 unchanged. */
export function abbreviate(value: number, digits = 1): string {
  if (!Number.isFinite(value)) return '';
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  for (const [size, symbol] of UNITS) {
    if (abs >= size) {
      const scaled = (abs / size).toFixed(Math.max(0, digits)).replace(/\.0+$|(\.\d*[1-9])0+$/, '$1');
      return `${sign}${scaled}${symbol}`;
    }
  }
  return String(value);
}

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const RADICES = ['', '拾', '佰', '仟'];
const GROUPS = ['', '万', '亿'];
const MAX_INTEGER_DIGITS = 12;

/**
 * Chinese capital amount (大写金额): 1234.56 → 壹仟贰佰叁拾肆元伍角陆分, 100 → 壹佰元整.
 * Rounded to the fen (分). Negative or non-numeric → ''; more than 12 integer digits →
 * 'amount too large' (translated).
 */
export function chineseAmount(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return '';
    if (value >= 10 ** MAX_INTEGER_DIGITS) return t('formatter.amountTooLarge');
    text = /e/i.test(String(value)) ? value.toFixed(2) : String(value);
  } else {
    text = value.trim();
  }
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return '';
  const decimals = match[2] ?? '';
  // Exact decimal rounding on the text, in fen.
  let fen = BigInt(match[1]!) * 100n + BigInt((decimals + '00').slice(0, 2));
  if (Number(decimals[2] ?? '0') >= 5) fen += 1n;
  const integer = (fen / 100n).toString();
  if (integer.length > MAX_INTEGER_DIGITS) return t('formatter.amountTooLarge');
  const jiao = Number((fen / 10n) % 10n);
  const fenDigit = Number(fen % 10n);

  let result = '';
  if (integer !== '0') {
    let zeros = 0;
    for (let i = 0; i < integer.length; i++) {
      const digit = Number(integer[i]);
      const position = integer.length - i - 1;
      const radix = position % 4;
      const group = Math.floor(position / 4);
      if (digit === 0) {
        zeros++;
      } else {
        if (zeros > 0) result += DIGITS[0];
        zeros = 0;
        result += DIGITS[digit]! + RADICES[radix]!;
      }
      // 万/亿 closes a group unless all its four digits were zero.
      if (radix === 0 && zeros < 4) result += GROUPS[group]!;
    }
    result += '元';
  }
  if (jiao === 0 && fenDigit === 0) return `${result || '零元'}整`;
  if (jiao > 0) result += `${DIGITS[jiao]}角`;
  else if (result !== '') result += DIGITS[0]; // 壹元零伍分
  if (fenDigit > 0) result += `${DIGITS[fenDigit]}分`;
  return result;
}
