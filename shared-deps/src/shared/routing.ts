/**
 * The current location as an atom, navigation, and the menu → route rules of spec
 * section 2 "Menu entry types" as pure functions.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { navigateToUrl } from 'single-spa';
import { getApiConfig } from './config';
import type { MenuNode } from './types';

function currentPathname(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname;
}

const $currentPathState = atom<string>(currentPathname());

/** location.pathname, updated on popstate and single-spa routing events. */
export const $currentPath: ReadableAtom<string> = $currentPathState;

function syncPath(): void {
  $currentPathState.set(currentPathname());
}

if (typeof window !== 'undefined') {
  // Page-lifetime listeners of this singleton module; never removed.
  window.addEventListener('popstate', syncPath);
  window.addEventListener('single-spa:routing-event', syncPath);
}

/**
 * Goes to an in-app URL through single-spa (pushState + reroute). Going where the browser already
 * is does nothing (spec section 2: duplicate navigation is ignored): no history entry, no '#'.
 */
export function navigate(url: string): void {
  if (typeof window !== 'undefined' && new URL(url, window.location.href).href === window.location.href) return;
  navigateToUrl(url);
  syncPath();
}

/** Vue-style route name of a menu: its enCode with dots replaced by dashes. */
export function vueName(enCode: string): string {
  return enCode.replace(/\./g, '-');
}

export interface DynamicProperties {
  moduleId: string | null;
  isTree: boolean;
}

export type MenuRoute =
  | { kind: 'page'; path: string; dynamic?: DynamicProperties }
  | { kind: 'external'; href: string; newWindow: boolean }
  /** href: the view's address without any credential; largeScreenUrl() adds one when it opens. */
  | { kind: 'screen'; href: string; moduleId: string }
  | { kind: 'folder' }
  | { kind: 'unknown' };

/** moduleId and isTree from a menu's propertyJson; broken JSON gives empty values. */
export function parseMenuProperties(propertyJson: MenuNode['propertyJson']): DynamicProperties {
  let value: unknown = propertyJson;
  if (typeof propertyJson === 'string') {
    try {
      value = JSON.parse(propertyJson) as unknown;
    } catch {
      value = null;
    }
  }
  if (typeof value !== 'object' || value === null) return { moduleId: null, isTree: false };
  const record = value as Record<string, unknown>;
  const moduleId = record.moduleId;
  const isTree = record.isTree;
  return {
    moduleId: typeof moduleId === 'string' && moduleId !== '' ? moduleId : typeof moduleId === 'number' ? String(moduleId) : null,
    isTree: isTree === 1 || isTree === true || isTree === '1',
  };
}

/** '/' + address without query string or hash; an address already starting with '/' is not doubled. */
export function pagePath(urlAddress: string): string | null {
  const address = urlAddress.trim().split(/[?#]/)[0] ?? '';
  const trimmed = address.replace(/^\/+/, '');
  return trimmed === '' ? null : `/${trimmed}`;
}

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

function isSafeLink(url: string): boolean {
  const scheme = SCHEME.exec(url);
  return scheme ? SAFE_SCHEMES.has(scheme[1]!.toLowerCase()) : true;
}

export interface MenuRouteContext {
  /** Data-visualisation host base; defaults to configureApi's dataVisualBase. */
  dataVisualBase?: string;
}

/** Where a menu entry leads (spec section 2 "Menu entry types"). */
export function menuRoute(menu: MenuNode, context: MenuRouteContext = {}): MenuRoute {
  const address = (menu.urlAddress ?? '').trim();
  switch (menu.type) {
    case 0:
    case 1:
      return { kind: 'folder' };
    case 2: {
      const path = pagePath(address);
      return path ? { kind: 'page', path } : { kind: 'unknown' };
    }
    case 3:
    case 4:
    case 5:
    case 8: {
      const path = pagePath(address);
      return path ? { kind: 'page', path, dynamic: parseMenuProperties(menu.propertyJson) } : { kind: 'unknown' };
    }
    case 6: {
      const { moduleId } = parseMenuProperties(menu.propertyJson);
      if (!moduleId) return { kind: 'unknown' };
      const base = context.dataVisualBase ?? getApiConfig().dataVisualBase;
      return { kind: 'screen', href: `${base}/view/${encodeURIComponent(moduleId)}`, moduleId };
    }
    case 7: {
      if (!address || !isSafeLink(address)) return { kind: 'unknown' };
      if (menu.linkTarget === '_blank') return { kind: 'external', href: address, newWindow: true };
      return { kind: 'external', href: `/externalLink?href=${encodeURIComponent(address)}`, newWindow: false };
    }
    default:
      return { kind: 'unknown' };
  }
}

export interface FlatMenuRoute {
  path: string;
  /** Id of the menu: permission entries are keyed by it. */
  modelId: string;
  title: string;
  /** Titles from the top menu down to this one (header search joins them with ' > '). */
  titlePath: readonly string[];
  name: string;
  menu: MenuNode;
  dynamic?: DynamicProperties;
}

/** Every page route of the menu tree, in menu order. */
export function flattenMenuRoutes(menus: readonly MenuNode[]): FlatMenuRoute[] {
  const routes: FlatMenuRoute[] = [];
  const walk = (nodes: readonly MenuNode[], titles: readonly string[]): void => {
    for (const menu of nodes) {
      const titlePath = [...titles, menu.fullName];
      const route = menuRoute(menu, { dataVisualBase: '' });
      if (route.kind === 'page') {
        routes.push({
          path: route.path,
          modelId: menu.id,
          title: menu.fullName,
          titlePath,
          name: vueName(menu.enCode),
          menu,
          ...(route.dynamic ? { dynamic: route.dynamic } : {}),
        });
      }
      if (menu.children && menu.children.length > 0) walk(menu.children, titlePath);
    }
  };
  walk(menus, []);
  return routes;
}

function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
}

/** The page menu whose path matches (query, hash and trailing slash ignored), or null. */
export function findMenuByPath(menus: readonly MenuNode[], path: string): MenuNode | null {
  const wanted = normalizePath(path);
  return flattenMenuRoutes(menus).find((route) => normalizePath(route.path) === wanted)?.menu ?? null;
}

/** Path of the first page in menu order, or null when the menu has no page. */
export function firstPagePath(menus: readonly MenuNode[]): string | null {
  return flattenMenuRoutes(menus)[0]?.path ?? null;
}
