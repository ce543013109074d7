import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** An unguessable single-use value (QR ticket, SSO state): 24 random bytes. */
export function newSecret(): string {
  return randomBytes(24).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** A short code hashed with its own salt, stored as "salt$hash", so the table never holds a live code. */
export function hashCode(code: string): string {
  const salt = randomBytes(8).toString('hex');
  return `${salt}$${sha256(`${salt}:${code}`)}`;
}

export function codeMatches(code: string, stored: string): boolean {
  const [salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  const actual = Buffer.from(sha256(`${salt}:${code}`), 'hex');
  const expected = Buffer.from(hash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
