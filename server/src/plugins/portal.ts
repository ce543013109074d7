import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { isApiPath, sendUnknownApi } from './envelope';
import { BundleReader, localeFromAcceptLanguage, preloadLinks, preloadScripts } from './portal-preload';
import { SIGN_IN_PATH, withStaticSignIn } from './portal-sign-in';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
// Content-hashed (name.3f2a1b9c.js, 140.866dddd8.chunk.js) or versioned (system-6.15.1.min.js):
// such a URL never changes content. Anything else (Shoelace's themes and icons, the chat loader)
// is revalidated.
const IMMUTABLE_NAME = /[.-]([0-9a-f]{6,}|\d+\.\d+\.\d+)(\.chunk|\.min)?\.(js|css)$/;
const PRELOAD_MARKER = '<!--atrium:preload-->';

/** Cache policy of a static file; precompressed copies (.br, .gz) follow their original. */
export function assetCacheControl(filePath: string): string {
  return IMMUTABLE_NAME.test(filePath.replace(/\.(br|gz)$/, '')) ? IMMUTABLE : NO_CACHE;
}

/** The encoding to answer with, by the request's Accept-Encoding (brotli first; q=0 refuses). */
export function negotiateEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...parameters] = part.trim().split(';');
    const q = parameters.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wildcard = accepted.get('*');
  const ok = (name: string) => (accepted.get(name) ?? wildcard ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/** Sends a small generated document compressed when the client accepts it (they change per request, so no precompressed copy). */
function sendText(request: FastifyRequest, reply: FastifyReply, body: string | Buffer, contentType: string): FastifyReply {
  reply.type(contentType).header('vary', 'accept-encoding');
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (encoding === null) return reply.send(body);
  const compressed = encoding === 'br'
    ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(body, { level: 6 });
  return reply.header('content-encoding', encoding).send(compressed);
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Atrium: front-end not built</title></head>
<body><h1>The Atrium front-end has not been built yet</h1>
<p>Run <code>npm run build</code> in the repository, then reload this page. The API under <code>/api</code> is running.</p>
</body></html>`;

// Duck-typed: errors from Node's fs are not always instances of this realm's Error (Jest sandboxes).
function isErrnoException(error: unknown): error is NodeJS.ErrnoException {
  return typeof error === 'object' && error !== null && 'code' in error;
}

async function readIfPresent(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (error) {
    if (isErrnoException(error) && (error.code === 'ENOENT' || error.code === 'EISDIR')) return null;
    throw error;
  }
}

/**
 * Serves a JSON file fresh from disk on every request: the route manifest may be edited in place.
 */
function liveJson(app: FastifyInstance, url: string, file: string, contentType: string): void {
  app.get(url, async (request, reply) => {
    const content = await readIfPresent(file);
    reply.header('cache-control', NO_CACHE);
    if (content === null) {
      return reply.status(404).type('text/plain; charset=utf-8').send(`${path.basename(file)} is missing; run npm run build`);
    }
    return sendText(request, reply, content, contentType);
  });
}

/**
 * The import map from memory: the last map that passed validation (src/deploy), never the file
 * as it is on disk, so a half-written or broken edit never reaches a browser. Its version is the
 * ETag; browsers revalidate every time (no-cache) and get 304 while it holds.
 */
function importMapRoute(app: FastifyInstance): void {
  app.get('/import-map.json', async (request, reply) => {
    const live = app.deploy.current();
    reply.header('cache-control', NO_CACHE);
    if (live === null) {
      return reply.status(404).type('text/plain; charset=utf-8').send('import-map.json is missing or invalid; run npm run build');
    }
    const etag = `"${live.version}"`;
    reply.header('etag', etag).header('x-import-map-version', String(live.version));
    const match = request.headers['if-none-match'];
    if (match !== undefined && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      return reply.status(304).send();
    }
    return sendText(request, reply, live.text, 'application/importmap+json; charset=utf-8');
  });
}

/**
 * index.html for this route: preload links from the import map as it is now, and on /login the
 * sign-in form as plain HTML in the browser's language.
 */
async function pageForRoute(
  config: AppConfig,
  reader: BundleReader,
  page: Buffer,
  url: string,
  acceptLanguage: string | undefined,
  imports: Readonly<Record<string, string>>,
): Promise<string> {
  let html = page.toString('utf8');
  const locale = localeFromAcceptLanguage(acceptLanguage);
  if (url === SIGN_IN_PATH) html = await withStaticSignIn(html, config.distDir, locale);
  if (!html.includes(PRELOAD_MARKER)) return html;
  const scripts = await preloadScripts(imports, url, locale, reader);
  return html.replace(PRELOAD_MARKER, preloadLinks(scripts));
}

// Under these prefixes a missing file is a real 404, never the SPA page.
const STATIC_PREFIXES = ['/assets/', '/examples/'];
// /favicon.ico: what a browser asks for when a page names no icon (the portal's names one inline).
const NO_FALLBACK = ['/websocket', '/favicon.ico', ...STATIC_PREFIXES];

/** What happens to a request no route matched: envelope 404 for the API, the SPA page for other page loads. */
export function notFoundHandler(config: AppConfig) {
  const reader = new BundleReader(config.distDir);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const url = request.url.split('?')[0] ?? '/';
    if (isApiPath(url)) return sendUnknownApi(request, reply);
    const isPageLoad = (request.method === 'GET' || request.method === 'HEAD') && !NO_FALLBACK.some((prefix) => url.startsWith(prefix));
    if (!isPageLoad) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    const page = await readIfPresent(path.join(config.distDir, 'index.html'));
    reply.header('cache-control', NO_CACHE);
    if (page === null) return reply.status(503).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    // The map the page will load (the live one), so the preloads name the very same bundles.
    const imports = request.server.deploy.current()?.map.imports ?? {};
    const html = await pageForRoute(config, reader, page, url, request.headers['accept-language'], imports);
    return sendText(request, reply, html, 'text/html; charset=utf-8');
  };
}

/**
 * A path under /assets/ that may name a file: plain segments (letters, digits, `_ @ ~ + . -`), none
 * starting with a dot, so no `..`, no `.` and no dotfile. Every name the build writes matches.
 */
export const ASSET_PATH = /^(?:[\w@~+-][\w@~+.-]*\/)*[\w@~+-][\w@~+.-]*$/;

/**
 * The hashed bundles, Shoelace's themes and icons, emoji. Served with reply.sendFile from a route of
 * our own, not @fastify/static's wildcard route: since 10.1 that route checks each request's spelling
 * against the disk by reading every folder on the path (a defence for case-insensitive file
 * systems), and /assets/shoelace/assets/icons holds some 2,400 files. Profiled over signed-in portal
 * loads: a sixth of the server's CPU went to those directory reads (2026-11-27). The names here are
 * checked against ASSET_PATH instead; @fastify/send still refuses anything outside the root, and no
 * route under /assets/ is protected differently by its spelling, which is what that check guards.
 */
async function assetRoutes(app: FastifyInstance, options: { root: string }): Promise<void> {
  await app.register(fastifyStatic, {
    root: options.root,
    serve: false,
    cacheControl: false,
    index: false,
    // The .br / .gz copies made by the build, by Accept-Encoding (with Vary), else the file itself.
    preCompressed: true,
    setHeaders: (reply, filePath) => reply.header('cache-control', assetCacheControl(filePath)),
  });
  // HEAD too: Fastify answers it from the GET route (exposeHeadRoutes).
  app.get<{ Params: { '*': string } }>('/assets/*', (request, reply) => {
    const file = request.params['*'];
    return ASSET_PATH.test(file) ? reply.sendFile(file) : reply.callNotFound();
  });
}

/** The built front-end: import map (from the deploy service), route manifest, hashed bundles and examples. */
export async function portalRoutes(app: FastifyInstance, options: { config: AppConfig }): Promise<void> {
  const { config } = options;
  importMapRoute(app);
  liveJson(app, '/route-manifest.json', config.routeManifestFile, 'application/json; charset=utf-8');

  // The folders may not exist yet (build later): @fastify/static then only warns, and serves them once built.
  await app.register(assetRoutes, { root: path.join(config.distDir, 'assets') });
  await app.register(fastifyStatic, {
    root: path.join(config.distDir, 'examples'),
    prefix: '/examples/',
    decorateReply: false,
    cacheControl: false,
    index: ['index.html'],
    preCompressed: true,
    // Examples are optional: most builds have none.
    suppressWarning: true,
    setHeaders: (reply) => reply.header('cache-control', NO_CACHE),
  });
}
