import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog, notifyError, notifyWarning, type UploadEvent, type UploadItem, type Uploader } from '@atrium/shared';
import { downloadFile } from '../download';
import { createFileApi, type FileApi } from './api';
import { UPLOAD_NS } from './i18n';
import type { Refusal } from './rules';
import type { FileValue } from './types';
import { statusText, type UploadRowActions } from './UploadRow';

/** What both uploaders do alike: confirm removals, report outcomes, download a stored file. */
export function useFileActions(api: FileApi | undefined) {
  const { t } = useTranslation(UPLOAD_NS);
  const fileApi = useMemo(() => api ?? createFileApi(), [api]);

  const confirmRemove = (name: string) => confirmDialog({ message: t('confirmRemove', { name }) });

  const refuse = (refusal: Refusal) => notifyWarning(t(refusal.key, refusal.values));

  /** Errors are told once, with the server's message when it refused (spec section 8). */
  const report = (event: UploadEvent) => {
    if (event.type === 'error') notifyError(statusText(event.item, t));
  };

  const download = (file: FileValue) => {
    const link = file.fileId ? fileApi.downloadUrl(file.fileId) : Promise.reject(new Error('no fileId'));
    link.then(
      (url) => downloadFile(url, file.name),
      () => notifyWarning(t('missing')),
    );
  };

  const rowActions = (uploader: Uploader | null): UploadRowActions => ({
    pause: (id) => uploader?.pause(id),
    resume: (id) => uploader?.resume(id),
    retry: (id) => uploader?.retry(id),
    remove: (item: UploadItem) => {
      void confirmRemove(item.name).then((yes) => yes && uploader?.remove(item.id));
    },
  });

  return { t, fileApi, confirmRemove, refuse, report, download, rowActions };
}
