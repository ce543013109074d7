/**
 * Reconnect delay: exponential with full jitter (AWS architecture blog), so a server restart
 * is not met by every tab of every user reconnecting in the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random, baseMs = 1000, maxMs = 30_000): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt));
  return Math.round(random() * ceiling);
}
