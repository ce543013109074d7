import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { userId } from '../../db/seed/organization';
import { buildTestApp, call, closeTestApp, connectSocket, signIn } from '../../testing';
import { approver, branch, detailOf, launch, leave, releasedFlow, start, todoOf, todos, type NodeJson } from './test-flows';
import { workflowRoutes } from '.';
import { inboxRoutes } from '../messages/inbox-routes';

// A server per test, with the API route plugins these tests call (buildTestApp's routes).
const routes = [workflowRoutes, inboxRoutes];

const BEFORE = '/api/workflow/Engine/FlowBefore';

interface InboxItem {
  title: string;
  flowType: number | null;
}

const inbox = async (app: FastifyInstance, token: string): Promise<InboxItem[]> =>
  (await call<{ list: InboxItem[] }>(app, 'GET', '/api/message?type=2&pageSize=100', { token })).data.list;

/** 请假审批: 李四 approves; more than 3 days also goes to 王五. */
const leaveFlow = (): NodeJson => start({
  ...approver('manager', '经理审批', [userId('lisi')]),
  conditionNodes: [
    branch('long', '超过3天', approver('director', '总监审批', [userId('wangwu')]), { conditions: [{ field: 'leaveDays', symbol: '>', filedValue: 3 }] }),
    branch('other', '其他情况', null, { isDefault: true }),
  ],
});

