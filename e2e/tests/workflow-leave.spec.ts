// Issue 18 "Done means", in two browsers: the administrator designs a leave flow in the portal's
// designer (流程设计 → 新建: the system form 请假申请; start → 经理审批 by 李四 → a condition branch:
// 请假天数 > 3 goes to 总经理审批 by the administrator, other requests end) and releases it.
// zhangsan asks for 5 days in 新建流程; lisi, in a browser of her own, sees the shell's to-do count
// rise live (no reload) and the to-do in 待办事宜, and approves it in /workFlowDetail with an
// opinion; the second approver sends it back to zhangsan, who changes and resubmits it from the
// detail (修改并重新提交); lisi and the administrator approve. zhangsan's 我发起的 shows 审核通过 (2)
// and the detail the full operator record, and its print button prints. Finally lisi delegates the
// flow to wangwu for a day, and wangwu sees the next request in 待办事宜 as acting for 李四. The flow
// is stopped and the delegation removed at the end.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiToken, seedPassword, signIn, test } from './support';
import { ENGINE, call, detailPage, userId } from './workflow-support';

const DAY = 86_400_000;

const isoDay = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

const leaveForm = (days: number, reason: string) => ({ leaveType: '年假', startTime: isoDay(7), endTime: isoDay(7 + days - 1), leaveDays: days, leaveReason: reason });

interface TodoRow {
  id: string;
  flowId: string;
  taskOperatorId: string;
}

async function todoOf(request: APIRequestContext, token: string, taskId: string): Promise<TodoRow> {
  const page = await call<{ list: TodoRow[] }>(request, 'GET', `${ENGINE}/FlowBefore/List/1?currentPage=1&pageSize=100`, token);
  const row = page.list.find((item) => item.id === taskId);
  expect(row, `a to-do of task ${taskId}`).toBeTruthy();
  return row as TodoRow;
}

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
  await canvas.locator(`sl-icon-button[data-add-after="${afterId}"]`).click();
  await page.getByRole('menuitem', { name: kind, exact: true }).click();
}

/** The property drawer of a node, opened from its card. */
async function openNode(page: Page, canvas: Locator, title: string): Promise<Locator> {
  await canvas.getByRole('button', { name: `设置节点“${title}”`, exact: true }).click();
  await expect(page.getByRole('dialog', { name: `节点设置：${title}` })).toBeVisible();
  // By its state, not its name: the name follows the node's title as it is typed.
  return page.locator('sl-drawer[open]');
}

async function closeNode(drawer: Locator): Promise<void> {
  await drawer.getByRole('button', { name: '关闭', exact: true }).click();
  await expect(drawer).toHaveCount(0);
}

/**
 * The administrator designs the leave flow in 流程设计 and releases it: start → 经理审批 (李四) →
 * 请假天数 > 3: 总经理审批 (管理员), 其他情况: the end. Answers the new flow's id.
 */
