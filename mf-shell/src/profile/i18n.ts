import { addTranslations, type Locale, type TranslationTree } from '@atrium/shared';

/** Strings of the profile page, fetched with the page (not with the layout). */
export const PROFILE_NS = 'shell-profile';

const strings = (locale: Locale) => () =>
  import(/* webpackChunkName: "profile-locale-[request]" */ `./locales/${locale}`).then((module: { default: TranslationTree }) => module.default);

export function registerProfileTranslations(): Promise<void> {
  return addTranslations(PROFILE_NS, { zh: strings('zh'), zhtw: strings('zhtw'), en: strings('en') });
}
