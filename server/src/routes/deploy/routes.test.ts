import { readFileSync, writeFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, closeTestApp, connectSocket, createUser, signIn, type TestSocket } from '../../testing';
import { writeFakeBuild, type FakeDist } from '../../testing/deploy';
import { deployRoutes } from './routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [deployRoutes];

let app: FastifyInstance;
let admin: string;
let dist: FakeDist;
let imports: Record<string, string>;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
  ({ dist, imports } = writeFakeBuild(app.config.distDir, app.config.importMapFile));
  // The watcher would take the new file within ~100 ms; the test does not wait for it.
  await app.deploy.syncFromFile();
});

afterAll(async () => {
  for (const socket of sockets) socket.socket.terminate();
  await closeTestApp(app);
});

interface Refusal {
  check: string;
}

const mapOnDisk = (): Record<string, string> => (JSON.parse(readFileSync(app.config.importMapFile, 'utf8')) as { imports: Record<string, string> }).imports;
const liveVersion = async (): Promise<number> => Number((await app.inject({ method: 'GET', url: '/import-map.json' })).headers['x-import-map-version']);
const deploy = (body: object, headers: Record<string, string> = {}) => call<{ version: number } & Refusal>(app, 'POST', '/api/system/Deploy', { token: admin, body, headers });

