import type { FastifyInstance, FastifyRequest } from 'fastify';
import { newId } from '../../db/ids';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { badRequest, notFound } from '../../plugins/errors';
import { permissionsChanged, usersOfObject } from '../../permission/changes';
import type { Session } from '../../auth/sessions';
import { holderRowInScope, listRights, reparentShown, rowInScope, unscoped, visibleRecord, visibleTree, writableBody } from '../../permission/page-rights';
import { pickerScope, readScope, requireWrite, type PageAccess } from '../organize-admin/rights';
import { DEPARTMENT_PAGE, ORGANIZE_PAGE, departmentAccess, organizeAccess } from './access';
import { idList } from './fields';
import { organizeNodeSchema, organizePaths, organizeTree, withAncestors } from './nodes';
import {
  ORGANIZE_ROOT,
  ORGANIZE_ROWS,
  ORGANIZE_SCOPE_COLUMNS,
  deleteOrganize,
  findOrganize,
  insertOrganize,
  isInSubtree,
  listOrganizes,
  organizeCodeTaken,
  organizeIdsIn,
  organizeUsage,
  setOrganizeEnabled,
  subtreeOf,
  updateOrganize,
  userExists,
  userOrganizeId,
  type Category,
  type Organize,
  type OrganizeInput,
} from './repository';
import {
  conditionSchema,
  createSchema,
  defaultDepartmentSchema,
  deleteSchema,
  departmentListSchema,
  infoSchema,
  listSchema,
  selectorSchema,
  stateSchema,
  treeSchema,
  updateSchema,
} from './schemas';
import { cleanOrganize, type OrganizeBody } from './validation';

interface IdParams {
  id: string;
}
interface ListQuery {
  keyword?: string;
  type?: Category | '';
  enabledMark?: number;
}

const matchesKeyword = (org: Organize, keyword: string): boolean => {
  const needle = keyword.toLowerCase();
  return org.fullName.toLowerCase().includes(needle) || org.enCode.toLowerCase().includes(needle);
};

/** Rows that pass the filters, with their ancestors so the tree keeps its shape. */
function filtered(all: readonly Organize[], rows: readonly Organize[], query: ListQuery): Organize[] {
  const keyword = query.keyword?.trim() ?? '';
  if (keyword === '' && !query.type && query.enabledMark === undefined) return [...rows];
  const matches = rows.filter((org) => (keyword === '' || matchesKeyword(org, keyword))
    && (!query.type || org.category === query.type)
    && (query.enabledMark === undefined || org.enabledMark === query.enabledMark));
  const shown = new Set(rows.map((org) => org.id));
  return withAncestors(all, new Set(matches.map((org) => org.id))).filter((org) => shown.has(org.id));
}

const inScope = (scope: 'all' | Set<string>) => (org: Organize): boolean => scope === 'all' || scope.has(org.id);

/**
 * What a reader of the organisation or department list sees. With the page: the rows its data
 * rules let through (in SQL, ORGANIZE_SCOPE_COLUMNS) and the columns it grants; a row outside the
 * scope is left out and its visible descendants hang under their nearest visible ancestor (or the
 * top), paths included. Through 分级管理 alone: the organisations administered, every column.
 */
interface OrganizeListView {
  /** The rows the tree is built from (re-parented when a data scope hides some). */
  base: Organize[];
  /** Ids the caller may see. */
  shown: 'all' | Set<string>;
  visible: Set<string> | 'all';
}

function organizeListView(app: FastifyInstance, session: Session, page: string): OrganizeListView {
  const all = listOrganizes(app.db);
  const grade = readScope(app.db, session, page);
  if (grade !== 'all') return { base: all, shown: grade, visible: 'all' };
  const rights = listRights(app.db, session, page, ORGANIZE_SCOPE_COLUMNS);
  if (unscoped(rights.scope)) return { base: all, shown: 'all', visible: rights.visible };
  const shown = organizeIdsIn(app.db, rights.scope);
  return { base: reparentShown(all, shown, ORGANIZE_ROOT), shown, visible: rights.visible };
}

/** The form as the caller may write it: fields outside their form rights keep the stored value (update) or their default (create). */
function organizeForm(app: FastifyInstance, session: Session, page: string, body: OrganizeBody, current?: Organize): OrganizeBody {
  const stored: OrganizeBody | undefined = current && {
    parentId: current.parentId,
    fullName: current.fullName,
    enCode: current.enCode,
    category: current.category,
    managerId: current.managerId,
    enabledMark: current.enabledMark,
    sortCode: current.sortCode,
    description: current.description,
    propertyJson: current.propertyJson,
  };
  return writableBody(app.db, session, page, body, stored);
}

