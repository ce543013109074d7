import type { Session } from '../../auth/sessions';
import type { Db } from '../../db/connection';
import { ApiError } from '../../plugins/errors';
import type { RefSource } from '../kinds';
import { fieldOf } from '../model';
import { findModule } from '../repository';
import { runtimeModule } from '../runtime-model';
import { dictionaryLabels, findRecord, recordInScope, refNames, type StoredRow } from './repository';
import { linkedScope } from './scope';

/** A linked record as the caller may see it: gone (or its module), outside the caller's data rules, or its row. */
export type LinkedRecord = { state: 'gone' } | { state: 'hidden' } | { state: 'shown'; row: StoredRow; modelId: string };

/**
 * The names behind option values and picker ids, read once per request: validating a record
 * and showing a page of rows ask for the same dictionary or the same users many times.
 */
export class Lookups {
  private readonly dictionaries = new Map<string, Map<string, string>>();
  private readonly names = new Map<string, Map<string, string | null>>();
  private readonly relatedTexts = new Map<string, string | null>();
  private readonly linkedRows = new Map<string, LinkedRecord>();

  /**
   * `session`: whose data rules limit the linked records a link shows (issue 15: a user never sees
   * a linked record outside their rules). Without it (the server's own reads) nothing is limited.
   */
  constructor(
    private readonly db: Db,
    private readonly session?: Session,
  ) {}

  /** The record a link points at, read once per request, within the caller's data rules of its module. */
  linked(modelId: string, recordId: string): LinkedRecord {
    const key = `${modelId}\u0000${recordId}`;
    const known = this.linkedRows.get(key);
    if (known) return known;
    let found: LinkedRecord = { state: 'gone' };
    try {
      const runtime = runtimeModule(this.db, modelId, (id) => findModule(this.db, id) !== undefined);
      const row = findRecord(this.db, runtime.model.main, recordId);
      if (row) {
        const visible = !this.session || recordInScope(this.db, runtime.model.main, recordId, linkedScope(this.db, this.session, runtime));
        found = visible ? { state: 'shown', row, modelId } : { state: 'hidden' };
      }
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
    this.linkedRows.set(key, found);
    return found;
  }

  /** A field of a linked record the caller may see, as text; null when gone, hidden, unknown or empty. */
  linkedField(modelId: string, showField: string, recordId: string): string | null {
    const linked = this.linked(modelId, recordId);
    if (linked.state !== 'shown') return null;
    try {
      const field = fieldOf(runtimeModule(this.db, modelId, (id) => findModule(this.db, id) !== undefined).model.main, showField);
      const value = field ? linked.row[field.vModel] : undefined;
      return value === null || value === undefined ? null : String(value);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return null;
    }
  }

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
   * named or not stored), null when the record or its module is gone, and '' when the record lies
   * outside the caller's data rules (neither its fields nor its id are shown).
   */
  related(modelId: string, showField: string, recordId: string): string | null {
    const key = `${modelId}\u0000${showField}\u0000${recordId}`;
    if (this.relatedTexts.has(key)) return this.relatedTexts.get(key) ?? null;
    const linked = this.linked(modelId, recordId);
    let text: string | null = null;
    if (linked.state === 'hidden') text = '';
    else if (linked.state === 'shown') text = (showField === '' ? null : this.linkedField(modelId, showField, recordId)) ?? recordId;
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
