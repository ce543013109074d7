import { normaliseOrigin } from '../origins';
import { globalPlugin } from './global-plugin';

export interface CspOrigins {
  /** Normalised http(s) origins the page may call besides its own (config.connectOrigins). */
  connectOrigins: readonly string[];
  /** Normalised http(s) origins whose pages may be framed (config.frameOrigins). */
  frameOrigins: readonly string[];
  /** Where deployed bundles may live (config.deployOrigins: origin + path prefixes, ATRIUM_DEPLOY_ORIGINS). */
  deployOrigins?: readonly string[];
}

const socketTwin = (origin: string): string => origin.replace(/^http/, 'ws');
/** loadConfig already refused anything else; checked again because nothing odd may end a directive. */
const origins = (list: readonly string[]): string[] => list.map(normaliseOrigin).filter((origin): origin is string => origin !== null);

/** Path characters that cannot end a CSP source or list (no ';', ',', quotes or spaces). */
const CSP_SAFE_PATH = /^\/[A-Za-z0-9._~%/-]*$/;

/**
 * Deploy prefixes as script sources: 'https://cdn.example.com/atrium/' stays a path source (CSP
 * matches everything under a path ending in '/'), so the page runs scripts from that folder only,
 * as the deploy allow-list does; a prefix whose path CSP could not carry safely counts as its origin.
 */
function scriptSources(prefixes: readonly string[]): string[] {
  return [...new Set(prefixes.flatMap((prefix) => {
    let url: URL;
    try {
      url = new URL(prefix);
    } catch {
      return [];
    }
    const origin = normaliseOrigin(url.origin);
    if (origin === null) return [];
    return [CSP_SAFE_PATH.test(url.pathname) && url.pathname !== '/' ? `${origin}${url.pathname}` : origin];
  }))];
}

/**
 * Policy of the portal page: every script comes through the import map, from our own origin or
 * from where ops deploy bundles (ATRIUM_DEPLOY_ORIGINS: a deploy the server accepted must also load
 * in the browser), and the page talks to and frames only its own origin and the ones ops
 * configured. 'self' covers the page's own ws:/wss: socket in CSP3 browsers (Chromium 71+,
 * Firefox, Safari 16+).
 */
export function contentSecurityPolicy({ connectOrigins, frameOrigins, deployOrigins = [] }: CspOrigins): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptSources(deployOrigins)].join(' '),
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
