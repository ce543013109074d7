import { http } from '@atrium/shared';

export type MajorType = 'Organize' | 'Position';

/** One of the user's organisations or positions (GET /Current/getUserOrganizes, getUserPositions). */
export interface MajorOption {
  id: string;
  fullName: string;
  /** The current (major) one. */
  isDefault: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JNPF answers with a bare list; a `{ list }` page is read too. Rows without an id are dropped. */
export function toMajorOptions(data: unknown): MajorOption[] {
  const rows = Array.isArray(data) ? data : isRecord(data) && Array.isArray(data.list) ? data.list : [];
  return rows.flatMap((row: unknown) => {
    if (!isRecord(row) || typeof row.id !== 'string' || row.id === '') return [];
    const name = typeof row.fullName === 'string' ? row.fullName : typeof row.name === 'string' ? row.name : row.id;
    return [{ id: row.id, fullName: name, isDefault: row.isDefault === true || row.isDefault === 1 }];
  });
}

const paths: Record<MajorType, string> = {
  Organize: '/api/permission/Users/Current/getUserOrganizes',
  Position: '/api/permission/Users/Current/getUserPositions',
};

/** Silent: the switch is an extra of the user menu; without it the menu simply has no such group. */
export function getMajorOptions(type: MajorType): Promise<MajorOption[]> {
  return http.get<unknown>(paths[type], undefined, { silent: true }).then(toMajorOptions);
}

/** PUT /api/permission/Users/Current/major (spec section 7: majorId, majorType). */
export function switchMajor(majorId: string, majorType: MajorType): Promise<unknown> {
  return http.put('/api/permission/Users/Current/major', { majorId, majorType });
}
