import type { FastifyInstance } from 'fastify';
import { roleId, userId } from '../../db/seed/organization';
import { buildTestApp, call, closeTestApp, manualClock, signIn } from '../../testing';
import { sweepTimeouts } from '../../workflow/service';
import { leaveModule, releasedModule } from '../visualdev/test-fixtures';
import { approver, branch, detailOf, launch, leave, releasedFlow, start, todoOf, todos } from './test-flows';
import { inboxRoutes } from '../messages/inbox-routes';
import { visualdevRoutes } from '../visualdev/routes';
import { workflowRoutes } from '.';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [inboxRoutes, visualdevRoutes, workflowRoutes];

const BEFORE = '/api/workflow/Engine/FlowBefore';
const HOUR = 3_600_000;

describe('flow time limits', () => {
  let app: FastifyInstance;
  const clock = manualClock(Date.UTC(2026, 10, 2, 9, 0, 0));
  beforeAll(async () => {
    app = await buildTestApp({ routes, clock: clock.now });
  });
  afterAll(async () => closeTestApp(app));

  it('reminds at the reminder time and approves automatically at the deadline', async () => {
    const admin = await signIn(app, 'admin');
    const zhangsan = await signIn(app, 'zhangsan');
    const flowId = await releasedFlow(app, admin, start(approver('manager', '经理审批', [userId('lisi')], null, { timeLimit: { hours: 2, reminderHours: 1, action: 1 } })));
    const taskId = await launch(app, zhangsan, flowId, leave(1));
    const titles = async () => {
      // Signed in again each time: the clock jumps past the session's idle limit.
      const answer = await call<{ list: { title: string }[] }>(app, 'GET', '/api/message?type=2&pageSize=100', { token: await signIn(app, 'lisi') });
      if (answer.code !== 200) throw new Error(`${answer.code} ${answer.msg}`);
      return answer.data.list.map((m) => m.title);
    };

    clock.advance(HOUR / 2);
    expect(sweepTimeouts(app)).toBe(0);
    clock.advance(HOUR / 2 + 1000);
    expect(sweepTimeouts(app)).toBe(1);
    expect(await titles()).toContain('【超时提醒】张三的请假审批');
    // Reminded once only.
    expect(sweepTimeouts(app)).toBe(0);
    expect((await todoOf(app, await signIn(app, 'lisi'), taskId)).nodeName).toBe('经理审批');

    clock.advance(HOUR);
    expect(sweepTimeouts(app)).toBe(1);
    expect(await todos(app, await signIn(app, 'lisi'))).toEqual([]);
    const detail = await detailOf(app, await signIn(app, 'zhangsan'), taskId);
    expect(detail.flowTaskInfo.status).toBe(2);
    expect(detail.flowTaskOperatorRecordList.at(-1)).toMatchObject({ userName: '李四', handleStatus: 1, handleOpinion: '超时自动审批' });
  });

  it('only tells the approver at the deadline when the node takes no action, and only once', async () => {
    const admin = await signIn(app, 'admin');
    const flowId = await releasedFlow(app, admin, start(approver('manager', '经理审批', [userId('wangwu')], null, { timeLimit: { hours: 1, action: 0 } })));
    const taskId = await launch(app, await signIn(app, 'zhangsan'), flowId, leave(1));
    clock.advance(HOUR / 2);
    expect(sweepTimeouts(app)).toBe(0);
    clock.advance(HOUR / 2);
    expect(sweepTimeouts(app)).toBe(1);
    expect(sweepTimeouts(app)).toBe(0);
    const wangwu = await signIn(app, 'wangwu');
    const titles = (await call<{ list: { title: string }[] }>(app, 'GET', '/api/message?type=2&pageSize=100', { token: wangwu })).data.list.map((m) => m.title);
    expect(titles.filter((title) => title === '【已超时】张三的请假审批')).toHaveLength(1);
    expect((await todoOf(app, wangwu, taskId)).nodeName).toBe('经理审批');
  });
});