async function until(condition: () => Promise<boolean>, what: string, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

it('answers non-administrators 403 on every deploy route, and changes nothing', async () => {
  const user = await createUser(app, { roles: ['admin'] });
  const token = await signIn(app, user.account, user.password);
  const before = await liveVersion();
  for (const [method, url, body] of [
    ['GET', '/api/system/Deploy/Modules'],
    ['GET', '/api/system/Deploy/History'],
    ['GET', '/api/system/Deploy/Status'],
    ['POST', '/api/system/Deploy', { module: '@atrium/mf-message', url: dist.buildMf('mf-message').url }],
    ['POST', '/api/system/Deploy/Rollback', { version: 1 }],
  ] as const) {
    const response = await call(app, method, url, { token, ...(body ? { body } : {}) });
    expect({ url, code: response.code }).toEqual({ url, code: 403 });
  }
  expect(await liveVersion()).toBe(before);
});

it('lists the modules of the live map with their kind, size, integrity, time and author', async () => {
  const response = await call<{ version: number; list: Array<{ module: string; kind: string; size: number | null; integrity: string | null; author: string; deployedAt: number }> }>(
    app, 'GET', '/api/system/Deploy/Modules', { token: admin });
  expect(response.code).toBe(200);
  const byName = new Map(response.data.list.map((row) => [row.module, row]));
  expect([...byName.keys()].sort()).toEqual(Object.keys(imports).sort());
  expect(byName.get('@atrium/mf-message')).toMatchObject({ kind: 'mf', author: 'file', size: expect.any(Number), integrity: expect.stringMatching(/^sha384-/) });
  expect(byName.get('react')?.kind).toBe('shared');
  expect(byName.get('@atrium/shell')?.kind).toBe('root');
  expect(byName.get('@atrium/mf-message')?.deployedAt).toBeGreaterThan(0);
});

it('deploys through the API: new version, file, live map with ETag, a push to every open portal, the history and the status', async () => {
  const user = await createUser(app, {});
  sockets.push(await connectSocket(app, admin), await connectSocket(app, await signIn(app, user.account, user.password)));
  const version = await liveVersion();
  const build = dist.buildMf('mf-message', { marker: 'api deploy' });
  const response = await deploy({ module: '@atrium/mf-message', url: build.url }, { 'if-match': `"${version}"` });
  expect(response).toMatchObject({ status: 200, code: 200, data: { version: version + 1 } });
  expect(mapOnDisk()['@atrium/mf-message']).toBe(build.url);

  const served = await app.inject({ method: 'GET', url: '/import-map.json' });
  expect(served.headers.etag).toBe(`"${version + 1}"`);
  expect(JSON.parse(served.body).imports['@atrium/mf-message']).toBe(build.url);

  for (const socket of sockets) {
    expect(await socket.next('importMapChanged')).toEqual({ method: 'importMapChanged', version: version + 1, changed: ['@atrium/mf-message'], shared: false });
  }

  const history = await call<{ list: Array<{ version: number; author: string; source: string; changes: unknown[] }>; pagination: { total: number } }>(
    app, 'GET', '/api/system/Deploy/History?module=%40atrium%2Fmf-message&currentPage=1&pageSize=20', { token: admin });
  expect(history.data.list[0]).toEqual({
    version: version + 1, createdAt: expect.any(Number), author: 'admin', source: 'api', note: null,
    changes: [{ module: '@atrium/mf-message', from: imports['@atrium/mf-message'], to: build.url }],
  });
  const status = await call<{ version: number; last: unknown }>(app, 'GET', '/api/system/Deploy/Status', { token: admin });
  expect(status.data).toEqual({
    version: version + 1,
    last: { at: expect.any(Number), author: 'admin', source: 'api', module: '@atrium/mf-message', url: build.url, outcome: 'applied', check: null, message: expect.stringContaining(`version ${version + 1}`) },
  });
});

it('refuses a failed check with HTTP 400, its name in data.check and in the message, and a stale If-Match with 409', async () => {
  const before = { version: await liveVersion(), file: readFileSync(app.config.importMapFile, 'utf8') };
  const html = dist.write('/assets/mf-message/atrium-mf-message.0badbad0.js', '<!doctype html><p>portal</p>');
  const refused = await deploy({ module: '@atrium/mf-message', url: html }, { 'accept-language': 'en' });
  expect(refused).toMatchObject({ status: 400, code: 400, data: { check: 'javascript' } });
  expect(refused.msg).toMatch(/^Deploy refused, nothing changed\. Failed check: javascript/);

  expect(await deploy({ module: '@atrium/nope', url: dist.buildMf('mf-message').url })).toMatchObject({ status: 400, data: { check: 'module' } });
  expect(await deploy({ module: '@atrium/mf-message', url: 'https://elsewhere.example.com/x.js' })).toMatchObject({ status: 400, data: { check: 'allowList' } });

  const stale = await deploy({ module: '@atrium/mf-message', url: dist.buildMf('mf-message').url }, { 'if-match': '"1"' });
  expect(stale).toMatchObject({ status: 409, code: 400, data: { check: 'conflict' } });
  expect(stale.msg).toMatch(/冲突/);

  const nonsense = await deploy({ module: '@atrium/mf-message', url: dist.buildMf('mf-message').url }, { 'if-match': 'yesterday' });
  expect(nonsense.code).toBe(400);

  expect({ version: await liveVersion(), file: readFileSync(app.config.importMapFile, 'utf8') }).toEqual(before);
  const status = await call<{ last: { outcome: string; check: string } }>(app, 'GET', '/api/system/Deploy/Status', { token: admin });
  expect(status.data.last).toMatchObject({ outcome: 'refused', check: 'conflict' });
});

it('rolls back as a new version, and refuses a version that does not exist', async () => {
  const current = await liveVersion();
  const missing = await call(app, 'POST', '/api/system/Deploy/Rollback', { token: admin, body: { version: 999 } });
  expect(missing).toMatchObject({ status: 400, code: 400, data: { check: 'version' } });
  expect(await liveVersion()).toBe(current);

  const rolled = await call<{ version: number }>(app, 'POST', '/api/system/Deploy/Rollback', { token: admin, body: { version: 1 }, headers: { 'if-match': String(current) } });
  expect(rolled).toMatchObject({ code: 200, data: { version: current + 1 } });
  expect(mapOnDisk()).toEqual(imports);
  const history = await call<{ list: Array<{ version: number; source: string; note: string }> }>(app, 'GET', '/api/system/Deploy/History', { token: admin });
  expect(history.data.list[0]).toMatchObject({ version: current + 1, source: 'rollback', note: 'rollback to version 1' });
});

it('two concurrent API deploys: one wins, the other is a conflict', async () => {
  const version = await liveVersion();
  const a = dist.buildMf('mf-message', { marker: 'race a' });
  const b = dist.buildMf('mf-system', { marker: 'race b' });
  const results = await Promise.all([
    deploy({ module: '@atrium/mf-message', url: a.url }, { 'if-match': String(version) }),
    deploy({ module: '@atrium/mf-system', url: b.url }, { 'if-match': String(version) }),
  ]);
  expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
  expect(await liveVersion()).toBe(version + 1);
});

describe('the watcher', () => {
  it('applies a valid hand edit of import-map.json, pushes it, and refuses a bad one while still serving the last good map', async () => {
    const socket = await connectSocket(app, admin);
    sockets.push(socket);
    const version = await liveVersion();
    const build = dist.buildMf('mf-system', { marker: 'hand edit' });
    writeFileSync(app.config.importMapFile, JSON.stringify({ imports: { ...mapOnDisk(), '@atrium/mf-system': build.url } }, null, 2));
    await until(async () => (await liveVersion()) === version + 1, 'the watcher to apply the hand edit');
    expect(await socket.next('importMapChanged')).toMatchObject({ version: version + 1, changed: ['@atrium/mf-system'] });
    const history = await call<{ list: Array<{ source: string; author: string }> }>(app, 'GET', '/api/system/Deploy/History', { token: admin });
    expect(history.data.list[0]).toMatchObject({ source: 'file', author: 'file' });

    const good = (await app.inject({ method: 'GET', url: '/import-map.json' })).body;
    writeFileSync(app.config.importMapFile, '{ "imports": { "react": "/assets/shared/re');
    await until(async () => {
      const status = await call<{ last: { check: string | null } }>(app, 'GET', '/api/system/Deploy/Status', { token: admin });
      return status.data.last.check === 'json';
    }, 'the watcher to refuse the broken edit');
    const served = await app.inject({ method: 'GET', url: '/import-map.json' });
    expect(served.body).toBe(good);
    expect(served.headers.etag).toBe(`"${version + 1}"`);
  });
});
