import { atom, type ReadableAtom } from 'nanostores';
import { onStorageChange, readStorage, removeStorage, writeStorage } from './storage';

/** Internal: an atom mirrored to jnpf_<name> and kept in sync with other tabs. */
export interface PersistentAtom<T> {
  readonly $store: ReadableAtom<T>;
  set(value: T): void;
  /** Back to the fallback value; the key is removed. */
  reset(): void;
}

export interface PersistentAtomOptions<T> {
  /** Turns a decoded JSON value into T, or undefined when it is not acceptable. */
  decode(value: unknown): T | undefined;
  /** Value written as JSON; undefined removes the key. Defaults to the value itself. */
  encode?(value: T): unknown;
  /** Called after another tab changed the value (not for changes made in this tab). */
  onRemoteChange?(value: T, previous: T): void;
}

export function persistentAtom<T>(name: string, fallback: T, options: PersistentAtomOptions<T>): PersistentAtom<T> {
  const initial = options.decode(readStorage<unknown>(name, undefined));
  const $store = atom<T>(initial === undefined ? fallback : initial);
  const encode = options.encode ?? ((value: T): unknown => value);

  // Module-level singleton: lives as long as the page, so it is never unsubscribed.
  onStorageChange(name, (raw) => {
    const decoded = raw === undefined ? undefined : options.decode(raw);
    const next = decoded === undefined ? fallback : decoded;
    const previous = $store.get();
    $store.set(next);
    options.onRemoteChange?.(next, previous);
  });

  return {
    $store,
    set(value) {
      $store.set(value);
      const encoded = encode(value);
      if (encoded === undefined || encoded === null) removeStorage(name);
      else writeStorage(name, encoded);
    },
    reset() {
      $store.set(fallback);
      removeStorage(name);
    },
  };
}
