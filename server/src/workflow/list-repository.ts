// SQL of the workflow lists: 我发起的, 待办事宜, 已办事宜, 抄送事宜, 流程监控.
import type { Db } from '../db/connection';
import { boundedCount, keywordFilter } from '../db/search-index';

export interface TaskFilters {
  keyword: string;
  flowCategory: string | null;
  flowId: string | null;
  flowUrgent: number | null;
  status: number | null;
  /** Inclusive epoch ms range on the list's own time (see each list). */
  startTime: number | null;
  endTime: number | null;
  creatorUserId?: string | null;
}

export interface Window {
  offset: number;
  limit: number;
  sort: 'asc' | 'desc';
}

const TASK_FIELDS = `t.id, t.full_name AS fullName, t.flow_id AS flowId, t.flow_name AS flowName, t.flow_code AS flowCode, t.flow_category AS flowCategory,
  t.flow_urgent AS flowUrgent, t.status, t.this_step AS thisStep, t.completion, t.creator_user_id AS creatorUserId, cu.real_name AS userName,
  t.creator_time AS creatorTime, t.start_time AS startTime, t.end_time AS endTime`;

export interface TaskItem {
  id: string;
  fullName: string;
  flowId: string;
  flowName: string;
  flowCode: string;
  flowCategory: string;
  flowUrgent: number;
  status: number;
  thisStep: string;
  completion: number;
  creatorUserId: string;
  userName: string | null;
  creatorTime: number;
  startTime: number | null;
  endTime: number | null;
}

function filterSql(filters: TaskFilters, timeColumn: string): { sql: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const keyword = keywordFilter(['t.full_name', 't.flow_name', 't.flow_code'], filters.keyword);
  where.push(keyword.sql);
  params.push(...keyword.params);
  const add = (sql: string, value: unknown) => {
    where.push(sql);
    params.push(value);
  };
  if (filters.flowCategory !== null) add('t.flow_category = ?', filters.flowCategory);
  if (filters.flowId !== null) add('t.flow_id = ?', filters.flowId);
  if (filters.flowUrgent !== null) add('t.flow_urgent = ?', filters.flowUrgent);
  if (filters.status !== null) add('t.status = ?', filters.status);
  if (filters.startTime !== null) add(`${timeColumn} >= ?`, filters.startTime);
  if (filters.endTime !== null) add(`${timeColumn} <= ?`, filters.endTime);
  if (filters.creatorUserId) add('t.creator_user_id = ?', filters.creatorUserId);
  return { sql: where.join(' AND '), params };
}

function page<T>(
  db: Db, from: string, fields: string, where: { sql: string; params: unknown[] }, order: string, window: Window, fieldParams: unknown[] = [], knownTotal: number | null = null,
): { list: T[]; total: number } {
  // Bounded like every large list: past TOTAL_CAP the client shows "10000+".
  const total = knownTotal ?? (db.prepare(boundedCount(`SELECT 1 FROM ${from} WHERE ${where.sql}`)).get(...where.params) as { n: number }).n;
  if (window.limit === 0) return { list: [], total };
  const list = db.prepare(`SELECT ${fields} FROM ${from} WHERE ${where.sql} ORDER BY ${order} LIMIT ? OFFSET ?`).all(...fieldParams, ...where.params, window.limit, window.offset) as T[];
  return { list, total };
}

const direction = (window: Window): string => (window.sort === 'asc' ? 'ASC' : 'DESC');

/** 我发起的: the caller's own tasks, drafts included; time is the creation time. */
export function launchList(db: Db, userId: string, filters: TaskFilters, window: Window): { list: TaskItem[]; total: number } {
  const where = filterSql(filters, 't.creator_time');
  return page<TaskItem>(db, 'flow_task t LEFT JOIN users cu ON cu.id = t.creator_user_id', TASK_FIELDS,
    { sql: `t.creator_user_id = ? AND ${where.sql}`, params: [userId, ...where.params] }, `t.creator_time ${direction(window)}, t.id`, window);
}

/** 流程监控: every submitted task (drafts are their author's business). */
export function monitorList(db: Db, filters: TaskFilters, window: Window): { list: TaskItem[]; total: number } {
  const where = filterSql(filters, 't.creator_time');
  return page<TaskItem>(db, 'flow_task t LEFT JOIN users cu ON cu.id = t.creator_user_id', TASK_FIELDS,
    // Ids are made from the creation time (db/ids.ts, same length), so id order is creation order,
    // and the primary key serves it without sorting every task.
    { sql: `t.status <> 0 AND ${where.sql}`, params: where.params }, `t.id ${direction(window)}`, window);
}

export interface TodoItem extends TaskItem {
  taskOperatorId: string;
  taskNodeId: string;
  nodeName: string;
  handleId: string;
  /** Whom the caller acts for when the to-do is delegated to them, else null. */
  delegateUserName: string | null;
  receiveTime: number;
}

/**
 * 待办事宜: pending to-dos of the caller, and of everyone who delegates this flow to the caller
 * now (the delegate acts for them). Time is when the to-do arrived.
 */
