// GET /api/permission/Users: the user page's list, with the caller's data rules applied in SQL and
// the columns they may not see left out. The export (import-export.ts) filters the same way.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Session } from '../../auth/sessions';
import { USER_PAGE } from '../../db/seed/menus';
import { dataScope } from '../../permission/data-scope';
import { visibleColumns } from '../../permission/field-rights';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { envelope, int, objectOf, str } from '../common-schemas';
import { pagedQuerystring, pageWindow, paginationSchema, type PagingQuery } from '../paging';
import {
  and, countUsers, keywordOverUsers, listUsers, memberOfSubtree, membershipsOf, TRUE, USER_SCOPE_COLUMNS, USER_SORT_FIELDS,
  type Fragment, type UserListRow, type UserSortField,
} from './repository';

export interface UserListQuery extends PagingQuery {
  organizeId?: string;
  sidx?: UserSortField | '';
  enabledMark?: number;
}

export const userListQuerystring = pagedQuerystring({
  sidx: USER_SORT_FIELDS,
  properties: { organizeId: { type: 'string', maxLength: 64 }, enabledMark: { type: 'integer', enum: [0, 1] } },
});

/** One row of the list (JNPF UserListVO, with names of the memberships). */
export interface UserListItem {
  id: string;
  account: string;
  realName: string;
  gender: number;
  mobilePhone: string;
  email: string;
  headIcon: string;
  organizeId: string | null;
  organize: string;
  positionId: string | null;
  position: string;
  roleName: string;
  managerId: string | null;
  description: string;
  enabledMark: number;
  lockMark: number;
  sortCode: number;
  creatorTime: number;
  isAdministrator: number;
}

const nullableStr = { type: ['string', 'null'] } as const;
export const userListItemSchema = objectOf({
  id: str, account: str, realName: str, gender: int, mobilePhone: str, email: str, headIcon: str, organizeId: nullableStr,
  organize: str, positionId: nullableStr, position: str, roleName: str, managerId: nullableStr, description: str,
  enabledMark: int, lockMark: int, sortCode: int, creatorTime: int, isAdministrator: int,
}, ['id']);

export const userListSchema = {
  querystring: userListQuerystring,
  response: envelope(objectOf({ list: { type: 'array', items: userListItemSchema }, pagination: paginationSchema })),
};

/** The WHERE of the list and the export: keyword, organisation subtree, state and the caller's data rules. */
export function userListWhere(app: FastifyInstance, session: Session, query: UserListQuery): Fragment {
  const scope = dataScope(app.db, session, USER_PAGE, USER_SCOPE_COLUMNS);
  return and(
    keywordOverUsers(query.keyword?.trim() ?? ''),
    query.organizeId ? memberOfSubtree(query.organizeId) : TRUE,
    query.enabledMark !== undefined ? { sql: 'u.enabled_mark = ?', params: [query.enabledMark] } : TRUE,
    { sql: scope.sql, params: scope.params },
  );
}

/** Rows with the names of their organisations, positions and roles (one query per kind for the page). */
export function withNames(app: FastifyInstance, rows: readonly UserListRow[]): UserListItem[] {
  const names = membershipsOf(app.db, rows.map((row) => row.id));
  const joined = (list: { name: string }[] | undefined): string => (list ?? []).map((item) => item.name).join(',');
  return rows.map((row) => ({
    ...row,
    organize: joined(names.organizations.get(row.id)),
    position: joined(names.positions.get(row.id)),
    roleName: joined(names.roles.get(row.id)),
  }));
}

/** Leaves out the fields the caller's column rights do not list (the id always stays). */
export function stripColumns<T extends object>(items: T[], visible: Set<string> | 'all'): Partial<T>[] {
  if (visible === 'all') return items;
  return items.map((item) => {
    const kept: Partial<T> = {};
    for (const [key, value] of Object.entries(item)) if (key === 'id' || visible.has(key)) (kept as Record<string, unknown>)[key] = value;
    return kept;
  });
}

export async function listUserPage(app: FastifyInstance, request: FastifyRequest<{ Querystring: UserListQuery }>) {
  const session = sessionOf(request);
  const where = userListWhere(app, session, request.query);
  const window = pageWindow(request.query);
  const rows = listUsers(app.db, { where, sidx: request.query.sidx, sort: request.query.sort, offset: window.offset, limit: window.limit });
  const list = stripColumns(withNames(app, rows), visibleColumns(app.db, session, USER_PAGE));
  return ok(request, {
    list,
    pagination: { currentPage: window.currentPage, pageSize: window.pageSize, total: countUsers(app.db, where) },
  });
}
