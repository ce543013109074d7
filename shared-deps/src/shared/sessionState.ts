/**
 * Internal: the session atoms, persisted under jnpf_ and restored at load, plus
 * resetSession(). Only session.ts and the http wiring write here; MFs read the
 * ReadableAtoms re-exported by index.ts.
 */
import { computed, type ReadableAtom } from 'nanostores';
import { emitSessionEvent } from './bus';
import { persistentAtom } from './persistentAtom';
import { STORAGE_KEYS } from './storage';
import type { LayoutType, LocalSettings, MenuNode, PermissionEntry, SysConfig, UserInfo } from './types';
import { setUnreadCounts } from './unread';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function decodeToken(value: unknown): string | null | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function decodeUser(value: unknown): UserInfo | null | undefined {
  return isRecord(value) ? (value as unknown as UserInfo) : undefined; // shape checked at load time
}

function decodeList<T>(value: unknown): readonly T[] | undefined {
  return Array.isArray(value) ? (value as T[]) : undefined; // entries come from our own writes
}

const LAYOUTS: readonly LayoutType[] = ['classic', 'functional', 'plain', 'blend'];

/** The server's theme value as a layout; unknown values become 'classic'. */
export function normalizeLayout(theme: unknown): LayoutType {
  return LAYOUTS.includes(theme as LayoutType) ? (theme as LayoutType) : 'classic';
}

export const DEFAULT_SETTINGS: Readonly<LocalSettings> = {
  layoutType: 'classic',
  themeClass: 'blue',
  slideClass: 'dark',
  tagsView: true,
  tagsIcon: true,
  showLanguage: true,
  showSearch: true,
  useCache: false,
  fixedHeader: true,
  sidebarLogo: true,
  sidebarOpened: true,
  menuAccordion: true,
  size: 'small',
};

const SIZES: readonly LocalSettings['size'][] = ['default', 'medium', 'small', 'mini'];

/** Merges stored settings over the defaults, dropping fields of the wrong type. */
export function decodeSettings(value: unknown): LocalSettings | undefined {
  if (!isRecord(value)) return undefined;
  const settings: LocalSettings = { ...DEFAULT_SETTINGS };
  const booleans = ['tagsView', 'tagsIcon', 'showLanguage', 'showSearch', 'useCache', 'fixedHeader', 'sidebarLogo', 'sidebarOpened', 'menuAccordion'] as const;
  for (const key of booleans) {
    const v = value[key];
    if (typeof v === 'boolean') settings[key] = v;
    else if (v === 1 || v === 0) settings[key] = v === 1;
  }
  if (value.layoutType !== undefined) settings.layoutType = normalizeLayout(value.layoutType);
  if (typeof value.themeClass === 'string' && value.themeClass) settings.themeClass = value.themeClass;
  if (value.slideClass === 'dark' || value.slideClass === 'lightWhite') settings.slideClass = value.slideClass;
  if (SIZES.includes(value.size as LocalSettings['size'])) settings.size = value.size as LocalSettings['size'];
  return settings;
}

