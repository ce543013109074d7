import { adoptToken, loadCurrentUser, navigate, updateSettings, type LayoutType } from '@atrium/shared';
import { markArrivalFromSignIn } from '../account/fromSignIn';
import { safeRedirect } from './safeRedirect';

/** What every sign-in call returns: the token (kept verbatim) and the user's layout. */
export interface SignedIn {
  token: string;
  theme: string;
}

const LAYOUTS: readonly string[] = ['classic', 'functional', 'plain', 'blend'];

/** After a sign-in: load the user, mark the arrival (last-login notice) and go where the user was heading. */
export async function enterPortal(redirect: string | null): Promise<void> {
  await loadCurrentUser();
  markArrivalFromSignIn();
  navigate(safeRedirect(redirect));
}

/**
 * The SMS, QR and SSO paths get their token from their own calls rather than login():
 * store it and the layout as login() does, then enter the portal.
 */
export async function adoptSignIn(result: SignedIn, redirect: string | null): Promise<void> {
  adoptToken(result.token);
  if (LAYOUTS.includes(result.theme)) updateSettings({ layoutType: result.theme as LayoutType });
  await enterPortal(redirect);
}
