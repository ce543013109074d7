// mf-online-dev: page parcels keyed by the menu's urlAddress, and the widget the home page mounts (a portal). Each loads on first use.
import type { ParcelConfig } from 'single-spa';
import { registerGeneratorTranslations, registerOnlineDevTranslations } from './i18n';
import { registerPortalViewTranslations } from './portalView/i18n';

type PageLoader = () => Promise<ParcelConfig>;

// Strings and page code load together: a page mounts with its language ready.
const page = (load: () => Promise<ParcelConfig>): PageLoader => () => Promise.all([registerOnlineDevTranslations(), load()]).then(([, parcel]) => parcel);

// 代码生成: the generator's list and code preview, with its own strings.
const generatorPage = (kind: 'webForm' | 'appForm' | 'flowForm'): PageLoader =>
  page(() => Promise.all([registerGeneratorTranslations(), import('./generator/parcels')]).then(([, module]) => module.generatorParcels[kind]));

const builtPages: Record<string, PageLoader> = {
  'onlineDev/webDesign': page(() => import('./visualDev/parcels').then((module) => module.webDesignParcel)),
  // 门户设计: its strings and the portal renderer's (its preview and the designer's widget names).
  'onlineDev/visualPortal': page(() =>
    Promise.all([import('./portal/i18n').then((module) => module.registerPortalTranslations()), import('./portal/parcels')]).then(([, module]) => module.visualPortalParcel),
  ),
  'generator/webForm': generatorPage('webForm'),
  'generator/appForm': generatorPage('appForm'),
  'generator/flowForm': generatorPage('flowForm'),
};

const dynamicPage = page(() => import('./runtime/parcel').then((module) => module.default));

/**
 * Released modules open at addresses only known at run time (onlineDev/run/<enCode>, model/…), and
 * the other pages of this module's prefixes are not built yet: every page key not listed above gets
 * the dynamic page, which reads its menu entry and shows the module, a portal (a type-8 menu, such as
 * the second system's analysis/ pages) or a "not configured" panel.
 * A proxy, because the shell looks a page up by key in this map. Only page-key-shaped names
 * (with a '/') answer, so nothing else (toJSON, then…) does.
 */
export const pages: Record<string, PageLoader> = new Proxy(builtPages, {
  get: (target, key) => (typeof key !== 'string' ? undefined : (target[key] ?? (key.includes('/') ? dynamicPage : undefined))),
  has: (target, key) => typeof key === 'string' && (key in target || key.includes('/')),
});

/**
 * Widgets other modules mount by name (route-manifest.json `widgets`): the home page shows the
 * user's portal through `portalView`, whose mount props are `{ portalId: string }`.
 */
export const widgets: Record<string, () => Promise<ParcelConfig>> = {
  portalView: () => Promise.all([registerPortalViewTranslations(), import('./portalView/parcel')]).then(([, module]) => module.default),
};
