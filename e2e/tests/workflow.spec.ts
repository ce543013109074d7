// Workflow end to end (issue 18): an administrator designs a two-step flow over the API (lisi, then
// admin) bound to the system form 通用审批 and releases it; zhangsan launches it in the portal
// (新建流程); lisi, in a second browser, finds it in 待办事宜 and approves it in /workFlowDetail with
// an opinion; the administrator approves the second step; zhangsan's 我发起的 shows 审核通过
// (status 2) and the detail lists the operator records (发起, 李四 同意 with the opinion).
// The flow has tasks afterwards, so it is stopped (not deleted) at the end.
import { expect } from '@playwright/test';
import { apiToken, seedPassword, signIn, test } from './support';
import { ENGINE, approverNode, call, detailPage, userId } from './workflow-support';
import { newPortalContext } from './toasts';

/** start → 部门审批 (lisi) → 总经理审批 (admin), in the engine's flowTemplateJson shape. */
function twoStepTemplate(lisi: string, admin: string): string {
  return JSON.stringify({
    nodeId: 'start', type: 'start', properties: { title: '发起人', formOperates: [] },
    childNode: approverNode('dept', '部门审批', lisi, approverNode('boss', '总经理审批', admin)),
  });
}

test('a two-step flow: designed and released, launched by zhangsan, approved by lisi in the portal and then by admin; zhangsan sees 审核通过 with the records', async ({ browser, page, request }) => {
  test.setTimeout(150_000);
  const suffix = Date.now().toString(36);
  const flowName = `通用审批流程${suffix}`;
  const applyTitle = `采购显示器-${suffix}`;
  const opinion = `同意采购-${suffix}`;

  const admin = await apiToken(request);
  const [lisiId, adminId] = await Promise.all([userId(request, admin, 'lisi'), userId(request, admin, 'admin')]);
  const { id: flowId } = await call<{ id: string }>(request, 'POST', `${ENGINE}/FlowEngine`, admin, {
    fullName: flowName, enCode: `e2e_flow_${suffix}`, category: 'administration', type: 0, formType: 1, formId: 'generalApply',
    flowTemplateJson: twoStepTemplate(lisiId, adminId), sortCode: 0, description: 'e2e',
  });
  try {
    await call(request, 'POST', `${ENGINE}/FlowEngine/Release/${flowId}`, admin);

    // zhangsan launches it in the portal.
    await signIn(page, 'zhangsan');
    await page.goto('/workFlow/addFlow');
    const launch = page.locator('[data-page="workFlow/addFlow"]');
    await launch.getByRole('button', { name: new RegExp(flowName) }).click();
    await launch.getByRole('textbox', { name: '申请标题' }).fill(applyTitle);
    await launch.getByRole('textbox', { name: '申请内容' }).fill('两台27寸显示器');
    await launch.getByRole('button', { name: '提交', exact: true }).click();
    await expect(page).toHaveURL(/\/workFlow\/flowLaunch$/);
    const mine = page.locator('[data-page="workFlow/flowLaunch"]');
    const mineRow = mine.locator('tbody tr', { hasText: flowName });
    await expect(mineRow).toBeVisible();
    await expect(mineRow.locator('sl-tag[data-status="1"]')).toBeVisible();

    // lisi, in a browser of her own, approves it from 待办事宜.
    const lisiContext = await newPortalContext(browser);
    const lisiPage = await lisiContext.newPage();
    try {
      await signIn(lisiPage, 'lisi', '/basic/dashboard', seedPassword());
      await lisiPage.goto('/workFlow/flowTodo');
      const todoRow = lisiPage.locator('[data-page="workFlow/flowTodo"] tbody tr', { hasText: flowName });
      await expect(todoRow).toBeVisible();
      await todoRow.getByRole('button', { name: '审批', exact: true }).click();
      await expect(lisiPage).toHaveURL(/\/workFlowDetail\?config=/);
      const detail = detailPage(lisiPage);
      await expect(detail.locator('[data-field="thisStep"]')).toHaveText('部门审批');
      await expect(detail.locator('[data-current="true"]')).toContainText('部门审批');
      await detail.locator('sl-button[data-action="audit"]').click();
      const dialog = lisiPage.locator('sl-dialog[open]');
      await dialog.getByRole('textbox', { name: '审批意见' }).fill(opinion);
      await dialog.getByRole('button', { name: '确定', exact: true }).click();
      await expect(dialog).toHaveCount(0);
      // The detail reloads at the next node; lisi has nothing left to do on it.
      await expect(detail.locator('[data-field="thisStep"]')).toHaveText('总经理审批');
      await expect(detail.locator('sl-button[data-action="audit"]')).toHaveCount(0);
    } finally {
      await lisiContext.close();
    }

    // The administrator approves the second step over the API.
    const todo = await call<{ list: { id: string; fullName: string; flowId: string; taskOperatorId: string }[] }>(
      request, 'GET', `${ENGINE}/FlowBefore/List/1?currentPage=1&pageSize=50&flowId=${flowId}`, admin,
    );
    const adminTodo = todo.list.find((row) => row.flowId === flowId);
    expect(adminTodo).toBeTruthy();
    await call(request, 'POST', `${ENGINE}/FlowBefore/Audit/${adminTodo?.taskOperatorId ?? ''}`, admin, { handleOpinion: '同意', signImg: '' });

    // zhangsan: 审核通过 (2) in 我发起的, and the operator records in the detail.
    await page.goto('/workFlow/flowLaunch');
    await expect(mineRow.locator('sl-tag[data-status="2"]')).toBeVisible();
    await mineRow.getByRole('button', { name: '详情', exact: true }).click();
    await expect(page).toHaveURL(/\/workFlowDetail\?config=/);
    const detail = detailPage(page);
    await expect(detail.locator('[data-field="status"] sl-tag[data-status="2"]')).toHaveText('审核通过');
    const records = detail.getByRole('list', { name: '流转记录' });
    await expect(records.locator('li').nth(0)).toContainText('发起');
    await expect(records.locator('li').nth(1)).toContainText('李四');
    await expect(records.locator('li').nth(1)).toContainText(opinion);
    await expect(records.locator('li[data-record-status="1"]')).toHaveCount(2);
    await expect(detail.locator('sl-button[data-action="revoke"]')).toHaveCount(0);
  } finally {
    await call(request, 'POST', `${ENGINE}/FlowEngine/Stop/${flowId}`, admin);
  }
});
