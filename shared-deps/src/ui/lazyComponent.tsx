import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code loads on first render. @atrium/ui is on the sign-in page, which has a
 * tight JavaScript budget, so every building block the sign-in page does not show is a chunk.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}
