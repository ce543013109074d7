// SQL of the user pickers and candidate sets (spec section 3 "User option").
import type { Db } from '../../db/connection';
import { and, idsIn, keywordOverUsers, subtreeFilter, type Fragment } from './repository';

export const USER_ICON = 'icon-ym icon-ym-tree-user2';
export const ORGANIZE_ICON = { company: 'icon-ym icon-ym-tree-organization3', department: 'icon-ym icon-ym-tree-department1' } as const;

/** Spec section 3: a picked user, or a company/department/position/role/group standing for its users. */
export interface UserOption {
  id: string;
  fullName: string;
  realName: string;
  account: string;
  headIcon: string;
  organize: string;
  department: string;
  type: string;
  icon: string;
}

export const SELECTION_TYPES = ['company', 'department', 'position', 'role', 'group', 'user'] as const;
export type SelectionType = (typeof SELECTION_TYPES)[number];

/** `id--type` (multi mode) into its parts; a bare id is a user. */
export function parseSelection(value: string): { id: string; type: SelectionType } {
  const at = value.lastIndexOf('--');
  if (at > 0) {
    const type = value.slice(at + 2) as SelectionType;
    if ((SELECTION_TYPES as readonly string[]).includes(type)) return { id: value.slice(0, at), type };
  }
  return { id: value, type: 'user' };
}

export interface Candidates {
  departIds?: readonly string[];
  positionIds?: readonly string[];
  roleIds?: readonly string[];
  groupIds?: readonly string[];
  userIds?: readonly string[];
}

/** Users in any of the candidate sets (organisations with everything below them); nothing when all are empty. */
export function candidatesFilter(candidates: Candidates): Fragment {
  const parts: Fragment[] = [];
  const clean = (ids: readonly string[] | undefined): string[] => (ids ?? []).map((id) => parseSelection(id).id).filter((id) => id !== '');
  const departs = clean(candidates.departIds);
  if (departs.length > 0) {
    parts.push({
      sql: `EXISTS (SELECT 1 FROM user_organizations uo WHERE uo.user_id = u.id AND uo.organize_id IN (WITH RECURSIVE sub(id) AS (
          SELECT id FROM organizations WHERE id IN (SELECT value FROM json_each(?))
          UNION SELECT o.id FROM organizations o JOIN sub ON o.parent_id = sub.id) SELECT id FROM sub))`,
      params: [JSON.stringify(departs)],
    });
  }
  const positions = clean(candidates.positionIds);
  if (positions.length > 0) {
    parts.push({ sql: 'EXISTS (SELECT 1 FROM user_positions up WHERE up.user_id = u.id AND up.position_id IN (SELECT value FROM json_each(?)))', params: [JSON.stringify(positions)] });
  }
  const roles = clean(candidates.roleIds);
  if (roles.length > 0) {
    parts.push({ sql: 'EXISTS (SELECT 1 FROM user_roles ur WHERE ur.user_id = u.id AND ur.role_id IN (SELECT value FROM json_each(?)))', params: [JSON.stringify(roles)] });
  }
  const groups = clean(candidates.groupIds);
  if (groups.length > 0) {
    parts.push({ sql: 'EXISTS (SELECT 1 FROM group_users gu WHERE gu.user_id = u.id AND gu.group_id IN (SELECT value FROM json_each(?)))', params: [JSON.stringify(groups)] });
  }
  const users = clean(candidates.userIds);
  if (users.length > 0) parts.push(idsIn('u.id', users));
  if (parts.length === 0) return { sql: '1 = 0', params: [] };
  return { sql: parts.map((part) => `(${part.sql})`).join(' OR '), params: parts.flatMap((part) => part.params) };
}

/** Candidates given as `id--type` selections. */
export function selectionCandidates(values: readonly string[]): Candidates {
  const byType = (types: SelectionType[]): string[] =>
    values.map(parseSelection).filter((item) => types.includes(item.type)).map((item) => item.id);
  return {
    departIds: byType(['company', 'department']),
    positionIds: byType(['position']),
    roleIds: byType(['role']),
    groupIds: byType(['group']),
    userIds: byType(['user']),
  };
}

