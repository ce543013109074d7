/**
 * Cross-site websocket hijacking defence: a browser always sends Origin on a websocket
 * handshake, and only our own pages (or origins ops list explicitly) may open one.
 * A missing Origin is a non-browser client, which still needs a valid ticket.
 */
export function isAllowedOrigin(origin: string | undefined, host: string | undefined, allowList: readonly string[]): boolean {
  if (origin === undefined) return true;
  if (allowList.includes(origin)) return true;
  if (!host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** `/websocket/<ticket>` → `/websocket/[redacted]`: credentials never reach the logs. */
export function redactSocketUrl(url: string): string {
  return url.replace(/^(\/websocket\/)[^?#]*/, '$1[redacted]');
}
