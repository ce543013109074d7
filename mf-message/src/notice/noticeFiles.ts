import type { FileValue } from '@atrium/ui';
import { parseAttachments } from '../messages/attachments';
import type { NoticeFile } from './api';

/** The uploader's value for a notice's stored attachments (links are asked for when a file is opened). */
export function noticeFileValues(files: string | undefined): FileValue[] {
  return parseAttachments(files).flatMap((file) => (file.fileId ? [{ fileId: file.fileId, name: file.name, url: '' }] : []));
}

/** What the form sends: ids and names; the server takes names and sizes from the store. */
export const noticeFilesOf = (value: readonly FileValue[]): NoticeFile[] =>
  value.map(({ fileId, name, fileSize, fileExtension }) => ({ fileId, name, fileSize, fileExtension }));
