import { useTranslation } from 'react-i18next';
import { formatDate } from '@atrium/shared';
import { SYSTEM_NS } from '../i18n';
import type { DeployAttempt, DeployStatus } from './api';
import sheet from './deploy.module.css';

const styles = sheet.locals;
const EMPTY = '—';

export interface StatusPanelProps {
  /** null while the first answer is on its way or when it failed. */
  status: DeployStatus | null;
  onRefresh: () => void;
}

/** The outcome of the last attempt to change the map: applied, or refused with the check that failed. */
export function StatusPanel({ status, onRefresh }: StatusPanelProps) {
  const { t } = useTranslation(SYSTEM_NS);
  const last = status?.last ?? null;
  return (
    <section className={styles.panel} aria-label={t('deploy.status')} data-outcome={last?.outcome ?? 'none'}>
      <div className={styles.statusHead}>
        <h3>{t('deploy.status')}</h3>
        {last && (
          <sl-tag size="small" variant={last.outcome === 'applied' ? 'success' : 'danger'}>
            {t(`deploy.outcomes.${last.outcome}`)}
          </sl-tag>
        )}
        <span className={styles.spacer} />
        <sl-tooltip content={t('deploy.refresh')}>
          <sl-icon-button name="arrow-clockwise" label={t('deploy.refresh')} onClick={onRefresh} />
        </sl-tooltip>
      </div>
      {status && !last && <p className={styles.hint}>{t('deploy.statusNone')}</p>}
      {last && <Attempt attempt={last} />}
    </section>
  );
}

function Attempt({ attempt }: { attempt: DeployAttempt }) {
  const { t } = useTranslation(SYSTEM_NS);
  // A check the page does not know yet (a newer server) still shows, by its name.
  const label = attempt.check ? t(`deploy.checks.${attempt.check}`, { defaultValue: attempt.check }) : '';
  return (
    <>
      {attempt.outcome === 'refused' && (
        <div className={styles.refused} role="alert">
          <strong>{attempt.check ? t('deploy.failedCheck', { label, check: attempt.check }) : t('deploy.outcomes.refused')}</strong>
          {attempt.message && <div>{attempt.message}</div>}
        </div>
      )}
      <dl className={styles.facts}>
        <dt>{t('deploy.module')}</dt>
        <dd>{attempt.module || EMPTY}</dd>
        <dt>{t('deploy.url')}</dt>
        <dd className={styles.mono}>{attempt.url || EMPTY}</dd>
        <dt>{t('deploy.at')}</dt>
        <dd>{formatDate(attempt.at) || EMPTY}</dd>
        <dt>{t('deploy.author')}</dt>
        <dd>{attempt.author || EMPTY}</dd>
        <dt>{t('deploy.source')}</dt>
        <dd>{t(`deploy.sources.${attempt.source}`, { defaultValue: attempt.source })}</dd>
        {attempt.outcome === 'applied' && attempt.message && (
          <>
            <dt>{t('deploy.message')}</dt>
            <dd>{attempt.message}</dd>
          </>
        )}
      </dl>
    </>
  );
}
