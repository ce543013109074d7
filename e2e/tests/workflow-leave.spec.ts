// Issue 18 "Done means", in the portal and in several browsers at once, as three tests that run in
// parallel workers (each sets up what it needs: flows and accounts through the API's factories).
//
// 1. Design: the administrator designs the leave flow in 流程设计 (the system form 请假申请; start →
//    经理审批 by 李四 → a condition branch: 请假天数 > 3 goes on to 总经理审批 by the administrator,
//    other requests end) and releases it; the server holds the same route as the factory's leave flow.
// 2. Approval, on that route made by the factory: zhangsan asks for 5 days in 新建流程; lisi, in a
//    browser of her own, sees the shell's to-do count rise live and approves in /workFlowDetail with
//    an opinion; the administrator, in his, sends it back to zhangsan (退回 to 发起人), who changes and
//    resubmits it from the detail (修改并重新提交); lisi and the administrator approve it in their
//    browsers. zhangsan's open 我发起的 follows each step live and ends at 审核通过 (2); the detail shows
//    the full operator record and prints.
// 3. Delegation: an approver (an account of the test's own) delegates the flow to another for a day
//    on the 流程委托 page; the delegate finds the approver's to-do in 待办事宜 as acting for them and
//    approves it in their own browser; the record names both.
// Flows are stopped at the end (the delegation belongs to the test's own accounts and ends in a day).
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { roleId } from '../../server/src/db/seed/organization';
import { apiToken, createAccount, openSignedIn, seedPassword, signedInContext, test, type Account } from './support';
import { ENGINE, approverNode, call, detailPage, userId } from './workflow-support';
import { expectToast } from './toasts';

test.use({ account: 'admin' });
test.describe.configure({ mode: 'parallel' });

const DAY = 86_400_000;

const isoDay = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

const leaveForm = (days: number, reason: string) => ({ leaveType: '年假', startTime: isoDay(7), endTime: isoDay(7 + days - 1), leaveDays: days, leaveReason: reason });

