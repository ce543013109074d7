// Calls of /api/system/Log (JNPF 3.1's system log under the spec's prefix), one function per
// endpoint. A factory over the transport, so page tests pass a fake client.
import { http, type HttpClient } from '@atrium/shared';

/** JNPF log categories: 1 sign-in, 3 operation, 4 exception, 5 request. */
export type LogCategory = 1 | 3 | 4 | 5;
export const LOG_CATEGORIES: readonly LogCategory[] = [1, 5, 3, 4];

/** 1 info, 2 warning (refused), 3 error. */
export type LogLevel = 1 | 2 | 3;

export interface LogRow {
  id: string;
  category: LogCategory;
  creatorTime: number;
  userId: string | null;
  userName: string;
  ipaddress: string;
  requestMethod: string;
  requestURL: string;
  moduleName: string;
  objectId: string;
  code: number;
  level: LogLevel;
  loginMark: number;
  requestDuration: number;
  platForm: string;
  /** Redacted JSON summary (operations: params and body; exceptions: the error; sign-ins: account and message). */
  json: string;
}

export interface LogFilter {
  keyword: string;
  startTime?: number;
  endTime?: number;
  userName?: string;
  ipaddress?: string;
  level?: LogLevel;
}

export interface LogQuery extends LogFilter {
  currentPage: number;
  pageSize: number;
}

export interface Page<T> {
  list: T[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

const BASE = '/api/system/Log';

/** The query without empty filters (the server treats a missing filter as "any"). */
export function queryParams<Q extends LogFilter>(query: Q): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    params[key] = value as string | number;
  }
  return params;
}

export function createLogApi(client: HttpClient) {
  return {
    list: (category: LogCategory) => (query: LogQuery) => client.get<Page<LogRow>>(`${BASE}/${category}`, queryParams(query)),
    detail: (id: string) => client.get<LogRow>(`${BASE}/Detail/${encodeURIComponent(id)}`),
    exportXlsx: (category: LogCategory, filter: LogFilter) =>
      client.get<{ url: string; name: string }>(`${BASE}/${category}/Actions/Export`, queryParams(filter), { timeout: 60_000 }),
    /** Deletes every entry of the time range (both ends included) of one category. */
    removeRange: (category: LogCategory, startTime: number, endTime: number) =>
      client.delete<{ count: number }>(BASE, { category, startTime, endTime }),
  };
}

export type LogApi = ReturnType<typeof createLogApi>;

export const logApi: LogApi = createLogApi(http);
