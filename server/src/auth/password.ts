import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Passwords reach the server as the lower-case hex MD5 the JNPF client computes;
 * that digest is what we stretch with scrypt. MD5 here is only the wire format,
 * never the stored secret.
 */
export interface KdfParams {
  /** log2 of scrypt's N. */
  logN: number;
  r: number;
  p: number;
}

export const DEFAULT_KDF: KdfParams = { logN: 15, r: 8, p: 1 };

/** DEFAULT_KDF at the configured cost (ATRIUM_PASSWORD_COST, config.ts), or DEFAULT_KDF itself: the server and the admin CLI hash alike. */
export function kdfAtCost(logN: number | undefined): KdfParams {
  return logN === undefined ? DEFAULT_KDF : { ...DEFAULT_KDF, logN };
}

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(secret: string, salt: Buffer, params: KdfParams): Promise<Buffer> {
  const N = 2 ** params.logN;
  const options: ScryptOptions = { N, r: params.r, p: params.p, maxmem: 256 * N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Client-side transform of the JNPF login form: md5(password) in lower-case hex. */
export function md5Hex(plain: string): string {
  return createHash('md5').update(plain, 'utf8').digest('hex');
}

export const MD5_HEX = /^[0-9a-fA-F]{32}$/;

/** Stored as `scrypt$logN$r$p$salt$hash` so old hashes stay verifiable when the defaults change. */
export async function hashPassword(md5: string, params: KdfParams): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(md5.toLowerCase(), salt, params);
  return ['scrypt', params.logN, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(md5: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, logN, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(md5.toLowerCase(), Buffer.from(salt, 'base64url'), {
    logN: Number(logN),
    r: Number(r),
    p: Number(p),
  });
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** A random password that satisfies every policy switch (digits, both cases, a symbol). */
export function generatePassword(): string {
  const body = randomBytes(12).toString('base64url').replace(/[-_]/g, 'x');
  return `${body}A9a!`;
}
