// The shell's half of the pre-rendered sign-in form (staticSignInPage.ts): when the React form
// commits, it reads what was typed into the plain one and removes it, in the same task, so there
// is never a moment with two forms or a keystroke that lands nowhere.
import { BOOT_ID, STATIC_ACCOUNT_ID, STATIC_PASSWORD_ID, STATIC_SIGN_IN_ID } from './markers';

export interface TypedBeforeTakeover {
  account: string;
  password: string;
  /** Which field had the focus, to give it to the React field in its place. */
  focused: 'account' | 'password' | null;
}

const valueOf = (id: string): string => (document.getElementById(id) as HTMLInputElement | null)?.value ?? '';

/** What the plain form holds, after removing it (with the boot container around it); null when there is none. */
export function takeOverStaticSignIn(): TypedBeforeTakeover | null {
  const form = document.getElementById(STATIC_SIGN_IN_ID);
  if (!form) return null;
  const active = document.activeElement;
  const focused = active?.id === STATIC_ACCOUNT_ID ? 'account' : active?.id === STATIC_PASSWORD_ID ? 'password' : null;
  const typed = { account: valueOf(STATIC_ACCOUNT_ID), password: valueOf(STATIC_PASSWORD_ID), focused } as const;
  (form.closest(`#${BOOT_ID}`) ?? form).remove();
  return typed;
}