interface OptionRow {
  id: string;
  account: string;
  realName: string;
  headIcon: string;
  organizeId: string | null;
  department: string | null;
}

const PATH_SQL = `WITH RECURSIVE up(id, parent_id, full_name, depth) AS (
    SELECT id, parent_id, full_name, 0 FROM organizations WHERE id = ?
    UNION ALL SELECT o.id, o.parent_id, o.full_name, up.depth + 1 FROM organizations o JOIN up ON o.id = up.parent_id WHERE up.depth < 64)
  SELECT group_concat(full_name, '/') AS path FROM (SELECT full_name FROM up ORDER BY depth DESC)`;

function toOptions(db: Db, rows: OptionRow[]): UserOption[] {
  const path = db.prepare(PATH_SQL);
  const paths = new Map<string, string>();
  return rows.map((row) => {
    let organize = '';
    if (row.organizeId) {
      organize = paths.get(row.organizeId) ?? ((path.get(row.organizeId) as { path: string | null } | undefined)?.path ?? '');
      paths.set(row.organizeId, organize);
    }
    return {
      id: row.id,
      fullName: `${row.realName}/${row.account}`,
      realName: row.realName,
      account: row.account,
      headIcon: row.headIcon,
      organize,
      department: row.department ?? '',
      type: 'user',
      icon: USER_ICON,
    };
  });
}

const OPTION_SELECT = `SELECT u.id, u.account, u.real_name AS realName, u.head_icon AS headIcon, u.organize_id AS organizeId,
    o.full_name AS department FROM users u LEFT JOIN organizations o ON o.id = u.organize_id`;

