/**
 * localStorage helpers under the `jnpf_` prefix. Values are JSON; a corrupt value reads
 * as the fallback, and when localStorage is missing or blocked (private mode, sandboxed
 * iframe, quota) the helpers keep working on an in-memory copy for this tab.
 */

export const STORAGE_PREFIX = 'jnpf_';

/** Every key @atrium/shared persists (full key = jnpf_ + name). */
export const STORAGE_KEYS = {
  token: 'token',
  userInfo: 'userInfo',
  menuList: 'menuList',
  permissionList: 'permissionList',
  routerList: 'routerList',
  sysConfig: 'sysConfig',
  lockScreen: 'lockScreen',
  locale: 'locale',
  settings: 'settings',
} as const;

const memory = new Map<string, string>();

function localStore(): Storage | null {
  try {
    const store = globalThis.localStorage;
    return store ?? null;
  } catch {
    // Accessing localStorage throws a SecurityError when storage is blocked.
    return null;
  }
}

export function storageKey(name: string): string {
  return STORAGE_PREFIX + name;
}

function readRaw(key: string): string | null {
  const store = localStore();
  if (store) {
    try {
      const raw = store.getItem(key);
      if (raw !== null) return raw;
    } catch {
      // fall through to the in-memory copy
    }
  }
  return memory.get(key) ?? null;
}

function decode(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Reads jnpf_<name>. Returns the fallback when the key is absent, is not valid JSON,
 * or fails the optional guard.
 */
export function readStorage<T>(name: string, fallback: T, guard?: (value: unknown) => value is T): T {
  const value = decode(readRaw(storageKey(name)));
  if (value === undefined || value === null) return fallback;
  if (guard && !guard(value)) return fallback;
  return value as T; // without a guard the caller accepts any JSON value as T
}

/** Writes jnpf_<name> as JSON; null or undefined removes it. Returns false when the browser refused. */
export function writeStorage(name: string, value: unknown): boolean {
  if (value === undefined || value === null) {
    removeStorage(name);
    return true;
  }
  const key = storageKey(name);
  let raw: string;
  try {
    raw = JSON.stringify(value);
  } catch {
    return false;
  }
  const store = localStore();
  if (store) {
    try {
      store.setItem(key, raw);
      memory.delete(key);
      return true;
    } catch {
      // quota exceeded or blocked: drop the stale stored copy, keep this tab's value in memory
      try {
        store.removeItem(key);
      } catch {
        // nothing more to do
      }
    }
  }
  memory.set(key, raw);
  return false;
}

export function removeStorage(name: string): void {
  const key = storageKey(name);
  memory.delete(key);
  const store = localStore();
  if (!store) return;
  try {
    store.removeItem(key);
  } catch {
    // blocked storage: nothing to remove
  }
}

type ChangeListener = (value: unknown) => void;
const listeners = new Map<string, Set<ChangeListener>>();
let windowListenerInstalled = false;

function onWindowStorage(event: StorageEvent): void {
  const store = localStore();
  if (store && event.storageArea && event.storageArea !== store) return;
  if (event.key === null) {
    // Another tab called localStorage.clear(): every key is gone.
    for (const [key, set] of listeners) {
      memory.delete(key);
      for (const listener of [...set]) listener(undefined);
    }
    return;
  }
  const set = listeners.get(event.key);
  if (!set) return;
  memory.delete(event.key); // the shared localStorage now holds the truth
  const value = decode(event.newValue);
  for (const listener of [...set]) listener(value);
}

/**
 * Calls the listener when ANOTHER tab changes jnpf_<name> (the browser's `storage`
 * event never fires in the tab that wrote). The value is the decoded JSON, or undefined
 * when the key was removed or is corrupt. Returns the unsubscribe function; the caller
 * owns the subscription.
 */
export function onStorageChange(name: string, listener: ChangeListener): () => void {
  if (!windowListenerInstalled && typeof window !== 'undefined') {
    window.addEventListener('storage', onWindowStorage);
    windowListenerInstalled = true;
  }
  const key = storageKey(name);
  let set = listeners.get(key);
  if (!set) {
    set = new Set();
    listeners.set(key, set);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}
