import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, closeTestApp, connectSocket, createUser, signIn } from '../testing';
import { testProviderRoutes } from './routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [testProviderRoutes];

describe('POST /api/test-providers/socket/push (ATRIUM_TEST_PROVIDERS=1 only)', () => {
  let app: FastifyInstance;
  let plain: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ routes, config: { testProviders: true } });
    plain = await buildTestApp({ routes });
  });
  afterAll(async () => {
    await closeTestApp(app);
    await closeTestApp(plain);
  });

  it("pushes refresh to every open portal of the account, and only to it", async () => {
    const user = await createUser(app);
    const other = await createUser(app);
    const token = await signIn(app, user.account, user.password);
    const tabs = [await connectSocket(app, token), await connectSocket(app, token)];
    const bystander = await connectSocket(app, await signIn(app, other.account, other.password));

    const pushed = await call<{ sockets: number }>(app, 'POST', '/api/test-providers/socket/push', { body: { account: user.account, method: 'refresh' } });
    expect(pushed).toMatchObject({ code: 200, data: { sockets: 2 } });
    for (const tab of tabs) expect(await tab.next('refresh')).toEqual({ method: 'refresh' });
    // The bystander hears nothing: a heartbeat answered after the push shows nothing came before it.
    bystander.socket.send(JSON.stringify({ method: 'heartCheck' }));
    await bystander.next('heartCheck');
    expect(bystander.frames.filter((frame) => frame.method === 'refresh')).toEqual([]);
    for (const tab of [...tabs, bystander]) tab.socket.close();
  });

  it('refuses an unknown account and other methods, and does not exist without the test providers', async () => {
    expect((await call(app, 'POST', '/api/test-providers/socket/push', { body: { account: 'nobody-here', method: 'refresh' } })).code).toBe(404);
    expect((await call(app, 'POST', '/api/test-providers/socket/push', { body: { account: 'admin', method: 'logout' } })).code).toBe(400);
    expect((await call(plain, 'POST', '/api/test-providers/socket/push', { body: { account: 'admin', method: 'refresh' } })).code).toBe(404);
  });
});
