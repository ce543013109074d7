// Issue 5 "done means": two signed-in browsers; the administrator releases a notice and the other
// user's bell rises and blinks live; opening it marks it read in both of that user's tabs.
// Other tests release notices to everyone meanwhile: this one's notice goes to its own user only,
// and the bells are compared with the server's count rather than with fixed numbers.
import { expect, type Page } from '@playwright/test';
import { accountSession, bellCount, unreadTotal } from './messaging-support';
import { apiToken, createAccount, signIn, test } from './support';
import { expectToast, newPortalContext } from './toasts';

/** Resolves once the page's socket has had its first initMessage (the hub knows the tab). */
function socketReady(page: Page): Promise<unknown> {
  return page.waitForEvent('websocket').then((socket) =>
    socket.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes('"initMessage"') }),
  );
}

test('admin releases a notice: the user’s bell rises and blinks in both tabs; opening it in one marks it read in both', async ({ browser, page, request }) => {
  test.setTimeout(90_000);
  const title = `实时公告-${Date.now().toString(36)}`;
  // A user of its own, existing before the release, with nothing unread.
  const user = await createAccount(request, 'live');

  // The user's browser: two tabs of one session, the second on the message centre.
  const userContext = await newPortalContext(browser);
  const first = await userContext.newPage();
  const firstReady = socketReady(first);
  await signIn(first, user.account, '/basic/dashboard', user.password);
  await firstReady;
  const second = await userContext.newPage();
  const secondReady = socketReady(second);
  await second.goto('/messageRecord');
  await secondReady;
  const centre = second.locator('[data-page="messageRecord"]');
  await expect(centre.locator('table')).toBeVisible();
  const session = await accountSession(request, user);
  const before = await bellCount(first);
  expect(await bellCount(second)).toBe(before);

  // The administrator writes a notice for this user only (the notice dialog has no recipient
  // picker yet) and releases it from the notice page in a browser of their own.
  const admin = await apiToken(request);
  const created = (await (
    await request.post('/api/message', { headers: { Authorization: admin }, data: { title, bodyText: '<p>实时送达</p>', toUserIds: [session.userId] } })
  ).json()) as { code: number };
  expect(created.code).toBe(200);
  await signIn(page);
  await page.goto('/system/notice');
  const notices = page.locator('[data-page="system/notice"]');
  // Other tests add notices too: the keyword keeps this test's own on the first page.
  await notices.getByRole('textbox', { name: '关键词' }).fill(title);
  await notices.getByRole('textbox', { name: '关键词' }).press('Enter');
  await notices.locator('tbody tr', { hasText: title }).getByRole('button', { name: '发布' }).click();
  const confirm = page.locator('sl-dialog.atrium-confirm[open]');
  await confirm.locator('sl-button[data-action="confirm"]').click();
  await expectToast(page, '发布成功');

  // Both tabs: the bell rises and blinks, without a reload; the centre lists it unread.
  for (const tab of [first, second]) {
    await expect.poll(() => bellCount(tab)).toBeGreaterThan(before);
    await expect(tab.getByRole('button', { name: /未读消息/ })).toHaveAttribute('data-blinking', '');
  }
  const row = centre.locator('tbody tr', { hasText: title });
  await expect(row.locator('sl-tag[data-read="0"]')).toBeVisible();

  // Opened in the first tab from the bell's drawer...
  await first.getByRole('button', { name: /未读消息/ }).click();
  const drawer = first.locator('sl-drawer[open]');
  await drawer.locator('ul > li > button', { hasText: title }).click();
  await expect(first.getByRole('dialog', { name: title })).toBeVisible();
  await expect(first.getByTestId('message-body')).toHaveText('实时送达');

  // ...it is read in both tabs: the second tab's centre shows it read, and both bells show the
  // server's count, which no longer includes it.
  await expect(row.locator('sl-tag[data-read="1"]')).toBeVisible();
  const inbox = (await (await request.get(`/api/message?isRead=0&pageSize=500&keyword=${encodeURIComponent(title)}`, { headers: { Authorization: session.token } })).json()) as {
    data: { pagination: { total: number } };
  };
  expect(inbox.data.pagination.total).toBe(0);
  for (const tab of [first, second]) {
    await expect.poll(async () => (await bellCount(tab)) === (await unreadTotal(request, session.token))).toBe(true);
  }
  await userContext.close();
});
