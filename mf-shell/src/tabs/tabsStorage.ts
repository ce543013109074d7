// The visited tabs kept for the browser session (issue 17 item 1, issue 19 item 5): F5, the lock
// screen and a reload while locked all come back to the same tabs, in the same order, on the same
// page. sessionStorage, not localStorage: each browser tab keeps its own tabs (as JNPF and
// ant-design-pro do) and closing the browser forgets them. The owner's id is stored with them so a
// different account signing in to this browser tab never inherits them.
import type { Tabs, VisitedTab } from './tabs';

const KEY = 'atrium:visitedTabs';
/** More would be a tab strip nobody can use; a stored list beyond it is cut, not refused. */
export const MAX_STORED_TABS = 50;

export interface StoredTabs {
  owner: string;
  tabs: Tabs;
  /** Full path of the page shown last: where unlocking returns to. */
  active: string;
}

const isText = (value: unknown): value is string => typeof value === 'string';
// A path of this portal: starts with one slash (never //host or a scheme).
const isLocalPath = (value: unknown): value is string => isText(value) && /^\/(?!\/)/.test(value);

function decodeTab(value: unknown): VisitedTab | null {
  if (typeof value !== 'object' || value === null) return null;
  const item = value as Record<string, unknown>;
  if (!isLocalPath(item.path) || !isLocalPath(item.fullPath) || !isText(item.title)) return null;
  if (typeof item.affix !== 'boolean' || typeof item.noCache !== 'boolean') return null;
  const tab: VisitedTab = { path: item.path, fullPath: item.fullPath, title: item.title, affix: item.affix, noCache: item.noCache };
  return isText(item.icon) && item.icon ? { ...tab, icon: item.icon } : tab;
}

/** What was stored for `owner`, or null (nothing, another account's, or not ours to trust). */
export function readStoredTabs(owner: string | null): StoredTabs | null {
  if (!owner) return null;
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const stored = parsed as Record<string, unknown>;
  if (stored.owner !== owner || !Array.isArray(stored.tabs)) return null;
  const tabs = stored.tabs.slice(0, MAX_STORED_TABS).map(decodeTab).filter((tab): tab is VisitedTab => tab !== null);
  const seen = new Set<string>();
  const unique = tabs.filter((tab) => !seen.has(tab.path) && seen.add(tab.path));
  return { owner, tabs: unique, active: isLocalPath(stored.active) ? stored.active : '' };
}

export function writeStoredTabs(stored: StoredTabs): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...stored, tabs: stored.tabs.slice(0, MAX_STORED_TABS) }));
  } catch {
    // Storage full or blocked: the tabs simply do not survive a reload.
  }
}

export function clearStoredTabs(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored that could be read back
  }
}
