import type { FastifyInstance, FastifyRequest } from 'fastify';
import { translate } from '../../i18n/messages';
import { ok } from '../../plugins/envelope';
import { badRequest, notFound } from '../../plugins/errors';
import { LOG_CATEGORIES, type LogCategory, type LogLevel } from '../../system-log/categories';
import { deleteLogsByIds, deleteLogsByRange, findLog, iterateLogs, listLogs, type LogListFilter, type LogRow } from '../../system-log/repository';
import { envelope, int, nullableStr, objectOf, str } from '../common-schemas';
import { pagedQuerystring, pageWindow, paginationSchema, pagingQueryProperties } from '../paging';
import { datedFileName, streamWorkbook, xlsxDownload } from '../spreadsheet-import';

/** An export holds at most this many entries (one workbook in memory); the message asks for a narrower range. */
export const EXPORT_MAX = 50_000;
/** At most this many ids per delete by selection. */
const DELETE_IDS_MAX = 500;

const timeField = { type: 'integer', minimum: 0, maximum: 253402300799000 } as const;

const filterProperties = {
  startTime: timeField,
  endTime: timeField,
  userName: { type: 'string', maxLength: 100 },
  ipaddress: { type: 'string', maxLength: 100 },
  level: { type: 'integer', enum: [1, 2, 3] },
} as const;

const categoryParams = objectOf({ category: { type: 'integer', enum: LOG_CATEGORIES } });

const logItem = objectOf({
  id: str, category: int, creatorTime: int, userId: nullableStr, userName: str, ipaddress: str, requestMethod: str, requestURL: str,
  moduleName: str, objectId: str, code: int, level: int, loginMark: int, requestDuration: int, platForm: str, json: str,
});

interface FilterQuery {
  keyword?: string;
  startTime?: number;
  endTime?: number;
  userName?: string;
  ipaddress?: string;
  level?: LogLevel;
}

interface ListQuery extends FilterQuery {
  currentPage?: number;
  pageSize?: number;
}

interface DeleteBody {
  ids?: string[];
  category?: LogCategory;
  startTime?: number;
  endTime?: number;
}

/** The JNPF shape of an entry (field names of JNPF's log entity). */
function itemOf(row: LogRow) {
  return {
    id: String(row.id), category: row.category, creatorTime: row.at, userId: row.user_id, userName: row.user_name, ipaddress: row.ip,
    requestMethod: row.method, requestURL: row.path, moduleName: row.module, objectId: row.record_id, code: row.code, level: row.level,
    loginMark: row.code === 200 ? 1 : 0, requestDuration: row.duration_ms, platForm: row.user_agent, json: row.summary,
  };
}

function filterOf(category: LogCategory, query: FilterQuery): LogListFilter {
  if (query.startTime !== undefined && query.endTime !== undefined && query.startTime > query.endTime) {
    throw badRequest('logDateRange', { field: 'startTime' });
  }
  return {
    category,
    ...(query.keyword !== undefined ? { keyword: query.keyword } : {}),
    ...(query.startTime !== undefined ? { startTime: query.startTime } : {}),
    ...(query.endTime !== undefined ? { endTime: query.endTime } : {}),
    ...(query.userName !== undefined ? { userName: query.userName } : {}),
    ...(query.ipaddress !== undefined ? { ip: query.ipaddress } : {}),
    ...(query.level !== undefined ? { level: query.level } : {}),
  };
}

const EXPORT_COLUMNS: { key: keyof ReturnType<typeof itemOf> | 'time'; zh: string; en: string }[] = [
  { key: 'time', zh: '时间', en: 'Time' },
  { key: 'userName', zh: '用户', en: 'User' },
  { key: 'ipaddress', zh: 'IP地址', en: 'IP address' },
  { key: 'requestMethod', zh: '请求方法', en: 'Method' },
  { key: 'requestURL', zh: '请求地址', en: 'URL' },
  { key: 'moduleName', zh: '接口', en: 'Route' },
  { key: 'objectId', zh: '记录', en: 'Record' },
  { key: 'code', zh: '结果', en: 'Result' },
  { key: 'level', zh: '级别', en: 'Level' },
  { key: 'requestDuration', zh: '耗时(毫秒)', en: 'Duration (ms)' },
  { key: 'platForm', zh: '客户端', en: 'Client' },
  { key: 'json', zh: '摘要', en: 'Summary' },
];

