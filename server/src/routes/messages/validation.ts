import { hasHiddenCharacters, isBlank, textLength } from '@atrium/rules';
import { badRequest } from '../../plugins/errors';
import { parseSelection } from '../users/selector-repository';
import type { NoticeInput } from './repository';

export const NOTICE_TITLE_MAX = 100;
/** A notice body is HTML from a rich-text editor; 256 KB is far above any real notice. */
export const NOTICE_BODY_MAX = 256 * 1024;

export interface NoticeBody {
  title: string;
  bodyText?: string | null;
  files?: string | unknown[] | null;
  toUserIds?: string[] | null;
  category?: string | null;
  expirationTime?: number | null;
}

/** The fixed notice categories (the spec names no dictionary): 通知, 公告, 新闻, 其他. */
export const NOTICE_CATEGORIES = ['1', '2', '3', '4'] as const;
export const DEFAULT_NOTICE_CATEGORY = '1';
/** Recipients may be users and organisations, positions, roles or groups standing for their users. */
const RECIPIENT_TYPES = new Set(['user', 'company', 'department', 'position', 'role', 'group']);

/**
 * The server keeps the body exactly as given (it is sanitised where it is shown, never served
 * as a page); it only bounds its size and checks the title like every other name. A category
 * must be one of the fixed set (通知 when none is given); an expiry must lie ahead of `now`;
 * recipients are user ids or `id--type` items of the user picker.
 */
export function cleanNotice(body: NoticeBody, now: number): NoticeInput {
  const title = body.title.trim();
  if (title === '') throw badRequest('noticeTitleRequired', { field: 'title' });
  if (isBlank(title) || hasHiddenCharacters(title)) throw badRequest('noticeTitleBlank', { field: 'title' });
  if (textLength(title) > NOTICE_TITLE_MAX) throw badRequest('noticeTitleTooLong', { field: 'title', max: NOTICE_TITLE_MAX });
  const bodyText = body.bodyText ?? '';
  if (bodyText.length > NOTICE_BODY_MAX) throw badRequest('noticeBodyTooLong', { field: 'bodyText' });
  const files = typeof body.files === 'string' ? body.files : JSON.stringify(body.files ?? []);
  if (!isJsonArray(files)) throw badRequest('malformedRequest', { detail: 'files', field: 'files' });
  const toUserIds = body.toUserIds && body.toUserIds.length > 0 ? [...new Set(body.toUserIds)] : null;
  if (toUserIds?.some((value) => value.trim() === '' || !RECIPIENT_TYPES.has(parseSelection(value).type) || (value.includes('--') && parseSelection(value).type === 'user'))) {
    throw badRequest('noticeRecipientInvalid', { field: 'toUserIds' });
  }
  const category = body.category ?? DEFAULT_NOTICE_CATEGORY;
  if (!(NOTICE_CATEGORIES as readonly string[]).includes(category)) throw badRequest('noticeCategoryInvalid', { field: 'category' });
  const expirationTime = body.expirationTime ?? null;
  if (expirationTime !== null && expirationTime <= now) throw badRequest('noticeExpiryPast', { field: 'expirationTime' });
  return { title, bodyText, files, toUserIds, category, expirationTime };
}

function isJsonArray(text: string): boolean {
  try {
    return Array.isArray(JSON.parse(text));
  } catch {
    return false;
  }
}
