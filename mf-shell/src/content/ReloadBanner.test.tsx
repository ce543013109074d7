// A shared module changed on the server: the banner asks for a reload, and never reloads by itself.
import { fireEvent, render, screen } from '@testing-library/react';
import { publishSocketEvent, setLocale, startImportMapWatch } from '@atrium/shared';
import type { MenuNode } from '@atrium/shared';
import { registerShellTranslations } from '../i18n';
import { moduleTitle } from './portalSwap';
import { ReloadBanner } from './ReloadBanner';

const origin = window.location.origin;
const resolved = new Map([
  ['@atrium/shared', `${origin}/assets/shared/atrium-shared.1.js`],
  ['@atrium/mf-system', `${origin}/assets/mf-system/a1/atrium-mf-system.a1.js`],
]);
const system = {
  resolve: (name: string) => resolved.get(name) ?? '',
  addImportMap: jest.fn(),
};

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  (globalThis as { System?: unknown }).System = system;
  (globalThis as { fetch?: unknown }).fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    headers: new Headers({ 'x-import-map-version': '8' }),
    json: async () => ({
      imports: { '@atrium/shared': '/assets/shared/atrium-shared.2.js', '@atrium/mf-system': '/assets/mf-system/a2/atrium-mf-system.a2.js' },
    }),
  }));
  setLocale('zh');
  await registerShellTranslations();
});

it('appears for a shared change, offers a reload, does not reload by itself, and can be dismissed', async () => {
  const stop = startImportMapWatch();
  const reload = jest.fn();
  render(<ReloadBanner reload={reload} />);
  expect(screen.queryByRole('status')).toBeNull();

  publishSocketEvent({ method: 'importMapChanged', version: 8, changed: ['@atrium/shared', '@atrium/mf-system'], shared: true });
  const banner = await screen.findByRole('status');
  expect(banner.textContent).toContain('新版本已发布，请在方便时刷新页面');
  expect(banner.getAttribute('data-reload-banner')).toBe('8');
  // Nothing was swapped: the page keeps the versions it has.
  expect(system.addImportMap).not.toHaveBeenCalled();
  expect(reload).not.toHaveBeenCalled();

  fireEvent.click(screen.getByText('刷新页面'));
  expect(reload).toHaveBeenCalledTimes(1);
  fireEvent.click(screen.getByText('暂不刷新'));
  expect(screen.queryByRole('status')).toBeNull();
  stop();
});

it('is translated', async () => {
  const stop = startImportMapWatch();
  setLocale('en');
  await registerShellTranslations();
  // A later shared change (another URL) shows it again.
  (globalThis as { fetch?: unknown }).fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    headers: new Headers({ 'x-import-map-version': '9' }),
    json: async () => ({ imports: { '@atrium/shared': '/assets/shared/atrium-shared.3.js' } }),
  }));
  render(<ReloadBanner reload={jest.fn()} />);
  publishSocketEvent({ method: 'importMapChanged', version: 9, changed: ['@atrium/shared'], shared: true });
  expect((await screen.findByRole('status')).textContent).toContain('A new version has been released');
  expect(screen.getByText('Reload page')).toBeTruthy();
  stop();
  setLocale('zh');
});

it('names a module after the top-level menu holding most of its pages', () => {
  const menu = (id: string, fullName: string, urlAddress: string | null, children: MenuNode[] = []): MenuNode => ({
    id,
    fullName,
    enCode: id,
    type: urlAddress ? 2 : 1,
    urlAddress,
    children,
  });
  const menus = [
    menu('permission', '组织权限', null, [menu('user', '用户管理', 'permission/user')]),
    menu('system', '系统管理', null, [menu('dictionary', '数据字典', 'systemData/dictionary'), menu('notice', '系统公告', 'system/notice')]),
    menu('messages', '消息中心', null, [menu('center', '消息中心', 'msgCenter/index'), menu('templates', '消息模板', 'msgCenter/template')]),
  ];
  const owners: Array<[string, string]> = [
    ['/system/notice', '@atrium/mf-message'],
    ['/systemData/', '@atrium/mf-system'],
    ['/permission/', '@atrium/mf-permission'],
    ['/msgCenter/', '@atrium/mf-message'],
  ];
  const resolve = (path: string) => {
    const owner = owners.find(([prefix]) => path.startsWith(prefix));
    return owner ? { moduleName: owner[1] } : null;
  };
  expect(moduleTitle('@atrium/mf-system', menus, resolve)).toBe('系统管理');
  expect(moduleTitle('@atrium/mf-permission', menus, resolve)).toBe('组织权限');
  // One page under 系统管理, two under 消息中心.
  expect(moduleTitle('@atrium/mf-message', menus, resolve)).toBe('消息中心');
  expect(moduleTitle('@atrium/mf-chat', menus, resolve)).toBe('@atrium/mf-chat');
});
