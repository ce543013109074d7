import { DeployRefused } from './checks';

/**
 * Where deployed bundles may live. A relative URL under /assets/ is this server's own dist folder
 * and always allowed; an absolute URL only under one of the prefixes of ATRIUM_DEPLOY_ORIGINS
 * (origin plus path, e.g. https://cdn.example.com/atrium/), so a typo or a hostile map cannot
 * point every portal at some other host.
 */

/** 'HTTPS://CDN.example.com/atrium' → 'https://cdn.example.com/atrium/'; null when not an http(s) origin with an optional path. */
export function normaliseDeployPrefix(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.search || url.hash || value.includes('*')) return null;
  const path = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  return `${url.origin}${path}`;
}

/** ATRIUM_DEPLOY_ORIGINS: comma-separated prefixes; throws naming the variable on the first bad one. */
export function parseDeployOrigins(raw: string | undefined): string[] {
  const entries = (raw ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  return [...new Set(entries.map((entry) => {
    const prefix = normaliseDeployPrefix(entry);
    if (prefix === null) throw new Error(`atrium-server: ATRIUM_DEPLOY_ORIGINS must list http(s) origins with an optional path, such as https://cdn.example.com/atrium/, got "${entry}"`);
    return prefix;
  }))];
}

export type BundleLocation = { kind: 'local'; path: string } | { kind: 'remote'; url: URL };

/** Where the URL points, or DeployRefused('allowList'). */
export function locateBundle(url: string, prefixes: readonly string[]): BundleLocation {
  if (url.startsWith('/') && !url.startsWith('//')) {
    // The path as a browser would resolve it must be the very string of the map: no dot segments,
    // no query, nothing a second decoding could change.
    const resolved = new URL(url, 'http://atrium.invalid');
    if (!url.startsWith('/assets/') || resolved.pathname !== url || url.includes('%') || url.includes('\\')) {
      throw new DeployRefused('allowList', `${url} is not a plain path under /assets/`);
    }
    return { kind: 'local', path: url };
  }
  let absolute: URL;
  try {
    absolute = new URL(url);
  } catch {
    throw new DeployRefused('allowList', `${url} is neither a path under /assets/ nor an absolute URL`);
  }
  const normalised = absolute.href;
  if ((absolute.protocol === 'http:' || absolute.protocol === 'https:') && !absolute.username && !absolute.password) {
    if (prefixes.some((prefix) => normalised.startsWith(prefix))) return { kind: 'remote', url: absolute };
  }
  const allowed = prefixes.length > 0 ? prefixes.join(', ') : 'none (set ATRIUM_DEPLOY_ORIGINS)';
  throw new DeployRefused('allowList', `${url} is outside the allowed origins; allowed: /assets/ and ${allowed}`);
}
