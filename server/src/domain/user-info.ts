import type { Db } from '../db/connection';
import { menuUserOf, systemsFor, type UserSystem } from './menus';
import { layoutOf, type Layout, type UserRow } from './users';
import type { Lang } from '../i18n/messages';

export type SystemRef = UserSystem;

/** User info of spec section 3 ("User info"), plus the ids JNPF clients commonly read. */
export interface UserInfo {
  userId: string;
  id: string;
  account: string;
  userAccount: string;
  userName: string;
  realName: string;
  headIcon: string;
  portalId: string;
  signImg: string;
  isAdministrator: boolean;
  organizeId: string;
  organizeName: string;
  departmentId: string;
  departmentName: string;
  positionId: string;
  positionIds: string[];
  positionName: string;
  roleIds: string[];
  roleName: string;
  changePasswordDate: number | null;
  prevLogin: 0 | 1;
  prevLoginTime: number | null;
  prevLoginIPAddress: string;
  prevLoginIPAddressName: string;
  loginTime: number | null;
  loginIPAddress: string;
  systemId: string;
  systemIds: SystemRef[];
  language: string;
  theme: Layout;
}

interface OrgRow {
  id: string;
  parent_id: string;
  category: 'company' | 'department';
  full_name: string;
}

/** The organisation and its ancestors, root first. */
function organizationPath(db: Db, organizeId: string | null): OrgRow[] {
  const path: OrgRow[] = [];
  const find = db.prepare('SELECT id, parent_id, category, full_name FROM organizations WHERE id = ?');
  let current = organizeId;
  while (current && current !== '-1' && path.length < 50) {
    const row = find.get(current) as OrgRow | undefined;
    if (!row) break;
    path.unshift(row);
    current = row.parent_id;
  }
  return path;
}

// The JNPF client shows "place" next to the IP; without a geo-IP database only
// local addresses can be named.
function placeOf(ip: string | null): string {
  if (!ip) return '';
  return /^(127\.|::1$|::ffff:127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(ip) ? '本地局域网' : '';
}

/** The user's chosen portal while it exists and is enabled; '' sends the home page to its overview. */
function homePortalId(db: Db, portalId: string | null): string {
  if (!portalId) return '';
  const row = db.prepare('SELECT id FROM portals WHERE id = ? AND enabled_mark = 1').get(portalId) as { id: string } | undefined;
  return row?.id ?? '';
}

export function userInfoOf(db: Db, user: UserRow, lang: Lang = 'zh'): UserInfo {
  const path = organizationPath(db, user.organize_id);
  const department = [...path].reverse().find((org) => org.category === 'department');
  const positions = db.prepare(`SELECT p.id, p.full_name FROM user_positions up JOIN positions p ON p.id = up.position_id
    WHERE up.user_id = ? ORDER BY p.sort_code`).all(user.id) as { id: string; full_name: string }[];
  const roles = db.prepare(`SELECT r.id, r.full_name FROM user_roles ur JOIN roles r ON r.id = ur.role_id
    WHERE ur.user_id = ? ORDER BY r.sort_code`).all(user.id) as { id: string; full_name: string }[];
  const systems = systemsFor(db, menuUserOf(user), lang);
  const current = systems.find((system) => system.currentSystem)?.id ?? '';
  return {
    userId: user.id,
    id: user.id,
    account: user.account,
    userAccount: user.account,
    userName: user.real_name,
    realName: user.real_name,
    headIcon: user.head_icon,
    portalId: homePortalId(db, user.portal_id),
    signImg: '',
    isAdministrator: user.is_administrator === 1,
    organizeId: user.organize_id ?? '',
    organizeName: path.map((org) => org.full_name).join('/'),
    departmentId: department?.id ?? '',
    departmentName: department?.full_name ?? '',
    positionId: positions[0]?.id ?? '',
    positionIds: positions.map((p) => p.id),
    positionName: positions.map((p) => p.full_name).join(','),
    roleIds: roles.map((r) => r.id),
    roleName: roles.map((r) => r.full_name).join(','),
    changePasswordDate: user.change_password_date,
    prevLogin: user.prev_login_time === null ? 0 : 1,
    prevLoginTime: user.prev_login_time,
    prevLoginIPAddress: user.prev_login_ip ?? '',
    prevLoginIPAddressName: placeOf(user.prev_login_ip),
    loginTime: user.last_login_time,
    loginIPAddress: user.last_login_ip ?? '',
    systemId: current,
    systemIds: systems,
    language: user.language,
    theme: layoutOf(user.theme),
  };
}
