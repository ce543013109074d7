// POST, GET, PUT, DELETE of one user and its state: the same rules (user-input.ts) every time, one
// transaction per write, the caller's data rules deciding which users exist for them and their form
// rights which fields they may write. Membership and state changes reach open portals at once.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { generatePassword, hashPassword, MD5_HEX, md5Hex } from '../../auth/password';
import { revokeUserSessions, type Session } from '../../auth/sessions';
import { newId } from '../../db/ids';
import { USER_PAGE } from '../../db/seed/menus';
import { findUserById, setUserEnabled } from '../../domain/users';
import { assertMayJoin, assertNotLastAdministrator, type Membership } from '../../permission/guards';
import { permissionsChanged } from '../../permission/changes';
import { dataScope } from '../../permission/data-scope';
import { writableFields } from '../../permission/field-rights';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { ApiError, badRequest, notFound } from '../../plugins/errors';
import {
  and, countUsers, defaultOrganizeIds, deleteUser, findUserRow, insertUser, membershipIds, organizePath, staffRoleIds, updateUser, USER_SCOPE_COLUMNS,
  type UserRecord,
} from './repository';
import { cleanUser, FIELD_OF_KEY, type UserForm } from './user-input';

export interface NewUserForm extends UserForm {
  /** MD5 hex of the initial password; without it a random one is generated and returned once. */
  password?: string | null;
}

/** Whether the caller's data rules of the user page reach this user. */
export function userInScope(app: FastifyInstance, session: Session, id: string): boolean {
  const scope = dataScope(app.db, session, USER_PAGE, USER_SCOPE_COLUMNS);
  return countUsers(app.db, and({ sql: 'u.id = ?', params: [id] }, { sql: scope.sql, params: scope.params })) > 0;
}

/** The stored user as the form sees it, or 404 when it does not exist for the caller. */
export function recordOf(app: FastifyInstance, session: Session, id: string): UserRecord {
  const row = findUserRow(app.db, id);
  if (!row || !userInScope(app, session, id)) throw notFound('entityUser');
  const members = membershipIds(app.db, id);
  return {
    id: row.id,
    account: row.account,
    realName: row.realName,
    gender: row.gender,
    mobilePhone: row.mobilePhone,
    email: row.email,
    headIcon: row.headIcon,
    organizeIds: members.organizeIds,
    majorOrganizeId: row.organizeId ?? '',
    positionIds: members.positionIds,
    majorPositionId: row.positionId,
    roleIds: members.roleIds,
    managerId: row.managerId,
    sortCode: row.sortCode,
    enabledMark: row.enabledMark,
    description: row.description,
  };
}

/**
 * The form without the fields the caller's form rights leave out: on update those keep their
 * stored value; on create a required one (account, name) then fails as missing.
 */
export function writableForm<T extends UserForm>(app: FastifyInstance, session: Session, form: T): T {
  const writable = writableFields(app.db, session, USER_PAGE);
  if (writable === 'all') return form;
  const kept = { ...form };
  for (const key of Object.keys(form) as (keyof UserForm)[]) {
    const field = FIELD_OF_KEY[key];
    if (field !== undefined && !writable.has(field)) delete kept[key];
  }
  return kept;
}

/** The roles, positions and organisations `next` belongs to that `previous` (null on create) did not. */
function joinedHolders(next: UserRecord, previous: UserRecord | null): Membership[] {
  const added = (now: readonly string[], before: readonly string[] = []): string[] => now.filter((id) => !before.includes(id));
  return [
    ...added(next.roleIds, previous?.roleIds).map((id): Membership => ({ type: 'Role', id })),
    ...added(next.positionIds, previous?.positionIds).map((id): Membership => ({ type: 'Position', id })),
    ...added(next.organizeIds, previous?.organizeIds).map((id): Membership => ({ type: 'Organize', id })),
  ];
}

/**
 * A caller who is not an administrator may put a user (themself included) into a role, position or
 * organisation only when everything it grants is theirs too (guards.ts assertMayJoin); memberships
 * the user already had, and removals, pass. Create, update and each imported row go through this.
 */
export function assertMayAssign(app: FastifyInstance, session: Session, next: UserRecord, previous: UserRecord | null): void {
  assertMayJoin(app.db, session, joinedHolders(next, previous));
}

/** Only an administrator may change an administrator's account (else the user page would be a way to take it over). */
function assertMayEditAccount(app: FastifyInstance, session: Session, userId: string): void {
  if (session.isAdministrator) return;
  if (findUserById(app.db, userId)?.is_administrator === 1) throw new ApiError(403, 'editAdminAsUser');
}

