import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $locale, LOCALES, setLocale, type Locale } from '@atrium/shared';
import { useStyleSheet } from '@atrium/ui';
import { SIGN_IN_NS } from '../i18n';
import sheet from './language-switch.module.css';

const styles = sheet.locals;

/** Each language is named in itself, so a user lost in a foreign UI still finds their own. */
const NAMES: Record<Locale, string> = { zh: '简体中文', zhtw: '繁體中文', en: 'English' };
const LANG: Record<Locale, string> = { zh: 'zh-CN', zhtw: 'zh-TW', en: 'en' };
const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/**
 * The sign-in page's language: a plain select (no Shoelace on this page). setLocale keeps the
 * choice (jnpf_locale); there is no session yet to tell the server.
 */
export function LanguageSwitch() {
  useStyleSheet(sheet);
  const { t } = useTranslation(SIGN_IN_NS);
  const locale = useStore($locale);
  return (
    <div className={styles.switch}>
      <select
        className={styles.select}
        aria-label={t('tabs.language')}
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) setLocale(event.target.value);
        }}
      >
        {LOCALES.map((value) => (
          <option key={value} value={value} lang={LANG[value]}>
            {NAMES[value]}
          </option>
        ))}
      </select>
    </div>
  );
}
