/**
 * What a log may keep of a request: never a password, token, ticket or other secret, at any depth,
 * whatever the route calls it. Keys are judged by name (case and separators ignored), so
 * `oldPassword`, `new_password`, `jnpf_ticket`, `accessToken`, `client_secret` and `Authorization`
 * all go; values under them become REDACTED.
 */
export const REDACTED = '[redacted]';

const SECRET_KEY = /pass(word|wd)?|pwd|token|ticket|secret|authori[sz]ation|cookie|credential|captcha|smscode|verifycode|privatekey|apikey/;

/** Whether a field of this name holds a secret. */
export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key.toLowerCase().replace(/[^a-z]/g, ''));
}

const MAX_DEPTH = 6;
const MAX_ITEMS = 50;
const MAX_STRING = 200;

/** A copy of `value` with every secret field replaced, long strings cut and deep or wide structures trimmed. */
export function redact(value: unknown, depth = 0): unknown {
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((item) => redact(item, depth + 1));
    if (value.length > MAX_ITEMS) items.push(`… +${value.length - MAX_ITEMS}`);
    return items;
  }
  if (typeof value === 'object') {
    if (Buffer.isBuffer(value)) return `[${value.length} bytes]`;
    const copy: Record<string, unknown> = {};
    let count = 0;
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      if (count === MAX_ITEMS) {
        copy['…'] = true;
        break;
      }
      copy[key] = isSecretKey(key) ? REDACTED : redact(item, depth + 1);
      count += 1;
    }
    return copy;
  }
  return undefined;
}

/** Longest summary kept: a before/after summary, not a copy of the record. */
export const SUMMARY_MAX = 2000;

/** The redacted value as JSON, cut to SUMMARY_MAX characters ('' for nothing). */
export function summaryOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  const text = JSON.stringify(redact(value)) ?? '';
  return text.length > SUMMARY_MAX ? `${text.slice(0, SUMMARY_MAX - 1)}…` : text;
}

/**
 * The URL path without its query, with the values of secret path parameters (`/qrcode/:ticket/…`,
 * `/Signed/:token/…`) replaced.
 */
export function redactedPath(url: string, params: unknown): string {
  let path = url.split('?')[0] ?? '';
  if (params && typeof params === 'object') {
    for (const [key, value] of Object.entries(params as Record<string, unknown>)) {
      if (typeof value !== 'string' || value === '' || !isSecretKey(key)) continue;
      path = path.split(encodeURIComponent(value)).join(REDACTED).split(value).join(REDACTED);
    }
  }
  return path;
}
