import { globalPlugin } from './global-plugin';

/** Policy of the portal page: every script comes from our own origin through the import map. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  // Shoelace fetches its built-in icons from data: URLs.
  "connect-src 'self' data: ws: wss:",
  // /externalLink shows menu-configured https pages in a sandboxed frame.
  "frame-src 'self' https:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
  "form-action 'self'",
].join('; ');

export const securityHeadersPlugin = globalPlugin('atrium-security-headers', async (app) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) {
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    }
    return payload;
  });
});
