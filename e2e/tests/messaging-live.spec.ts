// Issue 5 "done means": two signed-in browsers; the administrator releases a notice and the other
// user's bell rises and blinks live; opening it marks it read in both of that user's tabs.
import { expect, test, type Page } from '@playwright/test';
import { createAccount, signIn } from './support';

async function bellCount(page: Page): Promise<number> {
  const label = await page.getByRole('button', { name: /未读消息/ }).getAttribute('aria-label');
  return Number(label?.match(/\d+/)?.[0] ?? Number.NaN);
}

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
  const userContext = await browser.newContext();
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
  for (const tab of [first, second]) expect(await bellCount(tab)).toBe(0);

  // The administrator's browser: write and release through the notice page.
  await signIn(page);
  await page.goto('/system/notice');
  const notices = page.locator('[data-page="system/notice"]');
  await notices.getByRole('button', { name: '新建' }).click();
  const dialog = page.locator('sl-dialog[open]:not(.atrium-confirm)');
  await dialog.getByRole('textbox', { name: '公告标题' }).fill(title);
  await dialog.getByRole('textbox', { name: '公告内容' }).fill('<p>实时送达</p>');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toHaveCount(0);
  await notices.locator('tbody tr', { hasText: title }).getByRole('button', { name: '发布' }).click();
  const confirm = page.locator('sl-dialog.atrium-confirm[open]');
  await confirm.locator('sl-button[data-action="confirm"]').click();
  await expect(page.locator('sl-alert', { hasText: '发布成功' }).last()).toBeVisible();

  // Both tabs: the bell rises to 1 and blinks, without a reload; the centre lists it unread.
  for (const tab of [first, second]) {
    await expect.poll(() => bellCount(tab)).toBe(1);
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

  // ...it is read in both tabs: both bells fall to 0 and the second tab's centre shows it read.
  for (const tab of [first, second]) await expect.poll(() => bellCount(tab)).toBe(0);
  await expect(row.locator('sl-tag[data-read="1"]')).toBeVisible();
  await userContext.close();
});
