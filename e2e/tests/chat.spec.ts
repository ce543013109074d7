import { expect, type Browser, type Locator, type Page, type WebSocketRoute } from '@playwright/test';
import { accountToken } from './chat-support';
import { createAccount, headerControl, signIn, type Account, test } from './support';
import { newPortalContext } from './toasts';

// A 1×1 PNG: the smallest real image the server's magic-byte check accepts.
const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A portal user with the chat panel open. */
async function portalChat(browser: Browser, user: Account): Promise<{ page: Page; chat: Locator }> {
  const page = await (await newPortalContext(browser, { locale: 'zh-CN' })).newPage();
  await signIn(page, user.account, '/basic/dashboard', user.password);
  await (await headerControl(page, (scope) => scope.getByTestId('chat-button'))).click();
  const chat = page.locator('[data-chat-root]');
  await expect(chat.getByRole('tab', { name: '消息' })).toBeVisible();
  return { page, chat };
}

/** A user of the legacy example page with the chat mounted by its token. */
async function legacyChat(browser: Browser, token: string): Promise<{ page: Page; chat: Locator }> {
  const page = await (await newPortalContext(browser, { locale: 'zh-CN' })).newPage();
  await page.goto('/examples/legacy-page/');
  await page.locator('#chat-token').fill(token);
  await page.getByRole('button', { name: 'Mount chat', exact: true }).click();
  const chat = page.locator('[data-chat-root]');
  await expect(chat.getByRole('tab', { name: '消息' })).toBeVisible();
  return { page, chat };
}

async function openContact(chat: Locator, account: string): Promise<Locator> {
  await chat.getByRole('tab', { name: '联系人' }).click();
  const search = chat.getByRole('searchbox', { name: '关键词' });
  await search.fill(account);
  await search.press('Enter');
  await chat.getByRole('list', { name: '联系人' }).locator('[data-peer]', { hasText: account }).click();
  return chat.locator('[data-chat-window]');
}

const confirmed = (window: Locator) => window.getByRole('list', { name: '消息列表' }).locator('li[data-message-id]');

async function sendText(window: Locator, text: string): Promise<void> {
  const input = window.getByRole('textbox', { name: '消息内容' });
  await input.fill(text);
  await input.press('Enter');
}

const ids = (messages: Locator) => messages.evaluateAll((items) => items.map((item) => item.getAttribute('data-message-id')));

