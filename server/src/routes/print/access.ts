import { isAllowed } from '../../auth/permissions';
import type { Session } from '../../auth/sessions';
import type { Db } from '../../db/connection';
import { PRINT_DEV_PAGE } from '../../db/seed/menus';
import type { Access } from '../../plugins/auth';

/** The print-template page (menu enCode of system/printDev) and its buttons guard the management calls. */
export const canRead: Access = { page: PRINT_DEV_PAGE };
export const canAdd: Access = { page: PRINT_DEV_PAGE, button: 'btn_add' };
export const canEdit: Access = { page: PRINT_DEV_PAGE, button: 'btn_edit' };
export const canRemove: Access = { page: PRINT_DEV_PAGE, button: 'btn_remove' };
export const canExport: Access = { page: PRINT_DEV_PAGE, button: 'btn_export' };
export const canImport: Access = { page: PRINT_DEV_PAGE, button: 'btn_import' };

/** Fields (the data a layout may use) are for whoever designs templates: the add or the edit button. */
export function mayDesign(db: Db, session: Session): boolean {
  return isAllowed(db, session, PRINT_DEV_PAGE, 'btn_add') || isAllowed(db, session, PRINT_DEV_PAGE, 'btn_edit');
}

/** Whether the caller holds the page at all (designers previewing a disabled template, the log list). */
export function holdsPage(db: Db, session: Session): boolean {
  return isAllowed(db, session, PRINT_DEV_PAGE);
}
