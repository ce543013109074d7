// Kept apart from enterPortal.ts so the password form's chunk does not carry it.
import { adoptToken, updateSettings, type LayoutType } from '@atrium/shared';
import { enterPortal } from './enterPortal';

/** What every sign-in call returns: the token (kept verbatim) and the user's layout. */
export interface SignedIn {
  token: string;
  theme: string;
}

const LAYOUTS: readonly string[] = ['classic', 'functional', 'plain', 'blend'];

/**
 * The SMS, QR and SSO paths get their token from their own calls rather than login():
 * store it and the layout as login() does, then enter the portal.
 */
export async function adoptSignIn(result: SignedIn, redirect: string | null): Promise<void> {
  adoptToken(result.token);
  if (LAYOUTS.includes(result.theme)) updateSettings({ layoutType: result.theme as LayoutType });
  await enterPortal(redirect);
}
