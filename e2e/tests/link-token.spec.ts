// Tokens out of URLs (issue 11 item 6). A /workFlowDetail?token=… link (spec section 2) loses its
// token from the address bar at once and replaces another user's session only after a
// confirmation naming both accounts; a large-screen menu (type 6) opens its view with a one-time
// ticket, never the session token.
import { Buffer } from 'node:buffer';
import { expect, type Page } from '@playwright/test';
import { accountToken } from './sign-in-support';
import { createAccount, openSignedIn, sideMenu, signIn, test } from './support';

/** A /workFlowDetail address showing a flow of this title, as a flow message links to it. */
function flowDetail(title: string, token?: string): string {
  const config = Buffer.from(JSON.stringify({ title, flowName: '请假流程', status: 1, formData: { 请假天数: 2 } })).toString('base64');
  return `/workFlowDetail?config=${encodeURIComponent(config)}${token === undefined ? '' : `&token=${encodeURIComponent(token)}`}`;
}

// The first test counts the tab's history entries: a warm page (support.ts) has a history already.
test.use({ freshContext: true });

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('jnpf_token') ?? '');
const detailTitle = (page: Page) => page.locator('[data-page="workFlowDetail"] [data-field="title"]');
const switchDialog = (page: Page) => page.locator('sl-dialog.atrium-confirm[open]');

test('a link token is adopted silently without a session, and leaves the address at once', async ({ page, request }) => {
  const owner = await createAccount(request, 'link');
  const token = await accountToken(request, owner);
  await page.goto(flowDetail('无会话打开', token));
  await expect(detailTitle(page)).toHaveText('无会话打开');
  expect(page.url()).not.toContain('token');
  expect(await storedToken(page)).toContain(token.replace(/^bearer /, ''));
  // Back leads out of the portal, never to an address with the token.
  expect(await page.evaluate(() => window.history.length)).toBeLessThanOrEqual(2);
});

test('another user’s link asks first, naming both accounts; declining keeps the session, accepting switches', async ({ page, request }) => {
  test.setTimeout(60_000);
  const [me, other] = await Promise.all([createAccount(request, 'linkme'), createAccount(request, 'linkother')]);
  const otherToken = await accountToken(request, other);
  await signIn(page, me.account, '/basic/dashboard', me.password);
  const mine = await storedToken(page);

  await page.goto(flowDetail('别人的链接', otherToken));
  const dialog = switchDialog(page);
  await expect(dialog).toContainText(me.account);
  await expect(dialog).toContainText(other.account);
  // The token left the address bar before the question was even asked.
  expect(page.url()).not.toContain('token');
  await dialog.locator('sl-button[data-action="cancel"]').click();
  await expect(detailTitle(page)).toHaveText('别人的链接');
  expect(await storedToken(page)).toBe(mine);

  await page.goto(flowDetail('切换之后', otherToken));
  await expect(switchDialog(page)).toContainText(other.account);
  await switchDialog(page).locator('sl-button[data-action="confirm"]').click();
  await expect(detailTitle(page)).toHaveText('切换之后');
  expect(page.url()).not.toContain('token');
  expect(await storedToken(page)).toContain(otherToken.replace(/^bearer /, ''));
});

test('a link of the user already signed in is adopted without a question', async ({ page, request }) => {
  const me = await createAccount(request, 'linksame');
  await signIn(page, me.account, '/basic/dashboard', me.password);
  const second = await accountToken(request, me);
  await page.goto(flowDetail('同一用户', second));
  await expect(detailTitle(page)).toHaveText('同一用户');
  await expect(switchDialog(page)).toHaveCount(0);
  expect(await storedToken(page)).toContain(second.replace(/^bearer /, ''));
});

test.describe('large-screen menu (type 6)', () => {
  test.use({ account: 'admin' });

  test('opens the view with a one-time ticket that the data-visual host can exchange once', async ({ page, context, request }) => {
    // The data-visual host is not part of Atrium: a stub page stands in for it.
    await context.route('**/DataV/view/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>DataV</title>' }));
    await openSignedIn(page);
    const session = await storedToken(page);
    await sideMenu(page).getByRole('button', { name: '在线开发', exact: true }).click();
    const popup = page.waitForEvent('popup');
    await sideMenu(page).getByRole('button', { name: '数据大屏示例' }).click();
    const view = await popup;
    await expect(view).toHaveURL(/\/DataV\/view\/[^?]+\?ticket=[\w-]+$/);
    const url = new URL(view.url());
    expect(url.searchParams.has('token')).toBe(false);
    expect(view.url()).not.toContain(session.replace(/^"?bearer /, '').replace(/"$/, ''));

    const ticket = url.searchParams.get('ticket') ?? '';
    const exchange = async () =>
      (await (await request.post('/api/oauth/DataVisualTicket/Exchange', { data: { ticket } })).json()) as { code: number; msg: string; data: { account: string } | null };
    const first = await exchange();
    expect(first.code).toBe(200);
    expect(first.data?.account).toBe('admin');
    const again = await exchange();
    expect(again.code).toBe(400);
    expect(again.msg).toBe('大屏访问票据无效或已过期，请从门户菜单重新打开');
  });
});
