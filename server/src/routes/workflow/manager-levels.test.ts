// Approvers by manager level (JNPF 发起人的第N级主管): the initiator's superior N levels up the
// users.manager_id chain, and the manager of the department N levels up the organisation tree.
import type { FastifyInstance } from 'fastify';
import { orgId, userId } from '../../db/seed/organization';
import { buildTestApp, call, closeTestApp, signIn } from '../../testing';
import { departmentManagerAt, superiorAt } from '../../workflow/candidates';
import { approver, launch, leave, releasedFlow, start, todos } from './test-flows';
import { workflowRoutes } from '.';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [workflowRoutes];

const ENGINE = '/api/workflow/Engine/FlowEngine';

const managerNode = (assigneeType: 1 | 2, managerLevel: unknown) =>
  start(approver('manager', '主管审批', [], null, { assigneeType, managerLevel }));

describe('approvers by manager level', () => {
  let app: FastifyInstance;
  let admin: string;
  beforeAll(async () => {
    app = await buildTestApp({ routes });
    admin = await signIn(app, 'admin');
    // zhangsan → lisi → wangwu: superiors; 研发部 (zhangsan's) is managed by lisi, its company by admin.
    const setManager = app.db.prepare('UPDATE users SET manager_id = ? WHERE id = ?');
    setManager.run(userId('lisi'), userId('zhangsan'));
    setManager.run(userId('wangwu'), userId('lisi'));
    const setOrgManager = app.db.prepare('UPDATE organizations SET manager_id = ? WHERE id = ?');
    setOrgManager.run(userId('lisi'), orgId('rd'));
    setOrgManager.run(userId('admin'), orgId('atrium'));
  });
  afterAll(async () => closeTestApp(app));

  it('follows the superior chain level by level and stops where it ends or loops', () => {
    expect(superiorAt(app.db, userId('zhangsan'), 1)).toBe(userId('lisi'));
    expect(superiorAt(app.db, userId('zhangsan'), 2)).toBe(userId('wangwu'));
    expect(superiorAt(app.db, userId('zhangsan'), 3)).toBeNull();
    app.db.prepare('UPDATE users SET manager_id = ? WHERE id = ?').run(userId('zhangsan'), userId('wangwu'));
    try {
      expect(superiorAt(app.db, userId('zhangsan'), 3)).toBeNull();
    } finally {
      app.db.prepare('UPDATE users SET manager_id = NULL WHERE id = ?').run(userId('wangwu'));
    }
  });

  it('follows the department tree level by level', () => {
    expect(departmentManagerAt(app.db, userId('zhangsan'), 1)).toBe(userId('lisi'));
    expect(departmentManagerAt(app.db, userId('zhangsan'), 2)).toBe(userId('admin'));
    expect(departmentManagerAt(app.db, userId('zhangsan'), 3)).toBeNull();
  });

  it('sends the to-do to the second-level superior', async () => {
    const flowId = await releasedFlow(app, admin, managerNode(1, 2));
    const taskId = await launch(app, await signIn(app, 'zhangsan'), flowId, leave(1));
    expect((await todos(app, await signIn(app, 'wangwu'))).map((row) => row.id)).toContain(taskId);
    expect((await todos(app, await signIn(app, 'lisi'))).map((row) => row.id)).not.toContain(taskId);
  });

  it('sends the to-do to the manager of the parent department', async () => {
    const flowId = await releasedFlow(app, admin, managerNode(2, 2));
    const taskId = await launch(app, await signIn(app, 'zhangsan'), flowId, leave(1));
    expect((await todos(app, admin)).map((row) => row.id)).toContain(taskId);
    expect((await todos(app, await signIn(app, 'lisi'))).map((row) => row.id)).not.toContain(taskId);
  });

  it('refuses a launch when no superior exists that far up, and saves nothing', async () => {
    const flowId = await releasedFlow(app, admin, managerNode(1, 5));
    const zhangsan = await signIn(app, 'zhangsan');
    const before = (app.db.prepare('SELECT COUNT(*) AS n FROM flow_task').get() as { n: number }).n;
    const result = await call(app, 'POST', '/api/workflow/Engine/FlowTask', { token: zhangsan, body: { flowId, formData: leave(1), status: 0 } });
    expect(result).toMatchObject({ code: 400, msg: '节点“主管审批”找不到审批人，请联系管理员检查流程设计或组织架构' });
    expect((app.db.prepare('SELECT COUNT(*) AS n FROM flow_task').get() as { n: number }).n).toBe(before);
  });

  it.each([[0], [11], [1.5], ['two']])('refuses manager level %p when the flow is saved', async (managerLevel) => {
    const result = await call(app, 'POST', ENGINE, {
      token: admin,
      body: { fullName: '主管级别', enCode: `level${String(managerLevel).replace(/\W/g, '')}`, category: 'hr', formType: 1, formId: 'leaveApply', flowTemplateJson: JSON.stringify(managerNode(2, managerLevel)) },
    });
    expect(result).toMatchObject({ code: 400, msg: '审批节点“主管审批”的主管级别须为1到10级' });
  });

  it('keeps the level of a saved design', async () => {
    const flowId = await releasedFlow(app, admin, managerNode(1, 3));
    const info = await call<{ flowTemplateJson: string }>(app, 'GET', `${ENGINE}/${flowId}`, { token: admin });
    expect(JSON.parse(info.data.flowTemplateJson).childNode.properties.managerLevel).toBe(3);
  });
});
