import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../db/connection';
import { migrate } from '../db/migrate';
import { fakeBundle, MF_DEPS, sri384, writeFakeBuild, type FakeDist } from '../testing/deploy';
import { isDeployRefused, type CheckName } from './checks';
import { lastAttempt, latestRevision, listRevisions } from './repository';
import { DeployService, type MapChanged } from './service';

let dir: string;
let db: Db;
let dist: FakeDist;
let imports: Record<string, string>;
let mapFile: string;
let service: DeployService;
let changes: MapChanged[];
let cdn: Server;
let cdnBase: string;
/** What the fake CDN answers, by path. */
const cdnFiles = new Map<string, { status?: number; type?: string; body: string }>();

beforeAll(async () => {
  cdn = createServer((request, response) => {
    const file = cdnFiles.get(request.url ?? '');
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      return;
    }
    response.writeHead(file.status ?? 200, { 'content-type': file.type ?? 'application/javascript' }).end(file.body);
  });
  await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
  cdnBase = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => cdn.close(resolve));
});

function newService(database: Db = db): DeployService {
  return new DeployService({
    db: database,
    distDir: path.join(dir, 'dist'),
    importMapFile: mapFile,
    allowedOrigins: [`${cdnBase}/atrium/`],
    clock: Date.now,
    onChange: (change) => changes.push(change),
  });
}

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'atrium-deploy-'));
  db = openDatabase(path.join(dir, 'atrium.db'), 'NORMAL');
  migrate(db);
  mapFile = path.join(dir, 'import-map.json');
  ({ dist, imports } = writeFakeBuild(path.join(dir, 'dist'), mapFile));
  changes = [];
  cdnFiles.clear();
  service = newService();
  expect(await service.syncFromFile()).toEqual({ kind: 'applied', version: 1 });
});

afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const fileImports = (): Record<string, string> => (JSON.parse(readFileSync(mapFile, 'utf8')) as { imports: Record<string, string> }).imports;

/** The deploy is refused by exactly this check, and nothing changed: revision, file, live map, pushes. */
async function expectRefused(attempt: Promise<unknown>, check: CheckName, message?: RegExp): Promise<void> {
  const before = { version: latestRevision(db)?.version, file: readFileSync(mapFile, 'utf8'), live: service.current(), pushes: changes.length };
  const error: unknown = await attempt.then(() => null, (caught: unknown) => caught);
  expect(isDeployRefused(error) ? { check: error.check } : error).toEqual({ check });
  if (message && isDeployRefused(error)) expect(error.message).toMatch(message);
  expect({ version: latestRevision(db)?.version, file: readFileSync(mapFile, 'utf8'), live: service.current(), pushes: changes.length }).toEqual(before);
  expect(lastAttempt(db)).toMatchObject({ outcome: 'refused', check });
}

const deploy = (module: string, url: string, extra: { integrity?: string; ifMatch?: number } = {}) =>
  service.deploy({ module, url, author: 'admin', source: 'api', ...extra });

describe('first start', () => {
  it('takes the map found on an empty history as version 1 (source build), unchanged on disk', () => {
    const first = latestRevision(db);
    expect(first).toMatchObject({ version: 1, source: 'build', author: 'file' });
    expect(first?.changes).toHaveLength(Object.keys(imports).length);
    expect(service.current()?.map.imports).toEqual(imports);
    expect(fileImports()).toEqual(imports);
  });
});

