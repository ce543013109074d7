// Calls of spec section 7 "Position, role, group" (roles) used by the role page.
import { http } from '@atrium/shared';
import type { PageResult } from '@atrium/ui';
import { idsOf, listOf, seg, type ListAnswer, type PageQuery } from '../common/lists';
import type { Member } from '../common/MembersDrawer';

const BASE = '/api/permission/Role';

export interface Role {
  id: string;
  fullName: string;
  enCode: string;
  /** 1 a global role, 0 an organisation role. */
  globalMark: number;
  /** The organisations of an organisation role, by name. */
  organizeInfo?: string;
  sortCode: number;
  enabledMark: number;
  creatorTime?: number | string | null;
  description?: string;
}

export interface RoleForm {
  fullName: string;
  enCode: string;
  globalMark: number;
  organizeIds: string[];
  sortCode: number;
  enabledMark: number;
  description: string;
}

export interface RoleQuery extends PageQuery {
  globalMark: number;
}

export function getRoles(query: RoleQuery): Promise<PageResult<Role>> {
  return http.get<PageResult<Role>>(BASE, { ...query });
}

export async function getRole(id: string): Promise<RoleForm & { id: string }> {
  const role = await http.get<Omit<RoleForm, 'organizeIds'> & { id: string; organizeIds?: string[] | string }>(`${BASE}/${seg(id)}`);
  return { ...role, organizeIds: idsOf(role.organizeIds) };
}

export function createRole(form: RoleForm): Promise<{ id: string }> {
  return http.post<{ id: string }>(BASE, form);
}

export function updateRole(id: string, form: RoleForm): Promise<unknown> {
  return http.put(`${BASE}/${seg(id)}`, { ...form, id });
}

export function deleteRole(id: string): Promise<unknown> {
  return http.delete(`${BASE}/${seg(id)}`);
}

export function toggleRole(id: string): Promise<{ enabledMark: number }> {
  return http.put<{ enabledMark: number }>(`${BASE}/${seg(id)}/Actions/State`);
}

/** GET /api/permission/Users/getUsersByRoleId: the users holding a role. */
export function getRoleUsers(roleId: string, keyword: string): Promise<Member[]> {
  return http.get<ListAnswer<Member>>('/api/permission/Users/getUsersByRoleId', { roleId, keyword }).then(listOf);
}
