// 分级管理: organisation administrators (/api/permission/organizeAdminIsTrator, server
// src/routes/organize-admin) and the system administrator list (/api/system/SysConfig/getAdminList,
// setAdminList).
import { http } from '@atrium/shared';
import type { PageResult } from '@atrium/ui';
import { listOf, seg, type ListAnswer, type PageQuery } from '../common/lists';

const ORG_ADMIN = '/api/permission/organizeAdminIsTrator';

/** The rights of an organisation administrator on one organisation (1 yes, 0 no). */
export const RIGHTS = [
  'thisLayerSelect', 'thisLayerAdd', 'thisLayerEdit', 'thisLayerDelete',
  'subLayerSelect', 'subLayerAdd', 'subLayerEdit', 'subLayerDelete',
] as const;
export type Right = (typeof RIGHTS)[number];

export type Rights = Record<Right, number>;
export type OrganizeRights = { organizeId: string } & Rights;

/** One organisation of the rights table, with the administrator's rights on it (Selector?userId). */
export interface OrganizeRightsNode extends OrganizeRights {
  id: string;
  fullName: string;
  children?: OrganizeRightsNode[] | null;
}

/** An organisation administrator as the 分级管理 list shows them (one row per user, id = user id). */
export interface OrganizeAdmin {
  id: string;
  userId: string;
  account: string;
  realName: string;
  /** The path of the user's own (major) organisation, 公司/部门. */
  organizeName?: string | null;
  creatorTime?: number | null;
}

/** One administrator of one organisation (GET /{organizeId}). */
export type UnitAdmin = { userId: string; account?: string; realName?: string } & Rights;

/** Every right off. */
export const NO_RIGHTS: Rights = Object.fromEntries(RIGHTS.map((right) => [right, 0])) as Rights;

/** Only the rights, each 1 or 0 (the answers carry names and ids beside them). */
export const rightsOf = (source: Partial<Record<Right, number | null>>): Rights =>
  Object.fromEntries(RIGHTS.map((right) => [right, source[right] === 1 ? 1 : 0])) as Rights;

export const hasAnyRight = (rights: Rights): boolean => RIGHTS.some((right) => rights[right] === 1);

export function getOrganizeAdmins(query: PageQuery): Promise<PageResult<OrganizeAdmin>> {
  return http.get<PageResult<OrganizeAdmin>>(ORG_ADMIN, { ...query });
}

/** Every organisation, as a tree, with the user's rights on it (all 0 where they have none). */
export function getOrganizeRights(userId: string): Promise<OrganizeRightsNode[]> {
  return http
    .get<{ userId?: string; orgAdminList?: OrganizeRightsNode[] | null }>(`${ORG_ADMIN}/Selector`, { userId })
    .then((data) => data.orgAdminList ?? []);
}

/** Replaces the user's rights: the organisations with at least one right. */
export function setOrganizeRights(userId: string, rights: OrganizeRights[]): Promise<unknown> {
  return http.post(ORG_ADMIN, { userId, orgAdminModel: rights });
}

/** Removes every right of the user (they are no longer an organisation administrator). */
export function removeOrganizeAdmin(userId: string): Promise<unknown> {
  return http.delete(`${ORG_ADMIN}/${seg(userId)}`);
}

/** The administrators of one organisation with their rights on it. */
export function getUnitAdmins(organizeId: string): Promise<UnitAdmin[]> {
  return http.get<{ organizeId?: string; list?: UnitAdmin[] | null }>(`${ORG_ADMIN}/${seg(organizeId)}`).then((data) => data.list ?? []);
}

/** Replaces the administrators of one organisation (users without any right are dropped). */
export function setUnitAdmins(organizeId: string, list: UnitAdmin[]): Promise<unknown> {
  return http.put(`${ORG_ADMIN}/${seg(organizeId)}`, { list: list.map((admin) => ({ userId: admin.userId, ...rightsOf(admin) })) });
}

/** A system administrator (GET /api/system/SysConfig/getAdminList). */
export interface SystemAdmin {
  id: string;
  account: string;
  realName: string;
}

export function getAdminList(): Promise<SystemAdmin[]> {
  return http.get<ListAnswer<SystemAdmin>>('/api/system/SysConfig/getAdminList').then(listOf);
}

export function setAdminList(adminIds: string[]): Promise<unknown> {
  return http.put('/api/system/SysConfig/setAdminList', { adminIds });
}
