// The content area's parcel host: mounts a page by module name, shows an error panel with retry
// when the module fails, and leaves nothing behind when it goes away.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ParcelConfig } from 'single-spa';
import { publishSocketEvent, setLocale, startImportMapWatch } from '@atrium/shared';
import { registerShellTranslations } from '../i18n';
import { PageParcel } from './PageParcel';
import { useLiveSwap } from './portalSwap';

interface FakeSystem {
  import: jest.Mock;
  resolve: jest.Mock;
  delete: jest.Mock;
  has: jest.Mock;
  addImportMap: jest.Mock;
}

function pageParcel(text: string): ParcelConfig & { unmounted: jest.Mock } {
  const unmounted = jest.fn();
  return {
    bootstrap: async () => undefined,
    mount: async (props: { domElement?: HTMLElement }) => {
      const paragraph = document.createElement('p');
      paragraph.textContent = text;
      props.domElement?.append(paragraph);
    },
    unmount: async (props: { domElement?: HTMLElement }) => {
      props.domElement?.replaceChildren();
      unmounted();
    },
    unmounted,
  } as ParcelConfig & { unmounted: jest.Mock };
}

/**
 * SystemJS with a map (name -> /assets/<name>.js unless added otherwise) and sources by URL; the
 * shell imports by URL, the version a live swap compares.
 */
function installSystem(modules: Record<string, () => Promise<unknown>>, byUrl: Record<string, () => Promise<unknown>> = {}): FakeSystem {
  const map = new Map<string, string>();
  const sources: Record<string, () => Promise<unknown>> = { ...byUrl };
  for (const [name, load] of Object.entries(modules)) sources[`/assets/${name}.js`] = load;
  const registry = new Map<string, Promise<unknown>>();
  const system: FakeSystem = {
    import: jest.fn((url: string) => {
      let load = registry.get(url);
      if (!load) {
        const source = sources[url];
        load = source ? source() : Promise.reject(new Error(`404 ${url}`));
        registry.set(url, load);
      }
      return load;
    }),
    resolve: jest.fn((name: string) => {
      if (name === '@atrium/not-deployed') throw new Error('Unable to resolve bare specifier');
      return map.get(name) ?? `/assets/${name}.js`;
    }),
    delete: jest.fn((url: string) => registry.delete(url)),
    has: jest.fn((url: string) => registry.has(url)),
    addImportMap: jest.fn((next: { imports: Record<string, string> }) => {
      for (const [name, url] of Object.entries(next.imports)) map.set(name, url);
    }),
  };
  (globalThis as unknown as { System: FakeSystem }).System = system;
  return system;
}

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerShellTranslations();
});

it('mounts the page parcel the module exports for the page key, and unmounts it on leave', async () => {
  const parcel = pageParcel('dictionary page');
  installSystem({ '@atrium/mf-system': async () => ({ pages: { 'systemData/dictionary': async () => parcel } }) });
  const view = render(<PageParcel moduleName="@atrium/mf-system" pageKey="systemData/dictionary" />);
  expect(await screen.findByText('dictionary page')).toBeTruthy();

  view.unmount();
  await waitFor(() => expect(parcel.unmounted).toHaveBeenCalledTimes(1));
  expect(document.body.textContent).not.toContain('dictionary page');
});

it('says a page is not available when the module lacks it or is not deployed, to users, with a way home', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  installSystem({ '@atrium/mf-system': async () => ({ pages: {} }) });
  const first = render(<PageParcel moduleName="@atrium/mf-system" pageKey="system/notice" />);
  const notice = await screen.findByRole('status');
  expect(notice.textContent).toContain('页面暂未开放');
  // Users read no module names; the console gets them.
  expect(notice.textContent).not.toMatch(/@atrium|模块|system\/notice/);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('@atrium/mf-system'));
  first.unmount();

  window.history.replaceState(null, '', '/model/x');
  render(<PageParcel moduleName="@atrium/not-deployed" pageKey="model/x" />);
  expect(await screen.findByText('页面暂未开放')).toBeTruthy();
  fireEvent.click(screen.getByText('返回首页'));
  expect(window.location.pathname).toBe('/basic/dashboard');
  warn.mockRestore();
});

it('shows an error panel when the module fails, and retry reloads it from scratch', async () => {
  let broken = true;
  const parcel = pageParcel('recovered page');
  const system = installSystem({
    '@atrium/mf-system': async () => {
      if (broken) throw new Error('network down');
      return { pages: { 'systemData/dictionary': parcel } };
    },
  });
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(<PageParcel moduleName="@atrium/mf-system" pageKey="systemData/dictionary" />);
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('页面加载失败');
  // The raw error and the module's name go to the console, not to the user.
  expect(alert.textContent).not.toMatch(/@atrium|network down/);
  expect(logged).toHaveBeenCalledWith(expect.stringContaining('@atrium/mf-system'), expect.objectContaining({ message: 'network down' }));
  logged.mockRestore();

  broken = false;
  fireEvent.click(screen.getByText('重试'));
  expect(await screen.findByText('recovered page')).toBeTruthy();
  // SystemJS caches a failed load: retry must drop the registry entry first.
  expect(system.delete).toHaveBeenCalledWith('/assets/@atrium/mf-system.js');
});

