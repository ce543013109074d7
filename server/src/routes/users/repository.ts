// SQL of the user administration routes (architecture note: SQL only in repositories).
import type { Db } from '../../db/connection';
import { keywordFilter } from '../../db/search-index';

/** A SQL fragment with its bound parameters. */
export interface Fragment {
  sql: string;
  params: unknown[];
}

export const TRUE: Fragment = { sql: '1 = 1', params: [] };

/** Columns of `users u` that data rules of the user page may name (rule field enCode → column). */
export const USER_SCOPE_COLUMNS = {
  userId: 'u.id',
  id: 'u.id',
  organizeId: 'u.organize_id',
  positionId: 'u.position_id',
  managerId: 'u.manager_id',
  account: 'u.account',
  realName: 'u.real_name',
  gender: 'u.gender',
  enabledMark: 'u.enabled_mark',
  creatorTime: 'u.creator_time',
} as const;

/** Ids of an organisation and everything below it (portable WITH RECURSIVE, never LIKE on paths). */
export function subtreeFilter(column: string, organizeId: string): Fragment {
  return {
    sql: `${column} IN (WITH RECURSIVE sub(id) AS (SELECT id FROM organizations WHERE id = ?
        UNION SELECT o.id FROM organizations o JOIN sub ON o.parent_id = sub.id) SELECT id FROM sub)`,
    params: [organizeId],
  };
}

/** Users with a membership in the organisation or below (not only those whose major one it is). */
export function memberOfSubtree(organizeId: string): Fragment {
  // Members first (index on organize_id), then the users: cheaper than a per-user EXISTS over a big tenant.
  const sub = subtreeFilter('uo.organize_id', organizeId);
  return { sql: `u.id IN (SELECT uo.user_id FROM user_organizations uo WHERE ${sub.sql})`, params: sub.params };
}

export function keywordOverUsers(keyword: string): Fragment {
  return keywordFilter(['u.account', 'u.real_name', 'u.mobile_phone'], keyword);
}

export function and(...parts: Fragment[]): Fragment {
  return { sql: parts.map((part) => `(${part.sql})`).join(' AND '), params: parts.flatMap((part) => part.params) };
}

export function idsIn(column: string, ids: readonly string[]): Fragment {
  return { sql: `${column} IN (SELECT value FROM json_each(?))`, params: [JSON.stringify(ids)] };
}

export interface UserListRow {
  id: string;
  account: string;
  realName: string;
  gender: number;
  mobilePhone: string;
  email: string;
  headIcon: string;
  organizeId: string | null;
  positionId: string | null;
  managerId: string | null;
  description: string;
  enabledMark: number;
  lockMark: number;
  sortCode: number;
  creatorTime: number;
  isAdministrator: number;
}

const LIST_COLUMNS = `u.id, u.account, u.real_name AS realName, u.gender, u.mobile_phone AS mobilePhone, u.email,
  u.head_icon AS headIcon, u.organize_id AS organizeId, u.position_id AS positionId, u.manager_id AS managerId,
  u.description, u.enabled_mark AS enabledMark, u.lock_mark AS lockMark, u.sort_code AS sortCode,
  u.creator_time AS creatorTime, u.is_administrator AS isAdministrator`;

export const USER_SORT_FIELDS = ['account', 'realName', 'sortCode', 'creatorTime', 'enabledMark'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];
const SORT_COLUMNS: Record<UserSortField, string> = {
  account: 'u.account',
  realName: 'u.real_name',
  sortCode: 'u.sort_code',
  creatorTime: 'u.creator_time',
  enabledMark: 'u.enabled_mark',
};

export interface ListOptions {
  where: Fragment;
  sidx?: UserSortField | '';
  sort?: 'asc' | 'desc' | '';
  offset: number;
  limit: number;
}

export function countUsers(db: Db, where: Fragment): number {
  return (db.prepare(`SELECT COUNT(*) AS n FROM users u WHERE ${where.sql}`).get(...where.params) as { n: number }).n;
}

