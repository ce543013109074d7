// The authorisation calls (JNPF's Authority/Data, spec section 6 permission areas): what a holder
// is granted, as one tree, and saving all of it in one call.
import { http } from '@atrium/shared';
import type { PageResult } from '@atrium/ui';
import { listOf, seg, type ListAnswer } from '../common/lists';

const BASE = '/api/permission/Authority/Data';

/** Who can be granted rights (the authorize table's object_type). */
export type HolderType = 'Role' | 'Position' | 'Organize' | 'User';

/** The kinds of the tree's nodes, as the save sends them; anything else (a grouping node) is not saved. */
export const ITEM_TYPES = ['system', 'module', 'button', 'column', 'form', 'resource'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** A node of the grant tree: systems → menus → buttons, list columns, form fields, data schemes. */
export interface AuthorizeNode {
  id: string;
  fullName: string;
  type: ItemType | string;
  icon?: string | null;
  children?: AuthorizeNode[] | null;
}

export interface AuthorizeValues {
  list: AuthorizeNode[];
  /** The ids granted to the holder now. */
  ids: string[];
}

/** The whole grant, by kind (JNPF's AuthorizeDataUpForm field names). */
export interface AuthorizeSave {
  objectType: HolderType;
  systemIds: string[];
  module: string[];
  button: string[];
  column: string[];
  form: string[];
  resource: string[];
}

export function getAuthorizeValues(objectId: string, objectType: HolderType): Promise<AuthorizeValues> {
  return http
    .post<Partial<AuthorizeValues>>(`${BASE}/${seg(objectId)}/Values`, { objectType })
    .then((data) => ({ list: data.list ?? [], ids: data.ids ?? [] }));
}

export function saveAuthorize(objectId: string, grant: AuthorizeSave): Promise<unknown> {
  return http.put(`${BASE}/${seg(objectId)}`, grant);
}

/** A holder as the left list shows it. */
export interface Holder {
  id: string;
  fullName: string;
  children?: Holder[] | null;
}

interface Named {
  id: string;
  fullName?: string;
  realName?: string;
  account?: string;
}

/** Holders come 100 at a time; the list loads the next page on demand. */
export const HOLDER_PAGE_SIZE = 100;

/** One page of holders and how many match in all. */
export interface HolderPage {
  list: Holder[];
  total: number;
}

const named = (row: Named): Holder => ({ id: row.id, fullName: row.fullName ?? (row.account ? `${row.realName ?? ''}/${row.account}` : (row.realName ?? row.id)) });

const PAGED: Record<Exclude<HolderType, 'Organize'>, string> = {
  Role: '/api/permission/Role',
  Position: '/api/permission/Position',
  User: '/api/permission/Users',
};

/** A page of the holders of a kind matching a keyword; organisations come as their whole tree. */
export function getHolders(type: HolderType, keyword: string, currentPage = 1): Promise<HolderPage> {
  if (type === 'Organize') {
    return http.get<ListAnswer<Holder>>('/api/permission/Organize/Department/Selector/0').then((data) => {
      const list = listOf(data);
      return { list, total: list.length };
    });
  }
  return http
    .get<PageResult<Named>>(PAGED[type], { keyword, currentPage, pageSize: HOLDER_PAGE_SIZE })
    .then((page) => ({ list: page.list.map(named), total: page.pagination?.total ?? page.list.length }));
}
