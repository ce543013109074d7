// Printing a flow task with a print template (issue 18, /workFlowDetail's print): the flow names the
// template on its start node (printId, checked on save); /api/system/printDev/Data with formId = the
// task id answers the task's form data and its operator records (print's operatorRecordList), to
// those who may see the task only.
import type { FastifyInstance } from 'fastify';
import { userId } from '../../db/seed/organization';
import { printTemplateId } from '../../db/seed/print-templates';
import { buildTestApp, call, closeTestApp, signIn } from '../../testing';
import { approver, launch, leave, releasedFlow, start, todoOf } from './test-flows';
import { printDevRoutes } from '../print/routes';
import { workflowRoutes } from '.';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [printDevRoutes, workflowRoutes];

const PRINT = '/api/system/printDev';
const salesOrder = printTemplateId('SalesOrderPrint');

interface PrintAnswer {
  id: string;
  printTemplate: { blocks: unknown[] };
  printData: Record<string, unknown>;
  operatorRecordList: Array<{ nodeName: string; userName: string; handleTime: number | null; handleStatus: number; handleOpinion: string }>;
}

describe('printing a flow task with a template', () => {
  let app: FastifyInstance;
  let admin: string;
  beforeAll(async () => {
    app = await buildTestApp({ routes });
    admin = await signIn(app, 'admin');
  });
  afterAll(async () => closeTestApp(app));

  it('fills the template with the form data and every operator record', async () => {
    const flowId = await releasedFlow(app, admin, start(approver('manager', '经理审批', [userId('lisi')]), { printId: salesOrder }));
    const zhangsan = await signIn(app, 'zhangsan');
    const lisi = await signIn(app, 'lisi');
    const taskId = await launch(app, zhangsan, flowId, leave(2, { leaveType: '年假' }));
    const audit = await call(app, 'POST', `/api/workflow/Engine/FlowBefore/Audit/${(await todoOf(app, lisi, taskId)).taskOperatorId}`, { token: lisi, body: { handleOpinion: '同意，好好休息' } });
    expect(audit.code).toBe(200);

    const answer = await call<PrintAnswer>(app, 'GET', `${PRINT}/Data?id=${salesOrder}&formId=${taskId}`, { token: zhangsan });
    expect(answer.code).toBe(200);
    expect(answer.data.id).toBe(salesOrder);
    expect(answer.data.printTemplate.blocks.length).toBeGreaterThan(0);
    expect(answer.data.printData).toMatchObject({ leaveDays: 2, leaveType: '年假', leaveReason: '家中有事', userName: '张三', flowName: '请假审批', status: 2 });
    expect(answer.data.operatorRecordList).toEqual([
      { nodeName: expect.any(String), userName: '张三', handleTime: expect.any(Number), handleStatus: 2, handleOpinion: '' },
      { nodeName: '经理审批', userName: '李四', handleTime: expect.any(Number), handleStatus: 1, handleOpinion: '同意，好好休息' },
    ]);
    // The approver may print it too, and a batch carries the same records.
    const batch = await call<{ list: Array<{ formId: string; operatorRecordList: unknown[] }> }>(app, 'GET', `${PRINT}/BatchData?id=${salesOrder}&ids=${taskId}`, { token: lisi });
    expect(batch.code).toBe(200);
    expect(batch.data.list[0]?.operatorRecordList).toHaveLength(2);
  });

  it('prints nothing of a task to someone who may not see it', async () => {
    const flowId = await releasedFlow(app, admin, start(approver('manager', '经理审批', [userId('lisi')]), { printId: salesOrder }));
    const taskId = await launch(app, await signIn(app, 'zhangsan'), flowId, leave(1));
    const answer = await call(app, 'GET', `${PRINT}/Data?id=${salesOrder}&formId=${taskId}`, { token: await signIn(app, 'wangwu') });
    expect(answer.code).toBe(404);
  });

  it('still prints the sample records of a form template', async () => {
    const answer = await call<PrintAnswer>(app, 'GET', `${PRINT}/Data?id=${salesOrder}&formId=SO202501001`, { token: admin });
    expect(answer.code).toBe(200);
    expect(answer.data.printData).toMatchObject({ orderNo: 'SO202501001' });
    expect(answer.data.operatorRecordList).toEqual([]);
  });

  it('refuses a flow that names a print template that does not exist or is disabled', async () => {
    const save = (printId: string) => call(app, 'POST', '/api/workflow/Engine/FlowEngine', {
      token: admin,
      body: { fullName: '打印', enCode: `print${Date.now()}${printId.length}`, category: 'hr', formType: 1, formId: 'leaveApply', flowTemplateJson: JSON.stringify(start(approver('m', '经理审批', [userId('lisi')]), { printId })) },
    });
    expect(await save('nope')).toMatchObject({ code: 400, msg: '流程选择的打印模板不存在或已停用' });
    app.db.prepare('UPDATE print_templates SET enabled_mark = 0 WHERE id = ?').run(salesOrder);
    try {
      expect(await save(salesOrder)).toMatchObject({ code: 400, msg: '流程选择的打印模板不存在或已停用' });
    } finally {
      app.db.prepare('UPDATE print_templates SET enabled_mark = 1 WHERE id = ?').run(salesOrder);
    }
    expect((await save(salesOrder)).code).toBe(200);
  });
});
