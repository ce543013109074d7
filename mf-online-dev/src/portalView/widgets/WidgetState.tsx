import { useTranslation } from 'react-i18next';
import { PORTAL_VIEW_NS } from '../i18n';
import sheet from '../portalView.module.css';

const styles = sheet.locals;

/** What a widget shows while it has nothing to show: loading, empty, or failed (with a retry). */
export function WidgetState({ kind, message, onRetry }: { kind: 'loading' | 'empty' | 'error'; message?: string; onRetry?: () => void }) {
  const { t } = useTranslation(PORTAL_VIEW_NS);
  if (kind === 'loading') {
    return (
      <div className={styles.state} aria-busy="true">
        <sl-spinner aria-label={t('common.loading')} />
      </div>
    );
  }
  if (kind === 'empty') return <div className={styles.state}>{message}</div>;
  return (
    <div role="alert" className={`${styles.state} ${styles.stateError}`}>
      <span>{message}</span>
      {onRetry && (
        <sl-button size="small" onClick={onRetry}>
          {t('common.retry')}
        </sl-button>
      )}
    </div>
  );
}
