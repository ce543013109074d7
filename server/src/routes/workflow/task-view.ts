import type { Db } from '../../db/connection';
import { findForm } from '../../workflow/forms';
import { activeNodes, rejectTargets, type TaskRun } from '../../workflow/engine';
import { engineVersionJson } from '../../workflow/engine-repository';
import { fieldRights } from '../../workflow/template';
import {
  HandleStatus, NodeState, OperatorState, TaskStatus, actsFor, findNode, nodeOperators, pendingOperators, taskNodes, taskRecords, userName,
  type OperatorRow, type TaskRow,
} from '../../workflow/repository';

/** What the caller may do with the task at this moment (the detail page's buttons). */
export interface TaskActions {
  audit: boolean;
  reject: boolean;
  transfer: boolean;
  addSign: boolean;
  revoke: boolean;
  press: boolean;
  cancel: boolean;
  edit: boolean;
  remove: boolean;
  /** The record id the caller may recall (FlowBefore/Recall/{id}), or null. */
  recall: string | null;
}

export const taskInfo = (db: Db, task: TaskRow) => ({
  id: task.id,
  fullName: task.fullName,
  flowId: task.flowId,
  flowVersion: task.flowVersion,
  flowName: task.flowName,
  flowCode: task.flowCode,
  flowCategory: task.flowCategory,
  flowUrgent: task.flowUrgent,
  status: task.status,
  thisStep: task.thisStep,
  thisStepId: task.thisStepId,
  completion: task.completion,
  formType: task.formType,
  formId: task.formId,
  creatorUserId: task.creatorUserId,
  userName: userName(db, task.creatorUserId),
  creatorTime: task.creatorTime,
  startTime: task.startTime,
  endTime: task.endTime,
});

/** The caller's pending to-do on this task (their own, or one delegated to them), preferring `wanted`. */
export function myOperator(db: Db, task: TaskRow, userId: string, now: number, wanted: string | null): OperatorRow | null {
  if (task.status !== TaskStatus.wait) return null;
  const mine = pendingOperators(db, task.id).filter((row) => actsFor(db, userId, row.handleId, task.flowId, now));
  return mine.find((row) => row.id === wanted) ?? mine[0] ?? null;
}

/** The last approval of the caller that nothing has followed yet (撤回 from 已办). */
function recallable(db: Db, task: TaskRow, userId: string): string | null {
  if (task.status !== TaskStatus.wait) return null;
  const records = taskRecords(db, task.id);
  const last = records.filter((row) => row.handleStatus !== HandleStatus.addedSigner).at(-1);
  if (!last || last.handleId !== userId || last.handleStatus !== HandleStatus.approved || !last.taskNodeId) return null;
  const node = findNode(db, last.taskNodeId);
  if (!node || node.parentRowId !== null) return null;
  if (taskNodes(db, task.id).some((row) => row.nodeType === 'interflow' && row.state === NodeState.active)) return null;
  return last.id;
}

/**
 * The detail of a task as /workFlowDetail shows it (JNPF's FlowBefore info, with Atrium's
 * `actions`): the task, its form and data, the design it runs on, its nodes, who it waits for,
 * every operator record, and the caller's current to-do with the nodes it may be sent back to.
 */
export function taskDetail(run: TaskRun, userId: string, wantedOperator: string | null, monitor: boolean) {
  const { db, task, now } = run;
  const form = findForm(db, task.formType, task.formId);
  const operator = myOperator(db, task, userId, now, wantedOperator);
  const operatorNode = operator ? findNode(db, operator.taskNodeId) : undefined;
  const design = operatorNode ? run.template.nodes.get(operatorNode.nodeCode) : undefined;
  const initiator = task.creatorUserId === userId;
  const editable = initiator && (task.status === TaskStatus.draft || task.status === TaskStatus.reject || task.status === TaskStatus.revoke);
  const actions: TaskActions = {
    audit: operator !== null,
    reject: operator !== null,
    transfer: operator !== null,
    addSign: operator !== null,
    revoke: initiator && task.status === TaskStatus.wait,
    press: initiator && task.status === TaskStatus.wait,
    cancel: monitor && task.status === TaskStatus.wait,
    edit: editable,
    remove: initiator && task.status !== TaskStatus.wait,
    recall: recallable(db, task, userId),
  };
  // The caller's node decides which fields they see and may change: their to-do's node, the start
  // node for the initiator of an editable task, else everything read-only.
  const rightsNode = design ?? (editable ? run.template.root : undefined);
  const fieldIds = (form?.fields ?? []).map((field) => field.vModel);
  const rights = rightsNode ? fieldRights(rightsNode, fieldIds) : new Map(fieldIds.map((id) => [id, { read: true, write: false }]));
  const formData = Object.fromEntries(Object.entries(JSON.parse(task.formData) as Record<string, unknown>).filter(([key]) => rights.get(key)?.read !== false));
  return {
    flowTaskInfo: taskInfo(db, task),
    formData,
    fieldRights: Object.fromEntries(rights),
    formFields: form?.fields ?? [],
    formName: form?.fullName ?? '',
    flowTemplateJson: engineVersionJson(db, task.flowId, task.flowVersion) ?? '',
    flowTaskNodeList: taskNodes(db, task.id).map((row) => ({
      id: row.id, nodeCode: row.nodeCode, nodeName: row.nodeName, nodeType: row.nodeType, state: row.state, creatorTime: row.creatorTime, completionTime: row.completionTime,
    })),
    currentNodeIds: activeNodes(db, task.id).map((row) => row.nodeCode),
    flowTaskOperatorList: task.status === TaskStatus.wait
      ? pendingOperators(db, task.id).map((row) => ({
        id: row.id, taskNodeId: row.taskNodeId, nodeCode: row.nodeCode, nodeName: row.nodeName, handleId: row.handleId, userName: userName(db, row.handleId),
        addSign: row.addSign, creatorTime: row.creatorTime, dueTime: row.dueTime,
      }))
      : [],
    flowTaskOperatorRecordList: taskRecords(db, task.id),
    taskOperatorId: operator?.id ?? null,
    taskNodeId: operator?.taskNodeId ?? null,
    approversProperties: design ? { title: design.properties.title, counterSign: design.properties.counterSign, timeLimit: design.properties.timeLimit } : null,
    /** The caller's field rights as a list (JNPF's formOperates shape), every field of the form. */
    formOperates: [...rights].map(([id, right]) => ({ id, read: right.read, write: right.write })),
    rejectNodes: operatorNode ? rejectTargets(run, operatorNode) : [],
    actions,
    counterSignDone: operatorNode ? nodeOperators(db, operatorNode.id).filter((row) => row.state === OperatorState.approved).length : 0,
  };
}
