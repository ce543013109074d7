import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, closeTestApp, connectSocket, createUser, manualClock, openSocket, signIn, socketTicket } from '../testing';
import { redactSocketUrl } from './origin';
import { MAX_MESSAGE_BYTES } from './plugin';
import { LocalSocketQuota } from './socket-quota';
import { onlineUserRoutes } from '../routes/online-users/routes';

// A server per test, with the API route plugins these tests call (buildTestApp's routes; the socket hub is always there).
const routes = [onlineUserRoutes];

async function ticketFor(app: FastifyInstance, token: string): Promise<string> {
  const response = await call<{ ticket: string; expiresIn: number }>(app, 'POST', '/api/oauth/SocketTicket', { token });
  expect(response.code).toBe(200);
  expect(response.data.expiresIn).toBeLessThanOrEqual(30);
  return response.data.ticket;
}

const open = openSocket;

async function connect(app: FastifyInstance, token: string) {
  return open(app, await ticketFor(app, token));
}

describe('websocket hub', () => {
  let app: FastifyInstance;
  let clock: ReturnType<typeof manualClock>;
  let admin: string;

  beforeEach(async () => {
    clock = manualClock();
    app = await buildTestApp({ clock: clock.now, routes });
    admin = await signIn(app, 'admin');
  });
  afterEach(async () => closeTestApp(app));

  it('answers OnConnection with the unread counts and heartbeats with a heartbeat', async () => {
    const client = await connect(app, admin);
    client.socket.send(JSON.stringify({ method: 'OnConnection', token: 'ignored', mobileDevice: false }));
    const init = await client.next('initMessage');
    expect(init).toMatchObject({ unreadNoticeCount: 0, unreadTotalCount: 0 });
    client.socket.send(JSON.stringify({ method: 'heartCheck' }));
    await expect(client.next('heartCheck')).resolves.toEqual({ method: 'heartCheck' });
    client.socket.terminate();
  });

  it('takes a ticket only once and only for 30 seconds', async () => {
    const ticket = await ticketFor(app, admin);
    const first = await open(app, ticket);
    expect(app.hub.size).toBe(1);
    first.socket.terminate();
    const replay = await open(app, ticket);
    await expect(replay.next('logout')).resolves.toMatchObject({ msg: '登录过期，请重新登录' });
    expect((await replay.closed).code).toBe(4001);

    const late = await ticketFor(app, admin);
    clock.advance(31_000);
    const expired = await open(app, late);
    expect((await expired.closed).code).toBe(4001);
  });

  it('refuses the session token itself and any made-up path segment', async () => {
    const raw = admin.replace(/^bearer /, '');
    expect((await (await open(app, encodeURIComponent(raw))).closed).code).toBe(4001);
    expect((await (await open(app, 'made-up')).closed).code).toBe(4001);
  });

  it('refuses a foreign Origin (cross-site websocket hijacking)', async () => {
    const client = await open(app, await ticketFor(app, admin), { origin: 'https://evil.example' });
    expect((await client.closed).code).toBe(4003);
    expect(app.hub.size).toBe(0);
  });

  it.each([
    ['the portal’s host over another scheme', 'https://localhost'],
    ['the portal’s host on another port', 'http://localhost:8080'],
    ['an extension page of the same host name', 'chrome-extension://localhost'],
    ['a sandboxed frame or a file', 'null'],
  ])('refuses %s as Origin', async (_name, origin) => {
    const client = await open(app, await ticketFor(app, admin), { origin });
    expect((await client.closed).code).toBe(4003);
    expect(app.hub.size).toBe(0);
  });

  it('accepts the origins ops list, scheme included', async () => {
    const listed = await buildTestApp({ config: { socketOrigins: ['https://legacy.example.com'] }, routes });
    try {
      const token = await signIn(listed, 'admin');
      const allowed = await open(listed, await socketTicket(listed, token), { origin: 'https://legacy.example.com' });
      allowed.socket.send(JSON.stringify({ method: 'heartCheck' }));
      await expect(allowed.next('heartCheck')).resolves.toEqual({ method: 'heartCheck' });
      allowed.socket.terminate();
      const plain = await open(listed, await socketTicket(listed, token), { origin: 'http://legacy.example.com' });
      expect((await plain.closed).code).toBe(4003);
    } finally {
      await closeTestApp(listed);
    }
  });

  it('accepts the portal’s own origin, in any spelling of it', async () => {
    for (const origin of ['http://localhost', 'HTTP://LOCALHOST:80']) {
      const client = await open(app, await ticketFor(app, admin), { origin });
      client.socket.send(JSON.stringify({ method: 'heartCheck' }));
      await expect(client.next('heartCheck')).resolves.toEqual({ method: 'heartCheck' });
      client.socket.terminate();
    }
  });

  it('closes every socket of a session at sign-out, telling it why', async () => {
    const first = await connect(app, admin);
    const second = await connect(app, admin);
    expect(app.hub.size).toBe(2);
    await call(app, 'GET', '/api/oauth/Logout', { token: admin });
    await expect(first.next('logout')).resolves.toMatchObject({ method: 'logout' });
    expect((await first.closed).code).toBe(4001);
    expect((await second.closed).code).toBe(4001);
    expect(app.hub.size).toBe(0);
  });

  it('closes a user’s sockets when an administrator forces them offline, and nobody else’s', async () => {
    const user = await createUser(app, { account: 'socketuser' });
    const userToken = await signIn(app, 'socketuser', user.password);
    const victim = await connect(app, userToken);
    const bystander = await connect(app, admin);
    await call(app, 'DELETE', `/api/system/OnlineUser/${user.id}`, { token: admin });
    await expect(victim.next('logout')).resolves.toMatchObject({ msg: '您已被管理员强制下线' });
    expect((await victim.closed).code).toBe(4001);
    expect(app.hub.isOnline(user.id)).toBe(false);
    expect(app.hub.size).toBe(1);
    bystander.socket.terminate();
  });

  it('pushes to every tab of the same user', async () => {
    const tabs = [await connect(app, admin), await connect(app, admin)];
    const adminId = app.hub.connections()[0]?.userId ?? '';
    expect(app.hub.pushToUser(adminId, { method: 'refresh' })).toBe(2);
    for (const tab of tabs) await expect(tab.next('refresh')).resolves.toEqual({ method: 'refresh' });
    tabs.forEach((tab) => tab.socket.terminate());
  });

  it('answers nonsense with an error, and closes a socket sending more than 64 KiB', async () => {
    const client = await connect(app, admin);
    client.socket.send('not json');
    await expect(client.next('error')).resolves.toMatchObject({ msg: '无法识别的消息' });
    client.socket.send('x'.repeat(MAX_MESSAGE_BYTES + 1));
    expect((await client.closed).code).toBe(1009);
  });

  it('rate-limits a flooding user and finally disconnects them', async () => {
    const client = await connect(app, admin);
    for (let index = 0; index < 120; index += 1) client.socket.send(JSON.stringify({ method: 'heartCheck' }));
    await expect(client.next('error')).resolves.toMatchObject({ msg: '消息发送过于频繁，请稍后再试' });
    expect((await client.closed).code).toBe(4008);
  });
});

