import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, closeTestApp, createUser, manualClock, openSocket, signIn } from '../testing';
import { redactSocketUrl } from './origin';
import { MAX_MESSAGE_BYTES } from './plugin';

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
    app = await buildTestApp({ clock: clock.now });
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
