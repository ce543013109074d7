import { expect, type Page } from '@playwright/test';
import { accountToken } from './chat-support';
import { createAccount, test } from './support';

const LEGACY_PAGE = '/examples/legacy-page/';

/** What the host page looks like: its head and body children, style tags, and its own computed styles. */
function hostSnapshot(page: Page) {
  // A string: tsx's __name helper does not exist in the page.
  return page.evaluate(`(() => {
    const describe = (node) => node.nodeName + (node.getAttribute && node.getAttribute('src') ? ' ' + node.getAttribute('src') : '') + (node.getAttribute && node.getAttribute('href') ? ' ' + node.getAttribute('href') : '');
    const body = getComputedStyle(document.body);
    const button = getComputedStyle(document.getElementById('chat-mount'));
    return {
      head: Array.from(document.head.children).map(describe),
      body: Array.from(document.body.children).map(describe),
      styleTags: document.querySelectorAll('style').length,
      container: document.getElementById('chat-container').childNodes.length,
      bodyFont: body.fontFamily,
      bodyBackground: body.backgroundColor,
      buttonBackground: button.backgroundColor,
    };
  })()`) as Promise<{ head: string[]; body: string[]; styleTags: number; container: number; bodyFont: string; bodyBackground: string; buttonBackground: string }>;
}

test('the chat parcel mounts, unmounts and remounts on a legacy page without leaving anything behind', async ({ page, request }) => {
  const user = await createAccount(request, 'legacy');
  const token = await accountToken(request, user);
  const sockets: { closed: () => boolean }[] = [];
  page.on('websocket', (socket) => sockets.push({ closed: () => socket.isClosed() }));
  const reactRequests: string[] = [];
  page.on('request', (req) => {
    if (/\/assets\/shared\/react\./.test(new URL(req.url()).pathname)) reactRequests.push(req.url());
  });

  await page.goto(LEGACY_PAGE);
  const before = await hostSnapshot(page);
  expect(before.container).toBe(0);

  await page.locator('#chat-token').fill(token);
  await page.getByRole('button', { name: 'Mount chat', exact: true }).click();
  await expect(page.locator('#chat-status')).toHaveText('Chat mounted');
  const chat = page.locator('#chat-container');
  await expect(chat.getByRole('tab', { name: '联系人' })).toBeVisible();
  await expect.poll(() => sockets.filter((socket) => !socket.closed()).length).toBe(1);

  // The chat's styles live in its shadow root: none in the host's document, and the host's broad rules do not reach in.
  const mounted = await hostSnapshot(page);
  expect(mounted.styleTags).toBe(before.styleTags);
  expect(mounted.bodyFont).toBe(before.bodyFont);
  expect(mounted.buttonBackground).toBe(before.buttonBackground);
  const tabBackground = await chat.getByRole('tab', { name: '联系人' }).evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(tabBackground).not.toBe(before.buttonBackground);
  const shadowStyles = await page.evaluate(`document.querySelector('[data-atrium-chat]').shadowRoot.querySelectorAll('style').length`);
  expect(shadowStyles).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Unmount chat' }).click();
  await expect(page.locator('#chat-status')).toHaveText('Chat unmounted');
  const after = await hostSnapshot(page);
  expect(after.container).toBe(0);
  expect(after.styleTags).toBe(before.styleTags);
  expect(after.body).toEqual(before.body);
  // Only the loader's own script (SystemJS) is added to the head; module scripts are removed once run.
  expect(after.head.filter((node) => !before.head.includes(node))).toEqual([expect.stringMatching(/^SCRIPT (https?:\/\/[^/]+)?\/assets\/vendor\/system-[\d.]+\.min\.js$/)]);
  expect({ ...after, head: [] }).toEqual({ ...before, head: [] });
  await expect.poll(() => sockets.filter((socket) => !socket.closed()).length).toBe(0);

  // Remount: works again, one socket again, React still loaded once.
  await page.getByRole('button', { name: 'Mount chat', exact: true }).click();
  await expect(page.locator('#chat-status')).toHaveText('Chat mounted');
  await expect(chat.getByRole('tab', { name: '消息' })).toBeVisible();
  await expect.poll(() => sockets.filter((socket) => !socket.closed()).length).toBe(1);
  expect(reactRequests).toHaveLength(1);
  await page.getByRole('button', { name: 'Unmount chat' }).click();
  await expect(page.locator('#chat-status')).toHaveText('Chat unmounted');
  await expect.poll(() => sockets.filter((socket) => !socket.closed()).length).toBe(0);
  expect((await hostSnapshot(page)).container).toBe(0);
});
