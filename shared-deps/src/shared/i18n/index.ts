/**
 * The ONE i18next instance of the portal. initReactI18next makes it the instance every
 * MF's `useTranslation()` (from the shared react-i18next module) uses; MFs add their own
 * namespace with addTranslations() when they load.
 */
import i18next, { type TOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { atom, type ReadableAtom } from 'nanostores';
import { readStorage, STORAGE_KEYS, writeStorage } from '../storage';
import { commonResources } from './common';

export const LOCALES = ['zh', 'zhtw', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export const COMMON_NAMESPACE = 'common';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Maps a BCP 47 tag (or one of our locale names) to a locale; null when none fits. */
export function localeFromTag(tag: string): Locale | null {
  if (isLocale(tag)) return tag;
  const lower = tag.toLowerCase().replace(/_/g, '-');
  if (lower.startsWith('zh')) {
    if (/(^|-)hant($|-)/.test(lower)) return 'zhtw';
    if (/(^|-)hans($|-)/.test(lower)) return 'zh';
    if (/(^|-)(tw|hk|mo)($|-)/.test(lower)) return 'zhtw';
    return 'zh';
  }
  if (lower === 'en' || lower.startsWith('en-')) return 'en';
  return null;
}

/** Stored choice (jnpf_locale), else the first browser language we support, else zh. */
export function detectLocale(
  stored: unknown = readStorage<unknown>(STORAGE_KEYS.locale, null),
  languages: readonly string[] = browserLanguages(),
): Locale {
  if (typeof stored === 'string') {
    const fromStore = localeFromTag(stored);
    if (fromStore) return fromStore;
  }
  for (const language of languages) {
    const locale = localeFromTag(language);
    if (locale) return locale;
  }
  return 'zh';
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages && navigator.languages.length > 0) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

/** Value of the Accept-Language header for a locale. */
export function acceptLanguage(locale: Locale): string {
  return locale === 'zh' ? 'zh-CN' : locale === 'zhtw' ? 'zh-TW' : 'en-US';
}

function htmlLang(locale: Locale): string {
  return locale === 'zh' ? 'zh-CN' : locale === 'zhtw' ? 'zh-TW' : 'en';
}

const initial = detectLocale();
const $localeState = atom<Locale>(initial);

/** The current UI language. */
export const $locale: ReadableAtom<Locale> = $localeState;

const instance = i18next.createInstance();
void instance.use(initReactI18next).init({
  lng: initial,
  fallbackLng: 'zh',
  supportedLngs: [...LOCALES],
  ns: [COMMON_NAMESPACE],
  defaultNS: COMMON_NAMESPACE,
  resources: {
    zh: { [COMMON_NAMESPACE]: commonResources.zh },
    zhtw: { [COMMON_NAMESPACE]: commonResources.zhtw },
    en: { [COMMON_NAMESPACE]: commonResources.en },
  },
  interpolation: { escapeValue: false }, // React escapes; toasts use textContent
  initAsync: false, // resources are inline, so the instance is ready when this module has loaded
  react: { useSuspense: false },
});

function applyLocale(locale: Locale): void {
  $localeState.set(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(locale);
}
applyLocale(initial);

// An MF may call i18n.changeLanguage() through useTranslation(); keep the atom in step.
instance.on('languageChanged', (language: string) => {
  if (isLocale(language) && language !== $localeState.get()) {
    applyLocale(language);
    writeStorage(STORAGE_KEYS.locale, language);
  }
});

/**
 * Switches the UI language: i18next, the stored choice (jnpf_locale) and <html lang>.
 * Telling the server (PUT /Current/SystemLanguage) is the shell's job.
 */
export function setLocale(locale: Locale): void {
  if (!isLocale(locale)) throw new Error(`@atrium/shared: unknown locale "${String(locale)}"`);
  writeStorage(STORAGE_KEYS.locale, locale);
  const pending = loadLazyTranslations(locale);
  // Switch only once every namespace has its strings, so no screen flashes raw keys.
  if (pending) {
    void pending.then(() => {
      applyLocale(locale);
      if (instance.language !== locale) void instance.changeLanguage(locale);
    });
    return;
  }
  applyLocale(locale);
  if (instance.language !== locale) void instance.changeLanguage(locale);
}

export type TranslationTree = { [key: string]: string | TranslationTree };

/** A locale's strings, or a loader that fetches them (a lazy chunk of the MF). */
export type TranslationSource = TranslationTree | (() => Promise<TranslationTree>);

/** Lazy sources not loaded yet, per locale and namespace. */
const lazySources = new Map<Locale, Map<string, () => Promise<TranslationTree>>>();

function loadLazyTranslations(locale: Locale): Promise<void> | null {
  const waiting = lazySources.get(locale);
  if (!waiting || waiting.size === 0) return null;
  const entries = [...waiting];
  waiting.clear(); // each loader runs once, even when two callers ask at the same time
  const loads = entries.map(async ([namespace, load]) => {
    instance.addResourceBundle(locale, namespace, await load(), true, true);
    reapplyOverrides(locale, namespace);
  });
  return Promise.all(loads).then(() => undefined);
}

/**
 * Adds (or deep-merges) a namespace of strings in all three locales. Each MF calls this
 * once when its bundle loads, then uses `useTranslation('its-namespace')` or
 * `t('its-namespace:some.key')`. A locale may be given as a loader: only the current
 * locale is fetched now (the promise resolves when it is in), the others on `setLocale`.
 */
export function addTranslations(
  namespace: string,
  resources: { zh: TranslationSource; zhtw: TranslationSource; en: TranslationSource },
): Promise<void> {
  if (!namespace || namespace === COMMON_NAMESPACE) {
    throw new Error(`@atrium/shared: addTranslations needs an MF's own namespace, got "${namespace}"`);
  }
  for (const locale of LOCALES) {
    const source = resources[locale];
    if (typeof source === 'function') {
      if (!lazySources.has(locale)) lazySources.set(locale, new Map());
      lazySources.get(locale)?.set(namespace, source);
    } else {
      instance.addResourceBundle(locale, namespace, source, true, true);
      reapplyOverrides(locale, namespace);
    }
  }
  return loadLazyTranslations($localeState.get()) ?? Promise.resolve();
}

/** An administrator's text for one key of one namespace in one language (多语言, issue 16 item 6). */
export interface TranslationOverride {
  namespace: string;
  key: string;
  lang: Locale;
  value: string;
}

const overrideId = (item: { namespace: string; key: string; lang: string }): string => `${item.lang}\u0000${item.namespace}\u0000${item.key}`;
/** The overrides in force, and the built-in text each one replaced (to put back when it is removed). */
const overrides = new Map<string, TranslationOverride>();
const originals = new Map<string, string | undefined>();

function builtIn(item: TranslationOverride): string | undefined {
  const value: unknown = instance.getResource(item.lang, item.namespace, item.key);
  return typeof value === 'string' ? value : undefined;
}

/** A namespace's strings just arrived (and replaced any override): note the built-in texts, apply the overrides again. */
function reapplyOverrides(locale: Locale, namespace: string): void {
  for (const [id, item] of overrides) {
    if (item.lang !== locale || item.namespace !== namespace) continue;
    originals.set(id, builtIn(item));
    instance.addResource(item.lang, item.namespace, item.key, item.value, { silent: true });
  }
}

/**
 * Puts the server's translation overrides in force (the whole list: texts no longer listed go
 * back to the built-in ones) and re-renders every mounted `useTranslation()`. Namespaces that load
 * later get their overrides as they arrive. The socket's loader calls this at each connect and on
 * `languageChanged`; nothing needs a rebuild.
 */
export function setTranslationOverrides(list: readonly TranslationOverride[]): void {
  const next = new Map(list.filter((item) => isLocale(item.lang)).map((item) => [overrideId(item), item]));
  // Every (re)connect asks again: when nothing changed, nothing re-renders.
  if (next.size === overrides.size && [...next].every(([id, item]) => overrides.get(id)?.value === item.value)) return;
  for (const [id, item] of overrides) {
    if (next.has(id)) continue;
    const original = originals.get(id);
    if (original === undefined) deleteResource(item);
    else instance.addResource(item.lang, item.namespace, item.key, original, { silent: true });
    originals.delete(id);
    overrides.delete(id);
  }
  for (const [id, item] of next) {
    if (!originals.has(id) && !overrides.has(id)) originals.set(id, builtIn(item));
    overrides.set(id, item);
    instance.addResource(item.lang, item.namespace, item.key, item.value, { silent: true });
  }
  // useTranslation() re-renders on languageChanged; the language itself stays.
  void instance.changeLanguage(instance.language);
}

/** An override of a key the bundle never had: drop it so the fallback language shows again. */
function deleteResource(item: TranslationOverride): void {
  // The store's own tree (getResourceBundle answers a copy).
  const data = instance.store.data[item.lang]?.[item.namespace] as TranslationTree | undefined;
  if (!data) return;
  const path = item.key.split('.');
  let node: TranslationTree | string | undefined = data;
  for (const part of path.slice(0, -1)) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node === 'object') delete node[path[path.length - 1] as string];
}

/** Translates a key ('common' namespace by default; 'ns:key' for another one). */
export function t(key: string, options?: TOptions): string {
  return instance.t(key, options ?? {});
}
