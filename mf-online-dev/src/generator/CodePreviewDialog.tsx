import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@atrium/shared';
import { sanitizeHtml } from '@atrium/html';
import { GENERATOR_NS } from '../i18n';
import type { CodePreview, GeneratedFile } from './api';
import { highlight, type Highlighter } from './highlight';
import sheet from './generator.module.css';

const styles = sheet.locals;

export interface CodePreviewDialogProps {
  /** The module's name, for the title. */
  name: string;
  /** The generated files (CodePreview), or null while they load. */
  preview: CodePreview | null;
  downloading: boolean;
  onDownload: () => void;
  onClose: () => void;
  /** Tests pass a fake; by default shiki, loaded when the first file is shown. */
  highlighter?: Highlighter;
}

const pathOf = (file: GeneratedFile): string => [file.folderName, file.fileName].filter((part) => part !== '').join('/');

interface Folder {
  name: string;
  files: { file: GeneratedFile; index: number }[];
}

/** Files by folder: the module's own files first, then each folder in name order. */
function foldersOf(files: readonly GeneratedFile[]): Folder[] {
  const folders = new Map<string, Folder>();
  files.forEach((file, index) => {
    const folder = folders.get(file.folderName) ?? { name: file.folderName, files: [] };
    folder.files.push({ file, index });
    folders.set(file.folderName, folder);
  });
  return [...folders.values()].sort((a, b) => (a.name === '' ? -1 : b.name === '' ? 1 : a.name.localeCompare(b.name)));
}

/**
 * The generated code (issue 15 item 7): a file tree on the left, the chosen file highlighted on the
 * right (shiki's HTML, sanitised by DOMPurify before it is rendered), copy and download.
 */
export function CodePreviewDialog({ name, preview, downloading, onDownload, onClose, highlighter = highlight }: CodePreviewDialogProps) {
  const { t } = useTranslation(GENERATOR_NS);
  const files = preview?.list ?? [];
  const [selected, setSelected] = useState(0);
  const [html, setHtml] = useState<string | null>(null);
  const file = files[selected] ?? files[0];
  const folders = useMemo(() => foldersOf(files), [files]);

  useEffect(() => {
    setHtml(null);
    if (!file) return undefined;
    let active = true;
    highlighter(file.fileName, file.fileContent).then(
      (highlighted) => active && setHtml(highlighted),
      (error: unknown) => {
        // The plain text stays on screen; highlighting is a nicety.
        console.warn('@atrium/mf-online-dev: the code could not be highlighted.', error);
      },
    );
    return () => {
      active = false;
    };
  }, [file, highlighter]);

  const safe = useMemo(() => (html === null ? null : sanitizeHtml(html)), [html]);

  const copy = () => {
    if (!file) return;
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) {
      notifyError(t('copyFailed'));
      return;
    }
    clipboard.writeText(file.fileContent).then(() => notifySuccess(t('copied', { name: file.fileName })), () => notifyError(t('copyFailed')));
  };

  return (
    <sl-dialog
      open
      label={t('previewTitle', { name })}
      style={{ '--width': '80%' } as CSSProperties}
      onsl-request-close={(event: CustomEvent) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
    >
      {preview === null ? (
        <p role="status">
          <sl-spinner /> {t('loading')}
        </p>
      ) : files.length === 0 ? (
        <p role="status">{t('empty')}</p>
      ) : (
        <div className={styles.body}>
          <nav className={styles.tree} aria-label={t('files')}>
            <ul>
              {folders.map((folder) => {
                const items = folder.files.map(({ file: item, index }) => (
                  <li key={pathOf(item)}>
                    <button type="button" className={styles.file} aria-current={index === selected ? 'true' : undefined} onClick={() => setSelected(index)}>
                      <sl-icon name="file-earmark-code" aria-hidden="true" />
                      {item.fileName}
                    </button>
                  </li>
                ));
                if (folder.name === '') return items;
                return (
                  <li key={`folder:${folder.name}`}>
                    <span className={styles.folder}>
                      <sl-icon name="folder2-open" aria-hidden="true" />
                      {folder.name}
                    </span>
                    <ul aria-label={folder.name}>{items}</ul>
                  </li>
                );
              })}
            </ul>
          </nav>
          {file && (
            <section className={styles.viewer} aria-label={pathOf(file)}>
              <div className={styles.viewerHead}>
                <span className={styles.path}>{pathOf(file)}</span>
                <span className={styles.source}>{preview.source === 'released' ? t('fromReleased', { version: preview.version ?? '' }) : t('fromDraft')}</span>
                <sl-button size="small" onClick={copy}>
                  <sl-icon slot="prefix" name="copy" />
                  {t('copy')}
                </sl-button>
              </div>
              {safe !== null ? (
                <div className={styles.code} data-highlighted="true" dangerouslySetInnerHTML={{ __html: safe }} />
              ) : (
                <pre className={styles.code}>
                  <code>{file.fileContent}</code>
                </pre>
              )}
            </section>
          )}
        </div>
      )}
      <sl-button slot="footer" variant="primary" loading={downloading} disabled={preview === null} onClick={() => !downloading && onDownload()}>
        <sl-icon slot="prefix" name="download" />
        {t('download')}
      </sl-button>
      <sl-button slot="footer" onClick={onClose}>
        {t('close')}
      </sl-button>
    </sl-dialog>
  );
}