/** Parent rules: companies sit at the top or under companies; departments under a company or a department; never under themselves. */
function checkParent(app: FastifyInstance, input: OrganizeInput, editedId: string | null): void {
  if (input.parentId === ORGANIZE_ROOT) return;
  const parent = findOrganize(app.db, input.parentId);
  if (!parent) throw badRequest('parentNotFound');
  if (editedId !== null && isInSubtree(app.db, editedId, parent.id)) throw badRequest('parentCycle');
  if (input.category === 'company' && parent.category !== 'company') throw badRequest('organizeParentCompany');
}

function checkFields(app: FastifyInstance, input: OrganizeInput, editedId: string | null): void {
  checkParent(app, input, editedId);
  if (organizeCodeTaken(app.db, input.enCode, editedId)) throw badRequest('codeExists', { code: input.enCode });
  if (input.managerId !== null && !userExists(app.db, input.managerId)) throw badRequest('managerNotFound');
}

/** Refuses to delete an organisation anything still hangs on, saying what. */
function checkDeletable(app: FastifyInstance, id: string): void {
  const usage = organizeUsage(app.db, id);
  if (usage.children > 0) throw badRequest('organizeHasChildren', { count: usage.children });
  if (usage.users > 0) throw badRequest('organizeHasUsers', { count: usage.users });
  if (usage.positions > 0) throw badRequest('organizeHasPositions', { count: usage.positions });
  if (usage.roles > 0) throw badRequest('organizeHasRoles', { count: usage.roles });
}

const usersOfSubtree = (app: FastifyInstance, id: string): string[] =>
  subtreeOf(app.db, id).flatMap((orgId) => usersOfObject(app.db, 'Organize', orgId));

/** Properties of the info computed from a field: shown when that field is (see visibleRecord). */
const INFO_DERIVED = { parentName: ['parentId'], managerName: ['managerId'], type: ['category', 'type'], category: ['category', 'type'] } as const;

