import { mapStats, registerCache } from '../cache/registry';
import type { Db } from '../db/connection';
import { badRequest, notFound } from '../plugins/errors';
import { compileModel } from './compile';
import type { CompiledModel } from './model';
import { hasKeywordIndex, rebuildKeywordIndex } from './records/keyword-index';
import { findReleased, releasedModuleIds, type Released } from './repository';

/**
 * Compiled released models, per module and version. A version never changes once recorded, so a
 * cached entry is never stale: each call still reads which version is in force (one key lookup),
 * and another process's release is seen at once. Per process on purpose, bounded.
 */
const CACHE_MAX = 200;
const cache = new Map<string, CompiledModel>();
let cacheSince: number | null = null;
registerCache({
  name: 'visualdevModels',
  stats: () => mapStats(cache, cacheSince),
  clear: () => {
    cache.clear();
    cacheSince = null;
  },
});

export interface RuntimeModule {
  released: Released;
  model: CompiledModel;
}

/** The module's version in force, compiled; 404 for an unknown module, 400 for one never released. */
export function runtimeModule(db: Db, id: string, exists: (id: string) => boolean): RuntimeModule {
  const released = findReleased(db, id);
  if (!released) throw exists(id) ? badRequest('vdNotReleased') : notFound('entityVisualDev');
  const key = `${released.id}:${released.version}`;
  let model = cache.get(key);
  if (!model) {
    const compiled = compileModel({ formData: released.formData, columnData: released.columnData, tables: released.tables });
    if (!compiled) throw badRequest('vdNotReleased');
    model = compiled;
    cache.set(key, model);
    cacheSince ??= Date.now();
    if (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value as string);
  }
  return { released, model };
}

/**
 * Fills the keyword index of every released module's main table again from its rows (after a
 * restore emptied these contentless indexes: FTS5 cannot 'rebuild' them, having no content table).
 * An index of a module whose release no longer compiles is left empty. Runs inside the caller's
 * transaction.
 */
export function reindexReleasedModules(db: Db): void {
  for (const id of releasedModuleIds(db)) {
    let model: CompiledModel;
    try {
      model = runtimeModule(db, id, () => true).model;
    } catch {
      continue;
    }
    if (hasKeywordIndex(db, model.main)) rebuildKeywordIndex(db, model.main);
  }
}
