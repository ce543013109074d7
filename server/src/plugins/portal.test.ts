import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, closeTestApp } from '../testing';
import { contentSecurityPolicy } from './security-headers';

// No API route plugins (buildTestApp's routes: []): these tests call none beyond sign-in, which is always there.

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ routes: [] });
});

afterAll(async () => {
  await closeTestApp(app);
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('without a built front-end', () => {
  it('answers page loads with a clear 503 page', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
    expect(response.headers['content-security-policy']).toBe(contentSecurityPolicy(app.config));
  });

  it('reports a missing import map as 404', async () => {
    expect((await get('/import-map.json')).statusCode).toBe(404);
  });
});

describe('with a built front-end', () => {
  beforeAll(() => {
    const dist = app.config.distDir;
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    mkdirSync(path.join(dist, 'examples', 'legacy'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Atrium</title><script src="/assets/root.js"></script>');
    writeFileSync(path.join(dist, 'assets', 'atrium-mf-shell.3f2a1b.js'), 'System.register([], function () {});');
    writeFileSync(path.join(dist, 'examples', 'legacy', 'index.html'), '<p>legacy</p>');
    writeFileSync(path.join(dist, 'assets', 'chat-loader.js'), 'window.AtriumChat = {};');
    writeFileSync(app.config.routeManifestFile, JSON.stringify({ 'system/': '@atrium/mf-system' }));
  });

  it('serves the last good import map from memory, versioned, and a valid edit of the file replaces it', async () => {
    const v1 = { imports: { '@atrium/mf-shell': '/assets/atrium-mf-shell.3f2a1b.js' } };
    writeFileSync(app.config.importMapFile, JSON.stringify(v1));
    await app.deploy.syncFromFile();
    const first = await get('/import-map.json');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/importmap+json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.etag).toBe('"1"');
    expect(first.headers['x-import-map-version']).toBe('1');
    expect(JSON.parse(first.body)).toEqual(v1);
    // Revalidation while it holds: 304, no body.
    const again = await app.inject({ method: 'GET', url: '/import-map.json', headers: { 'if-none-match': '"1"' } });
    expect(again.statusCode).toBe(304);

    // A hot swap is an edit of this file: once validated (the watcher asks; here the test does), the next request sees it.
    writeFileSync(path.join(app.config.distDir, 'assets', 'atrium-mf-shell.9c8d7e.js'), 'System.register([], function (e) { return { execute: function () { e("pages", {}); } }; });');
    const v2 = { imports: { '@atrium/mf-shell': '/assets/atrium-mf-shell.9c8d7e.js' } };
    writeFileSync(app.config.importMapFile, JSON.stringify(v2));
    await app.deploy.syncFromFile();
    const second = await get('/import-map.json');
    expect(second.headers.etag).toBe('"2"');
    expect(JSON.parse(second.body)).toEqual(v2);

    // A broken edit never reaches a browser: the last good map is still served.
    writeFileSync(app.config.importMapFile, '{ "imports": { "@atrium/mf-shell": "/assets/atrium-mf');
    await app.deploy.syncFromFile();
    const third = await get('/import-map.json');
    expect(third.headers.etag).toBe('"2"');
    expect(JSON.parse(third.body)).toEqual(v2);
  });

  it('serves the route manifest fresh, as JSON, uncached', async () => {
    const response = await get('/route-manifest.json');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(response.body)).toEqual({ 'system/': '@atrium/mf-system' });
  });

  it('serves hashed bundles as immutable', async () => {
    const response = await get('/assets/atrium-mf-shell.3f2a1b.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.body).toContain('System.register');
  });

  it('serves the legacy chat loader (a fixed URL) to be revalidated', async () => {
    const response = await get('/assets/chat-loader.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('AtriumChat');
  });

  it('answers a missing bundle with 404, never the SPA page', async () => {
    const response = await get('/assets/missing.js');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<title>Atrium</title>');
  });

  it('answers /favicon.ico with 404, never the SPA page (the page names its icon inline)', async () => {
    const response = await get('/favicon.ico');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<title>Atrium</title>');
  });

  it('does not serve files outside the assets folder', async () => {
    const response = await get('/assets/..%2f..%2fdata%2fatrium.db');
    expect([400, 403, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('SQLite');
  });

  it('serves examples uncached', async () => {
    const response = await get('/examples/legacy/index.html');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/', '/login', '/system/dictionary?x=1', '/deep/route/here'])('falls back to index.html for %s with the CSP', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<title>Atrium</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
      "font-src 'self' data:; connect-src 'self' data:; frame-src 'self'; object-src 'none'; base-uri 'none'; " +
      "frame-ancestors 'self'; form-action 'self'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('same-origin');
  });

  it('keeps /api and /websocket out of the fallback', async () => {
    const api = await get('/api/unknown');
    expect(api.headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(api.body)).toMatchObject({ code: 404 });
    expect((await get('/websocket/abc')).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/login' })).statusCode).toBe(404);
  });

  it('picks up a rebuilt index.html without a restart, and a removed one gives 503', async () => {
    writeFileSync(path.join(app.config.distDir, 'index.html'), '<!doctype html><title>Atrium v2</title>');
    expect((await get('/')).body).toContain('Atrium v2');
    rmSync(path.join(app.config.distDir, 'index.html'));
    expect((await get('/')).statusCode).toBe(503);
  });
});
