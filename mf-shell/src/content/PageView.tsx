// One route's view: a shell page rendered directly, or the page parcel of the module that the
// route manifest names for it.
import { lazy, memo, Suspense, type ReactNode } from 'react';
import { resolvePageModule } from '@atrium/shared';
import { ErrorBoundary } from '@atrium/ui';
import { DashboardPage } from '../dashboard/DashboardPage';
import { ExternalLinkPage } from '../pages/ExternalLinkPage';
import { MenuMorePage } from '../pages/MenuMorePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { HOME_ICON_PATH, HOME_PATH, PROFILE_PATH } from '../paths';
import { PageParcel } from './PageParcel';
import { PageNotice } from './PageNotice';

// The profile page and its strings come only when it is first opened.
const ProfilePage = lazy(() =>
  Promise.all([import('../profile/ProfilePage'), import('../profile/i18n').then((module) => module.registerProfileTranslations())]).then(
    ([module]) => ({ default: module.ProfilePage }),
  ),
);

const shellPages: Record<string, () => ReactNode> = {
  [HOME_PATH]: () => <DashboardPage />,
  [HOME_ICON_PATH]: () => <DashboardPage />,
  '/404': () => <NotFoundPage />,
  '/externalLink': () => <ExternalLinkPage />,
  [PROFILE_PATH]: () => (
    <Suspense fallback={null}>
      <ProfilePage />
    </Suspense>
  ),
  '/menuMore': () => <MenuMorePage />,
};

/** Memoised: switching tabs re-renders the content area, not the pages kept in the cache. */
export const PageView = memo(function PageView({ path }: { path: string }) {
  const shellPage = shellPages[path];
  if (shellPage) return <ErrorBoundary resetKey={path}>{shellPage()}</ErrorBoundary>;
  const target = resolvePageModule(path);
  if (!target) return <PageNotice page={path} />;
  return <PageParcel moduleName={target.moduleName} pageKey={target.pageKey} />;
});
