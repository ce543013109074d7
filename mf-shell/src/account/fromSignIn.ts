// "Arriving from login" (spec section 2, last-login notice): the sign-in page marks the next
// layout mount; a reload or a later navigation does not count.
const KEY = 'atrium:fromSignIn';

export function markArrivalFromSignIn(): void {
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // Storage blocked: the notice is simply not shown.
  }
}

/** True once after a sign-in. */
export function takeArrivalFromSignIn(): boolean {
  try {
    const arrived = sessionStorage.getItem(KEY) === '1';
    sessionStorage.removeItem(KEY);
    return arrived;
  } catch {
    return false;
  }
}
