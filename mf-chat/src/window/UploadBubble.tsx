import { useTranslation } from 'react-i18next';
import { PlainIcon } from '@atrium/ui';
import { CHAT_NS } from '../i18n';
import type { ChatUpload } from './useChatUploads';

interface Props {
  upload: ChatUpload;
  styles: Readonly<Record<string, string>>;
  onRetry: (id: string) => void;
  onRemove: (id: string) => void;
}

/**
 * An image or file on its way, shown as my message: name and progress (never 100 % before the
 * server merged it); the message itself is sent when the upload completes. A failed upload says
 * why and can be retried or removed; one in progress can be cancelled.
 */
export function UploadBubble({ upload: { item, kind }, styles, onRetry, onRemove }: Props) {
  const { t } = useTranslation(CHAT_NS);
  const failed = item.status === 'error';
  return (
    <li className={styles.message} data-mine="true" data-upload={item.status} data-upload-kind={kind}>
      <div className={styles.bubbleColumn}>
        <div className={`${styles.bubble} ${styles.uploadBubble}`}>
          <span className={styles.fileName}>
            <PlainIcon name={kind === 'image' ? 'image' : 'file-earmark'} /> {item.name}
          </span>
          <progress className={styles.progress} max={100} value={item.progress} aria-label={t('chat.uploading', { name: item.name })} />
          <span className={styles.sub}>{failed ? t('chat.uploadFailed') : `${item.progress}%`}</span>
          <span>
            {failed && (
              <button type="button" className={styles.iconButton} aria-label={`${t('chat.retry')} ${item.name}`} title={t('chat.retry')} onClick={() => onRetry(item.id)}>
                <PlainIcon name="arrow-clockwise" />
              </button>
            )}
            <button type="button" className={styles.iconButton} aria-label={`${t('chat.cancelUpload')} ${item.name}`} title={t('chat.cancelUpload')} onClick={() => onRemove(item.id)}>
              <PlainIcon name="x-lg" />
            </button>
          </span>
        </div>
        {failed && item.message && (
          <span className={styles.error} role="alert">
            {item.message}
          </span>
        )}
      </div>
    </li>
  );
}
