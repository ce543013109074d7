// The state this browser sent to the provider, and where the user was heading: /auth-redirect
// accepts only the state this tab started with (a sign-in someone else started is refused).
const KEY = 'atrium:sso';

export interface PendingSso {
  state: string;
  redirect: string | null;
}

export function rememberSso(pending: PendingSso): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // Storage blocked: the server still checks the state; only the browser binding is lost.
  }
}

/** The pending sign-in, once; null when there is none. */
export function takeSso(): PendingSso | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || !('state' in value) || typeof value.state !== 'string') return null;
    const redirect = 'redirect' in value && typeof value.redirect === 'string' ? value.redirect : null;
    return { state: value.state, redirect };
  } catch {
    return null;
  }
}
