import type { FastifyInstance } from 'fastify';
import { revokeUserSessions } from '../../auth/sessions';
import { ONLINE_USER_PAGE } from '../../db/seed/menus';
import { findUserById } from '../../domain/users';
import { ok } from '../../plugins/envelope';
import { notFound } from '../../plugins/errors';
import { forceOfflineSchema, onlineListSchema } from './schemas';

interface OnlineRow {
  userId: string;
  userAccount: string;
  userName: string;
  loginTime: number;
  lastTime: number;
  loginIPAddress: string;
  sessionCount: number;
}

/** /api/system/OnlineUser (JNPF path): users with a live session, and forcing them offline. */
export async function onlineUserRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { keyword?: string } }>(
    '/',
    { schema: onlineListSchema, config: { access: { page: ONLINE_USER_PAGE } } },
    async (request) => {
      const keyword = `%${request.query.keyword ?? ''}%`;
      const list = app.db.prepare(`SELECT u.id AS userId, u.account AS userAccount, u.real_name AS userName,
          MAX(s.created_at) AS loginTime, MAX(s.last_seen_at) AS lastTime,
          (SELECT ip FROM sessions WHERE user_id = u.id ORDER BY created_at DESC LIMIT 1) AS loginIPAddress,
          COUNT(*) AS sessionCount
        FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.revoked_at IS NULL AND s.expires_at > ? AND (u.account LIKE ? OR u.real_name LIKE ?)
        GROUP BY u.id ORDER BY loginTime DESC`).all(app.clock(), keyword, keyword) as OnlineRow[];
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
