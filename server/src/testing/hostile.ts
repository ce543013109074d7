/**
 * Hostile inputs for the route-walking test (issue 20): what an attacker's probe sends to
 * every endpoint. Kept small on purpose: each value stands for a class of mistakes (overflow,
 * wrong type, SQL/LIKE metacharacters, invisible characters, traversal), and the walker
 * multiplies them by every route, parameter and field.
 */

/** Numbers as a query string or path carries them. */
export const HOSTILE_NUMBER_TEXTS = ['1e309', '-Infinity', 'NaN', '-1', '1.5', '12345678901234567890'] as const;

/** Text values, raw (the walker URL-encodes them where needed). */
export const HOSTILE_STRINGS = ["%_%", "' OR '1'='1' --", '\u0000\u202e\u200b', 'x'.repeat(5000), '家庭👨‍👩‍👧'] as const;

/** Put into every paging name at once, on every route: numbers and texts together. */
export const HOSTILE_PAGING_VALUES = ['1e309', '-1', '12345678901234567890', 'NaN', '%_%', "'; DROP TABLE users; --", 'x'.repeat(5000), '\u0000\u202e'] as const;

/** Path parameter values, already as they appear in a URL (some deliberately malformed). */
export const HOSTILE_PATH_VALUES = [
  '..%2F..%2F..%2Fetc%2Fpasswd', '%00', '1e309', '12345678901234567890', "'%20OR%20'1'%3D'1", '%25_', 'x'.repeat(300), '%FF%E2%80%AE', '%ZZ',
] as const;

/** Raw query strings that attack the parser itself rather than one field. */
export const HOSTILE_RAW_QUERIES = [
  'keyword[]=a&keyword[]=b', 'currentPage=1&currentPage=2', 'keyword[a]=1', 'keyword=%ZZ', `keyword=${'k'.repeat(20000)}`,
  'sort=;DROP%20TABLE%20users', 'sidx=password_hash', 'sidx[]=fullName',
] as const;

// JSON.stringify cannot write 1e309; the walker splices this marker into the text.
const INFINITY = '__INFINITY__';

/** JSON values put into every body field at once: overflow, wrong types, metacharacters. */
export const HOSTILE_JSON_VALUES: readonly unknown[] = [
  INFINITY, -1, 1e20, 'x'.repeat(100_000), "' OR 1=1 --", '%_\u0000\u202e', ['a'], { a: 1 },
];

/** Per field, two values chosen by its type: the wrong type, and an overflow of its own type. */
export function hostileFor(types: readonly string[]): unknown[] {
  if (types.includes('integer') || types.includes('number')) return ['x', INFINITY];
  if (types.includes('array')) return [{ a: 1 }, Array.from({ length: 10_001 }, () => 'x')];
  if (types.includes('object')) return [['a'], JSON.parse('{"__proto__":{"polluted":1}}') as unknown];
  return [{ a: 1 }, 'x'.repeat(100_000)];
}

/** Whole bodies that are wrong before any field is read. */
export const HOSTILE_BODIES: ReadonlyArray<{ label: string; contentType: string; payload: string | null }> = [
  { label: 'no body', contentType: 'application/json', payload: null },
  { label: 'empty JSON', contentType: 'application/json', payload: '' },
  { label: 'null', contentType: 'application/json', payload: 'null' },
  { label: 'array', contentType: 'application/json', payload: '[1,2]' },
  { label: 'number overflow', contentType: 'application/json', payload: '1e309' },
  { label: 'broken JSON', contentType: 'application/json', payload: '{"a":' },
  { label: 'prototype pollution', contentType: 'application/json', payload: '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}' },
  { label: 'deep nesting', contentType: 'application/json', payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { label: 'text/plain', contentType: 'text/plain', payload: '{"a":1}' },
  { label: 'form with repeats', contentType: 'application/x-www-form-urlencoded', payload: 'a=1&a=2&__proto__[x]=1&account=%00' },
  { label: 'multipart, broken', contentType: 'multipart/form-data; boundary=zz', payload: '--zz\r\nContent-Disposition: form-data; name="file"; filename="../../a.png"\r\n\r\nabc' },
  { label: 'oversized', contentType: 'application/json', payload: `{"a":"${'x'.repeat(1_100_000)}"}` },
];

const INFINITY_MARKER = `"${INFINITY}"`;

/** JSON text of a body, with the Infinity marker turned into the number literal that overflows. */
export function jsonText(body: unknown): string {
  return JSON.stringify(body).split(INFINITY_MARKER).join('1e309');
}

/** The description of a value in a test report: short, printable. */
export function describeValue(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? String(value);
  // eslint-disable-next-line no-control-regex -- printing control characters is the point
  const printable = text.replace(/[\u0000-\u001f\u202e\u200b]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return printable.length > 40 ? `${printable.slice(0, 20)}…(${printable.length} chars)` : printable;
}
