import { lazy, type ComponentType, type ReactNode } from 'react';

export interface Preloadable<P extends object> {
  (props: P): ReactNode;
  /** Loads the component now; once it has loaded it renders without suspending. */
  preload(): Promise<void>;
}

/**
 * A lazily loaded component that can be loaded ahead of its first render. React.lazy alone
 * suspends on first render even when its chunk is already there; this renders the loaded
 * component directly and falls back to the lazy one only while it is still loading.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null; // a chunk that failed may be tried again (the error boundary's retry)
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(start);
  function Component(props: P) {
    const Loaded = loaded ?? Lazy;
    return <Loaded {...props} />;
  }
  Component.preload = () => start().then(() => undefined);
  return Component;
}