/** POST /api/permission/Users: a new account whose initial password must be changed if the system says so. */
export async function createUser(app: FastifyInstance, request: FastifyRequest<{ Body: NewUserForm }>) {
  const session = sessionOf(request);
  const body = request.body;
  if (body.password && !MD5_HEX.test(body.password)) throw badRequest('passwordNotMd5', { field: 'password' });
  const form = writableForm(app, session, body);
  const id = newId(app.clock());
  // Older clients create with account and name only: the first department and the least privileged role.
  const defaults: UserForm = {
    ...(form.organizeId === undefined && form.organizeIdTree === undefined ? { organizeId: defaultOrganizeIds(app.db) } : {}),
    ...(form.roleId === undefined && (form.roleIds === undefined || form.roleIds === null || form.roleIds.length === 0) ? { roleId: staffRoleIds(app.db) } : {}),
  };
  const merged: UserForm = { ...form, ...defaults };
  assertMayAssign(app, session, cleanUser(app.db, merged, null, id), null); // refuse before the slow hash
  const generated = body.password ? null : generatePassword();
  const hash = await hashPassword(body.password ?? md5Hex(generated ?? ''), app.kdf);
  // Checked again inside the write: two creates of one account cannot both pass.
  app.db.transaction(() => {
    const user = cleanUser(app.db, merged, null, id);
    assertMayAssign(app, session, user, null);
    insertUser(app.db, user, hash, app.clock());
  })();
  permissionsChanged(app, [id]);
  // The generated password is shown to the administrator this once and stored nowhere in clear.
  return ok(request, { id, password: generated }, 'created');
}

export interface UserInfo {
  id: string;
  account: string;
  realName: string;
  gender: number;
  mobilePhone: string;
  email: string;
  headIcon: string;
  organizeId: string;
  organizeIdTree: string[][];
  majorOrganizeId: string;
  positionId: string;
  majorPositionId: string | null;
  roleId: string;
  managerId: string | null;
  sortCode: number;
  enabledMark: number;
  description: string;
}

/** GET /api/permission/Users/{id} (JNPF UserInfoVO: ids joined with commas, one path per organisation). */
export function userInfo(app: FastifyInstance, session: Session, id: string): UserInfo {
  const record = recordOf(app, session, id);
  return {
    id: record.id,
    account: record.account,
    realName: record.realName,
    gender: record.gender,
    mobilePhone: record.mobilePhone,
    email: record.email,
    headIcon: record.headIcon,
    organizeId: record.organizeIds.join(','),
    organizeIdTree: record.organizeIds.map((organizeId) => organizePath(app.db, organizeId).map((node) => node.id)),
    majorOrganizeId: record.majorOrganizeId,
    positionId: record.positionIds.join(','),
    majorPositionId: record.majorPositionId,
    roleId: record.roleIds.join(','),
    managerId: record.managerId,
    sortCode: record.sortCode,
    enabledMark: record.enabledMark,
    description: record.description,
  };
}

/** Disabling or deleting: only an administrator may do it to an administrator, never to the last one. */
function assertMayRemove(app: FastifyInstance, session: Session, userId: string, selfKey: 'cannotDisableSelf' | 'cannotDeleteSelf'): void {
  const user = findUserById(app.db, userId);
  if (!user) throw notFound('entityUser');
  if (userId === session.userId) throw badRequest(selfKey);
  if (user.is_administrator === 1 && !session.isAdministrator) throw badRequest('cannotDisableAdminAsUser');
  assertNotLastAdministrator(app.db, userId);
}

/** PUT /api/permission/Users/{id}. */
export function updateUserRoute(app: FastifyInstance, request: FastifyRequest<{ Params: { id: string }; Body: UserForm }>) {
  const session = sessionOf(request);
  const previous = recordOf(app, session, request.params.id);
  const form = writableForm(app, session, request.body);
  const now = app.clock();
  app.db.transaction(() => {
    assertMayEditAccount(app, session, previous.id);
    const stored = recordOf(app, session, request.params.id);
    const next = cleanUser(app.db, form, stored, previous.id);
    assertMayAssign(app, session, next, stored);
    if (previous.enabledMark === 1 && next.enabledMark === 0) assertMayRemove(app, session, previous.id, 'cannotDisableSelf');
    updateUser(app.db, next, now);
    if (next.enabledMark === 0) revokeUserSessions(app.db, previous.id, 'disabled', now);
  })();
  permissionsChanged(app, [previous.id]);
  return ok(request, null, 'updated');
}

/** DELETE /api/permission/Users/{id}: the user's sessions end with them (their portals get `logout`). */
export function deleteUserRoute(app: FastifyInstance, request: FastifyRequest<{ Params: { id: string } }>) {
  const session = sessionOf(request);
  recordOf(app, session, request.params.id);
  const now = app.clock();
  app.db.transaction(() => {
    assertMayRemove(app, session, request.params.id, 'cannotDeleteSelf');
    // Revoked first, so the sweep after this request tells the open portals before the rows go.
    revokeUserSessions(app.db, request.params.id, 'disabled', now);
    deleteUser(app.db, request.params.id);
  })();
  permissionsChanged(app, [request.params.id]);
  return ok(request, null, 'deleted');
}

/** PUT /api/permission/Users/{id}/Actions/State: JNPF toggles with an empty body; an explicit enabledMark is accepted too. */
export function setStateRoute(app: FastifyInstance, request: FastifyRequest<{ Params: { id: string }; Body: { enabledMark?: number } | null }>) {
  const session = sessionOf(request);
  const record = recordOf(app, session, request.params.id);
  const enable = request.body?.enabledMark !== undefined ? request.body.enabledMark === 1 : record.enabledMark !== 1;
  const now = app.clock();
  app.db.transaction(() => {
    if (!enable) assertMayRemove(app, session, record.id, 'cannotDisableSelf');
    else assertMayEditAccount(app, session, record.id);
    setUserEnabled(app.db, record.id, enable);
    if (!enable) revokeUserSessions(app.db, record.id, 'disabled', now);
  })();
  permissionsChanged(app, [record.id]);
  return ok(request, { enabledMark: enable ? 1 : 0 }, 'updated');
}
