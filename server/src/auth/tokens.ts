import { createHash, randomBytes } from 'node:crypto';

const BEARER = /^bearer(\s+|$)/i;

/** Opaque session token: 32 bytes from the CSPRNG; only its SHA-256 is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(raw: string): string {
  return createHash('sha256').update(raw, 'utf8').digest('hex');
}

/** The client echoes the login token verbatim, so accept it with or without "bearer ". */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const raw = header.trim().replace(BEARER, '').trim();
  return raw === '' ? null : raw;
}
