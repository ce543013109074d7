import { addTranslations } from '@atrium/shared';
import { registerPortalViewTranslations } from '../portalView/i18n';
import type { PortalMessages } from './locales/zh';

/** 门户设计's strings: a namespace of its own, loaded with the page. */
export const PORTAL_NS = 'onlineDevPortal';

const load = (locale: 'zh' | 'zhtw' | 'en') => () =>
  import(/* webpackChunkName: "portal-locale-[request]" */ `./locales/${locale}`).then((module: { default: PortalMessages }) => module.default);

/**
 * Only the current language is fetched; the others come when the user switches. The renderer's
 * namespace comes too: the designer shows its widget names, figures and layout-rule messages.
 */
export function registerPortalTranslations(): Promise<void> {
  return Promise.all([addTranslations(PORTAL_NS, { zh: load('zh'), zhtw: load('zhtw'), en: load('en') }), registerPortalViewTranslations()]).then(() => undefined);
}
