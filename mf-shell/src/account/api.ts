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

