import type { LogCategory, LogQuery } from './api';

export interface LogFilters {
  keyword: string;
  /** yyyy-MM-dd or ''. */
  start: string;
  end: string;
}

export const EMPTY_FILTERS: LogFilters = { keyword: '', start: '', end: '' };

/** The query for one page: dates become the local start of the first day and the end of the last. */
export function logQueryOf(category: LogCategory, filters: LogFilters, currentPage: number, pageSize: number): LogQuery {
  const query: LogQuery = { category, currentPage, pageSize };
  const keyword = filters.keyword.trim();
  if (keyword) query.keyword = keyword;
  if (filters.start) query.startTime = new Date(`${filters.start}T00:00:00`).getTime();
  if (filters.end) query.endTime = new Date(`${filters.end}T23:59:59.999`).getTime();
  return query;
}
