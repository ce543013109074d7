import { mapStats, registerCache } from '../cache/registry';
import type { Db } from '../db/connection';
import { permissionGeneration, resolveGrants, type Grants } from './grants';

/** Enough for every active user of a large tenant; beyond it the oldest entries are dropped. */
export const MAX_CACHED_USERS = 20_000;

interface Cache {
  generation: number;
  byUser: Map<string, Grants>;
  /** When the first entry since the last emptying was added (cache management shows the age). */
  since: number | null;
}

// Per database connection (each test app has its own), never shared between connections. Entries
// are immutable snapshots of one user's grants: a request can only read them.
const caches = new WeakMap<Db, Cache>();

function cacheOf(db: Db): Cache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { generation: -1, byUser: new Map(), since: null };
    caches.set(db, cache);
  }
  return cache;
}

/**
 * A user's grants, resolved once and then served from memory until anything they depend on
 * changes (permissionsChanged, or the generation number moved by a write to the holder tables).
 */
export function cachedGrants(db: Db, userId: string): Grants {
  const cache = cacheOf(db);
  const generation = permissionGeneration(db);
  if (generation !== cache.generation) {
    cache.byUser.clear();
    cache.since = null;
    cache.generation = generation;
  }
  const hit = cache.byUser.get(userId);
  if (hit) return hit;
  const grants = resolveGrants(db, userId);
  if (cache.byUser.size >= MAX_CACHED_USERS) {
    const oldest = cache.byUser.keys().next();
    if (!oldest.done) cache.byUser.delete(oldest.value);
  }
  cache.byUser.set(userId, grants);
  cache.since ??= Date.now();
  return grants;
}

/** Drops cached grants: of these users, or of everyone. */
export function forgetGrants(db: Db, userIds: Iterable<string> | 'all'): void {
  const cache = caches.get(db);
  if (!cache) return;
  if (userIds === 'all') {
    cache.byUser.clear();
    cache.since = null;
    return;
  }
  for (const id of userIds) cache.byUser.delete(id);
}

/** How many users are cached (tests and benches). */
export function cachedUserCount(db: Db): number {
  return caches.get(db)?.byUser.size ?? 0;
}

registerCache({
  name: 'permissions',
  stats: (db) => mapStats(caches.get(db)?.byUser, caches.get(db)?.since ?? null),
  clear: (db) => forgetGrants(db, 'all'),
});
