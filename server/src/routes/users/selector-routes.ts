// The user pickers' calls (spec section 7 "Users"): any signed-in user may pick users, as workflow
// forms and every MF need to; what the user page's data rules hide is the page's list, not names.
import type { FastifyInstance } from 'fastify';
import { USER_PAGE } from '../../db/seed/menus';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { envelope, idParams, objectOf, str } from '../common-schemas';
import { pickerScope } from '../organize-admin/rights';
import { pageWindow, paginationSchema, pagingQueryProperties } from '../paging';
import { subordinatesFilter, TRUE, type Fragment } from './repository';
import {
  allOptions, candidatesFilter, childOrganizations, membersOfOrganizations, namesOf, optionsByIds, organizationNodes, organizationsOfUser,
  pageOfOptions, parseSelection, selectionCandidates, subtreeOf, ORGANIZE_ICON, type Candidates, type SelectionType, type UserOption,
} from './selector-repository';

const optionSchema = objectOf({
  id: str, fullName: str, realName: str, account: str, headIcon: str, organize: str, department: str, type: str, icon: str,
}, ['id', 'fullName', 'type']);
const optionList = envelope(objectOf({ list: { type: 'array', items: optionSchema } }));
const optionPage = envelope(objectOf({ list: { type: 'array', items: optionSchema }, pagination: paginationSchema }));
const nodeSchema = objectOf({
  id: str, fullName: str, type: str, parentId: str, icon: str, hasChildren: { type: 'boolean' }, isLeaf: { type: 'boolean' },
  realName: str, account: str, headIcon: str, organize: str, department: str,
}, ['id', 'fullName', 'type']);

const idList = { type: 'array', maxItems: 1000, items: { type: 'string', minLength: 1, maxLength: 80 } } as const;
const pagination = {
  type: 'object',
  properties: {
    currentPage: pagingQueryProperties.currentPage,
    pageSize: pagingQueryProperties.pageSize,
    keyword: pagingQueryProperties.keyword,
  },
} as const;

interface PaginationBody {
  currentPage?: number;
  pageSize?: number;
  keyword?: string;
}

const CANDIDATE_KEYS = ['departIds', 'positionIds', 'roleIds', 'groupIds', 'userIds'] as const satisfies readonly (keyof Candidates)[];

interface ConditionBody extends Candidates {
  pagination?: PaginationBody;
  keyword?: string;
  currentPage?: number;
  pageSize?: number;
}

/** The paging of a body: JNPF sends it nested under pagination, some callers flat. */
function pagingOf(body: ConditionBody | null | undefined): { keyword: string; offset: number; limit: number; currentPage: number; pageSize: number } {
  const source = body?.pagination ?? body ?? {};
  const window = pageWindow(source);
  return { keyword: (source.keyword ?? body?.keyword ?? '').trim(), ...window };
}

