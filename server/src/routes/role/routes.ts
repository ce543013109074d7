import type { FastifyInstance, FastifyRequest } from 'fastify';
import { newId } from '../../db/ids';
import type { Lang } from '../../i18n/messages';
import { translate } from '../../i18n/messages';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { badRequest, notFound } from '../../plugins/errors';
import { permissionsChanged, usersOfObject } from '../../permission/changes';
import { descriptionText, enabledMark, sortCode } from '../field-rules';
import { entityCode, entityName, idList } from '../organize/fields';
import { ICONS, organizeNodeSchema, organizePaths, treeWithLeaves, type LeafNode, type PickerNode } from '../organize/nodes';
import { findOrganize, listOrganizes, ORGANIZE_ROOT, type Organize } from '../organize/repository';
import { pageWindow, type PagingQuery } from '../paging';
import { gradeVisibleIds, readScope, requireWrite } from '../organize-admin/rights';
import { holderRowInScope, listRights, rowInScope, UNRESTRICTED, visibleRecord, visibleRows, writableBody } from '../../permission/page-rights';
import type { Session } from '../../auth/sessions';
import {
  deleteRole,
  findRole,
  heldRoleIds,
  insertRole,
  listRoles,
  organizationsOfRole,
  pageRoles,
  roleCodeTaken,
  roleHolders,
  roleOrganizations,
  ROLE_ROWS,
  ROLE_SCOPE_COLUMNS,
  setRoleEnabled,
  updateRole,
  type Role,
  type RoleInput,
} from './repository';
import { byOrgsSchema, createSchema, deleteSchema, infoSchema, listSchema, selectorSchema, stateSchema, updateSchema } from './schemas';

export const ROLE_PAGE = 'permission.role';
const access = {
  add: { page: ROLE_PAGE, button: 'btn_add' },
  edit: { page: ROLE_PAGE, button: 'btn_edit' },
  remove: { page: ROLE_PAGE, button: 'btn_remove' },
} as const;

interface IdParams {
  id: string;
}
interface RoleBody {
  fullName?: string | null;
  enCode?: string | null;
  globalMark?: number | null;
  organizeIdsTree?: (string | (string | null)[] | null)[] | null;
  organizeIds?: (string | null)[] | null;
  enabledMark?: number | null;
  sortCode?: number | null;
  description?: string | null;
}

/** The organisations of an organisation role: the last id of each organizeIdsTree path, or organizeIds. */
function organizeIdsOf(body: RoleBody): string[] {
  const fromTree = (body.organizeIdsTree ?? []).map((path) => (Array.isArray(path) ? idList(path).at(-1) ?? null : path));
  return idList([...fromTree, ...(body.organizeIds ?? [])]);
}

/**
 * The form as the caller may write it: fields outside their form rights keep the stored value
 * (update) or their default (create). The organisations (organizeIdsTree or organizeIds) are one
 * field: when neither may be written, the stored ones stay.
 */
function writableRole(app: FastifyInstance, session: Session, body: RoleBody, current?: { role: Role; organizeIds: string[] }): RoleBody {
  const stored: RoleBody | undefined = current && {
    fullName: current.role.fullName,
    enCode: current.role.enCode,
    globalMark: current.role.globalMark,
    enabledMark: current.role.enabledMark,
    sortCode: current.role.sortCode,
    description: current.role.description,
  };
  const kept = writableBody(app.db, session, ROLE_PAGE, body, stored);
  if (!current || kept === body || kept.organizeIdsTree !== undefined || kept.organizeIds !== undefined) return kept;
  return { ...kept, organizeIds: current.organizeIds };
}

function cleanRole(body: RoleBody): RoleInput {
  const globalMark = body.globalMark === 0 ? 0 : 1;
  const organizeIds = globalMark === 0 ? organizeIdsOf(body) : [];
  const input: RoleInput = {
    fullName: entityName(body.fullName),
    enCode: entityCode(body.enCode),
    globalMark,
    organizeIds,
    sortCode: sortCode(body.sortCode),
    enabledMark: enabledMark(body.enabledMark),
    description: descriptionText(body.description),
  };
  if (globalMark === 0 && organizeIds.length === 0) throw badRequest('roleOrganizeRequired');
  return input;
}

function checkRole(app: FastifyInstance, input: RoleInput, editedId: string | null): void {
  for (const id of input.organizeIds) if (!findOrganize(app.db, id)) throw badRequest('unknownOrganize');
  if (roleCodeTaken(app.db, input.enCode, editedId)) throw badRequest('codeExists', { code: input.enCode });
}

const typeLabel = (lang: Lang, role: Role): string => translate(lang, role.globalMark === 1 ? 'roleTypeGlobal' : 'roleTypeOrganize');

function rowOf(lang: Lang, role: Role, organizeIds: readonly string[], paths: ReturnType<typeof organizePaths>) {
  return {
    ...role,
    type: typeLabel(lang, role),
    organizeInfo: organizeIds.map((id) => paths.get(id)?.names.join('/') ?? '').filter((name) => name !== '').join(','),
    organizeIds: [...organizeIds],
    organizeIdsTree: organizeIds.map((id) => paths.get(id)?.ids ?? [id]),
  };
}

