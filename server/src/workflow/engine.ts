// The workflow state machine (issue 18). Every function here runs inside the caller's one
// IMMEDIATE transaction (service.ts): it reads the task, changes nodes, operators, records and
// copies, and finally writes the task's new state with a version check, so two requests that
// race on one task never both advance it. Nothing lives in memory between requests: a restart
// loses nothing.
import type { Db } from '../db/connection';
import { ApiError, badRequest, notFound } from '../plugins/errors';
import { insertFlowMessage } from '../routes/messages/flow-repository';
import { approversOf, circulateUsersOf, enabledUsers } from './candidates';
import { chooseBranch } from './conditions';
import { checkFormData, findForm, labelledData, type FlowForm, type FormData } from './forms';
import type { Lang } from '../i18n/messages';
import { releasedTemplate } from './engine-repository';
import {
  HandleStatus, NodeState, OperatorState, TaskStatus,
  actsFor, closeOpenWork, closeSiblings, countBranchDone, findNode, handleOperator, insertCirculate, insertNode, insertOperator, insertRecord,
  nodeOperators, pendingOperators, saveTaskState, setNodeState, taskNodes, updateFormData, userEnabled, userName,
  type NodeRow, type OperatorRow, type TaskRow,
} from './repository';
import { approverNodes, fieldRights, type FlowNode, type FlowTemplate } from './template';

export const OPINION_MAX = 1000;
const SIGN_MAX = 200_000;
/** flowType of the messages a task sends (2 is for delegations, see routes/messages/flow-repository.ts). */
export const FLOW_MESSAGE_TYPE = 1;
export const DELEGATE_MESSAGE_TYPE = 2;

/** opType of the message body, as JNPF's flow box reads it: what the recipient opens the task as. */
export const OpType = { launch: '-1', todo: '1', done: '2', circulate: '3', monitor: '4' } as const;

/** One request's work on one task. */
export class TaskRun {
  readonly pushes: { id: string; title: string; recipients: string[] }[] = [];
  private readonly form: FlowForm | undefined;
  readonly data: FormData;
  private readonly fields;

  constructor(
    readonly db: Db,
    readonly task: TaskRow,
    readonly template: FlowTemplate,
    readonly now: number,
  ) {
    this.form = findForm(db, task.formType, task.formId);
    this.data = JSON.parse(task.formData) as FormData;
    this.fields = new Map((this.form?.fields ?? []).map((field) => [field.vModel, field]));
  }

  /** Sends a flow message (inside the transaction; pushed to open tabs after it commits). */
  notify(userIds: readonly string[], title: string, opType: string, extra: Record<string, unknown> = {}): void {
    const to = [...new Set(userIds)];
    if (to.length === 0) return;
    const body = {
      id: this.task.id,
      flowId: this.task.flowId,
      opType,
      title: this.task.fullName,
      fullName: this.task.fullName,
      flowName: this.task.flowName,
      status: this.status,
      formData: labelledData(this.form, this.data),
      ...extra,
    };
    const sent = insertFlowMessage(this.db, { title, flowType: FLOW_MESSAGE_TYPE, bodyText: JSON.stringify(body), toUserIds: to, senderUserId: this.actor }, this.now);
    this.pushes.push({ id: sent.id, title, recipients: sent.recipients });
  }

  /** Who is acting (message sender); null for the engine itself (timeouts). */
  actor: string | null = null;
  /** The status the task will be saved with. */
  status: number = TaskStatus.wait;

  record(fields: { node: { id: string | null; code: string; name: string }; operatorId?: string | null; handleId: string | null; forUserId?: string | null; target?: string | null; status: number; opinion?: string; signImg?: string }): void {
    insertRecord(this.db, {
      taskId: this.task.id,
      taskNodeId: fields.node.id,
      taskOperatorId: fields.operatorId ?? null,
      nodeCode: fields.node.code,
      nodeName: fields.node.name,
      handleId: fields.handleId,
      forUserId: fields.forUserId ?? null,
      operatorId: fields.target ?? null,
      handleStatus: fields.status,
      handleOpinion: fields.opinion ?? '',
      signImg: fields.signImg ?? '',
    }, this.now);
  }

  // --- walking the design -------------------------------------------------------------

