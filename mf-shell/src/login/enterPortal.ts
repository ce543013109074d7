import { loadCurrentUser, navigate } from '@atrium/shared';
import { markArrivalFromSignIn } from '../account/fromSignIn';
import { safeRedirect } from './safeRedirect';

/** After a sign-in: load the user, mark the arrival (last-login notice) and go where the user was heading. */
export async function enterPortal(redirect: string | null): Promise<void> {
  await loadCurrentUser();
  markArrivalFromSignIn();
  navigate(safeRedirect(redirect));
}
