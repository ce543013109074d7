import { useTranslation } from 'react-i18next';
import { formatDate } from '@atrium/shared';
import { usePortalApi } from '../context';
import { PORTAL_VIEW_NS } from '../i18n';
import type { PortalNoticeItem } from '../model';
import sheet from '../portalView.module.css';
import { followInPortal } from './portalLink';
import { useWidgetData } from './useWidgetData';
import { WidgetState } from './WidgetState';

const styles = sheet.locals;

/** The message centre, where a notice is read (and marked read) with its body and attachments. */
export const MESSAGE_PAGE = '/messageRecord';

/**
 * The newest published notices the caller received, as the message centre lists them (its inbox,
 * announcements only). A title opens the message centre: bodies are rich text, shown there only.
 */
export function NoticeWidget({ item }: { item: PortalNoticeItem }) {
  const { t } = useTranslation(PORTAL_VIEW_NS);
  const api = usePortalApi();
  const { state, retry } = useWidgetData(() => api.notices(item.count), String(item.count));
  if (state.kind === 'loading') return <WidgetState kind="loading" />;
  if (state.kind === 'error') return <WidgetState kind="error" message={t('notice.failed')} onRetry={retry} />;
  if (state.data.length === 0) return <WidgetState kind="empty" message={t('notice.empty')} />;
  return (
    <ul className={styles.rows}>
      {state.data.map((row) => (
        <li key={row.id} className={styles.row} data-unread={row.isRead === 0 ? '' : undefined}>
          <a className={`${styles.rowMain} ${styles.rowLink}`} href={MESSAGE_PAGE} onClick={followInPortal(MESSAGE_PAGE)} title={row.title}>
            {row.title}
          </a>
          <span className={styles.rowMeta}>{formatDate(row.releaseTime, 'yyyy-MM-dd')}</span>
        </li>
      ))}
    </ul>
  );
}
