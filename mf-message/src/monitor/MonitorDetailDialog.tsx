import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@atrium/shared';
import { sanitizeHtml } from '@atrium/html';
import { MESSAGE_NS } from '../i18n';
import { getMonitorEntry, type MonitorEntry } from './api';

interface Props {
  id: string;
  channelName: (type: number) => string;
  onClose: () => void;
}

/** One sent message: who, when, through what, and what the recipient got (mail HTML sanitised). */
export function MonitorDetailDialog({ id, channelName, onClose }: Props) {
  const { t } = useTranslation(MESSAGE_NS);
  const [entry, setEntry] = useState<MonitorEntry | null>(null);

  useEffect(() => {
    let active = true;
    getMonitorEntry(id).then((result) => active && setEntry(result), () => active && onClose());
    return () => {
      active = false;
    };
    // onClose is a notification, not an input: a new function must not refetch.
  }, [id]);

  const rows: [string, string][] = entry
    ? [
        [t('center.monitor.messageType'), channelName(entry.messageType)],
        [t('center.monitor.receiveUser'), entry.receiveUser],
        [t('center.monitor.account'), entry.accountName],
        [t('center.monitor.template'), entry.templateName],
        [t('center.monitor.sendUser'), entry.sendUserName],
        [t('center.monitor.sendTime'), formatDate(entry.sendTime)],
        [t('center.monitor.status'), t(entry.status === 1 ? 'center.monitor.ok' : 'center.monitor.failed')],
        [t('center.monitor.errorMsg'), entry.errorMsg],
        [t('center.monitor.title'), entry.title],
      ]
    : [];

  return (
    <sl-dialog
      open
      label={t('center.monitor.detailTitle')}
      style={{ '--width': '800px' } as CSSProperties}
      onsl-request-close={(event: CustomEvent) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {entry ? (
        <>
          <dl>
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {/* Server-supplied HTML: only ever through DOMPurify. */}
          <div aria-label={t('center.monitor.content')} dangerouslySetInnerHTML={{ __html: sanitizeHtml(entry.content) }} />
        </>
      ) : (
        <sl-spinner />
      )}
      <sl-button slot="footer" onClick={onClose}>
        {t('common.close')}
      </sl-button>
    </sl-dialog>
  );
}
