// The import-map watcher: which changes swap live, which ask for a reload, and which are ignored.
import { createImportMapSync, isSwappableModule, mapVersionOf, type FetchedMap, type ImportMapSystem, type ModuleSwap } from './importMapSync';

const BASE = 'http://portal.test/import-map.json';
const abs = (path: string) => new URL(path, BASE).href;

const initial: Record<string, string> = {
  react: '/assets/shared/react.1.js',
  '@atrium/shared': '/assets/shared/atrium-shared.1.js',
  '@atrium/shell': '/assets/mf-shell/atrium-shell.1.js',
  '@atrium/mf-system': '/assets/mf-system/a1/atrium-mf-system.a1.js',
  '@atrium/mf-message': '/assets/mf-message/b1/atrium-mf-message.b1.js',
};

/** SystemJS's map as the page holds it: names resolve to absolute URLs, unknown names throw. */
function fakeSystem(imports: Record<string, string> = initial) {
  const map = new Map(Object.entries(imports).map(([name, url]) => [name, abs(url)]));
  const added: Array<{ imports: Record<string, string>; integrity?: Record<string, string> }> = [];
  const system: ImportMapSystem = {
    resolve(name) {
      const url = map.get(name);
      if (!url) throw new Error(`Unable to resolve bare specifier "${name}"`);
      return url;
    },
    addImportMap(next, base) {
      added.push(next);
      for (const [name, url] of Object.entries(next.imports)) map.set(name, new URL(url, base).href);
    },
  };
  return { system, added, map };
}

function setup(options: { imports?: Record<string, string>; overridden?: string[] } = {}) {
  const fake = fakeSystem(options.imports);
  const served: FetchedMap[] = [];
  const fetchMap = jest.fn(async () => {
    const next = served.shift();
    if (!next) throw new Error('no map served');
    return next;
  });
  const warn = jest.fn();
  const sync = createImportMapSync({
    system: () => fake.system,
    fetchMap,
    mapUrl: () => BASE,
    overridden: () => new Set(options.overridden ?? []),
    warn,
  });
  const swaps: ModuleSwap[] = [];
  sync.swaps$.subscribe((swap) => swaps.push(swap));
  const serve = (version: number | null, changes: Record<string, string>, extra: Record<string, unknown> = {}) =>
    served.push({ version, map: { imports: { ...initial, ...changes }, ...extra } });
  return { ...fake, sync, swaps, serve, fetchMap, warn };
}

it('swaps a changed micro-frontend: its new URL goes into the map, then one swap event', async () => {
  const { sync, swaps, serve, map, added } = setup();
  serve(2, { '@atrium/mf-system': '/assets/mf-system/a2/atrium-mf-system.a2.js' }, {
    integrity: { '/assets/mf-system/a2/atrium-mf-system.a2.js': 'sha384-abc' },
  });
  await expect(sync.sync({ version: 2, shared: false })).resolves.toBe('swapped');
  expect(swaps).toEqual([
    {
      module: '@atrium/mf-system',
      from: abs('/assets/mf-system/a1/atrium-mf-system.a1.js'),
      to: abs('/assets/mf-system/a2/atrium-mf-system.a2.js'),
      version: 2,
    },
  ]);
  // Only the changed module is added, with its integrity, so SystemJS checks the new script.
  expect(added).toEqual([
    {
      imports: { '@atrium/mf-system': abs('/assets/mf-system/a2/atrium-mf-system.a2.js') },
      integrity: { [abs('/assets/mf-system/a2/atrium-mf-system.a2.js')]: 'sha384-abc' },
    },
  ]);
  expect(map.get('@atrium/mf-system')).toBe(abs('/assets/mf-system/a2/atrium-mf-system.a2.js'));
  expect(sync.$version.get()).toBe(2);
  expect(sync.$reloadNeeded.get()).toBeNull();
});

