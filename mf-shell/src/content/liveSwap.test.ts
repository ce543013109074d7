// Live swap of one MF among mounted parcels, with a fake SystemJS: who is remounted, who is left
// alone, and how a broken new version gives way to the old one.
import type { ParcelConfig } from 'single-spa';
import { createLiveSwap, type LiveSwap, type LiveSwapEnv } from './liveSwap';
import { activateVersion, chunkGlobalName, forgetVersion, importVersion, type MicroFrontendModule, type SystemJS } from './loadModule';
import { createParcelArea, type ParcelArea } from './parcelArea';

const SYSTEM_V1 = 'http://portal.test/assets/mf-system/a1/atrium-mf-system.a1.js';
const SYSTEM_V2 = 'http://portal.test/assets/mf-system/a2/atrium-mf-system.a2.js';
const SYSTEM_V3 = 'http://portal.test/assets/mf-system/a3/atrium-mf-system.a3.js';
const PERMISSION_V1 = 'http://portal.test/assets/mf-permission/p1/atrium-mf-permission.p1.js';

interface Counters {
  mounts: number;
  unmounts: number;
}

/** A parcel that shows `label` and an input (state that a remount would lose). */
function parcel(label: string, counters: Counters, options: { failMount?: () => boolean } = {}): ParcelConfig {
  return {
    bootstrap: async () => undefined,
    mount: async (props: { domElement?: HTMLElement }) => {
      if (options.failMount?.()) throw new Error(`${label} cannot mount`);
      counters.mounts += 1;
      const text = document.createElement('p');
      text.textContent = label;
      const input = document.createElement('input');
      input.setAttribute('aria-label', label);
      props.domElement?.append(text, input);
    },
    unmount: async (props: { domElement?: HTMLElement }) => {
      counters.unmounts += 1;
      props.domElement?.replaceChildren();
    },
  } as ParcelConfig;
}

/** SystemJS as the live swap uses it: a map of names, a registry of loaded URLs. */
function fakeSystem(initial: Record<string, string>, sources: Record<string, () => Promise<MicroFrontendModule>>) {
  const map = new Map(Object.entries(initial));
  const registry = new Map<string, Promise<MicroFrontendModule>>();
  const system: SystemJS = {
    import<T>(url: string): Promise<T> {
      let load = registry.get(url);
      if (!load) {
        const source = sources[url];
        load = source ? source() : Promise.reject(new Error(`404 ${url}`));
        registry.set(url, load);
      }
      return load as Promise<T>;
    },
    resolve(name) {
      const url = map.get(name);
      if (!url) throw new Error(`cannot resolve ${name}`);
      return url;
    },
    delete: (url) => registry.delete(url),
    has: (url) => registry.has(url),
    addImportMap(next) {
      for (const [name, url] of Object.entries(next.imports)) map.set(name, url);
    },
  };
  return { system, map, registry };
}

interface Setup {
  live: LiveSwap;
  env: LiveSwapEnv & { notifyUpdated: jest.Mock; failed: jest.Mock; swapped: jest.Mock };
  fake: ReturnType<typeof fakeSystem>;
}

function setup(sources: Record<string, () => Promise<MicroFrontendModule>>): Setup {
  const fake = fakeSystem({ '@atrium/mf-system': SYSTEM_V1, '@atrium/mf-permission': PERMISSION_V1 }, sources);
  const env = {
    system: fake.system,
    importVersion: (moduleName: string, url: string) => importVersion(moduleName, url, fake.system),
    activateVersion,
    forgetVersion,
    notifyUpdated: jest.fn(),
    swapped: jest.fn(),
    failed: jest.fn(),
  };
  return { live: createLiveSwap(env), env, fake };
}