export function listUsers(db: Db, options: ListOptions): UserListRow[] {
  const direction = options.sort === 'asc' ? 'ASC' : 'DESC';
  const order = options.sidx ? `${SORT_COLUMNS[options.sidx]} ${direction}, u.id` : 'u.sort_code ASC, u.creator_time DESC, u.id';
  return db.prepare(`SELECT ${LIST_COLUMNS} FROM users u WHERE ${options.where.sql} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...options.where.params, options.limit, options.offset) as UserListRow[];
}

/** Every matching row, in list order, one at a time (the export streams them). */
export function iterateUsers(db: Db, where: Fragment): IterableIterator<UserListRow> {
  return db.prepare(`SELECT ${LIST_COLUMNS} FROM users u WHERE ${where.sql} ORDER BY u.sort_code ASC, u.creator_time DESC, u.id`)
    .iterate(...where.params) as IterableIterator<UserListRow>;
}

export function findUserRow(db: Db, id: string): UserListRow | undefined {
  return db.prepare(`SELECT ${LIST_COLUMNS} FROM users u WHERE u.id = ?`).get(id) as UserListRow | undefined;
}

/** Display names of the organisations, positions and roles of these users, one query each. */
export interface Memberships {
  organizations: Map<string, { id: string; name: string }[]>;
  positions: Map<string, { id: string; name: string }[]>;
  roles: Map<string, { id: string; name: string }[]>;
}

type MemberRow = { userId: string; id: string; name: string };

function grouped(rows: MemberRow[]): Map<string, { id: string; name: string }[]> {
  const map = new Map<string, { id: string; name: string }[]>();
  for (const row of rows) {
    const list = map.get(row.userId) ?? [];
    list.push({ id: row.id, name: row.name });
    map.set(row.userId, list);
  }
  return map;
}

export function membershipsOf(db: Db, userIds: readonly string[]): Memberships {
  const ids = JSON.stringify(userIds);
  return {
    organizations: grouped(db.prepare(`SELECT uo.user_id AS userId, o.id, o.full_name AS name FROM user_organizations uo
      JOIN organizations o ON o.id = uo.organize_id WHERE uo.user_id IN (SELECT value FROM json_each(?)) ORDER BY o.sort_code, o.id`).all(ids) as MemberRow[]),
    positions: grouped(db.prepare(`SELECT up.user_id AS userId, p.id, p.full_name AS name FROM user_positions up
      JOIN positions p ON p.id = up.position_id WHERE up.user_id IN (SELECT value FROM json_each(?)) ORDER BY p.sort_code, p.id`).all(ids) as MemberRow[]),
    roles: grouped(db.prepare(`SELECT ur.user_id AS userId, r.id, r.full_name AS name FROM user_roles ur
      JOIN roles r ON r.id = ur.role_id WHERE ur.user_id IN (SELECT value FROM json_each(?)) ORDER BY r.sort_code, r.id`).all(ids) as MemberRow[]),
  };
}

/** Root-first ids from the top organisation down to this one. */
export function organizePath(db: Db, organizeId: string): { id: string; fullName: string }[] {
  const rows = db.prepare(`WITH RECURSIVE up(id, parent_id, full_name, depth) AS (
      SELECT id, parent_id, full_name, 0 FROM organizations WHERE id = ?
      UNION ALL SELECT o.id, o.parent_id, o.full_name, up.depth + 1 FROM organizations o JOIN up ON o.id = up.parent_id WHERE up.depth < 64)
    SELECT id, full_name AS fullName FROM up ORDER BY depth DESC`).all(organizeId) as { id: string; fullName: string }[];
  return rows;
}

export function existingIds(db: Db, table: 'organizations' | 'positions' | 'roles' | 'users' | 'user_groups', ids: readonly string[]): Set<string> {
  if (ids.length === 0) return new Set();
  const rows = db.prepare(`SELECT id FROM ${table} WHERE id IN (SELECT value FROM json_each(?))`).all(JSON.stringify(ids)) as { id: string }[];
  return new Set(rows.map((row) => row.id));
}

export function accountTaken(db: Db, account: string, exceptId: string | null): boolean {
  return db.prepare('SELECT 1 FROM users WHERE account = ? AND id IS NOT ?').get(account, exceptId) !== undefined;
}

export interface UserRecord {
  id: string;
  account: string;
  realName: string;
  gender: number;
  mobilePhone: string;
  email: string;
  headIcon: string;
  organizeIds: string[];
  majorOrganizeId: string;
  positionIds: string[];
  majorPositionId: string | null;
  roleIds: string[];
  managerId: string | null;
  sortCode: number;
  enabledMark: number;
  description: string;
}

/** Inserts a user with its memberships; the caller holds the transaction. */
export function insertUser(db: Db, user: UserRecord, passwordHash: string, now: number): void {
  db.prepare(`INSERT INTO users (id, account, real_name, gender, mobile_phone, email, head_icon, organize_id, position_id,
      manager_id, sort_code, enabled_mark, description, password_hash, creator_time)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
    user.id, user.account, user.realName, user.gender, user.mobilePhone, user.email, user.headIcon, user.majorOrganizeId,
    user.majorPositionId, user.managerId, user.sortCode, user.enabledMark, user.description, passwordHash, now,
  );
  writeMemberships(db, user);
}

