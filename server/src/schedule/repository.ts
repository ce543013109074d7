import type { Db } from '../db/connection';
import { keywordFilter } from '../db/search-index';

export type ActionType = 'builtin' | 'dataInterface';
export type Trigger = 'schedule' | 'manual';
export type RunResult = 'success' | 'failure' | 'timeout' | 'skipped';

/** The form fields of a task, as validated and stored. */
export interface TaskFields {
  fullName: string;
  enCode: string;
  cron: string;
  actionType: ActionType;
  actionId: string;
  /** JSON text of an object. */
  params: string;
  timeout: number;
  description: string;
  enabledMark: number;
}

export interface Task extends TaskFields {
  id: string;
  nextRunTime: number | null;
  runningSince: number | null;
  lastRunTime: number | null;
  lastResult: RunResult | null;
  runCount: number;
  creatorUserId: string | null;
  creatorTime: number;
  lastModifyTime: number | null;
}

export interface TaskLog {
  id: string;
  taskId: string;
  trigger: Trigger;
  startTime: number;
  endTime: number;
  duration: number;
  result: RunResult;
  message: string;
  userId: string | null;
}

/** History rows kept per task; older ones go as new runs are recorded. */
export const LOGS_KEPT = 1000;

/**
 * A claim older than the task's timeout plus this is left by a process that died mid-run: it may
 * be taken over (and is released when a server starts).
 */
export const STALE_GRACE_MS = 60_000;

const COLUMNS = `id, full_name AS fullName, en_code AS enCode, cron, action_type AS actionType, action_id AS actionId,
  params, timeout_seconds AS timeout, description, enabled_mark AS enabledMark, next_run_time AS nextRunTime,
  running_since AS runningSince, last_run_time AS lastRunTime, last_result AS lastResult, run_count AS runCount,
  creator_user_id AS creatorUserId, creator_time AS creatorTime, last_modify_time AS lastModifyTime`;

/** The condition "nobody holds this task, or its holder is gone", for `now` bound once. */
const CLAIMABLE = `(running_since IS NULL OR running_since < ? - timeout_seconds * 1000 - ${STALE_GRACE_MS})`;

export function findTask(db: Db, id: string): Task | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM schedule_tasks WHERE id = ?`).get(id) as Task | undefined;
}

export function codeTaken(db: Db, enCode: string, exceptId: string | null): boolean {
  return db.prepare('SELECT 1 FROM schedule_tasks WHERE en_code = ? AND id IS NOT ?').get(enCode, exceptId) !== undefined;
}

export interface ListQuery {
  keyword: string;
  offset: number;
  limit: number;
}

export function listTasks(db: Db, query: ListQuery): { list: Task[]; total: number } {
  const keyword = keywordFilter(['full_name', 'en_code', 'description'], query.keyword);
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM schedule_tasks WHERE ${keyword.sql}`).get(...keyword.params) as { n: number }).n;
  const list = db.prepare(`SELECT ${COLUMNS} FROM schedule_tasks WHERE ${keyword.sql}
    ORDER BY creator_time DESC, id DESC LIMIT ? OFFSET ?`).all(...keyword.params, query.limit, query.offset) as Task[];
  return { list, total };
}

export function insertTask(db: Db, row: TaskFields & { id: string; nextRunTime: number | null; creatorUserId: string; creatorTime: number }): void {
  db.prepare(`INSERT INTO schedule_tasks (id, full_name, en_code, cron, action_type, action_id, params, timeout_seconds, description,
      enabled_mark, next_run_time, creator_user_id, creator_time)
    VALUES (@id, @fullName, @enCode, @cron, @actionType, @actionId, @params, @timeout, @description, @enabledMark, @nextRunTime, @creatorUserId, @creatorTime)`)
    .run(row);
}

export function updateTask(db: Db, id: string, fields: TaskFields, nextRunTime: number | null, userId: string, now: number): void {
  db.prepare(`UPDATE schedule_tasks SET full_name = @fullName, en_code = @enCode, cron = @cron, action_type = @actionType,
      action_id = @actionId, params = @params, timeout_seconds = @timeout, description = @description, enabled_mark = @enabledMark,
      next_run_time = @nextRunTime, last_modify_user_id = @userId, last_modify_time = @now
    WHERE id = @id`).run({ ...fields, id, nextRunTime, userId, now });
}

export function setTaskEnabled(db: Db, id: string, enabledMark: number, nextRunTime: number | null, userId: string, now: number): void {
  db.prepare('UPDATE schedule_tasks SET enabled_mark = ?, next_run_time = ?, last_modify_user_id = ?, last_modify_time = ? WHERE id = ?')
    .run(enabledMark, nextRunTime, userId, now, id);
}

export function deleteTask(db: Db, id: string): void {
  db.prepare('DELETE FROM schedule_tasks WHERE id = ?').run(id);
}

