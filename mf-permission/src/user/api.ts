// Calls of spec section 7 "Users" used by the user page, one function per endpoint.
import { http, sealPassword } from '@atrium/shared';
import type { PageResult } from '@atrium/ui';
import { idsOf, listOf, seg, type ListAnswer, type PageQuery } from '../common/lists';

const BASE = '/api/permission/Users';

/** enabledMark of a user: 1 enabled, 0 disabled, 2 locked after too many failed sign-ins (JNPF). */
export const USER_LOCKED = 2;

/** Genders as the server and the profile page store them: 0 保密, 1 男, 2 女. */
export const GENDER_SECRET = 0;
export const GENDER_MALE = 1;
export const GENDER_FEMALE = 2;

export interface User {
  id: string;
  account: string;
  realName: string;
  headIcon?: string;
  gender?: number | string | null;
  mobilePhone?: string | null;
  email?: string | null;
  /** The user's organisations, by name. */
  organize?: string | null;
  position?: string | null;
  roleName?: string | null;
  sortCode: number;
  enabledMark: number;
  /** Set by servers that keep the lock apart from enabledMark. */
  lockMark?: number | null;
  creatorTime?: number | string | null;
  description?: string | null;
}

export interface UserForm {
  account: string;
  realName: string;
  /** Every organisation of the user, the major one included. */
  organizeIds: string[];
  /** The major (current) organisation. */
  organizeId: string;
  positionIds: string[];
  /** The major position ('' for none). */
  positionId: string;
  roleIds: string[];
  managerId: string;
  /** 0 保密, 1 男, 2 女. */
  gender: number;
  mobilePhone: string;
  email: string;
  headIcon: string;
  sortCode: number;
  enabledMark: number;
  description: string;
}

export interface UserQuery extends PageQuery {
  /** The organisation or department chosen on the left ('' for all). */
  organizeId: string;
}

/** A position or role the dialog offers for the chosen organisations. */
export interface Choice {
  id: string;
  fullName: string;
  children?: Choice[] | null;
}

export const isLocked = (user: Pick<User, 'enabledMark' | 'lockMark'>): boolean => user.enabledMark === USER_LOCKED || user.lockMark === 1;

export function getUsers(query: UserQuery): Promise<PageResult<User>> {
  return http.get<PageResult<User>>(BASE, { ...query });
}

type UserInfo = Omit<UserForm, 'organizeIds' | 'positionIds' | 'roleIds' | 'positionId'> & {
  id: string;
  /** The server answers JNPF's shape: comma-joined ids plus the major ones. */
  organizeId?: string | null;
  majorOrganizeId?: string | null;
  positionId?: string | null;
  majorPositionId?: string | null;
  roleId?: string | null;
};

export async function getUser(id: string): Promise<UserForm & { id: string }> {
  const user = await http.get<UserInfo>(`${BASE}/${seg(id)}`);
  const organizeIds = idsOf(user.organizeId);
  const positionIds = idsOf(user.positionId);
  return {
    ...user,
    organizeIds,
    organizeId: user.majorOrganizeId || organizeIds[0] || '',
    positionIds,
    positionId: user.majorPositionId || '',
    roleIds: idsOf(user.roleId),
    managerId: user.managerId ?? '',
  };
}

/** The body JNPF's server takes: id lists with the major organisation and position first. */
function toBody(form: UserForm): Record<string, unknown> {
  const { organizeIds, organizeId, positionIds, positionId, roleIds, ...rest } = form;
  const majorFirst = (ids: string[], major: string) => (major && ids.includes(major) ? [major, ...ids.filter((id) => id !== major)] : ids);
  return { ...rest, organizeId: majorFirst(organizeIds, organizeId), positionId: majorFirst(positionIds, positionId), roleId: roleIds };
}

/** Creates a user; a server that draws the initial password returns it once. */
export function createUser(form: UserForm): Promise<{ id: string; password?: string | null }> {
  return http.post<{ id: string; password?: string | null }>(BASE, toBody(form));
}

export function updateUser(id: string, form: UserForm): Promise<unknown> {
  return http.put(`${BASE}/${seg(id)}`, { ...toBody(form), id });
}

export function deleteUser(id: string): Promise<unknown> {
  return http.delete(`${BASE}/${seg(id)}`);
}

export function toggleUser(id: string): Promise<{ enabledMark: number }> {
  return http.put<{ enabledMark: number }>(`${BASE}/${seg(id)}/Actions/State`);
}

export function unlockUser(id: string): Promise<unknown> {
  return http.put(`${BASE}/${seg(id)}/Actions/unlock`);
}

/**
 * POST /{id}/Actions/ResetPassword: the new password encrypted to the server's public key (as the
 * change-password dialog sends it), so the server can hold it to the password policy.
 */
export async function resetUserPassword(id: string, password: string): Promise<unknown> {
  const sealed = await sealPassword(password);
  return http.post(`${BASE}/${seg(id)}/Actions/ResetPassword`, { userPassword: sealed, validatePassword: sealed });
}

/** A one-off download link to the filtered list as xlsx. */
export function exportUsers(query: Pick<UserQuery, 'keyword' | 'organizeId'>): Promise<{ url: string; name: string }> {
  return http.get<{ url: string; name: string }>(`${BASE}/ExportExcel`, { keyword: query.keyword, organizeId: query.organizeId });
}

/** Positions of the chosen organisations. */
export function getPositionChoices(organizeIds: string[]): Promise<Choice[]> {
  if (organizeIds.length === 0) return Promise.resolve([]);
  return http.post<ListAnswer<Choice>>('/api/permission/Position/getListByOrgIds', { organizeIds }).then(listOf);
}

/** Global roles and the roles of the chosen organisations. */
export function getRoleChoices(organizeIds: string[]): Promise<Choice[]> {
  return http.post<ListAnswer<Choice>>('/api/permission/Role/getListByOrgIds', { organizeIds }).then(listOf);
}

/** An avatar of the server's set or one uploaded (GET /Users/Current/Avatar); `url` is what headIcon stores. */
export interface AvatarOption {
  name: string;
  url: string;
  builtIn: boolean;
}

/** The built-in avatars and the signed-in administrator's uploads (the profile page's list). */
export function getAvatarOptions(): Promise<AvatarOption[]> {
  return http.get<ListAnswer<AvatarOption>>(`${BASE}/Current/Avatar`).then(listOf);
}

/** Uploads a picture (the server checks its bytes, 10 MB at most); answers its name and url. */
export function uploadAvatar(file: File): Promise<{ name: string; url: string }> {
  const body = new FormData();
  body.append('file', file);
  return http.post<{ name: string; url: string }>(`${BASE}/Current/Avatar`, body);
}
