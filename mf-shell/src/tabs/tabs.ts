// Visited tabs (spec section 3 "Visited tab") as pure functions over an immutable list, so the
// rules (affix, close others, where to go after a close) are tested without a browser.

export interface VisitedTab {
  /** Pathname: one tab per page, whatever its query. */
  path: string;
  /** Path with its query string, as last visited. */
  fullPath: string;
  title: string;
  /** Affixed tabs (the dashboard) cannot be closed and survive close-all. */
  affix: boolean;
  /** True for views that must never stay mounted in the background. */
  noCache: boolean;
  /** The menu's icon class (JNPF "icon-ym icon-ym-*"), shown when tab icons are on. */
  icon?: string;
}

export type Tabs = readonly VisitedTab[];

/** Adds a tab, or refreshes the query string and title of the tab already open for its path. */
export function visitTab(tabs: Tabs, tab: VisitedTab): Tabs {
  const index = tabs.findIndex((item) => item.path === tab.path);
  if (index < 0) return [...tabs, tab];
  const current = tabs[index]!;
  if (current.fullPath === tab.fullPath && current.title === tab.title) return tabs;
  return tabs.map((item, i) => (i === index ? { ...item, fullPath: tab.fullPath, title: tab.title } : item));
}

export function closeTab(tabs: Tabs, path: string): Tabs {
  return tabs.filter((tab) => tab.path !== path || tab.affix);
}

export function closeOtherTabs(tabs: Tabs, path: string): Tabs {
  return tabs.filter((tab) => tab.path === path || tab.affix);
}

export function closeAllTabs(tabs: Tabs): Tabs {
  return tabs.filter((tab) => tab.affix);
}

/**
 * Where to go after the tabs changed while `currentPath` was shown: stay when its tab is still
 * open, else the last remaining tab, else `fallback`.
 */
export function nextLocation(tabs: Tabs, currentPath: string, fallback: string): string | null {
  if (tabs.some((tab) => tab.path === currentPath)) return null;
  return tabs[tabs.length - 1]?.fullPath ?? fallback;
}

/** Paths whose views stay mounted while hidden (page cache on). */
export function cachedPaths(tabs: Tabs): string[] {
  return tabs.filter((tab) => !tab.noCache).map((tab) => tab.path);
}
