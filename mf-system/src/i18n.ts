import { addTranslations } from '@atrium/shared';
import type { SystemMessages } from './locales/zh';

export const SYSTEM_NS = 'system';

const load = (locale: 'zh' | 'zhtw' | 'en') => () =>
  import(/* webpackChunkName: "locale-[request]" */ `./locales/${locale}`).then((module: { default: SystemMessages }) => module.default);

/** Only the current language is fetched; the others come when the user switches. */
export function registerSystemTranslations(): Promise<void> {
  return addTranslations(SYSTEM_NS, { zh: load('zh'), zhtw: load('zhtw'), en: load('en') });
}
