// Choices several pages share: the organisation tree and the users (managers, members,
// administrators). Pickers from @atrium/ui can replace the selects built on these later.
import { http } from '@atrium/shared';
import { listOf, type ListAnswer } from './lists';

/** A node of the organisation tree (spec section 3: department/organisation node). */
export interface OrganizeNode {
  id: string;
  parentId?: string;
  fullName: string;
  /** 'company' or 'department'. */
  type?: string;
  enabledMark?: number;
  disabled?: boolean;
  hasChildren?: boolean;
  children?: OrganizeNode[] | null;
}

/** A user as the selects show it (spec section 3: user option). */
export interface UserOption {
  id: string;
  account: string;
  realName: string;
  fullName?: string;
}

/** Companies and their departments, for the left trees and the organisation selects. */
export function getOrganizeTree(): Promise<OrganizeNode[]> {
  return http.get<ListAnswer<OrganizeNode>>('/api/permission/Organize/Department/Selector/0').then(listOf);
}

/** Companies only (the department page's left tree). */
export function getCompanyTree(): Promise<OrganizeNode[]> {
  return http.get<ListAnswer<OrganizeNode>>('/api/permission/Organize/Selector/0').then(listOf);
}

export function getUserOptions(): Promise<UserOption[]> {
  return http.get<ListAnswer<UserOption>>('/api/permission/Users/All').then(listOf);
}

/** "张三/zhangsan", as JNPF labels users. */
export const userLabel = (user: UserOption): string => `${user.realName || user.fullName || ''}/${user.account}`;
