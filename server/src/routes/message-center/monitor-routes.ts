import type { FastifyInstance } from 'fastify';
import { ok } from '../../plugins/envelope';
import { notFound } from '../../plugins/errors';
import { pageWindow, type PagingQuery } from '../paging';
import { monitorAccess } from './access';
import { clearMonitor, findMonitorEntry, listMonitor, removeMonitorEntries } from './monitor-repository';
import { monitorSchemas } from './schemas';

interface ListQuery extends PagingQuery {
  messageType?: number;
  /** Milliseconds since the epoch, inclusive. */
  startTime?: number;
  endTime?: number;
}

/** /api/message/MessageMonitor: the log of every message sent (tests included), newest first. */
export async function monitorRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: ListQuery }>('/', { schema: monitorSchemas.list, config: { access: monitorAccess.read } }, async (request) => {
    const query = request.query;
    const { currentPage, pageSize } = pageWindow(query);
    const { list, total } = listMonitor(app.db, {
      keyword: query.keyword?.trim() ?? '',
      messageType: query.messageType,
      startTime: query.startTime,
      endTime: query.endTime,
      currentPage,
      pageSize,
    });
    return ok(request, { list, pagination: { currentPage, pageSize, total } });
  });

  app.get<{ Params: { id: string } }>('/:id', { schema: monitorSchemas.info, config: { access: monitorAccess.read } }, async (request) => {
    const row = findMonitorEntry(app.db, request.params.id);
    if (!row) throw notFound('entityMsgMonitor');
    return ok(request, row);
  });

  app.delete<{ Body: { ids: string[] } }>('/batchRemove', { schema: monitorSchemas.batchRemove, config: { access: monitorAccess.remove } }, async (request) => {
    const deleted = removeMonitorEntries(app.db, request.body.ids);
    return ok(request, { deleted }, 'deleted');
  });

  app.delete('/empty', { schema: monitorSchemas.empty, config: { access: monitorAccess.remove } }, async (request) => {
    const deleted = clearMonitor(app.db);
    return ok(request, { deleted }, 'monitorCleared');
  });
}
