// The header search in slices: the menu is indexed and searched a few hundred entries at a time,
// yielding to the browser between slices, so a search over thousands of menu entries never holds
// the main thread past one frame and a newer query cancels an older one (issue 3 search budget).
import Fuse from 'fuse.js';
import type { FlatMenuRoute } from '@atrium/shared';
import { MAX_PATTERN_LENGTH, SEARCH_OPTIONS, type SearchEntry, type SearchResult } from './menuSearch';

/** Work per slice before yielding, in ms: well under one 16 ms frame. */
export const SLICE_MS = 4;
// A chunk of fuse.js work takes about 1 ms (more on a busy machine): slices, and a frame rendered
// right after one, stay inside 16 ms.
const CHUNK = 50;

export type Yield = () => Promise<void>;

/** A macrotask without setTimeout's 4 ms clamp, so slices follow each other quickly. */
export const yieldToBrowser: Yield = () =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

export interface SlicedSearch {
  /** Results as createMenuSearch gives them, or null when a newer search started meanwhile. */
  search(query: string, limit?: number): Promise<SearchResult[] | null>;
}

interface Scored {
  score: number;
  index: number;
  /** Position in the recent pages, newest 0; Infinity when not recent. */
  recent: number;
  route: FlatMenuRoute;
}

/** A recent page counts as this much better a match (fuse scores run from 0, exact, to 1). */
const RECENT_FACTOR = 0.5;

export function createSlicedSearch(
  routes: readonly SearchEntry[],
  options: { chunk?: number; sliceMs?: number; yieldFn?: Yield; now?: () => number; recent?: () => readonly string[] } = {},
): SlicedSearch {
  const chunk = options.chunk ?? CHUNK;
  const sliceMs = options.sliceMs ?? SLICE_MS;
  const pause = options.yieldFn ?? yieldToBrowser;
  const now = options.now ?? (() => performance.now());
  // Built on first use, slice by slice like the search itself.
  const indexes: Fuse<SearchEntry>[] = [];
  const recentOf = options.recent ?? (() => []);
  let generation = 0;

  return {
    async search(query, limit = 50) {
      generation += 1;
      const mine = generation;
      const pattern = query.trim().slice(0, MAX_PATTERN_LENGTH);
      if (!pattern) return [];
      const found: Scored[] = [];
      const recent = recentOf();
      let sliceStart = now();
      for (let part = 0; part * chunk < routes.length; part += 1) {
        if (now() - sliceStart > sliceMs) {
          await pause();
          if (mine !== generation) return null;
          sliceStart = now();
        }
        const offset = part * chunk;
        const fuse = (indexes[part] ??= new Fuse(routes.slice(offset, offset + chunk), {
          ...SEARCH_OPTIONS,
          keys: [...SEARCH_OPTIONS.keys],
          includeScore: true,
        }));
        for (const hit of fuse.search(pattern, { limit })) {
          const at = recent.indexOf(hit.item.path);
          const rank = at < 0 ? Infinity : at;
          const score = (hit.score ?? 1) * (at < 0 ? 1 : RECENT_FACTOR);
          found.push({ score, index: offset + hit.refIndex, recent: rank, route: hit.item });
        }
      }
      // Fuse's order with recent pages ahead: score, then the more recent, then position in the list.
      found.sort((a, b) => a.score - b.score || a.recent - b.recent || a.index - b.index);
      return found.slice(0, limit).map(({ route }) => ({ path: route.path, label: route.titlePath.join(' > '), route }));
    },
  };
}
