import { addTranslations } from '@atrium/shared';
import type { GeneratorMessages } from './generator/locales/zh';
import type { OnlineDevMessages } from './locales/zh';

export const ONLINE_DEV_NS = 'onlineDev';

const load = (locale: 'zh' | 'zhtw' | 'en') => () =>
  import(/* webpackChunkName: "locale-[request]" */ `./locales/${locale}`).then((module: { default: OnlineDevMessages }) => module.default);

/** Only the current language is fetched; the others come when the user switches. */
export function registerOnlineDevTranslations(): Promise<void> {
  return addTranslations(ONLINE_DEV_NS, { zh: load('zh'), zhtw: load('zhtw'), en: load('en') });
}

/** The code generator's pages (generator/locales), a namespace of their own. */
export const GENERATOR_NS = 'onlineDevGenerator';

const loadGenerator = (locale: 'zh' | 'zhtw' | 'en') => () =>
  import(/* webpackChunkName: "generator-locale-[request]" */ `./generator/locales/${locale}`).then((module: { default: GeneratorMessages }) => module.default);

export function registerGeneratorTranslations(): Promise<void> {
  return addTranslations(GENERATOR_NS, { zh: loadGenerator('zh'), zhtw: loadGenerator('zhtw'), en: loadGenerator('en') });
}
