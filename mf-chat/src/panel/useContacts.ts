/** Contacts (ImUser) 20 a page, the next page when asked, until a page is shorter than 20. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { socketEvents$ } from '@atrium/shared';
import { CONTACTS_PAGE_SIZE, getContacts, type Contact } from '../api';

export function useContacts(keyword: string) {
  const [items, setItems] = useState<Contact[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [hasMore, setHasMore] = useState(true);
  const page = useRef(0);
  const requestId = useRef(0);
  const busy = useRef(false);

  const load = useCallback(
    (pageNumber: number) => {
      const id = ++requestId.current;
      busy.current = true;
      setLoading(true);
      getContacts(keyword, pageNumber).then(
        (result) => {
          if (id !== requestId.current) return;
          busy.current = false;
          page.current = pageNumber;
          setItems((current) => (pageNumber === 1 ? result.list : [...current, ...result.list]));
          setHasMore(result.list.length >= CONTACTS_PAGE_SIZE);
          setLoading(false);
          setFailed(false);
        },
        () => {
          if (id !== requestId.current) return;
          busy.current = false;
          setHasMore(false);
          setLoading(false);
          setFailed(true);
        },
      );
    },
    [keyword],
  );

  useEffect(() => {
    load(1);
    const subscription = socketEvents$.subscribe((event) => {
      if (event.method !== 'presence' || typeof event.userId !== 'string') return;
      const online = event.online === true;
      setItems((current) => current.map((item) => (item.id === event.userId ? { ...item, online } : item)));
    });
    return () => {
      requestId.current += 1;
      subscription.unsubscribe();
    };
  }, [load]);

  const loadMore = useCallback(() => {
    if (!busy.current && hasMore) load(page.current + 1);
  }, [hasMore, load]);

  return { items, loading, failed, hasMore, loadMore };
}
