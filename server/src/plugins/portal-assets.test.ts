import { mkdirSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, closeTestApp } from '../testing';
import { ASSET_PATH } from './portal';

// Counts directory reads: serving a bundle or an icon must not read its folders (portal.ts, assetRoutes).
jest.mock('node:fs/promises', () => {
  const actual = jest.requireActual<typeof import('node:fs/promises')>('node:fs/promises');
  return { ...actual, readdir: jest.fn(actual.readdir) };
});

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ routes: [] });
  const icons = path.join(app.config.distDir, 'assets', 'shoelace', 'assets', 'icons');
  mkdirSync(icons, { recursive: true });
  // A folder as full as Shoelace's icons (some 2,400 files in a build).
  for (let n = 0; n < 300; n += 1) writeFileSync(path.join(icons, `icon-${n}.svg`), '<svg/>');
  writeFileSync(path.join(icons, 'x-lg.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(app.config.distDir, 'assets', 'shoelace', 'chunk.abcdef12.js'), 'export {};');
  writeFileSync(path.join(app.config.distDir, 'assets', 'shoelace', 'chunk.abcdef12.js.br'), 'brotli-bytes');
  writeFileSync(path.join(app.config.distDir, 'assets', '.env'), 'SECRET=1');
});

afterAll(async () => {
  await closeTestApp(app);
});

beforeEach(() => jest.mocked(readdir).mockClear());

describe('assets', () => {
  it('serves an icon from a full folder without reading any folder', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/shoelace/assets/icons/x-lg.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<svg');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(readdir).not.toHaveBeenCalled();
  });

  it('serves a hashed bundle precompressed and immutable, to GET and HEAD', async () => {
    const get = await app.inject({ method: 'GET', url: '/assets/shoelace/chunk.abcdef12.js', headers: { 'accept-encoding': 'br' } });
    expect(get.statusCode).toBe(200);
    expect(get.headers['content-encoding']).toBe('br');
    expect(get.body).toBe('brotli-bytes');
    expect(get.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const head = await app.inject({ method: 'HEAD', url: '/assets/shoelace/chunk.abcdef12.js' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(readdir).not.toHaveBeenCalled();
  });

  it.each([
    '/assets/.env',
    '/assets/shoelace/..%2f..%2findex.html',
    '/assets/shoelace//chunk.abcdef12.js',
    '/assets/shoelace/assets/icons/',
    '/assets/',
  ])('answers %s with a plain 404', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('SECRET');
    expect(response.body).not.toContain('<!doctype');
  });
});

describe('ASSET_PATH', () => {
  it.each(['shared/react.dddddddd.js', 'shoelace/assets/icons/x-lg.svg', 'mf-chat/emoji/1f600.png', 'shared/system-6.15.1.min.js', 'shared/big.ffffffff.js.br', 'a'])('takes %s', (name) => {
    expect(ASSET_PATH.test(name)).toBe(true);
  });

  it.each(['', '.env', 'shared/.hidden', '../x.js', 'shared/../x.js', 'shared/./x.js', 'shared//x.js', 'shared/', '/shared/x.js', 'shared\\x.js', 'shared/x.js\n'])('refuses %j', (name) => {
    expect(ASSET_PATH.test(name)).toBe(false);
  });
});
