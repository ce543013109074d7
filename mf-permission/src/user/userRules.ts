// The user form's rules (spec section 5): account letters and digits, mobile and email patterns,
// names without hidden characters; the server checks the same patterns again.
import { requiredRule } from '@atrium/shared';
import type { FormRules } from '@atrium/ui';
import { accountRules, descriptionRules, emailRules, message, mobileRules, realNameRules, sortRules } from '../common/rules';

/** Form values as the inputs hold them (sort is text until saved). */
export interface UserValues {
  account: string;
  realName: string;
  organizeIds: string[];
  organizeId: string;
  positionIds: string[];
  positionId: string;
  roleIds: string[];
  managerId: string;
  gender: string;
  mobilePhone: string;
  email: string;
  headIcon: string;
  sortCode: string;
  enabledMark: number;
  description: string;
}

export const userRules: FormRules<UserValues> = {
  account: accountRules,
  realName: realNameRules,
  organizeIds: [requiredRule(message('organizeRequired'))],
  organizeId: [requiredRule(message('majorOrganizeRequired'))],
  mobilePhone: mobileRules,
  email: emailRules,
  sortCode: sortRules,
  description: descriptionRules,
};

/** Choices grouped under their organisation: only the leaves (positions, roles) can be chosen. */
export function leavesOnly<T extends { children?: T[] | null }>(nodes: readonly T[]): (T & { disabled?: boolean })[] {
  return nodes.map((node) => (node.children?.length ? { ...node, disabled: true, children: leavesOnly(node.children) } : node));
}