  /** Starts work on a node (its approvers get to-dos; copy and empty nodes pass straight on). */
  enter(node: FlowNode, parentRowId: string | null): void {
    if (node.type === 'approver') {
      const candidates = approversOf(this.db, node.properties, this.task.creatorUserId, this.data);
      if (candidates.length === 0) throw badRequest('flowNoCandidate', { node: node.properties.title });
      const rowId = insertNode(this.db, { taskId: this.task.id, nodeCode: node.nodeId, nodeType: node.type, nodeName: node.properties.title, parentRowId, branchTotal: 0 }, this.now);
      const limit = node.properties.timeLimit;
      const dueTime = limit ? this.now + Math.round(limit.hours * 3_600_000) : null;
      const operatorIds = candidates.map((handleId) => ({ handleId, id: insertOperator(this.db, { taskId: this.task.id, taskNodeId: rowId, nodeCode: node.nodeId, nodeName: node.properties.title, handleId, addSign: false, dueTime, remindPending: (limit?.reminderHours ?? 0) > 0 }, this.now) }));
      for (const { handleId, id } of operatorIds) {
        this.notify([handleId], `【待办】${this.task.fullName}`, OpType.todo, { taskNodeId: rowId, taskOperatorId: id });
      }
      return;
    }
    if (node.type === 'copy') {
      const rowId = insertNode(this.db, { taskId: this.task.id, nodeCode: node.nodeId, nodeType: node.type, nodeName: node.properties.title, parentRowId, branchTotal: 0 }, this.now);
      this.circulate(node, rowId);
      setNodeState(this.db, rowId, NodeState.done, this.now);
    }
    this.afterNode(node, parentRowId);
  }

  /** A node's own work is done: into its branches, or on to what follows it. */
  afterNode(node: FlowNode, parentRowId: string | null): void {
    if (node.conditionNodes.length === 0) {
      this.continueAfter(node, parentRowId);
      return;
    }
    if (node.conditionNodes[0]?.isInterflow) {
      const gateway = insertNode(this.db, { taskId: this.task.id, nodeCode: node.nodeId, nodeType: 'interflow', nodeName: node.properties.title, parentRowId, branchTotal: node.conditionNodes.length }, this.now);
      for (const branch of node.conditionNodes) {
        // A branch may finish the whole task only through the join, never mid-way.
        if (this.status !== TaskStatus.wait) return;
        this.continueAfter(branch, gateway);
      }
      return;
    }
    const branch = chooseBranch(node.conditionNodes, this.data, this.fields);
    if (!branch) throw badRequest('flowNoBranch', { node: node.properties.title });
    this.continueAfter(branch, parentRowId);
  }

  /** `node` and its branches are done: its child, or the end of its chain (a join, or the end of the flow). */
  continueAfter(node: FlowNode, parentRowId: string | null): void {
    if (node.childNode) {
      this.enter(node.childNode, parentRowId);
      return;
    }
    const gateway = this.template.gatewayOf.get(node.nodeId);
    if (!gateway) {
      this.finish();
      return;
    }
    if (gateway.conditionNodes[0]?.isInterflow) {
      if (parentRowId === null) throw new Error('atrium-server: a parallel branch ended outside its gateway');
      const row = countBranchDone(this.db, parentRowId);
      if (row.branchDone < row.branchTotal) return;
      setNodeState(this.db, row.id, NodeState.done, this.now);
      this.continueAfter(gateway, row.parentRowId);
      return;
    }
    this.continueAfter(gateway, parentRowId);
  }

  circulate(node: FlowNode, rowId: string | null): void {
    const users = circulateUsersOf(this.db, node.properties);
    if (users.length === 0) return;
    insertCirculate(this.db, { taskId: this.task.id, taskNodeId: rowId, nodeName: node.properties.title, userIds: users }, this.now);
    this.notify(users, `【抄送】${this.task.fullName}`, OpType.circulate);
  }

  /** Every approval of the flow is done. */
  finish(): void {
    this.status = TaskStatus.adopt;
    closeOpenWork(this.db, this.task.id, this.now);
    this.notify([this.task.creatorUserId], `【已通过】${this.task.fullName}`, OpType.launch);
  }

  /** An approver node's operators are all done: copy-to, then on. */
  completeNode(row: NodeRow): void {
    setNodeState(this.db, row.id, NodeState.done, this.now);
    const node = this.template.nodes.get(row.nodeCode);
    if (!node) throw new Error('atrium-server: a task node is missing from its design');
    this.circulate(node, row.id);
    this.afterNode(node, row.parentRowId);
  }

