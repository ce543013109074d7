// Messages end to end (issue 5 items 3-5 and 8, client side): an administrator writes and releases
// a notice; a user signed in before the release sees it arrive live in the message centre, opens it
// (read) and marks all read; hostile notice HTML never runs; a read-only user gets no write buttons.
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { accountSession } from './messaging-support';
import { apiToken, createAccount, openSignedIn, seedPassword, shoelaceReady, signIn, test, type Account } from './support';
import { expectToast, newPortalContext } from './toasts';

const NOTICES = '[data-page="system/notice"]';
const CENTRE = '[data-page="messageRecord"]';

async function confirm(page: Page, message: string): Promise<void> {
  const dialog = page.locator('sl-dialog.atrium-confirm[open]');
  await expect(dialog).toContainText(message);
  await dialog.locator('sl-button[data-action="confirm"]').click();
}

/** Signs `account` in, in a browser context of its own, and waits until its socket has its counts. */
async function signInWithSocket(browser: Browser, account: Account): Promise<Page> {
  const context = await newPortalContext(browser);
  const page = await context.newPage();
  const ready = page.waitForEvent('websocket').then((socket) =>
    socket.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes('"initMessage"') }),
  );
  await signIn(page, account.account, '/basic/dashboard', account.password);
  await ready;
  return page;
}

/**
 * Unique to one test: this spec runs in the parallel and the phone project at the same time
 * (playwright.config.ts), and the two copies of a test could start in the same millisecond.
 */
const uniqueSuffix = (): string => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/**
 * Creates (and releases) a notice for `toUserIds` only: a notice to everyone would land in the
 * inboxes other tests running meanwhile count.
 */
async function postNotice(request: APIRequestContext, token: string, title: string, bodyText: string, release: boolean, toUserIds: string[]): Promise<string> {
  const created = (await (await request.post('/api/message', { headers: { Authorization: token }, data: { title, bodyText, files: [], toUserIds } })).json()) as {
    code: number;
    data: { id: string };
  };
  expect(created.code).toBe(200);
  if (release) {
    const released = (await (await request.put(`/api/message/${created.data.id}/Actions/Release`, { headers: { Authorization: token } })).json()) as { code: number };
    expect(released.code).toBe(200);
  }
  return created.data.id;
}