export function todoList(db: Db, userId: string, now: number, filters: TaskFilters, window: Window): { list: TodoItem[]; total: number } {
  // Whose to-dos the caller sees: their own, everyone delegating all flows to them now, and per-flow
  // delegations as (handler, flow) pairs. Read first so the list's WHERE stays index-friendly.
  const delegations = db.prepare('SELECT user_id AS userId, flow_id AS flowId FROM flow_delegate WHERE to_user_id = ? AND start_time <= ? AND end_time >= ?')
    .all(userId, now, now) as { userId: string; flowId: string }[];
  const handlers = [userId, ...delegations.filter((d) => d.flowId === '').map((d) => d.userId)];
  const perFlow = delegations.filter((d) => d.flowId !== '');
  const mine = [`o.handle_id IN (${handlers.map(() => '?').join(', ')})`, ...perFlow.map(() => '(o.handle_id = ? AND t.flow_id = ?)')].join(' OR ');
  const mineParams = [...handlers, ...perFlow.flatMap((d) => [d.userId, d.flowId])];
  const where = filterSql(filters, 'o.creator_time');
  // A pending operator exists only while its task waits (every other status closes them), so
  // without filters on the task the count needs the operators' index alone.
  const unfiltered = where.params.length === 0 && perFlow.length === 0;
  const total = unfiltered
    ? (db.prepare(boundedCount(`SELECT 1 FROM flow_task_operator o WHERE o.state = 0 AND (${mine})`)).get(...mineParams) as { n: number }).n
    : null;
  const answer = page<TodoItem>(db,
    'flow_task_operator o JOIN flow_task t ON t.id = o.task_id LEFT JOIN users cu ON cu.id = t.creator_user_id LEFT JOIN users hu ON hu.id = o.handle_id',
    `${TASK_FIELDS}, o.id AS taskOperatorId, o.task_node_id AS taskNodeId, o.node_name AS nodeName, o.handle_id AS handleId,
      CASE WHEN o.handle_id = ? THEN NULL ELSE hu.real_name END AS delegateUserName, o.creator_time AS receiveTime`,
    { sql: `o.state = 0 AND t.status = 1 AND (${mine}) AND ${where.sql}`, params: [...mineParams, ...where.params] },
    `o.creator_time ${direction(window)}`, window, [userId], total);
  return answer;
}

export interface DoneItem extends TaskItem {
  taskRecordId: string;
  taskNodeId: string | null;
  nodeName: string;
  handleStatus: number;
  handleOpinion: string;
  handleTime: number;
}

/** 已办事宜: what the caller approved, sent back, transferred or added a signer on. Time is when they acted. */
export function doneList(db: Db, userId: string, filters: TaskFilters, window: Window): { list: DoneItem[]; total: number } {
  const where = filterSql(filters, 'r.handle_time');
  return page<DoneItem>(db, 'flow_task_operator_record r JOIN flow_task t ON t.id = r.task_id LEFT JOIN users cu ON cu.id = t.creator_user_id',
    `${TASK_FIELDS}, r.id AS taskRecordId, r.task_node_id AS taskNodeId, r.node_name AS nodeName, r.handle_status AS handleStatus,
      r.handle_opinion AS handleOpinion, r.handle_time AS handleTime`,
    { sql: `r.handle_id = ? AND r.handle_status IN (0, 1, 6, 7) AND r.task_node_id IS NOT NULL AND ${where.sql}`, params: [userId, ...where.params] },
    `r.handle_time ${direction(window)}, r.id`, window);
}

export interface CirculateItem extends TaskItem {
  circulateId: string;
  taskNodeId: string | null;
  nodeName: string;
  circulateTime: number;
}

/** 抄送事宜: tasks copied to the caller. Time is when the copy arrived. */
export function circulateList(db: Db, userId: string, filters: TaskFilters, window: Window): { list: CirculateItem[]; total: number } {
  const where = filterSql(filters, 'c.creator_time');
  return page<CirculateItem>(db, 'flow_task_circulate c JOIN flow_task t ON t.id = c.task_id LEFT JOIN users cu ON cu.id = t.creator_user_id',
    `${TASK_FIELDS}, c.id AS circulateId, c.task_node_id AS taskNodeId, c.node_name AS nodeName, c.creator_time AS circulateTime`,
    { sql: `c.object_id = ? AND ${where.sql}`, params: [userId, ...where.params] }, `c.creator_time ${direction(window)}, c.id`, window);
}

/** The caller's pending to-dos (their own and delegated to them), for the shell's badge. */
export function todoCount(db: Db, userId: string, now: number): number {
  return todoList(db, userId, now, { keyword: '', flowCategory: null, flowId: null, flowUrgent: null, status: null, startTime: null, endTime: null }, { offset: 0, limit: 0, sort: 'desc' }).total;
}

export interface StatisticsRow {
  flowId: string;
  flowName: string;
  status: number;
  count: number;
}

/** Submitted tasks counted by flow and status (the monitor's chart). */
export function taskStatistics(db: Db, filters: TaskFilters): StatisticsRow[] {
  const where = filterSql(filters, 't.creator_time');
  return db.prepare(`SELECT t.flow_id AS flowId, MAX(t.flow_name) AS flowName, t.status, COUNT(*) AS count FROM flow_task t
    WHERE t.status <> 0 AND ${where.sql} GROUP BY t.flow_id, t.status ORDER BY t.flow_id, t.status`).all(...where.params) as StatisticsRow[];
}
