/**
 * Reconnect delay: exponential with full jitter (AWS architecture blog), so a server restart
 * is not met by every tab of every user reconnecting in the same instant.
 *
 * Two phases. A restart or deploy keeps the server away for a few seconds: for the first
 * FAST_ATTEMPTS tries (about 15 s) the ceiling doubles from 250 ms only up to 2 s, so every tab is
 * back within the 5 s reconnect budget (`scripts/bench-reconnect.ts`). A server that stays away
 * longer is asked ever more rarely: the ceiling then doubles again up to 30 s.
 */
export const RECONNECT_BASE_MS = 250;
export const RECONNECT_FAST_CEILING_MS = 2000;
export const FAST_ATTEMPTS = 10;
export const RECONNECT_MAX_MS = 30_000;

export function reconnectCeiling(attempt: number): number {
  const n = Math.max(0, attempt);
  if (n < FAST_ATTEMPTS) return Math.min(RECONNECT_FAST_CEILING_MS, RECONNECT_BASE_MS * 2 ** n);
  return Math.min(RECONNECT_MAX_MS, RECONNECT_FAST_CEILING_MS * 2 ** (n - FAST_ATTEMPTS + 1));
}

export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  return Math.round(random() * reconnectCeiling(attempt));
}
