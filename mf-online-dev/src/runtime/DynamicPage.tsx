import { useStore } from '@nanostores/react';
import { $menus, findMenuByPath, menuRoute, type MenuNode } from '@atrium/shared';
import { NotConfigured, type NotConfiguredKind } from '../common/NotConfigured';
import { PortalHost } from '../portalView/PortalHost';
import { RuntimePage } from './RuntimePage';

interface Props {
  /** The page key the shell mounts this parcel for: the menu's address without its leading '/'. */
  pageKey?: string;
}

/** Spec section 2: menu types 4 dynamic dictionary and 5 data report are not built yet. */
const DYNAMIC_KINDS: Readonly<Record<number, NotConfiguredKind>> = { 4: 'dictionary', 5: 'report' };

export type PageTarget =
  | { kind: 'model'; moduleId: string; menu: MenuNode }
  | { kind: 'portal'; portalId: string; menu: MenuNode }
  | { kind: 'notConfigured'; reason: NotConfiguredKind };

/** What a menu entry of this module's prefixes opens. */
export function pageFor(menu: MenuNode | null): PageTarget {
  if (!menu) return { kind: 'notConfigured', reason: 'noMenu' };
  const dynamic = DYNAMIC_KINDS[menu.type];
  if (dynamic) return { kind: 'notConfigured', reason: dynamic };
  const route = menuRoute(menu);
  const moduleId = route.kind === 'page' ? route.dynamic?.moduleId : null;
  if (menu.type === 3) return moduleId ? { kind: 'model', moduleId, menu } : { kind: 'notConfigured', reason: 'model' };
  // Type 8 (dynamic portal): propertyJson.moduleId names the portal.
  if (menu.type === 8) return moduleId ? { kind: 'portal', portalId: moduleId, menu } : { kind: 'notConfigured', reason: 'portal' };
  return { kind: 'notConfigured', reason: 'page' };
}

/**
 * Every page key of onlineDev/, generator/ and model/ that is not a built page: a released module
 * (menu type 3, propertyJson.moduleId) gets its list, form and detail; a portal menu (type 8,
 * propertyJson.moduleId = the portal's id) shows that portal; other entries a clear
 * "not configured yet" panel. The shell passes only the page key, so the entry is looked up in the
 * signed-in user's menus.
 */
export function DynamicPage({ pageKey = '' }: Props) {
  const menus = useStore($menus);
  const menu = findMenuByPath(menus, `/${pageKey}`);
  const target = pageFor(menu);
  if (target.kind === 'model') return <RuntimePage key={target.moduleId} moduleId={target.moduleId} menuId={target.menu.id} title={target.menu.fullName} />;
  if (target.kind === 'portal') return <PortalHost key={target.portalId} portalId={target.portalId} />;
  return <NotConfigured kind={target.reason} name={menu?.fullName} />;
}