/** /api/permission/Organize: companies and (under /Department) departments. */
export async function organizeRoutes(app: FastifyInstance): Promise<void> {
  app.addSchema(organizeNodeSchema);

  /** Whether the caller's data rules of `page` reach organisation `id` (holders of the page only; 分级管理 decides for the others). */
  const reachable = (request: FastifyRequest, page: string, id: string): boolean => holderRowInScope(app.db, sessionOf(request), page, ORGANIZE_ROWS, id);

  const create = (category: Category, access: { add: PageAccess }) => async (request: FastifyRequest<{ Body: OrganizeBody }>) => {
    const body = organizeForm(app, sessionOf(request), access.add.page, request.body);
    const rawParent = body.parentId ?? '';
    requireWrite(app, request, access.add, rawParent === '' || rawParent === ORGANIZE_ROOT ? [] : [rawParent], 'add');
    const input = cleanOrganize(body, category);
    const now = app.clock();
    const id = newId(now);
    app.db.transaction(() => {
      checkFields(app, input, null);
      insertOrganize(app.db, { id, ...input, creatorTime: now });
    })();
    return ok(request, { id }, 'created');
  };

  const update = (category: Category | null, access: { edit: PageAccess }) =>
    async (request: FastifyRequest<{ Params: IdParams; Body: OrganizeBody }>) => {
      const { id } = request.params;
      requireWrite(app, request, access.edit, [id], 'edit');
      const current = findOrganize(app.db, id);
      if (!current || (category !== null && current.category !== category) || !reachable(request, access.edit.page, id)) {
        throw notFound(category === 'department' ? 'entityDepartment' : 'entityOrganize');
      }
      const input = cleanOrganize(organizeForm(app, sessionOf(request), access.edit.page, request.body, current), current.category);
      const moved = input.parentId !== current.parentId;
      if (moved && input.parentId !== ORGANIZE_ROOT) requireWrite(app, request, access.edit, [input.parentId], 'add');
      const affected: string[] = [];
      app.db.transaction(() => {
        checkFields(app, input, id);
        updateOrganize(app.db, id, input, app.clock());
        // Data rules follow the organisation tree: a move changes what its members may see.
        if (moved || input.enabledMark !== current.enabledMark) affected.push(...usersOfSubtree(app, id));
      })();
      if (affected.length > 0) permissionsChanged(app, affected);
      return ok(request, null, 'updated');
    };

  const info = (category: Category | null) => async (request: FastifyRequest<{ Params: IdParams }>) => {
    const session = sessionOf(request);
    const page = category === 'department' ? DEPARTMENT_PAGE : ORGANIZE_PAGE;
    const scope = readScope(app.db, session, page);
    const org = findOrganize(app.db, request.params.id);
    // Page holders: the page's data rules (as in the list); organisation administrators: what they administer.
    const visible = (row: Organize): boolean => (scope === 'all' ? rowInScope(app.db, session, page, ORGANIZE_ROWS, row.id) : scope.has(row.id));
    if (!org || (category !== null && org.category !== category) || !visible(org)) {
      throw notFound(category === 'department' ? 'entityDepartment' : 'entityOrganize');
    }
    const all = listOrganizes(app.db);
    const path = organizePaths(all).get(org.id);
    const parent = all.find((row) => row.id === org.parentId);
    const manager = org.managerId
      ? (app.db.prepare('SELECT real_name AS name FROM users WHERE id = ?').get(org.managerId) as { name: string } | undefined)?.name ?? ''
      : '';
    const record = {
      id: org.id,
      parentId: org.parentId,
      parentName: parent?.fullName ?? '',
      category: org.category,
      type: org.category,
      fullName: org.fullName,
      enCode: org.enCode,
      sortCode: org.sortCode,
      enabledMark: org.enabledMark,
      description: org.description,
      managerId: org.managerId,
      managerName: manager,
      propertyJson: org.propertyJson,
      organizeIdTree: path?.ids.slice(0, -1) ?? [],
      creatorTime: org.creatorTime,
      lastModifyTime: org.lastModifyTime,
    };
    // Like the tree, the form keeps its links (id, parent path); the rest follows the column and form rights.
    return ok(request, scope === 'all' ? visibleRecord(app.db, session, page, record, INFO_DERIVED, ['id', 'parentId', 'organizeIdTree']) : record);
  };

  const remove = (category: Category | null, access: { remove: PageAccess }) => async (request: FastifyRequest<{ Params: IdParams }>) => {
    const { id } = request.params;
    requireWrite(app, request, access.remove, [id], 'delete');
    app.db.transaction(() => {
      const org = findOrganize(app.db, id);
      if (!org || (category !== null && org.category !== category) || !reachable(request, access.remove.page, id)) {
        throw notFound(category === 'department' ? 'entityDepartment' : 'entityOrganize');
      }
      checkDeletable(app, id);
      deleteOrganize(app.db, id);
    })();
    return ok(request, null, 'deleted');
  };

  const state = (category: Category | null, access: { edit: PageAccess }) =>
    async (request: FastifyRequest<{ Params: IdParams; Body: { enabledMark?: number } | null }>) => {
      const { id } = request.params;
      requireWrite(app, request, access.edit, [id], 'edit');
      const org = findOrganize(app.db, id);
      if (!org || (category !== null && org.category !== category) || !reachable(request, access.edit.page, id)) {
        throw notFound(category === 'department' ? 'entityDepartment' : 'entityOrganize');
      }
      const enabled = request.body?.enabledMark ?? (org.enabledMark === 1 ? 0 : 1);
      let affected: string[] = [];
      app.db.transaction(() => {
        setOrganizeEnabled(app.db, id, enabled, app.clock());
        affected = usersOfSubtree(app, id);
      })();
      permissionsChanged(app, affected);
      return ok(request, { enabledMark: enabled }, 'updated');
    };

  /** The tree for picking a parent: without `excluded` and its subtree ('0' excludes nothing). */
  const selector = (categories: readonly Category[], byAuth: boolean, page: string) => async (request: FastifyRequest<{ Params: IdParams }>) => {
    const all = listOrganizes(app.db);
    const excluded = new Set(request.params.id === '0' ? [] : subtreeOf(app.db, request.params.id));
    const scope = byAuth ? pickerScope(app.db, sessionOf(request), page) : 'all';
    const rows = all.filter((org) => org.enabledMark === 1 && categories.includes(org.category) && !excluded.has(org.id) && inScope(scope)(org));
    return ok(request, { list: organizeTree(all, rows) });
  };

  // --- Departments (static /Department paths first: they must not be read as an organisation id).
  app.get('/Department/Selector/:id', { schema: selectorSchema }, selector(['company', 'department'], false, DEPARTMENT_PAGE));
  app.get('/Department/SelectorByAuth/:id', { schema: selectorSchema }, selector(['company', 'department'], true, DEPARTMENT_PAGE));
  app.post('/Department', { schema: createSchema }, create('department', departmentAccess));
  app.get('/Department/:id', { schema: infoSchema }, info('department'));
  app.put('/Department/:id', { schema: updateSchema }, update('department', departmentAccess));
  app.delete('/Department/:id', { schema: deleteSchema }, remove('department', departmentAccess));
  app.put('/Department/:id/Actions/State', { schema: stateSchema }, state('department', departmentAccess));

  // --- Organisations.
  app.get<{ Querystring: ListQuery }>('/', { schema: listSchema }, async (request) => {
    const { base, shown, visible } = organizeListView(app, sessionOf(request), ORGANIZE_PAGE);
    return ok(request, { list: visibleTree(organizeTree(base, filtered(base, base.filter(inScope(shown)), request.query)), visible) });
  });

  // Departments of one company: its department subtree, stopping at child companies.
  app.get<{ Params: IdParams; Querystring: ListQuery }>('/:id/Department', { schema: departmentListSchema }, async (request) => {
    const { base, shown, visible } = organizeListView(app, sessionOf(request), DEPARTMENT_PAGE);
    const all = listOrganizes(app.db);
    const company = all.find((org) => org.id === request.params.id);
    if (!company) throw notFound('entityOrganize');
    const byParent = new Map<string, Organize[]>();
    for (const org of all) byParent.set(org.parentId, [...(byParent.get(org.parentId) ?? []), org]);
    const departments: Organize[] = [];
    const walk = (parentId: string): void => {
      for (const child of byParent.get(parentId) ?? []) {
        if (child.category !== 'department' || departments.includes(child)) continue;
        departments.push(child);
        walk(child.id);
      }
    };
    walk(company.id);
    const ids = new Set(departments.filter(inScope(shown)).map((org) => org.id));
    const rows = filtered(base, base.filter((org) => ids.has(org.id)), request.query);
    return ok(request, { list: visibleTree(organizeTree(base, rows), visible) });
  });

  app.get('/Selector/:id', { schema: selectorSchema }, selector(['company'], false, ORGANIZE_PAGE));
  app.get('/SelectorByAuth/:id', { schema: selectorSchema }, selector(['company'], true, ORGANIZE_PAGE));

  // The whole enabled tree (companies and departments) for left-hand trees and pickers.
  app.get('/Tree', { schema: treeSchema }, async (request) => {
    const all = listOrganizes(app.db);
    return ok(request, { list: organizeTree(all, all.filter((org) => org.enabledMark === 1)) });
  });

  // Picker candidates limited to some departments (selectType dep): those subtrees, filtered by keyword.
  app.post<{ Body: { keyword?: string | null; departIds?: (string | null)[] | null } }>('/OrganizeCondition', { schema: conditionSchema }, async (request) => {
    const all = listOrganizes(app.db);
    const ids = new Set(idList(request.body.departIds).flatMap((id) => subtreeOf(app.db, id)));
    const rows = all.filter((org) => ids.has(org.id) && org.enabledMark === 1);
    const keyword = request.body.keyword?.trim() ?? '';
    const shown = keyword === '' ? rows : withAncestors(all, new Set(rows.filter((org) => matchesKeyword(org, keyword)).map((org) => org.id)))
      .filter((org) => ids.has(org.id));
    return ok(request, { list: organizeTree(all, shown) });
  });

  // The current user's department as a form default, when it lies within the allowed departments.
  app.post<{ Body: { departIds?: (string | null)[] | null } | null }>('/getDefaultCurrentValueDepartmentId', { schema: defaultDepartmentSchema }, async (request) => {
    const current = userOrganizeId(app.db, sessionOf(request).userId);
    const allowed = idList(request.body?.departIds);
    const fits = current !== null && (allowed.length === 0 || allowed.some((id) => isInSubtree(app.db, id, current)));
    return ok(request, { departmentId: fits ? current : '' });
  });

  app.post('/', { schema: createSchema }, create('company', organizeAccess));
  app.get('/:id', { schema: infoSchema }, info(null));
  app.put('/:id', { schema: updateSchema }, update(null, organizeAccess));
  app.delete('/:id', { schema: deleteSchema }, remove(null, organizeAccess));
  app.put('/:id/Actions/State', { schema: stateSchema }, state(null, organizeAccess));
}
