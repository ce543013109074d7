// Calls of /api/system/CacheManage (JNPF 3.1's cache management under the spec's prefix), one
// function per endpoint. A factory over the transport, so page tests pass a fake client.
import { http, type HttpClient } from '@atrium/shared';

export interface CacheRow {
  /** Stable name; its title is cache.names.<name> when the portal knows it. */
  name: string;
  count: number;
  /** Approximate bytes. */
  cacheSize: number;
  /** Since when the cache has been filling (ms), null when empty. */
  createTime: number | null;
}

const BASE = '/api/system/CacheManage';

export function createCacheApi(client: HttpClient) {
  return {
    list: () => client.get<{ list: CacheRow[] }>(BASE).then((data) => data.list),
    clear: (name: string) => client.delete<null>(`${BASE}/${encodeURIComponent(name)}`),
    clearAll: () => client.post<null>(`${BASE}/Actions/ClearAll`),
  };
}

export type CacheApi = ReturnType<typeof createCacheApi>;

export const cacheApi: CacheApi = createCacheApi(http);
