import type { Db } from '../../db/connection';
import { boundedCount, keywordFilter } from '../../db/search-index';
import { LogCategory } from '../../system-log/categories';

export interface LogFilter {
  userId: string;
  keyword: string;
  startTime?: number;
  endTime?: number;
}

interface Where {
  sql: string;
  params: (string | number)[];
}

function whereOf(category: LogCategory, searchable: readonly string[], filter: LogFilter): Where {
  const clauses = ['user_id = ?', `category = ${category}`];
  const params: (string | number)[] = [filter.userId];
  if (filter.startTime !== undefined) {
    clauses.push('at >= ?');
    params.push(filter.startTime);
  }
  if (filter.endTime !== undefined) {
    clauses.push('at <= ?');
    params.push(filter.endTime);
  }
  const keyword = keywordFilter(searchable, filter.keyword);
  clauses.push(keyword.sql);
  params.push(...keyword.params);
  return { sql: clauses.join(' AND '), params };
}

export interface RequestLogRow {
  id: number;
  at: number;
  method: string;
  path: string;
  code: number;
  duration_ms: number;
  ip: string;
}

/** The user's request log, newest first; the total stops past TOTAL_CAP (one row per request grows fast). */
export function listRequestLog(db: Db, filter: LogFilter, limit: number, offset: number): { rows: RequestLogRow[]; total: number } {
  const where = whereOf(LogCategory.request, ['method', 'path', 'ip'], filter);
  const total = (db.prepare(boundedCount(`SELECT 1 FROM system_logs WHERE ${where.sql}`)).get(...where.params) as { n: number }).n;
  const rows = db.prepare(`SELECT id, at, method, path, code, duration_ms, ip FROM system_logs WHERE ${where.sql}
    ORDER BY at DESC, id DESC LIMIT ? OFFSET ?`).all(...where.params, limit, offset) as RequestLogRow[];
  return { rows, total };
}

export interface SignInLogRow {
  id: number;
  at: number;
  ip: string;
  success: number;
}

/** The user's sign-in attempts (the system log's sign-in category), newest first. */
export function listSignInLog(db: Db, filter: LogFilter, limit: number, offset: number): { rows: SignInLogRow[]; total: number } {
  const where = whereOf(LogCategory.signIn, ['ip'], filter);
  const total = (db.prepare(boundedCount(`SELECT 1 FROM system_logs WHERE ${where.sql}`)).get(...where.params) as { n: number }).n;
  const rows = db.prepare(`SELECT id, at, ip, CASE WHEN code = 200 THEN 1 ELSE 0 END AS success FROM system_logs WHERE ${where.sql}
    ORDER BY at DESC, id DESC LIMIT ? OFFSET ?`).all(...where.params, limit, offset) as SignInLogRow[];
  return { rows, total };
}
