// The content area. With the page cache on, the views of open tabs stay mounted but hidden and
// keep their state; a view leaves the DOM (its parcel unmounts) when its tab closes, or, with the
// cache off, as soon as the user leaves it. While it is mounted, a live swap of a module
// remounts that module's views (and widgets) with the new version (liveSwap.ts).
import { useEffect, useRef, useState } from 'react';
import { REDIRECT_PREFIX } from '../paths';
import { CachedView } from './CachedView';
import { PageView } from './PageView';
import { useLiveSwap } from './portalSwap';

/** `/redirect/x?y` re-creates the view of `/x?y` (spec: forces a view refresh). */
function useRefreshGenerations(path: string): Readonly<Record<string, number>> {
  const [generations, setGenerations] = useState<Readonly<Record<string, number>>>({});
  useEffect(() => {
    if (!path.startsWith(`${REDIRECT_PREFIX}/`)) return;
    const target = path.slice(REDIRECT_PREFIX.length);
    setGenerations((current) => ({ ...current, [target]: (current[target] ?? 0) + 1 }));
    window.history.replaceState(window.history.state, '', target + window.location.search);
  }, [path]);
  return generations;
}

interface Props {
  path: string;
  /** Paths whose views stay mounted in the background (empty with the cache off). */
  cached: readonly string[];
}

export function ContentArea({ path, cached }: Props) {
  useLiveSwap();
  const generations = useRefreshGenerations(path);
  const refreshing = path.startsWith(`${REDIRECT_PREFIX}/`);
  // Tabs restored after a reload keep their place in the strip but mount only when first shown:
  // eleven pages loading at once behind the one the user looks at would only slow that one down.
  const shown = useRef(new Set<string>());
  if (!refreshing) shown.current.add(path);
  const kept = cached.filter((view) => shown.current.has(view));
  const views = refreshing || kept.includes(path) ? kept : [...kept, path];
  return (
    <>
      {views.map((view) => (
        <CachedView key={`${view}#${generations[view] ?? 0}`} active={view === path}>
          <PageView path={view} />
        </CachedView>
      ))}
    </>
  );
}
