/**
 * Keeps an open portal's import map in step with the server's (architecture rule 8: a hot swap is
 * a data change). The server pushes `importMapChanged` after every applied map; after a
 * (re)connect (`initMessage`) the map is checked too, so a change missed while offline is applied.
 *
 * For each module whose URL differs from what SystemJS resolves now:
 * - micro-frontends (`@atrium/mf-*`) get the new URL in SystemJS's map and a swap event; the
 *   areas showing them (the shell's content area) import the new version and remount;
 * - anything else (react, @atrium/shared, @atrium/ui, the shell, the root config…) is never
 *   swapped: two copies of a shared module would split its state. Nothing is swapped then, not
 *   even the MFs of the same change (they were built against the new shared modules), and the
 *   portal is told a reload is needed.
 * Transport, SystemJS and the overrides are injected: tests drive it with fakes.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { Subject, type Observable } from 'rxjs';

/** One micro-frontend to swap: its new URL is already in SystemJS's map. */
export interface ModuleSwap {
  /** Import-map name, e.g. '@atrium/mf-system'. */
  readonly module: string;
  /** Absolute URL the page used until now. */
  readonly from: string;
  /** Absolute URL the map names now. */
  readonly to: string;
  /** Import-map version that brought it; null when the server sent none. */
  readonly version: number | null;
}

/** Shared modules changed on the server: the page keeps working, a reload brings them. */
export interface ReloadNeeded {
  readonly version: number | null;
  /** Names of the modules that changed and cannot be swapped live. */
  readonly modules: readonly string[];
}

/** What the trigger said: the event's version and its `shared` flag (none after a reconnect). */
export interface SyncTrigger {
  readonly version?: number | null;
  readonly shared?: boolean;
}

export type SyncOutcome = 'stale' | 'unchanged' | 'swapped' | 'reload' | 'unavailable';

export interface ImportMapSystem {
  resolve(name: string): string;
  addImportMap(map: { imports: Record<string, string>; integrity?: Record<string, string> }, base?: string): void;
}

export interface FetchedMap {
  /** The parsed JSON body. */
  readonly map: unknown;
  /** From `x-import-map-version` (or the ETag); null when the server sends neither. */
  readonly version: number | null;
}

export interface ImportMapSyncEnv {
  /** SystemJS, or null where there is none (then nothing happens). */
  system(): ImportMapSystem | null;
  /** GET the map, revalidated (no-cache). */
  fetchMap(): Promise<FetchedMap>;
  /** Absolute URL of the map: relative entries resolve against it, as SystemJS does. */
  mapUrl(): string;
  /** Names a developer overrides in this browser (import-map-overrides): left alone. */
  overridden(): ReadonlySet<string>;
  /** Where a failed check goes (the page keeps working; the next reconnect tries again). */
  warn(message: string, error: unknown): void;
}

export interface ImportMapSync {
  readonly $version: ReadableAtom<number | null>;
  readonly $reloadNeeded: ReadableAtom<ReloadNeeded | null>;
  readonly swaps$: Observable<ModuleSwap>;
  /** Fetches the map and applies the difference; calls run one after the other. */
  sync(trigger?: SyncTrigger): Promise<SyncOutcome>;
  /** The user closed the banner: it comes back only for modules or URLs not seen yet. */
  dismissReloadNeeded(): void;
  /** A version of a module failed to load or mount here: do not try that URL again. */
  rejectVersion(module: string, url: string): void;
}

/** Micro-frontends swap live; everything else in the map is shared or part of the frame. */
export function isSwappableModule(name: string): boolean {
  return /^@atrium\/mf-[\w.-]+$/.test(name);
}

/** `x-import-map-version: 7`, or an ETag `"7"` / `W/"7"`. */
export function mapVersionOf(headers: { get(name: string): string | null }): number | null {
  const raw = headers.get('x-import-map-version') ?? headers.get('etag');
  const match = raw ? /(\d+)/.exec(raw) : null;
  return match?.[1] ? Number(match[1]) : null;
}

