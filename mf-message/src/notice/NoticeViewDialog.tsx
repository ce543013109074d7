import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@atrium/shared';
import { sanitizeHtml } from '@atrium/html';
import { FilePreviewDialog, useStyleSheet, type FileRef } from '@atrium/ui';
import { MESSAGE_NS } from '../i18n';
import { parseAttachments } from '../messages/attachments';
import sheet from '../messages/messages.module.css';
import { getNotice, type Notice } from './api';

const styles = sheet.locals;

interface Props {
  id: string;
  onClose: () => void;
  /** For "已过期"; now by default. */
  now?: number;
}

/**
 * A notice, read only (system management → notice → 查看): title, category, release, expiry,
 * recipients, the body and the attachments. The body is stored HTML, hostile until sanitised:
 * it is rendered only through sanitizeHtml, the profile every message body uses.
 */
export function NoticeViewDialog({ id, onClose, now = Date.now() }: Props) {
  useStyleSheet(sheet);
  const { t } = useTranslation(MESSAGE_NS);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [previewing, setPreviewing] = useState<FileRef | null>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    let active = true;
    getNotice(id).then(
      (found) => active && setNotice(found),
      // Refused or gone: the http client has shown why; nothing to show.
      () => active && closeRef.current(),
    );
    return () => {
      active = false;
    };
  }, [id]);

  const attachments = parseAttachments(notice?.files);
  const expired = notice?.expirationTime != null && notice.expirationTime <= now;
  const recipients = notice?.toUserIds?.length ? t('notice.toCount', { count: notice.toUserIds.length }) : t('notice.toAll');
  const body = sanitizeHtml(notice?.bodyText);
  return (
    <>
      <sl-dialog
        open
        className={styles.dialog}
        label={notice?.title ?? t('notice.viewTitle')}
        style={{ '--width': '800px' } as CSSProperties}
        onsl-after-hide={(event: CustomEvent) => {
          if (event.target === event.currentTarget) onClose();
        }}
      >
        {notice ? (
          <article className={styles.detail} data-notice-id={notice.id}>
            <dl className={styles.facts}>
              <dt>{t('notice.category')}</dt>
              <dd>{notice.category ? t(`notice.category${notice.category}`) : '—'}</dd>
              <dt>{t('notice.releaseTime')}</dt>
              <dd>{notice.releaseTime ? `${formatDate(notice.releaseTime)} ${notice.releaseUser ?? ''}` : t('notice.draft')}</dd>
              <dt>{t('notice.expirationTime')}</dt>
              <dd>
                {notice.expirationTime ? formatDate(notice.expirationTime) : t('notice.noExpiry')}
                {expired && (
                  <sl-tag size="small" variant="warning">
                    {t('notice.expired')}
                  </sl-tag>
                )}
              </dd>
              <dt>{t('notice.recipients')}</dt>
              <dd>{recipients}</dd>
            </dl>
            {body ? (
              <div className={styles.body} data-testid="notice-body" dangerouslySetInnerHTML={{ __html: body }} />
            ) : (
              <p className={styles.muted}>{t('notice.noBody')}</p>
            )}
            {attachments.length > 0 && (
              <section className={styles.attachments} aria-label={t('notice.attachments')}>
                <h4>{t('notice.attachments')}</h4>
                <ul>
                  {attachments.map((file, index) => (
                    <li key={`${index}-${file.name}`}>
                      {file.fileId ? (
                        <sl-button size="small" variant="text" onClick={() => file.fileId && setPreviewing({ fileId: file.fileId, name: file.name })}>
                          {file.name}
                        </sl-button>
                      ) : (
                        file.name
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </article>
        ) : (
          <sl-spinner aria-label={t('common.loading')} />
        )}
        <sl-button slot="footer" onClick={onClose}>
          {t('common.close')}
        </sl-button>
      </sl-dialog>
      {previewing && <FilePreviewDialog file={previewing} onClose={() => setPreviewing(null)} />}
    </>
  );
}
