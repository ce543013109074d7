import { addTranslations } from '@atrium/shared';
import type { OnlineDevMessages } from './locales/zh';

export const ONLINE_DEV_NS = 'onlineDev';

const load = (locale: 'zh' | 'zhtw' | 'en') => () =>
  import(/* webpackChunkName: "locale-[request]" */ `./locales/${locale}`).then((module: { default: OnlineDevMessages }) => module.default);

/** Only the current language is fetched; the others come when the user switches. */
export function registerOnlineDevTranslations(): Promise<void> {
  return addTranslations(ONLINE_DEV_NS, { zh: load('zh'), zhtw: load('zhtw'), en: load('en') });
}