/** Mounts a parcel of a module as the content area does (loadPageModule + createParcelArea). */
async function mountArea(
  { live, fake }: Setup,
  moduleName: string,
  key: string,
  kind: 'pages' | 'widgets' = 'pages',
): Promise<{ area: ParcelArea; host: HTMLElement; onFail: jest.Mock }> {
  const host = document.createElement('div');
  host.dataset.area = key;
  document.body.append(host);
  const url = fake.system.resolve(moduleName);
  const module = await importVersion(moduleName, url, fake.system);
  const entry = module[kind]?.[key];
  const config = typeof entry === 'function' ? await entry() : entry;
  if (!config) throw new Error(`no ${key}`);
  const onFail = jest.fn();
  const area = createParcelArea({ moduleName, key, kind, host, props: {}, childClass: 'parcel', liveSwap: live, onFail });
  await area.mount(config, url);
  return { area, host, onFail };
}

const swapEvent = (to: string, version: number | null, from = SYSTEM_V1) => ({ module: '@atrium/mf-system', from, to, version });

/** What the watcher of @atrium/shared does before announcing a swap. */
function announce({ fake }: Setup, to: string): void {
  fake.system.addImportMap({ imports: { '@atrium/mf-system': to } });
}

afterEach(() => {
  document.body.replaceChildren();
});

it('remounts every parcel of the swapped module with the new version, and leaves the others alone', async () => {
  const v1: Counters = { mounts: 0, unmounts: 0 };
  const v2: Counters = { mounts: 0, unmounts: 0 };
  const other: Counters = { mounts: 0, unmounts: 0 };
  const s = setup({
    [SYSTEM_V1]: async () => ({
      pages: { 'system/a': parcel('dictionary v1', v1), 'system/b': async () => parcel('area v1', v1) },
      widgets: { panel: parcel('panel v1', v1) },
    }),
    [SYSTEM_V2]: async () => ({
      pages: { 'system/a': parcel('dictionary v2', v2), 'system/b': async () => parcel('area v2', v2) },
      widgets: { panel: parcel('panel v2', v2) },
    }),
    [PERMISSION_V1]: async () => ({ pages: { 'permission/users': parcel('users', other) } }),
  });
  const current = await mountArea(s, '@atrium/mf-system', 'system/a');
  const cachedTab = await mountArea(s, '@atrium/mf-system', 'system/b');
  cachedTab.host.hidden = true;
  const widget = await mountArea(s, '@atrium/mf-system', 'panel', 'widgets');
  const users = await mountArea(s, '@atrium/mf-permission', 'permission/users');
  const typed = users.host.querySelector('input') as HTMLInputElement;
  typed.value = 'kept';

  announce(s, SYSTEM_V2);
  await expect(s.live.swap(swapEvent(SYSTEM_V2, 2))).resolves.toBe('swapped');

  expect(current.host.textContent).toBe('dictionary v2');
  expect(cachedTab.host.textContent).toBe('area v2');
  expect(cachedTab.host.hidden).toBe(true);
  expect(widget.host.textContent).toBe('panel v2');
  expect(current.area.url).toBe(SYSTEM_V2);
  expect(v1).toEqual({ mounts: 3, unmounts: 3 });
  expect(v2).toEqual({ mounts: 3, unmounts: 0 });
  // The other module's parcel was not touched: same element, same state.
  expect(other).toEqual({ mounts: 1, unmounts: 0 });
  expect(users.host.querySelector('input')).toBe(typed);
  expect(typed.value).toBe('kept');
  // The old version left SystemJS's registry; the new one is there.
  expect(s.fake.registry.has(SYSTEM_V1)).toBe(false);
  expect(s.fake.registry.has(SYSTEM_V2)).toBe(true);
  expect(s.env.notifyUpdated).toHaveBeenCalledWith('@atrium/mf-system');
  expect(s.env.swapped).toHaveBeenCalledWith('@atrium/mf-system', SYSTEM_V2);
  expect(s.env.failed).not.toHaveBeenCalled();
});

