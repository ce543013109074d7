import { $locale, notifySuccess, refreshCurrentUser, setLocale, t, type Locale } from '@atrium/shared';
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

/**
 * Tells the server, switches the UI, reads the menus again in the new language (the server names
 * them in the language asked for: menu, tabs, breadcrumbs and search follow without a reload),
 * then confirms in the new language.
 */
export async function switchLanguage(locale: Locale): Promise<void> {
  if (locale === $locale.get()) return;
  await saveLanguage(locale);
  setLocale(locale);
  await whenLocale(locale);
  // A failed refresh leaves the menus in the old language until the next load: no reason to undo the switch.
  await refreshCurrentUser().catch(() => undefined);
  notifySuccess(t('shell:navbar.languageSwitched'));
}
