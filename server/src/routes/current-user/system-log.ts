import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { badRequest } from '../../plugins/errors';
import { envelope, int, objectOf, str } from '../common-schemas';
import { pagedQuerystring, pageWindow, paginationSchema } from '../paging';

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

// LIKE with the user's keyword taken literally.
const likePattern = (keyword: string): string => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

interface Filter {
  where: string;
  params: (string | number)[];
}

function filterOf(userColumn: string, timeColumn: string, searchable: string[], userId: string, query: LogQuery): Filter {
  const clauses = [`${userColumn} = ?`];
  const params: (string | number)[] = [userId];
  if (query.startTime !== undefined) {
    clauses.push(`${timeColumn} >= ?`);
    params.push(query.startTime);
  }
  if (query.endTime !== undefined) {
    clauses.push(`${timeColumn} <= ?`);
    params.push(query.endTime);
  }
  const keyword = query.keyword?.trim();
  if (keyword) {
    clauses.push(`(${searchable.map((column) => `${column} LIKE ? ESCAPE '\\'`).join(' OR ')})`);
    params.push(...searchable.map(() => likePattern(keyword)));
  }
  return { where: clauses.join(' AND '), params };
}

function page(db: Db, category: number, userId: string, query: LogQuery, limit: number, offset: number) {
  if (category === LOG_REQUEST) {
    const filter = filterOf('user_id', 'at', ['method', 'path', 'ip'], userId, query);
    const total = (db.prepare(`SELECT COUNT(*) AS n FROM request_logs WHERE ${filter.where}`).get(...filter.params) as { n: number }).n;
    const rows = db.prepare(`SELECT id, at, method, path, code, duration_ms, ip FROM request_logs WHERE ${filter.where}
      ORDER BY at DESC, id DESC LIMIT ? OFFSET ?`).all(...filter.params, limit, offset) as {
      id: number; at: number; method: string; path: string; code: number; duration_ms: number; ip: string;
    }[];
    const list = rows.map((row) => ({
      id: String(row.id), creatorTime: row.at, ipaddress: row.ip, requestMethod: row.method, requestURL: row.path,
      requestDuration: row.duration_ms, code: row.code,
    }));
    return { list, total };
  }
  // Sign-ins are the attempts the sign-in itself records (failures only while they matter for throttling).
  const filter = filterOf('user_id', 'at', ['ip'], userId, query);
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM login_attempts WHERE ${filter.where}`).get(...filter.params) as { n: number }).n;
  const rows = db.prepare(`SELECT id, at, ip, success FROM login_attempts WHERE ${filter.where}
    ORDER BY at DESC, id DESC LIMIT ? OFFSET ?`).all(...filter.params, limit, offset) as { id: number; at: number; ip: string; success: number }[];
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
    const { currentPage, pageSize, offset } = pageWindow(query);
    const { list, total } = page(app.db, query.category ?? LOG_SIGN_IN, sessionOf(request).userId, query, pageSize, offset);
    return ok(request, { list, pagination: { currentPage, pageSize, total } });
  });
}
