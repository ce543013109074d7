/**
 * Every dictionary, loaded once from GET /api/system/DictionaryData/All and cached for
 * the session. clearDictionaryCache() after any dictionary change (spec section 4); the
 * cache is also emptied by resetSession().
 */
import { http } from './http';
import { registerSessionCache } from './sessionState';
import type { DictionaryGroup } from './types';

let cached: Promise<readonly DictionaryGroup[]> | null = null;
let generation = 0;

function normalize(data: unknown): readonly DictionaryGroup[] {
  const list = Array.isArray(data) ? data : (data as { list?: unknown } | null)?.list;
  if (!Array.isArray(list)) return [];
  const groups: DictionaryGroup[] = [];
  for (const entry of list as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const group = entry as Partial<DictionaryGroup> & { id?: unknown }; // server data, checked below
    if (typeof group.id !== 'string') continue;
    groups.push({ ...group, id: group.id, dictionaryList: Array.isArray(group.dictionaryList) ? group.dictionaryList : [] });
  }
  return groups;
}

/** All dictionary types with their data; one request per session, shared by concurrent callers. */
export function getDictionaries(): Promise<readonly DictionaryGroup[]> {
  if (cached) return cached;
  const mine = ++generation;
  const pending = http.get<unknown>('/api/system/DictionaryData/All').then(normalize);
  cached = pending;
  pending.catch(() => {
    // A failed load is not cached: the next caller tries again.
    if (generation === mine) cached = null;
  });
  return pending;
}

export function clearDictionaryCache(): void {
  generation++;
  cached = null;
}

registerSessionCache(clearDictionaryCache);
