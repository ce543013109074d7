import { useRef, useState, type DragEvent } from 'react';
import { DEFAULT_IMAGE_SIZE, type UploadEvent } from '@atrium/shared';
import { useStyleSheet } from '../useStyleSheet';
import type { FileApi } from './api';
import { ImageViewer } from './ImageViewer';
import { fileRefusal, limitRefusal } from './rules';
import type { FileValue } from './types';
import type { UploadFieldProps } from './uploadFieldProps';
import sheet from './upload.module.css';
import { statusText } from './UploadRow';
import { useFileActions } from './useFileActions';
import { useFreshUrl } from './useFreshUrl';
import { useUploader } from './useUploader';

const styles = sheet.locals;

/** Defaults: type annexpic, accept image/* (narrower lists are checked too), fileSize 10 (MB). */
export type ImageUploaderProps = UploadFieldProps;

function Thumbnail({ file, api, onOpen, onRemove, removeLabel, previewLabel }: { file: FileValue; api: FileApi; onOpen: () => void; onRemove?: () => void; removeLabel: string; previewLabel: string }) {
  const { url, refresh } = useFreshUrl(file, api);
  return (
    <li className={styles.tile}>
      <button type="button" className={styles.thumb} onClick={onOpen} aria-label={`${previewLabel} ${file.name}`}>
        {url ? <img src={url} alt={file.name} onError={refresh} /> : <sl-icon name="image" aria-hidden="true" />}
      </button>
      {onRemove && (
        <span className={styles.tileActions}>
          <sl-icon-button name="trash" label={`${removeLabel} ${file.name}`} onClick={onRemove} />
        </span>
      )}
    </li>
  );
}

/**
 * The image uploader (spec sections 3, 5): thumbnails of the stored images that open in the image
 * viewer, and a tile to add more (click or drop). Images only, below 10 MB by default.
 */
export function ImageUploader({
  value = [],
  onChange,
  type = 'annexpic',
  limit = 0,
  accept = 'image/*',
  sizeUnit = 'MB',
  fileSize = DEFAULT_IMAGE_SIZE,
  pathType = 'defaultPath',
  isAccount = 0,
  folder = '',
  disabled = false,
  'aria-label': ariaLabel,
  uploader: given,
  api,
}: ImageUploaderProps) {
  useStyleSheet(sheet);
  const { t, fileApi, confirmRemove, refuse, report, rowActions } = useFileActions(api);
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(value);
  latest.current = value;
  const [viewing, setViewing] = useState<{ index: number; urls: string[] } | null>(null);

  const onEvent = (event: UploadEvent) => {
    report(event);
    if (event.type !== 'success' || !event.item.result) return;
    const next = [...latest.current, event.item.result];
    latest.current = next;
    onChange?.(next);
    uploader?.remove(event.item.id);
  };
  const { uploader, items } = useUploader(given, onEvent);
  const full = limit > 0 && value.length + items.length >= limit;

  const choose = (files: File[]) => {
    if (disabled || files.length === 0 || !uploader) return;
    const limited = limitRefusal(latest.current.length + items.length, files.length, limit, true);
    if (limited) return refuse(limited);
    for (const file of files) {
      const refusal = fileRefusal(file, { accept, fileSize, sizeUnit, images: true });
      if (refusal) refuse(refusal);
      else uploader.add(file, { type, pathType, isAccount, folder });
    }
  };

  const open = (index: number) => {
    // The viewer shows fresh links: the merge's expire after minutes.
    void Promise.all(value.map((file) => (file.fileId ? fileApi.previewUrl(file.fileId).catch(() => file.url) : Promise.resolve(file.url)))).then((urls) =>
      setViewing({ index, urls: urls.map((url) => url ?? '') }),
    );
  };

  const remove = (file: FileValue) => {
    void confirmRemove(file.name).then((yes) => {
      if (!yes) return;
      const next = latest.current.filter((other) => other !== file);
      latest.current = next;
      onChange?.(next);
    });
  };
  const actions = rowActions(uploader);

  return (
    <div
      className={styles.uploader}
      role="group"
      aria-label={ariaLabel}
      data-testid="upload-drop"
      onDragOver={(event) => {
        if (disabled) return;
        event.preventDefault();
      }}
      onDrop={(event: DragEvent) => {
        event.preventDefault();
        choose(event.dataTransfer?.files ? Array.from(event.dataTransfer.files) : []);
      }}
    >
      <ul className={styles.grid} aria-label={t('images')}>
        {value.map((file, index) => (
          <Thumbnail
            key={file.fileId || file.url}
            file={file}
            api={fileApi}
            onOpen={() => open(index)}
            {...(disabled ? {} : { onRemove: () => remove(file) })}
            removeLabel={t('remove')}
            previewLabel={t('preview')}
          />
        ))}
        {items.map((item) => (
          <li key={item.id} className={styles.tile} data-status={item.status}>
            <sl-progress-bar className={styles.tileProgress} value={item.progress} label={`${item.name} ${statusText(item, t)}`} />
            <span className={styles.tileActions}>
              {item.status === 'paused' && <sl-icon-button name="play-circle" label={`${t('resume')} ${item.name}`} onClick={() => actions.resume(item.id)} />}
              {(item.status === 'uploading' || item.status === 'waiting') && (
                <sl-icon-button name="pause-circle" label={`${t('pause')} ${item.name}`} onClick={() => actions.pause(item.id)} />
              )}
              {item.status === 'error' && <sl-icon-button name="arrow-clockwise" label={`${t('retry')} ${item.name}`} onClick={() => actions.retry(item.id)} />}
              <sl-icon-button name="x-lg" label={`${t('remove')} ${item.name}`} onClick={() => actions.remove(item)} />
            </span>
          </li>
        ))}
        {!disabled && !full && (
          <li>
            <button type="button" className={styles.addTile} onClick={() => input.current?.click()}>
              <sl-icon name="plus-lg" aria-hidden="true" />
              {t('uploadImage')}
            </button>
          </li>
        )}
      </ul>
      <input
        ref={input}
        type="file"
        hidden
        multiple={limit !== 1}
        accept={accept || undefined}
        aria-label={t('uploadImage')}
        onChange={(event) => {
          choose(event.target.files ? Array.from(event.target.files) : []);
          event.target.value = '';
        }}
      />
      {viewing && (
        <ImageViewer images={value.map((file, index) => ({ name: file.name, url: viewing.urls[index] ?? '' }))} index={viewing.index} onClose={() => setViewing(null)} />
      )}
    </div>
  );
}
