// /workFlowDetail?config=…, built as mf-workflow's common/detailRoute.ts builds it (copied: one MF
// never imports another): base64 of the UTF-8 JSON naming the task and how it is opened.

/** JNPF's opType of a to-do opened from 待办事宜. */
export const TODO_OP_TYPE = '1';

export interface TodoDetail {
  id: string;
  taskNodeId?: string | null;
  taskOperatorId?: string | null;
  taskOperatorRecordId?: string | null;
}

/** Base64 of the UTF-8 bytes (btoa alone breaks on Chinese). */
function encodeConfig(text: string): string {
  return btoa(encodeURIComponent(text).replace(/%([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));
}

export function todoDetailPath(task: TodoDetail): string {
  const config = { id: task.id, opType: TODO_OP_TYPE, taskNodeId: task.taskNodeId, taskOperatorId: task.taskOperatorId, taskOperatorRecordId: task.taskOperatorRecordId };
  const clean = Object.fromEntries(Object.entries(config).filter(([, value]) => value !== undefined && value !== null && value !== ''));
  return `/workFlowDetail?config=${encodeURIComponent(encodeConfig(JSON.stringify(clean)))}`;
}
