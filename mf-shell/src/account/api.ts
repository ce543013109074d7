import { encryptPassword, http } from '@atrium/shared';

/** POST /api/oauth/updatePasswordMessage: both passwords travel as MD5, like the sign-in. */
export function updatePassword(oldPassword: string, password: string): Promise<unknown> {
  return http.post('/api/oauth/updatePasswordMessage', {
    oldPassword: encryptPassword(oldPassword),
    password: encryptPassword(password),
    timestamp: String(Date.now()),
  });
}