test('a released notice reaches a signed-in user live; opening it marks it read; mark all read', async ({ browser, page, request }) => {
  test.setTimeout(90_000);
  const suffix = uniqueSuffix();
  const first = `停电通知-${suffix}`;
  const second = `放假安排-${suffix}`;

  // A user of its own is signed in and looking at the message centre before anything is released.
  const recipient = await createAccount(request, 'notice');
  const { userId } = await accountSession(request, recipient);
  const zhangsan = await signInWithSocket(browser, recipient);
  await zhangsan.goto('/messageRecord');
  const centre = zhangsan.locator(CENTRE);
  await expect(centre.locator('table')).toBeVisible();
  await expect(centre.getByRole('button', { name: first })).toHaveCount(0);
  await zhangsan.evaluate(() => {
    (window as { __sameDocument?: boolean }).__sameDocument = true;
  });

  // The administrator writes two notices through the dialog, after the title check. The dialog has
  // no recipient picker yet: the test addresses what it sends to its own user, so the notices reach
  // no other test's inbox (and no other test's notices reach this one: they are addressed too).
  await page.route((url) => url.pathname === '/api/message', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const body = route.request().postDataJSON() as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...body, toUserIds: [userId] }) });
  });
  await signIn(page);
  await page.goto('/system/notice');
  const notices = page.locator(NOTICES);
  await expect(notices.locator('table')).toBeVisible();
  // The body is written in the rich-text editor: the first with bold text (the toolbar's 加粗) and
  // a link (链接, an address typed into its field); the second as plain text.
  for (const [title, rich] of [[first, true], [second, false]] as const) {
    await notices.getByRole('button', { name: '新建' }).click();
    const dialog = page.locator('sl-dialog[open]:not(.atrium-confirm)');
    await expect(page.getByRole('dialog', { name: '新建公告' })).toBeVisible();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByText('请输入公告标题', { exact: true })).toBeVisible();
    await dialog.getByRole('textbox', { name: '公告标题' }).fill(title);
    const editor = dialog.getByRole('textbox', { name: '公告内容' });
    await editor.click();
    if (rich) {
      await page.keyboard.type('今晚 ');
      await dialog.getByRole('button', { name: '加粗', exact: true }).click();
      await page.keyboard.type('22:00');
      await dialog.getByRole('button', { name: '加粗', exact: true }).click();
      await page.keyboard.type(' 停电，详见 ');
      await dialog.getByRole('button', { name: '链接', exact: true }).click();
      await dialog.getByRole('textbox', { name: '链接地址' }).fill('https://example.com/outage');
      await dialog.getByRole('textbox', { name: '链接地址' }).press('Enter');
      await expect(editor.locator('strong')).toHaveText('22:00');
      await expect(editor.locator('a[href="https://example.com/outage"]')).toBeVisible();
    } else {
      await page.keyboard.type('元旦放假');
    }
    await dialog.getByRole('button', { name: '确定' }).click();
    await expectToast(page, '新建成功');
    await expect(dialog).toHaveCount(0);
  }

  // Release both (each confirmed); a released notice offers no edit or release any more. Other
  // tests add notices meanwhile (the other project's copy of the drawer test 25 at once), which
  // would push these off the first page: the keyword keeps this test's own.
  await notices.getByRole('textbox', { name: '关键词' }).fill(suffix);
  await notices.getByRole('textbox', { name: '关键词' }).press('Enter');
  await expect(notices.locator('tbody tr', { hasText: first })).toBeVisible();
  for (const title of [first, second]) {
    const row = notices.locator('tbody tr', { hasText: title });
    await expect(row.getByText('未发布')).toBeVisible();
    await row.getByRole('button', { name: '发布' }).click();
    await confirm(page, `发布后公告“${title}”将推送给接收人且不能再修改`);
    await expectToast(page, '发布成功');
    await expect(row.getByText('已发布')).toBeVisible();
    await expect(row.getByRole('button', { name: '编辑' })).toHaveCount(0);
    await expect(row.getByRole('button', { name: '发布' })).toHaveCount(0);
  }

  // zhangsan's bell rises and blinks without a reload...
  const bell = zhangsan.getByRole('button', { name: /未读消息/ });
  await expect(bell).toHaveAttribute('data-blinking', '');
  // Under reduced motion (playwright.config.ts) it is marked red without flashing.
  expect(await bell.locator('sl-icon').evaluate((icon) => getComputedStyle(icon).animationName)).toBe('none');
  await expect.poll(async () => Number((await bell.getAttribute('aria-label'))?.match(/\d+/)?.[0] ?? 0)).toBeGreaterThanOrEqual(2);

  // ...and the list shows both, unread.
  const firstRow = centre.locator('tbody tr', { hasText: first });
  await expect(firstRow).toBeVisible();
  await expect(firstRow.getByText('未读')).toBeVisible();
  await expect(centre.locator('tbody tr', { hasText: second }).getByText('未读')).toBeVisible();

  // Opening one shows the body in the detail dialog and marks it read.
  await firstRow.getByRole('button', { name: first }).click();
  await expect(zhangsan.getByRole('dialog', { name: first })).toBeVisible();
  await expect(zhangsan.getByTestId('message-body')).toContainText('今晚 22:00 停电');
  // Shown sanitised: the bold text and the link survive, the link opens safely.
  await expect(zhangsan.locator('[data-testid="message-body"] strong')).toHaveText('22:00');
  const link = zhangsan.locator('[data-testid="message-body"] a[href="https://example.com/outage"]');
  await expect(link).toHaveText('https://example.com/outage');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(zhangsan.locator('[data-testid="message-body"] script, [data-testid="message-body"] [onerror]')).toHaveCount(0);
  await shoelaceReady(zhangsan);
  await zhangsan.keyboard.press('Escape');
  await expect(zhangsan.getByRole('dialog', { name: first })).toHaveCount(0);
  await expect(firstRow.getByText('已读')).toBeVisible();
  await expect(centre.locator('tbody tr', { hasText: second }).getByText('未读')).toBeVisible();

  // Mark all read, confirmed with the spec's question.
  await centre.getByRole('button', { name: '全部已读' }).click();
  await confirm(zhangsan, '您确定全部标识为已读状态, 是否继续?');
  await expectToast(zhangsan, '已全部标识为已读');
  await expect(centre.locator('tbody tr', { hasText: second }).getByText('已读')).toBeVisible();
  await expect(centre.locator('sl-tag', { hasText: /^未读$/ })).toHaveCount(0);
  // Everything above happened in the page zhangsan had before the release: no reload.
  expect(await zhangsan.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await zhangsan.context().close();
});

