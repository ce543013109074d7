import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The portal's languages, as the client's i18n names them. */
export const LANGS = ['zh', 'zhtw', 'en'] as const;
export type Lang = (typeof LANGS)[number];

/** One translation key of the portal with its built-in texts ('' where a language lacks it). */
export interface CatalogEntry {
  namespace: string;
  key: string;
  zh: string;
  zhtw: string;
  en: string;
}

/**
 * What `npm run build` writes to dist/locale-catalog.json (scripts/locale-catalog.ts): every
 * namespace's strings per language, flattened to dotted keys, read from the locale sources of each
 * micro-frontend and of @atrium/shared.
 */
export interface CatalogFile {
  version: 1;
  generatedAt: number;
  namespaces: Record<string, Partial<Record<Lang, Record<string, string>>>>;
}

export const CATALOG_FILE = 'locale-catalog.json';

export interface LocaleCatalog {
  entries: readonly CatalogEntry[];
  byId: ReadonlyMap<string, CatalogEntry>;
  namespaces: readonly string[];
}

export const entryId = (namespace: string, key: string): string => `${namespace}\u0000${key}`;

export function catalogOf(file: CatalogFile): LocaleCatalog {
  const entries: CatalogEntry[] = [];
  for (const namespace of Object.keys(file.namespaces).sort()) {
    const langs = file.namespaces[namespace] ?? {};
    const keys = new Set<string>();
    for (const lang of LANGS) for (const key of Object.keys(langs[lang] ?? {})) keys.add(key);
    for (const key of [...keys].sort()) {
      const text = (lang: Lang): string => {
        const value = langs[lang]?.[key];
        return typeof value === 'string' ? value : '';
      };
      entries.push({ namespace, key, zh: text('zh'), zhtw: text('zhtw'), en: text('en') });
    }
  }
  return { entries, byId: new Map(entries.map((entry) => [entryId(entry.namespace, entry.key), entry])), namespaces: Object.keys(file.namespaces).sort() };
}

function isCatalogFile(value: unknown): value is CatalogFile {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<CatalogFile>;
  return candidate.version === 1 && typeof candidate.namespaces === 'object' && candidate.namespaces !== null;
}

/**
 * Reads the build's catalog from the portal folder, again only when the file changed (a new
 * build). Null when there is none (a server started before the first build): the language page
 * says so, and overrides cannot be checked against known keys, so none are written.
 */
export function createCatalogLoader(distDir: string): () => LocaleCatalog | null {
  const file = path.join(distDir, CATALOG_FILE);
  let cached: { mtimeMs: number; size: number; catalog: LocaleCatalog } | null = null;
  return () => {
    let stat;
    try {
      stat = statSync(file);
    } catch {
      cached = null;
      return null;
    }
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.catalog;
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      return null;
    }
    if (!isCatalogFile(parsed)) return null;
    cached = { mtimeMs: stat.mtimeMs, size: stat.size, catalog: catalogOf(parsed) };
    return cached.catalog;
  };
}
