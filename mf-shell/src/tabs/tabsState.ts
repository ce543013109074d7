// The shell's visited tabs: one atom, written only through the functions below.
import { atom, type ReadableAtom } from 'nanostores';
import type { FlatMenuRoute } from '@atrium/shared';
import { HOME_PATH, HOME_ICON_PATH, PROFILE_PATH } from '../paths';
import { closeAllTabs, closeOtherTabs, closeTab, visitTab, type Tabs, type VisitedTab } from './tabs';

const homeTab: VisitedTab = { path: HOME_PATH, fullPath: HOME_PATH, title: '', affix: true, noCache: false };

const $tabsState = atom<Tabs>([homeTab]);

export const $tabs: ReadableAtom<Tabs> = $tabsState;

/**
 * The tab for a location, or null when the path is not a page the user can open from the menu
 * (404, external links…: those never become tabs). Titles of the home tabs come from i18n.
 */
export function tabFor(path: string, search: string, routes: readonly FlatMenuRoute[]): VisitedTab | null {
  const fullPath = path + search;
  if (path === HOME_PATH || path === HOME_ICON_PATH) return { path, fullPath, title: '', affix: true, noCache: false };
  // The profile is no menu entry but opens as a tab like one; its title, too, comes from i18n.
  if (path === PROFILE_PATH) return { path, fullPath, title: '', affix: false, noCache: false };
  const route = routes.find((item) => item.path === path);
  if (!route) return null;
  const tab: VisitedTab = { path, fullPath, title: route.title, affix: false, noCache: false };
  return route.menu.icon ? { ...tab, icon: route.menu.icon } : tab;
}

export function openTab(tab: VisitedTab): void {
  $tabsState.set(visitTab($tabsState.get(), tab));
}

export function removeTab(path: string): void {
  $tabsState.set(closeTab($tabsState.get(), path));
}

export function removeOtherTabs(path: string): void {
  $tabsState.set(closeOtherTabs($tabsState.get(), path));
}

export function removeAllTabs(): void {
  $tabsState.set(closeAllTabs($tabsState.get()));
}

/**
 * The tabs for menus that changed while the portal is open (a live permission change): the tab of
 * a page the user may no longer open closes, the others take their menu's current title and icon.
 */
export function tabsForRoutes(tabs: Tabs, routes: readonly FlatMenuRoute[]): Tabs {
  let changed = false;
  const next = tabs.flatMap((tab): VisitedTab[] => {
    const current = tabFor(tab.path, '', routes);
    if (!current) {
      changed = true;
      return [];
    }
    if (current.title === tab.title && current.icon === tab.icon) return [tab];
    changed = true;
    const { icon: _previous, ...rest } = tab;
    return [current.icon ? { ...rest, title: current.title, icon: current.icon } : { ...rest, title: current.title }];
  });
  return changed ? next : tabs;
}

export function followRoutes(routes: readonly FlatMenuRoute[]): void {
  $tabsState.set(tabsForRoutes($tabsState.get(), routes));
}

/** A new session starts with the home tab only. */
export function resetTabs(): void {
  $tabsState.set([homeTab]);
}
