import path from 'node:path';
import { findRepoRoot, loadConfig } from './config';

describe('loadConfig', () => {
  const root = '/srv/atrium';

  it('has the documented defaults', () => {
    expect(loadConfig({}, root)).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dbFile: path.join(root, 'data', 'atrium.db'),
      seedPassword: null,
      distDir: path.join(root, 'dist'),
      importMapFile: path.join(root, 'import-map.json'),
      routeManifestFile: path.join(root, 'route-manifest.json'),
      tokenTtlSeconds: 8 * 3600,
      socketOrigins: [],
      socketMaxPerUser: 20,
      connectOrigins: [],
      frameOrigins: [],
      testProviders: false,
      deployOrigins: [],
      uploads: { dir: path.join(root, 'data', 'uploads'), staleHours: 24, fileMaxBytes: 100 * 1024 * 1024, imageMaxBytes: 10 * 1024 * 1024 },
    });
  });

  it('reads every variable, resolving relative paths from the repository root', () => {
    const config = loadConfig({
      PORT: '3999',
      HOST: '127.0.0.1',
      ATRIUM_DB: '/tmp/x.db',
      ATRIUM_SEED_PASSWORD: 'secret',
      ATRIUM_DIST: 'build/web',
      ATRIUM_IMPORT_MAP: 'maps/prod.json',
      ATRIUM_ROUTE_MANIFEST: '/etc/atrium/routes.json',
      ATRIUM_TOKEN_TTL: '600',
      ATRIUM_WS_ORIGINS: 'https://legacy.example.com, https://intranet.example.com',
      ATRIUM_WS_MAX_PER_USER: '5',
      ATRIUM_CONNECT_ORIGINS: 'https://api.example.com:8443',
      ATRIUM_FRAME_ORIGINS: 'https://datav.example.com,https://wiki.example.com/',
      ATRIUM_TEST_PROVIDERS: '1',
      ATRIUM_DEPLOY_ORIGINS: 'https://CDN.example.com/atrium, https://static.example.com',
      ATRIUM_UPLOAD_DIR: 'store/uploads',
      ATRIUM_UPLOAD_STALE_HOURS: '0.5',
      ATRIUM_UPLOAD_MAX_MB: '2048',
      ATRIUM_UPLOAD_IMAGE_MAX_MB: '1.5',
    }, root);
    expect(config).toEqual({
      port: 3999,
      host: '127.0.0.1',
      dbFile: '/tmp/x.db',
      seedPassword: 'secret',
      distDir: path.join(root, 'build/web'),
      importMapFile: path.join(root, 'maps/prod.json'),
      routeManifestFile: '/etc/atrium/routes.json',
      tokenTtlSeconds: 600,
      socketOrigins: ['https://legacy.example.com', 'https://intranet.example.com'],
      socketMaxPerUser: 5,
      connectOrigins: ['https://api.example.com:8443'],
      frameOrigins: ['https://datav.example.com', 'https://wiki.example.com'],
      testProviders: true,
      deployOrigins: ['https://cdn.example.com/atrium/', 'https://static.example.com/'],
      uploads: { dir: path.join(root, 'store/uploads'), staleHours: 0.5, fileMaxBytes: 2048 * 1024 * 1024, imageMaxBytes: 1.5 * 1024 * 1024 },
    });
  });

  it('turns the test providers on only for ATRIUM_TEST_PROVIDERS=1', () => {
    expect(loadConfig({ ATRIUM_TEST_PROVIDERS: 'true' }, root).testProviders).toBe(false);
    expect(loadConfig({ ATRIUM_TEST_PROVIDERS: '0' }, root).testProviders).toBe(false);
  });

  it('takes a password cost from 15 to 17, and down to 10 only beside the test providers', () => {
    expect(loadConfig({}, root).passwordCost).toBeUndefined();
    expect(loadConfig({ ATRIUM_PASSWORD_COST: '17' }, root).passwordCost).toBe(17);
    expect(loadConfig({ ATRIUM_PASSWORD_COST: '10', ATRIUM_TEST_PROVIDERS: '1' }, root).passwordCost).toBe(10);
    expect(() => loadConfig({ ATRIUM_PASSWORD_COST: '14' }, root)).toThrow(/from 15 to 17 \(below 15 only for a test server with ATRIUM_TEST_PROVIDERS=1\), got "14"/);
    expect(() => loadConfig({ ATRIUM_PASSWORD_COST: '9', ATRIUM_TEST_PROVIDERS: '1' }, root)).toThrow('from 10 to 17');
    expect(() => loadConfig({ ATRIUM_PASSWORD_COST: '18' }, root)).toThrow('ATRIUM_PASSWORD_COST');
    expect(() => loadConfig({ ATRIUM_PASSWORD_COST: '15.5' }, root)).toThrow('whole number');
  });

  it('takes the WeCom and DingTalk API base addresses (http or https only), the public services when absent', () => {
    expect(loadConfig({}, root).thirdApiBases).toBeUndefined();
    expect(loadConfig({ ATRIUM_QY_API_BASE: 'http://127.0.0.1:9000/qy/' }, root).thirdApiBases).toEqual({ qy: 'http://127.0.0.1:9000/qy' });
    expect(loadConfig({ ATRIUM_DING_API_BASE: 'https://ding.example.com' }, root).thirdApiBases).toEqual({ ding: 'https://ding.example.com' });
    expect(() => loadConfig({ ATRIUM_QY_API_BASE: 'ftp://x' }, root)).toThrow('ATRIUM_QY_API_BASE');
    expect(() => loadConfig({ ATRIUM_DING_API_BASE: 'not a url' }, root)).toThrow('ATRIUM_DING_API_BASE');
  });

  it('refuses nonsense numbers with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' }, root)).toThrow('PORT');
    expect(() => loadConfig({ PORT: '70000' }, root)).toThrow('PORT');
    expect(() => loadConfig({ ATRIUM_TOKEN_TTL: '-5' }, root)).toThrow('ATRIUM_TOKEN_TTL');
    expect(() => loadConfig({ ATRIUM_WS_MAX_PER_USER: '0' }, root)).toThrow('ATRIUM_WS_MAX_PER_USER');
    expect(() => loadConfig({ ATRIUM_WS_MAX_PER_USER: '2.5' }, root)).toThrow('ATRIUM_WS_MAX_PER_USER');
    expect(() => loadConfig({ ATRIUM_UPLOAD_STALE_HOURS: '0' }, root)).toThrow('ATRIUM_UPLOAD_STALE_HOURS');
    expect(() => loadConfig({ ATRIUM_UPLOAD_MAX_MB: 'lots' }, root)).toThrow('ATRIUM_UPLOAD_MAX_MB');
    expect(() => loadConfig({ ATRIUM_UPLOAD_IMAGE_MAX_MB: '-10' }, root)).toThrow('ATRIUM_UPLOAD_IMAGE_MAX_MB');
    expect(() => loadConfig({ ATRIUM_DEPLOY_ORIGINS: 'ftp://cdn.example.com/' }, root)).toThrow('ATRIUM_DEPLOY_ORIGINS');
    expect(() => loadConfig({ ATRIUM_DEPLOY_ORIGINS: 'https://*.example.com/' }, root)).toThrow('ATRIUM_DEPLOY_ORIGINS');
  });

  it.each([
    ['ATRIUM_WS_ORIGINS', 'legacy.example.com'],
    ['ATRIUM_FRAME_ORIGINS', 'https://*.example.com'],
    ['ATRIUM_FRAME_ORIGINS', 'https:'],
    ['ATRIUM_CONNECT_ORIGINS', 'wss://socket.example.com'],
    ['ATRIUM_FRAME_ORIGINS', 'https://wiki.example.com/path'],
    ['ATRIUM_FRAME_ORIGINS', "https://a.example.com; script-src 'unsafe-inline'"],
  ])('refuses %s=%s, naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value }, root)).toThrow(name);
  });

  it('finds the monorepo root from the server sources', () => {
    expect(findRepoRoot(__dirname)).toBe(path.resolve(__dirname, '..', '..'));
  });
});