describe('a valid deploy', () => {
  it('becomes the next version: database, file and live map, one push naming the module, an applied attempt', async () => {
    const build = dist.buildMf('mf-message', { exports: ['pages', 'widgets'] });
    expect(await deploy('@atrium/mf-message', build.url, { ifMatch: 1 })).toEqual({ version: 2 });
    expect(fileImports()['@atrium/mf-message']).toBe(build.url);
    expect(service.current()).toMatchObject({ version: 2 });
    expect(service.current()?.map.imports['@atrium/mf-message']).toBe(build.url);
    expect(changes).toEqual([{ version: 2, changed: ['@atrium/mf-message'], shared: false }]);
    expect(latestRevision(db)).toMatchObject({ version: 2, source: 'api', author: 'admin', changes: [{ module: '@atrium/mf-message', from: imports['@atrium/mf-message'], to: build.url }] });
    expect(lastAttempt(db)).toMatchObject({ outcome: 'applied', check: null, module: '@atrium/mf-message', fromUrl: imports['@atrium/mf-message'], url: build.url, version: 2 });
    // Nothing else of the map moved.
    expect({ ...fileImports(), '@atrium/mf-message': null }).toEqual({ ...imports, '@atrium/mf-message': null });
  });

  it('accepts an application that exports bootstrap, mount and unmount', async () => {
    const build = dist.buildMf('mf-system', { exports: ['bootstrap', 'mount', 'unmount'] });
    expect(await deploy('@atrium/mf-system', build.url)).toEqual({ version: 2 });
  });

  it('accepts a bundle from an allowed origin, served as JavaScript', async () => {
    const text = fakeBundle({ deps: MF_DEPS, marker: 'cdn' });
    cdnFiles.set('/atrium/mf-message/atrium-mf-message.cdn.js', { body: text, type: 'text/javascript; charset=utf-8' });
    const url = `${cdnBase}/atrium/mf-message/atrium-mf-message.cdn.js`;
    expect(await deploy('@atrium/mf-message', url, { integrity: sri384(text) })).toEqual({ version: 2 });
    // No manifest beside it: the shared versions were not checked, and the attempt says so.
    expect(lastAttempt(db)?.message).toMatch(/shared versions not checked/);
  });

  it('notes a bundle without a build manifest: shared versions are not checked', async () => {
    const build = dist.buildMf('mf-message', { manifest: false });
    expect(await deploy('@atrium/mf-message', build.url)).toEqual({ version: 2 });
    expect(lastAttempt(db)?.message).toMatch(/no build manifest beside it: shared versions not checked/);
  });
});