/** Properties of a role row computed from a field (the organisations are one field, either name). */
const ORGANIZATIONS = ['organizeIdsTree', 'organizeIds', 'organizeInfo'] as const;
const ROLE_DERIVED = { type: ['globalMark', 'type'], organizeIds: ORGANIZATIONS, organizeIdsTree: ORGANIZATIONS, organizeInfo: ORGANIZATIONS } as const;

const GLOBAL_NODE = 'global';

/** Global roles under one "全局" node, organisation roles under their first organisation. */
function roleTree(lang: Lang, all: readonly Organize[], roles: readonly Role[], organizations: ReadonlyMap<string, string[]>, within?: ReadonlySet<string>): PickerNode[] {
  const paths = organizePaths(all);
  const leaf = (role: Role, organizeId: string): LeafNode => {
    const organize = paths.get(organizeId)?.names.join('/') ?? '';
    return {
      id: role.id,
      parentId: organizeId === '' ? GLOBAL_NODE : organizeId,
      fullName: role.fullName,
      enCode: role.enCode,
      type: 'role',
      icon: ICONS.role,
      organizeId,
      organize,
      lastFullName: organize === '' ? role.fullName : `${organize}/${role.fullName}`,
      hasChildren: false,
      isLeaf: true,
      children: [],
    };
  };
  const globals: LeafNode[] = [];
  const byOrg = new Map<string, LeafNode[]>();
  for (const role of roles) {
    if (role.globalMark === 1) {
      globals.push(leaf(role, ''));
      continue;
    }
    const home = (organizations.get(role.id) ?? []).find((id) => !within || within.has(id));
    if (home) byOrg.set(home, [...(byOrg.get(home) ?? []), leaf(role, home)]);
  }
  const tree = treeWithLeaves(all, byOrg);
  if (globals.length === 0) return tree;
  const globalNode: PickerNode = {
    id: GLOBAL_NODE,
    parentId: ORGANIZE_ROOT,
    fullName: translate(lang, 'roleTypeGlobal'),
    enCode: '',
    type: GLOBAL_NODE,
    icon: ICONS.company,
    hasChildren: true,
    children: globals,
  } as unknown as PickerNode; // the group node has only the picker fields; the schema requires no more
  return [globalNode, ...tree];
}

/** Organisations a write touches: an organisation role's own (before and after); none for global roles (page right only). */
const touched = (...lists: (readonly string[] | undefined)[]): string[] => [...new Set(lists.flatMap((list) => list ?? []))];

