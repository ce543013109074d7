// Root config: loads the shared theme, restores the session, guards routes, registers the shell.
import { addErrorHandler, registerApplication, start, type LifeCycles } from 'single-spa';
import { $token, ApiError, loadCurrentUser, loadRouteManifest, notifyError, resetSession, startImportMapWatch, startSocket } from '@atrium/shared';
import { showBootError } from './boot-error';
import { guardInitialUrl, installNavigationGuard } from './navigation-guard';
import { LOGIN_PATH } from './routes';
import { isPublicPath } from './guard';
import { adoptLinkToken, takeLinkToken } from './link-token';

declare const System: { import<T>(name: string): Promise<T> };

// First thing: a session token in a /workFlowDetail link leaves the address bar and the history.
const linkToken = takeLinkToken();

async function restoreSession(): Promise<void> {
  if (!$token.get()) return;
  try {
    await loadCurrentUser();
  } catch (error: unknown) {
    // Spec section 8: a failed user-info load resets the session, says why, and goes to sign-in.
    // Server and network errors were already shown by the HTTP client; an answer without
    // user data ('verification failed, please log in again') was not.
    if (error instanceof ApiError && error.kind === 'session' && error.code === 0) notifyError(error.msg);
    resetSession();
    if (!isPublicPath(window.location.pathname)) {
      const wanted = window.location.pathname + window.location.search;
      window.history.replaceState(null, '', `${LOGIN_PATH}?redirect=${encodeURIComponent(wanted)}`);
    }
  }
}

async function boot(): Promise<void> {
  const bootNode = document.getElementById('atrium-boot');
  // Shoelace is not loaded here: the sign-in page uses plain elements, and whatever shows
  // <sl-*> elements (the layout, toasts, dialogs) imports @atrium/shoelace first.
  // The shell (and React with it) loads while the session is restored; registering it waits.
  let early: Promise<LifeCycles> | null = System.import<LifeCycles>('@atrium/shell');
  early.catch(() => undefined); // reported by single-spa when the app loads it below
  await Promise.all([loadRouteManifest(), restoreSession()]);
  if (linkToken) await adoptLinkToken(linkToken);
  await guardInitialUrl();
  installNavigationGuard();
  // Live swaps (architecture rule 8): the import map is followed through the socket, listening
  // before it connects. SystemJS has processed index.html's map by now (this module came through
  // it), so adding to it is safe.
  startImportMapWatch();
  // One socket per portal, open while there is a session (unread counts, pushes, chat).
  startSocket();

  registerApplication({
    name: '@atrium/shell',
    // The early import the first time; a later load (after an unload) imports afresh.
    app: () => {
      const loading = early ?? System.import<LifeCycles>('@atrium/shell');
      early = null;
      return loading;
    },
    activeWhen: () => true,
    customProps: { domElement: document.getElementById('atrium-root') },
  });
  // Page parcels handle their own failures; only a shell that cannot load leaves the page empty.
  addErrorHandler((error) => {
    if (error.appOrParcelName !== '@atrium/shell') return;
    showBootError(bootNode ?? document.body, error, () => window.location.reload());
  });
  window.addEventListener('single-spa:first-mount', () => bootNode?.remove(), { once: true });
  window.addEventListener('single-spa:app-change', () => {
    if (bootNode?.isConnected) bootNode.remove();
  });
  start({ urlRerouteOnly: true });
}

function run(): void {
  boot().catch((error: unknown) => {
    const container = document.getElementById('atrium-boot') ?? document.body;
    showBootError(container, error, () => window.location.reload());
  });
}

run();