describe('flow tasks', () => {
  let app: FastifyInstance;
  let admin: string;
  let zhangsan: string;
  let lisi: string;
  let wangwu: string;
  let viewer: string;
  beforeEach(async () => {
    app = await buildTestApp({ routes });
    admin = await signIn(app, 'admin');
    zhangsan = await signIn(app, 'zhangsan');
    lisi = await signIn(app, 'lisi');
    wangwu = await signIn(app, 'wangwu');
    viewer = await signIn(app, 'viewer');
  });
  afterEach(async () => closeTestApp(app));

  it('launch → approve → end: lists, records, messages and the to-do pushed live', async () => {
    const flowId = await releasedFlow(app, admin, leaveFlow());
    const tab = await connectSocket(app, lisi);
    const taskId = await launch(app, zhangsan, flowId, leave(2));
    await expect(tab.next('messagePush')).resolves.toMatchObject({ messageType: 2, title: '【待办】张三的请假审批' });
    tab.socket.terminate();

    const todo = await todoOf(app, lisi, taskId);
    expect(todo).toMatchObject({ nodeName: '经理审批', delegateUserName: null, status: 1 });
    expect((await call<{ count: number }>(app, 'GET', `${BEFORE}/Count`, { token: lisi })).data.count).toBe(1);
    const message = (await call<{ list: { id: string; flowType: number }[] }>(app, 'GET', '/api/message?type=2', { token: lisi })).data.list[0];
    const body = JSON.parse((await call<{ bodyText: string }>(app, 'GET', `/api/message/ReadInfo/${message?.id ?? ''}`, { token: lisi })).data.bodyText) as Record<string, unknown>;
    expect(message?.flowType).toBe(1);
    expect(body).toMatchObject({ id: taskId, flowId, opType: '1', taskOperatorId: todo.taskOperatorId, flowName: '请假审批', status: 1, formData: { 请假天数: 2 } });

    const audited = await call<{ status: number }>(app, 'POST', `${BEFORE}/Audit/${todo.taskOperatorId}`, { token: lisi, body: { handleOpinion: '同意，注意休息' } });
    expect({ code: audited.code, msg: audited.msg, status: audited.data.status }).toEqual({ code: 200, msg: '审批成功', status: 2 });

    expect(await todos(app, lisi)).toEqual([]);
    const launched = await call<{ list: { id: string; status: number; completion: number; thisStep: string }[] }>(app, 'GET', '/api/workflow/Engine/FlowLaunch', { token: zhangsan });
    expect(launched.data.list).toEqual([expect.objectContaining({ id: taskId, status: 2, completion: 100, thisStep: '结束' })]);
    const done = await call<{ list: { id: string; handleStatus: number; handleOpinion: string }[] }>(app, 'GET', `${BEFORE}/List/2`, { token: lisi });
    expect(done.data.list).toEqual([expect.objectContaining({ id: taskId, handleStatus: 1, handleOpinion: '同意，注意休息' })]);

    const detail = await detailOf(app, zhangsan, taskId);
    expect(detail.flowTaskOperatorRecordList.map((r) => [r.nodeName, r.userName, r.handleStatus, r.handleOpinion])).toEqual([
      ['发起', '张三', 2, ''],
      ['经理审批', '李四', 1, '同意，注意休息'],
    ]);
    expect((await inbox(app, zhangsan)).map((item) => item.title)).toContain('【已通过】张三的请假审批');
  });

  it('takes the condition branch the form data meets, and sends back to the initiator, who resubmits', async () => {
    const flowId = await releasedFlow(app, admin, leaveFlow());
    const taskId = await launch(app, zhangsan, flowId, leave(5));
    await call(app, 'POST', `${BEFORE}/Audit/${(await todoOf(app, lisi, taskId)).taskOperatorId}`, { token: lisi, body: { handleOpinion: '同意' } });
    // 5 days > 3: the director's node, not the end.
    const director = await todoOf(app, wangwu, taskId);
    expect(director.nodeName).toBe('总监审批');
    const rejected = await call<{ status: number }>(app, 'POST', `${BEFORE}/Reject/${director.taskOperatorId}`, { token: wangwu, body: { handleOpinion: '天数太多', rejectStep: '0' } });
    expect(rejected.data.status).toBe(3);
    expect((await inbox(app, zhangsan)).map((item) => item.title)).toContain('【已退回】张三的请假审批');

    // zhangsan changes the days and resubmits: 3 days is the default branch, so lisi's approval ends it.
    const resubmitted = await call<{ status: number }>(app, 'PUT', `/api/workflow/Engine/FlowTask/${taskId}`, { token: zhangsan, body: { formData: leave(3), status: 0 } });
    expect(resubmitted.data.status).toBe(1);
    const again = await todoOf(app, lisi, taskId);
    expect((await call<{ status: number }>(app, 'POST', `${BEFORE}/Audit/${again.taskOperatorId}`, { token: lisi, body: {} })).data.status).toBe(2);
    expect(await todos(app, wangwu)).toEqual([]);
    const statuses = (await detailOf(app, zhangsan, taskId)).flowTaskOperatorRecordList.map((r) => r.handleStatus);
    expect(statuses).toEqual([2, 1, 0, 2, 1]);
  });

  it('sends back to an earlier node, which acts again', async () => {
    const flowId = await releasedFlow(app, admin, leaveFlow());
    const taskId = await launch(app, zhangsan, flowId, leave(5));
    await call(app, 'POST', `${BEFORE}/Audit/${(await todoOf(app, lisi, taskId)).taskOperatorId}`, { token: lisi, body: {} });
    const director = await todoOf(app, wangwu, taskId);
    const detail = await detailOf(app, wangwu, taskId);
    expect(detail.rejectNodes).toEqual([{ nodeId: '0', nodeName: '发起' }, { nodeId: 'manager', nodeName: '经理审批' }]);
    expect((await call(app, 'POST', `${BEFORE}/Reject/${director.taskOperatorId}`, { token: wangwu, body: { rejectStep: 'nowhere' } })).msg).toBe('不能退回到该节点');
    const back = await call<{ status: number }>(app, 'POST', `${BEFORE}/Reject/${director.taskOperatorId}`, { token: wangwu, body: { rejectStep: 'manager', handleOpinion: '请经理再确认' } });
    expect(back.data.status).toBe(1);
    expect((await todoOf(app, lisi, taskId)).nodeName).toBe('经理审批');
  });

  it('lets only the initiator withdraw; withdrawn to-dos are gone and cannot be approved', async () => {
    const flowId = await releasedFlow(app, admin, leaveFlow());
    const taskId = await launch(app, zhangsan, flowId, leave(1));
    const todo = await todoOf(app, lisi, taskId);
    const inApproval = await call(app, 'DELETE', `/api/workflow/Engine/FlowLaunch/${taskId}`, { token: zhangsan });
    expect({ code: inApproval.code, msg: inApproval.msg }).toEqual({ code: 400, msg: '审批中的流程不能删除，请先撤回' });
    const refused = await call(app, 'PUT', `/api/workflow/Engine/FlowLaunch/${taskId}/Actions/Withdraw`, { token: lisi, body: {} });
    expect({ code: refused.code, msg: refused.msg }).toEqual({ code: 403, msg: '只有发起人可以执行此操作' });
    expect((await call(app, 'PUT', `/api/workflow/Engine/FlowLaunch/${taskId}/Actions/Withdraw`, { token: zhangsan, body: { handleOpinion: '不请了' } })).code).toBe(200);
    expect(await todos(app, lisi)).toEqual([]);
    const late = await call(app, 'POST', `${BEFORE}/Audit/${todo.taskOperatorId}`, { token: lisi, body: {} });
    expect({ code: late.code, msg: late.msg }).toEqual({ code: 400, msg: '该待办已处理，请勿重复提交' });
    expect((await detailOf(app, zhangsan, taskId)).flowTaskInfo.status).toBe(4);
    // A withdrawn task may be deleted by its initiator, by nobody else.
    expect((await call(app, 'DELETE', `/api/workflow/Engine/FlowLaunch/${taskId}`, { token: lisi })).code).toBe(404);
    expect((await call(app, 'DELETE', `/api/workflow/Engine/FlowLaunch/${taskId}`, { token: zhangsan })).code).toBe(200);
  });

  it('runs parallel branches and joins them before the next node', async () => {
    const flowId = await releasedFlow(app, admin, start({
      nodeId: 'fork', type: 'empty', properties: { title: '并行' },
      conditionNodes: [
        branch('p1', '市场', approver('m', '市场审批', [userId('lisi')]), {}, true),
        branch('p2', '财务', approver('f', '财务审批', [userId('wangwu')]), {}, true),
      ],
      childNode: approver('final', '总经理审批', [userId('admin')]),
    }));
    const taskId = await launch(app, zhangsan, flowId, leave(2));
    expect((await detailOf(app, zhangsan, taskId)).currentNodeIds.sort()).toEqual(['f', 'm']);
    await call(app, 'POST', `${BEFORE}/Audit/${(await todoOf(app, lisi, taskId)).taskOperatorId}`, { token: lisi, body: {} });
    // One branch done: the join waits, the general manager has nothing yet.
    expect(await todos(app, admin)).toEqual([]);
    expect((await detailOf(app, zhangsan, taskId)).currentNodeIds).toEqual(['f']);
    await call(app, 'POST', `${BEFORE}/Audit/${(await todoOf(app, wangwu, taskId)).taskOperatorId}`, { token: wangwu, body: {} });
    const final = await todoOf(app, admin, taskId);
    expect(final.nodeName).toBe('总经理审批');
    expect((await call<{ status: number }>(app, 'POST', `${BEFORE}/Audit/${final.taskOperatorId}`, { token: admin, body: {} })).data.status).toBe(2);
  });

  it('copies to the named users when a node is done (抄送事宜)', async () => {
    const flowId = await releasedFlow(app, admin, start(approver('manager', '经理审批', [userId('lisi')], null, { circulateUser: [userId('viewer')] })));
    const taskId = await launch(app, zhangsan, flowId, leave(1));
    const copies = () => call<{ list: { id: string; nodeName: string }[] }>(app, 'GET', `${BEFORE}/List/3`, { token: viewer });
    expect((await copies()).data.list).toEqual([]);
    // Not involved yet: the detail is hidden.
    expect((await call(app, 'GET', `${BEFORE}/${taskId}`, { token: viewer })).code).toBe(404);
    // lisi also copies wangwu in while approving (JNPF's copyIds).
    await call(app, 'POST', `${BEFORE}/Audit/${(await todoOf(app, lisi, taskId)).taskOperatorId}`, { token: lisi, body: { copyIds: userId('wangwu') } });
    expect((await copies()).data.list).toEqual([expect.objectContaining({ id: taskId, nodeName: '经理审批' })]);
    const wangwuCopies = await call<{ list: { id: string }[] }>(app, 'GET', `${BEFORE}/List/3`, { token: wangwu });
    expect(wangwuCopies.data.list.map((row) => row.id)).toEqual([taskId]);
    expect((await inbox(app, viewer)).map((item) => item.title)).toContain('【抄送】张三的请假审批');
    expect((await detailOf(app, viewer, taskId)).actions).toMatchObject({ audit: false, revoke: false });
  });

  it('shows a delegated to-do to the delegate, who approves for the delegator; refuses loops', async () => {
    const flowId = await releasedFlow(app, admin, leaveFlow());
    const now = Date.now();
    const created = await call(app, 'POST', '/api/workflow/Engine/FlowDelegate', {
      token: lisi, body: { toUserId: userId('wangwu'), flowId, startTime: now - 60_000, endTime: now + 86_400_000, description: '出差' },
    });
    expect(created.code).toBe(200);
    expect((await inbox(app, wangwu)).map((item) => [item.title, item.flowType])).toContainEqual(['【委托】李四将请假审批委托给您', 2]);
    const loop = await call(app, 'POST', '/api/workflow/Engine/FlowDelegate', {
      token: wangwu, body: { toUserId: userId('lisi'), flowId, startTime: now, endTime: now + 3_600_000 },
    });
    expect({ code: loop.code, msg: loop.msg }).toEqual({ code: 400, msg: '委托形成循环：李四在该时间段已委托给您或您的受托人' });
    expect((await call(app, 'POST', '/api/workflow/Engine/FlowDelegate', { token: lisi, body: { toUserId: userId('lisi'), startTime: now, endTime: now + 1 } })).msg).toBe('不能委托给自己');

    const taskId = await launch(app, zhangsan, flowId, leave(1));
    const delegated = await todoOf(app, wangwu, taskId);
    expect(delegated).toMatchObject({ nodeName: '经理审批', delegateUserName: '李四' });
    expect((await call(app, 'POST', `${BEFORE}/Audit/${delegated.taskOperatorId}`, { token: wangwu, body: { handleOpinion: '代李四审批' } })).code).toBe(200);
    const record = (await detailOf(app, zhangsan, taskId)).flowTaskOperatorRecordList[1];
    expect(record).toMatchObject({ userName: '王五', forUserName: '李四', handleStatus: 1 });

    const given = await call<{ list: { toUserName: string; flowName: string }[] }>(app, 'GET', '/api/workflow/Engine/FlowDelegate', { token: lisi });
    expect(given.data.list).toEqual([expect.objectContaining({ toUserName: '王五', flowName: '请假审批' })]);
  });

  it('lets exactly one of two concurrent approvals of one to-do win, and an or-sign node advance once', async () => {
    const flowId = await releasedFlow(app, admin, leaveFlow());
    const taskId = await launch(app, zhangsan, flowId, leave(5));
    const todo = await todoOf(app, lisi, taskId);
    const results = await Promise.all([1, 2].map(() => call(app, 'POST', `${BEFORE}/Audit/${todo.taskOperatorId}`, { token: lisi, body: {} })));
    expect(results.map((r) => r.code).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.code === 400)?.msg).toBe('该待办已处理，请勿重复提交');

    // 或签 with four approvers, all at once: one approval moves the task, the rest are refused.
    const orSign = await releasedFlow(app, admin, start(approver('all', '任一审批', [userId('lisi'), userId('wangwu'), userId('viewer'), userId('admin')], approver('next', '下一步', [userId('admin')]))));
    const task2 = await launch(app, zhangsan, orSign, leave(1));
    const actors: [string, string][] = [[lisi, 'lisi'], [wangwu, 'wangwu'], [viewer, 'viewer'], [admin, 'admin']];
    const operators = await Promise.all(actors.map(async ([token]) => (await todoOf(app, token, task2)).taskOperatorId));
    const answers = await Promise.all(actors.map(([token], index) => call(app, 'POST', `${BEFORE}/Audit/${operators[index] ?? ''}`, { token, body: {} })));
    expect(answers.filter((r) => r.code === 200)).toHaveLength(1);
    const nodes = app.db.prepare("SELECT COUNT(*) AS n FROM flow_task_node WHERE task_id = ? AND node_code = 'next'").get(task2) as { n: number };
    expect(nodes.n).toBe(1);
    const approvals = (await detailOf(app, zhangsan, task2)).flowTaskOperatorRecordList.filter((r) => r.handleStatus === 1);
    expect(approvals).toHaveLength(1);
  });

  it('refuses what the caller may not do', async () => {
    const flowId = await releasedFlow(app, admin, leaveFlow());
    const taskId = await launch(app, zhangsan, flowId, leave(1));
    const todo = await todoOf(app, lisi, taskId);
    // Someone else's to-do.
    const notMine = await call(app, 'POST', `${BEFORE}/Audit/${todo.taskOperatorId}`, { token: viewer, body: {} });
    expect({ code: notMine.code, msg: notMine.msg }).toEqual({ code: 403, msg: '该待办不是您的，或已不在您的审批节点' });
    expect((await call(app, 'POST', `${BEFORE}/Reject/${todo.taskOperatorId}`, { token: zhangsan, body: {} })).code).toBe(403);
    expect((await call(app, 'POST', `${BEFORE}/Transfer/${todo.taskOperatorId}`, { token: viewer, body: { freeApproverUserId: userId('viewer') } })).code).toBe(403);
    // Not involved: no detail.
    expect((await call(app, 'GET', `${BEFORE}/${taskId}`, { token: viewer })).code).toBe(404);
    // Monitor and cancel: staff hold the page but none of its buttons.
    expect((await call(app, 'GET', '/api/workflow/Engine/FlowMonitor', { token: zhangsan })).code).toBe(403);
    expect((await call(app, 'POST', `${BEFORE}/Cancel/${taskId}`, { token: zhangsan, body: {} })).code).toBe(403);
    expect((await call(app, 'DELETE', '/api/workflow/Engine/FlowMonitor', { token: zhangsan, body: { ids: [taskId] } })).code).toBe(403);
    // A form value that breaks the form's rules: nothing is created.
    const bad = await call(app, 'POST', '/api/workflow/Engine/FlowTask', { token: zhangsan, body: { flowId, formData: leave(1, { leaveType: '旅游假' }), status: 0 } });
    expect({ code: bad.code, msg: bad.msg }).toEqual({ code: 400, msg: '请假类型的选项无效' });
    expect((await call(app, 'POST', '/api/workflow/Engine/FlowTask', { token: zhangsan, body: { flowId, formData: leave(1, { leaveDays: null }), status: 0 } })).msg).toBe('请假天数不能为空');

    // The administrator monitors and cancels.
    const monitor = await call<{ list: { id: string }[] }>(app, 'GET', '/api/workflow/Engine/FlowMonitor', { token: admin });
    expect(monitor.data.list.map((row) => row.id)).toEqual([taskId]);
    expect((await call(app, 'POST', `${BEFORE}/Cancel/${taskId}`, { token: admin, body: { handleOpinion: '流程作废' } })).code).toBe(200);
    expect((await detailOf(app, zhangsan, taskId)).flowTaskInfo.status).toBe(5);
    expect(await todos(app, lisi)).toEqual([]);
    expect((await call<{ count: number }>(app, 'DELETE', '/api/workflow/Engine/FlowMonitor', { token: admin, body: { ids: taskId } })).data.count).toBe(1);
  });

  it('transfers a to-do, adds a signer, urges, and recalls an approval nobody has acted on yet', async () => {
    const flowId = await releasedFlow(app, admin, start(approver('manager', '经理审批', [userId('lisi')], approver('gm', '总经理审批', [userId('admin')]))));
    const taskId = await launch(app, zhangsan, flowId, leave(1));
    const pressed = await call<{ count: number }>(app, 'POST', `/api/workflow/Engine/FlowLaunch/Press/${taskId}`, { token: zhangsan });
    expect(pressed.data.count).toBe(1);
    expect((await inbox(app, lisi)).map((item) => item.title)).toContain('【催办】张三的请假审批');

    const todo = await todoOf(app, lisi, taskId);
    expect((await call(app, 'POST', `${BEFORE}/Transfer/${todo.taskOperatorId}`, { token: lisi, body: { freeApproverUserId: userId('wangwu'), handleOpinion: '请王五处理' } })).code).toBe(200);
    expect(await todos(app, lisi)).toEqual([]);
    const moved = await todoOf(app, wangwu, taskId);
    // 加签: wangwu approves and adds viewer, who must approve this node too.
    await call(app, 'POST', `${BEFORE}/Audit/${moved.taskOperatorId}`, { token: wangwu, body: { freeApproverUserId: userId('viewer') } });
    expect(await todos(app, admin)).toEqual([]);
    const added = await todoOf(app, viewer, taskId);
    await call(app, 'POST', `${BEFORE}/Audit/${added.taskOperatorId}`, { token: viewer, body: {} });
    expect((await todoOf(app, admin, taskId)).nodeName).toBe('总经理审批');

    // viewer's approval is the last act: viewer may recall it; the node is viewer's again.
    const recallId = (await detailOf(app, viewer, taskId)).actions.recall as string;
    expect(typeof recallId).toBe('string');
    expect((await call(app, 'POST', `${BEFORE}/Recall/${recallId}`, { token: viewer, body: {} })).code).toBe(200);
    expect(await todos(app, admin)).toEqual([]);
    expect((await todoOf(app, viewer, taskId)).nodeName).toBe('经理审批');
    const statuses = (await detailOf(app, zhangsan, taskId)).flowTaskOperatorRecordList.map((r) => r.handleStatus);
    expect(statuses).toEqual([2, 7, 1, 6, 1, 3]);
  });

  it('saves a draft without the required checks, then submits it', async () => {
    const flowId = await releasedFlow(app, admin, leaveFlow());
    const saved = await call<{ id: string; status: number }>(app, 'POST', '/api/workflow/Engine/FlowTask', { token: zhangsan, body: { flowId, formData: { leaveDays: 2 }, status: 1 } });
    expect(saved.data.status).toBe(0);
    expect(await todos(app, lisi)).toEqual([]);
    // Drafts are their author's alone.
    expect((await call(app, 'GET', `/api/workflow/Engine/FlowTask/${saved.data.id}`, { token: admin })).code).toBe(404);
    const incomplete = await call(app, 'PUT', `/api/workflow/Engine/FlowTask/${saved.data.id}`, { token: zhangsan, body: { formData: { leaveDays: 2 }, status: 0 } });
    expect(incomplete.msg).toBe('请假类型不能为空');
    const submitted = await call<{ status: number }>(app, 'PUT', `/api/workflow/Engine/FlowTask/${saved.data.id}`, { token: zhangsan, body: { data: JSON.stringify(leave(2)), status: 0 } });
    expect(submitted.data.status).toBe(1);
    expect((await todoOf(app, lisi, saved.data.id)).nodeName).toBe('经理审批');
  });
});

describe('flow tasks across a restart', () => {
  it('keeps every task in the database: a to-do launched before a restart is approved after it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'atrium-workflow-restart-'));
    const config = { dbFile: path.join(dir, 'atrium.db'), seedPassword: `restart-${process.pid}-pw` };
    try {
      let app = await buildTestApp({ config, routes });
      const password = config.seedPassword;
      const flowId = await releasedFlow(app, await signIn(app, 'admin', password), leaveFlow());
      const taskId = await launch(app, await signIn(app, 'zhangsan', password), flowId, leave(5));
      await closeTestApp(app);

      app = await buildTestApp({ config, routes });
      const lisi = await signIn(app, 'lisi', password);
      await call(app, 'POST', `${BEFORE}/Audit/${(await todoOf(app, lisi, taskId)).taskOperatorId}`, { token: lisi, body: {} });
      await closeTestApp(app);

      app = await buildTestApp({ config, routes });
      const wangwu = await signIn(app, 'wangwu', password);
      const final = await todoOf(app, wangwu, taskId);
      const answer = await call<{ status: number }>(app, 'POST', `${BEFORE}/Audit/${final.taskOperatorId}`, { token: wangwu, body: {} });
      expect(answer.data.status).toBe(2);
      await closeTestApp(app);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
