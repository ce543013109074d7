import type { Db } from '../../db/connection';
import { ApiError } from '../../plugins/errors';
import type { RefSource } from '../kinds';
import { fieldOf } from '../model';
import { findModule } from '../repository';
import { runtimeModule } from '../runtime-model';
import { dictionaryLabels, findRecord, refNames } from './repository';

/**
 * The names behind option values and picker ids, read once per request: validating a record
 * and showing a page of rows ask for the same dictionary or the same users many times.
 */
export class Lookups {
  private readonly dictionaries = new Map<string, Map<string, string>>();
  private readonly names = new Map<string, Map<string, string | null>>();
  private readonly relatedTexts = new Map<string, string | null>();

  constructor(private readonly db: Db) {}

  dictionary(typeId: string, valueKey: 'id' | 'enCode'): Map<string, string> {
    const key = `${valueKey}:${typeId}`;
    let labels = this.dictionaries.get(key);
    if (!labels) {
      labels = dictionaryLabels(this.db, typeId, valueKey);
      this.dictionaries.set(key, labels);
    }
    return labels;
  }

  /** Loads the names of these ids (those not known yet) in one query per source. */
  preload(source: Exclude<RefSource, 'usersMixed'>, ids: Iterable<string>): void {
    let known = this.names.get(source);
    if (!known) {
      known = new Map();
      this.names.set(source, known);
    }
    const missing = [...new Set(ids)].filter((id) => !known.has(id));
    if (missing.length === 0) return;
    const found = refNames(this.db, source, missing);
    for (const id of missing) known.set(id, found.get(id) ?? null);
  }

  /**
   * What a related-form link shows: the linked record's `showField` (its id when the field is not
   * named or not stored), or null when the record or its module is gone.
   */
  related(modelId: string, showField: string, recordId: string): string | null {
    const key = `${modelId}\u0000${showField}\u0000${recordId}`;
    if (this.relatedTexts.has(key)) return this.relatedTexts.get(key) ?? null;
    let text: string | null = null;
    try {
      const { model } = runtimeModule(this.db, modelId, (id) => findModule(this.db, id) !== undefined);
      const row = findRecord(this.db, model.main, recordId);
      const field = showField === '' ? undefined : fieldOf(model.main, showField);
      const shown = row && field ? row[field.vModel] : undefined;
      text = !row ? null : shown === null || shown === undefined ? recordId : String(shown);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
    this.relatedTexts.set(key, text);
    return text;
  }

  /** The display name of an id, or null when it does not exist. */
  name(source: Exclude<RefSource, 'usersMixed'>, id: string): string | null {
    this.preload(source, [id]);
    return this.names.get(source)?.get(id) ?? null;
  }
}

/** usersSelect entries are `id--type`; the type names the table. */
export const MIXED_TYPES: Readonly<Record<string, Exclude<RefSource, 'usersMixed'>>> = {
  user: 'users',
  role: 'roles',
  position: 'positions',
  department: 'organizations',
  company: 'organizations',
  organize: 'organizations',
  group: 'groups',
};

export function parseMixed(entry: string): { id: string; source: Exclude<RefSource, 'usersMixed'> } | null {
  const match = /^(.+)--([a-z]+)$/.exec(entry);
  const source = match ? MIXED_TYPES[match[2] as string] : undefined;
  return match && source ? { id: match[1] as string, source } : null;
}
