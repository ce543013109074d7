import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { notFound } from '../../plugins/errors';
import { pageWindow } from '../paging';
import { pushCounts } from './push';
import { deleteReceipts, listInboxOffThread, readAll, readMessage } from './repository';
import { deleteRecordSchema, inboxListSchema, readAllSchema, readInfoSchema } from './schemas';

interface InboxQuery {
  currentPage: number;
  pageSize: number;
  keyword: string;
  type?: number | null;
  isRead?: number | null;
}

/** The signed-in user's own messages: any signed-in user, only their own receipts. */
export async function inboxRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: InboxQuery }>('/', { schema: inboxListSchema }, async (request) => {
    const { currentPage, pageSize, offset, limit } = pageWindow(request.query);
    const keyword = request.query.keyword;
    // Off the event loop: a keyword scan over a large inbox must not delay socket pushes.
    const { list, total } = await listInboxOffThread(app.dbReader, sessionOf(request).userId, {
      keyword,
      type: request.query.type ?? null,
      isRead: request.query.isRead ?? null,
      offset,
      limit,
      now: app.clock(),
    });
    return ok(request, { list, pagination: { currentPage, pageSize, total } });
  });

  app.get<{ Params: { id: string } }>('/ReadInfo/:id', { schema: readInfoSchema }, async (request) => {
    const userId = sessionOf(request).userId;
    const detail = app.db.transaction(() => readMessage(app.db, userId, request.params.id, app.clock()))();
    if (!detail) throw notFound('entityMessage');
    pushCounts(app, userId);
    return ok(request, detail);
  });

  app.post<{ Body: { type?: number | null } | null }>('/Actions/ReadAll', { schema: readAllSchema }, async (request) => {
    const userId = sessionOf(request).userId;
    const count = app.db.transaction(() => readAll(app.db, userId, request.body?.type ?? null, app.clock()))();
    pushCounts(app, userId);
    return ok(request, { count });
  });

  app.delete<{ Body: { ids: string[] } }>('/Record', { schema: deleteRecordSchema }, async (request) => {
    const userId = sessionOf(request).userId;
    const count = app.db.transaction(() => deleteReceipts(app.db, userId, request.body.ids))();
    pushCounts(app, userId);
    return ok(request, { count }, 'deleted');
  });
}
