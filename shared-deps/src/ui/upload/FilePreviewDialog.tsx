import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyWarning } from '@atrium/shared';
import { downloadFile } from '../download';
import { useStyleSheet } from '../useStyleSheet';
import { createFileApi, type FileApi } from './api';
import { DocxPreview } from './DocxPreview';
import { UPLOAD_NS } from './i18n';
import { ImageViewer } from './ImageViewer';
import { previewKind } from './previewKind';
import { printHtml } from './printHtml';
import { TextPreview } from './TextPreview';
import type { FileRef } from './types';
import sheet from './upload.module.css';
import { XlsxPreview } from './XlsxPreview';

const styles = sheet.locals;

export interface FilePreviewDialogProps {
  /** The file to show: its fileId (a fresh signed link is asked for) or a URL given with it. */
  file: FileRef;
  onClose: () => void;
  api?: FileApi;
}

/**
 * The file preview (spec section 2): full screen, with download, print and cancel. Images open in
 * the image viewer; PDF shows inline in a frame (the server serves it under a sandboxing policy);
 * text, .docx and .xlsx are rendered read-only here; other types can be downloaded.
 * A file the server does not have is told with 文件不存在 (spec section 5).
 */
export function FilePreviewDialog({ file, onClose, api }: FilePreviewDialogProps) {
  useStyleSheet(sheet);
  const { t } = useTranslation(UPLOAD_NS);
  const fileApi = useMemo(() => api ?? createFileApi(), [api]);
  const kind = previewKind(file.name);
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    let live = true;
    const missing = () => {
      if (!live) return;
      notifyWarning(t('missing'));
      closeRef.current();
    };
    if (file.fileId) fileApi.previewUrl(file.fileId).then((fresh) => live && setUrl(fresh), missing);
    else if (file.url) setUrl(file.url);
    else missing();
    return () => {
      live = false;
    };
  }, [file.fileId, file.url, fileApi, t]);

  const onFailed = useCallback(() => setFailed(true), []);

  const download = () => {
    const link = file.fileId ? fileApi.downloadUrl(file.fileId) : Promise.resolve(file.url ?? '');
    link.then(
      (href) => (href ? downloadFile(href, file.name) : notifyWarning(t('missing'))),
      () => notifyWarning(t('missing')),
    );
  };

  const print = () => {
    if (kind === 'pdf') {
      try {
        frame.current?.contentWindow?.print();
      } catch {
        // A viewer that will not print from outside: its own toolbar prints.
      }
      return;
    }
    if (content.current) printHtml(file.name, content.current.innerHTML);
  };

  // The viewer shows at once, its spinner until the signed link comes: a click is answered even when the server is slow.
  if (kind === 'image') return <ImageViewer images={[{ name: file.name, url }]} onClose={onClose} />;

  const body = () => {
    if (url === null) return <sl-spinner aria-label={t('loading')} />;
    if (failed) return <p className={styles.notice}>{t('previewFailed')}</p>;
    switch (kind) {
      case 'pdf':
        return <iframe ref={frame} className={styles.frame} src={url} title={file.name} referrerPolicy="no-referrer" />;
      case 'text':
        return <TextPreview url={url} api={fileApi} onFailed={onFailed} />;
      case 'docx':
        return <DocxPreview url={url} api={fileApi} onFailed={onFailed} />;
      case 'xlsx':
        return <XlsxPreview url={url} api={fileApi} onFailed={onFailed} />;
      default:
        return <p className={styles.notice}>{t('unsupported')}</p>;
    }
  };

  return (
    <sl-dialog
      open
      className={styles.preview}
      label={file.name || t('previewTitle')}
      style={{ '--width': '100vw' } as CSSProperties}
      onsl-request-close={(event: CustomEvent) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
    >
      <div ref={content} className={styles.previewBody}>
        {body()}
      </div>
      <sl-button slot="footer" onClick={download}>
        <sl-icon slot="prefix" name="download" />
        {t('download')}
      </sl-button>
      <sl-button slot="footer" disabled={url === null || failed || kind === 'other'} onClick={print}>
        <sl-icon slot="prefix" name="printer" />
        {t('print')}
      </sl-button>
      <sl-button slot="footer" variant="primary" onClick={onClose}>
        {t('cancel')}
      </sl-button>
    </sl-dialog>
  );
}