/** /api/permission/Role. */
export async function roleRoutes(app: FastifyInstance): Promise<void> {
  app.addSchema(organizeNodeSchema);

  /** Whether the caller's data rules reach role `id` (holders of the page only; 分级管理 decides for the others). */
  const reachable = (request: FastifyRequest, id: string): boolean => holderRowInScope(app.db, sessionOf(request), ROLE_PAGE, ROLE_ROWS, id);

  app.get<{ Querystring: PagingQuery & { organizeId?: string; enabledMark?: number; globalMark?: number } }>('/', { schema: listSchema }, async (request) => {
    const session = sessionOf(request);
    const scope = readScope(app.db, session, ROLE_PAGE);
    // Page holders: the page's data rules and columns; organisation administrators: their organisations' roles.
    const rights = scope === 'all' ? listRights(app.db, session, ROLE_PAGE, ROLE_SCOPE_COLUMNS) : UNRESTRICTED;
    const window = pageWindow(request.query);
    let organizeIds: string[] | null = request.query.organizeId ? [request.query.organizeId] : null;
    if (scope !== 'all') organizeIds = (organizeIds ?? [...scope]).filter((id) => scope.has(id));
    const { enabledMark: state, globalMark } = request.query;
    const filter = {
      keyword: request.query.keyword?.trim() ?? '',
      organizeIds,
      scope: rights.scope,
      ...(state !== undefined ? { enabledMark: state } : {}),
      ...(globalMark !== undefined ? { globalMark } : {}),
    };
    const { rows, total } = pageRoles(app.db, filter, window.offset, window.limit);
    const paths = organizePaths(listOrganizes(app.db));
    const organizations = roleOrganizations(app.db);
    return ok(request, {
      list: visibleRows(rows.map((role) => rowOf(request.lang, role, organizations.get(role.id) ?? [], paths)), rights.visible),
      pagination: { currentPage: window.currentPage, pageSize: window.pageSize, total },
    });
  });

  app.get('/Selector', { schema: selectorSchema }, async (request) => {
    const roles = listRoles(app.db, { keyword: '', organizeIds: null, enabledMark: 1 });
    return ok(request, { list: roleTree(request.lang, listOrganizes(app.db), roles, roleOrganizations(app.db)) });
  });

  // Roles the caller may hand out: everything for administrators; otherwise the roles they hold and
  // the organisation roles of organisations they administer (a user never grants more than they hold).
  app.get('/SelectorByPermission', { schema: selectorSchema }, async (request) => {
    const session = sessionOf(request);
    const roles = listRoles(app.db, { keyword: '', organizeIds: null, enabledMark: 1 });
    const organizations = roleOrganizations(app.db);
    if (session.isAdministrator) return ok(request, { list: roleTree(request.lang, listOrganizes(app.db), roles, organizations) });
    const held = heldRoleIds(app.db, session.userId);
    const visible = gradeVisibleIds(app.db, session.userId);
    const allowed = roles.filter((role) => held.has(role.id) || (role.globalMark === 0 && (organizations.get(role.id) ?? []).some((id) => visible.has(id))));
    return ok(request, { list: roleTree(request.lang, listOrganizes(app.db), allowed, organizations) });
  });

  app.post<{ Body: { organizeIds?: (string | null)[] | null } }>('/getListByOrgIds', { schema: byOrgsSchema }, async (request) => {
    const wanted = new Set(idList(request.body.organizeIds));
    const roles = listRoles(app.db, { keyword: '', organizeIds: [...wanted], enabledMark: 1, globalMark: 0 });
    return ok(request, { list: roleTree(request.lang, listOrganizes(app.db), roles, roleOrganizations(app.db), wanted) });
  });

  app.post<{ Body: RoleBody }>('/', { schema: createSchema }, async (request) => {
    const body = writableRole(app, sessionOf(request), request.body);
    const requested = body.globalMark === 0 ? organizeIdsOf(body) : [];
    requireWrite(app, request, access.add, requested, 'add');
    const input = cleanRole(body);
    const now = app.clock();
    const id = newId(now);
    app.db.transaction(() => {
      checkRole(app, input, null);
      insertRole(app.db, { id, ...input, creatorTime: now });
    })();
    return ok(request, { id }, 'created');
  });

  app.get<{ Params: IdParams }>('/:id', { schema: infoSchema }, async (request) => {
    const session = sessionOf(request);
    const scope = readScope(app.db, session, ROLE_PAGE);
    const role = findRole(app.db, request.params.id);
    const organizeIds = role ? organizationsOfRole(app.db, role.id) : [];
    // Page holders: the page's data rules and columns (as in the list); organisation administrators:
    // the organisation roles of organisations they may view.
    const visible = role && (scope === 'all' ? rowInScope(app.db, session, ROLE_PAGE, ROLE_ROWS, role.id) : organizeIds.some((id) => scope.has(id)));
    if (!role || !visible) throw notFound('entityRole');
    const row = rowOf(request.lang, role, organizeIds, organizePaths(listOrganizes(app.db)));
    return ok(request, scope === 'all' ? visibleRecord(app.db, session, ROLE_PAGE, row, ROLE_DERIVED) : row);
  });

  const existing = (request: FastifyRequest<{ Params: IdParams }>): { role: Role | undefined; organizeIds: string[] } => {
    const role = findRole(app.db, request.params.id);
    return { role, organizeIds: role && role.globalMark === 0 ? organizationsOfRole(app.db, role.id) : [] };
  };

  app.put<{ Params: IdParams; Body: RoleBody }>('/:id', { schema: updateSchema }, async (request) => {
    const { role, organizeIds } = existing(request);
    const body = role ? writableRole(app, sessionOf(request), request.body, { role, organizeIds }) : request.body;
    const requested = body.globalMark === 0 ? organizeIdsOf(body) : [];
    // Turning an organisation role global (or the reverse) needs the page right: touched() is then empty on one side.
    requireWrite(app, request, access.edit, role && role.globalMark === 0 && body.globalMark === 0 ? touched(organizeIds, requested) : [], 'edit');
    if (!role || !reachable(request, role.id)) throw notFound('entityRole');
    const input = cleanRole(body);
    app.db.transaction(() => {
      checkRole(app, input, role.id);
      updateRole(app.db, role.id, input, app.clock());
    })();
    permissionsChanged(app, usersOfObject(app.db, 'Role', role.id));
    return ok(request, null, 'updated');
  });

  app.delete<{ Params: IdParams }>('/:id', { schema: deleteSchema }, async (request) => {
    const { role, organizeIds } = existing(request);
    requireWrite(app, request, access.remove, organizeIds, 'delete');
    app.db.transaction(() => {
      if (!role || !findRole(app.db, role.id) || !reachable(request, role.id)) throw notFound('entityRole');
      const holders = roleHolders(app.db, role.id);
      if (holders > 0) throw badRequest('roleHasUsers', { count: holders });
      deleteRole(app.db, role.id);
    })();
    return ok(request, null, 'deleted');
  });

  app.put<{ Params: IdParams; Body: { enabledMark?: number } | null }>('/:id/Actions/State', { schema: stateSchema }, async (request) => {
    const { role, organizeIds } = existing(request);
    requireWrite(app, request, access.edit, organizeIds, 'edit');
    if (!role || !reachable(request, role.id)) throw notFound('entityRole');
    const enabled = request.body?.enabledMark ?? (role.enabledMark === 1 ? 0 : 1);
    app.db.transaction(() => setRoleEnabled(app.db, role.id, enabled, app.clock()))();
    permissionsChanged(app, usersOfObject(app.db, 'Role', role.id));
    return ok(request, { enabledMark: enabled }, 'updated');
  });
}
