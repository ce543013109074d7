import type { FastifyInstance } from 'fastify';
import { RESET_PASSWORD_BUTTON, USER_PAGE } from '../../db/seed/menus';
import { unlockUser } from '../../domain/users';
import { permissionsChanged } from '../../permission/changes';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import type { UserForm } from './user-input';
import { importExportRoutes } from './import-export';
import { resetPassword, resetPasswordSchema, type PasswordReset } from './reset-password';
import { createUserSchema, deleteUserSchema, stateSchema, unlockSchema, updateUserSchema, userInfoSchema } from './schemas';
import { selectorRoutes } from './selector-routes';
import { createUser, deleteUserRoute, recordOf, setStateRoute, updateUserRoute, userInfo, type NewUserForm } from './user-crud';
import { listUserPage, userListSchema, type UserListQuery } from './user-list';

interface IdParams {
  id: string;
}

/** /api/permission/Users: the user page (spec section 7 "Users"). */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: UserListQuery }>('/', { schema: userListSchema, config: { access: { page: USER_PAGE } } }, (request) =>
    listUserPage(app, request));

  app.post<{ Body: NewUserForm }>('/', { schema: createUserSchema, config: { access: { page: USER_PAGE, button: 'btn_add' } } }, (request) =>
    createUser(app, request));

  app.get<{ Params: IdParams }>('/:id', { schema: userInfoSchema, config: { access: { page: USER_PAGE } } }, async (request) =>
    ok(request, userInfo(app, sessionOf(request), request.params.id)));

  app.put<{ Params: IdParams; Body: UserForm }>('/:id', { schema: updateUserSchema, config: { access: { page: USER_PAGE, button: 'btn_edit' } } }, async (request) =>
    updateUserRoute(app, request));

  app.delete<{ Params: IdParams }>('/:id', { schema: deleteUserSchema, config: { access: { page: USER_PAGE, button: 'btn_remove' } } }, async (request) =>
    deleteUserRoute(app, request));

  app.post<{ Params: IdParams; Body: PasswordReset }>(
    '/:id/Actions/ResetPassword',
    { schema: resetPasswordSchema, config: { access: { page: USER_PAGE, button: RESET_PASSWORD_BUTTON } } },
    (request) => resetPassword(app, request),
  );

  app.put<{ Params: IdParams }>(
    '/:id/Actions/unlock',
    { schema: unlockSchema, config: { access: 'administrator' } },
    async (request) => {
      recordOf(app, sessionOf(request), request.params.id);
      unlockUser(app.db, request.params.id);
      permissionsChanged(app, [request.params.id]);
      return ok(request, null, 'unlocked');
    },
  );

  app.put<{ Params: IdParams; Body: { enabledMark?: number } | null }>(
    '/:id/Actions/State',
    { schema: stateSchema, config: { access: { page: USER_PAGE, button: 'btn_edit' } } },
    async (request) => setStateRoute(app, request),
  );

  await app.register(selectorRoutes);
  await app.register(importExportRoutes);
}