/** Updates a user and replaces its memberships; the caller holds the transaction. */
export function updateUser(db: Db, user: UserRecord, now: number): void {
  db.prepare(`UPDATE users SET account = ?, real_name = ?, gender = ?, mobile_phone = ?, email = ?, head_icon = ?, organize_id = ?,
      position_id = ?, manager_id = ?, sort_code = ?, enabled_mark = ?, description = ?, last_modify_time = ? WHERE id = ?`).run(
    user.account, user.realName, user.gender, user.mobilePhone, user.email, user.headIcon, user.majorOrganizeId,
    user.majorPositionId, user.managerId, user.sortCode, user.enabledMark, user.description, now, user.id,
  );
  db.prepare('DELETE FROM user_organizations WHERE user_id = ?').run(user.id);
  db.prepare('DELETE FROM user_positions WHERE user_id = ?').run(user.id);
  db.prepare('DELETE FROM user_roles WHERE user_id = ?').run(user.id);
  writeMemberships(db, user);
}

function writeMemberships(db: Db, user: UserRecord): void {
  const org = db.prepare('INSERT INTO user_organizations (user_id, organize_id) VALUES (?, ?)');
  for (const id of user.organizeIds) org.run(user.id, id);
  const position = db.prepare('INSERT INTO user_positions (user_id, position_id) VALUES (?, ?)');
  for (const id of user.positionIds) position.run(user.id, id);
  const role = db.prepare('INSERT INTO user_roles (user_id, role_id) VALUES (?, ?)');
  for (const id of user.roleIds) role.run(user.id, id);
}

export function deleteUser(db: Db, id: string): void {
  // Subordinates keep working without a manager; nothing else may point at a removed user.
  db.prepare('UPDATE users SET manager_id = NULL WHERE manager_id = ?').run(id);
  db.prepare('UPDATE organizations SET manager_id = NULL WHERE manager_id = ?').run(id);
  db.prepare('DELETE FROM users WHERE id = ?').run(id);
}

export function membershipIds(db: Db, userId: string): { organizeIds: string[]; positionIds: string[]; roleIds: string[] } {
  const pluck = (sql: string): string[] => (db.prepare(sql).all(userId) as { id: string }[]).map((row) => row.id);
  return {
    organizeIds: pluck('SELECT organize_id AS id FROM user_organizations WHERE user_id = ? ORDER BY organize_id'),
    positionIds: pluck('SELECT position_id AS id FROM user_positions WHERE user_id = ? ORDER BY position_id'),
    roleIds: pluck('SELECT role_id AS id FROM user_roles WHERE user_id = ? ORDER BY role_id'),
  };
}

export function setMajor(db: Db, userId: string, kind: 'Organize' | 'Position', id: string): void {
  const column = kind === 'Organize' ? 'organize_id' : 'position_id';
  db.prepare(`UPDATE users SET ${column} = ? WHERE id = ?`).run(id, userId);
}

/** Every user whose manager chain leads up to this user (direct and indirect subordinates). */
export function subordinatesFilter(managerId: string): Fragment {
  return {
    sql: `u.id IN (WITH RECURSIVE down(id, depth) AS (SELECT id, 0 FROM users WHERE manager_id = ?
        UNION SELECT x.id, down.depth + 1 FROM users x JOIN down ON x.manager_id = down.id WHERE down.depth < 64) SELECT id FROM down)`,
    params: [managerId],
  };
}

/** The least privileged role, given to accounts created without roles. */
export function staffRoleIds(db: Db): string[] {
  const staff = db.prepare("SELECT id FROM roles WHERE en_code = 'staff'").get() as { id: string } | undefined;
  return staff ? [staff.id] : [];
}

/** The first department, for accounts created without an organisation (the earlier create form). */
export function defaultOrganizeIds(db: Db): string[] {
  const first = db.prepare("SELECT id FROM organizations WHERE category = 'department' ORDER BY sort_code, id LIMIT 1").get() as { id: string } | undefined;
  return first ? [first.id] : [];
}
