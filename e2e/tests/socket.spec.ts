import { expect, test, type WebSocket } from '@playwright/test';
import { apiToken, createAccount, signIn } from './support';

test('after sign-in the portal opens one socket with a ticket (never the token) and gets its unread counts', async ({ page }) => {
  const sockets: WebSocket[] = [];
  const received: string[] = [];
  page.on('websocket', (socket) => {
    sockets.push(socket);
    socket.on('framereceived', (frame) => received.push(String(frame.payload)));
  });
  await signIn(page);
  await expect.poll(() => received.some((frame) => frame.includes('"initMessage"'))).toBe(true);
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

  const admin = await apiToken(request);
  const online = (await (await request.get('/api/system/OnlineUser', { headers: { Authorization: admin } })).json()) as {
    data: { list: { userId: string; userAccount: string }[] };
  };
  const target = online.data.list.find((row) => row.userAccount === user.account);
  expect(target).toBeTruthy();
  await request.delete(`/api/system/OnlineUser/${target?.userId}`, { headers: { Authorization: admin } });

  await expect(page.locator('sl-alert', { hasText: '您已被管理员强制下线' })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(() => socket.isClosed()).toBe(true);
});
