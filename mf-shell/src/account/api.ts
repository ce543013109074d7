import { encryptPassword, http, sealPassword } from '@atrium/shared';

export interface PasswordChange {
  oldPassword: string;
  password: string;
  /** The captcha's code and the key its picture was drawn for. */
  code: string;
  timestamp: string;
}

/**
 * POST /api/oauth/updatePasswordMessage: the old password as MD5 (as the sign-in sends it), the
 * new one encrypted to the server's public key so the server can hold it to the password policy.
 */
export async function updatePassword(change: PasswordChange): Promise<unknown> {
  return http.post('/api/oauth/updatePasswordMessage', {
    oldPassword: encryptPassword(change.oldPassword),
    password: await sealPassword(change.password),
    code: change.code.trim(),
    timestamp: change.timestamp,
  });
}

/** The captcha picture for a key (spec: GET /api/file/ImageCode/{random}); a new key draws a new code. */
export function captchaUrl(key: string): string {
  return `/api/file/ImageCode/${encodeURIComponent(key)}`;
}

/**
 * A key nobody else will use: the server keeps one code per key, so two users asking in the same
 * millisecond (JNPF sends a timestamp) must not overwrite each other's code.
 */
export function newCaptchaKey(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `${Date.now()}${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