/** Enabled users matching the filter and keyword, one page, with the total. */
export function pageOfOptions(db: Db, where: Fragment, keyword: string, offset: number, limit: number): { list: UserOption[]; total: number } {
  const filter = and(where, keywordOverUsers(keyword), { sql: 'u.enabled_mark = 1', params: [] });
  const rows = db.prepare(`${OPTION_SELECT} WHERE ${filter.sql} ORDER BY u.sort_code, u.creator_time DESC, u.id LIMIT ? OFFSET ?`)
    .all(...filter.params, limit, offset) as OptionRow[];
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM users u WHERE ${filter.sql}`).get(...filter.params) as { n: number }).n;
  return { list: toOptions(db, rows), total };
}

/** Every enabled user matching the filter (bounded by the caller's filter: ids, a role, a position). */
export function allOptions(db: Db, where: Fragment, limit = 10_000): UserOption[] {
  const filter = and(where, { sql: 'u.enabled_mark = 1', params: [] });
  const rows = db.prepare(`${OPTION_SELECT} WHERE ${filter.sql} ORDER BY u.sort_code, u.creator_time DESC, u.id LIMIT ?`).all(...filter.params, limit) as OptionRow[];
  return toOptions(db, rows);
}

/** Users by id in the order asked (disabled ones too: a stored selection still shows its names). */
export function optionsByIds(db: Db, ids: readonly string[]): UserOption[] {
  const rows = db.prepare(`${OPTION_SELECT} WHERE u.id IN (SELECT value FROM json_each(?))`).all(JSON.stringify(ids)) as OptionRow[];
  const byId = new Map(toOptions(db, rows).map((option) => [option.id, option]));
  return ids.map((id) => byId.get(id)).filter((option): option is UserOption => option !== undefined);
}

export interface OrganizeNode {
  id: string;
  fullName: string;
  type: string;
  parentId: string;
  icon: string;
  hasChildren: boolean;
  isLeaf: boolean;
}

/** Organisations directly under a parent ('-1' for the top), marked with whether anything is below them. */
export function childOrganizations(db: Db, parentId: string): OrganizeNode[] {
  const rows = db.prepare(`SELECT o.id, o.full_name AS fullName, o.category AS type, o.parent_id AS parentId,
      (EXISTS (SELECT 1 FROM organizations c WHERE c.parent_id = o.id) OR EXISTS (SELECT 1 FROM users x WHERE x.organize_id = o.id AND x.enabled_mark = 1)) AS below
    FROM organizations o WHERE o.parent_id = ? AND o.enabled_mark = 1 ORDER BY o.sort_code, o.id`).all(parentId) as (Omit<OrganizeNode, 'icon' | 'hasChildren' | 'isLeaf'> & { below: number })[];
  return rows.map(nodeOf);
}

function nodeOf({ below, ...row }: Omit<OrganizeNode, 'icon' | 'hasChildren' | 'isLeaf'> & { below: number }): OrganizeNode {
  return {
    ...row,
    icon: row.type === 'company' ? ORGANIZE_ICON.company : ORGANIZE_ICON.department,
    hasChildren: below === 1,
    isLeaf: below !== 1,
  };
}

/** Enabled organisations among these ids, as tree nodes (hasChildren as childOrganizations says it). */
export function organizationNodes(db: Db, ids: readonly string[]): OrganizeNode[] {
  if (ids.length === 0) return [];
  const rows = db.prepare(`SELECT o.id, o.full_name AS fullName, o.category AS type, o.parent_id AS parentId,
      (EXISTS (SELECT 1 FROM organizations c WHERE c.parent_id = o.id) OR EXISTS (SELECT 1 FROM users x WHERE x.organize_id = o.id AND x.enabled_mark = 1)) AS below
    FROM organizations o WHERE o.id IN (SELECT value FROM json_each(?)) AND o.enabled_mark = 1 ORDER BY o.sort_code, o.id`)
    .all(JSON.stringify(ids)) as (Omit<OrganizeNode, 'icon' | 'hasChildren' | 'isLeaf'> & { below: number })[];
  return rows.map(nodeOf);
}

/** Users with a membership in one of these organisations exactly (no subtree: the caller has expanded it already). */
export function membersOfOrganizations(ids: readonly string[]): Fragment {
  if (ids.length === 0) return { sql: '1 = 0', params: [] };
  return {
    sql: 'EXISTS (SELECT 1 FROM user_organizations uo WHERE uo.user_id = u.id AND uo.organize_id IN (SELECT value FROM json_each(?)))',
    params: [JSON.stringify(ids)],
  };
}

/** Names of selected non-user items (spec section 3 "User option"), by kind. */
export function namesOf(db: Db, type: Exclude<SelectionType, 'user'>, ids: readonly string[]): Map<string, string> {
  if (ids.length === 0) return new Map();
  const table = { company: 'organizations', department: 'organizations', position: 'positions', role: 'roles', group: 'user_groups' }[type];
  const rows = db.prepare(`SELECT id, full_name AS name FROM ${table} WHERE id IN (SELECT value FROM json_each(?))`).all(JSON.stringify(ids)) as { id: string; name: string }[];
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The organisations of a user, each with its root-first path of names and ids. */
export function organizationsOfUser(db: Db, userId: string): { id: string; fullName: string; organizeIdTree: string[] }[] {
  const ids = (db.prepare(`SELECT uo.organize_id AS id FROM user_organizations uo JOIN organizations o ON o.id = uo.organize_id
    WHERE uo.user_id = ? ORDER BY o.sort_code, o.id`).all(userId) as { id: string }[]).map((row) => row.id);
  const walk = db.prepare(`WITH RECURSIVE up(id, parent_id, full_name, depth) AS (
      SELECT id, parent_id, full_name, 0 FROM organizations WHERE id = ?
      UNION ALL SELECT o.id, o.parent_id, o.full_name, up.depth + 1 FROM organizations o JOIN up ON o.id = up.parent_id WHERE up.depth < 64)
    SELECT id, full_name AS fullName FROM up ORDER BY depth DESC`);
  return ids.map((id) => {
    const path = walk.all(id) as { id: string; fullName: string }[];
    return { id, fullName: path.map((node) => node.fullName).join('/'), organizeIdTree: path.map((node) => node.id) };
  });
}

export function subtreeOf(column: string, organizeId: string): Fragment {
  return subtreeFilter(column, organizeId);
}