// Cross-tab: a second tab follows logout, login and the lock flag of the first.
export const tokenState = persistentAtom<string | null>(STORAGE_KEYS.token, null, {
  decode: decodeToken,
  onRemoteChange(token, previous) {
    if (token === previous) return;
    if (token === null) {
      clearCaches();
      setUnreadCounts({ notice: 0, chat: 0 });
      emitSessionEvent({ type: 'logout', source: 'storage' });
    } else {
      emitSessionEvent({ type: 'login', source: 'storage' });
    }
  },
});
export const userState = persistentAtom<UserInfo | null>(STORAGE_KEYS.userInfo, null, { decode: decodeUser });
export const menusState = persistentAtom<readonly MenuNode[]>(STORAGE_KEYS.menuList, [], { decode: decodeList<MenuNode> });
export const permissionsState = persistentAtom<readonly PermissionEntry[]>(STORAGE_KEYS.permissionList, [], {
  decode: decodeList<PermissionEntry>,
});
export const routerListState = persistentAtom<readonly MenuNode[]>(STORAGE_KEYS.routerList, [], { decode: decodeList<MenuNode> });
export const sysConfigState = persistentAtom<SysConfig | null>(STORAGE_KEYS.sysConfig, null, {
  decode: (v) => (isRecord(v) ? (v as SysConfig) : undefined), // display values only
});
export const lockedState = persistentAtom<boolean>(STORAGE_KEYS.lockScreen, false, {
  decode: (v) => v === 1 || v === '1' || v === true,
  encode: (locked) => (locked ? 1 : undefined),
  onRemoteChange(locked, previous) {
    if (locked !== previous) emitSessionEvent({ type: locked ? 'locked' : 'unlocked', source: 'storage' });
  },
});
/** Spec section 4: the sidebar state is saved as 1/0 (decodeSettings reads booleans too). */
export function encodeSettings(settings: LocalSettings): Record<string, unknown> {
  return { ...settings, sidebarOpened: settings.sidebarOpened ? 1 : 0 };
}

export const settingsState = persistentAtom<LocalSettings>(STORAGE_KEYS.settings, { ...DEFAULT_SETTINGS }, {
  decode: decodeSettings,
  encode: encodeSettings,
});

/** Verbatim token ('bearer …'), or null when signed out. */
export const $token: ReadableAtom<string | null> = tokenState.$store;
export const $user: ReadableAtom<UserInfo | null> = userState.$store;
export const $menus: ReadableAtom<readonly MenuNode[]> = menusState.$store;
export const $permissions: ReadableAtom<readonly PermissionEntry[]> = permissionsState.$store;
export const $routerList: ReadableAtom<readonly MenuNode[]> = routerListState.$store;
export const $sysConfig: ReadableAtom<SysConfig | null> = sysConfigState.$store;
/** True while the screen is locked (jnpf_lockScreen = 1). */
export const $locked: ReadableAtom<boolean> = lockedState.$store;
export const $settings: ReadableAtom<LocalSettings> = settingsState.$store;
export const $layout: ReadableAtom<LayoutType> = computed(settingsState.$store, (s) => s.layoutType);
export const $isLoggedIn: ReadableAtom<boolean> = computed(tokenState.$store, (token) => token !== null);
export const $isAdmin: ReadableAtom<boolean> = computed(userState.$store, (user) => user?.isAdministrator === true);

/** Changes display preferences (theme colour, tags view, sidebar, size…); saved locally only. */
export function updateSettings(changes: Partial<LocalSettings>): void {
  const next = decodeSettings({ ...settingsState.$store.get(), ...changes });
  if (next) settingsState.set(next);
}

const sessionCaches = new Set<() => void>();

/**
 * Internal: registers a cache (dictionaries, trees…) that must be emptied whenever the
 * session ends or changes hands. Returns the unregister function.
 */
export function registerSessionCache(clear: () => void): () => void {
  sessionCaches.add(clear);
  return () => {
    sessionCaches.delete(clear);
  };
}

export function clearCaches(): void {
  for (const clear of [...sessionCaches]) clear();
}

/** Internal: forgets the signed-in user's data without announcing anything. */
export function clearSessionData(): void {
  tokenState.reset();
  userState.reset();
  menusState.reset();
  permissionsState.reset();
  routerListState.reset();
  lockedState.reset();
  clearCaches();
  setUnreadCounts({ notice: 0, chat: 0 });
}

/**
 * Ends the session in this tab (and, through storage, in the others): clears token,
 * user, menus, permissions, router list, lock flag, unread counts and cached
 * dictionaries/trees, then emits a session event ('logout' by default, 'expired' when
 * the server rejected the token) so the socket, tabs and menu owners reset too.
 * Display settings, locale and sysConfig (login page branding) are kept.
 */
export function resetSession(reason: 'logout' | 'expired' = 'logout'): void {
  clearSessionData();
  emitSessionEvent({ type: reason, source: 'local' });
}