function importsOf(map: unknown): Record<string, string> {
  const imports = (map as { imports?: unknown } | null)?.imports;
  if (typeof imports !== 'object' || imports === null) throw new Error('@atrium/shared: import map has no "imports" object');
  const result: Record<string, string> = {};
  for (const [name, url] of Object.entries(imports)) if (typeof url === 'string' && url !== '') result[name] = url;
  return result;
}

function integrityOf(map: unknown): Record<string, string> {
  const integrity = (map as { integrity?: unknown } | null)?.integrity;
  if (typeof integrity !== 'object' || integrity === null) return {};
  const result: Record<string, string> = {};
  for (const [url, value] of Object.entries(integrity)) if (typeof value === 'string') result[url] = value;
  return result;
}

interface Change {
  name: string;
  /** null: a name the page has never had (nothing of it is loaded). */
  from: string | null;
  to: string;
  integrity: string | undefined;
}

const pairKey = (module: string, url: string): string => `${module} ${url}`;

export function createImportMapSync(env: ImportMapSyncEnv): ImportMapSync {
  const $version = atom<number | null>(null);
  const $reloadNeeded = atom<ReloadNeeded | null>(null);
  const swaps = new Subject<ModuleSwap>();
  const rejected = new Set<string>();
  const dismissed = new Set<string>();
  let pendingReload: string[] = [];
  let queue: Promise<unknown> = Promise.resolve();

  const isOlder = (version: number | null | undefined): boolean => {
    const current = $version.get();
    return version !== null && version !== undefined && current !== null && version <= current;
  };

  function differences(map: unknown, system: ImportMapSystem): Change[] {
    const base = env.mapUrl();
    const integrity = integrityOf(map);
    const overridden = env.overridden();
    const changes: Change[] = [];
    for (const [name, raw] of Object.entries(importsOf(map))) {
      if (overridden.has(name)) continue;
      const to = new URL(raw, base).href;
      let from: string | null;
      try {
        from = system.resolve(name);
      } catch {
        from = null; // not in the page's map yet
      }
      if (from === to || rejected.has(pairKey(name, to))) continue;
      changes.push({ name, from, to, integrity: integrity[raw] ?? integrity[to] });
    }
    return changes;
  }

  async function run(trigger: SyncTrigger): Promise<SyncOutcome> {
    // An event older than what this page has already applied (events and fetches can cross).
    if (isOlder(trigger.version)) return 'stale';
    const system = env.system();
    if (!system) return 'unavailable';
    const { map, version } = await env.fetchMap();
    if (isOlder(version)) return 'stale';
    const changes = differences(map, system);
    if (version !== null) $version.set(version);
    if (changes.length === 0) return 'unchanged';

    const loaded = changes.filter((change) => change.from !== null);
    const sharedChanged = loaded.some((change) => !isSwappableModule(change.name)) || (trigger.shared === true && loaded.length > 0);
    if (sharedChanged) {
      pendingReload = loaded.map((change) => pairKey(change.name, change.to));
      if (pendingReload.some((pair) => !dismissed.has(pair))) {
        $reloadNeeded.set({ version, modules: loaded.map((change) => change.name) });
      }
      return 'reload';
    }

    for (const change of changes) {
      system.addImportMap(
        { imports: { [change.name]: change.to }, ...(change.integrity ? { integrity: { [change.to]: change.integrity } } : {}) },
        env.mapUrl(),
      );
    }
    for (const change of changes) {
      if (change.from !== null) swaps.next({ module: change.name, from: change.from, to: change.to, version });
    }
    return 'swapped';
  }

  return {
    $version,
    $reloadNeeded,
    swaps$: swaps.asObservable(),
    sync(trigger = {}) {
      const next = queue.then(() => run(trigger));
      queue = next.catch((error: unknown) => env.warn('@atrium/shared: could not apply the new import map', error));
      return next;
    },
    dismissReloadNeeded() {
      for (const pair of pendingReload) dismissed.add(pair);
      $reloadNeeded.set(null);
    },
    rejectVersion(module, url) {
      rejected.add(pairKey(module, url));
    },
  };
}
