// Flow designs and calls the workflow tests share (not shipped behaviour: test support only).
import type { FastifyInstance } from 'fastify';
import { call } from '../../testing';

export type NodeJson = Record<string, unknown>;

export const start = (childNode: NodeJson | null, properties: Record<string, unknown> = {}): NodeJson =>
  ({ nodeId: 'start', type: 'start', properties: { title: '发起', ...properties }, childNode });

export const approver = (nodeId: string, title: string, approvers: string[], childNode: NodeJson | null = null, properties: Record<string, unknown> = {}): NodeJson =>
  ({ nodeId, type: 'approver', properties: { title, assigneeType: 6, approvers, ...properties }, childNode });

export const branch = (nodeId: string, title: string, childNode: NodeJson | null, properties: Record<string, unknown> = {}, isInterflow = false): NodeJson =>
  ({ nodeId, type: 'condition', isInterflow, properties: { title, ...properties }, childNode });

export const leave = (leaveDays: number, extra: Record<string, unknown> = {}) => ({
  leaveType: '事假', startTime: '2026-11-02', endTime: '2026-11-06', leaveDays, leaveReason: '家中有事', ...extra,
});

let sequence = 0;

/** Creates and releases a flow on the system leave form; returns its id. */
export async function releasedFlow(app: FastifyInstance, adminToken: string, template: NodeJson, fullName = '请假审批'): Promise<string> {
  sequence += 1;
  const created = await call<{ id: string }>(app, 'POST', '/api/workflow/Engine/FlowEngine', {
    token: adminToken,
    body: { fullName, enCode: `leave${sequence}`, category: 'hr', formType: 1, formId: 'leaveApply', flowTemplateJson: JSON.stringify(template) },
  });
  if (created.code !== 200) throw new Error(`flow create failed: ${created.code} ${created.msg}`);
  const released = await call(app, 'POST', `/api/workflow/Engine/FlowEngine/Release/${created.data.id}`, { token: adminToken });
  if (released.code !== 200) throw new Error(`flow release failed: ${released.code} ${released.msg}`);
  return created.data.id;
}

export async function launch(app: FastifyInstance, token: string, flowId: string, formData: Record<string, unknown>): Promise<string> {
  const result = await call<{ id: string; status: number }>(app, 'POST', '/api/workflow/Engine/FlowTask', { token, body: { flowId, formData, status: 0 } });
  if (result.code !== 200) throw new Error(`launch failed: ${result.code} ${result.msg}`);
  return result.data.id;
}

export interface TodoRow {
  id: string;
  taskOperatorId: string;
  nodeName: string;
  delegateUserName: string | null;
  status: number;
}

export async function todos(app: FastifyInstance, token: string): Promise<TodoRow[]> {
  const result = await call<{ list: TodoRow[] }>(app, 'GET', '/api/workflow/Engine/FlowBefore/List/1', { token });
  if (result.code !== 200) throw new Error(`todo list failed: ${result.code} ${result.msg}`);
  return result.data.list;
}

/** The caller's to-do on this task (its taskOperatorId), or throws. */
export async function todoOf(app: FastifyInstance, token: string, taskId: string): Promise<TodoRow> {
  const row = (await todos(app, token)).find((item) => item.id === taskId);
  if (!row) throw new Error(`no to-do on task ${taskId}`);
  return row;
}

export interface Detail {
  flowTaskInfo: { status: number; thisStep: string; completion: number };
  flowTaskOperatorRecordList: { nodeName: string; userName: string | null; handleStatus: number; handleOpinion: string; forUserName: string | null }[];
  taskOperatorId: string | null;
  rejectNodes: { nodeId: string; nodeName: string }[];
  actions: Record<string, unknown>;
  currentNodeIds: string[];
}

export async function detailOf(app: FastifyInstance, token: string, taskId: string): Promise<Detail> {
  const result = await call<Detail>(app, 'GET', `/api/workflow/Engine/FlowBefore/${taskId}`, { token });
  if (result.code !== 200) throw new Error(`detail failed: ${result.code} ${result.msg}`);
  return result.data;
}