test('a portal user and a legacy-page user chat live with text, emoji and an image, and see the same history after reload', async ({ browser, request }) => {
  // Two browsers, an upload and two reloads: past the 60 s default at load 26 (a budget, not a speed check).
  test.setTimeout(120_000);
  const [alice, bob] = await Promise.all([createAccount(request, 'chatA'), createAccount(request, 'chatB')]);
  const portal = await portalChat(browser, alice);
  const legacy = await legacyChat(browser, await accountToken(request, bob));

  // Bob (legacy page) writes first: Alice's badge counts it, opening the conversation clears it.
  const bobWindow = await openContact(legacy.chat, alice.account);
  await sendText(bobWindow, '  你好 <b>Alice</b>  ');
  await expect(confirmed(bobWindow)).toHaveCount(1);
  await expect(confirmed(bobWindow).first()).toContainText('你好 <b>Alice</b>');
  const chatButton = portal.page.getByTestId('chat-button');
  await expect(chatButton).toHaveAttribute('aria-label', '聊天，未读 1 条');
  const conversation = portal.chat.getByRole('list', { name: '消息' }).locator('[data-peer]', { hasText: bob.account });
  await expect(conversation).toContainText('1');
  await conversation.click();
  const aliceWindow = portal.chat.locator('[data-chat-window]');
  await expect(confirmed(aliceWindow)).toHaveCount(1);
  // Typed markup is shown as text, never as HTML.
  await expect(confirmed(aliceWindow).first().locator('b')).toHaveCount(0);
  await expect(chatButton).toHaveAttribute('aria-label', '聊天，未读 0 条');

  // Alice answers with an emoji from the popover: stored as [em:100], shown as its character.
  await aliceWindow.getByRole('textbox', { name: '消息内容' }).fill('hi ');
  // Every control of the window draws an icon of the bundled set, never a text glyph.
  const glyphs = await aliceWindow.locator('header button, [class*="toolbar"] > button').evaluateAll((buttons) =>
    buttons.filter((button) => !button.querySelector('[data-icon], sl-icon, img') || (button.textContent ?? '').trim() !== '').map((button) => button.outerHTML.slice(0, 120)),
  );
  expect(glyphs).toEqual([]);
  await aliceWindow.getByRole('button', { name: '表情' }).click();
  const picker = aliceWindow.getByRole('dialog', { name: '表情' });
  // All 120 emoji are images that load.
  await expect(picker.locator('button img')).toHaveCount(120);
  await expect.poll(() => picker.locator('button img').evaluateAll((images) => images.filter((image) => !(image as HTMLImageElement).complete || (image as HTMLImageElement).naturalWidth === 0).length), { timeout: 20_000 }).toBe(0);
  await picker.locator('[data-emoji="100"]').click();
  await expect(aliceWindow.getByRole('textbox', { name: '消息内容' })).toHaveValue('hi [em:100]');
  // The input's preview draws the code as the image the message will show (issue 17 item 3).
  const preview = aliceWindow.getByRole('note', { name: '输入预览' });
  await expect(preview.locator('img[data-emoji="100"]')).toHaveAttribute('alt', '😀');
  await expect.poll(() => preview.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await aliceWindow.getByRole('textbox', { name: '消息内容' }).press('Enter');
  await expect(preview).toHaveCount(0);
  await expect(confirmed(bobWindow)).toHaveCount(2);
  // Alice's conversation list shows the last message's emoji as an image too, not a font's glyph.
  await expect(conversation.locator('img[data-emoji="100"]')).toHaveCount(1);
  // An image, not a glyph of whatever emoji font the machine has; its text is the emoji itself.
  const emoji = confirmed(bobWindow).nth(1).locator('img[data-emoji="100"]');
  await expect(emoji).toHaveAttribute('alt', '😀');
  await expect.poll(() => emoji.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

  // And an image.
  await aliceWindow.getByTestId('chat-image-input').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  await expect(confirmed(bobWindow)).toHaveCount(3);
  // Stored in the file store, shown through a short-lived signed link (never the session token).
  await expect(confirmed(bobWindow).nth(2).getByRole('img', { name: '图片' })).toHaveAttribute('src', /\/api\/file\/Signed\//);
  await expect(confirmed(aliceWindow)).toHaveCount(3);
  // A click opens it in the shared image viewer.
  await confirmed(aliceWindow).nth(2).getByRole('img', { name: '图片' }).click();
  await expect(portal.page.getByRole('dialog', { name: '图片预览' })).toBeVisible();
  await portal.page.keyboard.press('Escape');
  await expect(portal.page.getByRole('dialog', { name: '图片预览' })).toHaveCount(0);

  // Both reload: the history is the same records, in the same order, on both sides.
  const before = await ids(confirmed(aliceWindow));
  await portal.page.reload();
  await (await headerControl(portal.page, (scope) => scope.getByTestId('chat-button'))).click();
  await portal.chat.getByRole('list', { name: '消息' }).locator('[data-peer]', { hasText: bob.account }).click();
  await expect(confirmed(aliceWindow)).toHaveCount(3);
  await legacy.page.reload();
  const again = await legacyChat(browser, await accountToken(request, bob));
  await again.chat.getByRole('list', { name: '消息' }).locator('[data-peer]', { hasText: alice.account }).click();
  const bobAgain = again.chat.locator('[data-chat-window]');
  await expect(confirmed(bobAgain)).toHaveCount(3);
  expect(await ids(confirmed(aliceWindow))).toEqual(before);
  expect(await ids(confirmed(bobAgain))).toEqual(before);
});

test('a message written while the socket is down is delivered once after the reconnect', async ({ browser, request }) => {
  const [alice, bob] = await Promise.all([createAccount(request, 'chatC'), createAccount(request, 'chatD')]);
  const context = await newPortalContext(browser, { locale: 'zh-CN' });
  const page = await context.newPage();
  let allow = true;
  let current: WebSocketRoute | null = null;
  await page.routeWebSocket(/\/websocket\//, (socket) => {
    if (!allow) {
      void socket.close({ code: 4000, reason: 'test: server away' });
      return;
    }
    current = socket;
    socket.connectToServer();
  });
  await signIn(page, alice.account, '/basic/dashboard', alice.password);
  await (await headerControl(page, (scope) => scope.getByTestId('chat-button'))).click();
  const chat = page.locator('[data-chat-root]');
  const window = await openContact(chat, bob.account);
  await sendText(window, 'before the outage');
  await expect(confirmed(window)).toHaveCount(1);

  allow = false;
  await (current as WebSocketRoute | null)?.close({ code: 4000, reason: 'test: connection lost' });
  await expect(window.getByRole('status')).toHaveText(/连接已断开/);
  await sendText(window, 'written while offline');
  await expect(window.locator('li[data-pending="true"]')).toContainText('written while offline');
  allow = true;
  await expect(confirmed(window)).toHaveCount(2, { timeout: 20_000 });
  await expect(window.locator('li[data-pending="true"]')).toHaveCount(0);

  // Bob's history has it exactly once.
  const legacy = await legacyChat(browser, await accountToken(request, bob));
  await legacy.chat.getByRole('list', { name: '消息' }).locator('[data-peer]', { hasText: alice.account }).click();
  const bobWindow = legacy.chat.locator('[data-chat-window]');
  await expect(confirmed(bobWindow)).toHaveCount(2);
  await expect(confirmed(bobWindow).filter({ hasText: 'written while offline' })).toHaveCount(1);
});

test('right-click removes a conversation or clears its records (for me only, after confirming)', async ({ browser, request }) => {
  const [alice, bob] = await Promise.all([createAccount(request, 'chatE'), createAccount(request, 'chatF')]);
  const portal = await portalChat(browser, alice);
  const legacy = await legacyChat(browser, await accountToken(request, bob));
  const aliceWindow = await openContact(portal.chat, bob.account);
  await sendText(aliceWindow, 'one');
  await expect(confirmed(aliceWindow)).toHaveCount(1);
  await aliceWindow.getByRole('button', { name: '关闭' }).click();
  await portal.chat.getByRole('tab', { name: '消息' }).click();
  const conversation = portal.chat.getByRole('list', { name: '消息' }).locator('[data-peer]', { hasText: bob.account });
  await expect(conversation).toBeVisible();

  await conversation.click({ button: 'right' });
  await portal.chat.getByRole('menuitem', { name: '移除会话' }).click();
  await expect(conversation).toHaveCount(0);

  // A new message brings it back.
  const bobWindow = await openContact(legacy.chat, alice.account);
  await sendText(bobWindow, 'two');
  await expect(conversation).toBeVisible();

  await conversation.click({ button: 'right' });
  await portal.chat.getByRole('menuitem', { name: '清空聊天记录' }).click();
  const confirm = portal.chat.getByRole('alertdialog', { name: '是否清空当前聊天的所有记录?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: '确定' }).click();
  await conversation.click();
  const reopened = portal.chat.locator('[data-chat-window]');
  await expect(reopened.getByRole('list', { name: '消息列表' })).not.toHaveAttribute('aria-busy', 'true');
  await expect(confirmed(reopened)).toHaveCount(0);
  // Bob keeps his.
  await expect(confirmed(bobWindow)).toHaveCount(2);
});

test('video messages play in a dialog, and the history view searches by keyword', async ({ browser, request }) => {
  const [alice, bob] = await Promise.all([createAccount(request, 'chatG'), createAccount(request, 'chatH')]);
  const portal = await portalChat(browser, alice);
  const legacy = await legacyChat(browser, await accountToken(request, bob));
  const aliceWindow = await openContact(portal.chat, bob.account);
  await sendText(aliceWindow, 'apple pie');
  await sendText(aliceWindow, 'banana split');
  await expect(confirmed(aliceWindow)).toHaveCount(2);
  // The portal cannot record video; a JNPF app can: send its frame over the portal's own socket.
  const bobId = await portal.chat.getByRole('list', { name: '联系人' }).locator('[data-peer]', { hasText: bob.account }).getAttribute('data-peer');
  await portal.page.evaluate(`System.import('@atrium/shared').then((shared) => shared.sendSocketMessage({
    method: 'SendMessage', toUserId: ${JSON.stringify(bobId)}, messageType: 'video', messageContent: 'https://media.example/clip.mp4', clientMessageId: 'e2e-video-1',
  }))`);
  await expect(confirmed(aliceWindow)).toHaveCount(3);

  await legacy.chat.getByRole('list', { name: '消息' }).locator('[data-peer]', { hasText: alice.account }).click();
  const bobWindow = legacy.chat.locator('[data-chat-window]');
  await expect(confirmed(bobWindow)).toHaveCount(3);
  await confirmed(bobWindow).nth(2).getByRole('button', { name: /视频/ }).click();
  const player = legacy.chat.getByRole('dialog', { name: '视频' });
  await expect(player.locator('video')).toHaveAttribute('src', 'https://media.example/clip.mp4');
  await player.getByRole('button', { name: '关闭' }).click();
  await expect(player).toHaveCount(0);

  await bobWindow.getByRole('button', { name: '聊天记录' }).click();
  const history = bobWindow.getByRole('region', { name: '聊天记录' });
  await expect(history.locator('li[data-message-id]')).toHaveCount(3);
  const keyword = history.getByRole('searchbox', { name: '关键词' });
  await keyword.fill('BANANA');
  await keyword.press('Enter');
  await expect(history.locator('li[data-message-id]')).toHaveCount(1);
  await expect(history.locator('li[data-message-id]')).toContainText('banana split');
});

test('every open tab of the recipient gets the message live, and a read in one tab clears the badge in the others', async ({ browser, request }) => {
  const [alice, bob] = await Promise.all([createAccount(request, 'chatI'), createAccount(request, 'chatJ')]);
  const portal = await portalChat(browser, alice);
  const secondTab = await portal.page.context().newPage();
  await secondTab.goto('/basic/dashboard');
  const secondBadge = secondTab.getByTestId('chat-button');
  await expect(secondBadge).toHaveAttribute('aria-label', '聊天，未读 0 条');
  const legacy = await legacyChat(browser, await accountToken(request, bob));

  // Alice has Bob's conversation open in the first tab before he writes.
  const aliceWindow = await openContact(portal.chat, bob.account);
  const bobWindow = await openContact(legacy.chat, alice.account);
  await sendText(bobWindow, 'to every tab');
  await expect(confirmed(aliceWindow)).toHaveCount(1);
  await (await headerControl(secondTab, (scope) => scope.getByTestId('chat-button'))).click();
  const secondChat = secondTab.locator('[data-chat-root]');
  await expect(secondChat.getByRole('list', { name: '消息' }).locator('[data-peer]', { hasText: bob.account })).toContainText('to every tab');
  // The open window in the first tab read it: the second tab's badge follows (chatRead).
  await expect(secondBadge).toHaveAttribute('aria-label', '聊天，未读 0 条');
  await expect(portal.page.getByTestId('chat-button')).toHaveAttribute('aria-label', '聊天，未读 0 条');

  // With the window closed, a new message counts in both tabs.
  await aliceWindow.getByRole('button', { name: '关闭' }).click();
  await sendText(bobWindow, 'unread now');
  await expect(secondBadge).toHaveAttribute('aria-label', '聊天，未读 1 条');
  await expect(portal.page.getByTestId('chat-button')).toHaveAttribute('aria-label', '聊天，未读 1 条');
});
