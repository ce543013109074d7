import { useEffect, useState } from 'react';

export interface RecordForm<V> {
  values: V;
  set: <K extends keyof V>(key: K, value: V[K]) => void;
  /** For changes that depend on the current values (nested settings, list lines). */
  update: (change: (current: V) => V) => void;
}

/**
 * A form dialog's values: `empty` for a new record, else what `load` turns the stored record into
 * (a failed load is already toasted; the form stays empty). `load` must be stable (module-level or
 * memoised): a new one reloads.
 */
export function useRecordForm<V>(id: string | null, empty: V | (() => V), load: (id: string) => Promise<V>): RecordForm<V> {
  const [values, setValues] = useState<V>(empty);
  useEffect(() => {
    if (!id) return;
    let active = true;
    load(id).then((loaded) => active && setValues(loaded), () => undefined);
    return () => {
      active = false;
    };
  }, [id, load]);
  const set = <K extends keyof V>(key: K, value: V[K]) => setValues((current) => ({ ...current, [key]: value }));
  return { values, set, update: setValues };
}
