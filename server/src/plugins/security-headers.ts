import { normaliseOrigin } from '../origins';
import { globalPlugin } from './global-plugin';

export interface CspOrigins {
  /** Normalised http(s) origins the page may call besides its own (config.connectOrigins). */
  connectOrigins: readonly string[];
  /** Normalised http(s) origins whose pages may be framed (config.frameOrigins). */
  frameOrigins: readonly string[];
}

const socketTwin = (origin: string): string => origin.replace(/^http/, 'ws');
/** loadConfig already refused anything else; checked again because nothing odd may end a directive. */
const origins = (list: readonly string[]): string[] => list.map(normaliseOrigin).filter((origin): origin is string => origin !== null);

/**
 * Policy of the portal page: every script comes from our own origin through the import map, and
 * the page talks to and frames only its own origin and the ones ops configured. 'self' covers the
 * page's own ws:/wss: socket in CSP3 browsers (Chromium 71+, Firefox, Safari 16+).
 */
export function contentSecurityPolicy({ connectOrigins, frameOrigins }: CspOrigins): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // Shoelace fetches its built-in icons from data: URLs; an API elsewhere also serves its socket.
    ['connect-src', "'self'", 'data:', ...origins(connectOrigins).flatMap((origin) => [origin, socketTwin(origin)])].join(' '),
    // /externalLink shows menu-configured pages in a sandboxed frame: only from the listed hosts.
    ['frame-src', "'self'", ...origins(frameOrigins)].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "form-action 'self'",
  ].join('; ');
}

export const securityHeadersPlugin = globalPlugin('atrium-security-headers', async (app) => {
  const policy = contentSecurityPolicy(app.config);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) {
      reply.header('content-security-policy', policy);
    }
    return payload;
  });
});
