import type { FastifyInstance } from 'fastify';
import { previewKey } from '../../chat/content';
import { isChatFile, isChatFileParty, listRecent } from '../../chat/repository';
import { clearWith, hideWith } from '../../chat/service';
import { pushChatRead } from '../../chat/socket-handlers';
import { translate } from '../../i18n/messages';
import { fileServiceOf } from '../../files/plugin';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { deleteChatRecordSchema, recentListSchema, relocationSchema } from './schemas';

/**
 * /api/message/imreply: the caller's own recent conversations. Any signed-in user may chat;
 * every query is keyed by the caller's id, so nobody reaches another user's conversations.
 */
export async function imreplyRoutes(app: FastifyInstance): Promise<void> {
  // The file-read rule of chat: the sender and the recipient of a message carrying a stored file
  // may read it, and nobody else (not an administrator either: chat is private).
  app.addHook('onReady', async () => {
    const access = fileServiceOf(app).access;
    access.allow((db, file, userId) => isChatFileParty(db, file.id, userId));
    access.keepPrivate((db, file) => isChatFile(db, file.id));
  });

  app.get<{ Querystring: { keyword: string } }>('/', { schema: recentListSchema }, async (request) => {
    const rows = listRecent(app.db, sessionOf(request).userId, request.query.keyword.trim());
    const list = rows.map((row) => {
      const label = previewKey(row.contentType ?? '');
      return {
        id: row.id,
        realName: row.realName,
        account: row.account,
        headIcon: row.headIcon,
        latestMessage: label ? translate(request.lang, label) : (row.content ?? ''),
        messageType: row.contentType ?? '',
        latestDate: row.latestDate,
        unreadMessage: row.unreadMessage,
        online: app.hub.isOnline(row.id),
      };
    });
    return ok(request, { list });
  });

  app.delete<{ Params: { peerId: string } }>('/deleteChatRecord/:peerId', { schema: deleteChatRecordSchema }, async (request) => {
    const userId = sessionOf(request).userId;
    const { peerId } = request.params;
    const { changed, unread } = clearWith(app.db, userId, peerId, app.clock());
    if (changed > 0) pushChatRead(app, userId, peerId, unread);
    return ok(request, { unreadChatCount: unread }, 'deleted');
  });

  app.delete<{ Params: { peerId: string } }>('/relocation/:peerId', { schema: relocationSchema }, async (request) => {
    hideWith(app.db, sessionOf(request).userId, request.params.peerId);
    return ok(request, null, 'deleted');
  });
}