describe('every check refuses with its name and changes nothing', () => {
  it('module: a name the map does not have', async () => {
    const build = dist.buildMf('mf-message');
    await expectRefused(deploy('@atrium/mf-nothing', build.url), 'module', /not a module of the import map/);
  });

  it('module: a build made for another module', async () => {
    const build = dist.buildMf('mf-message');
    await expectRefused(deploy('@atrium/mf-system', build.url), 'module', /built as @atrium\/mf-message/);
  });

  it('allowList: another origin, a path outside /assets/, dot segments', async () => {
    await expectRefused(deploy('@atrium/mf-message', 'https://evil.example.com/atrium/x.js'), 'allowList', /outside the allowed origins/);
    await expectRefused(deploy('@atrium/mf-message', `${cdnBase}/elsewhere/x.js`), 'allowList');
    await expectRefused(deploy('@atrium/mf-message', '/data/atrium.db'), 'allowList');
    await expectRefused(deploy('@atrium/mf-message', '/assets/../data/atrium.db'), 'allowList');
    await expectRefused(deploy('@atrium/mf-message', 'javascript:alert(1)'), 'allowList');
  });

  it('reachable: a missing file, a 404 and a 500 from the CDN', async () => {
    await expectRefused(deploy('@atrium/mf-message', '/assets/mf-message/atrium-mf-message.missing.js'), 'reachable', /404/);
    await expectRefused(deploy('@atrium/mf-message', `${cdnBase}/atrium/missing.js`), 'reachable', /answers 404/);
    cdnFiles.set('/atrium/broken.js', { status: 500, body: 'oops' });
    await expectRefused(deploy('@atrium/mf-message', `${cdnBase}/atrium/broken.js`), 'reachable', /answers 500/);
  });

  it('javascript: an HTML page, and a file served as HTML', async () => {
    const url = dist.write('/assets/mf-message/atrium-mf-message.html0001.js', '<!doctype html><title>Atrium</title>');
    await expectRefused(deploy('@atrium/mf-message', url), 'javascript', /HTML/);
    cdnFiles.set('/atrium/page.js', { type: 'text/html; charset=utf-8', body: fakeBundle({ deps: MF_DEPS }) });
    await expectRefused(deploy('@atrium/mf-message', `${cdnBase}/atrium/page.js`), 'javascript', /served as text\/html/);
  });

  it('integrity: a given hash that does not match, and a manifest whose hash does not match', async () => {
    const build = dist.buildMf('mf-message');
    await expectRefused(deploy('@atrium/mf-message', build.url, { integrity: sri384('something else') }), 'integrity', /does not match its integrity \(as given\)/);
    const tampered = dist.buildMf('mf-message', { marker: 'tampered' });
    dist.write(tampered.url, fakeBundle({ deps: MF_DEPS, marker: 'changed after the build' }));
    await expectRefused(deploy('@atrium/mf-message', tampered.url), 'integrity', /manifest\.json/);
  });

  it('systemRegister: plain script, two statements, an unknown dependency', async () => {
    const plain = dist.write('/assets/mf-message/plain.11111111.js', 'window.x = 1;');
    await expectRefused(deploy('@atrium/mf-message', plain), 'systemRegister', /not in System.register format/);
    const two = dist.write('/assets/mf-message/two.11111111.js', `${fakeBundle({ deps: MF_DEPS })};window.x = 1;`);
    await expectRefused(deploy('@atrium/mf-message', two), 'systemRegister');
    const named = dist.write('/assets/mf-message/named.11111111.js', fakeBundle({ deps: [...MF_DEPS, 'lodash'] }));
    await expectRefused(deploy('@atrium/mf-message', named), 'systemRegister', /imports lodash/);
    const broken = dist.write('/assets/mf-message/broken.11111111.js', 'System.register([], function () {');
    await expectRefused(deploy('@atrium/mf-message', broken), 'systemRegister', /not valid JavaScript/);
  });

  it('lifecycles: neither lifecycles nor a parcel map, a half set, a module that throws', async () => {
    await expectRefused(deploy('@atrium/mf-message', dist.buildMf('mf-message', { exports: ['helper'] }).url), 'lifecycles', /exports helper/);
    await expectRefused(deploy('@atrium/mf-message', dist.buildMf('mf-message', { exports: ['bootstrap', 'mount'] }).url), 'lifecycles');
    const throwing = dist.write('/assets/mf-message/throws.11111111.js',
      'System.register([], function (e) { return { execute: function () { throw new Error("boom at load"); } }; });');
    await expectRefused(deploy('@atrium/mf-message', throwing), 'lifecycles', /boom at load/);
    const looping = dist.write('/assets/mf-message/loops.11111111.js',
      'System.register([], function (e) { return { execute: function () { for (;;) {} } }; });');
    await expectRefused(deploy('@atrium/mf-message', looping), 'lifecycles', /timed out|longer than/);
  });

  it('lifecycles: the module sees stubs, not the server (no require, no process)', async () => {
    const probe = dist.write('/assets/mf-message/probe.11111111.js', `System.register([], function (e) { return { execute: function () {
      if (typeof require !== 'undefined' || typeof process !== 'undefined') throw new Error('host leaked');
      var outside = this && this.constructor && this.constructor.constructor('return typeof process')();
      if (outside !== 'undefined') throw new Error('host leaked through Function');
      e('pages', {});
    } }; });`);
    expect(await deploy('@atrium/mf-message', probe)).toEqual({ version: 2 });
  });

  it('sharedVersions: built against another react than the map serves', async () => {
    const build = dist.buildMf('mf-message', { shared: { react: '18.3.1', '@atrium/shared': '0.1.0', '@atrium/ui': '0.1.0', 'react/jsx-runtime': '19.3.1' } });
    await expectRefused(deploy('@atrium/mf-message', build.url), 'sharedVersions', /react 18\.3\.1 instead of 19\.3\.1/);
  });

  it('conflict: a stale If-Match', async () => {
    const first = dist.buildMf('mf-message');
    await deploy('@atrium/mf-message', first.url);
    await expectRefused(deploy('@atrium/mf-system', dist.buildMf('mf-system').url, { ifMatch: 1 }), 'conflict', /version 2, not 1/);
  });
});

