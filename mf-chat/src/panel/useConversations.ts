/**
 * My recent conversations (GET /api/message/imreply): reloaded on every chat event that changes
 * them (a message either way, a read in any tab), presence applied live.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { socketEvents$ } from '@atrium/shared';
import { getConversations, type Conversation } from '../api';

const RELOAD_DELAY_MS = 150;

export function useConversations(keyword: string) {
  const [items, setItems] = useState<Conversation[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const requestId = useRef(0);

  const reload = useCallback(() => {
    const id = ++requestId.current;
    setLoading(true);
    getConversations(keyword).then(
      (list) => {
        if (id !== requestId.current) return;
        setItems(list);
        setLoading(false);
        setFailed(false);
      },
      () => {
        if (id !== requestId.current) return;
        setLoading(false);
        setFailed(true);
      },
    );
  }, [keyword]);

  useEffect(() => {
    reload();
    let timer: ReturnType<typeof setTimeout> | null = null;
    const subscription = socketEvents$.subscribe((event) => {
      if (event.method === 'presence' && typeof event.userId === 'string') {
        const online = event.online === true;
        setItems((current) => current.map((item) => (item.id === event.userId ? { ...item, online } : item)));
        return;
      }
      if (event.method === 'receiveMessage' || event.method === 'sendMessage' || event.method === 'chatRead' || event.method === 'initMessage') {
        // Bursts (a reconnect resending a queue) become one request.
        if (timer) clearTimeout(timer);
        timer = setTimeout(reload, RELOAD_DELAY_MS);
      }
    });
    return () => {
      requestId.current += 1;
      if (timer) clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [reload]);

  return { items, loading, failed, reload };
}
