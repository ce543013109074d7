// The captcha of the sign-in form and of the change-password dialog: one picture per key
// (spec: GET /api/file/ImageCode/{random}); the form sends the key back as `timestamp`.

/** The captcha picture for a key; a new key draws a new code. */
export function captchaUrl(key: string): string {
  return `/api/file/ImageCode/${encodeURIComponent(key)}`;
}

/**
 * A key nobody else will use: the server keeps one code per key, so two people asking in the same
 * millisecond (JNPF sends a bare timestamp) must not overwrite each other's code.
 */
export function newCaptchaKey(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `${Date.now()}${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
