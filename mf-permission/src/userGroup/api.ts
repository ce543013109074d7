// Calls of spec section 7 "Position, role, group" (groups) used by the group page; members go
// through JNPF's user relations (/api/permission/UserRelation/{objectId}, objectType Group).
import { http } from '@atrium/shared';
import type { PageResult } from '@atrium/ui';
import { idsOf, seg, type PageQuery } from '../common/lists';

const BASE = '/api/permission/Group';
const RELATION = '/api/permission/UserRelation';

export interface Group {
  id: string;
  fullName: string;
  enCode: string;
  sortCode: number;
  enabledMark: number;
  creatorTime?: number | string | null;
  description?: string;
}

export interface GroupForm {
  fullName: string;
  enCode: string;
  sortCode: number;
  enabledMark: number;
  description: string;
}

export function getGroups(query: PageQuery): Promise<PageResult<Group>> {
  return http.get<PageResult<Group>>(BASE, { ...query });
}

export function getGroup(id: string): Promise<GroupForm & { id: string }> {
  return http.get<GroupForm & { id: string }>(`${BASE}/${seg(id)}`);
}

export function createGroup(form: GroupForm): Promise<{ id: string }> {
  return http.post<{ id: string }>(BASE, form);
}

export function updateGroup(id: string, form: GroupForm): Promise<unknown> {
  return http.put(`${BASE}/${seg(id)}`, { ...form, id });
}

export function deleteGroup(id: string): Promise<unknown> {
  return http.delete(`${BASE}/${seg(id)}`);
}

/** The ids of a group's members. */
export function getGroupMembers(groupId: string): Promise<string[]> {
  return http
    .get<string[] | { ids?: string[] | string; list?: { id: string }[] }>(`${RELATION}/${seg(groupId)}`, { objectType: 'Group' })
    .then((data) => (Array.isArray(data) ? data : data.list ? data.list.map((user) => user.id) : idsOf(data.ids)));
}

/** Replaces a group's members in one call. */
export function setGroupMembers(groupId: string, userIds: string[]): Promise<unknown> {
  return http.post(`${RELATION}/${seg(groupId)}`, { objectType: 'Group', userIds });
}
