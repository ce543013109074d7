// The portal's translation catalogue for the server's 多语言 page (issue 16 item 6): every
// namespace's strings in zh / zhtw / en, read from the same locale sources the bundles are built
// from and flattened to dotted keys (the keys i18next's t() takes). `npm run build` writes it to
// dist/locale-catalog.json; the server reads it from there (server/src/routes/language/catalog.ts).
// Namespaces whose strings live inside a module that registers them on import (the @atrium/ui
// kits) are not read here: importing those would start i18next in node.
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './packages';

type Tree = { [key: string]: unknown };
export type Lang = 'zh' | 'zhtw' | 'en';
const LANGS: readonly Lang[] = ['zh', 'zhtw', 'en'];

interface Source {
  namespace: string;
  /** The locale module of a language (its default export is the tree), relative to the repository. */
  file: (lang: Lang) => string;
  /** A named export instead of the default one. */
  pick?: (module: Record<string, unknown>, lang: Lang) => unknown;
}

const folder = (namespace: string, dir: string): Source => ({ namespace, file: (lang) => `${dir}/${lang}.ts` });

/** Each namespace as its MF registers it (addTranslations in each MF's i18n.ts). */
export const LOCALE_SOURCES: readonly Source[] = [
  {
    namespace: 'common',
    file: () => 'shared-deps/src/shared/i18n/common.ts',
    pick: (module, lang) => (module.commonResources as Record<Lang, unknown>)[lang],
  },
  folder('shell', 'mf-shell/src/locales'),
  folder('shell-sign-in', 'mf-shell/src/locales/sign-in'),
  folder('shell-sign-in-more', 'mf-shell/src/locales/sign-in/more'),
  folder('shell-profile', 'mf-shell/src/profile/locales'),
  folder('system', 'mf-system/src/locales'),
  folder('permission', 'mf-permission/src/locales'),
  folder('message', 'mf-message/src/locales'),
  folder('chat', 'mf-chat/src/locales'),
  folder('onlineDev', 'mf-online-dev/src/locales'),
  folder('onlineDevGenerator', 'mf-online-dev/src/generator/locales'),
  folder('workflow', 'mf-workflow/src/locales'),
];

/** { a: { b: 'x' } } → { 'a.b': 'x' }; only strings are kept. */
export function flatten(tree: unknown, prefix = '', into: Record<string, string> = {}): Record<string, string> {
  if (typeof tree !== 'object' || tree === null) return into;
  for (const [key, value] of Object.entries(tree as Tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into[name] = value;
    else if (typeof value === 'object' && value !== null) flatten(value, name, into);
  }
  return into;
}

export interface CatalogFile {
  version: 1;
  generatedAt: number;
  namespaces: Record<string, Partial<Record<Lang, Record<string, string>>>>;
}

/** Reads every source that exists (a package not in this checkout is left out). */
export async function buildLocaleCatalog(now = Date.now()): Promise<CatalogFile> {
  const namespaces: CatalogFile['namespaces'] = {};
  for (const source of LOCALE_SOURCES) {
    const langs: Partial<Record<Lang, Record<string, string>>> = {};
    for (const lang of LANGS) {
      const file = path.join(repoRoot, source.file(lang));
      if (!existsSync(file)) continue;
      const module = (await import(file)) as Record<string, unknown>;
      const tree = source.pick ? source.pick(module, lang) : module.default;
      langs[lang] = flatten(tree);
    }
    if (Object.keys(langs).length > 0) namespaces[source.namespace] = langs;
  }
  return { version: 1, generatedAt: now, namespaces };
}

export async function writeLocaleCatalog(dist: string): Promise<number> {
  const catalog = await buildLocaleCatalog();
  writeFileSync(path.join(dist, 'locale-catalog.json'), JSON.stringify(catalog) + '\n');
  return Object.values(catalog.namespaces).reduce((sum, langs) => sum + Object.keys(langs.zh ?? {}).length, 0);
}
