import { useTranslation } from 'react-i18next';
import type { UploadItem } from '@atrium/shared';
import { UPLOAD_NS } from './i18n';
import { formatSize } from './rules';
import sheet from './upload.module.css';

const styles = sheet.locals;

export interface UploadRowActions {
  pause(id: string): void;
  resume(id: string): void;
  retry(id: string): void;
  remove(item: UploadItem): void;
}

/** What an item does now, in words: 校验中, 上传中 (37%), 已暂停, 上传失败… */
export function statusText(item: UploadItem, t: (key: string, values?: Record<string, unknown>) => string): string {
  if (item.status === 'uploading') {
    const phase = item.phase ?? 'sending';
    const percent = phase === 'hashing' ? item.hashed : item.progress;
    return `${t(phase)} ${percent}%`;
  }
  if (item.status === 'error') return item.failure === 'read' ? t('readError', { name: item.name }) : (item.message ?? t('failed'));
  return t(item.status);
}

/** One file being uploaded: name, size, state, progress bar, and pause/resume/retry/remove. */
export function UploadRow({ item, actions }: { item: UploadItem; actions: UploadRowActions }) {
  const { t } = useTranslation(UPLOAD_NS);
  const button = (name: string, label: string, onClick: () => void) => (
    <sl-icon-button name={name} label={`${label} ${item.name}`} title={label} onClick={onClick} />
  );
  return (
    <li className={styles.row} data-status={item.status}>
      <sl-icon name="file-earmark-arrow-up" aria-hidden="true" />
      <span className={styles.name} title={item.name}>
        {item.name} <span className={styles.size}>{formatSize(item.size)}</span>
      </span>
      <span className={item.status === 'error' ? `${styles.status} ${styles.failed}` : styles.status} role={item.status === 'error' ? 'alert' : undefined}>
        {statusText(item, t)}
      </span>
      <span className={styles.actions}>
        {(item.status === 'uploading' || item.status === 'waiting') && button('pause-circle', t('pause'), () => actions.pause(item.id))}
        {item.status === 'paused' && button('play-circle', t('resume'), () => actions.resume(item.id))}
        {item.status === 'error' && button('arrow-clockwise', t('retry'), () => actions.retry(item.id))}
        {button('x-lg', t('remove'), () => actions.remove(item))}
      </span>
      <sl-progress-bar
        className={styles.progress}
        value={item.phase === 'hashing' ? item.hashed : item.progress}
        label={`${item.name} ${statusText(item, t)}`}
        aria-valuenow={item.phase === 'hashing' ? item.hashed : item.progress}
      />
    </li>
  );
}
