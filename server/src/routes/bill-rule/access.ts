import { isAllowed } from '../../auth/permissions';
import type { Session } from '../../auth/sessions';
import type { Db } from '../../db/connection';
import type { Access } from '../../plugins/auth';

/** The bill-rule page (menu enCode of system/billRule) and its buttons guard management calls. */
export const BILL_RULE_PAGE = 'system.billRule';
export const canRead: Access = { page: BILL_RULE_PAGE };
export const canAdd: Access = { page: BILL_RULE_PAGE, button: 'btn_add' };
export const canEdit: Access = { page: BILL_RULE_PAGE, button: 'btn_edit' };
export const canRemove: Access = { page: BILL_RULE_PAGE, button: 'btn_remove' };

/**
 * Whether this user may draw numbers from the rule `code`: issuing one advances the rule's
 * counter for everybody, so a plain GET of a signed-in user is not enough. Today the right is
 * bill-rule management (administrators, and whoever may edit bill rules); the code is unused
 * until the online-development forms exist. Then a user who may fill in a form with a field
 * bound to this rule is granted here as well (spec: "a form with that rule"), and this is the
 * one place to add it.
 */
export function mayIssueBillNumber(db: Db, session: Session, code: string): boolean {
  void code;
  return isAllowed(db, session, BILL_RULE_PAGE, 'btn_edit');
}

/** Numbers per user: a burst for a form with several numbered fields, then a steady trickle. */
export interface BillNumberRate {
  perSecond: number;
  burst: number;
}
export const BILL_NUMBER_RATE: BillNumberRate = { perSecond: 1, burst: 30 };
