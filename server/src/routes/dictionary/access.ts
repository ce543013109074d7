import { DICTIONARY_PAGE } from '../../db/seed/menus';
import type { Access } from '../../plugins/auth';

/** The dictionary page and its buttons guard every management call (spec section 6 default codes). */
export const canRead: Access = { page: DICTIONARY_PAGE };
export const canAdd: Access = { page: DICTIONARY_PAGE, button: 'btn_add' };
export const canEdit: Access = { page: DICTIONARY_PAGE, button: 'btn_edit' };
export const canRemove: Access = { page: DICTIONARY_PAGE, button: 'btn_remove' };
export const canExport: Access = { page: DICTIONARY_PAGE, button: 'btn_export' };
export const canImport: Access = { page: DICTIONARY_PAGE, button: 'btn_import' };
