import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { badRequest } from '../../plugins/errors';
import { envelope, int, objectOf, str } from '../common-schemas';
import { pagedQuerystring, pageWindow, paginationSchema } from '../paging';
import { listRequestLog, listSignInLog } from './system-log-repository';

/** JNPF log categories: 1 sign-in log, 5 request log. */
export const LOG_SIGN_IN = 1;
export const LOG_REQUEST = 5;

interface LogQuery {
  category?: number;
  keyword?: string;
  currentPage?: number;
  pageSize?: number;
  startTime?: number;
  endTime?: number;
}

const timeField = { type: 'integer', minimum: 0, maximum: 253402300799000 } as const;

const logItem = {
  type: 'object',
  required: ['id', 'creatorTime', 'ipaddress'],
  properties: {
    id: str,
    creatorTime: int,
    ipaddress: str,
    loginMark: int,
    requestMethod: str,
    requestURL: str,
    requestDuration: int,
    code: int,
  },
};

export const systemLogSchema = {
  querystring: pagedQuerystring({
    properties: {
      category: { type: 'integer', enum: [LOG_SIGN_IN, LOG_REQUEST], default: LOG_SIGN_IN },
      startTime: timeField,
      endTime: timeField,
    },
  }),
  response: envelope(objectOf({ list: { type: 'array', items: logItem }, pagination: paginationSchema })),
};

function page(db: Db, category: number, userId: string, query: LogQuery, limit: number, offset: number) {
  const filter = { userId, keyword: query.keyword?.trim() ?? '', startTime: query.startTime, endTime: query.endTime };
  if (category === LOG_REQUEST) {
    const { rows, total } = listRequestLog(db, filter, limit, offset);
    const list = rows.map((row) => ({
      id: String(row.id), creatorTime: row.at, ipaddress: row.ip, requestMethod: row.method, requestURL: row.path,
      requestDuration: row.duration_ms, code: row.code,
    }));
    return { list, total };
  }
  // Sign-ins are the attempts the sign-in itself records (failures only while they matter for throttling).
  const { rows, total } = listSignInLog(db, filter, limit, offset);
  const list = rows.map((row) => ({ id: String(row.id), creatorTime: row.at, ipaddress: row.ip, loginMark: row.success }));
  return { list, total };
}

/** GET /Current/SystemLog: the caller's own sign-in (category 1) or request (category 5) log, newest first. */
export async function systemLogRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: LogQuery }>('/SystemLog', { schema: systemLogSchema }, async (request) => {
    const query = request.query;
    if (query.startTime !== undefined && query.endTime !== undefined && query.startTime > query.endTime) {
      throw badRequest('logDateRange', { field: 'startTime' });
    }
    // The request that asked is logged too, in the next batch; earlier ones must show.
    await app.flushRequestLog();
    const { currentPage, pageSize, offset } = pageWindow(query);
    const { list, total } = page(app.db, query.category ?? LOG_SIGN_IN, sessionOf(request).userId, query, pageSize, offset);
    return ok(request, { list, pagination: { currentPage, pageSize, total } });
  });
}