it('never swaps a shared change: nothing enters the map, no swap, and the reload banner is set', async () => {
  const { sync, swaps, serve, added } = setup();
  // A shared module and an MF built against it, in one change.
  serve(3, { '@atrium/shared': '/assets/shared/atrium-shared.2.js', '@atrium/mf-system': '/assets/mf-system/a2/atrium-mf-system.a2.js' });
  await expect(sync.sync({ version: 3, shared: true })).resolves.toBe('reload');
  expect(swaps).toEqual([]);
  expect(added).toEqual([]);
  expect(sync.$reloadNeeded.get()).toEqual({ version: 3, modules: ['@atrium/shared', '@atrium/mf-system'] });
  expect(sync.$version.get()).toBe(3);

  // A later MF-only change still meets the old shared modules in this page: no swap either.
  serve(4, { '@atrium/shared': '/assets/shared/atrium-shared.2.js', '@atrium/mf-message': '/assets/mf-message/b2/atrium-mf-message.b2.js' });
  await expect(sync.sync({ version: 4, shared: false })).resolves.toBe('reload');
  expect(swaps).toEqual([]);
});

it('treats the shell, the root config and vendor modules as shared, and trusts the server flag', async () => {
  expect(isSwappableModule('@atrium/mf-system')).toBe(true);
  expect(isSwappableModule('@atrium/mf-online-dev')).toBe(true);
  for (const name of ['@atrium/shell', '@atrium/root-config', '@atrium/shared', '@atrium/ui', 'react', 'react-dom/client']) {
    expect(isSwappableModule(name)).toBe(false);
  }
  const { sync, swaps, serve } = setup();
  serve(2, { '@atrium/mf-system': '/assets/mf-system/a2/atrium-mf-system.a2.js' });
  await expect(sync.sync({ version: 2, shared: true })).resolves.toBe('reload');
  expect(swaps).toEqual([]);
});

it('ignores an event older than the version applied, without fetching', async () => {
  const { sync, swaps, serve, fetchMap } = setup();
  serve(5, { '@atrium/mf-system': '/assets/mf-system/a5/atrium-mf-system.a5.js' });
  await sync.sync({ version: 5 });
  expect(swaps).toHaveLength(1);
  await expect(sync.sync({ version: 4 })).resolves.toBe('stale');
  await expect(sync.sync({ version: 5 })).resolves.toBe('stale');
  expect(fetchMap).toHaveBeenCalledTimes(1);
  expect(swaps).toHaveLength(1);
});

it('ignores a fetched map older than the one applied (two fetches crossing)', async () => {
  const { sync, swaps, serve } = setup();
  serve(7, { '@atrium/mf-system': '/assets/mf-system/a7/atrium-mf-system.a7.js' });
  serve(6, { '@atrium/mf-system': '/assets/mf-system/a6/atrium-mf-system.a6.js' });
  const first = sync.sync({ version: 6 });
  const second = sync.sync({ version: 7 });
  await expect(first).resolves.toBe('swapped');
  await expect(second).resolves.toBe('stale');
  expect(swaps.map((swap) => swap.to)).toEqual([abs('/assets/mf-system/a7/atrium-mf-system.a7.js')]);
  expect(sync.$version.get()).toBe(7);
});

it('after a reconnect applies what changed meanwhile, and does nothing when the page is current', async () => {
  const { sync, swaps, serve } = setup();
  serve(1, {});
  await expect(sync.sync()).resolves.toBe('unchanged');
  expect(sync.$version.get()).toBe(1);
  serve(3, { '@atrium/mf-message': '/assets/mf-message/b3/atrium-mf-message.b3.js' });
  await expect(sync.sync()).resolves.toBe('swapped');
  expect(swaps.map((swap) => [swap.module, swap.version])).toEqual([['@atrium/mf-message', 3]]);
});

