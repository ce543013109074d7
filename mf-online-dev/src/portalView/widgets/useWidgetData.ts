import { useEffect, useRef, useState } from 'react';

export type WidgetData<T> = { kind: 'loading' } | { kind: 'ready'; data: T } | { kind: 'error' };

/**
 * Loads a widget's data when `key` changes (and on retry); an answer that arrives after unmount or
 * after a newer load is dropped. `load` is read at load time, so a new closure each render is fine.
 */
export function useWidgetData<T>(load: () => Promise<T>, key: string): { state: WidgetData<T>; retry: () => void } {
  const [state, setState] = useState<WidgetData<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loader = useRef(load);
  loader.current = load;
  useEffect(() => {
    let active = true;
    setState({ kind: 'loading' });
    loader.current().then(
      (data) => active && setState({ kind: 'ready', data }),
      (error: unknown) => {
        if (!active) return;
        console.warn('@atrium/mf-online-dev: a portal widget could not load its data.', error);
        setState({ kind: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, [key, attempt]);
  return { state, retry: () => setAttempt((value) => value + 1) };
}