describe('concurrent deploys', () => {
  it('two at once in one process: exactly one wins, the other is a conflict', async () => {
    const a = dist.buildMf('mf-message', { marker: 'a' });
    const b = dist.buildMf('mf-system', { marker: 'b' });
    const results = await Promise.allSettled([deploy('@atrium/mf-message', a.url), deploy('@atrium/mf-system', b.url)]);
    const won = results.filter((result) => result.status === 'fulfilled');
    const lost = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost.map((result) => (isDeployRefused(result.reason) ? result.reason.check : result.reason))).toEqual(['conflict']);
    expect(latestRevision(db)?.version).toBe(2);
    const winner = won[0]?.status === 'fulfilled' && results[0]?.status === 'fulfilled' ? a.url : b.url;
    expect(Object.values(fileImports())).toContain(winner);
    expect(Object.values(fileImports())).not.toContain(winner === a.url ? b.url : a.url);
  });

  it('two processes (two database connections, two services): exactly one wins', async () => {
    const other = openDatabase(path.join(dir, 'atrium.db'), 'NORMAL');
    try {
      const second = newService(other);
      await second.syncFromFile();
      const a = dist.buildMf('mf-message', { marker: 'process a' });
      const b = dist.buildMf('mf-message', { marker: 'process b' });
      const results = await Promise.allSettled([
        deploy('@atrium/mf-message', a.url),
        second.deploy({ module: '@atrium/mf-message', url: b.url, author: 'cli:ops', source: 'cli' }),
      ]);
      expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
      const rejected = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
      expect(isDeployRefused(rejected?.reason) && rejected.reason.check).toBe('conflict');
      const winner = results[0]?.status === 'fulfilled' ? a.url : b.url;
      expect(latestRevision(db)).toMatchObject({ version: 2, changes: [{ module: '@atrium/mf-message', to: winner }] });
      expect(fileImports()['@atrium/mf-message']).toBe(winner);
    } finally {
      other.close();
    }
  });
});

describe('history and rollback', () => {
  it('lists revisions newest first, by module, and rolls back as a new version', async () => {
    const v2 = dist.buildMf('mf-message', { marker: 'v2' });
    await deploy('@atrium/mf-message', v2.url);
    const v3 = dist.buildMf('mf-system', { marker: 'v3' });
    await deploy('@atrium/mf-system', v3.url);
    expect(listRevisions(db, { module: null, offset: 0, limit: 20 }).list.map((revision) => revision.version)).toEqual([3, 2, 1]);
    expect(listRevisions(db, { module: '@atrium/mf-message', offset: 0, limit: 20 })).toMatchObject({ total: 2, list: [{ version: 2 }, { version: 1 }] });

    // No version: the one before the current (2), as version 4.
    changes.length = 0;
    expect(await service.rollback({ author: 'admin' })).toEqual({ version: 4 });
    expect(latestRevision(db)).toMatchObject({ version: 4, source: 'rollback', note: 'rollback to version 2', changes: [{ module: '@atrium/mf-system', from: v3.url, to: imports['@atrium/mf-system'] }] });
    expect(fileImports()['@atrium/mf-system']).toBe(imports['@atrium/mf-system']);
    expect(changes).toEqual([{ version: 4, changed: ['@atrium/mf-system'], shared: false }]);

    // An explicit version: back to the build.
    expect(await service.rollback({ version: 1, author: 'admin', ifMatch: 4 })).toEqual({ version: 5 });
    expect(fileImports()).toEqual(imports);
    expect(lastAttempt(db)).toMatchObject({ outcome: 'applied', source: 'rollback', version: 5 });
  });

  it('refuses a version that does not exist, the current map, and a stale If-Match', async () => {
    await expectRefused(service.rollback({ version: 9, author: 'admin' }), 'version', /no version 9/);
    await expectRefused(service.rollback({ author: 'admin' }), 'version', /first/);
    await expectRefused(service.rollback({ version: 1, author: 'admin' }), 'version', /nothing to roll back/);
    await deploy('@atrium/mf-message', dist.buildMf('mf-message').url);
    await expectRefused(service.rollback({ version: 1, author: 'admin', ifMatch: 1 }), 'conflict');
  });
});

