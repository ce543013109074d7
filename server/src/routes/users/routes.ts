import type { FastifyInstance } from 'fastify';
import { revokeUserSessions } from '../../auth/sessions';
import { RESET_PASSWORD_BUTTON, USER_PAGE } from '../../db/seed/menus';
import { findUserById, setUserEnabled, unlockUser } from '../../domain/users';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { badRequest, notFound } from '../../plugins/errors';
import { createUser, type NewUser } from './create-user';
import { resetPassword, resetPasswordSchema, type PasswordReset } from './reset-password';
import { createUserSchema, stateSchema, unlockSchema } from './schemas';

interface IdParams {
  id: string;
}

/** /api/permission/Users: the account actions of this milestone. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: NewUser }>('/', { schema: createUserSchema, config: { access: { page: USER_PAGE, button: 'btn_add' } } }, (request) =>
    createUser(app, request));

  app.post<{ Params: IdParams; Body: PasswordReset }>(
    '/:id/Actions/ResetPassword',
    { schema: resetPasswordSchema, config: { access: { page: USER_PAGE, button: RESET_PASSWORD_BUTTON } } },
    (request) => resetPassword(app, request),
  );

  app.put<{ Params: IdParams }>(
    '/:id/Actions/unlock',
    { schema: unlockSchema, config: { access: 'administrator' } },
    async (request) => {
      if (!findUserById(app.db, request.params.id)) throw notFound('entityUser');
      unlockUser(app.db, request.params.id);
      return ok(request, null, 'unlocked');
    },
  );

  app.put<{ Params: IdParams; Body: { enabledMark?: number } | null }>(
    '/:id/Actions/State',
    { schema: stateSchema, config: { access: { page: USER_PAGE, button: 'btn_edit' } } },
    async (request) => {
      const session = sessionOf(request);
      const user = findUserById(app.db, request.params.id);
      if (!user) throw notFound('entityUser');
      const enable = request.body?.enabledMark !== undefined ? request.body.enabledMark === 1 : user.enabled_mark !== 1;
      if (!enable && user.id === session.userId) throw badRequest('cannotDisableSelf');
      if (!enable && user.is_administrator === 1) throw badRequest('cannotDisableAdmin');
      const now = app.clock();
      app.db.transaction(() => {
        setUserEnabled(app.db, user.id, enable);
        if (!enable) revokeUserSessions(app.db, user.id, 'disabled', now);
      })();
      return ok(request, { enabledMark: enable ? 1 : 0 }, 'updated');
    },
  );
}
