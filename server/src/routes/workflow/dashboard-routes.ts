// The home page's flow cards of the JNPF client (home.js, /api/visualdev/Dashboard): the counts
// of 我的待办 (to-dos, delegations given, handled, copied to me) and the newest to-dos, in the
// shapes JNPF's DashboardController answers (FlowTodoCountVO, FlowTodoVO, MyFlowTodoVO).
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { envelope, int, nullableInt, objectOf, str } from '../common-schemas';
import { circulateList, doneList, todoCount, todoList, type TaskFilters } from '../../workflow/list-repository';

/** How many to-dos the home page's cards list (JNPF: one page of 10). */
export const DASHBOARD_TODO_MAX = 10;

const NO_FILTERS: TaskFilters = { keyword: '', flowCategory: null, flowId: null, flowUrgent: null, status: null, startTime: null, endTime: null };
const COUNT_ONLY = { offset: 0, limit: 0, sort: 'desc' as const };

const listOf = (item: object) => envelope(objectOf({ list: { type: 'array', items: item } }));

const flowTodoItem = objectOf({
  id: str, fullName: str, enCode: str, flowId: str, formType: int, status: int, processId: str, taskId: str,
  taskNodeId: str, taskOperatorId: str, creatorTime: int, type: int, flowUrgent: int, userName: str, nodeName: str,
});
const myFlowTodoItem = objectOf({ id: str, enabledMark: int, startTime: int, endTime: nullableInt, content: str });

export async function flowDashboardRoutes(app: FastifyInstance): Promise<void> {
  /** The newest to-dos of the caller (their own and delegated to them), with each task's form type. */
  const newestTodos = (userId: string) => {
    const { list } = todoList(app.db, userId, app.clock(), NO_FILTERS, { offset: 0, limit: DASHBOARD_TODO_MAX, sort: 'desc' });
    if (list.length === 0) return [];
    const ids = [...new Set(list.map((row) => row.id))];
    const formTypes = new Map((app.db.prepare(`SELECT id, form_type AS formType FROM flow_task WHERE id IN (${ids.map(() => '?').join(', ')})`).all(...ids) as { id: string; formType: number }[])
      .map((row) => [row.id, row.formType]));
    return list.map((row) => ({ ...row, formType: formTypes.get(row.id) ?? 1 }));
  };

  // 我的待办: to-dos now, delegations the caller gave, what they handled, what was copied to them.
  app.get('/FlowTodoCount', { schema: { response: envelope(objectOf({ toBeReviewed: int, entrust: int, flowDone: int, flowCirculate: int })) } }, async (request) => {
    const userId = sessionOf(request).userId;
    const entrust = (app.db.prepare('SELECT COUNT(*) AS n FROM flow_delegate WHERE user_id = ?').get(userId) as { n: number }).n;
    return ok(request, {
      toBeReviewed: todoCount(app.db, userId, app.clock()),
      entrust,
      flowDone: doneList(app.db, userId, NO_FILTERS, COUNT_ONLY).total,
      flowCirculate: circulateList(app.db, userId, NO_FILTERS, COUNT_ONLY).total,
    });
  });

  // 待办事项: the newest to-dos; `id` is the to-do (taskOperatorId), `processId` / `taskId` the task,
  // as the client's card builds the /workFlowDetail config from them (opType 1).
  app.get('/FlowTodo', { schema: { response: listOf(flowTodoItem) } }, async (request) =>
    ok(request, {
      list: newestTodos(sessionOf(request).userId).map((row) => ({
        id: row.taskOperatorId, fullName: row.fullName, enCode: row.flowCode, flowId: row.flowId, formType: row.formType, status: row.status,
        processId: row.id, taskId: row.id, taskNodeId: row.taskNodeId, taskOperatorId: row.taskOperatorId, creatorTime: row.receiveTime,
        type: 1, flowUrgent: row.flowUrgent, userName: row.userName ?? '', nodeName: row.nodeName,
      })),
    }));

  // 我的待办事项: the same to-dos as the client's schedule-like card shows them (a line of text and when it began).
  app.get('/MyFlowTodo', { schema: { response: listOf(myFlowTodoItem) } }, async (request) =>
    ok(request, {
      list: newestTodos(sessionOf(request).userId).map((row) => ({
        id: row.id, enabledMark: 1, startTime: row.receiveTime, endTime: null, content: `${row.fullName}（${row.nodeName}）`,
      })),
    }));
}
