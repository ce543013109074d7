import { open } from 'node:fs/promises';
import path from 'node:path';
import type { BundleLocation } from './allow-list';
import { DeployRefused } from './checks';

/** A bundle's bytes as a browser would get them. */
export interface Fetched {
  bytes: Buffer;
  /** The Content-Type it is served with (for local files, what the server's static handler sends). */
  contentType: string | null;
}

/** Far above any MF entry (ours are < 100 KB); a map pointing at a video is refused, not downloaded. */
export const MAX_BUNDLE_BYTES = 8 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 5000;

export interface SourceOptions {
  /** The built front-end folder; local URLs (/assets/…) are files under it. */
  distDir: string;
  maxBytes?: number;
  timeoutMs?: number;
}

/** The dist file of a local URL; null when it would leave dist/assets. */
export function localFile(distDir: string, urlPath: string): string | null {
  const root = path.resolve(distDir, 'assets');
  const file = path.resolve(distDir, `.${urlPath}`);
  return file.startsWith(root + path.sep) ? file : null;
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

async function readLocal(file: string | null, maxBytes: number, shown: string): Promise<Buffer | null> {
  if (file === null) return null;
  let handle;
  try {
    handle = await open(file, 'r');
  } catch {
    return null;
  }
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) return null;
    if (stat.size > maxBytes) throw new DeployRefused('reachable', `${shown} is ${stat.size} bytes, more than the ${maxBytes} allowed`);
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}

async function readCapped(response: Response, maxBytes: number, shown: string): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw new DeployRefused('reachable', `${shown} is ${declared} bytes, more than the ${maxBytes} allowed`);
  const chunks: Buffer[] = [];
  let size = 0;
  if (!response.body) return Buffer.alloc(0);
  for await (const chunk of response.body) {
    const buffer = Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > maxBytes) throw new DeployRefused('reachable', `${shown} is more than the ${maxBytes} bytes allowed`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** GET with a time limit and no redirects (a redirect could leave the allowed origins). */
async function get(url: URL, options: SourceOptions): Promise<Response> {
  try {
    return await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(options.timeoutMs ?? FETCH_TIMEOUT_MS) });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${options.timeoutMs ?? FETCH_TIMEOUT_MS} ms` : (error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error));
    throw new DeployRefused('reachable', `${url.href} could not be fetched: ${reason}`);
  }
}

/** The bundle, or DeployRefused('reachable') when it does not answer 200 (missing file, 404, network). */
export async function fetchBundle(location: BundleLocation, options: SourceOptions): Promise<Fetched> {
  const maxBytes = options.maxBytes ?? MAX_BUNDLE_BYTES;
  if (location.kind === 'local') {
    const bytes = await readLocal(localFile(options.distDir, location.path), maxBytes, location.path);
    if (bytes === null) throw new DeployRefused('reachable', `${location.path} answers 404: there is no such file under the server's dist folder`);
    return { bytes, contentType: CONTENT_TYPES[path.extname(location.path)] ?? 'application/octet-stream' };
  }
  const response = await get(location.url, options);
  if (response.status !== 200) {
    await response.body?.cancel().catch(() => undefined);
    throw new DeployRefused('reachable', `${location.url.href} answers ${response.status}, not 200`);
  }
  return { bytes: await readCapped(response, maxBytes, location.url.href), contentType: response.headers.get('content-type') };
}

const MANIFEST_MAX_BYTES = 64 * 1024;

/** The build manifest next to the entry (manifest.json in the same folder), or null when there is none. */
export async function fetchSidecarManifest(location: BundleLocation, options: SourceOptions): Promise<string | null> {
  try {
    if (location.kind === 'local') {
      const folder = location.path.slice(0, location.path.lastIndexOf('/') + 1);
      const bytes = await readLocal(localFile(options.distDir, `${folder}manifest.json`), MANIFEST_MAX_BYTES, `${folder}manifest.json`);
      return bytes === null ? null : bytes.toString('utf8');
    }
    const response = await get(new URL('manifest.json', location.url), options);
    if (response.status !== 200) {
      await response.body?.cancel().catch(() => undefined);
      return null;
    }
    return (await readCapped(response, MANIFEST_MAX_BYTES, 'manifest.json')).toString('utf8');
  } catch {
    // A manifest is optional: one that cannot be read is one that is not there (its checks are skipped and noted).
    return null;
  }
}
