import type { FastifyInstance, FastifyRequest } from 'fastify';
import { confirmPassword } from '../../auth/login';
import { acceptNewPassword } from '../../auth/new-password';
import { hashPassword, MD5_HEX } from '../../auth/password';
import { revokeUserSessions } from '../../auth/sessions';
import { findUserById, setPasswordHash } from '../../domain/users';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { ApiError, badRequest } from '../../plugins/errors';
import { emptyEnvelope } from '../common-schemas';

export interface PasswordChange {
  /** MD5 hex of the current password, as the sign-in sends it. */
  oldPassword: string;
  /** The new password encrypted to the server's public key (RSA-OAEP, SHA-256), base64. */
  password: string;
  /** The captcha shown for `timestamp` (GET /api/file/ImageCode/{timestamp}). */
  code?: string;
  timestamp?: string;
}

/** A 3072-bit RSA ciphertext is 512 base64 characters. */
const CIPHERTEXT_MAX = 1024;

export const modifyPasswordSchema = {
  body: {
    type: 'object',
    required: ['oldPassword', 'password'],
    properties: {
      oldPassword: { type: 'string', minLength: 1, maxLength: 200 },
      password: { type: 'string', minLength: 1, maxLength: CIPHERTEXT_MAX },
      // JNPF clients send the repeat too; it is the client's check, ignored here.
      password2: { type: 'string', maxLength: CIPHERTEXT_MAX },
      code: { type: 'string', maxLength: 100 },
      timestamp: { type: 'string', maxLength: 100 },
    },
  },
  response: emptyEnvelope,
};

/**
 * Changing one's own password (two JNPF paths lead here). In order, each step refusing with 400
 * before anything is written: the captcha (spent either way, so each try needs a new image), the
 * new password decrypted and held to the system's policy, the old password (a wrong one counts
 * towards the account's lock). Every other session of the user then ends with code 601.
 */
export async function changeOwnPassword(app: FastifyInstance, request: FastifyRequest<{ Body: PasswordChange }>) {
  const session = sessionOf(request);
  const { oldPassword, password, code, timestamp } = request.body;
  if (!code?.trim() || !timestamp) throw badRequest('passwordCaptchaRequired', { field: 'code' });
  if (!app.captchas.verify(timestamp, code)) throw badRequest('captchaWrong', { field: 'code' });
  if (!MD5_HEX.test(oldPassword)) throw badRequest('passwordNotMd5', { field: 'oldPassword' });
  const next = await acceptNewPassword(app, password, 'password');
  if (next.md5 === oldPassword.toLowerCase()) throw badRequest('passwordUnchanged', { field: 'password' });
  const user = findUserById(app.db, session.userId);
  if (!user) throw new ApiError(602, 'sessionInvalid');
  const now = app.clock();
  const check = await confirmPassword({ db: app.db, now }, user, oldPassword, request.ip);
  if (check === 'locked') throw badRequest('accountLocked');
  if (check === 'wrong') throw badRequest('oldPasswordWrong');
  const hash = await hashPassword(next.md5, app.kdf);
  app.db.transaction(() => {
    setPasswordHash(app.db, user.id, hash, now);
    revokeUserSessions(app.db, user.id, 'password', now, session.id);
  })();
  return ok(request, null, 'passwordChanged');
}