  /**
   * An approver's changes to the form: only the fields the node may write are taken, the whole
   * form is checked again with its rules, and conditions further on see the new values.
   */
  writeFields(nodeCode: string, input: unknown): void {
    const node = this.template.nodes.get(nodeCode);
    if (!node || !this.form) return;
    if (typeof input !== 'object' || input === null || Array.isArray(input)) throw badRequest('flowFormDataInvalid');
    const rights = fieldRights(node, this.form.fields.map((field) => field.vModel));
    const changed = { ...this.data };
    for (const [key, value] of Object.entries(input as FormData)) if (rights.get(key)?.write) changed[key] = value;
    const checked = checkFormData(this.db, this.form, changed, this.lang, false);
    for (const key of Object.keys(this.data)) delete this.data[key];
    Object.assign(this.data, checked);
    updateFormData(this.db, this.task.id, JSON.stringify(checked));
  }

  /** The language of the request's messages (form rules answer in it). */
  lang: Lang = 'zh';

  /** Writes the task's new state; refuses when another request changed the task since it was read. */
  save(): void {
    const active = taskNodes(this.db, this.task.id).filter((row) => row.state === NodeState.active && row.nodeType === 'approver');
    const approvers = approverNodes(this.template).length;
    const since = this.status === TaskStatus.wait && this.task.startTime !== null ? this.task.startTime : 0;
    const done = new Set(taskNodes(this.db, this.task.id).filter((row) => row.state === NodeState.done && row.nodeType === 'approver' && row.creatorTime >= since).map((row) => row.nodeCode)).size;
    const finished = this.status !== TaskStatus.wait && this.status !== TaskStatus.draft;
    const completion = this.status === TaskStatus.adopt ? 100 : Math.min(99, approvers === 0 ? 0 : Math.floor((done * 100) / approvers));
    const saved = saveTaskState(this.db, this.task, {
      status: this.status,
      thisStep: this.status === TaskStatus.adopt ? '结束' : active.map((row) => row.nodeName).join(','),
      thisStepId: active.map((row) => row.nodeCode).join(','),
      completion,
      startTime: this.task.startTime,
      endTime: finished ? this.now : null,
    }, this.now);
    if (!saved) throw badRequest('flowConflict');
  }
}

/** A task and the design version it runs on, ready for one request's work. */
export function openRun(db: Db, task: TaskRow, now: number): TaskRun {
  const template = releasedTemplate(db, task.flowId, task.flowVersion);
  if (!template) throw notFound('entityFlowEngine');
  return new TaskRun(db, task, template, now);
}

const START_NODE = (run: TaskRun) => ({ id: null, code: run.template.root.nodeId, name: run.template.root.properties.title });

/** Submits a draft (or a withdrawn / sent-back task): from the start node on. */
export function submit(run: TaskRun, userId: string): void {
  const { task } = run;
  if (task.status !== TaskStatus.draft && task.status !== TaskStatus.reject && task.status !== TaskStatus.revoke) throw badRequest('flowNotEditable');
  run.actor = userId;
  run.status = TaskStatus.wait;
  task.startTime = run.now;
  run.record({ node: START_NODE(run), handleId: userId, status: HandleStatus.initiated });
  run.circulate(run.template.root, null);
  run.afterNode(run.template.root, null);
  run.save();
}

function opinionOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw badRequest('flowOpinionTooLong', { max: OPINION_MAX });
  if (value.length > OPINION_MAX) throw badRequest('flowOpinionTooLong', { max: OPINION_MAX });
  return value.trim();
}

function signOf(value: unknown): string {
  if (typeof value !== 'string' || value.length > SIGN_MAX) return '';
  return value;
}

/**
 * The to-do `operatorId` as `userId` may act on it: still pending, the task waiting at its node,
 * and the user its handler or the handler's delegate for this flow now.
 */
export function actionableOperator(db: Db, operator: OperatorRow | undefined, task: TaskRow | undefined, userId: string, now: number): { operator: OperatorRow; node: NodeRow } {
  if (!operator || !task) throw notFound('entityFlowOperator');
  if (!actsFor(db, userId, operator.handleId, task.flowId, now)) throw new ApiError(403, 'flowNotYours');
  if (operator.state !== OperatorState.pending) throw badRequest('flowAlreadyHandled');
  if (task.status !== TaskStatus.wait) throw badRequest('flowNotWaiting');
  const node = findNode(db, operator.taskNodeId);
  if (!node || node.state !== NodeState.active) throw new ApiError(403, 'flowNotYours');
  return { operator, node };
}

