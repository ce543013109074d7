import { expect, type WebSocket } from '@playwright/test';
import { apiToken, createAccount, signIn, test } from './support';
import { expectToast } from './toasts';

test('after sign-in the portal opens one socket with a ticket (never the token) and gets its unread counts', async ({ page }) => {
  const sockets: WebSocket[] = [];
  const received: string[] = [];
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('websocket', (socket) => {
    sockets.push(socket);
    socket.on('framereceived', (frame) => received.push(String(frame.payload)));
  });
  await signIn(page);
  await expect.poll(() => received.some((frame) => frame.includes('"initMessage"'))).toBe(true);
  // Under the narrow policy (no ws:/wss: wildcard), 'self' alone lets the socket through.
  const policy = (await page.request.get('/')).headers()['content-security-policy'] ?? '';
  expect(policy).toContain("connect-src 'self' data:;");
  expect(policy).not.toMatch(/\bwss?:/);
  expect(violations).toEqual([]);
  expect(sockets).toHaveLength(1);
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('jnpf_token') ?? 'null') as string);
  const raw = token.replace(/^bearer /, '');
  expect(sockets[0]?.url()).toMatch(/\/websocket\/[A-Za-z0-9_-]{43}$/);
  expect(sockets[0]?.url()).not.toContain(raw);

  // Navigating inside the portal keeps the same socket.
  await page.getByRole('tree').getByRole('button', { name: '系统数据' }).click();
  await page.getByRole('tree').getByRole('button', { name: '数据字典' }).click();
  await expect(page).toHaveURL(/dictionary$/);
  expect(sockets).toHaveLength(1);
  expect(sockets[0]?.isClosed()).toBe(false);
});

test('an administrator forcing a user offline closes their socket and sends them to sign-in at once', async ({ page, request }) => {
  // The hub knows the socket once it has answered OnConnection with initMessage.
  const initialised = page.waitForEvent('websocket').then(async (socket) => {
    await socket.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes('"initMessage"') });
    return socket;
  });
  const user = await createAccount(request, 'offline');
  await signIn(page, user.account, '/basic/dashboard', user.password);
  const socket = await initialised;
  // A mark on the window: still there at the end means the portal got to sign-in without a reload.
  await page.evaluate(() => Object.assign(window, { offlineMark: 'same page' }));

  const admin = await apiToken(request);
  const online = (await (await request.get('/api/system/OnlineUser', { headers: { Authorization: admin } })).json()) as {
    data: { list: { userId: string; userAccount: string }[] };
  };
  const target = online.data.list.find((row) => row.userAccount === user.account);
  expect(target).toBeTruthy();
  await request.delete(`/api/system/OnlineUser/${target?.userId}`, { headers: { Authorization: admin } });

  await expectToast(page, '您已被管理员强制下线');
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(() => socket.isClosed()).toBe(true);
  // Spec section 8: message, then the token is gone, and the sign-in page stays (no reload loop).
  expect(await page.evaluate(() => localStorage.getItem('jnpf_token'))).toBeNull();
  expect(await page.evaluate(() => (window as unknown as { offlineMark?: string }).offlineMark)).toBe('same page');
  await expect(page.getByRole('textbox', { name: /^(账号|Account)$/ })).toBeVisible();
});
