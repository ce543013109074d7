import type { Db } from '../db/connection';
import { newSecret, sha256 } from './secrets';

/** The device cookie: HttpOnly, sent only to the password sign-in. */
export const DEVICE_COOKIE = 'atrium_device';
export const DEVICE_COOKIE_PATH = '/api/oauth/Login';
export const DEVICE_TTL_MS = 30 * 24 * 60 * 60_000;

/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): a browser where
 * an account signed in with its password gets a random token for that account. Its later tries are
 * throttled as their own pair (account + device) instead of account + address, so failures of an
 * attacker behind the same address (one NAT) never lock that browser out. Stored as SHA-256.
 */
export function issueDevice(db: Db, account: string, now: number): string {
  const token = newSecret();
  db.prepare('DELETE FROM login_devices WHERE expires_at <= ?').run(now);
  db.prepare('INSERT INTO login_devices (token_hash, account, created_at, expires_at) VALUES (?, ?, ?, ?)')
    .run(sha256(token), account, now, now + DEVICE_TTL_MS);
  return token;
}

/** The throttling key of a valid device token of this account, or null (unknown, expired, another account's). */
export function trustedDeviceKey(db: Db, token: string | undefined, account: string, now: number): string | null {
  if (!token) return null;
  const hash = sha256(token);
  const row = db.prepare('SELECT account FROM login_devices WHERE token_hash = ? AND expires_at > ?').get(hash, now) as { account: string } | undefined;
  return row && row.account === account ? `device:${hash.slice(0, 32)}` : null;
}

/** Forgets every device of an account (a password reset: the browsers that knew the old one are trusted no more). */
export function forgetDevices(db: Db, account: string): void {
  db.prepare('DELETE FROM login_devices WHERE account = ?').run(account);
}

/** The value of one cookie from a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}