async function designLeaveFlow(page: Page, request: APIRequestContext, admin: string, flowName: string, enCode: string): Promise<string> {
  await page.goto('/workFlow/flowEngine');
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
  // Saved (the heading now names the flow) and released (the toast), before going back to the list.
  await expect(editor.getByRole('heading', { name: `编辑流程：${flowName}` })).toBeVisible();
  await expect(page.locator('sl-alert', { hasText: '发布成功' }).last()).toBeVisible();
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

test('a leave flow designed in the portal, in two browsers: launched for 5 days, approved, sent back, resubmitted, approved; printed; delegated to wangwu', async ({ browser, page, request }) => {
  test.setTimeout(300_000);
  const suffix = Date.now().toString(36);
  const flowName = `请假审批${suffix}`;
  const opinion = `同意休假-${suffix}`;
  const rejectOpinion = `请补充工作交接-${suffix}`;

  const [admin, zhangsan, lisi] = [await apiToken(request), await apiToken(request, 'zhangsan'), await apiToken(request, 'lisi')];
  const wangwuId = await userId(request, admin, 'wangwu');
  await signIn(page, 'admin', '/basic/dashboard', seedPassword());
  const flowId = await designLeaveFlow(page, request, admin, flowName, `e2e_leave_${suffix}`);

  let delegateId: string | null = null;
  const lisiContext = await browser.newContext();
  const lisiPage = await lisiContext.newPage();
  const zhangsanContext = await browser.newContext();
  const zhangsanPage = await zhangsanContext.newPage();
  try {
    // lisi's portal is open; zhangsan asks for 5 days in 新建流程: lisi's to-do count rises without a reload.
    await signIn(lisiPage, 'lisi', '/basic/dashboard', seedPassword());
    await expect(lisiPage.getByTestId('flow-todo-button')).toBeVisible();
    // Other specs running at the same time (workflow.spec) give lisi to-dos and take them away, so
    // the badge is compared with the server's count read at each poll, never with a number read once:
    // a badge that only a reload would update falls behind the count this task adds and stays there.
    const serverCount = async (): Promise<number> => (await call<{ count: number }>(request, 'GET', `${ENGINE}/FlowBefore/Count`, lisi)).count;
    const badgeFollowsServer = async (): Promise<boolean> => (await todoBadge(lisiPage)) === Math.min(await serverCount(), 100);
    await expect.poll(badgeFollowsServer).toBe(true);

    await signIn(zhangsanPage, 'zhangsan', '/basic/dashboard', seedPassword());
    await zhangsanPage.goto('/workFlow/addFlow');
    const launch = zhangsanPage.locator('[data-page="workFlow/addFlow"]');
    await launch.getByRole('button', { name: new RegExp(flowName) }).click();
    const launchForm = launch.getByRole('region', { name: `发起：${flowName}` });
    await fillLeave(zhangsanPage, launchForm, 5, '回老家探亲');
    await launchForm.getByRole('button', { name: '提交', exact: true }).click();
    await expect(zhangsanPage).toHaveURL(/\/workFlow\/flowLaunch$/);
    const mineRow = zhangsanPage.locator('[data-page="workFlow/flowLaunch"] tbody tr', { hasText: flowName });
    await expect(mineRow.locator('sl-tag[data-status="1"]')).toBeVisible();
    const launched = await call<{ list: { id: string; flowId: string }[] }>(request, 'GET', `${ENGINE}/FlowLaunch?currentPage=1&pageSize=20&flowId=${flowId}`, zhangsan);
    expect(launched.list).toHaveLength(1);
    const taskId = (launched.list[0] as { id: string }).id;

    await expect.poll(badgeFollowsServer, { timeout: 15_000 }).toBe(true);
    expect(await todoBadge(lisiPage)).toBeGreaterThan(0);
    await expect(lisiPage.getByTestId('flow-todo-button')).toHaveAttribute('aria-label', /待办事宜 \d+ 条/);

    // lisi opens 待办事宜 from the badge and approves in the detail with an opinion.
    await lisiPage.getByTestId('flow-todo-button').click();
    await expect(lisiPage).toHaveURL(/\/workFlow\/flowTodo$/);
    const todoRow = lisiPage.locator('[data-page="workFlow/flowTodo"] tbody tr', { hasText: flowName });
    await expect(todoRow).toBeVisible();
    await todoRow.getByRole('button', { name: '审批', exact: true }).click();
    await expect(lisiPage).toHaveURL(/\/workFlowDetail\?config=/);
    const lisiDetail = detailPage(lisiPage);
    await expect(lisiDetail.locator('[data-field="thisStep"]')).toHaveText('经理审批');
    await lisiDetail.locator('sl-button[data-action="audit"]').click();
    const dialog = lisiPage.locator('sl-dialog[open]');
    await dialog.getByRole('textbox', { name: '审批意见' }).fill(opinion);
    await dialog.getByRole('button', { name: '确定', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    // More than 3 days: the task goes on to the second approver.
    await expect(lisiDetail.locator('[data-field="thisStep"]')).toHaveText('总经理审批');
    // Handled: lisi's count drops again, live.
    await expect.poll(badgeFollowsServer, { timeout: 15_000 }).toBe(true);

    // The second approver sends it back to zhangsan.
    const bossTodo = await todoOf(request, admin, taskId);
    await call(request, 'POST', `${ENGINE}/FlowBefore/Reject/${bossTodo.taskOperatorId}`, admin, { handleOpinion: rejectOpinion, rejectStep: '0' });

    // zhangsan resubmits from the detail: 修改并重新提交 opens the form with the values kept.
    await zhangsanPage.reload();
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

    // Both approve again.
    await call(request, 'POST', `${ENGINE}/FlowBefore/Audit/${(await todoOf(request, lisi, taskId)).taskOperatorId}`, lisi, { handleOpinion: '同意', signImg: '' });
    await call(request, 'POST', `${ENGINE}/FlowBefore/Audit/${(await todoOf(request, admin, taskId)).taskOperatorId}`, admin, { handleOpinion: '同意，注意安全', signImg: '' });

    // zhangsan: 审核通过 in 我发起的, the full operator record in the detail, and print.
    await zhangsanPage.reload();
    await expect(mineRow.locator('sl-tag[data-status="2"]')).toBeVisible();
    await mineRow.getByRole('button', { name: '详情', exact: true }).click();
    await expect(zhangsanPage).toHaveURL(/\/workFlowDetail\?config=/);
    const detail = detailPage(zhangsanPage);
    await expect(detail.locator('[data-field="status"] sl-tag[data-status="2"]')).toHaveText('审核通过');
    const records = detail.getByRole('list', { name: '流转记录' });
    // 发起, 李四 同意, 退回, 发起 again, 李四 同意, 同意.
    await expect(records.locator('li')).toHaveCount(6);
    await expect(records.locator('li[data-record-status="2"]')).toHaveCount(2);
    await expect(records.locator('li[data-record-status="1"]')).toHaveCount(3);
    await expect(records.locator('li[data-record-status="0"]')).toHaveCount(1);
    await expect(records.locator('li[data-record-status="0"]')).toContainText(rejectOpinion);
    await expect(records.locator('li', { hasText: opinion })).toContainText('李四');
    await zhangsanPage.evaluate(() => {
      const target = window as unknown as { printed: number; print: () => void };
      target.printed = 0;
      target.print = () => { target.printed += 1; };
    });
    await detail.locator('sl-button[data-action="print"]').click();
    await expect.poll(() => zhangsanPage.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    // lisi delegates this flow to wangwu for a day: wangwu sees zhangsan's next request as acting for 李四.
    const now = Date.now();
    delegateId = (await call<{ id: string }>(request, 'POST', `${ENGINE}/FlowDelegate`, lisi, {
      toUserId: wangwuId, flowId, startTime: now - 60_000, endTime: now + DAY, description: '出差',
    })).id;
    await call(request, 'POST', `${ENGINE}/FlowTask`, zhangsan, { flowId, formData: leaveForm(1, '看病'), flowUrgent: 2 });
    const wangwuContext = await browser.newContext();
    const wangwuPage = await wangwuContext.newPage();
    try {
      await signIn(wangwuPage, 'wangwu', '/basic/dashboard', seedPassword());
      await expect.poll(() => todoBadge(wangwuPage), { timeout: 15_000 }).toBeGreaterThan(0);
      await wangwuPage.goto('/workFlow/flowTodo');
      const delegated = wangwuPage.locator('[data-page="workFlow/flowTodo"] tbody tr', { hasText: flowName });
      await expect(delegated).toHaveCount(1);
      await expect(delegated).toContainText('李四');
    } finally {
      await wangwuContext.close();
    }
  } finally {
    await lisiContext.close();
    await zhangsanContext.close();
    if (delegateId) await call(request, 'DELETE', `${ENGINE}/FlowDelegate/${delegateId}`, lisi);
    await call(request, 'POST', `${ENGINE}/FlowEngine/Stop/${flowId}`, admin);
  }
});
