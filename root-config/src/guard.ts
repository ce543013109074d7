// Route guard of spec section 2 "Routes", as a pure decision so every rule is unit-tested.
import { HOME_PATH, LOCK_PATH, LOGIN_PATH, NOT_FOUND_PATH, publicPaths, REDIRECT_PREFIX, shellPaths } from './routes';

export interface GuardState {
  token: string | null;
  locked: boolean;
  /** True when the path is one of the signed-in user's page routes (from the menu data). */
  isUserRoute: (path: string) => boolean;
}

export type GuardDecision =
  | { kind: 'continue' }
  | { kind: 'redirect'; to: string }
  | { kind: 'linkToken'; token: string; to: string };

const normalise = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export function isPublicPath(path: string): boolean {
  return publicPaths.includes(normalise(path));
}

export function decideRoute(url: URL, state: GuardState): GuardDecision {
  const path = normalise(url.pathname);

  // /workFlowDetail?token=… comes from e-mail links: the token leaves the URL and is dealt with
  // (link-token.ts) before anything else. The first page load strips it even earlier (the entry
  // calls takeLinkToken); this catches in-app navigations to such an address.
  const queryToken = url.searchParams.get('token');
  if (path === '/workFlowDetail' && queryToken !== null) {
    const rest = new URLSearchParams(url.search);
    rest.delete('token');
    const query = rest.toString();
    return { kind: 'linkToken', token: queryToken.trim(), to: url.pathname + (query ? `?${query}` : '') + url.hash };
  }

  if (isPublicPath(path)) {
    if (path === LOGIN_PATH && state.token && !state.locked) return { kind: 'redirect', to: '/' };
    return { kind: 'continue' };
  }

  if (!state.token) {
    const wanted = path + url.search;
    const redirect = wanted === '/' ? '' : `?redirect=${encodeURIComponent(wanted)}`;
    return { kind: 'redirect', to: LOGIN_PATH + redirect };
  }

  if (state.locked) return path === LOCK_PATH ? { kind: 'continue' } : { kind: 'redirect', to: LOCK_PATH };
  if (path === LOCK_PATH) return { kind: 'redirect', to: '/' };
  if (path === '/') return { kind: 'redirect', to: HOME_PATH };

  if (path.startsWith(REDIRECT_PREFIX)) return { kind: 'continue' };
  if (shellPaths.includes(path) || state.isUserRoute(path)) return { kind: 'continue' };
  return { kind: 'redirect', to: NOT_FOUND_PATH };
}
