// Calls of spec section 7 "Organisation" (departments) used by the department page.
import { http } from '@atrium/shared';
import { listOf, seg, type ListAnswer } from '../common/lists';
import type { OrganizeNode } from '../common/options';
import type { UnitForm } from '../common/UnitDialog';
import type { UnitRow } from '../common/UnitList';

const BASE = '/api/permission/Organize';

export interface Department extends UnitRow {
  parentId: string;
  organizeId?: string;
  children?: Department[];
}

export interface DepartmentInfo extends UnitForm {
  id: string;
  organizeId?: string;
}

/** The departments of a company, as a tree. */
export function getDepartments(companyId: string, keyword: string): Promise<Department[]> {
  return http.get<ListAnswer<Department>>(`${BASE}/${seg(companyId)}/Department`, { keyword }).then(listOf);
}

/** Parent choices: companies and departments, minus the edited department's subtree ('0' for a new one). */
export function getDepartmentParents(id: string | null): Promise<OrganizeNode[]> {
  return http.get<ListAnswer<OrganizeNode>>(`${BASE}/Department/Selector/${seg(id ?? '0')}`).then(listOf);
}

export function getDepartment(id: string): Promise<DepartmentInfo> {
  return http.get<DepartmentInfo>(`${BASE}/Department/${seg(id)}`);
}

export function createDepartment(form: UnitForm): Promise<{ id: string }> {
  return http.post<{ id: string }>(`${BASE}/Department`, form);
}

export function updateDepartment(id: string, form: UnitForm): Promise<unknown> {
  return http.put(`${BASE}/Department/${seg(id)}`, { ...form, id });
}

export function deleteDepartment(id: string): Promise<unknown> {
  return http.delete(`${BASE}/Department/${seg(id)}`);
}

export function toggleDepartment(id: string): Promise<{ enabledMark: number }> {
  return http.put<{ enabledMark: number }>(`${BASE}/Department/${seg(id)}/Actions/State`);
}
