// The watcher as the portal runs it: socket events in, SystemJS and fetch as the page has them.
import { publishModuleEvent, publishSocketEvent } from '../bus';
import { $importMapVersion, $reloadNeeded, dismissReloadNeeded, moduleSwaps$, startImportMapWatch, type ModuleSwap } from './index';

const origin = window.location.origin;
const imports: Record<string, string> = {
  '@atrium/shared': '/assets/shared/atrium-shared.1.js',
  '@atrium/mf-system': '/assets/mf-system/a1/atrium-mf-system.a1.js',
};
const resolved = new Map(Object.entries(imports).map(([name, url]) => [name, origin + url]));
const system = {
  resolve: (name: string) => {
    const url = resolved.get(name);
    if (!url) throw new Error(`cannot resolve ${name}`);
    return url;
  },
  addImportMap: jest.fn((map: { imports: Record<string, string> }) => {
    for (const [name, url] of Object.entries(map.imports)) resolved.set(name, url);
  }),
};

let served: { version: number; imports: Record<string, string> } = { version: 1, imports };
const fetchMock = jest.fn(async (url: string, init?: RequestInit) => ({
  ok: true,
  status: 200,
  url,
  init,
  headers: new Headers({ 'x-import-map-version': String(served.version), etag: `"${served.version}"` }),
  json: async () => ({ imports: served.imports }),
}));

const swaps: ModuleSwap[] = [];
let stop: () => void;

beforeAll(() => {
  (globalThis as { System?: unknown }).System = system;
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  moduleSwaps$.subscribe((swap) => swaps.push(swap));
  stop = startImportMapWatch();
});

afterAll(() => stop());

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

it('checks the map after every (re)connect, revalidating it', async () => {
  publishSocketEvent({ method: 'initMessage' });
  await settle();
  expect(fetchMock).toHaveBeenCalledWith(`${origin}/import-map.json`, expect.objectContaining({ cache: 'no-cache' }));
  expect($importMapVersion.get()).toBe(1);
  expect(swaps).toEqual([]);
});

it('swaps an MF on importMapChanged', async () => {
  served = { version: 2, imports: { ...imports, '@atrium/mf-system': '/assets/mf-system/a2/atrium-mf-system.a2.js' } };
  publishSocketEvent({ method: 'importMapChanged', version: 2, changed: ['@atrium/mf-system'], shared: false });
  await settle();
  expect(swaps).toEqual([
    { module: '@atrium/mf-system', from: `${origin}${imports['@atrium/mf-system']}`, to: `${origin}/assets/mf-system/a2/atrium-mf-system.a2.js`, version: 2 },
  ]);
  expect($importMapVersion.get()).toBe(2);
});

it('does not swap again to a version a consumer reported as failed', async () => {
  const broken = `${origin}/assets/mf-system/a3/atrium-mf-system.a3.js`;
  // The consumer restored the old URL and said so.
  resolved.set('@atrium/mf-system', `${origin}/assets/mf-system/a2/atrium-mf-system.a2.js`);
  publishModuleEvent({ type: 'failed', moduleName: '@atrium/mf-system', url: broken, error: new Error('mount') });
  served = { version: 3, imports: { ...imports, '@atrium/mf-system': '/assets/mf-system/a3/atrium-mf-system.a3.js' } };
  publishSocketEvent({ method: 'initMessage' });
  await settle();
  expect(swaps).toHaveLength(1);
});

it('sets the reload banner for a shared change, and the user can dismiss it', async () => {
  served = {
    version: 4,
    imports: { '@atrium/shared': '/assets/shared/atrium-shared.2.js', '@atrium/mf-system': '/assets/mf-system/a2/atrium-mf-system.a2.js' },
  };
  publishSocketEvent({ method: 'importMapChanged', version: 4, changed: ['@atrium/shared'], shared: true });
  await settle();
  expect($reloadNeeded.get()).toEqual({ version: 4, modules: ['@atrium/shared'] });
  expect(system.addImportMap).toHaveBeenCalledTimes(1); // only the MF swap before
  dismissReloadNeeded();
  expect($reloadNeeded.get()).toBeNull();
});
