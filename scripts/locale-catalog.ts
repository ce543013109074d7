// The portal's translation catalogue for the server's 多语言 page (issue 16 item 6): every
// namespace's strings in zh / zhtw / en, read from the same locale sources the bundles are built
// from and flattened to dotted keys (the keys i18next's t() takes). `npm run build` writes it to
// dist/locale-catalog.json; the server reads it from there (server/src/routes/language/catalog.ts).
// Namespaces whose strings live inside a module that registers them on import (the @atrium/ui
// kits, the chat's common words) are read by running that module alone with a stand-in for
// @atrium/shared that records what it registers (importing the real one would start i18next in node).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import ts from 'typescript';
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
  folder('onlineDevPortal', 'mf-online-dev/src/portal/locales'),
  folder('onlineDevPortalView', 'mf-online-dev/src/portalView/locales'),
  folder('workflow', 'mf-workflow/src/locales'),
];

/** Modules that call addTranslations(namespace, { zh, zhtw, en }) with inline strings when they load (or from an exported register…Translations()). */
export const REGISTERING_SOURCES: readonly string[] = [
  'shared-deps/src/ui/i18n.ts',
  'shared-deps/src/ui/upload/i18n.ts',
  'shared-deps/src/ui/pickers/i18n.ts',
  'shared-deps/src/ui/print/i18n.ts',
  'shared-deps/src/ui/importWizard/i18n.ts',
  'shared-deps/src/ui/richText/i18n.ts',
  'mf-chat/src/window/commonWordsLocales.ts',
];

type Registered = { namespace: string; resources: Partial<Record<Lang, unknown>> };

/**
 * Runs a registering module on its own: compiled to CommonJS, with `@atrium/shared` standing in as
 * an addTranslations that records; any other import is refused (such a module is not plain strings).
 */
export function registeredBy(file: string): Registered[] {
  const source = readFileSync(file, 'utf8');
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } });
  const found: Registered[] = [];
  const shared = {
    addTranslations: (namespace: string, resources: Partial<Record<Lang, unknown>>) => {
      found.push({ namespace, resources });
      return Promise.resolve();
    },
  };
  const module = { exports: {} as Record<string, unknown> };
  const require = (name: string): unknown => {
    if (name === '@atrium/shared') return shared;
    throw new Error(`locale-catalog: ${path.relative(repoRoot, file)} imports ${name}; only @atrium/shared is stood in for`);
  };
  vm.runInNewContext(outputText, { module, exports: module.exports, require }, { filename: file });
  // Some register on demand (registerCommonWordsTranslations()): run those too.
  for (const [name, value] of Object.entries(module.exports)) {
    if (/^register\w*Translations$/.test(name) && typeof value === 'function') (value as () => unknown)();
  }
  return found;
}

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
  for (const relative of REGISTERING_SOURCES) {
    const file = path.join(repoRoot, relative);
    if (!existsSync(file)) continue;
    for (const { namespace, resources } of registeredBy(file)) {
      namespaces[namespace] = Object.fromEntries(LANGS.filter((lang) => typeof resources[lang] === 'object').map((lang) => [lang, flatten(resources[lang])]));
    }
  }
  return { version: 1, generatedAt: now, namespaces };
}

export async function writeLocaleCatalog(dist: string): Promise<number> {
  const catalog = await buildLocaleCatalog();
  writeFileSync(path.join(dist, 'locale-catalog.json'), JSON.stringify(catalog) + '\n');
  return Object.values(catalog.namespaces).reduce((sum, langs) => sum + Object.keys(langs.zh ?? {}).length, 0);
}