test('hostile notice HTML is rendered inert in the message centre', async ({ page, request }) => {
  test.setTimeout(90_000);
  const suffix = uniqueSuffix();
  const admin = await apiToken(request);
  const payloads: Record<string, string> = {
    script: `<p>脚本</p><script>window.__pwned = 'script'</script>`,
    img: `<p>图片</p><img src="x" onerror="window.__pwned = 'img'">`,
    svg: `<p>矢量图</p><svg onload="window.__pwned = 'svg'"><circle r="4"></circle></svg>`,
    link: `<p>链接</p><a id="evil" href="javascript:window.__pwned='link'">点我</a><a href="https://example.com" target="_self">外链</a>`,
  };
  // A reader of its own: a seed user's inbox is shared with the other project's copy of this test
  // and every other test writing to that user, whose messages push these off its first page.
  const user = await createAccount(request, 'xss');
  const { userId: reader } = await accountSession(request, user);
  for (const [name, body] of Object.entries(payloads)) await postNotice(request, admin, `XSS-${name}-${suffix}`, body, true, [reader]);
  // A hostile title is only ever text.
  const hostileTitle = `<img src=x onerror="window.__pwned='title'">-${suffix}`;
  await postNotice(request, admin, hostileTitle, '<p>标题</p>', true, [reader]);

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signIn(page, user.account, '/basic/dashboard', user.password);
  await page.goto('/messageRecord');
  const centre = page.locator(CENTRE);
  await expect(centre.getByRole('button', { name: hostileTitle })).toBeVisible();

  for (const name of Object.keys(payloads)) {
    const title = `XSS-${name}-${suffix}`;
    await centre.getByRole('button', { name: title }).click();
    const body = page.getByTestId('message-body');
    await expect(body).toBeVisible();
    expect(await body.locator('script, [onerror], [onload], iframe, object, embed').count()).toBe(0);
    // Every image has loaded or failed (its error is what a stray onerror would run on), and the
    // page has painted twice since: a handler that got through would have fired by now.
    await expect.poll(() => body.evaluate((element) => [...element.querySelectorAll('img')].every((image) => image.complete))).toBe(true);
    await body.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    const hrefs = await body.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.every((href) => !/^\s*javascript:/i.test(href))).toBe(true);
    if (name === 'link') {
      await body.getByText('点我').click();
      await expect(body.locator('a[href="https://example.com"]')).toHaveAttribute('target', '_blank');
      await expect(body.locator('a[href="https://example.com"]')).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await shoelaceReady(page);
    await page.keyboard.press('Escape');
    await expect(body).toHaveCount(0);
  }
  await centre.getByRole('button', { name: hostileTitle }).click();
  await expect(page.getByTestId('message-body')).toContainText('标题');
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await expect(page).toHaveURL(/\/messageRecord$/);
});

