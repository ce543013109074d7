/**
 * Origins named in configuration (ATRIUM_WS_ORIGINS, ATRIUM_CONNECT_ORIGINS, ATRIUM_FRAME_ORIGINS):
 * checked once at start and kept in one spelling, so comparisons are exact and nothing odd reaches
 * a Content-Security-Policy header.
 */

/** 'HTTPS://Example.com:443/' → 'https://example.com'; null unless an http(s) origin with a plain host name or address. */
export function normaliseOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return null;
  // Host names, IPv4 and bracketed IPv6 only: nothing that could end a CSP source or list.
  if (!/^([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d+)?$/.test(url.host)) return null;
  return url.origin;
}

/** A comma-separated list of origins; throws naming the variable on the first entry that is not one. */
export function parseOriginList(name: string, raw: string | undefined): string[] {
  const entries = (raw ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  return [...new Set(entries.map((entry) => {
    const origin = normaliseOrigin(entry);
    if (origin === null) throw new Error(`atrium-server: ${name} must list http(s) origins such as https://intranet.example.com (no path, no wildcard), got "${entry}"`);
    return origin;
  }))];
}
