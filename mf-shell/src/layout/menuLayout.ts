// Which menus each navigation layout shows where (spec section 2 "Shell", "Menu entry types"), as
// pure functions so the rules are unit-tested without a browser.
import { menuRoute, type LayoutType, type MenuNode } from '@atrium/shared';
import { HOME_ICON_PATH, HOME_PATH, NOT_FOUND_PATH } from '../paths';

/** Spec section 9: a top menu item takes about 116 px. */
export const TOP_MENU_ITEM_WIDTH = 116;
/** Id of the overflow group ('more') of the top menu. */
export const MORE_ID = '__more__';
export const MENU_MORE_PATH = '/menuMore';

export interface TopMenuSplit<T> {
  visible: T[];
  /** Entries that do not fit; shown in the 'more' group. Empty when everything fits. */
  overflow: T[];
}

/**
 * Splits top menu entries for the available width: all of them when they fit, else as many as fit
 * next to the 'more' item, which takes one slot.
 */
export function splitTopMenu<T>(items: readonly T[], width: number, itemWidth = TOP_MENU_ITEM_WIDTH): TopMenuSplit<T> {
  const slots = Math.max(0, Math.floor(width / itemWidth));
  if (items.length <= slots) return { visible: [...items], overflow: [] };
  const keep = Math.max(0, slots - 1);
  return { visible: items.slice(0, keep), overflow: items.slice(keep) };
}

/** The layout's frame: which parts exist. Below 992 px every layout is the mobile side menu. */
export interface LayoutParts {
  sidebar: boolean;
  topMenu: boolean;
  /** The logo sits in the header when there is no sidebar to hold it, and in blend. */
  logoInHeader: boolean;
}

export function layoutParts(layout: LayoutType, mobile: boolean): LayoutParts {
  if (mobile || layout === 'classic') return { sidebar: true, topMenu: false, logoInHeader: false };
  if (layout === 'blend') return { sidebar: true, topMenu: true, logoInHeader: true };
  if (layout === 'functional') return { sidebar: false, topMenu: true, logoInHeader: true };
  return { sidebar: false, topMenu: false, logoInHeader: true };
}

function containsPage(menu: MenuNode, path: string): boolean {
  const route = menuRoute(menu, { dataVisualBase: '' });
  if (route.kind === 'page' && route.path === path) return true;
  return (menu.children ?? []).some((child) => containsPage(child, path));
}

/** The top-level entry that holds the page at `path` (or is it), or null. */
export function topLevelOf(menus: readonly MenuNode[], path: string): MenuNode | null {
  return menus.find((menu) => containsPage(menu, path)) ?? null;
}

/** Home, dashboard and 404 select the first menu (spec section 2). */
export function isHomeLike(path: string): boolean {
  return path === '/' || path === HOME_PATH || path === HOME_ICON_PATH || path === NOT_FOUND_PATH;
}

const hasChildren = (menu: MenuNode | undefined): menu is MenuNode => Boolean(menu?.children?.length);

/**
 * The top-level group whose children the left menu shows for `path`; null for the whole tree;
 * undefined to keep the current choice (pages outside the menu: /menuMore, /messageRecord…).
 * Classic: only type-1 groups narrow the left menu. Blend: every top-level entry does.
 */
export function groupForPath(layout: 'classic' | 'blend', menus: readonly MenuNode[], path: string): string | null | undefined {
  if (isHomeLike(path)) {
    const first = menus[0];
    if (layout === 'blend') return hasChildren(first) ? first.id : null;
    return hasChildren(first) && first.type === 1 ? first.id : null;
  }
  const top = topLevelOf(menus, path);
  if (!top) return undefined;
  if (layout === 'blend') return hasChildren(top) ? top.id : null;
  return top.type === 1 && hasChildren(top) ? top.id : null;
}

/** What the left menu lists for a layout, a chosen group and the top menu's overflow. */
export function sideMenusFor(
  layout: 'classic' | 'blend',
  menus: readonly MenuNode[],
  group: string | null,
  overflow: readonly MenuNode[],
): readonly MenuNode[] {
  if (group === MORE_ID) return layout === 'blend' ? overflow : menus;
  const chosen = group === null ? undefined : menus.find((menu) => menu.id === group);
  if (layout === 'classic') return chosen?.children ?? menus;
  return chosen?.children ?? [];
}
