import { isAllowed } from '../../auth/permissions';
import type { Session } from '../../auth/sessions';
import type { Db } from '../../db/connection';
import type { Access } from '../../plugins/auth';

/** 表格示例 (menu enCode of extend/tableDemo) and its buttons guard every call of the API. */
export const TABLE_EXAMPLE_PAGE = 'extend.tableDemo';
export const canRead: Access = { page: TABLE_EXAMPLE_PAGE };
export const canAdd: Access = { page: TABLE_EXAMPLE_PAGE, button: 'btn_add' };
export const canEdit: Access = { page: TABLE_EXAMPLE_PAGE, button: 'btn_edit' };
export const canRemove: Access = { page: TABLE_EXAMPLE_PAGE, button: 'btn_remove' };

/**
 * Anyone who may open the page may comment, so comments are not edits of the row; but taking
 * someone else's comment away is moderation, left to those who may edit rows (and administrators).
 */
export function mayDeletePostil(db: Db, session: Session, authorId: string | null): boolean {
  return authorId === session.userId || isAllowed(db, session, TABLE_EXAMPLE_PAGE, 'btn_edit');
}
