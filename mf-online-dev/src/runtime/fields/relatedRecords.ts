// Records other forms link to (related-form links and their attributes), read once per page: a
// form with a link and three of its attributes asks the server once.
import type { OnlineDevApi, RecordValues } from '../api';

const CACHE_MAX = 200;
const cache = new Map<string, Promise<RecordValues>>();

/** The linked record with display values (GET …/DataChange); a failed read is asked again next time. */
export function relatedRecord(api: OnlineDevApi, modelId: string, recordId: string): Promise<RecordValues> {
  const key = `${modelId}\u0000${recordId}`;
  let found = cache.get(key);
  if (!found) {
    found = api.detail(modelId, recordId);
    cache.set(key, found);
    if (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value as string);
    found.catch(() => cache.delete(key));
  }
  return found;
}

/** For tests. */
export function clearRelatedRecords(): void {
  cache.clear();
}
