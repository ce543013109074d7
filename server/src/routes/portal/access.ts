import { VISUAL_PORTAL_PAGE } from '../../db/seed/menus';
import type { Access } from '../../plugins/auth';

/**
 * 门户设计 (menu enCode of onlineDev/visualPortal) and its buttons guard the management calls:
 * the page reads, btn_add creates and copies, btn_edit saves, btn_remove deletes. Showing a
 * portal (Selector, auth) and choosing one's own (SetDefault) need only a session.
 */
export const canRead: Access = { page: VISUAL_PORTAL_PAGE };
export const canAdd: Access = { page: VISUAL_PORTAL_PAGE, button: 'btn_add' };
export const canEdit: Access = { page: VISUAL_PORTAL_PAGE, button: 'btn_edit' };
export const canRemove: Access = { page: VISUAL_PORTAL_PAGE, button: 'btn_remove' };
