import { useStore } from '@nanostores/react';
import { $currentPath } from '@atrium/shared';

export interface ShellLocation {
  path: string;
  query: URLSearchParams;
}

/** The current route; re-renders when single-spa finishes a navigation. */
export function useLocation(): ShellLocation {
  const path = useStore($currentPath);
  return { path, query: new URLSearchParams(window.location.search) };
}
