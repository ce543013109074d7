import type { FastifyInstance, FastifyRequest } from 'fastify';
import { revokeUserSessions } from '../../auth/sessions';
import { ONLINE_USER_PAGE } from '../../db/seed/menus';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { badRequest, notFound } from '../../plugins/errors';
import { deviceOf } from './device';
import { existingUserIds, listOnlineUsers } from './repository';
import { bulkOfflineSchema, forceOfflineSchema, onlineListSchema } from './schemas';

const FORCE = { access: { page: ONLINE_USER_PAGE, button: 'btn_remove' } };

/**
 * /api/system/OnlineUser (JNPF path): users with a live session, and forcing them offline — one or
 * many (DELETE with body ids). Their sessions end on the server; the socket sweep after this write
 * request sends their open portals `logout` with 您已被管理员强制下线. Oneself is refused: that is
 * signing out, and an administrator forcing everyone off would otherwise lock themself out too.
 */
export async function onlineUserRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { keyword?: string } }>(
    '/',
    { schema: onlineListSchema, config: { access: { page: ONLINE_USER_PAGE } } },
    async (request) => {
      const list = listOnlineUsers(app.db, request.query.keyword?.trim() ?? '', app.clock())
        .map(({ userAgent, ...row }) => ({ ...row, loginPlatForm: deviceOf(userAgent) }));
      return ok(request, { list });
    },
  );

  const forceOffline = (request: FastifyRequest, ids: readonly string[]): number => {
    if (ids.includes(sessionOf(request).userId)) throw badRequest('cannotForceSelf');
    const now = app.clock();
    return app.db.transaction(() => ids.reduce((sum, id) => sum + revokeUserSessions(app.db, id, 'forced', now), 0))();
  };

  app.delete<{ Params: { id: string } }>('/:id', { schema: forceOfflineSchema, config: FORCE }, async (request) => {
    if (existingUserIds(app.db, [request.params.id]).length === 0) throw notFound('entityUser');
    return ok(request, { sessions: forceOffline(request, [request.params.id]) }, 'forcedOffline');
  });

  const bulk = async (request: FastifyRequest<{ Body: { ids: string[] } }>) => {
    const ids = existingUserIds(app.db, [...new Set(request.body.ids)]);
    if (request.body.ids.includes(sessionOf(request).userId)) throw badRequest('cannotForceSelf');
    return ok(request, { sessions: forceOffline(request, ids) }, 'forcedOffline');
  };
  app.delete<{ Body: { ids: string[] } }>('/', { schema: bulkOfflineSchema, config: FORCE }, bulk);
  app.delete<{ Body: { ids: string[] } }>('/ForcedOffline', { schema: bulkOfflineSchema, config: FORCE }, bulk);
}