describe('hand edits of import-map.json', () => {
  const edit = (next: Record<string, string>): void => writeFileSync(mapFile, JSON.stringify({ imports: next }, null, 2));

  it('applies a valid edit as a new version (source file) and tells the portals', async () => {
    const build = dist.buildMf('mf-message');
    edit({ ...imports, '@atrium/mf-message': build.url });
    expect(await service.syncFromFile()).toEqual({ kind: 'applied', version: 2 });
    expect(latestRevision(db)).toMatchObject({ version: 2, source: 'file', author: 'file' });
    expect(service.current()?.map.imports['@atrium/mf-message']).toBe(build.url);
    expect(changes).toEqual([{ version: 2, changed: ['@atrium/mf-message'], shared: false }]);
  });

  it('marks a change of a shared module as shared (a reload, never a live swap)', async () => {
    const react = dist.write('/assets/shared/react.0000ffff.js', fakeBundle({ exports: ['default'], marker: 'react 2' }));
    edit({ ...imports, react });
    expect(await service.syncFromFile()).toEqual({ kind: 'applied', version: 2 });
    expect(changes).toEqual([{ version: 2, changed: ['react'], shared: true }]);
  });

  it('refuses bad JSON, a missing shared module and a broken bundle, and keeps serving the last good map', async () => {
    const good = service.current();
    writeFileSync(mapFile, '{ "imports": { "react": ');
    expect(await service.syncFromFile()).toMatchObject({ kind: 'refused', check: 'json' });
    expect(lastAttempt(db)).toMatchObject({ outcome: 'refused', check: 'json', source: 'file' });

    const { react: _react, ...withoutReact } = imports;
    edit(withoutReact);
    expect(await service.syncFromFile()).toMatchObject({ kind: 'refused', check: 'sharedModules', message: expect.stringMatching(/lacks react/) });

    const html = dist.write('/assets/mf-message/atrium-mf-message.html0002.js', '<html></html>');
    edit({ ...imports, '@atrium/mf-message': html });
    expect(await service.syncFromFile()).toMatchObject({ kind: 'refused', check: 'javascript' });
    expect(lastAttempt(db)).toMatchObject({ check: 'javascript', module: '@atrium/mf-message', url: html });

    expect(service.current()).toEqual(good);
    expect(latestRevision(db)?.version).toBe(1);
    expect(changes).toEqual([]);
  });

  it('records a refused edit once, and applies it when its missing files arrive', async () => {
    const url = '/assets/mf-message/later.12345678/atrium-mf-message.12345678.js';
    edit({ ...imports, '@atrium/mf-message': url });
    expect(await service.syncFromFile()).toMatchObject({ kind: 'refused', check: 'reachable' });
    const attempts = () => (db.prepare('SELECT COUNT(*) AS n FROM deploy_attempt').get() as { n: number }).n;
    const recorded = attempts();
    expect(service.wantsRetry()).toBe(true);
    expect(await service.syncFromFile()).toMatchObject({ kind: 'refused', check: 'reachable' });
    expect(attempts()).toBe(recorded);
    dist.write(url, fakeBundle({ deps: MF_DEPS, marker: 'late' }));
    expect(await service.syncFromFile()).toEqual({ kind: 'applied', version: 2 });
    expect(service.wantsRetry()).toBe(false);
  });

  it('adopts a map another process wrote (CLI) without a new revision, and pushes it once', async () => {
    const other = openDatabase(path.join(dir, 'atrium.db'), 'NORMAL');
    try {
      const cli = new DeployService({ db: other, distDir: path.join(dir, 'dist'), importMapFile: mapFile, allowedOrigins: [], clock: Date.now });
      await cli.syncFromFile();
      const build = dist.buildMf('mf-message');
      await cli.deploy({ module: '@atrium/mf-message', url: build.url, author: 'cli:ops', source: 'cli' });
      expect(await service.syncFromFile()).toEqual({ kind: 'adopted', version: 2 });
      expect(await service.syncFromFile()).toEqual({ kind: 'none' });
      expect(latestRevision(db)?.version).toBe(2);
      expect(changes).toEqual([{ version: 2, changed: ['@atrium/mf-message'], shared: false }]);
    } finally {
      other.close();
    }
  });
});
