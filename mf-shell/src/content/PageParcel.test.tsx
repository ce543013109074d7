// The content area's parcel host: mounts a page by module name, shows an error panel with retry
// when the module fails, and leaves nothing behind when it goes away.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ParcelConfig } from 'single-spa';
import { setLocale } from '@atrium/shared';
import { registerShellTranslations } from '../i18n';
import { PageParcel } from './PageParcel';

interface FakeSystem {
  import: jest.Mock;
  resolve: jest.Mock;
  delete: jest.Mock;
  has: jest.Mock;
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

function installSystem(modules: Record<string, () => Promise<unknown>>): FakeSystem {
  const system: FakeSystem = {
    import: jest.fn((name: string) => (modules[name] ? modules[name]() : Promise.reject(new Error(`404 ${name}`)))),
    resolve: jest.fn((name: string) => {
      if (name === '@atrium/not-deployed') throw new Error('Unable to resolve bare specifier');
      return `/assets/${name}.js`;
    }),
    delete: jest.fn(() => true),
    has: jest.fn(() => true),
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
