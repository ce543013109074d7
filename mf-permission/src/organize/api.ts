// Calls of spec section 7 "Organisation" used by the organisation page, one function per endpoint.
import { http } from '@atrium/shared';
import { listOf, seg, type ListAnswer } from '../common/lists';
import type { OrganizeNode } from '../common/options';

const BASE = '/api/permission/Organize';

/** A row of the organisation tree table. */
export interface Organize {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  /** 'company' or 'department'. */
  type?: string;
  managerName?: string;
  sortCode: number;
  enabledMark: number;
  creatorTime?: number | string | null;
  description?: string;
  children?: Organize[];
}

export interface OrganizeForm {
  /** '-1' for a top-level organisation. */
  parentId: string;
  fullName: string;
  enCode: string;
  managerId: string;
  sortCode: number;
  enabledMark: number;
  description: string;
}

export interface OrganizeInfo extends OrganizeForm {
  id: string;
}

export function getOrganizes(keyword: string): Promise<Organize[]> {
  return http.get<ListAnswer<Organize>>(BASE, { keyword }).then(listOf);
}

/** Parent choices: every organisation but the edited one's subtree ('0' for a new one). */
export function getOrganizeParents(id: string | null): Promise<OrganizeNode[]> {
  return http.get<ListAnswer<OrganizeNode>>(`${BASE}/Selector/${seg(id ?? '0')}`).then(listOf);
}

export function getOrganize(id: string): Promise<OrganizeInfo> {
  return http.get<OrganizeInfo>(`${BASE}/${seg(id)}`);
}

export function createOrganize(form: OrganizeForm): Promise<{ id: string }> {
  return http.post<{ id: string }>(BASE, form);
}

export function updateOrganize(id: string, form: OrganizeForm): Promise<unknown> {
  return http.put(`${BASE}/${seg(id)}`, { ...form, id });
}

export function deleteOrganize(id: string): Promise<unknown> {
  return http.delete(`${BASE}/${seg(id)}`);
}

export function toggleOrganize(id: string): Promise<{ enabledMark: number }> {
  return http.put<{ enabledMark: number }>(`${BASE}/${seg(id)}/Actions/State`);
}