export async function selectorRoutes(app: FastifyInstance): Promise<void> {
  // GET /All: every enabled user as an option (the old pickers' full list).
  app.get('/All', { schema: { response: optionList } }, async (request) => ok(request, { list: allOptions(app.db, TRUE) }));

  // GET /Selector: the organisation tree with each organisation's users under it, loaded a level at a time (?id).
  app.get<{ Querystring: { id?: string } }>('/Selector', {
    schema: { querystring: { type: 'object', properties: { id: { type: 'string', maxLength: 64 } } }, response: envelope(objectOf({ list: { type: 'array', items: nodeSchema } })) },
  }, async (request) => ok(request, { list: levelOf(app, request.query.id ?? '0') }));

  // POST /ImUser/Selector/{id}: the picker's department tab, a level at a time; with a keyword, matching users anywhere.
  app.post<{ Params: { id: string }; Body: ConditionBody | null }>('/ImUser/Selector/:id', {
    schema: {
      params: idParams,
      body: { type: ['object', 'null'], properties: { pagination, keyword: pagingQueryProperties.keyword, currentPage: pagingQueryProperties.currentPage, pageSize: pagingQueryProperties.pageSize } },
      response: envelope(objectOf({ list: { type: 'array', items: nodeSchema }, pagination: paginationSchema })),
    },
  }, async (request) => {
    const page = pagingOf(request.body);
    if (page.keyword !== '') {
      const found = pageOfOptions(app.db, TRUE, page.keyword, page.offset, page.limit);
      return ok(request, { list: found.list.map(asNode), pagination: { currentPage: page.currentPage, pageSize: page.pageSize, total: found.total } });
    }
    const list = levelOf(app, request.params.id);
    return ok(request, { list, pagination: { currentPage: 1, pageSize: list.length, total: list.length } });
  });

  // POST /GetListByAuthorize/{id}: the same tab "by authorisation" (JNPF: the organisations the caller's 分级管理
  // select rights show, and their users). Administrators and holders of the user page see everything;
  // anyone else only those organisations (nothing without rights: a picker never refuses).
  app.post<{ Params: { id: string }; Body: ConditionBody | null }>('/GetListByAuthorize/:id', {
    schema: {
      params: idParams,
      body: { type: ['object', 'null'], properties: { pagination, keyword: pagingQueryProperties.keyword, currentPage: pagingQueryProperties.currentPage, pageSize: pagingQueryProperties.pageSize } },
      response: envelope(objectOf({ list: { type: 'array', items: nodeSchema }, pagination: paginationSchema })),
    },
  }, async (request) => {
    const scope = pickerScope(app.db, sessionOf(request), USER_PAGE);
    const page = pagingOf(request.body);
    if (page.keyword !== '') {
      const where = scope === 'all' ? TRUE : membersOfOrganizations([...scope]);
      const found = pageOfOptions(app.db, where, page.keyword, page.offset, page.limit);
      return ok(request, { list: found.list.map(asNode), pagination: { currentPage: page.currentPage, pageSize: page.pageSize, total: found.total } });
    }
    const list = scope === 'all' ? levelOf(app, request.params.id) : authorizedLevelOf(app, request.params.id, scope);
    return ok(request, { list, pagination: { currentPage: 1, pageSize: list.length, total: list.length } });
  });

  // POST /getUserList {userId}: options of these users, in the order given (ids may carry --user).
  app.post<{ Body: { userId?: string[] | string } }>('/getUserList', {
    schema: { body: { type: 'object', properties: { userId: { anyOf: [idList, { type: 'string', maxLength: 80000 }] } } }, response: optionList },
  }, async (request) => {
    const raw = request.body.userId ?? [];
    const ids = (Array.isArray(raw) ? raw : raw.split(',')).map((value) => parseSelection(value).id);
    return ok(request, { list: optionsByIds(app.db, ids) });
  });

  // POST /getSubordinates {keyword}: the caller's direct and indirect subordinates.
  app.post<{ Body: { keyword?: string } | null }>('/getSubordinates', {
    schema: { body: { type: ['object', 'null'], properties: { keyword: pagingQueryProperties.keyword } }, response: optionList },
  }, async (request) => {
    const keyword = request.body?.keyword?.trim() ?? '';
    const found = pageOfOptions(app.db, subordinatesFilter(sessionOf(request).userId), keyword, 0, 10_000);
    return ok(request, { list: found.list });
  });

  // GET /getOrganization?userId: a user's organisations with their paths (the caller's by default).
  app.get<{ Querystring: { userId?: string } }>('/getOrganization', {
    schema: {
      querystring: { type: 'object', properties: { userId: { type: 'string', maxLength: 64 } } },
      response: envelope(objectOf({ list: { type: 'array', items: objectOf({ id: str, fullName: str, organizeIdTree: { type: 'array', items: str } }) } })),
    },
  }, async (request) => ok(request, { list: organizationsOfUser(app.db, request.query.userId || sessionOf(request).userId) }));

  const byOne = (path: string, param: string, filter: (id: string, query: Record<string, string | undefined>) => Fragment): void => {
    app.get<{ Querystring: Record<string, string | undefined> }>(path, {
      schema: {
        querystring: { type: 'object', properties: { [param]: { type: 'string', maxLength: 64 }, organizeId: { type: 'string', maxLength: 64 }, keyword: pagingQueryProperties.keyword } },
        response: optionList,
      },
    }, async (request) => {
      const id = request.query[param] ?? '';
      if (id === '') return ok(request, { list: [] as UserOption[] });
      return ok(request, { list: pageOfOptions(app.db, filter(id, request.query), request.query.keyword?.trim() ?? '', 0, 10_000).list });
    });
  };
  byOne('/GetUsersByPositionId', 'positionId', (id) => candidatesFilter({ positionIds: [id] }));
  byOne('/getUsersByRoleId', 'roleId', (id) => candidatesFilter({ roleIds: [id] }));
  // Users holding the role within an organisation (and below it): organisation roles are granted per organisation.
  byOne('/GetUsersByRoleOrgId', 'roleId', (id, query) => {
    const role = candidatesFilter({ roleIds: [id] });
    if (!query.organizeId) return role;
    const sub = subtreeOf('uo.organize_id', query.organizeId);
    return { sql: `(${role.sql}) AND EXISTS (SELECT 1 FROM user_organizations uo WHERE uo.user_id = u.id AND ${sub.sql})`, params: [...role.params, ...sub.params] };
  });

  const conditionBody = {
    type: ['object', 'null'],
    properties: {
      pagination, keyword: pagingQueryProperties.keyword, currentPage: pagingQueryProperties.currentPage, pageSize: pagingQueryProperties.pageSize,
      departIds: idList, positionIds: idList, userIds: idList, roleIds: idList, groupIds: idList, ids: idList,
    },
  } as const;

  // POST /UserCondition: the picker restricted to candidate sets (selectType custom/dep/pos/role/group), paged.
  // A body that names no candidate set at all is the picker's 全部 tab: every user. A set named but
  // empty still matches nobody (a picker restricted to nothing offers nothing).
  app.post<{ Body: ConditionBody | null }>('/UserCondition', { schema: { body: conditionBody, response: optionPage } }, async (request) => {
    const page = pagingOf(request.body);
    const body = request.body ?? {};
    const namesSets = CANDIDATE_KEYS.some((key) => body[key] !== undefined && body[key] !== null);
    const found = pageOfOptions(app.db, namesSets ? candidatesFilter(body) : TRUE, page.keyword, page.offset, page.limit);
    return ok(request, { list: found.list, pagination: { currentPage: page.currentPage, pageSize: page.pageSize, total: found.total } });
  });

  // POST /getSelectedList {ids}: names of a stored selection ('id--type'), in its order, unknown ids left out.
  app.post<{ Body: { ids?: string[] } | null }>('/getSelectedList', { schema: { body: conditionBody, response: optionList } }, async (request) =>
    ok(request, { list: selectedItems(app, request.body?.ids ?? []) }));

  // POST /getSelectedUserList {ids, pagination}: the users a stored selection stands for, paged.
  app.post<{ Body: (ConditionBody & { ids?: string[] }) | null }>('/getSelectedUserList', { schema: { body: conditionBody, response: optionPage } }, async (request) => {
    const page = pagingOf(request.body);
    const found = pageOfOptions(app.db, candidatesFilter(selectionCandidates(request.body?.ids ?? [])), page.keyword, page.offset, page.limit);
    return ok(request, { list: found.list, pagination: { currentPage: page.currentPage, pageSize: page.pageSize, total: found.total } });
  });

  // POST /getDefaultCurrentValueUserId: the caller's id when they are among the candidates (the picker's 当前用户 default), else ''.
  app.post<{ Body: ConditionBody | null }>('/getDefaultCurrentValueUserId', {
    schema: { body: conditionBody, response: envelope(objectOf({ userId: str })) },
  }, async (request) => {
    const userId = sessionOf(request).userId;
    const body = request.body ?? {};
    const hasCandidates = [body.departIds, body.positionIds, body.roleIds, body.groupIds, body.userIds].some((list) => (list?.length ?? 0) > 0);
    const where = hasCandidates ? candidatesFilter(body) : TRUE;
    const inside = pageOfOptions(app.db, { sql: `(${where.sql}) AND u.id = ?`, params: [...where.params, userId] }, '', 0, 1).total > 0;
    return ok(request, { userId: inside ? userId : '' });
  });
}

