import path from 'node:path';
import type { Db } from '../db/connection';
import { DeployRefused, isDeployRefused, type CheckName } from './checks';
import { diffMaps, mapText, parseImportMap, sameMap, withModule, type Change, type ImportMap } from './import-map';
import { moduleKind } from './kinds';
import { parseSharedManifest } from './manifest';
import { readTextIfPresent, writeFileAtomic } from './map-file';
import {
  insertAttempt, insertRevision, latestRevision, revisionAt, type Attempt, type DeploySource, type MeasuredChange, type Revision,
} from './repository';
import { validateBundle, type ValidatedBundle } from './validate';

/** The map browsers get: the last one that passed validation, with its version (the ETag). */
export interface LiveMap {
  version: number;
  map: ImportMap;
  /** Exactly the bytes served and written to import-map.json. */
  text: string;
}

/** What every open portal is told after a change (the socket's importMapChanged). */
export interface MapChanged {
  version: number;
  /** Modules whose URL changed (added and removed ones too). */
  changed: string[];
  /** True when any of them is not a micro-frontend: those are never swapped live. */
  shared: boolean;
}

export interface DeployLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface DeployServiceOptions {
  db: Db;
  distDir: string;
  importMapFile: string;
  allowedOrigins: readonly string[];
  clock: () => number;
  log?: DeployLog;
  /** Called after every change of the live map (this process's deploys and the ones it adopts). */
  onChange?: (change: MapChanged) => void;
  /** Bundle fetch time limit; tests shorten it. */
  fetchTimeoutMs?: number;
}

export interface DeployRequest {
  module: string;
  url: string;
  integrity?: string | null;
  /** The version the caller saw (If-Match, --if-match); a newer current version is a conflict. */
  ifMatch?: number | null;
  author: string;
  source: 'api' | 'cli';
}

export interface RollbackRequest {
  /** The revision to restore; the one before the current when absent. */
  version?: number | null;
  ifMatch?: number | null;
  author: string;
}

/** What a file sync did, for the CLI's output and the tests. */
export type SyncResult =
  | { kind: 'none' }
  | { kind: 'adopted'; version: number }
  | { kind: 'applied'; version: number }
  | { kind: 'refused'; check: CheckName; message: string };

const FILE_AUTHOR = 'file';
/** Bundles validated at once when a map changes many modules (a rebuild): each may start a worker. */
const VALIDATION_CONCURRENCY = 4;

/**
 * Import-map deploys: validation, versioned revisions in the database, the atomic file and the
 * live map served to browsers. The database is the lock: a revision is inserted in an IMMEDIATE
 * transaction only when the current version is the one the change was validated against, and the
 * file is replaced inside that transaction, so two writers (two requests, or the CLI and the
 * server) never interleave: one wins, the other gets 'conflict' and changes nothing.
 */
export class DeployService {
  private live: LiveMap | null = null;
  /**
   * The hand edit refused last, and why: the same text is not refused (and logged) again on every
   * poll. One refused as unreachable is retried by the poll, quietly: its files may still be on
   * their way (copied after the map, or a CDN still propagating).
   */
  private refused: { text: string; check: CheckName; message: string } | null = null;
  private syncing: Promise<SyncResult> | null = null;
  private syncAgain = false;

  constructor(private readonly options: DeployServiceOptions) {}

  /** The map to serve; null before any valid map exists. */
  current(): LiveMap | null {
    return this.live;
  }

  async deploy(request: DeployRequest): Promise<{ version: number }> {
    const base = this.latest();
    const fromUrl = base?.map.imports[request.module] ?? null;
    const attempt = { author: request.author, source: request.source, module: request.module, fromUrl, url: request.url };
    try {
      if (base === null) throw new DeployRefused('module', 'there is no import map yet: build the front-end first');
      this.checkIfMatch(request.ifMatch, base.version);
      if (fromUrl === null) {
        throw new DeployRefused('module', `${request.module} is not a module of the import map (known: ${Object.keys(base.map.imports).join(', ')})`);
      }
      const map = withModule(base.map, request.module, request.url);
      const validated = await validateBundle(request.module, request.url, request.integrity ?? null, this.validationContext(map));
      if (fromUrl === request.url) {
        this.record({ ...attempt, outcome: 'applied', check: null, message: 'already deployed: nothing changed', version: base.version });
        return { version: base.version };
      }
      const version = this.apply(base.version, map, [validated], { source: request.source, author: request.author, note: null }, attempt, validated.notes);
      return { version };
    } catch (error) {
      this.recordRefusal(error, attempt);
      throw error;
    }
  }

