// The shell's visited tabs: one atom, written only through the functions below.
import { atom, type ReadableAtom } from 'nanostores';
import { $user, type FlatMenuRoute } from '@atrium/shared';
import { HOME_PATH, HOME_ICON_PATH, MESSAGE_RECORD_PATH, PROFILE_PATH } from '../paths';
import { MENU_MORE_PATH } from '../layout/menuLayout';
import { closeAllTabs, closeOtherTabs, closeTab, visitTab, type Tabs, type VisitedTab } from './tabs';
import { clearStoredTabs, readStoredTabs, writeStoredTabs } from './tabsStorage';
import { forgetRecentPages, rememberPage } from '../search/recentPages';

/** Pages outside the menu that still get a tab of their own (titles from i18n, see TagsView). */
export const SHELL_TAB_PATHS: readonly string[] = [PROFILE_PATH, MESSAGE_RECORD_PATH, MENU_MORE_PATH];

const homeTab: VisitedTab = { path: HOME_PATH, fullPath: HOME_PATH, title: '', affix: true, noCache: false };

/** The stored tabs of the signed-in user, the home tab always first. */
function restoredTabs(owner: string | null): { tabs: Tabs; active: string } {
  const stored = readStoredTabs(owner);
  if (!stored) return { tabs: [homeTab], active: '' };
  const rest = stored.tabs.filter((tab) => tab.path !== HOME_PATH);
  return { tabs: [homeTab, ...rest], active: stored.active };
}

const restored = restoredTabs($user.get()?.userId ?? null);
const $tabsState = atom<Tabs>(restored.tabs);
let active = restored.active;

function persist(): void {
  const owner = $user.get()?.userId;
  if (owner) writeStoredTabs({ owner, tabs: $tabsState.get(), active });
}

export const $tabs: ReadableAtom<Tabs> = $tabsState;

/** The page shown last (full path), '' when none: unlocking returns there. */
export function lastActivePath(): string {
  return active;
}

/** Han, kana, CJK punctuation and full-width forms. */
const CJK = /[\u3000-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/u;

/**
 * A page's tab title, told apart from another page of the same name by its folder: 代码生成 and
 * 工作流程 both hold a 流程表单, and two tabs must never read the same.
 */
export function distinctTitle(route: FlatMenuRoute, routes: readonly FlatMenuRoute[]): string {
  const twins = routes.filter((item) => item.title === route.title);
  if (twins.length < 2) return route.title;
  const folder = route.titlePath[route.titlePath.length - 2];
  if (!folder) return route.title;
  // Chinese titles take full-width brackets, others (English menus) plain ones with a space.
  return CJK.test(route.title + folder) ? `${route.title}（${folder}）` : `${route.title} (${folder})`;
}

/**
 * The tab for a location, or null when the path is not a page the user can open from the menu
 * (404, external links…: those never become tabs). Titles of the home tabs come from i18n.
 */
export function tabFor(path: string, search: string, routes: readonly FlatMenuRoute[]): VisitedTab | null {
  const fullPath = path + search;
  if (path === HOME_PATH || path === HOME_ICON_PATH) return { path, fullPath, title: '', affix: true, noCache: false };
  // Shell pages that are no menu entry but open as tabs like one; their titles come from i18n.
  if (SHELL_TAB_PATHS.includes(path)) return { path, fullPath, title: '', affix: false, noCache: false };
  const route = routes.find((item) => item.path === path);
  if (!route) return null;
  const tab: VisitedTab = { path, fullPath, title: distinctTitle(route, routes), affix: false, noCache: false };
  return route.menu.icon ? { ...tab, icon: route.menu.icon } : tab;
}

/** Records the page now shown as a tab (or refreshes its tab) and as the page to return to. */
export function openTab(tab: VisitedTab): void {
  $tabsState.set(visitTab($tabsState.get(), tab));
  active = tab.fullPath;
  persist();
  rememberPage(tab.path);
}

export function removeTab(path: string): void {
  $tabsState.set(closeTab($tabsState.get(), path));
  persist();
}

export function removeOtherTabs(path: string): void {
  $tabsState.set(closeOtherTabs($tabsState.get(), path));
  persist();
}

export function removeAllTabs(): void {
  $tabsState.set(closeAllTabs($tabsState.get()));
  persist();
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
  const next = tabsForRoutes($tabsState.get(), routes);
  if (next === $tabsState.get()) return;
  $tabsState.set(next);
  persist();
}

/** A new session starts with the home tab only, and forgets the stored ones. */
export function resetTabs(): void {
  $tabsState.set([homeTab]);
  active = '';
  clearStoredTabs();
  forgetRecentPages();
}

/**
 * After a sign-in: the tabs this browser tab stored for that user (a reload right after signing in
 * again as the same user), else the home tab alone — never another account's.
 */
export function restoreTabsFor(owner: string | null): void {
  const next = restoredTabs(owner);
  $tabsState.set(next.tabs);
  active = next.active;
}

// Another account in this browser tab (a token handed over by a link, a sign-in without a
// sign-out) starts from its own stored tabs, never from the previous account's.
let owner = $user.get()?.userId ?? null;
$user.listen((user) => {
  const next = user?.userId ?? null;
  if (next === owner) return;
  owner = next;
  if (next) restoreTabsFor(next);
});