function* exportRows(rows: Iterable<LogRow>): Generator<Record<string, string | number>> {
  for (const row of rows) {
    const item = itemOf(row);
    yield { ...item, userId: item.userId ?? '', time: new Date(row.at).toISOString().replace('T', ' ').slice(0, 19) };
  }
}

/**
 * /api/system/Log (JNPF 3.1's /api/system/Base/Log under the spec's prefix): the system log of
 * every user, administrators only (the server checks every call).
 * - GET /{category}: a page, newest first, by keyword, time range, user, address and level;
 * - GET /Detail/{id}: one entry;
 * - GET /{category}/Actions/Export: the filtered entries as xlsx (at most EXPORT_MAX);
 * - DELETE /: the chosen entries (ids), or every entry of a time range (and category).
 */
export async function systemLogRoutes(app: FastifyInstance): Promise<void> {
  const config = { access: 'administrator' as const };

  app.get<{ Params: { category: LogCategory }; Querystring: ListQuery }>('/:category', {
    schema: {
      params: categoryParams,
      querystring: pagedQuerystring({ properties: filterProperties }),
      response: envelope(objectOf({ list: { type: 'array', items: logItem }, pagination: paginationSchema })),
    },
    config,
  }, async (request) => {
    const filter = filterOf(request.params.category, request.query);
    await app.flushRequestLog();
    const { currentPage, pageSize, offset, limit } = pageWindow(request.query);
    const { rows, total } = listLogs(app.db, filter, limit, offset);
    return ok(request, { list: rows.map(itemOf), pagination: { currentPage, pageSize, total } });
  });

  app.get<{ Params: { id: string } }>('/Detail/:id', {
    schema: { params: objectOf({ id: { type: 'string', pattern: '^[0-9]{1,18}$' } }), response: envelope(logItem) },
    config,
  }, async (request) => {
    await app.flushRequestLog();
    const row = findLog(app.db, Number(request.params.id));
    if (!row) throw notFound('entitySystemLog');
    return ok(request, itemOf(row));
  });

  app.get<{ Params: { category: LogCategory }; Querystring: FilterQuery }>('/:category/Actions/Export', {
    schema: {
      params: categoryParams,
      querystring: { type: 'object', properties: { keyword: pagingQueryProperties.keyword, ...filterProperties } },
      response: envelope(objectOf({ url: str, name: str })),
    },
    config,
  }, async (request: FastifyRequest<{ Params: { category: LogCategory }; Querystring: FilterQuery }>) => {
    const filter = filterOf(request.params.category, request.query);
    await app.flushRequestLog();
    const rows = [...iterateLogs(app.db, filter, EXPORT_MAX + 1)];
    if (rows.length > EXPORT_MAX) throw badRequest('logExportTooMany', { max: EXPORT_MAX });
    const english = request.lang === 'en';
    const columns = EXPORT_COLUMNS.map((column) => ({ key: column.key, header: english ? column.en : column.zh, width: column.key === 'json' ? 60 : 18 }));
    const name = translate(request.lang, 'logExportName');
    const content = await streamWorkbook(name, columns, exportRows(rows));
    return ok(request, xlsxDownload(app, request, datedFileName(name, app.clock()), content));
  });

  app.delete<{ Body: DeleteBody }>('/', {
    schema: {
      body: {
        type: 'object',
        properties: {
          ids: { type: 'array', maxItems: DELETE_IDS_MAX, items: { type: 'string', pattern: '^[0-9]{1,18}$' } },
          category: { type: 'integer', enum: LOG_CATEGORIES },
          startTime: timeField,
          endTime: timeField,
        },
      },
      response: envelope(objectOf({ count: int })),
    },
    config,
  }, async (request) => {
    const body = request.body ?? {};
    await app.flushRequestLog();
    let count: number;
    if (body.ids && body.ids.length > 0) {
      count = deleteLogsByIds(app.db, body.ids.map(Number));
    } else if (body.startTime !== undefined && body.endTime !== undefined) {
      if (body.startTime > body.endTime) throw badRequest('logDateRange', { field: 'startTime' });
      count = deleteLogsByRange(app.db, { startTime: body.startTime, endTime: body.endTime, ...(body.category !== undefined ? { category: body.category } : {}) });
    } else {
      throw badRequest('logDeleteWhat');
    }
    return { code: 200, msg: translate(request.lang, 'logDeletedCount', { count }), data: { count } };
  });
}
