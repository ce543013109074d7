import { useRef, useState, type DragEvent } from 'react';
import { DEFAULT_FILE_SIZE, type UploadEvent } from '@atrium/shared';
import { useStyleSheet } from '../useStyleSheet';
import { FilePreviewDialog } from './FilePreviewDialog';
import { fileRefusal, formatSize, limitRefusal } from './rules';
import type { FileValue } from './types';
import type { UploadFieldProps } from './uploadFieldProps';
import sheet from './upload.module.css';
import { UploadRow } from './UploadRow';
import { useFileActions } from './useFileActions';
import { useUploader } from './useUploader';

const styles = sheet.locals;

/** Defaults: type annex, accept any, fileSize 100 (MB). */
export interface FileUploaderProps extends UploadFieldProps {
  /** 选择文件 by default. */
  buttonText?: string;
  /** A hint under the button (allowed types, size). */
  tip?: string;
}

const filesOf = (list: FileList | null | undefined): File[] => (list ? Array.from(list) : []);

/**
 * The file uploader (spec sections 3, 4, 5): choose or drop files, each checked against accept,
 * fileSize and limit, then uploaded in chunks (resumable, MD5 in a worker) with a progress bar and
 * pause, resume, retry and remove; stored files can be previewed, downloaded and removed.
 */
export function FileUploader({
  value = [],
  onChange,
  type = 'annex',
  limit = 0,
  accept = '',
  sizeUnit = 'MB',
  fileSize = DEFAULT_FILE_SIZE,
  pathType = 'defaultPath',
  isAccount = 0,
  folder = '',
  disabled = false,
  buttonText,
  tip,
  'aria-label': ariaLabel,
  uploader: given,
  api,
}: FileUploaderProps) {
  useStyleSheet(sheet);
  const { t, fileApi, confirmRemove, refuse, report, download, rowActions } = useFileActions(api);
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(value);
  latest.current = value;
  const [dragging, setDragging] = useState(false);
  const [previewing, setPreviewing] = useState<FileValue | null>(null);

  const onEvent = (event: UploadEvent) => {
    report(event);
    if (event.type !== 'success' || !event.item.result) return;
    // The value holds the stored file now; the engine's list only shows files on their way.
    const next = [...latest.current, event.item.result];
    latest.current = next;
    onChange?.(next);
    uploader?.remove(event.item.id);
  };
  const { uploader, items } = useUploader(given, onEvent);

  const choose = (files: File[]) => {
    if (disabled || files.length === 0 || !uploader) return;
    const limited = limitRefusal(latest.current.length + items.length, files.length, limit);
    if (limited) return refuse(limited);
    for (const file of files) {
      const refusal = fileRefusal(file, { accept, fileSize, sizeUnit });
      if (refusal) refuse(refusal);
      else uploader.add(file, { type, pathType, isAccount, folder });
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(filesOf(event.dataTransfer?.files));
  };

  const removeStored = (file: FileValue) => {
    void confirmRemove(file.name).then((yes) => {
      if (!yes) return;
      const next = latest.current.filter((other) => other !== file);
      latest.current = next;
      onChange?.(next);
    });
  };

  const actions = rowActions(uploader);

  return (
    <div className={styles.uploader} aria-label={ariaLabel} role="group">
      <div
        className={dragging ? `${styles.drop} ${styles.dragging}` : styles.drop}
        data-testid="upload-drop"
        onDragOver={(event) => {
          if (disabled) return;
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          ref={input}
          type="file"
          hidden
          multiple={limit !== 1}
          accept={accept || undefined}
          aria-label={buttonText ?? t('chooseFile')}
          onChange={(event) => {
            choose(filesOf(event.target.files));
            event.target.value = ''; // choosing the same file again (after removing it) works
          }}
        />
        <sl-button size="small" disabled={disabled} onClick={() => input.current?.click()}>
          <sl-icon slot="prefix" name="upload" />
          {buttonText ?? t('chooseFile')}
        </sl-button>
        {!disabled && <span className={styles.tip}>{tip ?? t('dropHint')}</span>}
      </div>

      {(value.length > 0 || items.length > 0) && (
        <ul className={styles.list} aria-label={t('files')}>
          {value.map((file) => (
            <li key={file.fileId || file.url} className={styles.row} data-status="success">
              <sl-icon name="paperclip" aria-hidden="true" />
              <button type="button" className={styles.link} title={t('preview')} onClick={() => setPreviewing(file)}>
                {file.name}
              </button>
              <span className={styles.size}>{file.fileSize !== undefined ? formatSize(file.fileSize) : ''}</span>
              <span className={styles.actions}>
                <sl-icon-button name="download" label={`${t('download')} ${file.name}`} title={t('download')} onClick={() => download(file)} />
                {!disabled && <sl-icon-button name="x-lg" label={`${t('remove')} ${file.name}`} title={t('remove')} onClick={() => removeStored(file)} />}
              </span>
            </li>
          ))}
          {items.map((item) => (
            <UploadRow key={item.id} item={item} actions={actions} />
          ))}
        </ul>
      )}

      {previewing && <FilePreviewDialog file={previewing} api={fileApi} onClose={() => setPreviewing(null)} />}
    </div>
  );
}
