import type { FastifyInstance } from 'fastify';
import { ok } from '../../plugins/envelope';
import { notFound } from '../../plugins/errors';
import { pageWindow, type PagingQuery } from '../paging';
import { monitorAccess } from './access';
import { monitorSchemas } from './schemas';

interface ListQuery extends PagingQuery {
  messageType?: number;
  /** Milliseconds since the epoch, inclusive. */
  startTime?: number;
  endTime?: number;
}

const COLUMNS = `m.id, m.message_type AS messageType, m.message_source AS messageSource, m.is_test AS isTest,
  m.account_name AS accountName, m.template_name AS templateName, m.receive_user AS receiveUser, m.title, m.content,
  m.status, m.error_msg AS errorMsg, COALESCE(u.real_name, '') AS sendUserName, m.send_time AS sendTime`;
const FROM = 'FROM message_monitor m LEFT JOIN users u ON u.id = m.send_user_id';

/** /api/message/MessageMonitor: the log of every message sent (tests included), newest first. */
export async function monitorRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: ListQuery }>('/', { schema: monitorSchemas.list, config: { access: monitorAccess.read } }, async (request) => {
    const query = request.query;
    const { currentPage, pageSize } = pageWindow(query);
    const clauses: string[] = [];
    const keyword = query.keyword?.trim() ?? '';
    if (keyword) clauses.push('(instr(m.title, @keyword) > 0 OR instr(m.receive_user, @keyword) > 0 OR instr(m.template_name, @keyword) > 0 OR instr(m.account_name, @keyword) > 0)');
    if (query.messageType) clauses.push('m.message_type = @messageType');
    if (query.startTime !== undefined) clauses.push('m.send_time >= @startTime');
    if (query.endTime !== undefined) clauses.push('m.send_time <= @endTime');
    const where = clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '';
    const params = { keyword, messageType: query.messageType ?? 0, startTime: query.startTime ?? 0, endTime: query.endTime ?? 0 };
    const total = (app.db.prepare(`SELECT COUNT(*) AS n ${FROM} ${where}`).get(params) as { n: number }).n;
    const list = app.db.prepare(`SELECT ${COLUMNS} ${FROM} ${where} ORDER BY m.send_time DESC, m.id DESC LIMIT @limit OFFSET @offset`)
      .all({ ...params, limit: pageSize, offset: (currentPage - 1) * pageSize });
    return ok(request, { list, pagination: { currentPage, pageSize, total } });
  });

  app.get<{ Params: { id: string } }>('/:id', { schema: monitorSchemas.info, config: { access: monitorAccess.read } }, async (request) => {
    const row = app.db.prepare(`SELECT ${COLUMNS} ${FROM} WHERE m.id = ?`).get(request.params.id);
    if (!row) throw notFound('entityMsgMonitor');
    return ok(request, row);
  });

  app.delete<{ Body: { ids: string[] } }>('/batchRemove', { schema: monitorSchemas.batchRemove, config: { access: monitorAccess.remove } }, async (request) => {
    const deleted = app.db.transaction(() => {
      const remove = app.db.prepare('DELETE FROM message_monitor WHERE id = ?');
      return request.body.ids.reduce((count, id) => count + remove.run(id).changes, 0);
    }).immediate();
    return ok(request, { deleted }, 'deleted');
  });

  app.delete('/empty', { schema: monitorSchemas.empty, config: { access: monitorAccess.remove } }, async (request) => {
    const deleted = app.db.transaction(() => app.db.prepare('DELETE FROM message_monitor').run().changes).immediate();
    return ok(request, { deleted }, 'monitorCleared');
  });
}
