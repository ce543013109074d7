import { createPageResolver, loadRouteManifest, parseRouteManifest, resolvePageModule, resolvePageModuleIn } from './pages';

const manifest = {
  modules: [
    { prefix: 'systemData/', module: '@atrium/mf-system' },
    { prefix: 'system/', module: '@atrium/mf-system' },
    { prefix: 'systemData/special/', module: '@atrium/mf-special' },
    { prefix: 'permission/', module: '@atrium/mf-permission' },
  ],
  widgets: {},
};

const ok = (body: unknown) => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) });

describe('resolvePageModuleIn', () => {
  it('gives the module and the page key (path without leading slash, query or hash)', () => {
    expect(resolvePageModuleIn(manifest, '/systemData/dictionary?x=1#top')).toEqual({ moduleName: '@atrium/mf-system', pageKey: 'systemData/dictionary' });
    expect(resolvePageModuleIn(manifest, '/permission/user')).toEqual({ moduleName: '@atrium/mf-permission', pageKey: 'permission/user' });
  });

  it('lets the longest prefix win', () => {
    expect(resolvePageModuleIn(manifest, '/systemData/special/page')?.moduleName).toBe('@atrium/mf-special');
  });

  it('is null for paths no module owns', () => {
    expect(resolvePageModuleIn(manifest, '/profile')).toBeNull();
    expect(resolvePageModuleIn(manifest, '/')).toBeNull();
    expect(resolvePageModuleIn(manifest, '/systemDataX/a')).toBeNull();
  });
});

describe('parseRouteManifest', () => {
  it('drops incomplete entries and a leading slash of prefixes', () => {
    expect(parseRouteManifest({ modules: [{ prefix: '/a/', module: 'm' }, { prefix: '', module: 'x' }, { module: 'y' }, null, 5] })).toEqual({
      modules: [{ prefix: 'a/', module: 'm' }],
      widgets: {},
    });
  });

  it('reads the widgets map, dropping names without a module', () => {
    expect(parseRouteManifest({ modules: [], widgets: { messageDrawer: '@atrium/mf-message', broken: 5, empty: '' } })).toEqual({
      modules: [],
      widgets: { messageDrawer: '@atrium/mf-message' },
    });
  });

  it.each([[null], [[]], [{ modules: 'x' }]])('refuses %p', (value) => {
    expect(() => parseRouteManifest(value)).toThrow('@atrium/shared: route manifest');
  });
});

describe('createPageResolver widgets', () => {
  it('answers which module provides a widget once the manifest is loaded', async () => {
    const resolver = createPageResolver(async () => ({ ok: true, status: 200, json: async () => ({ modules: [], widgets: { messageDrawer: '@atrium/mf-message' } }) }));
    expect(resolver.widget('messageDrawer')).toBeNull();
    await resolver.load();
    expect(resolver.widget('messageDrawer')).toBe('@atrium/mf-message');
    expect(resolver.widget('chatPanel')).toBeNull();
  });
});

describe('createPageResolver', () => {
  it('fetches the manifest once, without cache, and resolves after loading', async () => {
    const fetchImpl = jest.fn(() => ok(manifest));
    const resolver = createPageResolver(fetchImpl);
    expect(resolver.resolve('/systemData/dictionary')).toBeNull();
    await Promise.all([resolver.load(), resolver.load()]);
    await resolver.load();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith('/route-manifest.json', expect.objectContaining({ cache: 'no-cache' }));
    expect(resolver.resolve('/systemData/dictionary')?.moduleName).toBe('@atrium/mf-system');
  });

  it('retries after a failed load', async () => {
    const fetchImpl = jest
      .fn()
      .mockImplementationOnce(() => Promise.resolve({ ok: false, status: 503, json: () => Promise.resolve(null) }))
      .mockImplementationOnce(() => ok(manifest));
    const resolver = createPageResolver(fetchImpl);
    await expect(resolver.load()).rejects.toThrow('HTTP 503');
    await expect(resolver.load()).resolves.toEqual(parseRouteManifest(manifest));
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});

describe('default loader', () => {
  it('uses fetch on /route-manifest.json', async () => {
    const original = globalThis.fetch;
    const fetchMock = jest.fn(() => ok(manifest));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    try {
      await loadRouteManifest();
      expect(resolvePageModule('/permission/role')).toEqual({ moduleName: '@atrium/mf-permission', pageKey: 'permission/role' });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      globalThis.fetch = original;
    }
  });
});