export interface AuditInput {
  /** Values of the fields this node may write (formOperates write: true); others are ignored. */
  formData?: unknown;
  handleOpinion?: unknown;
  signImg?: unknown;
  /** 加签: someone who must approve this node too before it moves on. */
  freeApproverUserId?: string | null;
  /** 抄送 the approver adds: user ids, comma separated. */
  copyIds?: string | null;
}

/** 同意: the operator approves; the node completes when nobody at it is still pending. */
export function audit(run: TaskRun, operatorRow: OperatorRow, nodeRow: NodeRow, userId: string, input: AuditInput): void {
  const { db, now } = run;
  run.actor = userId;
  const opinion = opinionOf(input.handleOpinion);
  if (input.formData !== undefined && input.formData !== null) run.writeFields(nodeRow.nodeCode, input.formData);
  if (!handleOperator(db, operatorRow.id, OperatorState.approved, now)) throw badRequest('flowAlreadyHandled');
  const forUserId = operatorRow.handleId !== userId ? operatorRow.handleId : null;
  const node = { id: nodeRow.id, code: nodeRow.nodeCode, name: nodeRow.nodeName };
  run.record({ node, operatorId: operatorRow.id, handleId: userId, forUserId, status: HandleStatus.approved, opinion, signImg: signOf(input.signImg) });
  if (input.freeApproverUserId) addSigner(run, nodeRow, operatorRow, userId, input.freeApproverUserId);
  if (input.copyIds) {
    const users = enabledUsers(db, input.copyIds.split(',').map((id) => id.trim()).filter((id) => id !== '').slice(0, 200));
    if (users.length > 0) {
      insertCirculate(db, { taskId: run.task.id, taskNodeId: nodeRow.id, nodeName: nodeRow.nodeName, userIds: users }, now);
      run.notify(users, `【抄送】${run.task.fullName}`, OpType.circulate);
    }
  }
  const designNode = run.template.nodes.get(nodeRow.nodeCode);
  if (designNode?.properties.counterSign !== 1 && operatorRow.addSign === 0) closeSiblings(db, nodeRow.id, now);
  if (nodeOperators(db, nodeRow.id).every((row) => row.state !== OperatorState.pending)) run.completeNode(nodeRow);
  run.save();
  if (run.status === TaskStatus.wait) run.notify([run.task.creatorUserId], `【审批进度】${run.task.fullName}：${nodeRow.nodeName}已同意`, OpType.launch);
}

function addSigner(run: TaskRun, nodeRow: NodeRow, operatorRow: OperatorRow, userId: string, target: string): void {
  const { db, now } = run;
  if (!userEnabled(db, target)) throw badRequest('flowUserUnknown');
  const busy = nodeOperators(db, nodeRow.id).some((row) => row.handleId === target && row.state === OperatorState.pending);
  if (target === userId || target === operatorRow.handleId || busy) throw badRequest('flowTransferSelf');
  const id = insertOperator(db, { taskId: run.task.id, taskNodeId: nodeRow.id, nodeCode: nodeRow.nodeCode, nodeName: nodeRow.nodeName, handleId: target, addSign: true, dueTime: operatorRow.dueTime }, now);
  run.record({ node: { id: nodeRow.id, code: nodeRow.nodeCode, name: nodeRow.nodeName }, operatorId: operatorRow.id, handleId: userId, target, status: HandleStatus.addedSigner });
  run.notify([target], `【待办】${run.task.fullName}`, OpType.todo, { taskNodeId: nodeRow.id, taskOperatorId: id });
}

/** The nodes a to-do may send the task back to: the start node ('0') and approver nodes already done outside parallel branches. */
export function rejectTargets(run: TaskRun, nodeRow: NodeRow): { nodeId: string; nodeName: string }[] {
  const targets = [{ nodeId: '0', nodeName: run.template.root.properties.title }];
  if (nodeRow.parentRowId !== null) return targets;
  const since = run.task.startTime ?? 0;
  const seen = new Set<string>();
  for (const row of taskNodes(run.db, run.task.id)) {
    if (row.nodeType !== 'approver' || row.state !== NodeState.done || row.parentRowId !== null || row.creatorTime < since) continue;
    if (row.nodeCode === nodeRow.nodeCode || seen.has(row.nodeCode)) continue;
    seen.add(row.nodeCode);
    targets.push({ nodeId: row.nodeCode, nodeName: row.nodeName });
  }
  return targets;
}

export interface RejectInput {
  handleOpinion?: unknown;
  signImg?: unknown;
  /** '0' or empty: back to the initiator (task status 3); else the nodeId of an approver node done before. */
  rejectStep?: string | null;
}