describe('redactSocketUrl', () => {
  it('hides the ticket of the websocket path and leaves other URLs alone', () => {
    expect(redactSocketUrl('/websocket/abc.def?x=1')).toBe('/websocket/[redacted]?x=1');
    expect(redactSocketUrl('/api/oauth/Login')).toBe('/api/oauth/Login');
  });
});

describe('sockets per account', () => {
  let app: FastifyInstance;
  let admin: string;

  beforeEach(async () => {
    app = await buildTestApp({ config: { socketMaxPerUser: 3 }, routes });
    admin = await signIn(app, 'admin');
  });
  afterEach(async () => closeTestApp(app));

  it('closes the oldest socket when an account opens one more than the cap, telling it why', async () => {
    const viewer = await connectSocket(app, await signIn(app, 'viewer'));
    const tabs = [await connectSocket(app, admin), await connectSocket(app, admin), await connectSocket(app, admin)];
    expect(app.hub.size).toBe(4);

    const fourth = await connectSocket(app, admin);
    await expect(tabs[0]!.next('closeSocket')).resolves.toEqual({
      method: 'closeSocket',
      msg: '该账号同时打开的页面过多（最多3个），此页面的实时连接已关闭，刷新页面可重新连接',
    });
    expect((await tabs[0]!.closed).code).toBe(4009);
    expect(app.hub.size).toBe(4);

    // The others, the newest and another account's socket all keep working.
    for (const tab of [tabs[1]!, tabs[2]!, fourth, viewer]) {
      tab.socket.send(JSON.stringify({ method: 'heartCheck' }));
      await expect(tab.next('heartCheck')).resolves.toEqual({ method: 'heartCheck' });
    }

    // The next one evicts the next oldest: the order follows opening, not the first one only.
    await connectSocket(app, admin);
    expect((await tabs[1]!.closed).code).toBe(4009);
    expect(tabs[2]!.frames.some((frame) => frame.method === 'closeSocket')).toBe(false);
  });

  it('counts a closed socket out, so closing a tab makes room for a new one', async () => {
    const tabs = [await connectSocket(app, admin), await connectSocket(app, admin), await connectSocket(app, admin)];
    // The server's end of the second tab: its close handlers (the plugin's first) have run once it emits close.
    const serverEnd = app.hub.connections()[1]!.socket;
    const serverClosed = new Promise<void>((resolve) => serverEnd.once('close', () => resolve()));
    // A tab that goes away drops its connection; terminate() does that to the in-process stream at
    // once (a polite close() would leave the server's end waiting out ws's 30 s close timer here).
    tabs[1]!.socket.terminate();
    await serverClosed;
    expect(app.hub.size).toBe(2);
    await connectSocket(app, admin);
    expect(app.hub.size).toBe(3);
    expect(tabs[0]!.frames.some((frame) => frame.method === 'closeSocket')).toBe(false);
  });

  it('speaks the evicted socket’s language', async () => {
    const english = await open(app, await socketTicket(app, admin), { origin: 'http://localhost', 'accept-language': 'en' });
    for (let index = 0; index < 3; index += 1) await connectSocket(app, admin);
    await expect(english.next('closeSocket')).resolves.toMatchObject({ msg: expect.stringContaining('too many pages open (at most 3)') });
  });
});

describe('LocalSocketQuota', () => {
  it('admits up to the cap and then names the oldest to close, in opening order', () => {
    const quota = new LocalSocketQuota(2);
    expect(quota.admit('u', 'a')).toEqual([]);
    expect(quota.admit('u', 'b')).toEqual([]);
    expect(quota.admit('other', 'x')).toEqual([]);
    expect(quota.admit('u', 'c')).toEqual(['a']);
    quota.release('u', 'b');
    expect(quota.admit('u', 'd')).toEqual([]);
    expect(quota.admit('u', 'e')).toEqual(['c']);
  });

  it('ignores releasing what it does not hold', () => {
    const quota = new LocalSocketQuota(1);
    quota.release('u', 'nothing');
    expect(quota.admit('u', 'a')).toEqual([]);
    quota.release('u', 'a');
    quota.release('u', 'a');
    expect(quota.admit('u', 'b')).toEqual([]);
  });

  it('refuses a cap that is not a positive whole number', () => {
    expect(() => new LocalSocketQuota(0)).toThrow('positive integer');
    expect(() => new LocalSocketQuota(1.5)).toThrow('positive integer');
  });
});
