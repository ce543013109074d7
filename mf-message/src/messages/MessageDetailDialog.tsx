import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@atrium/shared';
import { sanitizeHtml } from '@atrium/html';
import { DownloadAllButton, FilePreviewDialog, useStyleSheet, type FileRef } from '@atrium/ui';
import { MESSAGE_NS } from '../i18n';
import { readMessage, type MessageDetail } from './api';
import { parseAttachments } from './attachments';
import sheet from './messages.module.css';

const styles = sheet.locals;

interface Props {
  id: string;
  /** After the server answered: the message is now read. */
  onRead?: (detail: MessageDetail) => void;
  onClose: () => void;
}

/**
 * The 80%-wide message dialog (spec section 2): title, release time, publisher, the body and
 * read-only attachments. Opening it marks the message read (GET ReadInfo). The body is
 * server-supplied HTML, hostile until sanitised: it is rendered only through sanitizeHtml.
 */
export function MessageDetailDialog({ id, onRead, onClose }: Props) {
  useStyleSheet(sheet);
  const { t } = useTranslation(MESSAGE_NS);
  const [detail, setDetail] = useState<MessageDetail | null>(null);
  const [failed, setFailed] = useState(false);
  const [previewing, setPreviewing] = useState<FileRef | null>(null);

  useEffect(() => {
    let active = true;
    readMessage(id).then(
      (message) => {
        if (!active) return;
        setDetail(message);
        onRead?.(message);
      },
      // The http client has shown the error; the dialog closes itself.
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
    // onRead is a notification, not an input: a new function must not read the message again.
  }, [id]);

  useEffect(() => {
    if (failed) onClose();
  }, [failed, onClose]);

  const attachments = parseAttachments(detail?.files);
  const stored = attachments.flatMap((file): FileRef[] => (file.fileId ? [{ fileId: file.fileId, name: file.name }] : []));
  return (
    <>
      <sl-dialog
        open
        className={styles.dialog}
        label={detail?.title ?? t('common.loading')}
        style={{ '--width': '80%' } as CSSProperties}
        onsl-after-hide={(event: CustomEvent) => {
          if (event.target === event.currentTarget) onClose();
        }}
      >
        {detail ? (
          <article className={styles.detail} data-message-id={detail.id}>
            <p className={styles.meta}>
              <span>{formatDate(detail.releaseTime)}</span>
              <span>{detail.releaseUser ?? ''}</span>
            </p>
            <div className={styles.body} data-testid="message-body" dangerouslySetInnerHTML={{ __html: sanitizeHtml(detail.bodyText) }} />
            <section className={styles.attachments} aria-label={t('message.attachments')}>
              <h4>{t('message.attachments')}</h4>
              {attachments.length === 0 ? (
                <p className={styles.muted}>{t('message.noAttachments')}</p>
              ) : (
                <ul>
                  {attachments.map((file, index) => (
                    <li key={`${index}-${file.name}`}>
                      {file.fileId ? (
                        <sl-button
                          size="small"
                          variant="text"
                          title={t('message.preview')}
                          onClick={() => file.fileId && setPreviewing({ fileId: file.fileId, name: file.name })}
                        >
                          {file.name}
                        </sl-button>
                      ) : file.url ? (
                        <a href={file.url} target="_blank" rel="noopener noreferrer" download>
                          {file.name}
                        </a>
                      ) : (
                        file.name
                      )}
                    </li>
                  ))}
                </ul>
              )}
              {stored.length > 0 && <DownloadAllButton id={detail.id} files={stored} />}
            </section>
          </article>
        ) : (
          <sl-spinner aria-label={t('common.loading')} />
        )}
      </sl-dialog>
      {/* Beside the message dialog, not in it: its panel would clip a full-screen dialog. */}
      {previewing && <FilePreviewDialog file={previewing} onClose={() => setPreviewing(null)} />}
    </>
  );
}
