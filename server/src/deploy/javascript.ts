import { DeployRefused } from './checks';

const JAVASCRIPT_TYPE = /^\s*(text|application)\/(javascript|ecmascript|x-javascript|x-ecmascript)\s*(;|$)/i;

/**
 * The 'javascript' check: served as JavaScript, and not an HTML page (an SPA fallback or a CDN's
 * error page answering 200 is the usual way a wrong URL "works"). The content type is checked when
 * the server sends one; the bytes always.
 */
export function checkJavascript(url: string, bytes: Buffer, contentType: string | null): string {
  if (contentType !== null && !JAVASCRIPT_TYPE.test(contentType)) {
    throw new DeployRefused('javascript', `${url} is served as ${contentType}, not as JavaScript`);
  }
  const text = bytes.toString('utf8');
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('<')) throw new DeployRefused('javascript', `${url} is an HTML or XML document, not JavaScript`);
  return text;
}
