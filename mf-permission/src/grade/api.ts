// 分级管理: organisation administrators (/api/permission/organizeAdminIsTrator, spec section 7
// "Organisation") and the system administrator list (/api/system/SysConfig/getAdminList, setAdminList).
import { http } from '@atrium/shared';
import { listOf, seg, type ListAnswer } from '../common/lists';
import type { UserOption } from '../common/options';

const ORG_ADMIN = '/api/permission/organizeAdminIsTrator';

/** The rights of an organisation administrator on one organisation (1 yes, 0 no). */
export const RIGHTS = [
  'thisLayerSelect', 'thisLayerAdd', 'thisLayerEdit', 'thisLayerDelete',
  'subLayerSelect', 'subLayerAdd', 'subLayerEdit', 'subLayerDelete',
] as const;
export type Right = (typeof RIGHTS)[number];

export type OrganizeRights = { organizeId: string } & Record<Right, number>;

/** One organisation of the rights table, with the administrator's rights on it. */
export interface OrganizeRightsNode extends OrganizeRights {
  fullName: string;
  children?: OrganizeRightsNode[] | null;
}

/** An organisation administrator as the list shows them. */
export interface OrganizeAdmin {
  id: string;
  account: string;
  realName: string;
  /** The organisations they administer, by name. */
  organizeNames?: string | null;
}

export function getOrganizeAdmins(keyword: string): Promise<OrganizeAdmin[]> {
  return http.get<ListAnswer<OrganizeAdmin>>(ORG_ADMIN, { keyword }).then(listOf);
}

/** Every organisation with the user's rights on it (all 0 where they have none). */
export function getOrganizeRights(userId: string): Promise<OrganizeRightsNode[]> {
  return http.get<ListAnswer<OrganizeRightsNode>>(`${ORG_ADMIN}/${seg(userId)}`).then(listOf);
}

/** Replaces the user's rights: the organisations with at least one right; none removes the administrator. */
export function setOrganizeRights(userId: string, rights: OrganizeRights[]): Promise<unknown> {
  return http.put(`${ORG_ADMIN}/${seg(userId)}`, { userId, orgAdminModel: rights });
}

export function getAdminList(): Promise<UserOption[]> {
  return http.get<ListAnswer<UserOption>>('/api/system/SysConfig/getAdminList').then(listOf);
}

export function setAdminList(adminIds: string[]): Promise<unknown> {
  return http.put('/api/system/SysConfig/setAdminList', { adminIds });
}
