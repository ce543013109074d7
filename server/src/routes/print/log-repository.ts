import type { Db } from '../../db/connection';
import { keywordFilter } from '../../db/search-index';
import type { SqlFragment } from '../../permission/data-rules';

export interface PrintLogRow {
  id: string;
  printId: string;
  printName: string;
  printTitle: string;
  printNum: number;
  creatorUserId: string;
  creatorUser: string;
  creatorTime: number;
}

export interface LogQuery {
  /** The caller's data rules of the print-template page, over `print_templates t`: a log shows for a template they may see. */
  scope: SqlFragment;
  /** Logs of deleted templates: for callers no data rule restricts (deny by default for the others). */
  includeOrphans: boolean;
  keyword: string;
  printId: string;
  startTime: number | null;
  endTime: number | null;
  offset: number;
  limit: number;
}

export function insertPrintLog(db: Db, log: { id: string; printId: string; printTitle: string; printNum: number; userId: string; now: number }): void {
  db.prepare(`INSERT INTO print_logs (id, print_id, print_title, print_num, creator_user_id, creator_time)
    VALUES (?, ?, ?, ?, ?, ?)`).run(log.id, log.printId, log.printTitle, log.printNum, log.userId, log.now);
}

/** Newest first. Logs of deleted templates stay (the print happened) and show the template's name as ''. */
export function listPrintLogs(db: Db, query: LogQuery): { list: PrintLogRow[]; total: number } {
  const clauses = [query.includeOrphans ? `(t.id IS NULL OR (${query.scope.sql}))` : `(t.id IS NOT NULL AND (${query.scope.sql}))`];
  const params: unknown[] = [...query.scope.params];
  if (query.keyword) {
    const keyword = keywordFilter(['l.print_title', 't.full_name', 'u.real_name', 'u.account'], query.keyword);
    clauses.push(keyword.sql);
    params.push(...keyword.params);
  }
  if (query.printId) {
    clauses.push('l.print_id = ?');
    params.push(query.printId);
  }
  if (query.startTime !== null) {
    clauses.push('l.creator_time >= ?');
    params.push(query.startTime);
  }
  if (query.endTime !== null) {
    clauses.push('l.creator_time <= ?');
    params.push(query.endTime);
  }
  const from = `print_logs l
    LEFT JOIN print_templates t ON t.id = l.print_id
    LEFT JOIN users u ON u.id = l.creator_user_id`;
  const where = `WHERE ${clauses.join(' AND ')}`;
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM ${from} ${where}`).get(...params) as { n: number }).n;
  const list = db.prepare(`SELECT l.id, l.print_id AS printId, COALESCE(t.full_name, '') AS printName, l.print_title AS printTitle,
    l.print_num AS printNum, l.creator_user_id AS creatorUserId,
    COALESCE(u.real_name || '/' || u.account, '') AS creatorUser, l.creator_time AS creatorTime
    FROM ${from} ${where} ORDER BY l.creator_time DESC, l.id DESC LIMIT ? OFFSET ?`).all(...params, query.limit, query.offset) as PrintLogRow[];
  return { list, total };
}
