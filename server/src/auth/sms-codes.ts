import { randomInt } from 'node:crypto';
import type { Db } from '../db/connection';
import { ApiError } from '../plugins/errors';
import { codeMatches, hashCode } from './secrets';

export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_MS = 5 * 60_000;
/** The sign-in page counts down the same 60 s before it offers another code. */
export const SMS_RESEND_INTERVAL_MS = 60_000;
export const SMS_PHONE_HOURLY_LIMIT = 5;
export const SMS_IP_HOURLY_LIMIT = 20;
/** Wrong guesses a code survives; with 6 digits that leaves a 1 in 200,000 chance per code. */
export const SMS_CODE_MAX_FAILURES = 5;
const HOUR_MS = 60 * 60_000;
const RETENTION_MS = 24 * HOUR_MS;

/** Mobile number of spec section 5: 11 digits starting 1[3-9]. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;

export interface PhoneLogin {
  phone: string;
  /** The account after '@' in the sub-account form phone@account (spec section 2), else null. */
  account: string | null;
}

/** Splits 'phone' or 'phone@account'; null when the phone part is not a mobile number. */
export function parsePhoneLogin(value: string): PhoneLogin | null {
  const text = value.trim();
  const at = text.indexOf('@');
  const phone = at < 0 ? text : text.slice(0, at);
  const account = at < 0 ? null : text.slice(at + 1).trim();
  if (!MOBILE_PATTERN.test(phone)) return null;
  if (account === '') return null;
  return { phone, account };
}

interface CodeRow {
  id: number;
  code_hash: string;
  failed_count: number;
}

/**
 * What a code is for: signing in with a phone (anyone may ask; the phone's owner receives it), or
 * confirming a new number for one signed-in user. A code works only for what it was issued for:
 * a confirmation code for one user and number confirms nothing else, and never signs in.
 */
export type SmsCodeScope = { purpose: 'signIn' } | { purpose: 'bindPhone'; userId: string };

const SIGN_IN: SmsCodeScope = { purpose: 'signIn' };

/** The codes of one phone in one scope, as a WHERE fragment (portable SQL: no `IS ?`). */
function scopeWhere(scope: SmsCodeScope): { sql: string; params: string[] } {
  return scope.purpose === 'signIn'
    ? { sql: "purpose = 'signIn' AND user_id IS NULL", params: [] }
    : { sql: "purpose = 'bindPhone' AND user_id = ?", params: [scope.userId] };
}

/**
 * Issues a code for a phone, older unused codes of the same phone and scope superseded. Throttled:
 * sign-in codes per phone (one a minute, five an hour); confirmation codes per user, whatever the
 * number (so one account cannot text strangers in a loop); both per address. Returns the plain
 * code for the gateway only.
 */
export function issueSmsCode(db: Db, input: { phone: string; ip: string; now: number; scope?: SmsCodeScope }): { id: number; code: string } {
  const { phone, ip, now } = input;
  const scope = input.scope ?? SIGN_IN;
  return db.transaction(() => {
    db.prepare('DELETE FROM sms_codes WHERE created_at < ?').run(now - RETENTION_MS);
    const recent = (scope.purpose === 'signIn'
      ? db.prepare("SELECT created_at FROM sms_codes WHERE phone = ? AND purpose = 'signIn' AND created_at > ? ORDER BY created_at DESC").all(phone, now - HOUR_MS)
      : db.prepare("SELECT created_at FROM sms_codes WHERE user_id = ? AND purpose = 'bindPhone' AND created_at > ? ORDER BY created_at DESC")
        .all(scope.userId, now - HOUR_MS)) as { created_at: number }[];
    const last = recent[0];
    if (last && now - last.created_at < SMS_RESEND_INTERVAL_MS) {
      throw new ApiError(400, 'smsTooFrequent', { seconds: Math.ceil((last.created_at + SMS_RESEND_INTERVAL_MS - now) / 1000) });
    }
    if (recent.length >= SMS_PHONE_HOURLY_LIMIT) throw new ApiError(400, 'smsHourlyLimit');
    const fromIp = db.prepare('SELECT COUNT(*) AS n FROM sms_codes WHERE ip = ? AND created_at > ?').get(ip, now - HOUR_MS) as { n: number };
    if (fromIp.n >= SMS_IP_HOURLY_LIMIT) throw new ApiError(400, 'smsHourlyLimit');

    const where = scopeWhere(scope);
    db.prepare(`UPDATE sms_codes SET used_at = ? WHERE phone = ? AND ${where.sql} AND used_at IS NULL`).run(now, phone, ...where.params);
    const code = String(randomInt(10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
    const result = db.prepare('INSERT INTO sms_codes (phone, code_hash, ip, created_at, expires_at, purpose, user_id) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(phone, hashCode(code), ip, now, now + SMS_CODE_TTL_MS, scope.purpose, scope.purpose === 'bindPhone' ? scope.userId : null);
    return { id: Number(result.lastInsertRowid), code };
  }).immediate();
}

/** A code that could not be sent must not stay usable. */
export function discardSmsCode(db: Db, id: number, now: number): void {
  db.prepare('UPDATE sms_codes SET used_at = ? WHERE id = ? AND used_at IS NULL').run(now, id);
}

/**
 * Checks a code against the phone's live one in the scope without spending it (the caller spends
 * it with spendSmsCode in its write transaction). A wrong code counts against the live code.
 */
export function checkSmsCode(db: Db, input: { phone: string; code: string; now: number; scope?: SmsCodeScope }): { id: number } {
  const where = scopeWhere(input.scope ?? SIGN_IN);
  const row = db.prepare(`SELECT id, code_hash, failed_count FROM sms_codes
      WHERE phone = ? AND ${where.sql} AND used_at IS NULL AND expires_at > ? AND failed_count < ?
      ORDER BY created_at DESC LIMIT 1`)
    .get(input.phone, ...where.params, input.now, SMS_CODE_MAX_FAILURES) as CodeRow | undefined;
  if (!row) throw new ApiError(400, 'smsCodeExpired');
  if (!SMS_CODE_PATTERN.test(input.code) || !codeMatches(input.code, row.code_hash)) {
    db.prepare('UPDATE sms_codes SET failed_count = failed_count + 1 WHERE id = ?').run(row.id);
    throw new ApiError(400, 'smsCodeWrong');
  }
  return { id: row.id };
}

/** Spends the code (and any other live code of the phone in the scope); throws when someone spent it first. */
export function spendSmsCode(db: Db, input: { id: number; phone: string; now: number; scope?: SmsCodeScope }): void {
  const spent = db.prepare('UPDATE sms_codes SET used_at = ? WHERE id = ? AND used_at IS NULL').run(input.now, input.id);
  if (spent.changes !== 1) throw new ApiError(400, 'smsCodeExpired');
  const where = scopeWhere(input.scope ?? SIGN_IN);
  db.prepare(`UPDATE sms_codes SET used_at = ? WHERE phone = ? AND ${where.sql} AND used_at IS NULL`).run(input.now, input.phone, ...where.params);
}
