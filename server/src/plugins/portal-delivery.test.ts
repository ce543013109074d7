// How the built front-end travels: compressed copies by Accept-Encoding, cache policy by name,
// and index.html preloading what the current import map says the page needs first.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, closeTestApp } from '../testing';
import { assetCacheControl, negotiateEncoding } from './portal';
import { localeFromAcceptLanguage, registeredImports } from './portal-preload';

let app: FastifyInstance;
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

function writeDist(file: string, content: string | Buffer): void {
  const full = path.join(app.config.distDir, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, content);
}

const INDEX = '<!doctype html><head><!--atrium:preload--><title>Atrium</title></head>';
// The shell is a single-spa application: a new version must export its lifecycles to pass the deploy checks.
const shellBundle = (deps: string) => `System.register(${deps},function(e){return{setters:[],execute:function(){e({bootstrap:0,mount:0,unmount:0})}}});`;
const SHELL_V1 = '/assets/mf-shell/atrium-shell.11111111.js';

beforeAll(async () => {
  // No API route plugins: these tests load pages and bundles only.
  app = await buildTestApp({ routes: [] });
  writeDist('index.html', INDEX);
  writeDist('assets/root-config/atrium-root-config.aaaaaaaa.js', 'System.register(["@atrium/shared","single-spa"],function(){});');
  writeDist('assets/shared/atrium-shared.bbbbbbbb.js', 'System.register(["single-spa"],function(){});');
  writeDist('assets/shared/single-spa.cccccccc.js', 'System.register([],function(){});');
  writeDist('assets/shared/react.dddddddd.js', 'System.register([],function(){});');
  writeDist('assets/shared/atrium-html.eeeeeeee.js', 'System.register([],function(){});');
  writeDist(SHELL_V1.slice(1), shellBundle('["react","@atrium/shared"]'));
  writeDist('assets/mf-shell/atrium-shell.11111111.preload.json', JSON.stringify({
    routes: { '/login': { chunks: ['sign-in.12345678.chunk.js'], locales: { zh: ['locale-sign-in-zh.1.chunk.js'], en: ['locale-sign-in-en.2.chunk.js'] } } },
  }));
  writeDist('assets/mf-shell/atrium-shell.22222222.js', shellBundle('["react"]'));
  await writeIndexMap(SHELL_V1);
});

afterAll(async () => {
  await closeTestApp(app);
});

/** Edits import-map.json and has the server take it in now (validated; the watcher would a moment later). */
async function writeIndexMap(shell: string): Promise<void> {
  writeFileSync(app.config.importMapFile, JSON.stringify({
    imports: {
      '@atrium/root-config': '/assets/root-config/atrium-root-config.aaaaaaaa.js',
      '@atrium/shared': '/assets/shared/atrium-shared.bbbbbbbb.js',
      'single-spa': '/assets/shared/single-spa.cccccccc.js',
      react: '/assets/shared/react.dddddddd.js',
      '@atrium/html': '/assets/shared/atrium-html.eeeeeeee.js',
      '@atrium/shell': shell,
    },
  }));
  await app.deploy.syncFromFile();
}

const preloads = (html: string): string[] => [...html.matchAll(/<link rel="preload" href="([^"]+)" as="script">/g)].map((m) => m[1] ?? '');

