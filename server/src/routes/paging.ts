import { int, objectOf } from './common-schemas';

/** Spec section 9: page 1, size 20, sizes up to 500. */
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 500;

/** Paging query of spec section 3 (currentPage, pageSize, sort, sidx, keyword). */
export const pagingQueryProperties = {
  keyword: { type: 'string', maxLength: 100 },
  currentPage: { type: 'integer', minimum: 1, maximum: 1000000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: PAGE_SIZE_MAX, default: PAGE_SIZE_DEFAULT },
  sort: { type: 'string', enum: ['asc', 'desc', ''] },
} as const;

export const paginationSchema = objectOf({ currentPage: int, pageSize: int, total: int });

export interface PagingQuery {
  keyword?: string;
  currentPage?: number;
  pageSize?: number;
  sort?: 'asc' | 'desc' | '';
}
