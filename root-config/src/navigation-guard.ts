// Wires the pure route decision into single-spa's navigation and into session changes
// (a sign-out or lock in another tab moves this tab too).
import { navigateToUrl } from 'single-spa';
import { $locked, $menus, $token, flattenMenuRoutes } from '@atrium/shared';
import { decideRoute, isPublicPath, type GuardDecision, type GuardState } from './guard';
import { adoptLinkToken } from './link-token';
import { LOCK_PATH, LOGIN_PATH, NOT_FOUND_PATH } from './routes';

interface BeforeRoutingDetail {
  newUrl: string;
  cancelNavigation?: (cancel?: boolean) => void;
}

function currentState(): GuardState {
  const routes = new Set(flattenMenuRoutes($menus.get()).map((route) => route.path));
  return { token: $token.get(), locked: $locked.get(), isUserRoute: (path) => routes.has(path) };
}

function go(to: string): void {
  window.history.replaceState(window.history.state, '', to);
}

/** Carries out a decision; returns when the browser is where the guard wants it. */
export async function applyDecision(decision: GuardDecision): Promise<void> {
  if (decision.kind === 'continue') return;
  go(decision.to);
  if (decision.kind === 'linkToken') {
    // The token is out of the address first; then the page is decided again with whichever
    // session the user chose.
    if (decision.token) await adoptLinkToken(decision.token);
    await applyDecision(decideRoute(new URL(window.location.href), currentState()));
  }
}

/** Decides the first URL before single-spa starts, so no screen renders for a forbidden route. */
export function guardInitialUrl(): Promise<void> {
  return applyDecision(decideRoute(new URL(window.location.href), currentState()));
}

export function installNavigationGuard(): () => void {
  const onBeforeRouting = (event: Event): void => {
    const { newUrl, cancelNavigation } = (event as CustomEvent<BeforeRoutingDetail>).detail;
    const decision = decideRoute(new URL(newUrl), currentState());
    if (decision.kind === 'continue' || !cancelNavigation) return;
    cancelNavigation();
    // single-spa restores the previous URL first; go on from there.
    setTimeout(() => void applyDecision(decision), 0);
  };
  window.addEventListener('single-spa:before-routing-event', onBeforeRouting);

  // Spec: scroll resets to top when the path changes (not for query-only changes).
  let lastPath = window.location.pathname;
  const onRouted = (): void => {
    if (window.location.pathname !== lastPath) window.scrollTo(0, 0);
    lastPath = window.location.pathname;
  };
  window.addEventListener('single-spa:routing-event', onRouted);

  const offToken = $token.listen((token) => {
    if (!token && !isPublicPath(window.location.pathname)) {
      const wanted = window.location.pathname + window.location.search;
      navigateToUrl(`${LOGIN_PATH}?redirect=${encodeURIComponent(wanted)}`);
    }
  });
  // Menus change while the page is open (a live permission change, issue 12 item 4): a page the
  // user may no longer open goes where a forbidden address goes on navigation (the not-found page).
  const offMenus = $menus.listen(() => {
    if (!$token.get() || $locked.get()) return;
    const decision = decideRoute(new URL(window.location.href), currentState());
    if (decision.kind === 'redirect' && decision.to === NOT_FOUND_PATH) go(NOT_FOUND_PATH);
  });
  const offLock = $locked.listen((locked) => {
    if (locked && window.location.pathname !== LOCK_PATH && $token.get()) navigateToUrl(LOCK_PATH);
  });

  return () => {
    window.removeEventListener('single-spa:before-routing-event', onBeforeRouting);
    window.removeEventListener('single-spa:routing-event', onRouted);
    offToken();
    offMenus();
    offLock();
  };
}
