import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, closeTestApp, connectSocket, createUser, loginForm, signIn } from '../../testing';
import { deviceOf } from './device';
import { onlineUserRoutes } from './routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [onlineUserRoutes];

interface Online { userId: string; loginTime: number; loginIPAddress: string; loginPlatForm: string; sessionCount: number }

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

let app: FastifyInstance;
let admin: string;
beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
});
afterAll(async () => closeTestApp(app));

async function signInFrom(account: string, password: string, ip: string, userAgent: string): Promise<string> {
  const answer = await call<{ token: string }>(app, 'POST', '/api/oauth/Login', {
    body: loginForm(account, password), ip, headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': userAgent },
  });
  return answer.data.token;
}

const online = async () => (await call<{ list: Online[] }>(app, 'GET', '/api/system/OnlineUser', { token: admin })).data.list;

describe('/api/system/OnlineUser', () => {
  it('lists who is signed in, since when, from which address and device', async () => {
    const user = await createUser(app);
    await signInFrom(user.account, user.password, '198.51.100.7', CHROME_ON_WINDOWS);
    const row = (await online()).find((item) => item.userId === user.id);
    expect(row).toMatchObject({ loginIPAddress: '198.51.100.7', loginPlatForm: 'Windows-Chrome', sessionCount: 1 });
    expect(row?.loginTime).toBeGreaterThan(0);
  });

  it('forces many users offline at once: their sessions end (601) and their portals get logout with the spec\'s message', async () => {
    const first = await createUser(app);
    const second = await createUser(app);
    const bystander = await createUser(app);
    const tokens = [await signIn(app, first.account, first.password), await signIn(app, second.account, second.password)];
    const keep = await signIn(app, bystander.account, bystander.password);
    const socket = await connectSocket(app, tokens[0] ?? '');
    const answer = await call<{ sessions: number }>(app, 'DELETE', '/api/system/OnlineUser', { token: admin, body: { ids: [first.id, second.id] } });
    expect(answer).toMatchObject({ code: 200, data: { sessions: 2 } });
    await expect(socket.next('logout')).resolves.toMatchObject({ msg: '您已被管理员强制下线' });
    for (const token of tokens) expect(await call(app, 'GET', '/api/oauth/CurrentUser', { token })).toMatchObject({ code: 601, msg: '您已被管理员强制下线' });
    expect((await call(app, 'GET', '/api/oauth/CurrentUser', { token: keep })).code).toBe(200);
    expect((await online()).map((item) => item.userId)).not.toContain(first.id);
  });

  it('refuses forcing oneself offline, alone or in a bulk, ending nobody', async () => {
    const adminId = (app.db.prepare("SELECT id FROM users WHERE account = 'admin'").get() as { id: string }).id;
    const other = await createUser(app);
    const otherToken = await signIn(app, other.account, other.password);
    expect(await call(app, 'DELETE', `/api/system/OnlineUser/${adminId}`, { token: admin })).toMatchObject({ code: 400, msg: '不能强制自己下线' });
    expect((await call(app, 'DELETE', '/api/system/OnlineUser', { token: admin, body: { ids: [other.id, adminId] } })).code).toBe(400);
    expect((await call(app, 'GET', '/api/oauth/CurrentUser', { token: admin })).code).toBe(200);
    expect((await call(app, 'GET', '/api/oauth/CurrentUser', { token: otherToken })).code).toBe(200);
  });

  it('needs the page\'s delete button', async () => {
    const other = await createUser(app);
    const viewer = await signIn(app, 'viewer');
    expect((await call(app, 'DELETE', '/api/system/OnlineUser', { token: viewer, body: { ids: [other.id] } })).code).toBe(403);
  });
});

describe('deviceOf', () => {
  it.each([
    [CHROME_ON_WINDOWS, 'Windows-Chrome'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15', 'macOS-Safari'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0', 'Linux-Firefox'],
    ['Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0', 'Windows-Edge'],
    ['curl/8.0', 'Other'],
    ['', ''],
  ])('%s → %s', (userAgent, label) => expect(deviceOf(userAgent)).toBe(label));
});
