import { HOME_PATH } from '../paths';

/** The `redirect` query may only send the user to a path of this portal (no open redirect). */
export function safeRedirect(redirect: string | null): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return HOME_PATH;
  if (redirect === '/login' || redirect.startsWith('/login?')) return HOME_PATH;
  return redirect;
}
