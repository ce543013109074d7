import type { Access } from '../../plugins/auth';

/** The area page (menu enCode of system/area) and its buttons guard management calls. */
export const AREA_PAGE = 'system.area';
export const canRead: Access = { page: AREA_PAGE };
export const canAdd: Access = { page: AREA_PAGE, button: 'btn_add' };
export const canEdit: Access = { page: AREA_PAGE, button: 'btn_edit' };
export const canRemove: Access = { page: AREA_PAGE, button: 'btn_remove' };
