/**
 * Secrets of channel accounts (SMTP passwords, app secrets) are stored because the server needs
 * them to send, but never sent back: a stored secret is shown as a fixed mask, and a blank (or the
 * mask itself, should a client echo it) on save means "keep the stored one".
 */
export const SECRET_MASK = '******';

export function maskSecret(value: string | undefined): string {
  return value ? SECRET_MASK : '';
}

/** The secret to store after an edit: the new value, or the previous one when none was given. */
export function keptSecret(incoming: string | undefined | null, stored: string | undefined): string {
  if (incoming === undefined || incoming === null || incoming === '' || incoming === SECRET_MASK) return stored ?? '';
  return incoming;
}
