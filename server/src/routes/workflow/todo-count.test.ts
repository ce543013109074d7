import type { FastifyInstance } from 'fastify';
import { userId } from '../../db/seed/organization';
import { buildTestApp, call, closeTestApp, connectSocket, signIn, type TestSocket } from '../../testing';
import { approver, branch, launch, leave, releasedFlow, start, todoOf } from './test-flows';
import { workflowRoutes } from '.';
import { flowDashboardRoutes } from './dashboard-routes';

// A server per test, with the API route plugins these tests call (buildTestApp's routes).
const routes = [workflowRoutes, flowDashboardRoutes];

const ENGINE = '/api/workflow/Engine';

/** 请假审批: 李四 approves; more than 3 days also goes to 王五. */
const leaveFlow = () => start({
  ...approver('manager', '经理审批', [userId('lisi')]),
  conditionNodes: [
    branch('long', '超过3天', approver('director', '总监审批', [userId('wangwu')]), { conditions: [{ field: 'leaveDays', symbol: '>', filedValue: 3 }] }),
    branch('other', '其他情况', null, { isDefault: true }),
  ],
});

const countOf = async (tab: TestSocket): Promise<unknown> => (await tab.next('flowTodoCount')).count;

// Issue 18 item 4: the shell's to-do badge follows every change of a user's pending to-dos live.
describe('to-do count pushed over the socket', () => {
  let app: FastifyInstance;
  let admin: string;
  let zhangsan: string;
  let lisi: string;
  let wangwu: string;
  beforeEach(async () => {
    app = await buildTestApp({ routes });
    admin = await signIn(app, 'admin');
    zhangsan = await signIn(app, 'zhangsan');
    lisi = await signIn(app, 'lisi');
    wangwu = await signIn(app, 'wangwu');
  });
  afterEach(async () => closeTestApp(app));

  it('rises for the approver on launch, drops on approval and rises for the next approver', async () => {
    const flowId = await releasedFlow(app, admin, leaveFlow());
    const lisiTab = await connectSocket(app, lisi);
    const wangwuTab = await connectSocket(app, wangwu);
    const zhangsanTab = await connectSocket(app, zhangsan);

    const first = await launch(app, zhangsan, flowId, leave(5));
    await expect(countOf(lisiTab)).resolves.toBe(1);
    await launch(app, zhangsan, flowId, leave(1));
    await expect(countOf(lisiTab)).resolves.toBe(2);

    const todo = await todoOf(app, lisi, first);
    expect((await call(app, 'POST', `${ENGINE}/FlowBefore/Audit/${todo.taskOperatorId}`, { token: lisi, body: { handleOpinion: '同意' } })).code).toBe(200);
    await expect(countOf(lisiTab)).resolves.toBe(1);
    await expect(countOf(wangwuTab)).resolves.toBe(1);
    expect((await call<{ count: number }>(app, 'GET', `${ENGINE}/FlowBefore/Count`, { token: wangwu })).data.count).toBe(1);

    // 王五 sends it back to the initiator: his to-do goes.
    const second = await todoOf(app, wangwu, first);
    expect((await call(app, 'POST', `${ENGINE}/FlowBefore/Reject/${second.taskOperatorId}`, { token: wangwu, body: { handleOpinion: '请补充说明', rejectStep: '0' } })).code).toBe(200);
    await expect(countOf(wangwuTab)).resolves.toBe(0);
    // The initiator has no to-do of their own: nothing about counts reaches them.
    expect(zhangsanTab.frames.filter((frame) => frame.method === 'flowTodoCount')).toEqual([]);
    for (const tab of [lisiTab, wangwuTab, zhangsanTab]) tab.socket.terminate();
  });

  it('gives a delegate the delegator\'s to-dos in the count when the delegation starts and takes them away when it goes', async () => {
    const flowId = await releasedFlow(app, admin, leaveFlow());
    await launch(app, zhangsan, flowId, leave(2));
    const wangwuTab = await connectSocket(app, wangwu);
    const now = Date.now();
    const created = await call<{ id: string }>(app, 'POST', `${ENGINE}/FlowDelegate`, {
      token: lisi, body: { toUserId: userId('wangwu'), startTime: now - 60_000, endTime: now + 86_400_000, description: '出差' },
    });
    expect(created.code).toBe(200);
    await expect(countOf(wangwuTab)).resolves.toBe(1);
    expect((await call(app, 'DELETE', `${ENGINE}/FlowDelegate/${created.data.id}`, { token: lisi })).code).toBe(200);
    await expect(countOf(wangwuTab)).resolves.toBe(0);
    wangwuTab.socket.terminate();
  });
});
