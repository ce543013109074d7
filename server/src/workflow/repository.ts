// Every SQL statement of the workflow engine's tasks (flow designs: engine-repository.ts).
// Portable SQL: plain joins, LIMIT/OFFSET, ids made in code.
import type { Db } from '../db/connection';
import { newId } from '../db/ids';

/** Task status (spec section 3), with 0 for a draft not yet submitted. */
export const TaskStatus = { draft: 0, wait: 1, adopt: 2, reject: 3, revoke: 4, cancel: 5 } as const;
/** Handle status of an operator record (spec section 3, print table). */
export const HandleStatus = { returned: 0, approved: 1, initiated: 2, withdrawn: 3, terminated: 4, assigned: 5, addedSigner: 6, transferred: 7, changed: 8, revived: 9 } as const;
/** Node row: 1 active, 2 done, 3 closed (rejected, withdrawn, cancelled). */
export const NodeState = { active: 1, done: 2, closed: 3 } as const;
/** Operator: 0 pending, 1 approved, 2 rejected, 3 closed (another approved, the task moved on), 4 transferred away. */
export const OperatorState = { pending: 0, approved: 1, rejected: 2, closed: 3, transferred: 4 } as const;

export interface TaskRow {
  id: string;
  flowId: string;
  flowVersion: number;
  flowName: string;
  flowCode: string;
  flowCategory: string;
  fullName: string;
  formType: number;
  formId: string;
  formData: string;
  status: number;
  flowUrgent: number;
  thisStep: string;
  thisStepId: string;
  completion: number;
  version: number;
  creatorUserId: string;
  creatorTime: number;
  startTime: number | null;
  endTime: number | null;
}

const TASK_COLUMNS = `t.id, t.flow_id AS flowId, t.flow_version AS flowVersion, t.flow_name AS flowName, t.flow_code AS flowCode,
  t.flow_category AS flowCategory, t.full_name AS fullName, t.form_type AS formType, t.form_id AS formId, t.form_data AS formData,
  t.status, t.flow_urgent AS flowUrgent, t.this_step AS thisStep, t.this_step_id AS thisStepId, t.completion, t.version,
  t.creator_user_id AS creatorUserId, t.creator_time AS creatorTime, t.start_time AS startTime, t.end_time AS endTime`;

export function findTask(db: Db, id: string): TaskRow | undefined {
  return db.prepare(`SELECT ${TASK_COLUMNS} FROM flow_task t WHERE t.id = ?`).get(id) as TaskRow | undefined;
}

