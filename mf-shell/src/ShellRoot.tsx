// Which frame the current route gets: the sign-in page, the lock screen, or the layout.
// Each is its own chunk, so the sign-in page does not download the layout.
import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '@atrium/ui';
import { registerMoreSignInTranslations, registerShellTranslations } from './i18n';
import { useDocumentTitle } from './useDocumentTitle';
import { useLocation } from './useLocation';
import { AUTH_REDIRECT_PATH, SSO_PATH } from './paths';

const LoginPage = lazy(() => import('./login/LoginPage').then((module) => ({ default: module.LoginPage })));
// Public routes of single sign-on (spec section 2): off to the provider, and back from it.
const SsoPage = lazy(() =>
  Promise.all([import(/* webpackChunkName: "sso" */ './login/sso/SsoPage'), registerMoreSignInTranslations()]).then(([module]) => module),
);
const AuthRedirectPage = lazy(() =>
  Promise.all([import(/* webpackChunkName: "sso" */ './login/sso/AuthRedirectPage'), registerMoreSignInTranslations()]).then(([module]) => module),
);
const LockScreen = lazy(() => import('./lock/LockScreen').then((module) => ({ default: module.LockScreen })));
// The layout's strings and navbar components come with it: no untranslated keys, no lost clicks.
const ShellLayout = lazy(() =>
  Promise.all([import('./layout/ShellLayout'), registerShellTranslations()]).then(async ([module]) => {
    await module.layoutComponentsReady();
    return { default: module.ShellLayout };
  }),
);

function Frame({ path }: { path: string }) {
  if (path === '/login') return <LoginPage />;
  if (path === SSO_PATH) return <SsoPage />;
  if (path === AUTH_REDIRECT_PATH) return <AuthRedirectPage />;
  if (path === '/lockScreen') return <LockScreen />;
  return <ShellLayout path={path} />;
}

export default function ShellRoot() {
  const { path } = useLocation();
  useDocumentTitle();
  return (
    <ErrorBoundary resetKey={path}>
      <Suspense fallback={null}>
        <Frame path={path} />
      </Suspense>
    </ErrorBoundary>
  );
}
