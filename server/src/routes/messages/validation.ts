import { hasHiddenCharacters, isBlank, textLength } from '@atrium/rules';
import { badRequest } from '../../plugins/errors';
import type { NoticeInput } from './repository';

export const NOTICE_TITLE_MAX = 100;
/** A notice body is HTML from a rich-text editor; 256 KB is far above any real notice. */
export const NOTICE_BODY_MAX = 256 * 1024;

export interface NoticeBody {
  title: string;
  bodyText?: string | null;
  files?: string | unknown[] | null;
  toUserIds?: string[] | null;
}

/**
 * The server keeps the body exactly as given (it is sanitised where it is shown, never served
 * as a page); it only bounds its size and checks the title like every other name.
 */
export function cleanNotice(body: NoticeBody): NoticeInput {
  const title = body.title.trim();
  if (title === '') throw badRequest('noticeTitleRequired', { field: 'title' });
  if (isBlank(title) || hasHiddenCharacters(title)) throw badRequest('noticeTitleBlank', { field: 'title' });
  if (textLength(title) > NOTICE_TITLE_MAX) throw badRequest('noticeTitleTooLong', { field: 'title', max: NOTICE_TITLE_MAX });
  const bodyText = body.bodyText ?? '';
  if (bodyText.length > NOTICE_BODY_MAX) throw badRequest('noticeBodyTooLong', { field: 'bodyText' });
  const files = typeof body.files === 'string' ? body.files : JSON.stringify(body.files ?? []);
  if (!isJsonArray(files)) throw badRequest('malformedRequest', { detail: 'files', field: 'files' });
  const toUserIds = body.toUserIds && body.toUserIds.length > 0 ? [...new Set(body.toUserIds)] : null;
  return { title, bodyText, files, toUserIds };
}

function isJsonArray(text: string): boolean {
  try {
    return Array.isArray(JSON.parse(text));
  } catch {
    return false;
  }
}