export function insertTask(db: Db, row: Omit<TaskRow, 'thisStep' | 'thisStepId' | 'completion' | 'version' | 'startTime' | 'endTime'>): void {
  db.prepare(`INSERT INTO flow_task (id, flow_id, flow_version, flow_name, flow_code, flow_category, full_name, form_type, form_id, form_data,
      status, flow_urgent, creator_user_id, creator_time, last_modify_time)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    .run(row.id, row.flowId, row.flowVersion, row.flowName, row.flowCode, row.flowCategory, row.fullName, row.formType, row.formId, row.formData,
      row.status, row.flowUrgent, row.creatorUserId, row.creatorTime, row.creatorTime);
}

export function updateDraft(db: Db, id: string, fields: { formData: string; flowUrgent: number; fullName: string; flowVersion: number }, now: number): void {
  db.prepare('UPDATE flow_task SET form_data = ?, flow_urgent = ?, full_name = ?, flow_version = ?, last_modify_time = ?, version = version + 1 WHERE id = ?')
    .run(fields.formData, fields.flowUrgent, fields.fullName, fields.flowVersion, now, id);
}

/** An approver's changes to the form (fields their node may write). */
export function updateFormData(db: Db, id: string, formData: string): void {
  db.prepare('UPDATE flow_task SET form_data = ? WHERE id = ?').run(formData, id);
}

/**
 * The task's new state, written only if nobody changed the task since it was read (its version):
 * false means another request won the race and nothing was written.
 */
export function saveTaskState(db: Db, task: TaskRow, fields: { status: number; thisStep: string; thisStepId: string; completion: number; startTime: number | null; endTime: number | null }, now: number): boolean {
  return db.prepare(`UPDATE flow_task SET status = ?, this_step = ?, this_step_id = ?, completion = ?, start_time = ?, end_time = ?,
      last_modify_time = ?, version = version + 1 WHERE id = ? AND version = ?`)
    .run(fields.status, fields.thisStep, fields.thisStepId, fields.completion, fields.startTime, fields.endTime, now, task.id, task.version).changes === 1;
}

export function deleteTasks(db: Db, ids: readonly string[]): number {
  let count = 0;
  const remove = db.prepare('DELETE FROM flow_task WHERE id = ?');
  for (const id of ids) count += remove.run(id).changes;
  return count;
}

export interface NodeRow {
  id: string;
  taskId: string;
  nodeCode: string;
  nodeType: string;
  nodeName: string;
  state: number;
  parentRowId: string | null;
  branchTotal: number;
  branchDone: number;
  creatorTime: number;
  completionTime: number | null;
}

const NODE_COLUMNS = `id, task_id AS taskId, node_code AS nodeCode, node_type AS nodeType, node_name AS nodeName, state, parent_row_id AS parentRowId,
  branch_total AS branchTotal, branch_done AS branchDone, creator_time AS creatorTime, completion_time AS completionTime`;

export function findNode(db: Db, id: string): NodeRow | undefined {
  return db.prepare(`SELECT ${NODE_COLUMNS} FROM flow_task_node WHERE id = ?`).get(id) as NodeRow | undefined;
}

export function taskNodes(db: Db, taskId: string): NodeRow[] {
  return db.prepare(`SELECT ${NODE_COLUMNS} FROM flow_task_node WHERE task_id = ? ORDER BY sort_code, creator_time`).all(taskId) as NodeRow[];
}

export function insertNode(db: Db, row: { taskId: string; nodeCode: string; nodeType: string; nodeName: string; parentRowId: string | null; branchTotal: number }, now: number): string {
  const id = newId(now);
  const sort = (db.prepare('SELECT COUNT(*) AS n FROM flow_task_node WHERE task_id = ?').get(row.taskId) as { n: number }).n;
  db.prepare(`INSERT INTO flow_task_node (id, task_id, node_code, node_type, node_name, state, parent_row_id, branch_total, branch_done, sort_code, creator_time)
    VALUES (?, ?, ?, ?, ?, 1, ?, ?, 0, ?, ?)`).run(id, row.taskId, row.nodeCode, row.nodeType, row.nodeName, row.parentRowId, row.branchTotal, sort, now);
  return id;
}

export function setNodeState(db: Db, id: string, state: number, now: number): void {
  db.prepare('UPDATE flow_task_node SET state = ?, completion_time = ? WHERE id = ?').run(state, now, id);
}

/** One more branch of a parallel gateway has ended; returns the gateway row after the count. */
export function countBranchDone(db: Db, id: string): NodeRow {
  db.prepare('UPDATE flow_task_node SET branch_done = branch_done + 1 WHERE id = ?').run(id);
  return findNode(db, id) as NodeRow;
}

/** Closes every active node and pending operator of the task (reject, withdraw, cancel). */
export function closeOpenWork(db: Db, taskId: string, now: number): void {
  db.prepare('UPDATE flow_task_operator SET state = 3, handle_time = ? WHERE task_id = ? AND state = 0').run(now, taskId);
  db.prepare('UPDATE flow_task_node SET state = 3, completion_time = ? WHERE task_id = ? AND state = 1').run(now, taskId);
}

export interface OperatorRow {
  id: string;
  taskId: string;
  taskNodeId: string;
  nodeCode: string;
  nodeName: string;
  handleId: string;
  state: number;
  addSign: number;
  creatorTime: number;
  handleTime: number | null;
  dueTime: number | null;
  remindedTime: number | null;
}

const OPERATOR_COLUMNS = `id, task_id AS taskId, task_node_id AS taskNodeId, node_code AS nodeCode, node_name AS nodeName, handle_id AS handleId,
  state, add_sign AS addSign, creator_time AS creatorTime, handle_time AS handleTime, due_time AS dueTime, reminded_time AS remindedTime`;

export function findOperator(db: Db, id: string): OperatorRow | undefined {
  return db.prepare(`SELECT ${OPERATOR_COLUMNS} FROM flow_task_operator WHERE id = ?`).get(id) as OperatorRow | undefined;
}

export function nodeOperators(db: Db, taskNodeId: string): OperatorRow[] {
  return db.prepare(`SELECT ${OPERATOR_COLUMNS} FROM flow_task_operator WHERE task_node_id = ? ORDER BY creator_time, id`).all(taskNodeId) as OperatorRow[];
}

export function pendingOperators(db: Db, taskId: string): OperatorRow[] {
  return db.prepare(`SELECT ${OPERATOR_COLUMNS} FROM flow_task_operator WHERE task_id = ? AND state = 0 ORDER BY creator_time, id`).all(taskId) as OperatorRow[];
}

/**
 * A pending to-do. `remindPending`: a reminder is still to be sent before the deadline (reminded_time
 * stays NULL); otherwise reminded_time is set at once, so the timer looks at the row only at its deadline.
 */
export function insertOperator(
  db: Db,
  row: { taskId: string; taskNodeId: string; nodeCode: string; nodeName: string; handleId: string; addSign: boolean; dueTime: number | null; remindPending?: boolean },
  now: number,
): string {
  const id = newId(now);
  db.prepare(`INSERT INTO flow_task_operator (id, task_id, task_node_id, node_code, node_name, handle_id, state, add_sign, creator_time, due_time, reminded_time)
    VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?)`)
    .run(id, row.taskId, row.taskNodeId, row.nodeCode, row.nodeName, row.handleId, row.addSign ? 1 : 0, now, row.dueTime, row.remindPending === true ? null : now);
  return id;
}

/** Marks a pending operator handled; false when it was no longer pending (someone else got there first). */
export function handleOperator(db: Db, id: string, state: number, now: number): boolean {
  return db.prepare('UPDATE flow_task_operator SET state = ?, handle_time = ? WHERE id = ? AND state = 0').run(state, now, id).changes === 1;
}

export function closeSiblings(db: Db, taskNodeId: string, now: number): void {
  db.prepare('UPDATE flow_task_operator SET state = 3, handle_time = ? WHERE task_node_id = ? AND state = 0 AND add_sign = 0').run(now, taskNodeId);
}

export function markReminded(db: Db, id: string, now: number): void {
  db.prepare('UPDATE flow_task_operator SET reminded_time = ? WHERE id = ?').run(now, id);
}

/** The deadline has passed and nothing more is due (action 0: remind only): the timer forgets the row. */
export function clearDue(db: Db, id: string, now: number): void {
  db.prepare('UPDATE flow_task_operator SET due_time = NULL, reminded_time = ? WHERE id = ?').run(now, id);
}

/** Pending operators with a time limit whose reminder or deadline may have come. */
export function timedOperators(db: Db, now: number, limit: number): OperatorRow[] {
  return db.prepare(`SELECT ${OPERATOR_COLUMNS} FROM flow_task_operator WHERE state = 0 AND due_time IS NOT NULL AND (due_time <= ? OR reminded_time IS NULL)
    ORDER BY due_time LIMIT ?`).all(now, limit) as OperatorRow[];
}

export interface RecordInput {
  taskId: string;
  taskNodeId: string | null;
  taskOperatorId: string | null;
  nodeCode: string;
  nodeName: string;
  handleId: string | null;
  forUserId: string | null;
  operatorId: string | null;
  handleStatus: number;
  handleOpinion: string;
  signImg: string;
}

export function insertRecord(db: Db, row: RecordInput, now: number): string {
  const id = newId(now);
  db.prepare(`INSERT INTO flow_task_operator_record (id, task_id, task_node_id, task_operator_id, node_code, node_name, handle_id, for_user_id, operator_id,
      handle_status, handle_opinion, sign_img, handle_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    .run(id, row.taskId, row.taskNodeId, row.taskOperatorId, row.nodeCode, row.nodeName, row.handleId, row.forUserId, row.operatorId,
      row.handleStatus, row.handleOpinion, row.signImg, now);
  return id;
}

export interface RecordRow {
  id: string;
  taskId: string;
  taskNodeId: string | null;
  taskOperatorId: string | null;
  nodeCode: string;
  nodeName: string;
  handleId: string | null;
  userName: string | null;
  forUserId: string | null;
  forUserName: string | null;
  operatorId: string | null;
  operatorName: string | null;
  handleStatus: number;
  handleOpinion: string;
  signImg: string;
  handleTime: number;
}

export function taskRecords(db: Db, taskId: string): RecordRow[] {
  return db.prepare(`SELECT r.id, r.task_id AS taskId, r.task_node_id AS taskNodeId, r.task_operator_id AS taskOperatorId, r.node_code AS nodeCode,
      r.node_name AS nodeName, r.handle_id AS handleId, u.real_name AS userName, r.for_user_id AS forUserId, f.real_name AS forUserName,
      r.operator_id AS operatorId, o.real_name AS operatorName, r.handle_status AS handleStatus, r.handle_opinion AS handleOpinion,
      r.sign_img AS signImg, r.handle_time AS handleTime
    FROM flow_task_operator_record r
    LEFT JOIN users u ON u.id = r.handle_id LEFT JOIN users f ON f.id = r.for_user_id LEFT JOIN users o ON o.id = r.operator_id
    WHERE r.task_id = ? ORDER BY r.handle_time, r.id`).all(taskId) as RecordRow[];
}

export function findRecord(db: Db, id: string): RecordRow | undefined {
  const row = db.prepare('SELECT task_id AS taskId FROM flow_task_operator_record WHERE id = ?').get(id) as { taskId: string } | undefined;
  return row ? taskRecords(db, row.taskId).find((record) => record.id === id) : undefined;
}

export function insertCirculate(db: Db, row: { taskId: string; taskNodeId: string | null; nodeName: string; userIds: readonly string[] }, now: number): void {
  const insert = db.prepare('INSERT INTO flow_task_circulate (id, task_id, task_node_id, node_name, object_id, creator_time) VALUES (?, ?, ?, ?, ?, ?)');
  for (const userId of row.userIds) insert.run(newId(now), row.taskId, row.taskNodeId, row.nodeName, userId, now);
}

/** Whether `userId` may act for `handlerId` on this flow now: the same user, or a delegate in force. */
export function actsFor(db: Db, userId: string, handlerId: string, flowId: string, now: number): boolean {
  if (userId === handlerId) return true;
  return db.prepare(`SELECT 1 FROM flow_delegate WHERE user_id = ? AND to_user_id = ? AND start_time <= ? AND end_time >= ?
      AND (flow_id = '' OR flow_id = ?) LIMIT 1`).get(handlerId, userId, now, now, flowId) !== undefined;
}

/** Whether the user has anything to do with the task: initiator, operator (or their delegate), copied, or recorded. */
export function involved(db: Db, userId: string, task: TaskRow, now: number): boolean {
  if (task.creatorUserId === userId) return true;
  if (db.prepare('SELECT 1 FROM flow_task_circulate WHERE task_id = ? AND object_id = ? LIMIT 1').get(task.id, userId)) return true;
  if (db.prepare('SELECT 1 FROM flow_task_operator_record WHERE task_id = ? AND handle_id = ? LIMIT 1').get(task.id, userId)) return true;
  const handlers = db.prepare('SELECT DISTINCT handle_id AS id FROM flow_task_operator WHERE task_id = ?').all(task.id) as { id: string }[];
  return handlers.some((handler) => actsFor(db, userId, handler.id, task.flowId, now));
}

export function userName(db: Db, id: string): string {
  return (db.prepare('SELECT real_name AS name FROM users WHERE id = ?').get(id) as { name: string } | undefined)?.name ?? '';
}

export function userEnabled(db: Db, id: string): boolean {
  return db.prepare('SELECT 1 FROM users WHERE id = ? AND enabled_mark = 1').get(id) !== undefined;
}