it('restores the old version everywhere when the new one fails to mount in an area', async () => {
  const v1: Counters = { mounts: 0, unmounts: 0 };
  const v2: Counters = { mounts: 0, unmounts: 0 };
  const s = setup({
    [SYSTEM_V1]: async () => ({ pages: { 'system/a': parcel('a v1', v1), 'system/b': parcel('b v1', v1) } }),
    [SYSTEM_V2]: async () => ({ pages: { 'system/a': parcel('a v2', v2), 'system/b': parcel('b v2', v2, { failMount: () => true }) } }),
  });
  const a = await mountArea(s, '@atrium/mf-system', 'system/a');
  const b = await mountArea(s, '@atrium/mf-system', 'system/b');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);

  announce(s, SYSTEM_V2);
  await expect(s.live.swap(swapEvent(SYSTEM_V2, 2))).resolves.toBe('restored');

  expect(a.host.textContent).toBe('a v1');
  expect(b.host.textContent).toBe('b v1');
  expect(a.area.url).toBe(SYSTEM_V1);
  // The map names the old version again; the broken one is out of the registry, the old one stayed.
  expect(s.fake.system.resolve('@atrium/mf-system')).toBe(SYSTEM_V1);
  expect(s.fake.registry.has(SYSTEM_V2)).toBe(false);
  expect(s.fake.registry.has(SYSTEM_V1)).toBe(true);
  expect(s.env.failed).toHaveBeenCalledWith('@atrium/mf-system', SYSTEM_V2, expect.any(Error));
  expect(s.env.notifyUpdated).not.toHaveBeenCalled();
  expect(a.onFail).not.toHaveBeenCalled();
  expect(b.onFail).not.toHaveBeenCalled();
  jest.restoreAllMocks();
});

it('keeps the old version on screen, untouched, when the new one cannot even be loaded', async () => {
  const v1: Counters = { mounts: 0, unmounts: 0 };
  const s = setup({
    [SYSTEM_V1]: async () => ({ pages: { 'system/a': parcel('a v1', v1) } }),
    [SYSTEM_V2]: async () => Promise.reject(new Error('404')),
  });
  const a = await mountArea(s, '@atrium/mf-system', 'system/a');
  announce(s, SYSTEM_V2);
  await expect(s.live.swap(swapEvent(SYSTEM_V2, 2))).resolves.toBe('refused');
  expect(v1).toEqual({ mounts: 1, unmounts: 0 });
  expect(a.host.textContent).toBe('a v1');
  expect(s.fake.system.resolve('@atrium/mf-system')).toBe(SYSTEM_V1);
  expect(s.env.failed).toHaveBeenCalledWith('@atrium/mf-system', SYSTEM_V2, expect.objectContaining({ message: '404' }));
});

it('shows the error panel only in the area where even the old version cannot come back', async () => {
  let oldBroken = false;
  const s = setup({
    [SYSTEM_V1]: async () => ({
      pages: {
        'system/a': parcel('a v1', { mounts: 0, unmounts: 0 }, { failMount: () => oldBroken }),
        'system/b': parcel('b v1', { mounts: 0, unmounts: 0 }),
      },
    }),
    [SYSTEM_V2]: async () => ({
      pages: {
        'system/a': parcel('a v2', { mounts: 0, unmounts: 0 }, { failMount: () => true }),
        'system/b': parcel('b v2', { mounts: 0, unmounts: 0 }),
      },
    }),
  });
  const a = await mountArea(s, '@atrium/mf-system', 'system/a');
  const b = await mountArea(s, '@atrium/mf-system', 'system/b');
  oldBroken = true;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  announce(s, SYSTEM_V2);
  await expect(s.live.swap(swapEvent(SYSTEM_V2, 2))).resolves.toBe('restored');
  expect(a.onFail).toHaveBeenCalledTimes(1);
  expect(b.onFail).not.toHaveBeenCalled();
  expect(b.host.textContent).toBe('b v1');
  jest.restoreAllMocks();
});

