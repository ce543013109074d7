import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { isApiPath, sendUnknownApi } from './envelope';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

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
 * Serves a JSON file fresh from disk on every request: the import map is the one
 * mutable file of a deployment, and editing it must take effect on the next load.
 */
function liveJson(app: FastifyInstance, url: string, file: string, contentType: string): void {
  app.get(url, async (_request, reply) => {
    const content = await readIfPresent(file);
    reply.header('cache-control', NO_CACHE);
    if (content === null) {
      return reply.status(404).type('text/plain; charset=utf-8').send(`${path.basename(file)} is missing; run npm run build`);
    }
    return reply.type(contentType).send(content);
  });
}

// Under these prefixes a missing file is a real 404, never the SPA page.
const STATIC_PREFIXES = ['/assets/', '/examples/'];
const NO_FALLBACK = ['/websocket', ...STATIC_PREFIXES];

/** What happens to a request no route matched: envelope 404 for the API, the SPA page for other page loads. */
export function notFoundHandler(config: AppConfig) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const url = request.url.split('?')[0] ?? '/';
    if (isApiPath(url)) return sendUnknownApi(request, reply);
    const isPageLoad = (request.method === 'GET' || request.method === 'HEAD') && !NO_FALLBACK.some((prefix) => url.startsWith(prefix));
    if (!isPageLoad) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    const page = await readIfPresent(path.join(config.distDir, 'index.html'));
    reply.header('cache-control', NO_CACHE);
    if (page === null) return reply.status(503).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    return reply.type('text/html; charset=utf-8').send(page);
  };
}

/** The built front-end: import map, route manifest, hashed bundles and examples. */
export async function portalRoutes(app: FastifyInstance, options: { config: AppConfig }): Promise<void> {
  const { config } = options;
  liveJson(app, '/import-map.json', config.importMapFile, 'application/importmap+json; charset=utf-8');
  liveJson(app, '/route-manifest.json', config.routeManifestFile, 'application/json; charset=utf-8');

  // The folders may not exist yet (build later): @fastify/static then only warns, and serves them once built.
  await app.register(fastifyStatic, {
    root: path.join(config.distDir, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    cacheControl: false,
    index: false,
    // The legacy chat loader has a fixed URL that pages embed: it must be revalidated.
    setHeaders: (reply, filePath) => reply.header('cache-control', filePath.endsWith('chat-loader.js') ? NO_CACHE : IMMUTABLE),
  });
  await app.register(fastifyStatic, {
    root: path.join(config.distDir, 'examples'),
    prefix: '/examples/',
    decorateReply: false,
    cacheControl: false,
    index: ['index.html'],
    // Examples are optional: most builds have none.
    suppressWarning: true,
    setHeaders: (reply) => reply.header('cache-control', NO_CACHE),
  });
}
