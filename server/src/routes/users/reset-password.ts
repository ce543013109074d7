import type { FastifyInstance, FastifyRequest } from 'fastify';
import { acceptNewPassword } from '../../auth/new-password';
import { hashPassword } from '../../auth/password';
import { revokeUserSessions } from '../../auth/sessions';
import { findUserById, setResetPasswordHash } from '../../domain/users';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { badRequest, notFound } from '../../plugins/errors';
import { emptyEnvelope, idParams } from '../common-schemas';

export interface PasswordReset {
  /** The new password encrypted to the server's public key (RSA-OAEP, SHA-256), base64. */
  userPassword: string;
  /** JNPF's repeat of it: the dialog's own check, ignored here. */
  validatePassword?: string;
}

const ciphertext = { type: 'string', minLength: 1, maxLength: 1024 } as const;

export const resetPasswordSchema = {
  params: idParams,
  body: { type: 'object', required: ['userPassword'], properties: { userPassword: ciphertext, validatePassword: ciphertext } },
  response: emptyEnvelope,
};

/**
 * POST /api/permission/Users/{id}/Actions/ResetPassword (user page, 重置密码 button): the same
 * encryption and password policy as a change. One's own password is changed with the old one, not
 * reset; only an administrator resets an administrator's (else the button would be a way to take
 * over the administrator). The user's sessions end (601) and, the password being someone else's
 * choice, "change the initial password" applies to it again.
 */
export async function resetPassword(app: FastifyInstance, request: FastifyRequest<{ Params: { id: string }; Body: PasswordReset }>) {
  const session = sessionOf(request);
  const user = findUserById(app.db, request.params.id);
  if (!user) throw notFound('entityUser');
  if (user.id === session.userId) throw badRequest('resetOwnPassword');
  if (user.is_administrator === 1 && !session.isAdministrator) throw badRequest('resetAdminPassword');
  const next = await acceptNewPassword(app, request.body.userPassword, 'userPassword');
  const hash = await hashPassword(next.md5, app.kdf);
  const now = app.clock();
  app.db.transaction(() => {
    setResetPasswordHash(app.db, user.id, hash);
    revokeUserSessions(app.db, user.id, 'password', now);
  })();
  return ok(request, null, 'passwordReset');
}
