import type { Db } from '../../db/connection';
import type { FileAccess } from '../../files/access';
import { findFile } from '../../files/repository';
import { badRequest } from '../../plugins/errors';
import { isNoticeFileRecipient } from './notice-access-repository';

/** A notice carries a handful of attachments; more belong in a shared folder. */
export const NOTICE_FILES_MAX = 10;

/** One attachment as a notice stores it: the stored file's id with its name and size as the store has them. */
export interface NoticeFile {
  fileId: string;
  name: string;
  fileSize: number;
  fileExtension: string;
}

/** The file ids of a notice's stored attachment list; anything unreadable counts as none (older notices kept free JSON). */
export function noticeFileIds(files: string): Set<string> {
  try {
    const parsed: unknown = JSON.parse(files);
    if (!Array.isArray(parsed)) return new Set();
    return new Set(parsed.flatMap((entry: unknown) => (isEntry(entry) ? [entry.fileId] : [])));
  } catch {
    return new Set();
  }
}

function isEntry(value: unknown): value is { fileId: string; name?: unknown } {
  return typeof value === 'object' && value !== null && 'fileId' in value && typeof value.fileId === 'string' && value.fileId !== '';
}

/**
 * The attachment list a notice stores, from what the form sent (the uploader's
 * {fileId, name, fileSize, url} entries). Each file must exist and be readable by the user
 * writing the notice — or already be on this notice (`kept`), so a manager editing someone
 * else's draft keeps its attachments. Names and sizes come from the store, never from the
 * client. Runs inside the notice's write transaction.
 */
export function checkNoticeFiles(db: Db, access: FileAccess, filesJson: string, userId: string, kept: ReadonlySet<string> = new Set()): string {
  const entries = JSON.parse(filesJson) as unknown[];
  if (entries.length > NOTICE_FILES_MAX) throw badRequest('noticeFilesTooMany', { field: 'files', max: NOTICE_FILES_MAX });
  const seen = new Set<string>();
  const files: NoticeFile[] = [];
  for (const entry of entries) {
    if (!isEntry(entry)) throw badRequest('noticeFileInvalid', { field: 'files' });
    if (seen.has(entry.fileId)) continue;
    seen.add(entry.fileId);
    const stored = kept.has(entry.fileId) ? findFile(db, entry.fileId) : access.readable(entry.fileId, userId);
    const label = typeof entry.name === 'string' && entry.name !== '' ? entry.name : entry.fileId;
    if (!stored) throw badRequest('noticeFileUnavailable', { field: 'files', name: label });
    files.push({ fileId: stored.id, name: stored.name, fileSize: stored.size, fileExtension: stored.extension });
  }
  return JSON.stringify(files);
}

/** The file-read rule of notices: a recipient of a released notice listing the file may read it. */
export const noticeRecipientReads = (db: Db, file: { id: string }, userId: string): boolean => isNoticeFileRecipient(db, file.id, userId);