describe('index.html preloads', () => {
  it('lists the root config, the shell, what they import, and the sign-in chunks in the language asked for', async () => {
    const login = preloads((await get('/login', { 'accept-language': 'en-US,en;q=0.9' })).body);
    expect(login).toEqual([
      '/assets/root-config/atrium-root-config.aaaaaaaa.js',
      SHELL_V1,
      '/assets/mf-shell/sign-in.12345678.chunk.js',
      '/assets/mf-shell/locale-sign-in-en.2.chunk.js',
      '/assets/shared/atrium-shared.bbbbbbbb.js',
      '/assets/shared/single-spa.cccccccc.js',
      '/assets/shared/react.dddddddd.js',
    ]);
    // Nothing the sign-in page does not import (the HTML sanitiser, for one).
    expect(login.some((url) => url.includes('atrium-html'))).toBe(false);
    // Other routes: the modules, not the sign-in chunks.
    const home = preloads((await get('/basic/dashboard')).body);
    expect(home).toContain(SHELL_V1);
    expect(home.some((url) => url.includes('sign-in'))).toBe(false);
  });

  it('follows a hot swap in import-map.json on the next page load', async () => {
    await writeIndexMap('/assets/mf-shell/atrium-shell.22222222.js');
    try {
      const links = preloads((await get('/login')).body);
      expect(links).toContain('/assets/mf-shell/atrium-shell.22222222.js');
      expect(links).not.toContain(SHELL_V1);
    } finally {
      await writeIndexMap(SHELL_V1);
    }
  });

  it('keeps the last good map while an edited one names files not copied yet, and swaps once they are there', async () => {
    await writeIndexMap('/assets/mf-shell/atrium-shell.33333333.js');
    try {
      const before = preloads((await get('/login')).body);
      expect(before).toContain(SHELL_V1);
      expect(before).not.toContain('/assets/mf-shell/atrium-shell.33333333.js');
      writeDist('assets/mf-shell/atrium-shell.33333333.js', shellBundle('["react"]'));
      writeDist('assets/mf-shell/atrium-shell.33333333.preload.json', JSON.stringify({ routes: { '/login': { chunks: ['sign-in.3.chunk.js'] } } }));
      // The watcher's poll retries an edit refused as unreachable; here the test asks at once.
      await app.deploy.syncFromFile();
      expect(preloads((await get('/login')).body)).toContain('/assets/mf-shell/sign-in.3.chunk.js');
    } finally {
      await writeIndexMap(SHELL_V1);
    }
  });

  it('still serves the page, with the last good map, when import-map.json is broken', async () => {
    const good = preloads((await get('/login')).body);
    writeFileSync(app.config.importMapFile, '{ not json');
    try {
      await app.deploy.syncFromFile();
      const response = await get('/login');
      expect(response.statusCode).toBe(200);
      expect(preloads(response.body)).toEqual(good);
    } finally {
      await writeIndexMap(SHELL_V1);
    }
  });
});

describe('compression', () => {
  it('sends the precompressed copy the client accepts, with Vary, and the file itself otherwise', async () => {
    const source = `System.register([],function(){${'/* padding */'.repeat(200)}});`;
    writeDist('assets/shared/big.ffffffff.js', source);
    writeDist('assets/shared/big.ffffffff.js.br', Buffer.from('brotli-bytes'));
    writeDist('assets/shared/big.ffffffff.js.gz', Buffer.from('gzip-bytes'));
    const br = await get('/assets/shared/big.ffffffff.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.body).toBe('brotli-bytes');
    const gz = await get('/assets/shared/big.ffffffff.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/shared/big.ffffffff.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(source);
  });

  it('falls back to the file itself when no compressed copy exists', async () => {
    const response = await get('/assets/shared/react.dddddddd.js', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toContain('System.register');
  });

  it('compresses index.html and the import map on the fly', async () => {
    const page = await get('/login', { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>Atrium</title>');
    const map = await get('/import-map.json', { 'accept-encoding': 'gzip' });
    expect(map.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(map.rawPayload).toString())).toHaveProperty('imports');
  });
});

it('caches hashed and versioned names for good, revalidates the rest', () => {
  expect(assetCacheControl('/d/assets/mf-shell/140.866dddd8.chunk.js.br')).toBe('public, max-age=31536000, immutable');
  expect(assetCacheControl('/d/assets/vendor/system-6.15.1.min.js')).toBe('public, max-age=31536000, immutable');
  expect(assetCacheControl('/d/assets/shoelace/themes/light.css.gz')).toBe('no-cache');
  // The build's hashed copy of the theme, which index.html links.
  expect(assetCacheControl('/d/assets/shoelace/themes/light.0fe1a2b3.css')).toBe('public, max-age=31536000, immutable');
  expect(assetCacheControl('/d/assets/chat-loader.js')).toBe('no-cache');
});

it('negotiates brotli before gzip and honours q=0', () => {
  expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
  expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
  expect(negotiateEncoding('*')).toBe('br');
  expect(negotiateEncoding('identity')).toBeNull();
  expect(negotiateEncoding(undefined)).toBeNull();
});

it('reads module imports from a SystemJS header and the language from Accept-Language', () => {
  expect(registeredImports('System.register(["react","@atrium/shared"],function(e){})')).toEqual(['react', '@atrium/shared']);
  expect(registeredImports('System.register("name",["a"],function(){})')).toEqual(['a']);
  expect(registeredImports('console.log(1)')).toEqual([]);
  expect(localeFromAcceptLanguage('zh-TW,zh;q=0.9')).toBe('zhtw');
  expect(localeFromAcceptLanguage('zh-Hans-HK')).toBe('zh');
  expect(localeFromAcceptLanguage('fr-FR,en;q=0.5')).toBe('en');
  expect(localeFromAcceptLanguage(undefined)).toBe('zh');
});
