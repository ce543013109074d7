// Shared modules changed on the server (issue 13): they are never swapped live, so the portal asks
// for a reload when it suits the user. Nothing reloads on its own: unsaved work is theirs.
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $reloadNeeded, dismissReloadNeeded } from '@atrium/shared';
import { useStyleSheet } from '@atrium/ui';
import { SHELL_NS } from '../i18n';
import sheet from './content.module.css';

const styles = sheet.locals;

export function ReloadBanner({ reload = () => window.location.reload() }: { reload?: () => void }) {
  useStyleSheet(sheet);
  const { t } = useTranslation(SHELL_NS);
  const needed = useStore($reloadNeeded);
  // The live region stays in the page so the message is announced when it appears.
  return (
    <div aria-live="polite">
      {needed && (
        <div role="status" className={styles.reloadBanner} data-reload-banner={needed.version ?? ''}>
          <sl-icon name="arrow-clockwise" aria-hidden="true" />
          <span>{t('reloadBanner.message')}</span>
          <span className={styles.reloadHint}>{t('reloadBanner.hint')}</span>
          <span className={styles.reloadActions}>
            <sl-button size="small" variant="primary" onClick={reload}>
              {t('reloadBanner.reload')}
            </sl-button>
            <sl-button size="small" variant="text" onClick={() => dismissReloadNeeded()}>
              {t('reloadBanner.dismiss')}
            </sl-button>
          </span>
        </div>
      )}
    </div>
  );
}
