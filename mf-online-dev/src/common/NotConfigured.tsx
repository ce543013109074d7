import { useTranslation } from 'react-i18next';
import { navigate } from '@atrium/shared';
import { useStyleSheet } from '@atrium/ui';
import { ONLINE_DEV_NS } from '../i18n';
import sheet from './common.module.css';

const styles = sheet.locals;

/** What the page is that is not available yet: a page of the menu, or a dynamic menu entry of type 4, 5 or 8. */
export type NotConfiguredKind = 'page' | 'dictionary' | 'report' | 'portal' | 'model' | 'noMenu';

interface Props {
  kind: NotConfiguredKind;
  /** The menu entry's name, when known. */
  name?: string;
  /** The server's own words (a module not released yet…). */
  reason?: string;
}

/** Never a blank screen: a page that is not configured yet says so, and offers a way back. */
export function NotConfigured({ kind, name, reason }: Props) {
  useStyleSheet(sheet);
  const { t } = useTranslation(ONLINE_DEV_NS);
  return (
    <div role="status" className={styles.notice}>
      <sl-icon name="cone-striped" aria-hidden="true" className={styles.noticeIcon} />
      <h3>{name ? t('notConfigured.titleNamed', { name }) : t('notConfigured.title')}</h3>
      <p>{t(`notConfigured.${kind}`)}</p>
      {reason && <p className={styles.reason}>{reason}</p>}
      <div className={styles.noticeActions}>
        {window.history.length > 1 && <sl-button onClick={() => window.history.back()}>{t('notConfigured.back')}</sl-button>}
        <sl-button variant="primary" onClick={() => navigate('/')}>
          {t('notConfigured.home')}
        </sl-button>
      </div>
    </div>
  );
}
