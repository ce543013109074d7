import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $locale, LOCALES, type Locale } from '@atrium/shared';
import { SHELL_NS } from '../i18n';
import { switchLanguage } from './switchLanguage';

/** Each language is named in itself, so a user lost in a foreign UI still finds their own. */
const NAMES: Record<Locale, string> = { zh: '简体中文', zhtw: '繁體中文', en: 'English' };

export function LanguageSelect() {
  const { t } = useTranslation(SHELL_NS);
  const locale = useStore($locale);
  return (
    <sl-dropdown placement="bottom-end">
      <sl-icon-button slot="trigger" name="translate" label={t('navbar.language')} title={t('navbar.language')} data-testid="language-select" />
      <sl-menu
        onsl-select={(event: CustomEvent) => {
          const value = (event.detail as { item: { value: string } }).item.value as Locale;
          void switchLanguage(value).catch(() => undefined); // the http client already showed the error
        }}
      >
        {LOCALES.map((value) => (
          <sl-menu-item key={value} value={value} type="checkbox" checked={value === locale} lang={value === 'en' ? 'en' : value === 'zh' ? 'zh-CN' : 'zh-TW'}>
            {NAMES[value]}
          </sl-menu-item>
        ))}
      </sl-menu>
    </sl-dropdown>
  );
}
