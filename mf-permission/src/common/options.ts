// Choices several pages share: the organisation trees of the left panels and organisation selects.
// Users are chosen with @atrium/ui's user picker (UserSelect), see users.ts.
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

/** Companies and their departments, for the left trees and the organisation selects. */
export function getOrganizeTree(): Promise<OrganizeNode[]> {
  return http.get<ListAnswer<OrganizeNode>>('/api/permission/Organize/Department/Selector/0').then(listOf);
}

/** Companies only (the department page's left tree). */
export function getCompanyTree(): Promise<OrganizeNode[]> {
  return http.get<ListAnswer<OrganizeNode>>('/api/permission/Organize/Selector/0').then(listOf);
}
