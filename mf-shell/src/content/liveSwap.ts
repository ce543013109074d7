/**
 * Live swap of a micro-frontend in the open portal (issue 13, architecture rule 8). The import-map
 * watcher of @atrium/shared has put the new URL in SystemJS's map and announced a ModuleSwap;
 * here every area showing a parcel of that module (the current page, hidden cached tabs, widgets)
 * moves to the new version: the new version and each area's parcel config are loaded first (the
 * screen is untouched while the network works), then each area unmounts and remounts in the same
 * host element. Areas of other modules are not touched, so their state survives.
 *
 * If the new version cannot be loaded, the map goes back to the old URL and nothing on screen
 * changes. If it loads but an area cannot mount it, every area goes back to the old version
 * (still in SystemJS's registry, so no download); an area where even that fails shows its error
 * panel. SystemJS, the module loading and the reporting are injected: tests pass fakes.
 */
import type { ParcelConfig } from 'single-spa';
import type { ModuleSwap } from '@atrium/shared';
import { loadPageConfig, type MicroFrontendModule, type SystemJS } from './loadModule';

/** One place that shows a parcel of a module. */
export interface SwapArea {
  readonly moduleName: string;
  /** Key of the parcel in the module's `pages` or `widgets` export. */
  readonly key: string;
  readonly kind: 'pages' | 'widgets';
  /** URL of the version the shown parcel came from; null while nothing is shown. */
  readonly url: string | null;
  /** Unmounts the shown parcel (nothing when none is shown). */
  unmount(): Promise<void>;
  /** Mounts a parcel of this config, from the version at `url`, in the area's host element. */
  mount(config: ParcelConfig, url: string): Promise<void>;
  /** Neither version could be mounted: the area shows its error panel. */
  fail(error: unknown): void;
}

export interface LiveSwapEnv {
  system: SystemJS;
  /** Imports one version of a module by its URL (see loadModule.ts for why by URL). */
  importVersion(moduleName: string, url: string): Promise<MicroFrontendModule>;
  /** The version whose lazy chunks load from now on. */
  activateVersion(moduleName: string, url: string): void;
  /** A version is gone from the page. */
  forgetVersion(url: string): void;
  /** The toast: which module was updated. */
  notifyUpdated(moduleName: string): void;
  swapped(moduleName: string, url: string): void;
  /** The new version failed (it is not tried again until a reload). */
  failed(moduleName: string, url: string, error: unknown): void;
}

export type SwapOutcome = 'swapped' | 'idle' | 'stale' | 'refused' | 'restored';

export interface LiveSwap {
  /** Areas announce a mounted parcel; the returned function takes it back (unmount, close). */
  register(area: SwapArea): () => void;
  /** Applies one swap; swaps of one module run one after the other. */
  swap(event: ModuleSwap, options?: { quiet?: boolean }): Promise<SwapOutcome>;
}

export function createLiveSwap(env: LiveSwapEnv): LiveSwap {
  const areas = new Set<SwapArea>();
  const queues = new Map<string, Promise<unknown>>();
  const lastVersion = new Map<string, number>();

  const areasOf = (moduleName: string): SwapArea[] => [...areas].filter((area) => area.moduleName === moduleName);

  function current(moduleName: string): string | null {
    try {
      return env.system.resolve(moduleName);
    } catch {
      return null;
    }
  }

  /** Back to the version the page had: the map, the registry and the chunk array. */
  function restoreMap(event: ModuleSwap): void {
    env.system.addImportMap({ imports: { [event.module]: event.from } });
    if (env.system.has(event.to)) env.system.delete(event.to);
    env.forgetVersion(event.to);
    env.activateVersion(event.module, event.from);
  }

  async function loadConfigs(module: MicroFrontendModule, targets: readonly SwapArea[], url: string): Promise<ParcelConfig[]> {
    return Promise.all(
      targets.map(async (area) => {
        const config = await loadPageConfig(module, area.key, area.kind);
        if (!config) throw new Error(`@atrium/shell: ${area.moduleName} at ${url} exports no ${area.kind}["${area.key}"]`);
        return config;
      }),
    );
  }

  async function remountOld(area: SwapArea, url: string): Promise<void> {
    try {
      await area.unmount();
      const [config] = await loadConfigs(await env.importVersion(area.moduleName, url), [area], url);
      if (!config) throw new Error(`@atrium/shell: no config for ${area.key}`);
      await area.mount(config, url);
    } catch (error: unknown) {
      console.error(`@atrium/shell: ${area.kind} "${area.key}" of ${area.moduleName} could not go back to ${url}.`, error);
      area.fail(error);
    }
  }

  async function apply(event: ModuleSwap, quiet: boolean): Promise<SwapOutcome> {
    const { module, from, to, version } = event;
    // A later change replaced this one (or it was undone) before its turn came.
    if (current(module) !== to) return 'stale';
    if (version !== null) {
      if ((lastVersion.get(module) ?? -Infinity) >= version) return 'stale';
      lastVersion.set(module, version);
    }
    const targets = areasOf(module).filter((area) => area.url !== null && area.url !== to);
    if (targets.length === 0) {
      // Nothing of it on screen: drop the old version, the next use imports the new one.
      if (env.system.has(from)) env.system.delete(from);
      env.forgetVersion(from);
      return 'idle';
    }

    // 1. Download and evaluate the new version and what each area will show.
    let configs: ParcelConfig[];
    try {
      configs = await loadConfigs(await env.importVersion(module, to), targets, to);
    } catch (error: unknown) {
      restoreMap(event);
      env.failed(module, to, error);
      return 'refused';
    }

    // 2. Replace, area by area; the old version stays in the registry until all succeeded.
    const previous = new Map(targets.map((area) => [area, area.url ?? from]));
    const results = await Promise.allSettled(
      targets.map(async (area, index) => {
        await area.unmount();
        await area.mount(configs[index] as ParcelConfig, to);
      }),
    );
    const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failure) {
      restoreMap(event);
      await Promise.all(targets.map((area) => remountOld(area, previous.get(area) ?? from)));
      env.failed(module, to, failure.reason);
      return 'restored';
    }

    for (const url of new Set(previous.values())) {
      if (env.system.has(url)) env.system.delete(url);
      env.forgetVersion(url);
    }
    env.swapped(module, to);
    if (!quiet) env.notifyUpdated(module);
    return 'swapped';
  }

  const live: LiveSwap = {
    register(area) {
      areas.add(area);
      // Mounted from a version the map no longer names (it loaded while a swap went by).
      const now = current(area.moduleName);
      if (area.url !== null && now !== null && area.url !== now) {
        void live.swap({ module: area.moduleName, from: area.url, to: now, version: null }, { quiet: true });
      }
      return () => {
        areas.delete(area);
      };
    },
    swap(event, options = {}) {
      const previous = queues.get(event.module) ?? Promise.resolve();
      const next = previous.then(() => apply(event, options.quiet === true));
      const settled = next.catch((error: unknown) => console.error(`@atrium/shell: live swap of ${event.module} failed.`, error));
      queues.set(event.module, settled);
      void settled.finally(() => {
        if (queues.get(event.module) === settled) queues.delete(event.module);
      });
      return next;
    },
  };
  return live;
}