  async rollback(request: RollbackRequest): Promise<{ version: number }> {
    const base = this.latest();
    const attempt = { author: request.author, source: 'rollback' as const, module: null, fromUrl: null, url: null };
    try {
      if (base === null) throw new DeployRefused('version', 'there is no import map version yet');
      this.checkIfMatch(request.ifMatch, base.version);
      const wanted = request.version ?? base.version - 1;
      const target = wanted >= 1 ? revisionAt(this.options.db, wanted) : null;
      if (target === null) {
        throw new DeployRefused('version', request.version == null ? `version ${base.version} is the first: there is none before it` : `there is no version ${wanted} (the current one is ${base.version})`);
      }
      const map = mapOf(target);
      if (sameMap(map, base.map)) throw new DeployRefused('version', `version ${wanted} has the map served now (version ${base.version}): nothing to roll back`);
      const validated = await this.validateChanges(base.map, map);
      const note = `rollback to version ${wanted}`;
      const version = this.apply(base.version, map, validated, { source: 'rollback', author: request.author, note }, { ...attempt, url: `version ${wanted}` }, []);
      return { version };
    } catch (error) {
      this.recordRefusal(error, attempt);
      throw error;
    }
  }

  /**
   * Brings the live map in line with import-map.json, as the watcher asks after every change of
   * the file and the server at start:
   * - the file is the latest revision (our own write, or the CLI's): adopt it, tell the portals;
   * - no revision yet: the file, if it is a map, becomes version 1 (source 'build');
   * - anything else is a hand edit: validate it whole and apply it (source 'file'), or refuse it,
   *   log why and keep serving the last good map.
   * Calls made while one runs are folded into one more run after it.
   */
  syncFromFile(): Promise<SyncResult> {
    if (this.syncing) {
      this.syncAgain = true;
      return this.syncing;
    }
    const run = async (): Promise<SyncResult> => {
      let result: SyncResult;
      do {
        this.syncAgain = false;
        result = await this.syncOnce();
      } while (this.syncAgain);
      return result;
    };
    this.syncing = run().finally(() => {
      this.syncing = null;
    });
    return this.syncing;
  }

  /** True while a refused hand edit waits for its files: the watcher's poll then asks again. */
  wantsRetry(): boolean {
    return this.refused?.check === 'reachable';
  }

  /** Resolves once no file sync is running (the app waits for it before closing the database). */
  async idle(): Promise<void> {
    while (this.syncing) await this.syncing.catch(() => undefined);
  }

  private async syncOnce(): Promise<SyncResult> {
    // The revision before the file: a writer (another process) replaces the file inside the
    // transaction that adds its revision, so a file read after the revision is at least as new.
    // Read the other way round, a commit in between made the old file look like a hand edit of
    // the new revision, and applying it reverted that deploy.
    const latest = this.latest();
    const text = readTextIfPresent(this.options.importMapFile);
    if (latest !== null && this.live === null) this.adopt(latest);
    if (text === null) return { kind: 'none' };
    const parsed = parseImportMap(text);
    if (latest === null) {
      if (!parsed.ok) return this.refuseFile(text, 'json', `import-map.json is ${parsed.message}`, null);
      return this.applyFile(0, parsed.map, [], 'build');
    }
    if (parsed.ok && sameMap(parsed.map, latest.map)) {
      this.refused = null;
      return this.adopt(latest) ? { kind: 'adopted', version: latest.version } : { kind: 'none' };
    }
    if (text === this.refused?.text && this.refused.check !== 'reachable') return { kind: 'none' };
    if (!parsed.ok) return this.refuseFile(text, 'json', `import-map.json is ${parsed.message}; still serving version ${latest.version}`, null);
    try {
      const missing = this.requiredModules(latest.map).filter((name) => !(name in parsed.map.imports));
      if (missing.length > 0) throw new DeployRefused('sharedModules', `import-map.json lacks ${missing.join(', ')}, which every page needs`);
      const validated = await this.validateChanges(latest.map, parsed.map);
      return await this.applyFile(latest.version, parsed.map, validated, 'file');
    } catch (error) {
      if (!isDeployRefused(error)) throw error;
      const change = diffMaps(latest.map, parsed.map).find((item) => item.module === error.module);
      return this.refuseFile(text, error.check, `${error.message}; still serving version ${latest.version}`, change ?? null);
    }
  }

