// Preload links for index.html, derived from the LIVE import map on every page load (the last one
// the deploy service validated, src/deploy): ops hot-swap a module by deploying or editing
// import-map.json, and the next page must preload the new bundle, not the one a build once saw. Without them the browser discovers the sign-in page's files one
// level at a time (index → SystemJS → root config → its imports → shell → its imports → chunks).
import { open } from 'node:fs/promises';
import path from 'node:path';

/** Where the page starts: the root config, and the shell it registers for every route. */
const ROOTS = ['@atrium/root-config', '@atrium/shell'];
/** Written by scripts/build.ts next to an entry: the lazy chunks a route needs at once. */
interface PreloadFile {
  routes?: Record<string, { chunks?: string[]; locales?: Record<string, string[]> }>;
}
export type PreloadLocale = 'zh' | 'zhtw' | 'en';

// SystemJS bundles start with their imports: System.register(["react","@atrium/shared"], …).
const REGISTER = /System\.register\(\s*(?:"[^"]*"\s*,\s*)?\[([^\]]*)\]/;
const HEAD_BYTES = 4096;

/** Reads files of the built front-end by URL path; hashed files never change, so their reads are kept. */
export class BundleReader {
  private readonly cache = new Map<string, Promise<string | null>>();

  constructor(private readonly distDir: string) {}

  /** The first bytes of a file under dist/, or null when it is missing or outside dist/. */
  head(urlPath: string, bytes = HEAD_BYTES): Promise<string | null> {
    const key = `${bytes}:${urlPath}`;
    let read = this.cache.get(key);
    if (!read) {
      read = this.readHead(urlPath, bytes);
      // Only hashed names are immutable; anything else is read again next time, and so is a file
      // that is missing yet (ops may copy it after editing the map).
      if (/\.[0-9a-f]{6,}\./.test(urlPath)) {
        this.cache.set(key, read);
        void read.then((text) => {
          if (text === null) this.cache.delete(key);
        });
      }
    }
    return read;
  }

  private async readHead(urlPath: string, bytes: number): Promise<string | null> {
    const file = path.resolve(this.distDir, `.${urlPath}`);
    if (!file.startsWith(path.resolve(this.distDir) + path.sep)) return null;
    try {
      const handle = await open(file, 'r');
      try {
        const buffer = Buffer.alloc(bytes);
        const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
        return buffer.subarray(0, bytesRead).toString('utf8');
      } finally {
        await handle.close();
      }
    } catch {
      return null;
    }
  }
}

/** The modules a SystemJS bundle imports, from its System.register header. */
export function registeredImports(source: string): string[] {
  const match = REGISTER.exec(source);
  if (!match?.[1]) return [];
  return [...match[1].matchAll(/"([^"]+)"/g)].map((found) => found[1] ?? '').filter(Boolean);
}

/** The language the sign-in page will most likely show: the browser's first supported one (as the client decides). */
export function localeFromAcceptLanguage(header: string | undefined): PreloadLocale {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().replace(/_/g, '-') ?? '';
    if (tag.startsWith('zh')) return /(^|-)(hant|tw|hk|mo)($|-)/.test(tag) && !/(^|-)hans($|-)/.test(tag) ? 'zhtw' : 'zh';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return 'zh';
}

/**
 * Script URLs to preload for a page: every module reachable from the root config and the shell
 * through the bundles' imports, in the import map's URLs, plus the route's own lazy chunks.
 * Modules mapped to other origins are preloaded but not followed.
 */
export async function preloadScripts(
  imports: Readonly<Record<string, string>>,
  route: string,
  locale: PreloadLocale,
  reader: BundleReader,
): Promise<string[]> {
  const urls: string[] = [];
  const seen = new Set<string>();
  let level = ROOTS;
  while (level.length > 0) {
    const next: string[] = [];
    for (const name of level) {
      const url = imports[name];
      if (seen.has(name) || !url) continue;
      seen.add(name);
      urls.push(url);
      if (!url.startsWith('/')) continue;
      next.push(...registeredImports((await reader.head(url)) ?? ''));
      urls.push(...(await routeChunks(url, route, locale, reader)));
    }
    level = next;
  }
  return [...new Set(urls)];
}

async function routeChunks(entryUrl: string, route: string, locale: PreloadLocale, reader: BundleReader): Promise<string[]> {
  if (!entryUrl.endsWith('.js')) return [];
  const text = await reader.head(entryUrl.replace(/\.js$/, '.preload.json'), 64 * 1024);
  if (text === null) return [];
  let parsed: PreloadFile;
  try {
    parsed = JSON.parse(text) as PreloadFile;
  } catch {
    return [];
  }
  const wanted = parsed.routes?.[route];
  if (!wanted) return [];
  const folder = entryUrl.slice(0, entryUrl.lastIndexOf('/') + 1);
  return [...(wanted.chunks ?? []), ...(wanted.locales?.[locale] ?? [])].map((file) => folder + file);
}

const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The <link> tags for index.html. */
export function preloadLinks(scripts: readonly string[]): string {
  return scripts.map((url) => `<link rel="preload" href="${escapeAttribute(url)}" as="script">`).join('\n  ');
}
