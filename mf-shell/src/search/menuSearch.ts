// Header search over the user's menu pages (spec section 2 "Header search").
import Fuse from 'fuse.js';
import type { FlatMenuRoute } from '@atrium/shared';

export const SEARCH_OPTIONS = {
  threshold: 0.4,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
    // Filled only once pinyin is loaded (pinyinKeys.ts); empty strings match nothing.
    { name: 'pinyin', weight: 0.6 },
    { name: 'initials', weight: 0.6 },
  ],
} as const;

/** A menu page as the search indexes it: with its title's pinyin once that is loaded. */
export type SearchEntry = FlatMenuRoute & { pinyin?: string; initials?: string };

/** fuse.js 7 has no maxPatternLength any more: longer patterns are cut to the spec's 32. */
export const MAX_PATTERN_LENGTH = 32;

export interface SearchResult {
  path: string;
  /** Titles from the top menu down, joined with ' > '. */
  label: string;
  route: FlatMenuRoute;
}

export type MenuSearch = (query: string, limit?: number) => SearchResult[];

/** Builds the index once; the returned function searches it. */
export function createMenuSearch(routes: readonly FlatMenuRoute[]): MenuSearch {
  const fuse = new Fuse(routes, { ...SEARCH_OPTIONS, keys: [...SEARCH_OPTIONS.keys] });
  return (query, limit = 50) => {
    const pattern = query.trim().slice(0, MAX_PATTERN_LENGTH);
    if (!pattern) return [];
    return fuse.search(pattern, { limit }).map(({ item }) => ({ path: item.path, label: item.titlePath.join(' > '), route: item }));
  };
}
