// The body of POST /api/visualdev/OnlineDev/{modelId}/List (issue 15 contract), as JNPF's client
// sends it: paging, sort, keyword, the search values as a JSON string in `json`, and the menu.
import type { ColumnData } from '../model/types';
import { isEmptyValue } from '../model/values';

export type SearchValues = Record<string, unknown>;

export interface RunQuery {
  currentPage: number;
  pageSize: number;
  /** The sort column ('' for the server's default order). */
  sidx: string;
  sort: 'asc' | 'desc';
  keyword: string;
  search: SearchValues;
  /** The chosen node of the left tree, when the list has one. */
  tree: { field: string; value: string } | null;
}

export interface ListBody {
  currentPage: number;
  pageSize: number;
  sort: 'asc' | 'desc';
  sidx: string;
  keyword: string;
  json: string;
  menuId: string;
}

/** Spec section 9: an unpaged list asks for everything (10000 rows). */
export const UNPAGED_SIZE = 10000;

export function firstQuery(columnData: ColumnData): RunQuery {
  return {
    currentPage: 1,
    pageSize: columnData.hasPage ? columnData.pageSize : UNPAGED_SIZE,
    sidx: columnData.defaultSidx,
    sort: columnData.sort,
    keyword: '',
    search: {},
    tree: null,
  };
}

/** Search values worth sending: blanks and a range with both ends empty are left out (spec section 5). */
export function cleanSearch(search: SearchValues): SearchValues {
  const clean: SearchValues = {};
  for (const [key, value] of Object.entries(search)) {
    if (isEmptyValue(value)) continue;
    clean[key] = typeof value === 'string' ? value.trim() : value;
  }
  return clean;
}

export function buildListBody(query: RunQuery, menuId: string): ListBody {
  const search = cleanSearch(query.search);
  if (query.tree && query.tree.field) search[query.tree.field] = query.tree.value;
  return {
    currentPage: query.currentPage,
    pageSize: query.pageSize,
    sort: query.sort,
    sidx: query.sidx,
    keyword: query.keyword.trim(),
    json: Object.keys(search).length > 0 ? JSON.stringify(search) : '',
    menuId,
  };
}

/** A click on a sortable header: a new column sorts ascending, the same column flips. */
export function toggleSort(query: RunQuery, prop: string): RunQuery {
  const sort = query.sidx === prop && query.sort === 'asc' ? 'desc' : 'asc';
  return { ...query, sidx: prop, sort, currentPage: 1 };
}