  private async applyFile(expected: number, map: ImportMap, validated: ValidatedBundle[], source: 'build' | 'file'): Promise<SyncResult> {
    const note = source === 'build' ? 'the import map found at first start' : 'hand edit of import-map.json';
    try {
      const version = this.apply(expected, map, validated, { source, author: FILE_AUTHOR, note }, { author: FILE_AUTHOR, source, module: null, fromUrl: null, url: null }, [], true);
      this.refused = null;
      this.options.log?.info({ version, source }, `import map version ${version} applied from import-map.json`);
      return { kind: 'applied', version };
    } catch (error) {
      // Another process committed first; its write of the file is on its way (or here already): look again.
      if (isDeployRefused(error) && error.check === 'conflict') {
        this.syncAgain = true;
        return { kind: 'none' };
      }
      throw error;
    }
  }

  private refuseFile(text: string, check: CheckName, message: string, change: Change | null): SyncResult {
    const again = this.refused?.text === text && this.refused.check === check && this.refused.message === message;
    this.refused = { text, check, message };
    if (again) return { kind: 'refused', check, message };
    this.record({ author: FILE_AUTHOR, source: 'file', module: change?.module ?? null, fromUrl: change?.from ?? null, url: change?.to ?? null, outcome: 'refused', check, message, version: null });
    this.options.log?.warn({ check }, `import-map.json refused (${check}): ${message}`);
    return { kind: 'refused', check, message };
  }

  /** Every changed module of a whole map, validated against that map; rejects with the first failure in map order. */
  private async validateChanges(before: ImportMap, after: ImportMap): Promise<ValidatedBundle[]> {
    const changes = diffMaps(before, after).filter((change): change is Change & { to: string } => change.to !== null);
    const context = this.validationContext(after);
    const results: Array<ValidatedBundle | DeployRefused> = new Array<ValidatedBundle | DeployRefused>(changes.length);
    let next = 0;
    const worker = async (): Promise<void> => {
      for (let index = next++; index < changes.length; index = next++) {
        const change = changes[index]!;
        try {
          results[index] = await validateBundle(change.module, change.to, null, context);
        } catch (error) {
          if (!isDeployRefused(error)) throw error;
          results[index] = new DeployRefused(error.check, error.message, change.module);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(VALIDATION_CONCURRENCY, changes.length) }, worker));
    const failed = results.find((result): result is DeployRefused => isDeployRefused(result));
    if (failed) throw failed;
    return results as ValidatedBundle[];
  }

  private validationContext(map: ImportMap) {
    return {
      distDir: this.options.distDir,
      allowedOrigins: this.options.allowedOrigins,
      map,
      sharedVersions: this.sharedVersions(),
      ...(this.options.fetchTimeoutMs !== undefined ? { timeoutMs: this.options.fetchTimeoutMs } : {}),
    };
  }

  /** What `npm run build` recorded as the shared modules the map serves. */
  sharedVersions(): Record<string, string> | null {
    return parseSharedManifest(readTextIfPresent(path.join(this.options.distDir, 'assets', 'shared', 'manifest.json')));
  }

  /**
   * Modules no map may lose: the shared modules the build recorded (dist/assets/shared/manifest.json),
   * or, without that record, every shared one of the current map; and the root config and shell.
   */
  private requiredModules(current: ImportMap): string[] {
    const recorded = this.sharedVersions();
    const names = Object.keys(current.imports).filter((name) => moduleKind(name) === 'root' || (recorded === null && moduleKind(name) === 'shared'));
    return [...new Set([...names, ...Object.keys(recorded ?? {})])];
  }

