import type { Db } from '../../db/connection';
import { boundedCount, likeContains, namedKeywordFilter } from '../../db/search-index';

export interface MonitorQuery {
  keyword: string;
  messageType?: number;
  /** Milliseconds since the epoch, inclusive. */
  startTime?: number;
  endTime?: number;
  currentPage: number;
  pageSize: number;
}

const COLUMNS = `m.id, m.message_type AS messageType, m.message_source AS messageSource, m.is_test AS isTest,
  m.account_name AS accountName, m.template_name AS templateName, m.receive_user AS receiveUser, m.title, m.content,
  m.status, m.error_msg AS errorMsg, COALESCE(u.real_name, '') AS sendUserName, m.send_time AS sendTime`;
const FROM = 'FROM message_monitor m LEFT JOIN users u ON u.id = m.send_user_id';

/** The log of every message sent, newest first; one row per message sent, so the total is bounded. */
export function listMonitor(db: Db, query: MonitorQuery): { list: unknown[]; total: number } {
  const clauses: string[] = [];
  if (query.keyword) clauses.push(namedKeywordFilter(['m.title', 'm.receive_user', 'm.template_name', 'm.account_name']));
  if (query.messageType) clauses.push('m.message_type = @messageType');
  if (query.startTime !== undefined) clauses.push('m.send_time >= @startTime');
  if (query.endTime !== undefined) clauses.push('m.send_time <= @endTime');
  const where = clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '';
  const params = { keyword: likeContains(query.keyword), messageType: query.messageType ?? 0, startTime: query.startTime ?? 0, endTime: query.endTime ?? 0 };
  const total = (db.prepare(boundedCount(`SELECT 1 FROM message_monitor m ${where}`)).get(params) as { n: number }).n;
  const list = db.prepare(`SELECT ${COLUMNS} ${FROM} ${where} ORDER BY m.send_time DESC, m.id DESC LIMIT @limit OFFSET @offset`)
    .all({ ...params, limit: query.pageSize, offset: (query.currentPage - 1) * query.pageSize });
  return { list, total };
}

export function findMonitorEntry(db: Db, id: string): unknown {
  return db.prepare(`SELECT ${COLUMNS} ${FROM} WHERE m.id = ?`).get(id);
}

export function removeMonitorEntries(db: Db, ids: readonly string[]): number {
  return db.transaction(() => {
    const remove = db.prepare('DELETE FROM message_monitor WHERE id = ?');
    return ids.reduce((count, id) => count + remove.run(id).changes, 0);
  }).immediate();
}

export function clearMonitor(db: Db): number {
  return db.transaction(() => db.prepare('DELETE FROM message_monitor').run().changes).immediate();
}
