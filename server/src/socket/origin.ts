import type { FastifyRequest } from 'fastify';
import { normaliseOrigin } from '../origins';

/**
 * Cross-site websocket hijacking defence: a browser always sends Origin on a websocket
 * handshake, and only our own pages (or origins ops list explicitly) may open one. "Our own" is
 * the whole origin — scheme, host and port — as the request reached us, so a page served over
 * plain http (or by an extension, a file, a sandboxed frame: Origin "null") for the same host
 * name is refused. A missing Origin is a non-browser client, which still needs a valid ticket.
 *
 * @param portal the portal's own origin as this request reached it (`socketPortalOrigin(request)`)
 * @param allowList extra origins, already normalised (`normaliseOrigin`)
 */
export function isAllowedOrigin(origin: string | undefined, portal: string, allowList: readonly string[]): boolean {
  if (origin === undefined) return true;
  const normalised = normaliseOrigin(origin);
  if (normalised === null) return false;
  return normalised === normaliseOrigin(portal) || allowList.includes(normalised);
}

/**
 * The portal's origin as the upgrade request reached this server. Without TLS evidence (an
 * in-process test socket has no `encrypted` flag at all) it is plain http. Behind a proxy that
 * ends TLS the server sees http: list the public https origin in ATRIUM_WS_ORIGINS.
 */
export function socketPortalOrigin(request: FastifyRequest): string {
  return `${request.protocol === 'https' ? 'https' : 'http'}://${request.host}`;
}

/** `/websocket/<ticket>` → `/websocket/[redacted]`: credentials never reach the logs. */
export function redactSocketUrl(url: string): string {
  return url.replace(/^(\/websocket\/)[^?#]*/, '$1[redacted]');
}
