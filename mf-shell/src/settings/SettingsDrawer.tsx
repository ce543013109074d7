// Settings drawer (spec section 2, 280 px). Display switches are saved in this browser only
// (updateSettings → jnpf_settings); the navigation mode is also sent to the server.
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $settings, updateSettings, type LayoutType, type LocalSettings } from '@atrium/shared';
import { Drawer, PlainIcon, useStyleSheet } from '@atrium/ui';
import { THEME_COLORS, THEME_NAMES } from '../appearance/palette';
import { SHELL_NS } from '../i18n';
import { saveLayout } from './api';
import sheet from './settings.module.css';

const styles = sheet.locals;

const LAYOUTS: readonly LayoutType[] = ['classic', 'functional', 'plain', 'blend'];
const SIDEBARS: readonly LocalSettings['slideClass'][] = ['dark', 'lightWhite'];
const SWITCHES = ['tagsView', 'tagsIcon', 'useCache', 'menuAccordion', 'showLanguage', 'showSearch'] as const;

interface Props {
  open: boolean;
  onClose: () => void;
}

export function SettingsDrawer({ open, onClose }: Props) {
  useStyleSheet(sheet);
  const { t } = useTranslation(SHELL_NS);
  const settings = useStore($settings);

  function chooseLayout(layoutType: LayoutType): void {
    updateSettings({ layoutType });
    void saveLayout(layoutType).catch(() => undefined); // the http client already showed the error
  }

  return (
    <Drawer title={t('settings.title')} size={280} open={open} className={styles.drawer} onClose={onClose}>
      <fieldset className={styles.group}>
        <legend>{t('settings.layout')}</legend>
        <div className={styles.layouts}>
          {LAYOUTS.map((layout) => (
            <label key={layout} className={styles.layoutChoice} data-checked={settings.layoutType === layout ? '' : undefined}>
              {/* A small picture of the layout: where the menu and the header sit (issue 17 item 9). */}
              <span className={styles.layoutPicture} data-layout={layout} aria-hidden="true">
                <span className={styles.pictureTop} />
                <span className={styles.pictureSide} />
              </span>
              <span className={styles.layoutCaption}>
                <input type="radio" name="atrium-layout" checked={settings.layoutType === layout} onChange={() => chooseLayout(layout)} />
                {t(`settings.layouts.${layout}`)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t('settings.sidebar')}</legend>
        {SIDEBARS.map((slideClass) => (
          <label key={slideClass} className={styles.choice}>
            <input type="radio" name="atrium-sidebar" checked={settings.slideClass === slideClass} onChange={() => updateSettings({ slideClass })} />
            {t(`settings.sidebars.${slideClass}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t('settings.themeColor')}</legend>
        <div className={styles.swatches}>
          {THEME_NAMES.map((name) => (
            <label key={name} className={styles.swatch} style={{ background: THEME_COLORS[name] }} title={t(`settings.colors.${name}`)}>
              <input
                type="radio"
                name="atrium-theme"
                aria-label={t(`settings.colors.${name}`)}
                checked={settings.themeClass === name}
                onChange={() => updateSettings({ themeClass: name })}
              />
              {settings.themeClass === name && <PlainIcon name="check-lg" className={styles.swatchMark} />}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t('settings.display')}</legend>
        {SWITCHES.map((key) => (
          <label key={key} className={styles.switchRow}>
            <span>{t(`settings.switches.${key}`)}</span>
            <input type="checkbox" role="switch" checked={settings[key]} onChange={(event) => updateSettings({ [key]: event.target.checked })} />
          </label>
        ))}
      </fieldset>
    </Drawer>
  );
}
