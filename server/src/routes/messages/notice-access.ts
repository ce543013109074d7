import { isAllowed } from '../../auth/permissions';
import type { Session } from '../../auth/sessions';
import type { Db } from '../../db/connection';
import { NOTICE_PAGE } from '../../db/seed/menus';

/**
 * Who may read which notice (issue 20): a notice's managers — the holders of the notice page's
 * edit button, which also releases — read every notice, drafts included. Everyone else reads
 * the released notices addressed to them (or to everyone) and the drafts they wrote themselves,
 * so an author with only the add button still finds the draft they just saved.
 */
export const NOTICE_MANAGE_BUTTON = 'btn_edit';

export interface NoticeViewer {
  userId: string;
  manager: boolean;
}

export function noticeViewerOf(db: Db, session: Pick<Session, 'userId' | 'isAdministrator'>): NoticeViewer {
  return { userId: session.userId, manager: isAllowed(db, session, NOTICE_PAGE, NOTICE_MANAGE_BUTTON) };
}
