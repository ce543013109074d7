import { addTranslations } from '@atrium/shared';
import type { MessageMessages } from './locales/zh';

export const MESSAGE_NS = 'message';

const load = (locale: 'zh' | 'zhtw' | 'en') => () =>
  import(/* webpackChunkName: "locale-[request]" */ `./locales/${locale}`).then((module: { default: MessageMessages }) => module.default);

/** Only the current language is fetched; the others come when the user switches. */
export function registerMessageTranslations(): Promise<void> {
  return addTranslations(MESSAGE_NS, { zh: load('zh'), zhtw: load('zhtw'), en: load('en') });
}