  private checkIfMatch(ifMatch: number | null | undefined, current: number): void {
    if (ifMatch != null && ifMatch !== current) {
      throw new DeployRefused('conflict', `the import map is at version ${current}, not ${ifMatch}: someone else changed it; reload and try again`);
    }
  }

  /**
   * Inserts the revision (version expected + 1) and writes the file in one IMMEDIATE transaction,
   * then serves the new map. Throws DeployRefused('conflict') when another writer got there first.
   */
  private apply(
    expected: number,
    map: ImportMap,
    validated: ValidatedBundle[],
    revision: { source: DeploySource; author: string; note: string | null },
    attempt: { author: string; source: DeploySource; module: string | null; fromUrl: string | null; url: string | null },
    notes: string[],
    fromFile = false,
  ): number {
    const { db, importMapFile } = this.options;
    const text = mapText(map);
    const measured = new Map(validated.map((bundle) => [bundle.module, bundle]));
    const previous = this.latestMapBefore(expected);
    const changes: MeasuredChange[] = diffMaps(previous, map).map((change) => ({
      ...change,
      size: measured.get(change.module)?.size ?? null,
      integrity: measured.get(change.module)?.integrity ?? null,
    }));
    const now = this.options.clock();
    const version = db.transaction(() => {
      const current = latestRevision(db)?.version ?? 0;
      if (current !== expected) {
        throw new DeployRefused('conflict', `the import map is at version ${current}, not ${expected}: someone else changed it meanwhile; nothing was changed`);
      }
      const next = current + 1;
      insertRevision(db, { version: next, createdAt: now, author: revision.author, source: revision.source, mapJson: JSON.stringify(map), changes, note: revision.note });
      const message = [`version ${next}: ${changes.length} module(s) changed`, ...notes].join('; ');
      insertAttempt(db, { ...attempt, at: now, outcome: 'applied', check: null, message, version: next });
      // Inside the transaction: the next writer waits for the lock, so files are written in version order.
      // A map that came from the file is not written back (an editor holding it open keeps its buffer).
      if (!fromFile) writeFileAtomic(importMapFile, text);
      return next;
    })();
    this.adopt({ version, map });
    return version;
  }

  private latestMapBefore(expected: number): ImportMap {
    if (expected === 0) return { imports: {} };
    const revision = revisionAt(this.options.db, expected);
    return revision ? mapOf(revision) : { imports: {} };
  }

  /** Serves this map if it is newer than the live one and tells the portals what changed; true when it was. */
  private adopt(next: { version: number; map: ImportMap }): boolean {
    const live: LiveMap = { version: next.version, map: next.map, text: mapText(next.map) };
    const previous = this.live;
    if (previous !== null && previous.version >= live.version) return false;
    this.live = live;
    if (previous === null) return true;
    const changed = diffMaps(previous.map, live.map).map((change) => change.module);
    if (changed.length > 0) {
      this.options.onChange?.({ version: live.version, changed, shared: changed.some((name) => moduleKind(name) !== 'mf') });
    }
    return true;
  }

  private latest(): { version: number; map: ImportMap } | null {
    const revision = latestRevision(this.options.db);
    return revision ? { version: revision.version, map: mapOf(revision) } : null;
  }

  private record(attempt: Omit<Attempt, 'at'>): void {
    insertAttempt(this.options.db, { ...attempt, at: this.options.clock() });
  }

  private recordRefusal(error: unknown, attempt: { author: string; source: DeploySource; module: string | null; fromUrl: string | null; url: string | null }): void {
    if (!isDeployRefused(error)) return;
    this.record({ ...attempt, outcome: 'refused', check: error.check, message: error.message, version: null });
    this.options.log?.info({ check: error.check, module: attempt.module, author: attempt.author }, `deploy refused (${error.check}): ${error.message}`);
  }
}

function mapOf(revision: Revision): ImportMap {
  return { imports: (JSON.parse(revision.mapJson) as ImportMap).imports };
}
