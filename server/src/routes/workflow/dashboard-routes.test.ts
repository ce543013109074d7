// The JNPF home page's flow cards (/api/visualdev/Dashboard/FlowTodoCount, FlowTodo, MyFlowTodo).
import type { FastifyInstance } from 'fastify';
import { userId } from '../../db/seed/organization';
import { buildTestApp, call, closeTestApp, signIn } from '../../testing';
import { approver, launch, leave, releasedFlow, start, todoOf } from './test-flows';
import { flowDashboardRoutes } from './dashboard-routes';
import { workflowRoutes } from '.';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [flowDashboardRoutes, workflowRoutes];

const DASHBOARD = '/api/visualdev/Dashboard';

interface Counts {
  toBeReviewed: number;
  entrust: number;
  flowDone: number;
  flowCirculate: number;
}

describe('flow cards of the home page', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ routes });
  });
  afterAll(async () => closeTestApp(app));

  const counts = async (token: string): Promise<Counts> => {
    const answer = await call<Counts>(app, 'GET', `${DASHBOARD}/FlowTodoCount`, { token });
    expect(answer.code).toBe(200);
    return answer.data;
  };

  it('counts to-dos, given delegations, handled and copied tasks, and lists the newest to-dos as the client opens them', async () => {
    const admin = await signIn(app, 'admin');
    const zhangsan = await signIn(app, 'zhangsan');
    const lisi = await signIn(app, 'lisi');
    const wangwu = await signIn(app, 'wangwu');
    const before = await counts(lisi);
    // 李四 approves, then 王五; the start copies to 王五.
    const flowId = await releasedFlow(app, admin, start(approver('manager', '经理审批', [userId('lisi')], approver('boss', '总经理审批', [userId('wangwu')])), { circulateUser: [userId('wangwu')] }));
    const first = await launch(app, zhangsan, flowId, leave(2));
    const second = await launch(app, zhangsan, flowId, leave(1));

    expect(await counts(lisi)).toEqual({ ...before, toBeReviewed: before.toBeReviewed + 2 });
    const todo = await call<{ list: Record<string, unknown>[] }>(app, 'GET', `${DASHBOARD}/FlowTodo`, { token: lisi });
    expect(todo.code).toBe(200);
    const operator = await todoOf(app, lisi, second);
    // Newest first; `id` is the to-do and `processId` the task, as the card's detail link needs them.
    expect(todo.data.list[0]).toMatchObject({
      id: operator.taskOperatorId, taskOperatorId: operator.taskOperatorId, processId: second, taskId: second, flowId, formType: 1, status: 1,
      enCode: expect.any(String), fullName: expect.stringContaining('请假审批'), type: 1, nodeName: '经理审批', userName: '张三', creatorTime: expect.any(Number),
    });
    expect(todo.data.list.map((row) => row.processId)).toEqual(expect.arrayContaining([first, second]));
    const mine = await call<{ list: Record<string, unknown>[] }>(app, 'GET', `${DASHBOARD}/MyFlowTodo`, { token: lisi });
    expect(mine.data.list[0]).toEqual({ id: second, enabledMark: 1, startTime: expect.any(Number), endTime: null, content: expect.stringContaining('经理审批') });

    // 李四 approves one: one to-do less, one handled more; 王五 has it to do and both copies.
    const audit = await call(app, 'POST', `/api/workflow/Engine/FlowBefore/Audit/${operator.taskOperatorId}`, { token: lisi, body: { handleOpinion: '同意' } });
    expect(audit.code).toBe(200);
    expect(await counts(lisi)).toEqual({ ...before, toBeReviewed: before.toBeReviewed + 1, flowDone: before.flowDone + 1 });
    const wangwuCounts = await counts(wangwu);
    expect(wangwuCounts.toBeReviewed).toBeGreaterThanOrEqual(1);
    expect(wangwuCounts.flowCirculate).toBeGreaterThanOrEqual(2);

    // A delegation given counts under entrust.
    const now = Date.now();
    const delegate = await call(app, 'POST', '/api/workflow/Engine/FlowDelegate', { token: lisi, body: { toUserId: userId('viewer'), flowId, startTime: now, endTime: now + 86_400_000 } });
    expect(delegate.code).toBe(200);
    expect((await counts(lisi)).entrust).toBe(before.entrust + 1);
  });

  it('answers nothing but the caller\'s own cards, and needs a session', async () => {
    // The administrator approves nothing of these flows and has no delegation to them.
    const admin = await signIn(app, 'admin');
    const todo = await call<{ list: unknown[] }>(app, 'GET', `${DASHBOARD}/FlowTodo`, { token: admin });
    expect(todo.data.list).toEqual([]);
    const anonymous = await call(app, 'GET', `${DASHBOARD}/FlowTodoCount`, {});
    expect(anonymous.code).not.toBe(200);
  });
});
