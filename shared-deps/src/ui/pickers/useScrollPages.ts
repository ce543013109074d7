import { useCallback, useEffect, useRef, useState, type UIEvent } from 'react';
import type { PickerNode, PickerPage, PickerPageQuery } from './api';

/** Spec section 9: pickers page by 20 and load the next page 200 px before the bottom. */
export const PICKER_PAGE_SIZE = 20;
export const SCROLL_THRESHOLD = 200;

export interface ScrollPages {
  rows: readonly PickerNode[];
  loading: boolean;
  /** Attach to the scroll box: near its bottom the next page loads. */
  onScroll: (event: UIEvent<HTMLElement>) => void;
}

/**
 * A list that grows by pages as it scrolls. `load` is called with page 1 whenever it changes
 * (give it a new identity for a new keyword); a late answer of an older query is dropped.
 */
export function useScrollPages(load: ((query: Pick<PickerPageQuery, 'currentPage' | 'pageSize'>) => Promise<PickerPage>) | null): ScrollPages {
  const [rows, setRows] = useState<readonly PickerNode[]>([]);
  const [loading, setLoading] = useState(false);
  const state = useRef({ page: 0, total: 0, busy: false, generation: 0 });

  const fetchPage = useCallback(
    (page: number) => {
      if (!load) return;
      const generation = state.current.generation;
      state.current.busy = true;
      setLoading(true);
      load({ currentPage: page, pageSize: PICKER_PAGE_SIZE }).then(
        (answer) => {
          if (generation !== state.current.generation) return;
          state.current.page = page;
          state.current.total = answer.total;
          setRows((current) => (page === 1 ? answer.list : [...current, ...answer.list]));
        },
        () => undefined,
      ).finally(() => {
        if (generation !== state.current.generation) return;
        state.current.busy = false;
        setLoading(false);
      });
    },
    [load],
  );

  useEffect(() => {
    state.current = { page: 0, total: 0, busy: false, generation: state.current.generation + 1 };
    setRows([]);
    fetchPage(1);
  }, [fetchPage]);

  const onScroll = (event: UIEvent<HTMLElement>) => {
    const box = event.currentTarget;
    const { page, total, busy } = state.current;
    if (busy || page * PICKER_PAGE_SIZE >= total) return;
    if (box.scrollHeight - box.scrollTop - box.clientHeight <= SCROLL_THRESHOLD) fetchPage(page + 1);
  };

  return { rows, loading, onScroll };
}
