// SQL of delegations (流程委托): a user's to-dos of one flow (or all, flow_id '') handled by another for a period.
import type { Db } from '../db/connection';
import { keywordFilter } from '../db/search-index';

export interface Delegate {
  id: string;
  userId: string;
  userName: string | null;
  toUserId: string;
  toUserName: string | null;
  flowId: string;
  flowName: string;
  startTime: number;
  endTime: number;
  description: string;
  creatorTime: number;
}

export type DelegateFields = Pick<Delegate, 'toUserId' | 'flowId' | 'flowName' | 'startTime' | 'endTime' | 'description'>;

const COLUMNS = `d.id, d.user_id AS userId, u.real_name AS userName, d.to_user_id AS toUserId, t.real_name AS toUserName, d.flow_id AS flowId,
  d.flow_name AS flowName, d.start_time AS startTime, d.end_time AS endTime, d.description, d.creator_time AS creatorTime`;
const FROM = 'flow_delegate d LEFT JOIN users u ON u.id = d.user_id LEFT JOIN users t ON t.id = d.to_user_id';

export function findDelegate(db: Db, id: string): Delegate | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM ${FROM} WHERE d.id = ?`).get(id) as Delegate | undefined;
}

/** The caller's delegations: given (type 1, default) or received (type 2). */
export function listDelegates(db: Db, userId: string, received: boolean, keyword: string, offset: number, limit: number): { list: Delegate[]; total: number } {
  const filter = keywordFilter(['d.flow_name', 'u.real_name', 't.real_name'], keyword);
  const where = `${received ? 'd.to_user_id' : 'd.user_id'} = ? AND ${filter.sql}`;
  const params = [userId, ...filter.params];
  const total = (db.prepare(`SELECT COUNT(*) AS total FROM ${FROM} WHERE ${where}`).get(...params) as { total: number }).total;
  const list = db.prepare(`SELECT ${COLUMNS} FROM ${FROM} WHERE ${where} ORDER BY d.start_time DESC, d.id LIMIT ? OFFSET ?`).all(...params, limit, offset) as Delegate[];
  return { list, total };
}

export function insertDelegate(db: Db, row: DelegateFields & { id: string; userId: string; now: number }): void {
  db.prepare(`INSERT INTO flow_delegate (id, user_id, to_user_id, flow_id, flow_name, start_time, end_time, description, creator_time)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(row.id, row.userId, row.toUserId, row.flowId, row.flowName, row.startTime, row.endTime, row.description, row.now);
}

export function updateDelegate(db: Db, id: string, row: DelegateFields & { now: number }): void {
  db.prepare('UPDATE flow_delegate SET to_user_id = ?, flow_id = ?, flow_name = ?, start_time = ?, end_time = ?, description = ?, last_modify_time = ? WHERE id = ?')
    .run(row.toUserId, row.flowId, row.flowName, row.startTime, row.endTime, row.description, row.now, id);
}

export function deleteDelegate(db: Db, id: string): void {
  db.prepare('DELETE FROM flow_delegate WHERE id = ?').run(id);
}

/** Delegations by `userId` overlapping the period for a compatible flow (same flow, or either for all flows). */
function overlapping(db: Db, userId: string, flowId: string, start: number, end: number, exceptId: string): { toUserId: string }[] {
  return db.prepare(`SELECT to_user_id AS toUserId FROM flow_delegate WHERE user_id = ? AND id <> ? AND start_time <= ? AND end_time >= ?
    AND (flow_id = '' OR ? = '' OR flow_id = ?)`).all(userId, exceptId, end, start, flowId, flowId) as { toUserId: string }[];
}

/** Whether the user already delegates a compatible flow in part of the period. */
export function delegateOverlaps(db: Db, userId: string, fields: DelegateFields, exceptId: string | null): boolean {
  return overlapping(db, userId, fields.flowId, fields.startTime, fields.endTime, exceptId ?? '').length > 0;
}

/**
 * The user on a delegation chain from the new delegate back to the delegator (A→B while B→…→A
 * in the same period for a compatible flow), or null when there is no loop.
 */
export function delegateLoop(db: Db, userId: string, fields: DelegateFields, exceptId: string | null): string | null {
  const seen = new Set<string>([fields.toUserId]);
  const queue = [fields.toUserId];
  while (queue.length > 0 && seen.size < 1000) {
    const current = queue.shift() as string;
    for (const next of overlapping(db, current, fields.flowId, fields.startTime, fields.endTime, exceptId ?? '')) {
      if (next.toUserId === userId) return current;
      if (!seen.has(next.toUserId)) {
        seen.add(next.toUserId);
        queue.push(next.toUserId);
      }
    }
  }
  return null;
}
