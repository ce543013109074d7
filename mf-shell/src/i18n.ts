import { addTranslations, type Locale, type TranslationTree } from '@atrium/shared';

/** Strings of the layout and every page of the shell; fetched with the layout. */
export const SHELL_NS = 'shell';
/** Strings of the sign-in and lock screens, kept apart so /login downloads only these. */
export const SIGN_IN_NS = 'shell-sign-in';
/** Strings of the phone, QR and SSO screens, fetched with their chunks (sign-in page JS budget). */
export const MORE_SIGN_IN_NS = 'shell-sign-in-more';

type Loader = (locale: Locale) => () => Promise<TranslationTree>;

const layoutStrings: Loader = (locale) => () =>
  import(/* webpackChunkName: "locale-[request]" */ `./locales/${locale}`).then((module: { default: TranslationTree }) => module.default);

const signInStrings: Loader = (locale) => () =>
  import(/* webpackChunkName: "sign-in-locale-[request]" */ `./locales/sign-in/${locale}`).then(
    (module: { default: TranslationTree }) => module.default,
  );

const moreSignInStrings: Loader = (locale) => () =>
  import(/* webpackChunkName: "sign-in-more-locale-[request]" */ `./locales/sign-in/more/${locale}`).then(
    (module: { default: TranslationTree }) => module.default,
  );

// Only the current language is fetched; the others come when the user switches.
export function registerSignInTranslations(): Promise<void> {
  return addTranslations(SIGN_IN_NS, { zh: signInStrings('zh'), zhtw: signInStrings('zhtw'), en: signInStrings('en') });
}

export function registerShellTranslations(): Promise<void> {
  return addTranslations(SHELL_NS, { zh: layoutStrings('zh'), zhtw: layoutStrings('zhtw'), en: layoutStrings('en') });
}

export function registerMoreSignInTranslations(): Promise<void> {
  return addTranslations(MORE_SIGN_IN_NS, { zh: moreSignInStrings('zh'), zhtw: moreSignInStrings('zhtw'), en: moreSignInStrings('en') });
}
