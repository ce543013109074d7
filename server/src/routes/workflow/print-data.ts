// A flow task as the print-template system prints it (/api/system/printDev/Data with formId = the
// task id, as JNPF prints flows): the form data the caller may see, with the task's own facts beside
// it, and the operator records (print's operatorRecordList).
import type { Db } from '../../db/connection';
import type { Session } from '../../auth/sessions';
import { openRun } from '../../workflow/engine';
import { TaskStatus, findTask, involved } from '../../workflow/repository';
import { mayMonitor } from './access';
import { taskDetail } from './task-view';

export interface FlowPrintRecord {
  printData: Record<string, string | number | null>;
  operatorRecordList: Array<{ nodeName: string; userName: string; handleTime: number | null; handleStatus: number; handleOpinion: string }>;
}

const printable = (value: unknown): string | number | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((item) => String(item)).join(',');
  if (typeof value === 'boolean') return value ? 1 : 0;
  return JSON.stringify(value);
};

/**
 * The print record of a task the caller may see (its initiator, an approver, someone it was
 * copied to, their delegates, a monitor), else null: the task's form values (select fields by their
 * option's name, fields the caller's node hides left out) over `fullName`, `flowName`, `userName`,
 * `creatorTime`, `status` and `thisStep`, and every operator record in order.
 */
export function flowPrintRecord(db: Db, session: Session, taskId: string, now: number): FlowPrintRecord | null {
  const task = findTask(db, taskId);
  if (!task) return null;
  if (task.status === TaskStatus.draft && task.creatorUserId !== session.userId) return null;
  const monitor = mayMonitor(db, session);
  if (!monitor && !involved(db, session.userId, task, now)) return null;
  const detail = taskDetail(openRun(db, task, now), session.userId, null, monitor);
  const info = detail.flowTaskInfo;
  const data: Record<string, string | number | null> = {
    fullName: info.fullName, flowName: info.flowName, userName: info.userName, creatorTime: info.creatorTime, status: info.status, thisStep: info.thisStep,
  };
  for (const [vModel, value] of Object.entries(detail.formData)) {
    const options = detail.formFields.find((field) => field.vModel === vModel)?.options;
    const named = options?.find((option) => option.id === value)?.fullName;
    data[vModel] = printable(named ?? value);
  }
  return {
    printData: data,
    operatorRecordList: detail.flowTaskOperatorRecordList.map((record) => ({
      nodeName: record.nodeName, userName: record.userName ?? '', handleTime: record.handleTime, handleStatus: record.handleStatus, handleOpinion: record.handleOpinion,
    })),
  };
}
