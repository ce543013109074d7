// The calls of the organisation, user, role, position and group pickers (spec section 7,
// /api/permission/...). Any signed-in user may make them; `auth` variants answer only what the
// caller's authorisation covers. Answers are JNPF shapes: trees of PickerNode, pages {list, pagination}.
import { http } from '@atrium/shared';

/** Kinds a picker item can be; non-user kinds travel as `id--type` in multiple mode (spec section 3). */
export type PickerItemType = 'company' | 'department' | 'position' | 'user' | 'group' | 'role';

/** A tree node or list row of a picker (organisation/department node and user option of spec section 3). */
export interface PickerNode {
  id: string;
  fullName: string;
  /** company, department, position, role, group, user; other strings for grouping nodes. */
  type?: string;
  icon?: string;
  hasChildren?: boolean;
  /** False for nodes that are only a heading (a role's organisation, a group type). */
  selectable?: boolean;
  children?: PickerNode[];
  /** The path of names down to this node (组织/部门/...), shown in search results and the selected pane. */
  lastFullName?: string;
  organize?: string;
  headIcon?: string;
  realName?: string;
  account?: string;
}

export interface PickerPageQuery {
  keyword: string;
  currentPage: number;
  pageSize: number;
}

export interface PickerPage {
  list: PickerNode[];
  total: number;
}

/** Candidate sets (selectType custom) as ids of each kind. */
export interface UserCondition {
  departIds?: readonly string[];
  positionIds?: readonly string[];
  userIds?: readonly string[];
  roleIds?: readonly string[];
  groupIds?: readonly string[];
}

export interface PermissionPickerApi {
  /** Children of an organisation node ('0' for the roots); `auth`: SelectorByAuth. */
  departments(parentId: string, auth: boolean): Promise<PickerNode[]>;
  /** Organisations and departments whose name matches, flat, with their path in lastFullName. */
  searchDepartments(keyword: string, auth: boolean): Promise<PickerNode[]>;
  /** Children of an organisation in the user picker: its departments and its users. */
  userTree(organizeId: string, auth: boolean): Promise<PickerNode[]>;
  /** Users matching a keyword anywhere in the organisation tree, one page. */
  searchUsers(query: PickerPageQuery, auth: boolean): Promise<PickerPage>;
  /** Users in any of the given sets (no set at all: every user the caller may see), one page. */
  usersOf(condition: UserCondition, query: PickerPageQuery): Promise<PickerPage>;
  /** The users a mixed list of ids (`id--type` for non-users) stands for, one page. */
  selectedUsers(ids: readonly string[], query: PickerPageQuery): Promise<PickerPage>;
  /** The caller's subordinates. */
  subordinates(keyword: string): Promise<PickerNode[]>;
  /** Names of chosen ids (users, and `id--type` items), to label a value the picker did not load. */
  selectedItems(ids: readonly string[]): Promise<PickerNode[]>;
  roles(keyword: string): Promise<PickerNode[]>;
  /** Roles the caller may grant (Role/SelectorByPermission). */
  rolesByPermission(keyword: string): Promise<PickerNode[]>;
  positions(keyword: string): Promise<PickerNode[]>;
  groups(keyword: string): Promise<PickerNode[]>;
}

const BASE = '/api/permission';
/** Spec section 9: pickers list newest first. */
const SORT = { sort: 'desc' };

/** A `{list}` answer, or a bare array (some JNPF selectors answer the list itself). */
const listOf = (data: { list?: PickerNode[] } | PickerNode[] | null | undefined): PickerNode[] => (Array.isArray(data) ? data : (data?.list ?? []));

type PageData = { list?: PickerNode[]; pagination?: { total?: number } };
const pageOf = (data: PageData | null | undefined): PickerPage => {
  const list = data?.list ?? [];
  return { list, total: data?.pagination?.total ?? list.length };
};
/** Answers may name an item as sent (`id--type`) or by id and type: the pickers key by the latter. */
const plainId = (node: PickerNode): PickerNode => {
  const at = node.id.lastIndexOf('--');
  return at > 0 ? { ...node, id: node.id.slice(0, at), type: node.type ?? node.id.slice(at + 2) } : node;
};
const pageBody = (query: PickerPageQuery) => ({ ...query, ...SORT });
const id = (value: string) => encodeURIComponent(value || '0');

export const permissionPickerApi: PermissionPickerApi = {
  departments: (parentId, auth) =>
    http.get<{ list: PickerNode[] }>(`${BASE}/Organize/Department/${auth ? 'SelectorByAuth' : 'Selector'}/${id(parentId)}`).then(listOf),
  searchDepartments: (keyword, auth) =>
    http.get<{ list: PickerNode[] }>(`${BASE}/Organize/Department/${auth ? 'SelectorByAuth' : 'Selector'}/0`, { keyword }).then(listOf),
  userTree: (organizeId, auth) =>
    (auth
      ? http.post<{ list: PickerNode[] }>(`${BASE}/Users/GetListByAuthorize/${id(organizeId)}`, { keyword: '' })
      : http.post<{ list: PickerNode[] }>(`${BASE}/Users/ImUser/Selector/${id(organizeId)}`, { keyword: '' })
    ).then(listOf),
  searchUsers: (query, auth) =>
    http.post<PageData>(`${BASE}/Users/${auth ? 'GetListByAuthorize' : 'ImUser/Selector'}/0`, pageBody(query)).then(pageOf),
  usersOf: (condition, query) => http.post<PageData>(`${BASE}/Users/UserCondition`, { ...condition, ...pageBody(query) }).then(pageOf),
  selectedUsers: (ids, query) => http.post<PageData>(`${BASE}/Users/getSelectedUserList`, { ids, ...pageBody(query) }).then(pageOf),
  subordinates: (keyword) => http.post<{ list: PickerNode[] }>(`${BASE}/Users/getSubordinates`, { keyword }).then(listOf),
  selectedItems: (ids) =>
    ids.length === 0 ? Promise.resolve([]) : http.post<{ list: PickerNode[] }>(`${BASE}/Users/getSelectedList`, { ids }).then((data) => listOf(data).map(plainId)),
  roles: (keyword) => http.get<{ list: PickerNode[] }>(`${BASE}/Role/Selector`, { keyword }).then(listOf),
  rolesByPermission: (keyword) => http.get<{ list: PickerNode[] }>(`${BASE}/Role/SelectorByPermission`, { keyword }).then(listOf),
  positions: (keyword) => http.get<{ list: PickerNode[] }>(`${BASE}/Position/Selector`, { keyword }).then(listOf),
  groups: (keyword) => http.get<{ list: PickerNode[] }>(`${BASE}/Group/Selector`, { keyword }).then(listOf),
};
