import type { Db } from '../../db/connection';
import type { RefSource } from '../kinds';
import { dictionaryLabels, refNames } from './repository';

/**
 * The names behind option values and picker ids, read once per request: validating a record
 * and showing a page of rows ask for the same dictionary or the same users many times.
 */
export class Lookups {
  private readonly dictionaries = new Map<string, Map<string, string>>();
  private readonly names = new Map<string, Map<string, string | null>>();

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