test.describe('read-only account', () => {
  test.use({ account: 'viewer' });
  test('a read-only user sees the released notices addressed to them, no drafts, and no write button', async ({ page, request }) => {
    const suffix = uniqueSuffix();
    const { userId: viewerId } = await accountSession(request, { account: 'viewer', password: seedPassword() });
    const admin = await apiToken(request);
    await postNotice(request, admin, `只读可见-${suffix}`, '<p>已发布</p>', true, [viewerId]);
    await postNotice(request, admin, `只读草稿-${suffix}`, '<p>草稿</p>', false, [viewerId]);
    await openSignedIn(page, '/system/notice');
    const notices = page.locator(NOTICES);
    // Other tests add notices too: the keyword keeps this test's own.
    await notices.getByRole('textbox', { name: '关键词' }).fill(suffix);
    await notices.getByRole('textbox', { name: '关键词' }).press('Enter');
    await expect(notices.locator('tbody tr', { hasText: `只读可见-${suffix}` })).toBeVisible();
    await expect(notices.locator('tbody tr', { hasText: `只读草稿-${suffix}` })).toHaveCount(0);
    for (const name of ['新建', '编辑', '删除', '发布']) await expect(notices.getByRole('button', { name, exact: true })).toHaveCount(0);
  });
});

test('the message drawer widget: unread first, pages by scrolling, opens a message, "more" goes to the centre', async ({ page, request }) => {
  test.setTimeout(90_000);
  const suffix = uniqueSuffix();
  const admin = await apiToken(request);
  // Its own user, existing before the release (a notice reaches the users of its release time).
  const user = await createAccount(request, 'drawer');
  const { userId } = await accountSession(request, user);
  for (let n = 1; n <= 25; n += 1) await postNotice(request, admin, `抽屉-${String(n).padStart(2, '0')}-${suffix}`, `<p>第 ${n} 条</p>`, true, [userId]);

  await signIn(page, user.account, '/basic/dashboard', user.password);
  // The bell opens the drawer, a widget of @atrium/mf-message named in the route manifest.
  const bell = page.getByRole('button', { name: /未读消息/ });
  await expect(bell).toBeEnabled();
  await bell.click();

  const drawer = page.locator('sl-drawer[open]');
  await expect(page.getByRole('dialog', { name: '站内消息' })).toBeVisible();
  const rows = drawer.locator('ul > li > button');
  await expect(rows).toHaveCount(20);
  // Earlier tests released notices to everyone too: the keyword keeps this test's own.
  await drawer.getByRole('textbox', { name: '关键词' }).fill(suffix);
  await drawer.getByRole('textbox', { name: '关键词' }).press('Enter');
  await expect(rows.filter({ hasNotText: suffix })).toHaveCount(0);
  await expect(rows).toHaveCount(20);
  await expect(rows.first()).toContainText(`抽屉-25-${suffix}`);
  await expect(rows.first()).toHaveAttribute('data-read', '0');

  // Scrolled to the bottom: the next (short) page, then nothing more.
  await drawer.locator('ul').evaluate((list) => {
    list.scrollTop = list.scrollHeight;
  });
  await expect(rows).toHaveCount(25);
  await expect(drawer.getByText('没有更多了')).toBeVisible();

  // A row opens the detail dialog and is read afterwards.
  const title = `抽屉-24-${suffix}`;
  const row = drawer.locator('ul > li > button', { hasText: title });
  await row.click();
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
  await expect(page.getByTestId('message-body')).toHaveText('第 24 条');
  await shoelaceReady(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: title })).toHaveCount(0);
  await expect(row).toHaveAttribute('data-read', '1');

  // 'more' goes to the message centre and closes the drawer; the shell then unmounts the widget.
  await drawer.getByRole('button', { name: '更多' }).click();
  await expect(page).toHaveURL(/\/messageRecord$/);
  await expect(page.locator('sl-drawer[open]')).toHaveCount(0);
  await expect(page.locator('[data-widget="messageDrawer"]')).toHaveCount(0);
  await expect(page.locator(CENTRE).getByRole('button', { name: title })).toBeVisible();
});