describe('flow monitor and online-development forms', () => {
  let app: FastifyInstance;
  let admin: string;
  let zhangsan: string;
  beforeAll(async () => {
    app = await buildTestApp({ routes });
    admin = await signIn(app, 'admin');
    zhangsan = await signIn(app, 'zhangsan');
  });
  afterAll(async () => closeTestApp(app));

  it('assigns a waiting node to another user and counts tasks by flow and status', async () => {
    const flowId = await releasedFlow(app, admin, start(approver('manager', '经理审批', [userId('lisi')])));
    const taskId = await launch(app, zhangsan, flowId, leave(1));
    await launch(app, zhangsan, flowId, leave(2));
    const refused = await call(app, 'POST', `/api/workflow/Engine/FlowMonitor/Assign/${taskId}`, { token: zhangsan, body: { nodeCode: 'manager', freeApproverUserId: userId('wangwu') } });
    expect(refused.code).toBe(403);
    const assigned = await call(app, 'POST', `/api/workflow/Engine/FlowMonitor/Assign/${taskId}`, { token: admin, body: { nodeCode: 'manager', freeApproverUserId: userId('wangwu'), handleOpinion: '李四休假' } });
    expect(assigned.code).toBe(200);
    const lisi = await signIn(app, 'lisi');
    const wangwu = await signIn(app, 'wangwu');
    expect((await todos(app, lisi)).map((row) => row.id)).not.toContain(taskId);
    expect((await todoOf(app, wangwu, taskId)).nodeName).toBe('经理审批');
    expect((await detailOf(app, admin, taskId)).flowTaskOperatorRecordList.at(-1)).toMatchObject({ handleStatus: 5, handleOpinion: '李四休假' });

    const stats = await call<{ list: { flowId: string; status: number; count: number }[] }>(app, 'GET', `/api/workflow/Engine/FlowMonitor/Statistics?flowId=${flowId}`, { token: admin });
    expect(stats.data.list).toEqual([expect.objectContaining({ flowId, status: 1, count: 2 })]);
    expect((await call(app, 'GET', '/api/workflow/Engine/FlowMonitor/Statistics', { token: zhangsan })).code).toBe(403);
  });

  it('runs on a released online-development form: its rules check the data, its fields drive conditions', async () => {
    const module = await releasedModule(app, admin, leaveModule());
    const design = start({
      ...approver('manager', '经理审批', [userId('lisi')]),
      conditionNodes: [
        branch('long', '超过3天', approver('director', '总监审批', [userId('wangwu')]), { conditions: [{ field: 'days', symbol: '>', filedValue: 3 }] }),
        branch('other', '其他情况', null, { isDefault: true }),
      ],
    });
    const created = await call<{ id: string }>(app, 'POST', '/api/workflow/Engine/FlowEngine', {
      token: admin, body: { fullName: '在线请假', enCode: 'onlineLeave', category: 'hr', formType: 2, formId: module.id, flowTemplateJson: design },
    });
    expect(created.code).toBe(200);
    // A condition on a field the online form lacks is refused.
    const wrong = await call(app, 'POST', '/api/workflow/Engine/FlowEngine', {
      token: admin,
      body: { fullName: '在线请假', enCode: 'onlineLeave2', category: 'hr', formType: 2, formId: module.id, flowTemplateJson: JSON.stringify(design).replace('"field":"days"', '"field":"leaveDays"') },
    });
    expect(wrong.msg).toBe('条件分支“超过3天”引用的表单字段不存在：leaveDays');
    await call(app, 'POST', `/api/workflow/Engine/FlowEngine/Release/${created.data.id}`, { token: admin });

    const bad = await call(app, 'POST', '/api/workflow/Engine/FlowTask', { token: zhangsan, body: { flowId: created.data.id, formData: { title: '1号请假', days: 5 }, status: 0 } });
    expect({ code: bad.code, msg: bad.msg }).toEqual({ code: 400, msg: '标题不能以数字开头' });
    const taskId = await launch(app, zhangsan, created.data.id, { title: '年假', days: 5 });
    const lisi = await signIn(app, 'lisi');
    await call(app, 'POST', `${BEFORE}/Audit/${(await todoOf(app, lisi, taskId)).taskOperatorId}`, { token: lisi, body: {} });
    expect((await todoOf(app, await signIn(app, 'wangwu'), taskId)).nodeName).toBe('总监审批');
  });

  it('applies the node’s field rights: hidden fields stay out of the detail, only writable fields change', async () => {
    const flowId = await releasedFlow(app, admin, start({
      ...approver('manager', '经理审批', [userId('lisi')], null, {
        formOperates: [{ id: 'leaveDays', read: true, write: true }, { id: 'leaveReason', read: false, write: false }],
      }),
      conditionNodes: [
        branch('long', '超过3天', approver('director', '总监审批', [userId('wangwu')]), { conditions: [{ field: 'leaveDays', symbol: '>', filedValue: 3 }] }),
        branch('other', '其他情况', null, { isDefault: true }),
      ],
    }));
    const taskId = await launch(app, zhangsan, flowId, leave(2));
    const lisi = await signIn(app, 'lisi');
    const detail = await call<{ formData: Record<string, unknown>; fieldRights: Record<string, { read: boolean; write: boolean }> }>(app, 'GET', `${BEFORE}/${taskId}`, { token: lisi });
    expect(detail.data.formData).not.toHaveProperty('leaveReason');
    expect(detail.data.formData).toMatchObject({ leaveDays: 2, leaveType: '事假' });
    expect(detail.data.fieldRights).toMatchObject({ leaveDays: { read: true, write: true }, leaveType: { read: true, write: false }, leaveReason: { read: false, write: false } });
    // The initiator sees the whole form.
    expect((await call<{ formData: Record<string, unknown> }>(app, 'GET', `${BEFORE}/${taskId}`, { token: zhangsan })).data.formData).toHaveProperty('leaveReason', '家中有事');

    const todo = await todoOf(app, lisi, taskId);
    const invalid = await call(app, 'POST', `${BEFORE}/Audit/${todo.taskOperatorId}`, { token: lisi, body: { formData: { leaveDays: -1 } } });
    expect({ code: invalid.code, msg: invalid.msg }).toEqual({ code: 400, msg: '请假天数必须在0.5到365之间' });
    // leaveDays is writable here, leaveType is not: 5 days now takes the long branch.
    expect((await call(app, 'POST', `${BEFORE}/Audit/${todo.taskOperatorId}`, { token: lisi, body: { formData: { leaveDays: 5, leaveType: '病假' } } })).code).toBe(200);
    expect((await todoOf(app, await signIn(app, 'wangwu'), taskId)).nodeName).toBe('总监审批');
    const after = await call<{ formData: Record<string, unknown> }>(app, 'GET', `${BEFORE}/${taskId}`, { token: zhangsan });
    expect(after.data.formData).toMatchObject({ leaveDays: 5, leaveType: '事假' });
  });

  it('lets only the users the start node names launch the flow', async () => {
    const flowId = await releasedFlow(app, admin, start(approver('manager', '经理审批', [userId('lisi')]), { initiateRole: [roleId('dataEditor')] }), '数据维护申请');
    const lisi = await signIn(app, 'lisi');
    const choices = async (token: string) => (await call<{ list: { id: string }[] }>(app, 'GET', '/api/workflow/Engine/FlowEngine/ListAll', { token })).data.list.map((row) => row.id);
    expect(await choices(zhangsan)).toContain(flowId);
    expect(await choices(lisi)).not.toContain(flowId);
    const refused = await call(app, 'POST', '/api/workflow/Engine/FlowTask', { token: lisi, body: { flowId, formData: leave(1), status: 0 } });
    expect({ code: refused.code, msg: refused.msg }).toEqual({ code: 403, msg: '您无权发起该流程' });
    expect(await launch(app, zhangsan, flowId, leave(1))).toMatch(/^\d+$/);
  });
});
