import { useCallback, useEffect, useRef, useState } from 'react';

/** One page of a JNPF list answer. */
export interface PageResult<T> {
  list: T[];
  pagination: { total: number };
}

/** The query of a keyword-searched, server-paged list (JNPF's Pagination fields). */
export interface ListQuery {
  keyword: string;
  currentPage: number;
  pageSize: number;
}

export interface PagedList<T, Q> {
  query: Q;
  setQuery: (query: Q) => void;
  rows: T[];
  total: number;
  loading: boolean;
  /** Why the last load failed, or null: the table shows it with a retry, never as an empty list. */
  error: unknown;
  reload: () => void;
  /**
   * Reloads in the background, for updates pushed by the server: the rows stay usable (no loading
   * mask, which would swallow a click that lands while it shows) and are replaced when the answer
   * arrives; a failed refresh keeps them, since what they show was true a moment ago.
   */
  refresh: () => void;
}

/**
 * A server-paged list: loads whenever the query changes. A failed load empties it and keeps the
 * error, so the table can say the list failed (and offer a retry) instead of 暂无数据 beside the
 * total of an earlier page.
 */
export function usePagedList<T, Q>(fetchPage: (query: Q) => Promise<PageResult<T>>, first: Q): PagedList<T, Q> {
  const [query, setQuery] = useState<Q>(first);
  const [rows, setRows] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [generation, setGeneration] = useState(0);
  const [error, setError] = useState<unknown>(null);
  const [background, setBackground] = useState(0);

  // Only the answer to the latest request is shown: a background refresh that answers after the
  // user moved to another page must not put the old page back.
  const latest = useRef(0);
  const show = (page: PageResult<T>) => {
    setError(null);
    setRows(page.list);
    setTotal(page.pagination.total);
  };

  useEffect(() => {
    const request = ++latest.current;
    setLoading(true);
    fetchPage(query)
      .then(
        (page) => request === latest.current && show(page),
        (failure: unknown) => {
          if (request !== latest.current) return;
          setError(failure ?? new Error('list load failed'));
          setRows([]);
          setTotal(0);
        },
      )
      .finally(() => request === latest.current && setLoading(false));
    // fetchPage is a module-level api function; only the query and explicit reloads refetch.
  }, [query, generation]);

  useEffect(() => {
    if (background === 0) return;
    const request = ++latest.current;
    // A failed refresh keeps the rows: what they show was true a moment ago. Being the latest
    // request, it also ends a load it overtook.
    fetchPage(query)
      .then((page) => request === latest.current && show(page), () => undefined)
      .finally(() => request === latest.current && setLoading(false));
    // Only an explicit refresh refetches here; a query change is the effect above's.
  }, [background]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  const refresh = useCallback(() => setBackground((value) => value + 1), []);
  return { query, setQuery, rows, total, loading, error, reload, refresh };
}
