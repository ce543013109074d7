import type { Access } from '../../plugins/auth';

/** The system-menu page (menu enCode of system/menu) guards menus and every menu resource alike. */
export const MENU_PAGE = 'system.menu';
export const canRead: Access = { page: MENU_PAGE };
export const canAdd: Access = { page: MENU_PAGE, button: 'btn_add' };
export const canEdit: Access = { page: MENU_PAGE, button: 'btn_edit' };
export const canRemove: Access = { page: MENU_PAGE, button: 'btn_remove' };
