import type { FastifyInstance } from 'fastify';
import { initMessage } from '../../socket/unread-counts';

/** Tells a user's open tabs about a new message, with their fresh unread counts. */
export function pushMessage(app: FastifyInstance, userId: string, message: { id: string; title: string; type: number }): void {
  if (!app.hub.isOnline(userId)) return;
  const counts = app.unreadCounts(userId);
  app.hub.pushToUser(userId, {
    method: 'messagePush',
    messageType: message.type,
    id: message.id,
    title: message.title,
    unreadNoticeCount: counts.notice,
    unreadTotalCount: counts.notice + counts.message + counts.system,
  });
}

/** After a read or delete in one tab, the user's other tabs take the new counts. */
export function pushCounts(app: FastifyInstance, userId: string): void {
  if (app.hub.isOnline(userId)) app.hub.pushToUser(userId, initMessage(app.unreadCounts(userId)));
}
