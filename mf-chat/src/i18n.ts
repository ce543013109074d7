import { addTranslations } from '@atrium/shared';
import type { ChatMessages } from './locales/zh';

export const CHAT_NS = 'chat';

const load = (locale: 'zh' | 'zhtw' | 'en') => () =>
  import(/* webpackChunkName: "locale-[request]" */ `./locales/${locale}`).then((module: { default: ChatMessages }) => module.default);

/** Only the current language is fetched; the others come when the user switches. */
export function registerChatTranslations(): Promise<void> {
  return addTranslations(CHAT_NS, { zh: load('zh'), zhtw: load('zhtw'), en: load('en') });
}
