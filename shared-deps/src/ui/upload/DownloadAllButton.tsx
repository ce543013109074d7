import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyWarning } from '@atrium/shared';
import { downloadFile } from '../download';
import { createFileApi, type FileApi } from './api';
import { UPLOAD_NS } from './i18n';
import type { FileRef } from './types';

export interface DownloadAllButtonProps {
  /** The {id} of POST /api/file/PackDownload/{id} (the record the files belong to). */
  id: string;
  files: readonly FileRef[];
  /** 全部下载 by default. */
  label?: string;
  size?: 'small' | 'medium' | 'large';
  api?: FileApi;
}

/** Downloads every file as one zip the server streams (spec sections 5 and 7); none gives 未发现文件. */
export function DownloadAllButton({ id, files, label, size = 'small', api }: DownloadAllButtonProps) {
  const { t } = useTranslation(UPLOAD_NS);
  const fileApi = useMemo(() => api ?? createFileApi(), [api]);
  const [busy, setBusy] = useState(false);
  const run = () => {
    const stored = files.filter((file) => file.fileId);
    if (stored.length === 0) return notifyWarning(t('noFiles'));
    setBusy(true);
    fileApi
      .packDownload(id, stored)
      .then(
        (link) => downloadFile(link.url, link.name),
        () => undefined, // the http client has shown the server's message (未发现文件 for none it has)
      )
      .finally(() => setBusy(false));
  };
  return (
    <sl-button size={size} loading={busy} onClick={() => !busy && run()}>
      <sl-icon slot="prefix" name="file-earmark-zip" />
      {label ?? t('downloadAll')}
    </sl-button>
  );
}
