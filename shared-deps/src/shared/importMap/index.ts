/**
 * The portal's import-map watcher: importMapSync.ts wired to SystemJS, fetch, import-map-overrides
 * and the bus. The root config calls startImportMapWatch() once; an embedded parcel on a page
 * without the portal (the legacy chat) does not, so such a page keeps the versions it loaded.
 */
import type { ReadableAtom } from 'nanostores';
import type { Observable, Subscription } from 'rxjs';
import { moduleEvents$, socketEvents$ } from '../bus';
import { createImportMapSync, mapVersionOf, type ImportMapSystem, type ModuleSwap, type ReloadNeeded, type SyncTrigger } from './importMapSync';

export type { ModuleSwap, ReloadNeeded } from './importMapSync';

const DEFAULT_MAP_URL = '/import-map.json';

/** The map the page loaded (the systemjs-importmap script of index.html), as an absolute URL. */
function mapUrl(): string {
  const script = document.querySelector<HTMLScriptElement>('script[type="systemjs-importmap"][src]');
  return new URL(script?.getAttribute('src') ?? DEFAULT_MAP_URL, window.location.href).href;
}

function systemJs(): ImportMapSystem | null {
  const system = (globalThis as { System?: Partial<ImportMapSystem> }).System;
  // SystemJS's full build (system.js) has addImportMap; s.js and pages without SystemJS do not.
  return system && typeof system.addImportMap === 'function' && typeof system.resolve === 'function' ? (system as ImportMapSystem) : null;
}

interface ImportMapOverrides {
  getOverrideMap(): { imports: Record<string, string> };
}

function overridden(): ReadonlySet<string> {
  const overrides = (window as { importMapOverrides?: ImportMapOverrides }).importMapOverrides;
  try {
    return new Set(Object.keys(overrides?.getOverrideMap().imports ?? {}));
  } catch {
    return new Set();
  }
}

const watcher = createImportMapSync({
  system: systemJs,
  mapUrl,
  overridden,
  async fetchMap() {
    const response = await fetch(mapUrl(), { cache: 'no-cache', credentials: 'same-origin' });
    if (!response.ok) throw new Error(`@atrium/shared: import map answered HTTP ${response.status}`);
    return { map: await response.json(), version: mapVersionOf(response.headers) };
  },
  warn: (message, error) => console.warn(message, error),
});

/** Version of the import map this page follows (null until the first check after connecting). */
export const $importMapVersion: ReadableAtom<number | null> = watcher.$version;

/** Set when shared modules changed on the server: the shell shows a "reload when convenient" banner. */
export const $reloadNeeded: ReadableAtom<ReloadNeeded | null> = watcher.$reloadNeeded;

/**
 * Micro-frontends whose new URL is now in SystemJS's map. Whoever shows parts of that module
 * unmounts them, `System.delete`s `from`, imports the new version and remounts (the shell's
 * content area does), and publishes a `failed` module event with `url: to` when it cannot.
 */
export const moduleSwaps$: Observable<ModuleSwap> = watcher.swaps$;

/** The user closed the reload banner; it comes back only for a later change. */
export function dismissReloadNeeded(): void {
  watcher.dismissReloadNeeded();
}

let subscriptions: Subscription[] | null = null;

/**
 * Follows the server's import map while the page lives: on `importMapChanged`, and after every
 * (re)connect of the socket (`initMessage`), so a change pushed while offline is not missed.
 * Returns a stop function.
 */
export function startImportMapWatch(): () => void {
  if (subscriptions) return stopImportMapWatch;
  const apply = (trigger: SyncTrigger) => void watcher.sync(trigger).catch(() => undefined);
  subscriptions = [
    socketEvents$.subscribe((event) => {
      if (event.method === 'importMapChanged') {
        apply({
          version: typeof event.version === 'number' ? event.version : null,
          shared: event.shared === true,
        });
      } else if (event.method === 'initMessage') {
        apply({});
      }
    }),
    // A version that failed here is not retried at every reconnect; a reload tries it again.
    moduleEvents$.subscribe((event) => {
      if (event.type === 'failed' && event.url) watcher.rejectVersion(event.moduleName, event.url);
    }),
  ];
  return stopImportMapWatch;
}

function stopImportMapWatch(): void {
  for (const subscription of subscriptions ?? []) subscription.unsubscribe();
  subscriptions = null;
}
