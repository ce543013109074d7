import type { Access } from '../../plugins/auth';

/** The bill-rule page (menu enCode of system/billRule) and its buttons guard management calls. */
export const BILL_RULE_PAGE = 'system.billRule';
export const canRead: Access = { page: BILL_RULE_PAGE };
export const canAdd: Access = { page: BILL_RULE_PAGE, button: 'btn_add' };
export const canEdit: Access = { page: BILL_RULE_PAGE, button: 'btn_edit' };
export const canRemove: Access = { page: BILL_RULE_PAGE, button: 'btn_remove' };
