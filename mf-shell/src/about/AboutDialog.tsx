import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { $sysConfig } from '@atrium/shared';
import { SHELL_NS } from '../i18n';

/** Spec section 2: the about dialog is 400 px wide. */
export const ABOUT_WIDTH = '400px';

/** Product name, version and copyright, as the server's system configuration gives them. */
export function AboutDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(SHELL_NS);
  const config = useStore($sysConfig);
  const rows: [string, string][] = [
    [t('about.product'), config?.sysName || t('about.defaultName')],
    [t('about.version'), config?.sysVersion || '—'],
    [t('about.copyright'), config?.copyright || '—'],
  ];
  return (
    <sl-dialog open label={t('about.title')} style={{ '--width': ABOUT_WIDTH } as CSSProperties} onsl-request-close={onClose}>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 16px', margin: 0 }} data-testid="about-details">
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt style={{ color: 'var(--sl-color-neutral-500)' }}>{label}</dt>
            <dd style={{ margin: 0 }}>{value}</dd>
          </div>
        ))}
      </dl>
      <sl-button slot="footer" variant="primary" onClick={onClose}>
        {t('about.close')}
      </sl-button>
    </sl-dialog>
  );
}
