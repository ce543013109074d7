import type { FastifyRequest } from 'fastify';

/** The portal's own origin as the browser reached it, e.g. http://127.0.0.1:3000. */
export function portalOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** Where identity providers send the browser back (spec section 2: /auth-redirect is public). */
export function ssoRedirectUri(request: FastifyRequest): string {
  return `${portalOrigin(request)}/auth-redirect`;
}
