import { mapStats, registerCache } from '../cache/registry';
import type { Db } from '../db/connection';
import { statement } from '../db/statements';
import { permissionGeneration } from '../permission/grants';

/**
 * Computed menus (spec sections 3 and 6: menu tree, routes, permission codes) per user, language
 * and current system. GET /api/oauth/CurrentUser answers them on every portal load, and every open
 * portal asks again at once when an administrator changes a right: computing them took about 8 ms
 * of the server's only thread each time, the same answer for the same inputs.
 *
 * An entry is valid while neither generation moved: the menu generation (migration 41's triggers on
 * every table the menus are made of) and the permission generation (migration 15's, on every table
 * rights come from). Values are shared between requests, so they are frozen: a caller that tried to
 * change one would fail loudly instead of changing another user's answer.
 */

/** Beyond this the oldest entries are dropped (a cached admin menu is about 70 kB). */
export const MAX_CACHED_MENUS = 2_000;

interface Cache<T> {
  generation: string;
  entries: Map<string, T>;
  since: number | null;
}

// Per database connection (each test app has its own).
const caches = new WeakMap<Db, Cache<unknown>>();

/** The menu generation the triggers of migration 41 move forward. */
export function menuGeneration(db: Db): number {
  const row = statement(db, 'SELECT value FROM menu_generation WHERE id = 1').get() as { value: number } | undefined;
  return row?.value ?? 0;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/** The cached value for `key`, or `compute()`'s, stored (frozen) until the menus or rights change. */
export function cachedMenus<T>(db: Db, key: string, compute: () => T): T {
  const generation = `${menuGeneration(db)}:${permissionGeneration(db)}`;
  let cache = caches.get(db) as Cache<T> | undefined;
  if (!cache) {
    cache = { generation, entries: new Map(), since: null };
    caches.set(db, cache as Cache<unknown>);
  }
  if (cache.generation !== generation) {
    cache.entries.clear();
    cache.since = null;
    cache.generation = generation;
  }
  const hit = cache.entries.get(key);
  if (hit !== undefined) {
    // Most recently used last, so the oldest is the first dropped.
    cache.entries.delete(key);
    cache.entries.set(key, hit);
    return hit;
  }
  const value = deepFreeze(compute());
  if (cache.entries.size >= MAX_CACHED_MENUS) {
    const oldest = cache.entries.keys().next();
    if (!oldest.done) cache.entries.delete(oldest.value);
  }
  cache.entries.set(key, value);
  cache.since ??= Date.now();
  return value;
}

/** Empties the cache of this connection (cache management's 清空). */
export function forgetMenus(db: Db): void {
  const cache = caches.get(db);
  if (!cache) return;
  cache.entries.clear();
  cache.since = null;
}

registerCache({
  name: 'menus',
  stats: (db) => mapStats(caches.get(db)?.entries, caches.get(db)?.since ?? null),
  clear: (db) => forgetMenus(db),
});