/** A moment as a datetime-local input takes it (local time, to the minute). */
const localInput = (ms: number): string => {
  const at = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}`;
};

/** The leave design of the Done means, as the designer saves it: 经理审批 → 请假天数 > 3: 总经理审批, else the end. */
function leaveTemplate(manager: string, boss: string | null): string {
  const longLeave = { field: 'leaveDays', fieldName: '请假天数', symbol: '>', filedValue: '3', logic: '&&' };
  const approval = approverNode('manager', '经理审批', manager);
  const childNode = boss === null ? approval : {
    ...approval,
    conditionNodes: [
      { nodeId: 'long', type: 'condition', isInterflow: false, properties: { title: '条件1', conditions: [longLeave] }, childNode: approverNode('boss', '总经理审批', boss) },
      { nodeId: 'other', type: 'condition', isInterflow: false, properties: { title: '其他情况', isDefault: true, conditions: [] }, childNode: null },
    ],
  };
  return JSON.stringify({ nodeId: 'start', type: 'start', properties: { title: '发起人', formOperates: [] }, childNode });
}

interface DesignNode {
  type: string;
  properties: { title: string; approvers?: string[]; conditions?: { field: string; symbol: string; filedValue: unknown }[]; isDefault?: boolean };
  childNode?: DesignNode | null;
  conditionNodes?: DesignNode[];
}

/** What a design routes, without node ids, display names and defaults: to compare the designer's flow with the factory's. */
function routeOf(node: DesignNode | null | undefined): unknown {
  if (!node) return null;
  const { type, properties: p } = node;
  return {
    type, title: p.title,
    ...(type === 'approver' ? { approvers: p.approvers } : {}),
    ...(type === 'condition' ? { isDefault: Boolean(p.isDefault), conditions: (p.conditions ?? []).map((c) => [c.field, c.symbol, String(c.filedValue)]) } : {}),
    ...(node.conditionNodes?.length ? { branches: node.conditionNodes.map(routeOf) } : {}),
    next: routeOf(node.childNode),
  };
}

/** A released flow on the system form 请假申请 (the factory of the tests that do not design it). */
async function releasedLeaveFlow(request: APIRequestContext, admin: string, fullName: string, template: string): Promise<string> {
  const { id } = await call<{ id: string }>(request, 'POST', `${ENGINE}/FlowEngine`, admin, {
    fullName, enCode: `e2e_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6).toString(36)}`, category: 'hr', type: 0, formType: 1, formId: 'leaveApply',
    flowTemplateJson: template, sortCode: 0, description: 'e2e',
  });
  await call(request, 'POST', `${ENGINE}/FlowEngine/Release/${id}`, admin);
  return id;
}

/** A browser of the account's own (not the file's administrator), signed in, showing `url`. */
async function portalOf(browser: Browser, request: APIRequestContext, account: string, url: string, password = seedPassword()): Promise<{ context: BrowserContext; page: Page }> {
  const context = await signedInContext(browser, request, account, password);
  const page = await context.newPage();
  await openSignedIn(page, url);
  return { context, page };
}

interface TaskDetail {
  flowTaskInfo: { status: number; thisStep: string };
  flowTaskOperatorRecordList: { nodeName: string; userName: string | null; handleStatus: number; handleOpinion: string; forUserName: string | null }[];
}

const taskDetail = (request: APIRequestContext, token: string, taskId: string) => call<TaskDetail>(request, 'GET', `${ENGINE}/FlowBefore/${taskId}`, token);

/** The shell's to-do badge (absent at 0). */
const todoBadge = async (page: Page): Promise<number> => {
  const badge = page.getByTestId('flow-todo-count');
  if ((await badge.count()) === 0) return 0;
  const text = (await badge.textContent()) ?? '0';
  return text === '99+' ? 100 : Number(text);
};

/** Chooses an option of a Shoelace select (its options are hoisted to the page). */
async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Opens the user picker of a field, finds the user by keyword and confirms the choice. */
async function pickUser(page: Page, scope: Locator, field: string, keyword: string, name: string): Promise<void> {
  await scope.getByRole('button', { name: new RegExp(`^${field}:`) }).click();
  // The dialog element itself: its role sits in its shadow root, apart from the slotted fields.
  const picker = page.locator(`sl-dialog[open][label="选择${field}"]`);
  const search = picker.getByRole('textbox', { name: '关键词' });
  await search.fill(keyword);
  await search.press('Enter');
  await picker.getByRole('option', { name: new RegExp(`^${name}`) }).first().click();
  await picker.getByRole('button', { name: '确定', exact: true }).click();
  await expect(picker).toHaveCount(0);
  await expect(scope.getByRole('button', { name: new RegExp(`^${field}:`) })).toHaveAccessibleName(new RegExp(name));
}

/** Adds a node after `afterId` through the canvas's + menu. */
async function addAfter(page: Page, canvas: Locator, afterId: string, kind: '审批人' | '条件分支'): Promise<void> {
  await canvas.locator(`button[data-add-after="${afterId}"]`).click();
  await page.getByRole('menuitem', { name: kind, exact: true }).click();
}

/** The property drawer of a node (a non-modal side panel), opened from its card. */
async function openNode(page: Page, canvas: Locator, title: string): Promise<Locator> {
  await canvas.getByRole('button', { name: `设置节点“${title}”`, exact: true }).click();
  await expect(page.getByRole('dialog', { name: `节点设置：${title}` })).toBeVisible();
  // By its state, not its name: the name follows the node's title as it is typed. It stays in the
  // page when closed, hidden.
  return page.locator('[data-node-drawer][data-open]');
}

/** Closes the drawer by its footer's 关闭 (the header's close icon is named 关闭 too). */
async function closeNode(drawer: Locator): Promise<void> {
  await drawer.locator('footer').getByRole('button', { name: '关闭', exact: true }).click();
  await expect(drawer).toHaveCount(0);
  await expect(drawer.page().getByRole('dialog', { name: /^节点设置：/ })).toHaveCount(0);
}

/**
 * The administrator designs the leave flow in 流程设计 and releases it: start → 经理审批 (李四) →
 * 请假天数 > 3: 总经理审批 (管理员), 其他情况: the end, from its open list. Answers the new flow's id.
 */
async function designLeaveFlow(page: Page, request: APIRequestContext, admin: string, flowName: string, enCode: string): Promise<string> {
  const content = page.locator('[data-page="workFlow/flowEngine"]');
  await content.getByRole('button', { name: '新建', exact: true }).click();
  // The editor replaces the list in the page (its heading says 新建流程).
  const editor = content;
  await expect(editor.getByRole('heading', { name: '新建流程' })).toBeVisible();
  await editor.getByRole('textbox', { name: '流程名称' }).fill(flowName);
  await editor.getByRole('textbox', { name: '流程编码' }).fill(enCode);
  await choose(page, editor, '流程分类', '行政');
  await editor.getByRole('tab', { name: '表单字段' }).click();
  await choose(page, editor, '流程表单', '请假申请（系统表单）');
  await expect(editor.getByRole('table', { name: '表单字段' }).getByRole('cell', { name: 'leaveDays', exact: true })).toBeVisible();
  await editor.getByRole('tab', { name: '流程设计' }).click();

  const canvas = editor.getByRole('group', { name: '流程图' });
  await expect(canvas.locator('[data-node-type="start"]')).toBeVisible();
  // start → 经理审批 (李四): a new flow starts with one approver node, still without approvers.
  await expect(canvas.locator('[data-node-type="approver"]')).toHaveCount(1);
  // The canvas's × and + are CSS gradients (designer.module.css): forced colours (Windows high
  // contrast) keep them, in the system's colours, instead of dropping them as other backgrounds.
  await page.emulateMedia({ forcedColors: 'active' });
  for (const control of [canvas.locator('button[data-add-after]').first(), canvas.getByRole('button', { name: /^删除节点/ }).first()]) {
    await expect(control).toHaveCSS('background-image', /linear-gradient.*linear-gradient/);
  }
  await page.emulateMedia({ forcedColors: 'none' });
  let drawer = await openNode(page, canvas, '审批人');
  await drawer.getByRole('textbox', { name: '节点名称' }).fill('经理审批');
  await pickUser(page, drawer, '指定用户', 'lisi', '李四');
  await closeNode(drawer);
  const manager = canvas.locator('[data-node-type="approver"]', { hasText: '经理审批' });
  await expect(manager).toContainText('李四');
  const managerId = await manager.getAttribute('data-node-id');

  // → a condition branch: 条件1 (请假天数 大于 3) and 其他情况.
  await addAfter(page, canvas, managerId as string, '条件分支');
  const longLeave = canvas.locator('[data-node-type="condition"]', { hasText: '条件1' });
  await expect(longLeave).toBeVisible();
  await expect(canvas.locator('[data-node-type="condition"]', { hasText: '其他情况' })).toBeVisible();
  drawer = await openNode(page, canvas, '条件1');
  await drawer.getByRole('button', { name: '添加条件', exact: true }).click();
  const row = drawer.locator('[data-condition-row="0"]');
  await choose(page, row, '字段', '请假天数');
  await choose(page, row, '比较', '大于');
  await row.getByRole('textbox', { name: '值' }).fill('3');
  await closeNode(drawer);
  await expect(longLeave).toContainText('请假天数 大于 3');

  // 条件1 → 总经理审批 (管理员)
  await addAfter(page, canvas, (await longLeave.getAttribute('data-node-id')) as string, '审批人');
  drawer = await openNode(page, canvas, '审批人');
  await drawer.getByRole('textbox', { name: '节点名称' }).fill('总经理审批');
  await pickUser(page, drawer, '指定用户', 'admin', '管理员');
  await closeNode(drawer);
  await expect(canvas.locator('[data-node-type="approver"]', { hasText: '总经理审批' })).toContainText('管理员');

  // 保存并发布, then back in the list it is 已发布.
  await editor.locator('sl-button[data-action="saveRelease"]').click();
  // Saved (the heading now names the flow) and released (发布成功, from the page's toast record), then the list says 已发布.
  await expect(editor.getByRole('heading', { name: `编辑流程：${flowName}` })).toBeVisible();
  await expectToast(page, '发布成功');
  await editor.getByRole('button', { name: '返回列表', exact: true }).click();
  const listRow = content.locator('tbody tr', { hasText: flowName });
  await expect(listRow).toContainText('已发布');
  await expect(listRow).toContainText('行政');

  const flows = await call<{ list: { id: string; enCode: string }[] }>(request, 'GET', `${ENGINE}/FlowEngine?keyword=${encodeURIComponent(enCode)}&currentPage=1&pageSize=20`, admin);
  const flow = flows.list.find((item) => item.enCode === enCode);
  expect(flow, `the flow ${enCode}`).toBeTruthy();
  return (flow as { id: string }).id;
}

/** Fills the 请假申请 form of 新建流程 (or of a resubmission) with `days` days from a week ahead. */
async function fillLeave(page: Page, form: Locator, days: number, reason: string): Promise<void> {
  await choose(page, form, '请假类型', '年假');
  await form.locator('sl-input[data-form-field="startTime"] input').fill(isoDay(7));
  await form.locator('sl-input[data-form-field="endTime"] input').fill(isoDay(7 + days - 1));
  await form.locator('sl-input[data-form-field="leaveDays"] input').fill(String(days));
  await form.getByRole('textbox', { name: '请假事由' }).fill(reason);
}

/** Opens the to-do of this flow from 待办事宜 (already open) in the detail, and answers the detail. */
async function openTodo(page: Page, flowName: string): Promise<Locator> {
  const row = page.locator('[data-page="workFlow/flowTodo"] tbody tr', { hasText: flowName });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: '审批', exact: true }).click();
  await expect(page).toHaveURL(/\/workFlowDetail\?config=/);
  return detailPage(page);
}

/** 同意 (audit) or 退回 (reject) in the detail with an opinion; 退回 goes back to 发起人. */
async function act(page: Page, detail: Locator, action: 'audit' | 'reject', opinion: string): Promise<void> {
  await detail.locator(`sl-button[data-action="${action}"]`).click();
  const dialog = page.locator('sl-dialog[open]');
  await dialog.getByRole('textbox', { name: '审批意见' }).fill(opinion);
  if (action === 'reject') await choose(page, dialog, '退回到', '发起人（发起人）');
  await dialog.getByRole('button', { name: '确定', exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

test('the administrator designs the leave flow in 流程设计 and releases it: the design the approval test runs', async ({ page, request }) => {
  test.setTimeout(150_000);
  const suffix = Date.now().toString(36);
  const flowName = `请假设计${suffix}`;
  const admin = await apiToken(request);
  const [lisiId, adminId] = [await userId(request, admin, 'lisi'), await userId(request, admin, 'admin')];
  await openSignedIn(page, '/workFlow/flowEngine');
  const flowId = await designLeaveFlow(page, request, admin, flowName, `e2e_design_${suffix}`);
  try {
    // Saved as drawn: the same route as the factory's leave flow, which the next test runs through every step.
    const saved = await call<{ flowTemplateJson: string }>(request, 'GET', `${ENGINE}/FlowEngine/${flowId}`, admin);
    expect(routeOf(JSON.parse(saved.flowTemplateJson) as DesignNode)).toEqual(routeOf(JSON.parse(leaveTemplate(lisiId, adminId)) as DesignNode));
  } finally {
    await call(request, 'POST', `${ENGINE}/FlowEngine/Stop/${flowId}`, admin);
  }
});

test('in three browsers: zhangsan asks for 5 days, lisi approves (her to-do count live), the administrator sends it back, zhangsan resubmits, both approve; 审核通过 with the full record, printed', async ({ browser, page, request }) => {
  test.setTimeout(300_000);
  const suffix = Date.now().toString(36);
  const flowName = `请假审批${suffix}`;
  const opinion = `同意休假-${suffix}`;
  const rejectOpinion = `请补充工作交接-${suffix}`;
  const finalOpinion = `同意，注意安全-${suffix}`;

  const [admin, zhangsan, lisi] = [await apiToken(request), await apiToken(request, 'zhangsan'), await apiToken(request, 'lisi')];
  const [lisiId, adminId] = [await userId(request, admin, 'lisi'), await userId(request, admin, 'admin')];
  const flowId = await releasedLeaveFlow(request, admin, flowName, leaveTemplate(lisiId, adminId));

  let zhangsanContext: BrowserContext | null = null;
  let lisiContext: BrowserContext | null = null;
  try {
    // lisi's portal in 待办事宜 and zhangsan's in 新建流程, one after the other (two cold starts at
    // once only share the CPU); the administrator's (this test's page) opens when he has something to do.
    const lisiPortal = await portalOf(browser, request, 'lisi', '/workFlow/flowTodo');
    const zhangsanPortal = await portalOf(browser, request, 'zhangsan', '/workFlow/addFlow');
    zhangsanContext = zhangsanPortal.context;
    lisiContext = lisiPortal.context;
    const zhangsanPage = zhangsanPortal.page;
    const lisiPage = lisiPortal.page;

    // Other tests give lisi to-dos and take them away at the same time, so her badge is compared
    // with the server's count read at each poll, never with a number read once: a badge that only a
    // reload would update falls behind the count this task adds and stays there.
    await expect(lisiPage.getByTestId('flow-todo-button')).toBeVisible();
    const serverCount = async (): Promise<number> => (await call<{ count: number }>(request, 'GET', `${ENGINE}/FlowBefore/Count`, lisi)).count;
    const badgeFollowsServer = async (): Promise<boolean> => (await todoBadge(lisiPage)) === Math.min(await serverCount(), 100);
    await expect.poll(badgeFollowsServer).toBe(true);

    // zhangsan asks for 5 days in 新建流程 and lands in 我发起的, which stays open and follows the task live.
    const launch = zhangsanPage.locator('[data-page="workFlow/addFlow"]');
    await launch.getByRole('button', { name: new RegExp(flowName) }).click();
    const launchForm = launch.getByRole('region', { name: `发起：${flowName}` });
    await fillLeave(zhangsanPage, launchForm, 5, '回老家探亲');
    await launchForm.getByRole('button', { name: '提交', exact: true }).click();
    await expect(zhangsanPage).toHaveURL(/\/workFlow\/flowLaunch$/);
    const mineRow = zhangsanPage.locator('[data-page="workFlow/flowLaunch"] tbody tr', { hasText: flowName });
    await expect(mineRow.locator('sl-tag[data-status="1"]')).toBeVisible();
    const launched = await call<{ list: { id: string }[] }>(request, 'GET', `${ENGINE}/FlowLaunch?currentPage=1&pageSize=20&flowId=${flowId}`, zhangsan);
    expect(launched.list).toHaveLength(1);
    const taskId = (launched.list[0] as { id: string }).id;

    // lisi's count rises without a reload, and her open 待办事宜 shows the to-do; she approves it with an opinion.
    await expect.poll(badgeFollowsServer).toBe(true);
    expect(await todoBadge(lisiPage)).toBeGreaterThan(0);
    await expect(lisiPage.getByTestId('flow-todo-button')).toHaveAttribute('aria-label', /待办事宜 \d+ 条/);
    const lisiDetail = await openTodo(lisiPage, flowName);
    await expect(lisiDetail.locator('[data-field="thisStep"]')).toHaveText('经理审批');
    // The flow chart highlights the node the task waits at.
    await expect(lisiDetail.locator('[data-current="true"]')).toContainText('经理审批');
    await act(lisiPage, lisiDetail, 'audit', opinion);
    // More than 3 days: the detail reloads at the second approver's node, where lisi has nothing to do.
    await expect(lisiDetail.locator('[data-field="thisStep"]')).toHaveText('总经理审批');
    await expect(lisiDetail.locator('sl-button[data-action="audit"]')).toHaveCount(0);
    await expect.poll(badgeFollowsServer).toBe(true);

    // The administrator finds it in his 待办事宜 and sends it back to zhangsan.
    await openSignedIn(page, '/workFlow/flowTodo');
    const adminDetail = await openTodo(page, flowName);
    await expect(adminDetail.locator('[data-field="thisStep"]')).toHaveText('总经理审批');
    await act(page, adminDetail, 'reject', rejectOpinion);
    await expect(adminDetail.locator('[data-field="status"] sl-tag[data-status="3"]')).toBeVisible();
    expect((await taskDetail(request, zhangsan, taskId)).flowTaskInfo.status).toBe(3);

    // zhangsan's open 我发起的 shows 已退回 without a reload; 修改并重新提交 from the detail keeps the values.
    await expect(mineRow.locator('sl-tag[data-status="3"]')).toBeVisible();
    await mineRow.getByRole('button', { name: '详情', exact: true }).click();
    await expect(zhangsanPage).toHaveURL(/\/workFlowDetail\?config=/);
    await detailPage(zhangsanPage).locator('sl-button[data-action="edit"]').click();
    await expect(zhangsanPage).toHaveURL(/\/workFlow\/addFlow\?taskId=/);
    const resubmit = zhangsanPage.locator('[data-page="workFlow/addFlow"]').getByRole('region', { name: `发起：${flowName}` });
    const reason = resubmit.getByRole('textbox', { name: '请假事由' });
    await expect(reason).toHaveValue('回老家探亲');
    await reason.fill('回老家探亲，工作已交接给王五');
    await resubmit.getByRole('button', { name: '提交', exact: true }).click();
    await expect(zhangsanPage).toHaveURL(/\/workFlow\/flowLaunch$/);
    await expect(mineRow.locator('sl-tag[data-status="1"]')).toBeVisible();

    // lisi approves again: her count rose, the badge leads to 待办事宜 (a kept tab, reloaded by the new to-do's message).
    await expect.poll(badgeFollowsServer).toBe(true);
    await lisiPage.getByTestId('flow-todo-button').click();
    await expect(lisiPage).toHaveURL(/\/workFlow\/flowTodo$/);
    const lisiAgain = await openTodo(lisiPage, flowName);
    await expect(lisiAgain.locator('[data-field="thisStep"]')).toHaveText('经理审批');
    await act(lisiPage, lisiAgain, 'audit', '同意');
    await expect(lisiAgain.locator('[data-field="thisStep"]')).toHaveText('总经理审批');

    // And the administrator gives the final approval, from his badge.
    await page.getByTestId('flow-todo-button').click();
    await expect(page).toHaveURL(/\/workFlow\/flowTodo$/);
    const adminAgain = await openTodo(page, flowName);
    await act(page, adminAgain, 'audit', finalOpinion);
    await expect(adminAgain.locator('[data-field="status"] sl-tag[data-status="2"]')).toHaveText('审核通过');

    // The server: adopted, every step on record (handle status 2 submit, 1 agree, 0 send back).
    const done = await taskDetail(request, zhangsan, taskId);
    expect(done.flowTaskInfo.status).toBe(2);
    expect(done.flowTaskOperatorRecordList.map((record) => [record.nodeName, record.userName, record.handleStatus, record.handleOpinion])).toEqual([
      ['发起人', '张三', 2, ''],
      ['经理审批', '李四', 1, opinion],
      ['总经理审批', '管理员', 0, rejectOpinion],
      ['发起人', '张三', 2, ''],
      ['经理审批', '李四', 1, '同意'],
      ['总经理审批', '管理员', 1, finalOpinion],
    ]);

    // zhangsan: 审核通过 in 我发起的 (live), the full operator record in the detail, and print.
    await expect(mineRow.locator('sl-tag[data-status="2"]')).toBeVisible();
    await mineRow.getByRole('button', { name: '详情', exact: true }).click();
    await expect(zhangsanPage).toHaveURL(/\/workFlowDetail\?config=/);
    const detail = detailPage(zhangsanPage);
    await expect(detail.locator('[data-field="status"] sl-tag[data-status="2"]')).toHaveText('审核通过');
    const records = detail.getByRole('list', { name: '流转记录' });
    await expect(records.locator('li')).toHaveCount(6);
    await expect(records.locator('li[data-record-status="2"]')).toHaveCount(2);
    await expect(records.locator('li[data-record-status="1"]')).toHaveCount(3);
    await expect(records.locator('li[data-record-status="0"]')).toContainText(rejectOpinion);
    await expect(records.locator('li', { hasText: opinion })).toContainText('李四');
    await expect(records.locator('li', { hasText: finalOpinion })).toContainText('管理员');
    // Adopted: nothing left to withdraw.
    await expect(detail.locator('sl-button[data-action="revoke"]')).toHaveCount(0);
    await zhangsanPage.evaluate(() => {
      const target = window as unknown as { printed: number; print: () => void };
      target.printed = 0;
      target.print = () => { target.printed += 1; };
    });
    await detail.locator('sl-button[data-action="print"]').click();
    await expect.poll(() => zhangsanPage.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  } finally {
    await zhangsanContext?.close();
    await lisiContext?.close();
    await call(request, 'POST', `${ENGINE}/FlowEngine/Stop/${flowId}`, admin);
  }
});

test('流程委托: an approver delegates the flow to a colleague for a day on the page; the colleague approves the to-do for them in a browser of their own', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const flowName = `委托请假${suffix}`;
  const opinion = `代为同意-${suffix}`;
  const [admin, zhangsan] = [await apiToken(request), await apiToken(request, 'zhangsan')];
  // Accounts of the test's own (staff, like lisi and wangwu): their to-dos and delegations are this test's alone.
  const staff = { roleIds: [roleId('staff')] };
  const approver: Account = await createAccount(request, 'dlgfrom', staff);
  const delegate: Account = await createAccount(request, 'dlgto', staff);
  const approverId = await userId(request, admin, approver.account);
  const flowId = await releasedLeaveFlow(request, admin, flowName, leaveTemplate(approverId, null));

  let approverContext: BrowserContext | null = null;
  let delegateContext: BrowserContext | null = null;
  try {
    // The approver's portal in 流程委托; the delegate's in 已办事宜 for now.
    const approverPortal = await portalOf(browser, request, approver.account, '/workFlow/entrust', approver.password);
    const delegatePortal = await portalOf(browser, request, delegate.account, '/workFlow/flowDone', delegate.password);
    approverContext = approverPortal.context;
    delegateContext = delegatePortal.context;

    // The approver delegates this flow to the colleague from now for a day (流程委托 → 新建).
    const own = approverPortal.page;
    const entrust = own.locator('[data-page="workFlow/entrust"]');
    await entrust.getByRole('button', { name: '新建', exact: true }).click();
    const dialog = own.locator('sl-dialog[open]');
    await expect(dialog).toHaveAttribute('label', '新建委托');
    await pickUser(own, dialog, '受委托人', delegate.account, delegate.account);
    await choose(own, dialog, '委托流程', flowName);
    const now = Date.now();
    await dialog.locator('sl-input[type="datetime-local"]').nth(0).locator('input').fill(localInput(now - 60_000));
    await dialog.locator('sl-input[type="datetime-local"]').nth(1).locator('input').fill(localInput(now + DAY));
    await dialog.getByRole('textbox', { name: '委托说明' }).fill('出差');
    await dialog.getByRole('button', { name: '确定', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    const delegation = entrust.locator('tbody tr', { hasText: flowName });
    await expect(delegation).toContainText(delegate.account);
    await expect(delegation).toContainText('出差');

    // zhangsan asks for a day off: the approver's to-do, which the delegate sees as acting for the approver.
    const { id: taskId } = await call<{ id: string }>(request, 'POST', `${ENGINE}/FlowTask`, zhangsan, { flowId, formData: leaveForm(1, '看病'), status: 0 });
    // The delegate's count rises live (the server counts delegated to-dos too); it leads to 待办事宜.
    const theirs = delegatePortal.page;
    await expect.poll(() => todoBadge(theirs)).toBe(1);
    await theirs.getByTestId('flow-todo-button').click();
    await expect(theirs).toHaveURL(/\/workFlow\/flowTodo$/);
    const row = theirs.locator('[data-page="workFlow/flowTodo"] tbody tr', { hasText: flowName });
    await expect(row).toContainText(approver.account);
    const detail = await openTodo(theirs, flowName);
    await expect(detail.locator('[data-field="thisStep"]')).toHaveText('经理审批');
    await act(theirs, detail, 'audit', opinion);
    await expect(detail.locator('[data-field="status"] sl-tag[data-status="2"]')).toHaveText('审核通过');
    await expect(detail.getByRole('list', { name: '流转记录' }).locator('li', { hasText: opinion })).toContainText(`${delegate.account} （代${approver.account}处理）`);

    // The server: adopted, the record names the delegate and whom they acted for.
    const done = await taskDetail(request, zhangsan, taskId);
    expect(done.flowTaskInfo.status).toBe(2);
    expect(done.flowTaskOperatorRecordList.find((record) => record.handleOpinion === opinion)).toMatchObject({
      nodeName: '经理审批', userName: delegate.account, forUserName: approver.account, handleStatus: 1,
    });
  } finally {
    await approverContext?.close();
    await delegateContext?.close();
    await call(request, 'POST', `${ENGINE}/FlowEngine/Stop/${flowId}`, admin);
  }
});