it('shows an error panel when the page throws while mounting', async () => {
  const throwing = { ...pageParcel('never'), mount: async () => Promise.reject(new Error('mount exploded')) };
  installSystem({ '@atrium/mf-system': async () => ({ pages: { 'systemData/dictionary': throwing } }) });
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(<PageParcel moduleName="@atrium/mf-system" pageKey="systemData/dictionary" />);
  expect((await screen.findByRole('alert')).textContent).toContain('页面加载失败');
  expect(logged).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ message: expect.stringContaining('mount exploded') }));
  logged.mockRestore();
});

describe('live swap in the portal', () => {
  const OLD = '/assets/@atrium/mf-system.js';
  const NEW = `${window.location.origin}/assets/mf-system/b2/atrium-mf-system.b2.js`;
  let version = 10;
  let stopWatch: () => void;

  /** The server's map after a deploy of mf-system, as GET /import-map.json answers it. */
  function serveMap(url: string): void {
    version += 1;
    const served = version;
    (globalThis as { fetch?: unknown }).fetch = jest.fn(async () => ({
      ok: true,
      status: 200,
      headers: new Headers({ 'x-import-map-version': String(served) }),
      json: async () => ({ imports: { '@atrium/mf-system': url } }),
    }));
  }

  function Portal() {
    useLiveSwap();
    return (
      <>
        <PageParcel moduleName="@atrium/mf-system" pageKey="systemData/dictionary" />
        <PageParcel moduleName="@atrium/mf-permission" pageKey="permission/user" />
      </>
    );
  }

  beforeAll(() => {
    stopWatch = startImportMapWatch();
  });
  afterAll(() => stopWatch());

  it('remounts the page of the deployed module in place, says so, and leaves the other page alone', async () => {
    const users = pageParcel('user page');
    installSystem(
      {
        '@atrium/mf-system': async () => ({ pages: { 'systemData/dictionary': pageParcel('字典 v1') } }),
        '@atrium/mf-permission': async () => ({ pages: { 'permission/user': users } }),
      },
      { [NEW]: async () => ({ pages: { 'systemData/dictionary': async () => pageParcel('字典 v2') } }) },
    );
    const view = render(<Portal />);
    expect(await screen.findByText('字典 v1')).toBeTruthy();
    expect(await screen.findByText('user page')).toBeTruthy();
    const section = view.container.querySelector('[data-module="@atrium/mf-system"]') as HTMLElement;
    expect(section.dataset.moduleUrl).toBe(OLD);

    serveMap(NEW);
    publishSocketEvent({ method: 'importMapChanged', version, changed: ['@atrium/mf-system'], shared: false });
    expect(await screen.findByText('字典 v2')).toBeTruthy();
    expect(screen.queryByText('字典 v1')).toBeNull();
    expect(section.isConnected).toBe(true);
    await waitFor(() => expect(section.dataset.moduleUrl).toBe(NEW));
    expect(users.unmounted).not.toHaveBeenCalled();
    // No menus in this test: the toast names the module itself.
    const toast = await screen.findByText('模块 @atrium/mf-system 已更新');
    expect(toast.getAttribute('role')).toBe('alert');
    toast.remove();
    view.unmount();
  });

  it('shows the error panel in that area only when neither version can be mounted', async () => {
    let mounts = 0;
    const flaky: ParcelConfig = {
      ...pageParcel('字典 v1'),
      mount: async (props: { domElement?: HTMLElement }) => {
        mounts += 1;
        if (mounts > 1) throw new Error('old version broke too');
        props.domElement?.append('字典 v1');
      },
    } as ParcelConfig;
    const broken = { ...pageParcel('never'), mount: async () => Promise.reject(new Error('new version broken')) };
    const system = installSystem(
      {
        '@atrium/mf-system': async () => ({ pages: { 'systemData/dictionary': flaky } }),
        '@atrium/mf-permission': async () => ({ pages: { 'permission/user': pageParcel('user page') } }),
      },
      { [NEW]: async () => ({ pages: { 'systemData/dictionary': broken } }) },
    );
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = render(<Portal />);
    expect(await screen.findByText('字典 v1')).toBeTruthy();
    const section = view.container.querySelector('[data-module="@atrium/mf-system"]') as HTMLElement;

    serveMap(NEW);
    publishSocketEvent({ method: 'importMapChanged', version, changed: ['@atrium/mf-system'], shared: false });
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain('页面加载失败');
    expect(screen.getByText('user page')).toBeTruthy();
    expect(screen.queryByText('模块 @atrium/mf-system 已更新')).toBeNull();
    // The map names the old version again.
    expect(system.resolve('@atrium/mf-system')).toBe(OLD);
    logged.mockRestore();
    view.unmount();
  });
});