/** 退回: to the initiator (the task ends as rejected and may be resubmitted) or to an earlier node. */
export function reject(run: TaskRun, operatorRow: OperatorRow, nodeRow: NodeRow, userId: string | null, input: RejectInput): void {
  const { db, now } = run;
  run.actor = userId;
  const opinion = opinionOf(input.handleOpinion);
  const step = input.rejectStep ?? '';
  const toStart = step === '' || step === '0';
  const target = toStart ? null : rejectTargets(run, nodeRow).find((item) => item.nodeId === step);
  if (!toStart && !target) throw badRequest('flowRejectTarget');
  if (!handleOperator(db, operatorRow.id, OperatorState.rejected, now)) throw badRequest('flowAlreadyHandled');
  const forUserId = userId !== null && operatorRow.handleId !== userId ? operatorRow.handleId : null;
  run.record({ node: { id: nodeRow.id, code: nodeRow.nodeCode, name: nodeRow.nodeName }, operatorId: operatorRow.id, handleId: userId ?? operatorRow.handleId, forUserId, status: HandleStatus.returned, opinion, signImg: signOf(input.signImg) });
  closeOpenWork(db, run.task.id, now);
  if (toStart) {
    run.status = TaskStatus.reject;
    run.save();
    run.notify([run.task.creatorUserId], `【已退回】${run.task.fullName}`, OpType.launch);
    return;
  }
  const node = run.template.nodes.get(step);
  if (!node) throw badRequest('flowRejectTarget');
  run.enter(node, null);
  run.save();
}

/** 撤回 by the initiator while the task waits: it ends as withdrawn and may be changed and resubmitted. */
export function revoke(run: TaskRun, userId: string, opinion: unknown): void {
  if (run.task.creatorUserId !== userId) throw new ApiError(403, 'flowNotInitiator');
  if (run.task.status !== TaskStatus.wait) throw badRequest('flowNotWaiting');
  run.actor = userId;
  const waiting = pendingOperators(run.db, run.task.id).map((row) => row.handleId);
  closeOpenWork(run.db, run.task.id, run.now);
  run.record({ node: START_NODE(run), handleId: userId, status: HandleStatus.withdrawn, opinion: opinionOf(opinion) });
  run.status = TaskStatus.revoke;
  run.save();
  run.notify(waiting, `【已撤回】${run.task.fullName}`, OpType.launch);
}

/** 终止 from the monitor: the task ends as cancelled. */
export function cancel(run: TaskRun, userId: string, opinion: unknown): void {
  if (run.task.status !== TaskStatus.wait) throw badRequest('flowNotWaiting');
  run.actor = userId;
  const waiting = pendingOperators(run.db, run.task.id).map((row) => row.handleId);
  closeOpenWork(run.db, run.task.id, run.now);
  run.record({ node: { id: null, code: run.task.thisStepId, name: run.task.thisStep || run.template.root.properties.title }, handleId: userId, status: HandleStatus.terminated, opinion: opinionOf(opinion) });
  run.status = TaskStatus.cancel;
  run.save();
  run.notify([run.task.creatorUserId, ...waiting], `【已终止】${run.task.fullName}`, OpType.launch);
}

/** 转办: the to-do moves to another user, who acts in the operator's place. */
export function transfer(run: TaskRun, operatorRow: OperatorRow, nodeRow: NodeRow, userId: string, target: string, opinion: unknown, status: number = HandleStatus.transferred): void {
  const { db, now } = run;
  run.actor = userId;
  if (!userEnabled(db, target)) throw badRequest('flowUserUnknown');
  const busy = nodeOperators(db, nodeRow.id).some((row) => row.handleId === target && row.state === OperatorState.pending);
  if (target === operatorRow.handleId || busy) throw badRequest('flowTransferSelf');
  if (!handleOperator(db, operatorRow.id, OperatorState.transferred, now)) throw badRequest('flowAlreadyHandled');
  const id = insertOperator(db, { taskId: run.task.id, taskNodeId: nodeRow.id, nodeCode: nodeRow.nodeCode, nodeName: nodeRow.nodeName, handleId: target, addSign: operatorRow.addSign === 1, dueTime: operatorRow.dueTime }, now);
  run.record({ node: { id: nodeRow.id, code: nodeRow.nodeCode, name: nodeRow.nodeName }, operatorId: operatorRow.id, handleId: userId, forUserId: operatorRow.handleId !== userId ? operatorRow.handleId : null, target, status, opinion: opinionOf(opinion) });
  run.save();
  run.notify([target], `【待办】${run.task.fullName}`, OpType.todo, { taskNodeId: nodeRow.id, taskOperatorId: id });
}

