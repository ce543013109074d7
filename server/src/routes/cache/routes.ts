import type { FastifyInstance } from 'fastify';
import { findCache, registeredCaches, type ServerCache } from '../../cache/registry';
import { ok } from '../../plugins/envelope';
import { notFound } from '../../plugins/errors';
import { envelope, int, listOf, nullableInt, objectOf, str } from '../common-schemas';

const nameParams = objectOf({ name: { type: 'string', minLength: 1, maxLength: 64 } });

const cacheItem = { name: str, count: int, cacheSize: int, createTime: nullableInt };
const cacheInfo = objectOf({ ...cacheItem, keys: { type: 'array', items: str } });

function summaryOf(app: FastifyInstance, cache: ServerCache) {
  const stats = cache.stats(app.db);
  return { name: cache.name, count: stats.entries, cacheSize: stats.bytes, createTime: stats.since, keys: stats.keys };
}

function cacheNamed(name: string): ServerCache {
  const cache = findCache(name);
  if (!cache) throw notFound('entityCache');
  return cache;
}

/**
 * /api/system/CacheManage (JNPF 3.1's /api/system/Base/CacheManage under the spec's prefix): the
 * server's in-memory caches of this process with their entry count, approximate size and age;
 * clearing one or all only costs recomputation. Administrators only (the server checks every call).
 */
export async function cacheRoutes(app: FastifyInstance): Promise<void> {
  const config = { access: 'administrator' as const };

  app.get('/', { schema: { response: envelope(listOf(objectOf(cacheItem))) }, config }, async (request) =>
    ok(request, { list: registeredCaches().map((cache) => summaryOf(app, cache)) }));

  app.get<{ Params: { name: string } }>('/:name', { schema: { params: nameParams, response: envelope(cacheInfo) }, config }, async (request) =>
    ok(request, summaryOf(app, cacheNamed(request.params.name))));

  app.delete<{ Params: { name: string } }>('/:name', { schema: { params: nameParams, response: envelope({ type: 'null' }) }, config }, async (request) => {
    cacheNamed(request.params.name).clear(app.db);
    return ok(request, null, 'cacheCleared');
  });

  app.post('/Actions/ClearAll', { schema: { response: envelope({ type: 'null' }) }, config }, async (request) => {
    for (const cache of registeredCaches()) cache.clear(app.db);
    return ok(request, null, 'cacheCleared');
  });
}
