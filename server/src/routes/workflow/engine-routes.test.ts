import type { FastifyInstance } from 'fastify';
import { userId } from '../../db/seed/organization';
import { buildTestApp, call, closeTestApp, signIn } from '../../testing';
import { SAMPLE_FLOW_ID } from '../../db/seed/workflow';
import { approver, branch, launch, leave, start, todoOf } from './test-flows';
import { dictionaryDataRoutes } from '../dictionary/data-routes';
import { fileRoutes } from '../files/routes';
import { workflowRoutes } from '.';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [dictionaryDataRoutes, fileRoutes, workflowRoutes];

const ENGINE = '/api/workflow/Engine/FlowEngine';

describe('flow design (流程设计)', () => {
  let app: FastifyInstance;
  let admin: string;
  beforeAll(async () => {
    app = await buildTestApp({ routes });
    admin = await signIn(app, 'admin');
  });
  afterAll(async () => closeTestApp(app));

  const create = (template: unknown, enCode: string, token = admin) =>
    call<{ id: string }>(app, 'POST', ENGINE, { token, body: { fullName: '请假审批', enCode, category: 'hr', formType: 1, formId: 'leaveApply', flowTemplateJson: template } });

  it('refuses designs that cannot run, naming the node in a sentence', async () => {
    const lisi = userId('lisi');
    const cases: [unknown, string][] = [
      [start(approver('a1', '经理审批', [])), '审批节点“经理审批”未设置审批人'],
      [start(approver('a1', '经理审批', ['no-such-user'])), '节点“经理审批”选择的人员、角色或岗位不存在：no-such-user'],
      [start(null), '流程至少需要一个审批节点'],
      [{ nodeId: 'x', type: 'approver', properties: { title: 'x' } }, '流程必须以唯一的发起节点开始'],
      [start(approver('a1', '按字段', [], null, { assigneeType: 4, formField: 'approverUser' })), '审批节点“按字段”引用的表单字段不存在：approverUser'],
      [
        start({ ...approver('a1', '经理审批', [lisi]), conditionNodes: [branch('c1', '超过3天', null, { conditions: [{ field: 'days', symbol: '>', filedValue: 3 }] }), branch('c2', '其他', null, { isDefault: true })] }),
        '条件分支“超过3天”引用的表单字段不存在：days',
      ],
      [
        start({ ...approver('a1', '经理审批', [lisi]), conditionNodes: [branch('c1', '其他', null, { isDefault: true }), branch('c2', '也是其他', null, { isDefault: true })] }),
        '分支“也是其他”永远不会被执行（与前面的分支条件相同，或默认分支重复），请修改或删除',
      ],
      [
        start({ ...approver('a1', '经理审批', [lisi]), conditionNodes: [branch('p1', '并行一', approver('a2', '二', [lisi]), {}, true), branch('p2', '并行二', null, {}, true)] }),
        '并行分支“并行二”没有任何节点，请添加审批节点或删除该分支',
      ],
      [start(approver('a1', '一', [lisi], approver('a1', '二', [lisi]))), '节点标识重复：a1'],
      ['{not json', '流程设计格式不正确：JSON'],
    ];
    for (const [index, [template, msg]] of cases.entries()) {
      const result = await create(typeof template === 'string' ? template : JSON.stringify(template), `bad${index}`);
      expect({ index, code: result.code, msg: result.msg }).toEqual({ index, code: 400, msg });
    }
  });

  it('keeps a valid design, releases versions, stops, copies, and lists it; staff without buttons may only read', async () => {
    const template = start(approver('a1', '经理审批', [userId('lisi')]));
    const created = await create(JSON.stringify(template), 'annualLeave');
    expect(created.code).toBe(200);
    const id = created.data.id;
    expect((await create(JSON.stringify(template), 'annualLeave')).msg).toBe('流程编码已存在：annualLeave');

    // Not launchable before release.
    expect((await call<{ list: { id: string }[] }>(app, 'GET', `${ENGINE}/ListAll`, { token: admin })).data.list.map((row) => row.id)).not.toContain(id);
    expect((await call<{ version: number }>(app, 'POST', `${ENGINE}/Release/${id}`, { token: admin })).data.version).toBe(1);
    expect((await call<{ version: number }>(app, 'POST', `${ENGINE}/Release/${id}`, { token: admin })).data.version).toBe(2);
    expect((await call<{ list: { id: string }[] }>(app, 'GET', `${ENGINE}/ListAll`, { token: admin })).data.list.map((row) => row.id)).toContain(id);
    const versions = await call<{ list: { version: number }[] }>(app, 'GET', `${ENGINE}/${id}/Versions`, { token: admin });
    expect(versions.data.list.map((row) => row.version)).toEqual([2, 1]);

    const info = await call<{ enabledMark: number; version: number; formName: string; flowTemplateJson: string }>(app, 'GET', `${ENGINE}/${id}`, { token: admin });
    expect(info.data).toMatchObject({ enabledMark: 1, version: 2, formName: '请假申请' });
    expect(JSON.parse(info.data.flowTemplateJson)).toEqual(template);

    expect((await call(app, 'POST', `${ENGINE}/Stop/${id}`, { token: admin })).code).toBe(200);
    expect((await call<{ list: { id: string }[] }>(app, 'GET', `${ENGINE}/ListAll`, { token: admin })).data.list.map((row) => row.id)).not.toContain(id);

    const copy = await call<{ id: string }>(app, 'POST', `${ENGINE}/${id}/Actions/Copy`, { token: admin });
    const copied = await call<{ fullName: string; enCode: string; enabledMark: number }>(app, 'GET', `${ENGINE}/${copy.data.id}`, { token: admin });
    expect(copied.data).toMatchObject({ fullName: '请假审批的副本', enCode: 'annualLeave_copy', enabledMark: 0 });

    const list = await call<{ list: { id: string }[]; pagination: { total: number } }>(app, 'GET', `${ENGINE}?keyword=annualLeave`, { token: admin });
    expect(list.data.pagination.total).toBe(2);

    // zhangsan holds the page but not its buttons: reads, never writes.
    const zhangsan = await signIn(app, 'zhangsan');
    expect((await call(app, 'GET', `${ENGINE}/${id}`, { token: zhangsan })).code).toBe(200);
    expect((await create(JSON.stringify(template), 'leaveZ', zhangsan)).code).toBe(403);
    expect((await call(app, 'POST', `${ENGINE}/Release/${id}`, { token: zhangsan })).code).toBe(403);
    expect((await call(app, 'DELETE', `${ENGINE}/${id}`, { token: zhangsan })).code).toBe(403);
  });

  it('exports a design and imports it back as a new stopped flow', async () => {
    const template = start(approver('a1', '经理审批', [userId('lisi')]));
    const id = (await create(JSON.stringify(template), 'leaveExport')).data.id;
    const exported = await call<{ url: string; name: string }>(app, 'GET', `${ENGINE}/${id}/Actions/ExportData`, { token: admin });
    expect(exported.data.name).toBe('请假审批.json');
    const file = await app.inject({ method: 'GET', url: exported.data.url });
    const content = file.body;
    expect(JSON.parse(content)).toMatchObject({ format: 'atrium-flow-engine', flowEngine: { enCode: 'leaveExport' } });

    const imported = await call<{ id: string }>(app, 'POST', `${ENGINE}/Actions/ImportData`, { token: admin, body: { content } });
    expect(imported.code).toBe(200);
    const info = await call<{ enCode: string; enabledMark: number; flowTemplateJson: string }>(app, 'GET', `${ENGINE}/${imported.data.id}`, { token: admin });
    expect(info.data).toMatchObject({ enCode: 'leaveExport_2', enabledMark: 0 });
    expect(JSON.parse(info.data.flowTemplateJson)).toEqual(template);

    // A file whose design is broken is refused like a broken save.
    const broken = JSON.parse(content) as { flowEngine: { flowTemplateJson: string } };
    broken.flowEngine.flowTemplateJson = JSON.stringify(start(approver('a1', '经理审批', [])));
    const refused = await call(app, 'POST', `${ENGINE}/Actions/ImportData`, { token: admin, body: { content: JSON.stringify(broken) } });
    expect({ code: refused.code, msg: refused.msg }).toEqual({ code: 400, msg: '审批节点“经理审批”未设置审批人' });
  });

  it('takes only a category of the 流程分类 dictionary: added there, it is accepted; disabled, new flows may not use it but a flow keeps it', async () => {
    const template = JSON.stringify(start(approver('a1', '经理审批', [userId('lisi')])));
    const body = (enCode: string, category: string | null) => ({ fullName: '请假审批', enCode, category, formType: 1, formId: 'leaveApply', flowTemplateJson: template });
    const flowCount = (): number => (app.db.prepare('SELECT COUNT(*) AS n FROM flow_engine').get() as { n: number }).n;
    const before = flowCount();
    const refusals: [string | null, string][] = [
      ['legal', '流程分类“legal”不存在或已停用，请在流程分类中重新选择'],
      // A category's name is not its code.
      ['人事', '流程分类“人事”不存在或已停用，请在流程分类中重新选择'],
      ['', '请选择流程分类'],
      [null, '请选择流程分类'],
    ];
    for (const [index, [category, msg]] of refusals.entries()) {
      const result = await call(app, 'POST', ENGINE, { token: admin, body: body(`cat${index}`, category) });
      expect({ category, code: result.code, msg: result.msg }).toEqual({ category, code: 400, msg });
    }
    // Translated like every refusal.
    const english = await call(app, 'POST', ENGINE, { token: admin, body: body('catEn', 'legal'), lang: 'en' });
    expect(english.msg).toBe('The flow category "legal" does not exist or is disabled; choose one of the flow categories');
    expect(flowCount()).toBe(before);

    // An administrator adds 法务 to the dictionary (数据字典): now it is a category.
    const typeId = (app.db.prepare("SELECT id FROM dictionary_types WHERE en_code = 'WorkFlowCategory'").get() as { id: string }).id;
    const item = { dictionaryTypeId: typeId, parentId: '0', fullName: '法务', enCode: 'legal', enabledMark: 1, sortCode: 9, description: '' };
    const added = await call<{ id: string }>(app, 'POST', '/api/system/DictionaryData', { token: admin, body: item });
    expect(added.code).toBe(200);
    const created = await call<{ id: string }>(app, 'POST', ENGINE, { token: admin, body: body('legalReview', 'legal') });
    expect(created.code).toBe(200);
    const id = created.data.id;

    // An update to an unknown category is refused and changes nothing.
    const moved = await call(app, 'PUT', `${ENGINE}/${id}`, { token: admin, body: { ...body('legalReview', 'nowhere'), fullName: '改名' } });
    expect({ code: moved.code, msg: moved.msg }).toEqual({ code: 400, msg: '流程分类“nowhere”不存在或已停用，请在流程分类中重新选择' });
    expect((await call<{ fullName: string; category: string }>(app, 'GET', `${ENGINE}/${id}`, { token: admin })).data).toMatchObject({ fullName: '请假审批', category: 'legal' });

    // Disabled: a new flow (or an import) may not take it, the flow that has it may keep it.
    expect((await call(app, 'PUT', `/api/system/DictionaryData/${added.data.id}`, { token: admin, body: { ...item, enabledMark: 0 } })).code).toBe(200);
    expect((await call(app, 'POST', ENGINE, { token: admin, body: body('legalTwo', 'legal') })).msg).toBe('流程分类“legal”不存在或已停用，请在流程分类中重新选择');
    expect((await call(app, 'PUT', `${ENGINE}/${id}`, { token: admin, body: { ...body('legalReview', 'legal'), fullName: '法务审批' } })).code).toBe(200);
    const content = JSON.stringify({ format: 'atrium-flow-engine', version: 1, flowEngine: body('legalImport', 'legal') });
    const imported = await call(app, 'POST', `${ENGINE}/Actions/ImportData`, { token: admin, body: { content } });
    expect({ code: imported.code, msg: imported.msg }).toEqual({ code: 400, msg: '流程分类“legal”不存在或已停用，请在流程分类中重新选择' });
  });

  it('lists the forms a flow may use, with their fields', async () => {
    const forms = await call<{ list: { id: string; formType: number }[] }>(app, 'GET', '/api/workflow/Engine/FlowEngineForm/ListAll', { token: admin });
    expect(forms.data.list).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'leaveApply', formType: 1 })]));
    const form = await call<{ fields: { vModel: string; kind: string }[] }>(app, 'GET', '/api/workflow/Engine/FlowEngineForm/leaveApply?formType=1', { token: admin });
    expect(form.data.fields.map((field) => field.vModel)).toEqual(['leaveType', 'startTime', 'endTime', 'leaveDays', 'leaveReason']);
  });

  it('seeds a released 请假审批 that staff can start: more than 3 days goes on to the general manager', async () => {
    const launchable = await call<{ list: { id: string; fullName: string }[] }>(app, 'GET', `${ENGINE}/ListAll`, { token: await signIn(app, 'zhangsan') });
    expect(launchable.data.list).toEqual(expect.arrayContaining([expect.objectContaining({ id: SAMPLE_FLOW_ID, fullName: '请假审批' })]));
    // Still valid by today's rules: a release checks it again.
    expect((await call(app, 'POST', `${ENGINE}/Release/${SAMPLE_FLOW_ID}`, { token: admin })).code).toBe(200);
    const taskId = await launch(app, await signIn(app, 'zhangsan'), SAMPLE_FLOW_ID, leave(5));
    const lisi = await signIn(app, 'lisi');
    await call(app, 'POST', `/api/workflow/Engine/FlowBefore/Audit/${(await todoOf(app, lisi, taskId)).taskOperatorId}`, { token: lisi, body: {} });
    expect((await todoOf(app, admin, taskId)).nodeName).toBe('总经理审批');
  });
});
