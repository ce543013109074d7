import { useEffect, useRef } from 'react';
import { socketEvents$, type SocketMethod } from '@atrium/shared';

/**
 * Calls `onChange` when the server says the user's messages changed: a new message
 * (messagePush) or new counts after a read or delete in another tab (initMessage).
 * The subscription ends on unmount (rule 3).
 */
export function useMessageEvents(onChange: () => void, methods: readonly SocketMethod[] = ['messagePush', 'initMessage']): void {
  // The latest callback, so a re-render never re-subscribes (and never misses an event).
  const latest = useRef(onChange);
  latest.current = onChange;
  const key = methods.join();
  useEffect(() => {
    const wanted = new Set(key.split(','));
    const subscription = socketEvents$.subscribe((event) => {
      if (wanted.has(event.method)) latest.current();
    });
    return () => subscription.unsubscribe();
  }, [key]);
}