it('ignores an older swap that arrives after a newer one', async () => {
  const s = setup({
    [SYSTEM_V1]: async () => ({ pages: { 'system/a': parcel('a v1', { mounts: 0, unmounts: 0 }) } }),
    [SYSTEM_V2]: async () => ({ pages: { 'system/a': parcel('a v2', { mounts: 0, unmounts: 0 }) } }),
    [SYSTEM_V3]: async () => ({ pages: { 'system/a': parcel('a v3', { mounts: 0, unmounts: 0 }) } }),
  });
  const a = await mountArea(s, '@atrium/mf-system', 'system/a');
  announce(s, SYSTEM_V3);
  await expect(s.live.swap(swapEvent(SYSTEM_V3, 3))).resolves.toBe('swapped');
  // Version 2's event comes late, even with its URL back in the map.
  announce(s, SYSTEM_V2);
  await expect(s.live.swap(swapEvent(SYSTEM_V2, 2, SYSTEM_V1))).resolves.toBe('stale');
  expect(a.host.textContent).toBe('a v3');
  // And a swap whose URL the map no longer names is superseded.
  announce(s, SYSTEM_V3);
  await expect(s.live.swap(swapEvent(SYSTEM_V2, 4, SYSTEM_V3))).resolves.toBe('stale');
  expect(a.host.textContent).toBe('a v3');
  expect(s.env.notifyUpdated).toHaveBeenCalledTimes(1);
});

it('only drops the old version from the registry when nothing of the module is on screen', async () => {
  const s = setup({
    [SYSTEM_V1]: async () => ({ pages: { 'system/a': parcel('a v1', { mounts: 0, unmounts: 0 }) } }),
  });
  await importVersion('@atrium/mf-system', SYSTEM_V1, s.fake.system);
  announce(s, SYSTEM_V2);
  await expect(s.live.swap(swapEvent(SYSTEM_V2, 2))).resolves.toBe('idle');
  expect(s.fake.registry.has(SYSTEM_V1)).toBe(false);
  expect(s.fake.registry.has(SYSTEM_V2)).toBe(false); // loaded only when next used
  expect(s.env.notifyUpdated).not.toHaveBeenCalled();
});

it('moves a parcel that mounted an old version while the map changed', async () => {
  const s = setup({
    [SYSTEM_V1]: async () => ({ pages: { 'system/a': parcel('a v1', { mounts: 0, unmounts: 0 }) } }),
    [SYSTEM_V2]: async () => ({ pages: { 'system/a': parcel('a v2', { mounts: 0, unmounts: 0 }) } }),
  });
  const host = document.createElement('div');
  const module = await importVersion('@atrium/mf-system', SYSTEM_V1, s.fake.system);
  announce(s, SYSTEM_V2); // the swap went by before this area registered
  const area = createParcelArea({ moduleName: '@atrium/mf-system', key: 'system/a', kind: 'pages', host, props: {}, liveSwap: s.live, onFail: jest.fn() });
  await area.mount(module.pages?.['system/a'] as ParcelConfig, SYSTEM_V1);
  await new Promise((resolve) => setTimeout(resolve, 0));
  await s.live.swap(swapEvent(SYSTEM_V2, null)); // waits for the queued swap of this module
  expect(host.textContent).toBe('a v2');
  expect(s.env.notifyUpdated).not.toHaveBeenCalled(); // nobody saw v1
});

it('gives each version its own webpack chunk array, and the restored version its own back', async () => {
  const name = chunkGlobalName('@atrium/mf-system');
  expect(name).toBe('webpackChunk_atrium_mf_system');
  const globals = globalThis as unknown as Record<string, unknown[] | undefined>;
  // Each "runtime" does what webpack's jsonp runtime does when its entry runs.
  const runtime = () => async (): Promise<MicroFrontendModule> => {
    globals[name] = globals[name] ?? [];
    return { pages: {} };
  };
  const s = setup({ [SYSTEM_V1]: runtime(), [SYSTEM_V2]: runtime() });
  await importVersion('@atrium/mf-system', SYSTEM_V1, s.fake.system);
  const oldArray = globals[name];
  await importVersion('@atrium/mf-system', SYSTEM_V2, s.fake.system);
  expect(globals[name]).not.toBe(oldArray);
  activateVersion('@atrium/mf-system', SYSTEM_V1);
  expect(globals[name]).toBe(oldArray);
});
