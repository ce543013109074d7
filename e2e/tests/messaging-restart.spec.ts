// Issue 5 "done means", last clause: killing and restarting the server loses nothing. The test runs
// a server of its own (SIGKILL needs one nobody else uses), signs one user in in two tabs, kills
// the server, releases a notice while both tabs are reconnecting and another once they are back:
// both tabs reconnect once each and show exactly 2 unread (nothing missed, nothing doubled).
import { expect, type APIRequestContext, type Page, type WebSocket } from '@playwright/test';
import { startOwnServer } from './messaging-server';
import { bellCount } from './messaging-support';
import { apiToken, createAccount, signIn, test } from './support';
import { newPortalContext } from './toasts';

const OWN_PORT = 3225;

async function releaseNotice(request: APIRequestContext, token: string, title: string): Promise<string> {
  const created = (await (await request.post('/api/message', { headers: { Authorization: token }, data: { title, bodyText: `<p>${title}</p>` } })).json()) as {
    code: number;
    data: { id: string };
  };
  expect(created.code).toBe(200);
  const released = (await (await request.put(`/api/message/${created.data.id}/Actions/Release`, { headers: { Authorization: token } })).json()) as { code: number };
  expect(released.code).toBe(200);
  return created.data.id;
}

interface TabSockets {
  sockets: WebSocket[];
  frames: { socket: number; payload: string }[];
}

function watchSockets(page: Page): TabSockets {
  const watched: TabSockets = { sockets: [], frames: [] };
  page.on('websocket', (socket) => {
    const index = watched.sockets.push(socket) - 1;
    socket.on('framereceived', (frame) => watched.frames.push({ socket: index, payload: String(frame.payload) }));
  });
  return watched;
}

const framesOf = (tab: TabSockets, socket: number, method: string) =>
  tab.frames.filter((frame) => frame.socket === socket && frame.payload.includes(`"method":"${method}"`));

test('a server killed and restarted loses nothing: both tabs reconnect once and count exactly what was released', async ({ browser, playwright }) => {
  test.setTimeout(120_000);
  const server = await startOwnServer(OWN_PORT);
  const request = await playwright.request.newContext({ baseURL: server.baseURL });
  const context = await newPortalContext(browser, { baseURL: server.baseURL, locale: 'zh-CN' });
  try {
    const user = await createAccount(request, 'restart');
    const admin = await apiToken(request);

    // One user, two tabs of one browser (one session), each with its own socket.
    const tabs = [await context.newPage(), await context.newPage()];
    const watched = tabs.map(watchSockets);
    await signIn(tabs[0] as Page, user.account, '/basic/dashboard', user.password);
    await (tabs[1] as Page).goto('/basic/dashboard');
    for (const tab of watched) await expect.poll(() => framesOf(tab, 0, 'initMessage').length).toBe(1);
    for (const page of tabs) expect(await bellCount(page)).toBe(0);

    // Hold each tab's reconnect at its ticket request, so the first notice is surely released
    // while both are reconnecting (and reaches them only through the counts on reconnect).
    let openGate = (): void => undefined;
    const gate = new Promise<void>((resolve) => {
      openGate = resolve;
    });
    const waiting = [0, 0];
    for (const [index, page] of tabs.entries()) {
      await page.route(/\/api\/oauth\/SocketTicket(\?|$)/, async (route) => {
        waiting[index] = (waiting[index] ?? 0) + 1;
        await gate;
        await route.continue();
      });
    }

    await server.kill();
    for (const tab of watched) await expect.poll(() => tab.sockets[0]?.isClosed()).toBe(true);
    // Both tabs are trying again (first retry within 250 ms) while the server is away.
    await expect.poll(() => waiting.every((count) => count >= 1)).toBe(true);

    await server.start();
    const whileReconnecting = await releaseNotice(request, admin, `重启期间的公告-${Date.now().toString(36)}`);
    openGate();
    for (const tab of watched) {
      await expect.poll(() => tab.sockets.length).toBe(2);
      await expect.poll(() => framesOf(tab, 1, 'initMessage').length).toBeGreaterThanOrEqual(1);
    }
    for (const page of tabs) await expect.poll(() => bellCount(page)).toBe(1);

    // Right after the restart, a second notice arrives live in both tabs.
    const afterRestart = await releaseNotice(request, admin, `重启之后的公告-${Date.now().toString(36)}`);
    for (const page of tabs) {
      await expect.poll(() => bellCount(page)).toBe(2);
      await expect(page.getByRole('button', { name: /未读消息/ })).toHaveAttribute('data-blinking', '');
    }

    // Settled: a round trip on each tab's socket (the server answers a heartCheck in order, after
    // anything it sent that socket before), so a doubled push would have arrived by its answer.
    // Then: still exactly one socket per tab, still 2 — and the server agrees.
    for (const [index, page] of tabs.entries()) {
      const tab = watched[index] as TabSockets;
      const answered = framesOf(tab, 1, 'heartCheck').length;
      await page.evaluate(`System.import('@atrium/shared').then((shared) => shared.sendSocketMessage({ method: 'heartCheck' }))`);
      await expect.poll(() => framesOf(tab, 1, 'heartCheck').length).toBeGreaterThan(answered);
    }
    for (const [index, page] of tabs.entries()) {
      expect(await bellCount(page)).toBe(2);
      const tab = watched[index] as TabSockets;
      expect(framesOf(tab, 1, 'messagePush').filter((frame) => frame.payload.includes(afterRestart))).toHaveLength(1);
      expect(framesOf(tab, 1, 'messagePush').filter((frame) => frame.payload.includes(whileReconnecting))).toHaveLength(0);
      expect(tab.sockets).toHaveLength(2);
      expect(tab.sockets[1]?.isClosed()).toBe(false);
    }
    const token = await tabs[0]?.evaluate('JSON.parse(localStorage.getItem("jnpf_token"))');
    const inbox = (await (await request.get('/api/message?isRead=0', { headers: { Authorization: String(token) } })).json()) as {
      data: { list: { id: string }[] };
    };
    expect(inbox.data.list.map((row) => row.id).sort()).toEqual([whileReconnecting, afterRestart].sort());
  } finally {
    await context.close();
    await request.dispose();
    await server.dispose();
  }
});
