/**
 * Reconnect delay: exponential with full jitter (AWS architecture blog), so a server restart
 * is not met by every tab of every user reconnecting in the same instant.
 *
 * The first retry waits at most 250 ms and the ceiling doubles from there (0.5 s, 1 s, 2 s, 4 s …
 * up to 30 s): a restarted server (about a second away) is found again well within the 5 s
 * reconnect budget (`scripts/bench-reconnect.ts`), while a server that stays away is asked ever
 * more rarely.
 */
export const RECONNECT_BASE_MS = 250;
export const RECONNECT_MAX_MS = 30_000;

export function reconnectDelay(attempt: number, random: () => number = Math.random, baseMs = RECONNECT_BASE_MS, maxMs = RECONNECT_MAX_MS): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt));
  return Math.round(random() * ceiling);
}