function asNode(option: UserOption) {
  return { ...option, parentId: '', hasChildren: false, isLeaf: true };
}

/** One level of the organisation tree ('0' or '-1' for the top) followed by the users whose major organisation it is. */
function levelOf(app: FastifyInstance, id: string) {
  const parentId = id === '0' ? '-1' : id;
  const organizations = childOrganizations(app.db, parentId);
  const users = parentId === '-1' ? [] : allOptions(app.db, { sql: 'u.organize_id = ?', params: [parentId] }).map(asNode);
  return [...organizations, ...users];
}

/**
 * levelOf within the organisations `visible`: at the top ('0'), the highest visible ones (whose parent
 * is not visible); below, the visible children and the users whose major organisation it is.
 */
function authorizedLevelOf(app: FastifyInstance, id: string, visible: ReadonlySet<string>) {
  if (id === '0' || id === '-1') return organizationNodes(app.db, [...visible]).filter((node) => !visible.has(node.parentId));
  if (!visible.has(id)) return [];
  const organizations = childOrganizations(app.db, id).filter((node) => visible.has(node.id));
  const users = allOptions(app.db, { sql: 'u.organize_id = ?', params: [id] }).map(asNode);
  return [...organizations, ...users];
}

function selectedItems(app: FastifyInstance, values: readonly string[]): UserOption[] {
  const parsed = values.map(parseSelection);
  const users = new Map(optionsByIds(app.db, parsed.filter((item) => item.type === 'user').map((item) => item.id)).map((option) => [option.id, option]));
  const names = new Map<SelectionType, Map<string, string>>();
  for (const type of ['company', 'department', 'position', 'role', 'group'] as const) {
    names.set(type, namesOf(app.db, type, parsed.filter((item) => item.type === type).map((item) => item.id)));
  }
  const icons: Record<SelectionType, string> = {
    company: ORGANIZE_ICON.company, department: ORGANIZE_ICON.department, position: 'icon-ym icon-ym-tree-position1',
    role: 'icon-ym icon-ym-generator-role', group: 'icon-ym icon-ym-generator-group1', user: '',
  };
  const list: UserOption[] = [];
  parsed.forEach((item, index) => {
    if (item.type === 'user') {
      const user = users.get(item.id);
      if (user) list.push(user);
      return;
    }
    const name = names.get(item.type)?.get(item.id);
    if (name === undefined) return;
    list.push({ id: values[index] ?? item.id, fullName: name, realName: '', account: '', headIcon: '', organize: '', department: '', type: item.type, icon: icons[item.type] });
  });
  return list;
}
