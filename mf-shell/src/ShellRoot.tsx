// Which frame the current route gets: the sign-in page, the lock screen, or the layout.
// Each is its own chunk, so the sign-in page does not download the layout.
import { Suspense } from 'react';
import { ErrorBoundary } from '@atrium/ui';
import { registerMoreSignInTranslations, registerShellTranslations } from './i18n';
import { preloadable, type Preloadable } from './preloadable';
import { useDocumentTitle } from './useDocumentTitle';
import { useLocation } from './useLocation';
import { AUTH_REDIRECT_PATH, LOGIN_PATH, SSO_PATH } from './paths';

const LoginPage = preloadable<object>(() =>
  import(/* webpackChunkName: "sign-in" */ './login/LoginPage').then((module) => ({ default: module.LoginPage })),
);
// Public routes of single sign-on (spec section 2): off to the provider, and back from it.
const SsoPage = preloadable<object>(() =>
  Promise.all([import(/* webpackChunkName: "sso" */ './login/sso/SsoPage'), registerMoreSignInTranslations()]).then(([module]) => module),
);
const AuthRedirectPage = preloadable<object>(() =>
  Promise.all([import(/* webpackChunkName: "sso" */ './login/sso/AuthRedirectPage'), registerMoreSignInTranslations()]).then(([module]) => module),
);
const LockScreen = preloadable<object>(() => import('./lock/LockScreen').then((module) => ({ default: module.LockScreen })));
// The layout's strings and navbar components come with it: no untranslated keys, no lost clicks.
const ShellLayout = preloadable<{ path: string }>(() =>
  Promise.all([import('./layout/ShellLayout'), registerShellTranslations()]).then(async ([module]) => {
    await module.layoutComponentsReady();
    return { default: module.ShellLayout };
  }),
);

// Frames by exact path; every other path is the layout's.
const FRAMES: Readonly<Record<string, Preloadable<object>>> = {
  [LOGIN_PATH]: LoginPage,
  [SSO_PATH]: SsoPage,
  [AUTH_REDIRECT_PATH]: AuthRedirectPage,
  '/lockScreen': LockScreen,
};

/**
 * Loads the frame of a route before the shell mounts. The first route then renders at once:
 * a lazy frame would first commit the empty fallback, and React holds the reveal that follows
 * for its fallback throttle (300 ms), which was most of the sign-in page's time to usable.
 */
export function preloadFrame(path: string): Promise<void> {
  return (FRAMES[path] ?? ShellLayout).preload();
}

function Frame({ path }: { path: string }) {
  const Page = FRAMES[path];
  return Page ? <Page /> : <ShellLayout path={path} />;
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
