import type { FastifyInstance } from 'fastify';
import { revokeUserSessions } from '../../auth/sessions';
import { ONLINE_USER_PAGE } from '../../db/seed/menus';
import { findUserById } from '../../domain/users';
import { ok } from '../../plugins/envelope';
import { notFound } from '../../plugins/errors';
import { listOnlineUsers } from './repository';
import { forceOfflineSchema, onlineListSchema } from './schemas';

/** /api/system/OnlineUser (JNPF path): users with a live session, and forcing them offline. */
export async function onlineUserRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { keyword?: string } }>(
    '/',
    { schema: onlineListSchema, config: { access: { page: ONLINE_USER_PAGE } } },
    async (request) => {
      const list = listOnlineUsers(app.db, request.query.keyword?.trim() ?? '', app.clock());
      return ok(request, { list });
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/:id',
    { schema: forceOfflineSchema, config: { access: { page: ONLINE_USER_PAGE, button: 'btn_remove' } } },
    async (request) => {
      if (!findUserById(app.db, request.params.id)) throw notFound('entityUser');
      const sessions = revokeUserSessions(app.db, request.params.id, 'forced', app.clock());
      return ok(request, { sessions }, 'forcedOffline');
    },
  );
}
