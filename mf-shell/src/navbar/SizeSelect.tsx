import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $settings, updateSettings, type LocalSettings } from '@atrium/shared';
import { SHELL_NS } from '../i18n';

const SIZES: readonly LocalSettings['size'][] = ['default', 'medium', 'small', 'mini'];

export function SizeSelect() {
  const { t } = useTranslation(SHELL_NS);
  const { size } = useStore($settings);
  return (
    <sl-dropdown placement="bottom-end">
      <sl-icon-button slot="trigger" name="arrows-vertical" label={t('navbar.size')} title={t('navbar.size')} data-testid="size-select" />
      <sl-menu
        onsl-select={(event: CustomEvent) => {
          updateSettings({ size: (event.detail as { item: { value: LocalSettings['size'] } }).item.value });
        }}
      >
        {SIZES.map((value) => (
          <sl-menu-item key={value} value={value} type="checkbox" checked={value === size}>
            {t(`navbar.sizes.${value}`)}
          </sl-menu-item>
        ))}
      </sl-menu>
    </sl-dropdown>
  );
}