it('leaves modules a developer overrides in this browser alone', async () => {
  const { sync, swaps, serve } = setup({ overridden: ['@atrium/mf-system', '@atrium/shared'] });
  serve(2, { '@atrium/shared': '/assets/shared/atrium-shared.2.js', '@atrium/mf-system': '/assets/mf-system/a2/atrium-mf-system.a2.js' });
  await expect(sync.sync({ version: 2 })).resolves.toBe('unchanged');
  expect(swaps).toEqual([]);
  expect(sync.$reloadNeeded.get()).toBeNull();
});

it('adds a module the page never had without a swap event', async () => {
  const { sync, swaps, serve, map } = setup();
  serve(2, { '@atrium/mf-online-dev': '/assets/mf-online-dev/c1/atrium-mf-online-dev.c1.js' });
  await expect(sync.sync({ version: 2 })).resolves.toBe('swapped');
  expect(swaps).toEqual([]);
  expect(map.get('@atrium/mf-online-dev')).toBe(abs('/assets/mf-online-dev/c1/atrium-mf-online-dev.c1.js'));
});

it('does not try again a version that failed here', async () => {
  const { sync, swaps, serve } = setup();
  const broken = '/assets/mf-system/bad/atrium-mf-system.bad.js';
  serve(2, { '@atrium/mf-system': broken });
  sync.rejectVersion('@atrium/mf-system', abs(broken));
  await expect(sync.sync({ version: 2 })).resolves.toBe('unchanged');
  expect(swaps).toEqual([]);
});

it('a dismissed banner comes back only for a change not seen yet', async () => {
  const { sync, serve } = setup();
  serve(2, { '@atrium/shared': '/assets/shared/atrium-shared.2.js' });
  await sync.sync({ version: 2, shared: true });
  expect(sync.$reloadNeeded.get()).not.toBeNull();
  sync.dismissReloadNeeded();
  expect(sync.$reloadNeeded.get()).toBeNull();
  // An unrelated MF deploy: the same shared difference, already dismissed.
  serve(3, { '@atrium/shared': '/assets/shared/atrium-shared.2.js', '@atrium/mf-system': '/assets/mf-system/a3/atrium-mf-system.a3.js' });
  await sync.sync({ version: 3 });
  expect(sync.$reloadNeeded.get()).toEqual({ version: 3, modules: ['@atrium/shared', '@atrium/mf-system'] });
  sync.dismissReloadNeeded();
  serve(4, { '@atrium/shared': '/assets/shared/atrium-shared.2.js', '@atrium/mf-system': '/assets/mf-system/a3/atrium-mf-system.a3.js' });
  await sync.sync({ version: 4 });
  expect(sync.$reloadNeeded.get()).toBeNull();
  // Another version of a shared module: shown again.
  serve(5, { '@atrium/shared': '/assets/shared/atrium-shared.3.js', '@atrium/mf-system': '/assets/mf-system/a3/atrium-mf-system.a3.js' });
  await sync.sync({ version: 5 });
  expect(sync.$reloadNeeded.get()?.version).toBe(5);
});

it('a failed fetch changes nothing, is reported, and does not block the next check', async () => {
  const { sync, serve, warn, swaps } = setup();
  await expect(sync.sync({ version: 2 })).rejects.toThrow('no map served');
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('import map'), expect.any(Error));
  expect(sync.$version.get()).toBeNull();
  serve(2, { '@atrium/mf-system': '/assets/mf-system/a2/atrium-mf-system.a2.js' });
  await expect(sync.sync({ version: 2 })).resolves.toBe('swapped');
  expect(swaps).toHaveLength(1);
});

it('reads the version from x-import-map-version or the ETag', () => {
  const headers = (values: Record<string, string>) => ({ get: (name: string) => values[name] ?? null });
  expect(mapVersionOf(headers({ 'x-import-map-version': '12', etag: '"11"' }))).toBe(12);
  expect(mapVersionOf(headers({ etag: 'W/"9"' }))).toBe(9);
  expect(mapVersionOf(headers({}))).toBeNull();
});
