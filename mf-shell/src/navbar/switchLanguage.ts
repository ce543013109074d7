import { $locale, notifySuccess, setLocale, t, type Locale } from '@atrium/shared';
import { saveLanguage } from './api';

/** Resolves once the UI runs in `locale` (setLocale waits for lazily loaded strings first). */
function whenLocale(locale: Locale): Promise<void> {
  return new Promise((resolve) => {
    // i18next switches right after the atom: let it finish before translating.
    const done = () => setTimeout(resolve, 0);
    if ($locale.get() === locale) return done();
    const off = $locale.listen((value) => {
      if (value !== locale) return;
      off();
      done();
    });
  });
}

/** Tells the server, switches the UI, then confirms in the new language. */
export async function switchLanguage(locale: Locale): Promise<void> {
  if (locale === $locale.get()) return;
  await saveLanguage(locale);
  setLocale(locale);
  await whenLocale(locale);
  notifySuccess(t('shell:navbar.languageSwitched'));
}
