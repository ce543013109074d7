// The content area: shell pages render here directly; every other route mounts the page parcel
// of the module that the route manifest names for it.
import { useEffect, useState, type ReactNode } from 'react';
import { resolvePageModule } from '@atrium/shared';
import { ErrorBoundary } from '@atrium/ui';
import { DashboardPage } from '../dashboard/DashboardPage';
import { ExternalLinkPage } from '../pages/ExternalLinkPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { HOME_PATH, REDIRECT_PREFIX } from '../paths';
import { PageParcel } from './PageParcel';
import { PageNotice } from './PageNotice';

const shellPages: Record<string, () => ReactNode> = {
  [HOME_PATH]: () => <DashboardPage />,
  '/home': () => <DashboardPage />,
  '/404': () => <NotFoundPage />,
  '/externalLink': () => <ExternalLinkPage />,
};

/** `/redirect/x?y` re-creates the view of `/x?y` (spec: forces a view refresh). */
function useRefreshRoute(path: string): number {
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (!path.startsWith(`${REDIRECT_PREFIX}/`)) return;
    const target = path.slice(REDIRECT_PREFIX.length) + window.location.search;
    setGeneration((value) => value + 1);
    window.history.replaceState(window.history.state, '', target);
  }, [path]);
  return generation;
}

export function ContentArea({ path }: { path: string }) {
  const generation = useRefreshRoute(path);
  if (path.startsWith(`${REDIRECT_PREFIX}/`)) return null;

  const shellPage = shellPages[path];
  if (shellPage) return <ErrorBoundary resetKey={path}>{shellPage()}</ErrorBoundary>;

  const target = resolvePageModule(path);
  if (!target) return <PageNotice kind="noModule" page={path} />;
  return <PageParcel key={`${path}#${generation}`} moduleName={target.moduleName} pageKey={target.pageKey} />;
}
