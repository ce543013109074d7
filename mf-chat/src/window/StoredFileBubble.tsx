import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile, FilePreviewDialog, ImageViewer, PlainIcon } from '@atrium/ui';
import { fileLink } from '../api';
import { mediaUrl, useChatEnvironment } from '../ChatEnvironment';
import { CHAT_NS } from '../i18n';
import type { StoredFileContent } from '../message/types';
import { useFileLink } from './useFileLink';

interface Props {
  kind: 'image' | 'file';
  content: StoredFileContent;
  styles: Readonly<Record<string, string>>;
}

/** 1.5 MB, 320 KB, 12 B. */
function sizeText(bytes: number | undefined): string {
  if (bytes === undefined) return '';
  if (bytes >= 1048576) return `${(bytes / 1048576).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** A chat image of the file store: shown through a short-lived link, opened in the shared image viewer. */
function StoredImage({ content, styles }: Omit<Props, 'kind'>) {
  const { t } = useTranslation(CHAT_NS);
  const { apiBase } = useChatEnvironment();
  const { url, refresh } = useFileLink(content.fileId);
  const [viewing, setViewing] = useState(false);
  const name = content.name ?? t('chat.image');
  const shown = url ? mediaUrl(apiBase, url) : '';
  return (
    <>
      <button type="button" className={styles.bubble} disabled={!url} onClick={() => setViewing(true)} aria-label={`${t('chat.preview')} ${name}`}>
        {url ? (
          <img className={styles.picture} src={shown} alt={t('chat.image')} loading="lazy" width={content.width} height={content.height} onError={refresh} />
        ) : (
          <span className={styles.sub}>{url === '' ? t('chat.fileMissing') : t('chat.loading')}</span>
        )}
      </button>
      {viewing && shown && <ImageViewer images={[{ name, url: shown }]} onClose={() => setViewing(false)} />}
    </>
  );
}

/**
 * A file message: its name and size open the shared file preview (with download and print); the
 * download button asks the server for a one-off attachment link. Only the two parties get links.
 */
function StoredFile({ content, styles }: Omit<Props, 'kind'>) {
  const { t } = useTranslation(CHAT_NS);
  const { apiBase } = useChatEnvironment();
  const [previewing, setPreviewing] = useState(false);
  const [error, setError] = useState('');
  const name = content.name ?? content.fileId;
  const download = () => {
    setError('');
    fileLink(content.fileId, { download: true, fresh: true }).then(
      (url) => downloadFile(mediaUrl(apiBase, url), name),
      () => setError(t('chat.fileMissing')),
    );
  };
  return (
    <div className={`${styles.bubble} ${styles.fileBubble}`} data-file-id={content.fileId}>
      <PlainIcon name="file-earmark" className={styles.fileIcon} />
      <button type="button" className={styles.fileName} onClick={() => setPreviewing(true)} title={t('chat.preview')}>
        {name}
        <span className={styles.sub}>{sizeText(content.fileSize)}</span>
      </button>
      <button type="button" className={styles.iconButton} aria-label={`${t('chat.download')} ${name}`} title={t('chat.download')} onClick={download}>
        <PlainIcon name="download" />
      </button>
      {error && (
        <span className={styles.error} role="alert">
          {error}
        </span>
      )}
      {previewing && <FilePreviewDialog file={{ fileId: content.fileId, name }} onClose={() => setPreviewing(false)} />}
    </div>
  );
}

export function StoredFileBubble({ kind, content, styles }: Props) {
  return kind === 'image' ? <StoredImage content={content} styles={styles} /> : <StoredFile content={content} styles={styles} />;
}
