// Issue 18 "Done means", in two browsers: a leave flow on the system form 请假申请 (李四 approves;
// more than 3 days also goes to the administrator), designed and released over the API. zhangsan
// asks for 5 days; lisi, in a browser of her own, sees the shell's to-do count rise live (no
// reload) and the to-do in 待办事宜, and approves it in /workFlowDetail with an opinion; the
// second approver sends it back to zhangsan, who resubmits it; lisi and the administrator approve.
// zhangsan's 我发起的 shows 审核通过 (2) and the detail the full operator record, and its print
// button prints. Finally lisi delegates the flow to wangwu for a day, and wangwu sees the next
// request in 待办事宜 as acting for 李四. The flow is stopped and the delegation removed at the end.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, seedPassword, signIn, test } from './support';
import { ENGINE, approverNode, call, detailPage, userId } from './workflow-support';

const DAY = 86_400_000;

/** start → 经理审批 (lisi) → more than 3 days: 总经理审批 (admin), else the end. */
function leaveTemplate(lisi: string, admin: string): string {
  const approver = (nodeId: string, title: string, user: string) => approverNode(nodeId, title, user);
  return JSON.stringify({
    nodeId: 'start', type: 'start', properties: { title: '发起', formOperates: [] },
    childNode: {
      ...approver('manager', '经理审批', lisi),
      conditionNodes: [
        { nodeId: 'longLeave', type: 'condition', isInterflow: false, properties: { title: '超过3天', conditions: [{ field: 'leaveDays', symbol: '>', filedValue: 3 }] }, childNode: approver('boss', '总经理审批', admin) },
        { nodeId: 'shortLeave', type: 'condition', isInterflow: false, properties: { title: '其他情况', isDefault: true }, childNode: null },
      ],
    },
  });
}

const leaveForm = (days: number, reason: string) => {
  const start = new Date(Date.now() + 7 * DAY).toISOString().slice(0, 10);
  const end = new Date(Date.now() + (7 + days - 1) * DAY).toISOString().slice(0, 10);
  return { leaveType: '年假', startTime: start, endTime: end, leaveDays: days, leaveReason: reason };
};

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

test('a leave flow in two browsers: launched for 5 days, approved, sent back, resubmitted, approved; printed; delegated to wangwu', async ({ browser, page, request }) => {
  test.setTimeout(240_000);
  const suffix = Date.now().toString(36);
  const flowName = `请假审批${suffix}`;
  const opinion = `同意休假-${suffix}`;
  const rejectOpinion = `请补充工作交接-${suffix}`;

  const [admin, zhangsan, lisi] = [await apiToken(request), await apiToken(request, 'zhangsan'), await apiToken(request, 'lisi')];
  const [lisiId, adminId, wangwuId] = await Promise.all([userId(request, admin, 'lisi'), userId(request, admin, 'admin'), userId(request, admin, 'wangwu')]);
  const { id: flowId } = await call<{ id: string }>(request, 'POST', `${ENGINE}/FlowEngine`, admin, {
    fullName: flowName, enCode: `e2e_leave_${suffix}`, category: 'administration', type: 0, formType: 1, formId: 'leaveApply',
    flowTemplateJson: leaveTemplate(lisiId, adminId), sortCode: 0, description: 'e2e',
  });
  let delegateId: string | null = null;
  const lisiContext = await browser.newContext();
  const lisiPage = await lisiContext.newPage();
  try {
    await call(request, 'POST', `${ENGINE}/FlowEngine/Release/${flowId}`, admin);

    // lisi's portal is open; zhangsan asks for 5 days: lisi's to-do count rises without a reload.
    await signIn(lisiPage, 'lisi', '/basic/dashboard', seedPassword());
    await expect(lisiPage.getByTestId('flow-todo-button')).toBeVisible();
    // Other specs running at the same time (workflow.spec) give lisi to-dos and take them away, so
    // the badge is compared with the server's count read at each poll, never with a number read once:
    // a badge that only a reload would update falls behind the count this task adds and stays there.
    const serverCount = async (): Promise<number> => (await call<{ count: number }>(request, 'GET', `${ENGINE}/FlowBefore/Count`, lisi)).count;
    const badgeFollowsServer = async (): Promise<boolean> => (await todoBadge(lisiPage)) === Math.min(await serverCount(), 100);
    await expect.poll(badgeFollowsServer).toBe(true);
    const { id: taskId } = await call<{ id: string }>(request, 'POST', `${ENGINE}/FlowTask`, zhangsan, {
      flowId, formData: leaveForm(5, '回老家探亲'), flowUrgent: 1,
    });
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

    // The second approver sends it back to zhangsan; zhangsan resubmits; both approve again.
    const bossTodo = await todoOf(request, admin, taskId);
    await call(request, 'POST', `${ENGINE}/FlowBefore/Reject/${bossTodo.taskOperatorId}`, admin, { handleOpinion: rejectOpinion, rejectStep: '0' });
    await call(request, 'PUT', `${ENGINE}/FlowTask/${taskId}`, zhangsan, { flowId, formData: leaveForm(5, '回老家探亲，工作已交接给王五'), flowUrgent: 1 });
    await call(request, 'POST', `${ENGINE}/FlowBefore/Audit/${(await todoOf(request, lisi, taskId)).taskOperatorId}`, lisi, { handleOpinion: '同意', signImg: '' });
    await call(request, 'POST', `${ENGINE}/FlowBefore/Audit/${(await todoOf(request, admin, taskId)).taskOperatorId}`, admin, { handleOpinion: '同意，注意安全', signImg: '' });

    // zhangsan: 审核通过 in 我发起的, the full operator record in the detail, and print.
    await signIn(page, 'zhangsan', '/basic/dashboard', seedPassword());
    await page.goto('/workFlow/flowLaunch');
    const mineRow = page.locator('[data-page="workFlow/flowLaunch"] tbody tr', { hasText: flowName });
    await expect(mineRow.locator('sl-tag[data-status="2"]')).toBeVisible();
    await mineRow.getByRole('button', { name: '详情', exact: true }).click();
    await expect(page).toHaveURL(/\/workFlowDetail\?config=/);
    const detail = detailPage(page);
    await expect(detail.locator('[data-field="status"] sl-tag[data-status="2"]')).toHaveText('审核通过');
    const records = detail.getByRole('list', { name: '流转记录' });
    // 发起, 李四 同意, 退回, 发起 again, 李四 同意, 同意.
    await expect(records.locator('li')).toHaveCount(6);
    await expect(records.locator('li[data-record-status="2"]')).toHaveCount(2);
    await expect(records.locator('li[data-record-status="1"]')).toHaveCount(3);
    await expect(records.locator('li[data-record-status="0"]')).toHaveCount(1);
    await expect(records.locator('li[data-record-status="0"]')).toContainText(rejectOpinion);
    await expect(records.locator('li', { hasText: opinion })).toContainText('李四');
    await page.evaluate(() => {
      const target = window as unknown as { printed: number; print: () => void };
      target.printed = 0;
      target.print = () => { target.printed += 1; };
    });
    await detail.locator('sl-button[data-action="print"]').click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

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
    if (delegateId) await call(request, 'DELETE', `${ENGINE}/FlowDelegate/${delegateId}`, lisi);
    await call(request, 'POST', `${ENGINE}/FlowEngine/Stop/${flowId}`, admin);
  }
});
