// Calls of spec section 7 "Position, role, group" (positions) used by the position page.
import { http } from '@atrium/shared';
import type { PageResult } from '@atrium/ui';
import { listOf, seg, type ListAnswer, type PageQuery } from '../common/lists';
import type { Member } from '../common/MembersDrawer';

const BASE = '/api/permission/Position';

export interface Position {
  id: string;
  fullName: string;
  enCode: string;
  organizeId: string;
  /** The organisation or department's name. */
  department?: string;
  sortCode: number;
  enabledMark: number;
  creatorTime?: number | string | null;
  description?: string;
}

export interface PositionForm {
  organizeId: string;
  fullName: string;
  enCode: string;
  sortCode: number;
  enabledMark: number;
  description: string;
}

export interface PositionQuery extends PageQuery {
  /** The organisation or department chosen on the left ('' for all). */
  organizeId: string;
}

export function getPositions(query: PositionQuery): Promise<PageResult<Position>> {
  return http.get<PageResult<Position>>(BASE, { ...query });
}

export function getPosition(id: string): Promise<PositionForm & { id: string }> {
  return http.get<PositionForm & { id: string }>(`${BASE}/${seg(id)}`);
}

export function createPosition(form: PositionForm): Promise<{ id: string }> {
  return http.post<{ id: string }>(BASE, form);
}

export function updatePosition(id: string, form: PositionForm): Promise<unknown> {
  return http.put(`${BASE}/${seg(id)}`, { ...form, id });
}

export function deletePosition(id: string): Promise<unknown> {
  return http.delete(`${BASE}/${seg(id)}`);
}

export function togglePosition(id: string): Promise<{ enabledMark: number }> {
  return http.put<{ enabledMark: number }>(`${BASE}/${seg(id)}/Actions/State`);
}

/** GET /api/permission/Users/GetUsersByPositionId: the users holding a position. */
export function getPositionUsers(positionId: string, keyword: string): Promise<Member[]> {
  return http.get<ListAnswer<Member>>('/api/permission/Users/GetUsersByPositionId', { positionId, keyword }).then(listOf);
}
