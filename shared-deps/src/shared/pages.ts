/**
 * The route manifest: which MF owns which page. Served as /route-manifest.json
 * (`{ "modules": [ { "prefix": "systemData/", "module": "@atrium/mf-system" } ] }`)
 * and fetched once per page load, so adding a page or a module is a data change.
 */

export interface RouteManifestEntry {
  /** Start of the page key (path without the leading '/'), e.g. 'systemData/'. */
  prefix: string;
  /** Module name in the import map, e.g. '@atrium/mf-system'. */
  module: string;
}

export interface RouteManifest {
  modules: readonly RouteManifestEntry[];
  /**
   * Widgets one module shows inside another's frame (the message drawer the shell opens from its
   * bell): widget name → module name. Optional in the file.
   */
  widgets: Readonly<Record<string, string>>;
}

export interface PageModule {
  moduleName: string;
  /** Key of the page in the module's `pages` export: the path without its leading '/'. */
  pageKey: string;
}

export const ROUTE_MANIFEST_URL = '/route-manifest.json';

type FetchLike = (url: string, init?: RequestInit) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;

/** Checks the manifest's shape; entries without a prefix or module are dropped. */
export function parseRouteManifest(value: unknown): RouteManifest {
  const modules = (value as { modules?: unknown } | null)?.modules;
  if (typeof value !== 'object' || value === null || !Array.isArray(modules)) {
    throw new Error('@atrium/shared: route manifest must be { "modules": [ { "prefix", "module" } ] }');
  }
  const entries: RouteManifestEntry[] = [];
  for (const entry of modules as unknown[]) {
    const { prefix, module } = (entry ?? {}) as { prefix?: unknown; module?: unknown };
    if (typeof prefix === 'string' && prefix !== '' && typeof module === 'string' && module !== '') {
      entries.push({ prefix: prefix.replace(/^\/+/, ''), module });
    }
  }
  const widgets: Record<string, string> = {};
  const rawWidgets = (value as { widgets?: unknown }).widgets;
  if (typeof rawWidgets === 'object' && rawWidgets !== null) {
    for (const [name, module] of Object.entries(rawWidgets)) if (typeof module === 'string' && module !== '') widgets[name] = module;
  }
  return { modules: entries, widgets };
}

/** Page key of a path: no leading '/', no query or hash. */
export function pageKeyOf(path: string): string {
  return (path.split(/[?#]/)[0] ?? '').replace(/^\/+/, '');
}

/** Pure lookup: the module whose prefix is the longest start of the page key, or null. */
export function resolvePageModuleIn(manifest: RouteManifest, path: string): PageModule | null {
  const pageKey = pageKeyOf(path);
  if (pageKey === '') return null;
  let best: RouteManifestEntry | null = null;
  for (const entry of manifest.modules) {
    if (pageKey.startsWith(entry.prefix) && (!best || entry.prefix.length > best.prefix.length)) best = entry;
  }
  return best ? { moduleName: best.module, pageKey } : null;
}

export interface PageResolver {
  load(): Promise<RouteManifest>;
  resolve(path: string): PageModule | null;
  widget(name: string): string | null;
}

/** A manifest loader with its own memo; the transport is injectable for tests. */
export function createPageResolver(fetchImpl: FetchLike, url: string = ROUTE_MANIFEST_URL): PageResolver {
  let manifest: RouteManifest | null = null;
  let pending: Promise<RouteManifest> | null = null;
  return {
    load() {
      if (manifest) return Promise.resolve(manifest);
      if (pending) return pending;
      pending = (async () => {
        const response = await fetchImpl(url, { cache: 'no-cache', credentials: 'same-origin' });
        if (!response.ok) throw new Error(`@atrium/shared: route manifest ${url} answered HTTP ${response.status}`);
        manifest = parseRouteManifest(await response.json());
        return manifest;
      })();
      // A failed load is retried by the next caller.
      pending.catch(() => undefined).finally(() => {
        pending = null;
      });
      return pending;
    },
    resolve(path) {
      return manifest ? resolvePageModuleIn(manifest, path) : null;
    },
    widget(name) {
      return manifest?.widgets[name] ?? null;
    },
  };
}

const defaultResolver = createPageResolver((url, init) => fetch(url, init));

/** Fetches /route-manifest.json (no-cache) once per page load. */
export function loadRouteManifest(): Promise<RouteManifest> {
  return defaultResolver.load();
}

/** `{ moduleName, pageKey }` for a path (longest prefix wins), or null (also before the manifest loaded). */
export function resolvePageModule(path: string): PageModule | null {
  return defaultResolver.resolve(path);
}

/** The module that provides a widget (e.g. 'messageDrawer'), or null when none is deployed. */
export function resolveWidgetModule(name: string): string | null {
  return defaultResolver.widget(name);
}
