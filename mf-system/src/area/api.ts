// Calls of spec section 7 "Area" used by the areas page, one function per endpoint.
import { http } from '@atrium/shared';

/** The parent id of provinces. */
export const AREA_ROOT = '-1';
/** Province, city, district, street: the server refuses a fifth level. */
export const AREA_MAX_LEVEL = 4;

export interface Area {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  /** Level: 1 province, 2 city, 3 district, 4 street. */
  type: number;
  isLeaf: boolean;
  hasChildren: boolean;
  enabledMark: number;
  sortCode: number;
  description?: string;
}

export interface AreaForm {
  parentId: string;
  fullName: string;
  enCode: string;
  sortCode: number;
  enabledMark: number;
  description: string;
}

const BASE = '/api/system/Area';
const seg = encodeURIComponent;

export function getAreas(parentId: string): Promise<Area[]> {
  return http.get<{ list: Area[] }>(`${BASE}/${seg(parentId)}`).then((data) => data.list);
}

/**
 * The areas page's keyword search (issue 17 item 6): the reference server answers the matches at
 * any level with every area above them (deep=1); a JNPF backend answers the matching provinces.
 */
export function searchAreas(keyword: string): Promise<Area[]> {
  return http.get<{ list: Area[] }>(`${BASE}/${seg(AREA_ROOT)}`, { keyword, deep: '1' }).then((data) => data.list);
}

export function getArea(id: string): Promise<Area> {
  return http.get<Area>(`${BASE}/${seg(id)}/Info`);
}

export function createArea(form: AreaForm): Promise<{ id: string }> {
  return http.post<{ id: string }>(BASE, form);
}

export function updateArea(id: string, form: AreaForm): Promise<unknown> {
  return http.put(`${BASE}/${seg(id)}`, { ...form, id });
}

export function deleteArea(id: string): Promise<unknown> {
  return http.delete(`${BASE}/${seg(id)}`);
}

export function toggleArea(id: string): Promise<{ enabledMark: number }> {
  return http.put<{ enabledMark: number }>(`${BASE}/${seg(id)}/Actions/State`);
}
