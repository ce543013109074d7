import { int, objectOf } from './common-schemas';

/**
 * Spec section 9: page 1, size 20; the pickers offer 20, 50, 100 and 500. Clients may ask for
 * other sizes (chat history 50, popup tables 10000 for "everything"): any size up to 500 is
 * served as asked, larger ones are clamped to 500 rather than refused.
 */
export const PAGE_SIZES = [20, 50, 100, 500] as const;
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 500;
/** Far past any real list; keeps (currentPage - 1) * pageSize an exact integer for SQLite's OFFSET. */
export const CURRENT_PAGE_MAX = 1_000_000;

/**
 * The paging fields of spec section 3. Infinity and NaN never get past them: AJV cannot refuse
 * them here, so plugins/finite-numbers.ts does, for every number of every request.
 */
export const pagingQueryProperties = {
  keyword: { type: 'string', maxLength: 100 },
  currentPage: { type: 'integer', minimum: 1, maximum: CURRENT_PAGE_MAX, default: 1 },
  // No maximum on purpose: pageWindow() clamps.
  pageSize: { type: 'integer', minimum: 1, default: PAGE_SIZE_DEFAULT },
  sort: { type: 'string', enum: ['asc', 'desc', ''] },
} as const;

export interface PagedQueryOptions {
  /** The field names this list can be ordered by; sidx accepts these or '' (the list's own order). */
  sidx?: readonly string[];
  /** The list's own filters. */
  properties?: Record<string, object>;
  required?: string[];
}

/**
 * The querystring schema of a paged list: the shared paging fields, `sidx` limited to the
 * columns the list declares, then the list's own filters. Every paged route builds its
 * querystring with this (the route-walking test checks it).
 */
export function pagedQuerystring(options: PagedQueryOptions = {}): object {
  return {
    type: 'object',
    ...(options.required ? { required: options.required } : {}),
    properties: {
      ...pagingQueryProperties,
      sidx: { type: 'string', enum: [...(options.sidx ?? []), ''] },
      ...options.properties,
    },
  };
}

export const paginationSchema = objectOf({ currentPage: int, pageSize: int, total: int });

export interface PagingQuery {
  keyword?: string;
  currentPage?: number;
  pageSize?: number;
  sort?: 'asc' | 'desc' | '';
}

export interface PageWindow {
  currentPage: number;
  /** What the answer reports in pagination.pageSize: the size actually served. */
  pageSize: number;
  offset: number;
  limit: number;
}

// The schema has already refused anything else; this only keeps the arithmetic exact if it did not.
const wholeOr = (value: number | undefined, fallback: number): number =>
  value !== undefined && Number.isFinite(value) && value >= 1 ? Math.floor(value) : fallback;

/** The rows a validated paging query asks for, with the page size clamped to PAGE_SIZE_MAX. */
export function pageWindow(query: { currentPage?: number; pageSize?: number }): PageWindow {
  const currentPage = Math.min(wholeOr(query.currentPage, 1), CURRENT_PAGE_MAX);
  const pageSize = Math.min(wholeOr(query.pageSize, PAGE_SIZE_DEFAULT), PAGE_SIZE_MAX);
  return { currentPage, pageSize, offset: (currentPage - 1) * pageSize, limit: pageSize };
}