/** Enabled tasks due at `now`, earliest first. */
export function dueTasks(db: Db, now: number, limit: number): Task[] {
  return db.prepare(`SELECT ${COLUMNS} FROM schedule_tasks WHERE enabled_mark = 1 AND next_run_time <= ?
    ORDER BY next_run_time, id LIMIT ?`).all(now, limit) as Task[];
}

/** The earliest due time of any enabled task (for the timer), or null. */
export function earliestDue(db: Db): number | null {
  return (db.prepare('SELECT MIN(next_run_time) AS t FROM schedule_tasks WHERE enabled_mark = 1').get() as { t: number | null }).t;
}

/**
 * Takes a due task for one run, atomically: only while it is still enabled, still due at the time
 * this process saw (`seenDue`: another process that ran it moved the time on), and nobody holds it.
 * The next run time moves on in the same statement. True when this caller won the claim.
 */
export function claimDue(db: Db, id: string, seenDue: number, token: string, now: number, nextRunTime: number | null): boolean {
  return db.prepare(`UPDATE schedule_tasks SET running_since = ?, run_token = ?, next_run_time = ?
    WHERE id = ? AND enabled_mark = 1 AND next_run_time = ? AND ${CLAIMABLE}`)
    .run(now, token, nextRunTime, id, seenDue, now).changes === 1;
}

/**
 * A due task whose previous run still holds it: its due time moves on (once, whoever sees it
 * first) so that it is skipped, not queued. True when this caller moved it.
 */
export function skipDue(db: Db, id: string, seenDue: number, nextRunTime: number | null): boolean {
  return db.prepare('UPDATE schedule_tasks SET next_run_time = ? WHERE id = ? AND enabled_mark = 1 AND next_run_time = ? AND running_since IS NOT NULL')
    .run(nextRunTime, id, seenDue).changes === 1;
}

/** Takes a task for a manual run (enabled or not); false when a live run holds it. */
export function claimManual(db: Db, id: string, token: string, now: number): boolean {
  return db.prepare(`UPDATE schedule_tasks SET running_since = ?, run_token = ? WHERE id = ? AND ${CLAIMABLE}`).run(now, token, id, now).changes === 1;
}

/** Ends this run's claim (if it still holds it) and records the outcome on the task. */
export function releaseClaim(db: Db, id: string, token: string, result: RunResult, startTime: number): void {
  db.prepare(`UPDATE schedule_tasks SET running_since = NULL, run_token = NULL, last_run_time = ?, last_result = ?, run_count = run_count + 1
    WHERE id = ? AND run_token = ?`).run(startTime, result, id, token);
}

/** Claims left by processes that died mid-run; each released with an "interrupted" history row. */
export function releaseStaleClaims(db: Db, now: number): { id: string; runningSince: number }[] {
  const stale = db.prepare(`SELECT id, running_since AS runningSince FROM schedule_tasks
    WHERE running_since IS NOT NULL AND running_since < ? - timeout_seconds * 1000 - ${STALE_GRACE_MS}`).all(now) as { id: string; runningSince: number }[];
  const release = db.prepare('UPDATE schedule_tasks SET running_since = NULL, run_token = NULL, last_result = ? WHERE id = ? AND running_since = ?');
  return stale.filter((task) => release.run('failure', task.id, task.runningSince).changes === 1);
}

/** One run's history row, unless the task was deleted meanwhile; the oldest rows beyond LOGS_KEPT go. */
export function insertLog(db: Db, log: TaskLog): void {
  db.prepare(`INSERT INTO schedule_task_logs (id, task_id, trigger_type, start_time, end_time, duration_ms, result, message, user_id)
    SELECT ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM schedule_tasks WHERE id = ?)`)
    .run(log.id, log.taskId, log.trigger, log.startTime, log.endTime, log.duration, log.result, log.message, log.userId, log.taskId);
  db.prepare(`DELETE FROM schedule_task_logs WHERE task_id = ? AND start_time < (
      SELECT start_time FROM schedule_task_logs WHERE task_id = ? ORDER BY start_time DESC LIMIT 1 OFFSET ${LOGS_KEPT - 1})`)
    .run(log.taskId, log.taskId);
}

export interface LogRow extends Omit<TaskLog, 'userId'> {
  userName: string;
}

export function listLogs(db: Db, taskId: string, offset: number, limit: number): { list: LogRow[]; total: number } {
  const total = (db.prepare('SELECT COUNT(*) AS n FROM schedule_task_logs WHERE task_id = ?').get(taskId) as { n: number }).n;
  const list = db.prepare(`SELECT l.id, l.task_id AS taskId, l.trigger_type AS "trigger", l.start_time AS startTime, l.end_time AS endTime,
      l.duration_ms AS duration, l.result, l.message, COALESCE(u.real_name || '/' || u.account, '') AS userName
    FROM schedule_task_logs l LEFT JOIN users u ON u.id = l.user_id
    WHERE l.task_id = ? ORDER BY l.start_time DESC, l.id DESC LIMIT ? OFFSET ?`).all(taskId, limit, offset) as LogRow[];
  return { list, total };
}
