import type { Db } from '../db/connection';

/** What a cache reports: entries, an estimate of the memory they take, and since when it has been filling. */
export interface CacheStats {
  entries: number;
  /** Approximate bytes of the cached values (sampled, see approximateBytes). */
  bytes: number;
  /** When the cache was last emptied (or first used), ms; null when it has never held anything. */
  since: number | null;
  /** A few of its keys, for the detail view (never values). */
  keys: string[];
}

/**
 * A server cache that cache management (/api/system/CacheManage) lists and clears. Caches are per
 * process; some are also per database connection, so both functions get the connection. Clearing
 * must only cost recomputation: a cache never holds the only copy of anything.
 */
export interface ServerCache {
  /** Stable name, the key of its title in the portal's translations (cache.names.<name>). */
  name: string;
  stats(db: Db): CacheStats;
  clear(db: Db): void;
}

const caches = new Map<string, ServerCache>();

/** Registers a cache (once per name; modules call this when they load). */
export function registerCache(cache: ServerCache): void {
  caches.set(cache.name, cache);
}

/** Every registered cache, by name. */
export function registeredCaches(): ServerCache[] {
  return [...caches.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export function findCache(name: string): ServerCache | undefined {
  return caches.get(name);
}

const SAMPLE = 100;
const MAX_DEPTH = 6;

/**
 * An estimate of the memory a value takes: strings two bytes a character, numbers eight, and a
 * fixed overhead per object, array, set or map entry. Collections larger than SAMPLE are measured
 * on their first SAMPLE items and scaled, so the estimate of a large cache stays cheap.
 */
export function approximateBytes(value: unknown, depth = 0): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'string') return 16 + value.length * 2;
  if (typeof value === 'number' || typeof value === 'bigint') return 8;
  if (typeof value === 'boolean') return 4;
  if (typeof value !== 'object' || depth >= MAX_DEPTH) return 16;
  const scaled = (items: Iterable<unknown>, size: number, each: (item: unknown) => number): number => {
    let total = 0;
    let counted = 0;
    for (const item of items) {
      if (counted === SAMPLE) break;
      total += each(item);
      counted += 1;
    }
    return 32 + (counted === 0 ? 0 : Math.round((total / counted) * size));
  };
  if (value instanceof Map) {
    return scaled(value.entries(), value.size, (entry) => {
      const [key, item] = entry as [unknown, unknown];
      return 16 + approximateBytes(key, depth + 1) + approximateBytes(item, depth + 1);
    });
  }
  if (value instanceof Set) return scaled(value.values(), value.size, (item) => 8 + approximateBytes(item, depth + 1));
  if (Array.isArray(value)) return scaled(value, value.length, (item) => 8 + approximateBytes(item, depth + 1));
  const entries = Object.entries(value as Record<string, unknown>);
  return scaled(entries, entries.length, (entry) => {
    const [key, item] = entry as [string, unknown];
    return 16 + key.length * 2 + approximateBytes(item, depth + 1);
  });
}

/** CacheStats of a Map-backed cache. */
export function mapStats(map: ReadonlyMap<string, unknown> | undefined, since: number | null): CacheStats {
  if (!map) return { entries: 0, bytes: 0, since: null, keys: [] };
  return { entries: map.size, bytes: map.size === 0 ? 0 : approximateBytes(map), since, keys: [...map.keys()].slice(0, 20) };
}