/**
 * 撤回 by an approver (Recall): their approval is undone while nothing has happened after it;
 * the node is active again with them as its operator. Not inside parallel branches.
 */
export function recall(run: TaskRun, recordId: string, userId: string): void {
  const { db, now } = run;
  run.actor = userId;
  if (run.task.status !== TaskStatus.wait) throw badRequest('flowNotWaiting');
  const records = db.prepare(`SELECT id, task_node_id AS taskNodeId, handle_id AS handleId, handle_status AS handleStatus, handle_time AS handleTime
    FROM flow_task_operator_record WHERE task_id = ? ORDER BY handle_time, id`).all(run.task.id) as { id: string; taskNodeId: string | null; handleId: string; handleStatus: number }[];
  const index = records.findIndex((row) => row.id === recordId);
  const mine = records[index];
  if (!mine || mine.handleId !== userId || mine.handleStatus !== HandleStatus.approved || !mine.taskNodeId) throw new ApiError(403, 'flowNotYours');
  if (records.slice(index + 1).some((row) => row.handleStatus !== HandleStatus.addedSigner)) throw badRequest('flowRecallTooLate');
  const row = findNode(db, mine.taskNodeId);
  if (!row || row.parentRowId !== null || taskNodes(db, run.task.id).some((other) => other.nodeType === 'interflow' && other.state === NodeState.active)) {
    throw badRequest('flowRecallTooLate');
  }
  const node = run.template.nodes.get(row.nodeCode);
  if (!node) throw badRequest('flowRecallTooLate');
  closeOpenWork(db, run.task.id, now);
  run.record({ node: { id: row.id, code: row.nodeCode, name: row.nodeName }, handleId: userId, status: HandleStatus.withdrawn });
  const rowId = insertNode(db, { taskId: run.task.id, nodeCode: node.nodeId, nodeType: node.type, nodeName: node.properties.title, parentRowId: null, branchTotal: 0 }, now);
  insertOperator(db, { taskId: run.task.id, taskNodeId: rowId, nodeCode: node.nodeId, nodeName: node.properties.title, handleId: userId, addSign: false, dueTime: null }, now);
  run.save();
}

/**
 * 指派 from the monitor: every pending to-do of one active node goes to one user instead (the
 * node's approver left, the design named the wrong person). Records handle status 5.
 */
export function assign(run: TaskRun, nodeCode: string, userId: string, target: string, opinion: unknown): void {
  const { db, now } = run;
  run.actor = userId;
  if (run.task.status !== TaskStatus.wait) throw badRequest('flowNotWaiting');
  if (!userEnabled(db, target)) throw badRequest('flowUserUnknown');
  const row = activeNodes(db, run.task.id).find((node) => node.nodeCode === nodeCode);
  if (!row) throw badRequest('flowRejectTarget');
  const pending = nodeOperators(db, row.id).filter((operator) => operator.state === OperatorState.pending);
  for (const operator of pending) handleOperator(db, operator.id, OperatorState.closed, now);
  const id = insertOperator(db, { taskId: run.task.id, taskNodeId: row.id, nodeCode: row.nodeCode, nodeName: row.nodeName, handleId: target, addSign: false, dueTime: pending[0]?.dueTime ?? null }, now);
  run.record({ node: { id: row.id, code: row.nodeCode, name: row.nodeName }, handleId: userId, target, status: HandleStatus.assigned, opinion: opinionOf(opinion) });
  run.save();
  run.notify([target], `【待办】${run.task.fullName}`, OpType.todo, { taskNodeId: row.id, taskOperatorId: id });
}

/** 催办: reminds everyone the task waits for. */
export function press(run: TaskRun, userId: string): number {
  if (run.task.creatorUserId !== userId) throw new ApiError(403, 'flowNotInitiator');
  if (run.task.status !== TaskStatus.wait) throw badRequest('flowNotWaiting');
  run.actor = userId;
  const waiting = pendingOperators(run.db, run.task.id);
  for (const row of waiting) run.notify([row.handleId], `【催办】${run.task.fullName}`, OpType.todo, { taskNodeId: row.taskNodeId, taskOperatorId: row.id });
  return waiting.length;
}

/** Where the task waits now, for the detail page and the lists. */
export function activeNodes(db: Db, taskId: string): NodeRow[] {
  return taskNodes(db, taskId).filter((row) => row.state === NodeState.active && row.nodeType === 'approver');
}

export { userName };
