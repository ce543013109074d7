// Menu entries under this module's prefixes: a released module (type 3) gets its runtime page with
// the moduleId of its propertyJson, a portal menu (type 8) the portal its moduleId names; types 4,
// 5, a type 8 without a portal, pages not built and unknown addresses get a translated
// "not configured" panel with a way back — never a blank screen.
import { render, screen } from '@testing-library/react';
import { setLocale, type MenuNode } from '@atrium/shared';
import { registerOnlineDevTranslations } from '../i18n';
import { DynamicPage, pageFor } from './DynamicPage';

jest.mock('@atrium/shared', () => {
  const { atom } = jest.requireActual('nanostores') as typeof import('nanostores');
  const menus = atom([]);
  return {
    ...jest.requireActual('@atrium/shared'),
    get $menus() {
      return menus;
    },
  };
});
jest.mock('../portalView/PortalHost', () => ({
  PortalHost: ({ portalId }: { portalId: string }) => <p>{`portal ${portalId}`}</p>,
}));
jest.mock('./RuntimePage', () => ({
  RuntimePage: ({ moduleId, menuId, title }: { moduleId: string; menuId: string; title: string }) => <p>{`runtime ${moduleId} ${menuId} ${title}`}</p>,
}));

const shared = jest.requireMock('@atrium/shared') as { $menus: { set: (menus: readonly MenuNode[]) => void } };
const menu = (id: string, type: MenuNode['type'], urlAddress: string, propertyJson: MenuNode['propertyJson'] = null): MenuNode => ({ id, enCode: id, fullName: `菜单${id}`, type, urlAddress, propertyJson });

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerOnlineDevTranslations();
  shared.$menus.set([
    menu('m3', 3, 'onlineDev/run/leave', '{"moduleId":"vd-leave"}'),
    menu('m3b', 3, 'model/broken', '{not json'),
    menu('m4', 4, 'onlineDev/dict/x', { moduleId: 'd1' }),
    menu('m5', 5, 'onlineDev/report/x', { moduleId: 'r1' }),
    menu('m8', 8, 'onlineDev/portal/x', { moduleId: 'p1' }),
    menu('m8s', 8, 'onlineDev/portal/json', '{"moduleId":"p2"}'),
    menu('m8b', 8, 'onlineDev/portal/none', null),
    menu('m2', 2, 'onlineDev/appDesign'),
  ]);
});

it('a released module’s menu opens its runtime page with the moduleId of its propertyJson', () => {
  render(<DynamicPage pageKey="onlineDev/run/leave" />);
  expect(screen.getByText('runtime vd-leave m3 菜单m3')).toBeTruthy();
});

it.each([
  ['onlineDev/portal/x', 'portal p1'],
  ['onlineDev/portal/json', 'portal p2'],
])('a portal menu (type 8) %s shows the portal its moduleId names', (pageKey, text) => {
  render(<DynamicPage pageKey={pageKey} />);
  expect(screen.getByText(text)).toBeTruthy();
});

it.each([
  ['onlineDev/dict/x', '动态字典菜单尚未配置可显示的内容。'],
  ['onlineDev/report/x', '数据报表菜单尚未配置可显示的报表。'],
  ['onlineDev/portal/none', '门户菜单尚未配置可显示的门户。'],
  ['model/broken', '该菜单未关联已发布的在线开发功能，请联系管理员发布后再试。'],
  ['onlineDev/appDesign', '该功能页面尚未开放，请联系管理员或稍后再试。'],
  ['onlineDev/run/gone', '菜单中找不到此页面，可能已被删除或您没有访问权限。'],
])('%s shows a clear panel with a way home', (pageKey, text) => {
  render(<DynamicPage pageKey={pageKey} />);
  const panel = screen.getByRole('status');
  expect(panel.textContent).toContain(text);
  expect(screen.getByText('回到首页')).toBeTruthy();
});

it('pageFor reads the menu type', () => {
  expect(pageFor(null)).toEqual({ kind: 'notConfigured', reason: 'noMenu' });
  expect(pageFor(menu('x', 3, 'model/x', { moduleId: 7 as unknown as string }))).toMatchObject({ kind: 'model', moduleId: '7' });
  expect(pageFor(menu('y', 8, 'onlineDev/portal/y', { moduleId: 'p7' }))).toMatchObject({ kind: 'portal', portalId: 'p7' });
  expect(pageFor(menu('z', 8, 'onlineDev/portal/z', {}))).toEqual({ kind: 'notConfigured', reason: 'portal' });
});
