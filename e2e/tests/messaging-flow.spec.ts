// Flow messages (spec section 2 "Message drawer", section 4 "Message read"): from the drawer a flow
// message opens /workFlowDetail?config=… showing what it carries; from the message centre an
// entrustment opens /workFlow/entrust?config={type}. Both are read afterwards.
import { expect } from '@playwright/test';
import { seedFlowMessage } from './messaging-seed';
import { accountSession, bellCount, unreadTotal } from './messaging-support';
import { createAccount, signIn, test } from './support';

test('a flow message opens its flow detail from the drawer; an entrustment opens the entrust page from the centre', async ({ page, request }) => {
  test.setTimeout(90_000);
  const suffix = Date.now().toString(36);
  const user = await createAccount(request, 'flow');
  const approval = `请假审批-${suffix}`;
  const entrust = `委托通知-${suffix}`;
  seedFlowMessage({
    title: approval,
    flowType: 1,
    bodyText: JSON.stringify({ title: `${user.account}的请假申请`, flowName: '请假流程', status: 1, formData: { 请假天数: 3, 请假原因: '探亲' } }),
    to: user.account,
    from: 'admin',
  });
  seedFlowMessage({ title: entrust, flowType: 2, bodyText: JSON.stringify({ type: '3' }), to: user.account, from: 'admin' });

  await signIn(page, user.account, '/basic/dashboard', user.password);
  const session = await accountSession(request, user);
  const flowUnread = async () =>
    ((await (await request.get('/api/message?type=2&isRead=0', { headers: { Authorization: session.token } })).json()) as { data: { pagination: { total: number } } }).data
      .pagination.total;
  expect(await flowUnread()).toBe(2);
  // Notices released to everyone by other tests may add to the bell: it shows the server's count.
  await expect.poll(async () => (await bellCount(page)) === (await unreadTotal(request, session.token))).toBe(true);
  expect(await bellCount(page)).toBeGreaterThanOrEqual(2);

  // From the drawer: the flow detail, read-only, with the message's own facts and fields.
  await page.getByRole('button', { name: /未读消息/ }).click();
  const drawer = page.locator('sl-drawer[open]');
  await drawer.locator('ul > li > button', { hasText: approval }).click();
  await expect(page).toHaveURL(/\/workFlowDetail\?config=[^&]+$/);
  await expect(page.locator('sl-drawer[open]')).toHaveCount(0);
  const detail = page.locator('[data-page="workFlowDetail"]');
  await expect(detail.locator('[data-field="title"]')).toHaveText(`${user.account}的请假申请`);
  await expect(detail.locator('[data-field="flowName"]')).toHaveText('请假流程');
  await expect(detail.locator('[data-field="status"]')).toHaveText('等待审核');
  await expect(detail.getByRole('rowheader', { name: '请假天数' })).toBeVisible();
  await expect(detail.getByRole('row', { name: /请假原因/ })).toContainText('探亲');
  await expect(detail.getByRole('button')).toHaveCount(0);
  // Opening it read it on the server (before the full page load below could cut that request off).
  await expect.poll(flowUnread).toBe(1);

  // From the message centre: the entrustment goes to the entrust page with its type.
  await page.goto('/messageRecord');
  const centre = page.locator('[data-page="messageRecord"]');
  await expect(centre.locator('tbody tr', { hasText: approval }).locator('sl-tag[data-read="1"]')).toBeVisible();
  await centre.getByRole('button', { name: entrust }).click();
  await expect(page).toHaveURL(/\/workFlow\/entrust\?config=3$/);
  await expect.poll(flowUnread).toBe(0);
  await expect.poll(async () => (await bellCount(page)) === (await unreadTotal(request, session.token))).toBe(true);
});
