import type { FastifyInstance } from 'fastify';
import { pushMessage } from '../routes/messages/push';
import { MessageType } from '../routes/messages/message-types';
import { notFound } from '../plugins/errors';
import { audit, openRun, reject, type TaskRun } from './engine';
import { todoCount } from './list-repository';
import { clearDue, findOperator, findNode, findTask, markReminded, timedOperators, OperatorState, NodeState, TaskStatus, type OperatorRow } from './repository';

/** Tells the recipients' open tabs about the messages a committed run sent. */
export function pushAll(app: FastifyInstance, pushes: TaskRun['pushes']): void {
  for (const push of pushes) for (const userId of push.recipients) pushMessage(app, userId, { id: push.id, title: push.title, type: MessageType.flow });
}

/**
 * Whose to-do count a change of this task may have changed: everyone who has or had a to-do on
 * it, and whoever those people delegate this flow to now (they see the to-dos as well).
 */
export function todoAudience(app: FastifyInstance, taskId: string): string[] {
  const now = app.clock();
  const rows = app.db.prepare(`SELECT DISTINCT o.handle_id AS id FROM flow_task_operator o WHERE o.task_id = ?
    UNION SELECT d.to_user_id AS id FROM flow_delegate d JOIN flow_task t ON t.id = ?
      WHERE d.user_id IN (SELECT handle_id FROM flow_task_operator WHERE task_id = ?)
        AND d.start_time <= ? AND d.end_time >= ? AND (d.flow_id = '' OR d.flow_id = t.flow_id)`)
    .all(taskId, taskId, taskId, now, now) as { id: string }[];
  return rows.map((row) => row.id);
}

/** Tells the open tabs of these users their current to-do count (the shell's badge, issue 18 item 4). */
export function pushTodoCounts(app: FastifyInstance, userIds: Iterable<string>): void {
  const now = app.clock();
  for (const userId of new Set(userIds)) {
    if (app.hub.isOnline(userId)) app.hub.pushToUser(userId, { method: 'flowTodoCount', count: todoCount(app.db, userId, now) });
  }
}

/**
 * Runs `work` on one task in one IMMEDIATE transaction (the write lock is taken before the
 * task is read, so a concurrent request waits and then sees the new state), then pushes the
 * messages it sent. Any error rolls everything back: nothing half-saved, nothing sent.
 */
export function onTask<T>(app: FastifyInstance, taskId: string, work: (run: TaskRun) => T): T {
  const { result, pushes } = app.db.transaction(() => {
    const task = findTask(app.db, taskId);
    if (!task) throw notFound('entityFlowTask');
    const run = openRun(app.db, task, app.clock());
    return { result: work(run), pushes: run.pushes };
  }).immediate();
  pushAll(app, pushes);
  pushTodoCounts(app, todoAudience(app, taskId));
  return result;
}

/** The same for a to-do: the operator and its task are read inside the transaction. */
export function onOperator<T>(app: FastifyInstance, operatorId: string, work: (run: TaskRun, operator: OperatorRow | undefined) => T): T {
  const { result, pushes, taskId } = app.db.transaction(() => {
    const operator = findOperator(app.db, operatorId);
    const task = operator ? findTask(app.db, operator.taskId) : undefined;
    if (!operator || !task) throw notFound('entityFlowOperator');
    const run = openRun(app.db, task, app.clock());
    return { result: work(run, operator), pushes: run.pushes, taskId: task.id };
  }).immediate();
  pushAll(app, pushes);
  pushTodoCounts(app, todoAudience(app, taskId));
  return result;
}

const HOUR = 3_600_000;

/**
 * Time limits of approver nodes: reminds a pending approver once the reminder time has come,
 * and at the deadline approves or sends back automatically when the node says so (else reminds).
 * Called by the timer in plugin.ts; all state is in the database, so a restart only delays it.
 */
export function sweepTimeouts(app: FastifyInstance, limit = 200): number {
  const now = app.clock();
  let acted = 0;
  for (const candidate of timedOperators(app.db, now, limit)) {
    try {
      onOperator(app, candidate.id, (run, operator) => {
        if (!operator || operator.state !== OperatorState.pending || run.task.status !== TaskStatus.wait || operator.dueTime === null) return;
        const node = findNode(run.db, operator.taskNodeId);
        const design = node ? run.template.nodes.get(node.nodeCode) : undefined;
        const timeLimit = design?.properties.timeLimit ?? null;
        if (!node || node.state !== NodeState.active || !timeLimit) return;
        if (operator.dueTime <= run.now) {
          if (timeLimit.action === 1) audit(run, operator, node, operator.handleId, { handleOpinion: '超时自动审批' });
          else if (timeLimit.action === 2) reject(run, operator, node, null, { handleOpinion: '超时自动退回', rejectStep: '0' });
          else {
            clearDue(run.db, operator.id, run.now);
            run.notify([operator.handleId], `【已超时】${run.task.fullName}`, '1', { taskNodeId: node.id, taskOperatorId: operator.id });
          }
          acted += 1;
          return;
        }
        const remindAt = operator.dueTime - Math.round((timeLimit.hours - timeLimit.reminderHours) * HOUR);
        if (operator.remindedTime === null && remindAt <= run.now) {
          markReminded(run.db, operator.id, run.now);
          run.notify([operator.handleId], `【超时提醒】${run.task.fullName}`, '1', { taskNodeId: node.id, taskOperatorId: operator.id });
          acted += 1;
        }
      });
    } catch (error) {
      app.log.warn({ err: error, operatorId: candidate.id }, 'workflow: a timed to-do could not be handled');
    }
  }
  return acted;
}
