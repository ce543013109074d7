import type { FastifyInstance, FastifyRequest } from 'fastify';
import { confirmPassword } from '../../auth/login';
import { hashPassword, MD5_HEX } from '../../auth/password';
import { revokeUserSessions } from '../../auth/sessions';
import { findUserById, setPasswordHash } from '../../domain/users';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { ApiError, badRequest } from '../../plugins/errors';
import { emptyEnvelope } from '../common-schemas';

export interface PasswordChange {
  oldPassword: string;
  password: string;
}

const md5Field = { type: 'string', minLength: 1, maxLength: 200 } as const;

export const modifyPasswordSchema = {
  body: {
    type: 'object',
    required: ['oldPassword', 'password'],
    properties: {
      oldPassword: md5Field,
      password: md5Field,
      password2: { type: 'string', maxLength: 200 },
      code: { type: 'string', maxLength: 100 },
      timestamp: { type: 'string', maxLength: 100 },
    },
  },
  response: emptyEnvelope,
};

/**
 * Changing one's own password (two JNPF paths lead here). Both passwords arrive
 * as MD5 hex; the strength policy is applied by the client, which alone sees the
 * plain text. Every other session of the user ends with code 601.
 */
export async function changeOwnPassword(app: FastifyInstance, request: FastifyRequest<{ Body: PasswordChange }>) {
  const session = sessionOf(request);
  const { oldPassword, password } = request.body;
  if (!MD5_HEX.test(password)) throw badRequest('passwordNotMd5', { field: 'password' });
  if (oldPassword.toLowerCase() === password.toLowerCase()) throw badRequest('passwordUnchanged');
  const user = findUserById(app.db, session.userId);
  if (!user) throw new ApiError(602, 'sessionInvalid');
  const now = app.clock();
  const check = await confirmPassword({ db: app.db, now }, user, oldPassword, request.ip);
  if (check === 'locked') throw badRequest('accountLocked');
  if (check === 'wrong') throw badRequest('oldPasswordWrong');
  const hash = await hashPassword(password, app.kdf);
  app.db.transaction(() => {
    setPasswordHash(app.db, user.id, hash, now);
    revokeUserSessions(app.db, user.id, 'password', now, session.id);
  })();
  return ok(request, null, 'passwordChanged');
}
