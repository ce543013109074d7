import { addTranslations } from '@atrium/shared';
import type { PortalViewMessages } from './locales/zh';

/** The portal renderer's strings (locales/), a namespace of their own. */
export const PORTAL_VIEW_NS = 'onlineDevPortalView';

const load = (locale: 'zh' | 'zhtw' | 'en') => () =>
  import(/* webpackChunkName: "portal-view-locale-[request]" */ `./locales/${locale}`).then((module: { default: PortalViewMessages }) => module.default);

let registered: Promise<void> | null = null;

/**
 * Only the current language is fetched; the others come when the user switches. Once is enough:
 * the renderer calls it itself (the widget parcel, the type-8 menu page, the designer's preview),
 * so whichever shows a portal first registers the strings for all.
 */
export function registerPortalViewTranslations(): Promise<void> {
  registered ??= addTranslations(PORTAL_VIEW_NS, { zh: load('zh'), zhtw: load('zhtw'), en: load('en') }).catch((error: unknown) => {
    registered = null; // a failed chunk load may be retried
    throw error;
  });
  return registered;
}
