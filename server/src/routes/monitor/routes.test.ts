import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, closeTestApp, connectSocket, createUser, signIn } from '../../testing';
import { monitorRoutes } from './routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [monitorRoutes];

interface MonitorAnswer {
  system: { os: string };
  cpu: { used: string; core: string };
  mem: { total: string; usageRate: string };
  disk: { total: string };
  time: string;
  sample: { process: { version: string; rss: number }; database: { size: number }; sockets: number; requestsPerSecond: number };
}

let app: FastifyInstance;
let admin: string;
let viewer: string;
beforeAll(async () => {
  // Samples every 100 ms instead of 2 s: the socket tests wait for a live sample or the next push.
  app = await buildTestApp({ routes, monitorIntervalMs: 100 });
  admin = await signIn(app, 'admin');
  viewer = await signIn(app, 'viewer');
});
afterAll(async () => closeTestApp(app));

describe('/api/system/Monitor', () => {
  it('answers an administrator with the JNPF shape and this server’s figures, and refuses anyone else', async () => {
    const answer = await call<MonitorAnswer>(app, 'GET', '/api/system/Monitor', { token: admin });
    expect(answer.code).toBe(200);
    expect(answer.data.cpu.used).toMatch(/^\d+(\.\d)?%$/);
    expect(Number(answer.data.cpu.core)).toBeGreaterThan(0);
    expect(answer.data.mem.total).toMatch(/GB$/);
    expect(answer.data.time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(answer.data.sample.process.version).toBe(process.version);
    expect(answer.data.sample.database.size).toBeGreaterThan(0);
    // A poll holds a short lease: the sampler runs while the page polls, then stops by itself.
    expect(app.monitor.running).toBe(true);
    app.monitor.stop();

    const refused = await call(app, 'GET', '/api/system/Monitor', { token: viewer });
    expect(refused.code).toBe(403);
    expect(refused.data ?? null).toBeNull();
    expect((await call(app, 'GET', '/api/system/Monitor')).code).not.toBe(200);
  });

  it('an administrator’s socket subscribes, receives samples, and the sampler stops when it unsubscribes or closes', async () => {
    const client = await connectSocket(app, admin);
    client.socket.send(JSON.stringify({ method: 'MonitorSubscribe' }));
    const history = await client.next('monitorHistory');
    expect((history.samples as unknown[]).length).toBeGreaterThanOrEqual(1);
    expect(app.monitor.running).toBe(true);
    expect(app.monitor.subscriberCount).toBe(1);
    const live = await client.next('monitorSample');
    expect((live.sample as MonitorAnswer['sample']).sockets).toBeGreaterThanOrEqual(1);

    client.socket.send(JSON.stringify({ method: 'MonitorUnsubscribe' }));
    await waitFor(() => !app.monitor.running);

    client.socket.send(JSON.stringify({ method: 'MonitorSubscribe' }));
    await client.next('monitorHistory');
    expect(app.monitor.running).toBe(true);
    client.socket.close();
    await client.closed;
    await waitFor(() => !app.monitor.running);
    expect(app.monitor.subscriberCount).toBe(0);
  }, 15_000);

  it('an administrator who loses the role stops receiving at the next push', async () => {
    const boss = await createUser(app, { isAdministrator: true });
    const client = await connectSocket(app, await signIn(app, boss.account, boss.password));
    client.socket.send(JSON.stringify({ method: 'MonitorSubscribe' }));
    await client.next('monitorHistory');
    await client.next('monitorSample');
    app.db.prepare('UPDATE users SET is_administrator = 0 WHERE account = ?').run(boss.account);
    const error = await client.next('error');
    expect(error.msg).toContain('仅超级管理员');
    expect(app.monitor.running).toBe(false);
    client.socket.close();
    await client.closed;
  }, 15_000);

  it('a viewer’s socket is told it may not subscribe and the sampler does not start', async () => {
    const client = await connectSocket(app, viewer);
    client.socket.send(JSON.stringify({ method: 'MonitorSubscribe' }));
    const error = await client.next('error');
    expect(error.msg).toContain('仅超级管理员');
    expect(app.monitor.running).toBe(false);
    expect(client.frames.some((frame) => frame.method === 'monitorHistory')).toBe(false);
    client.socket.close();
    await client.closed;
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(condition()).toBe(true);
}
