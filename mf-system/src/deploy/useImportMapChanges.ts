import { useEffect, useRef } from 'react';
import { socketEvents$ } from '@atrium/shared';

/** The socket message the server sends every open portal after it applied a new import map. */
export const IMPORT_MAP_CHANGED: string = 'importMapChanged';

/**
 * Calls `onChange` whenever the server says the import map changed (a deploy, a rollback or a
 * hand edit, from any admin or process). The subscription ends on unmount (rule 3).
 */
export function useImportMapChanges(onChange: () => void): void {
  // The latest callback, so a re-render never re-subscribes (and never misses an event).
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    const subscription = socketEvents$.subscribe((event) => {
      // Compared as a string: the method joins @atrium/shared's SocketMethod list with issue 13.
      if ((event.method as string) === IMPORT_MAP_CHANGED) latest.current();
    });
    return () => subscription.unsubscribe();
  }, []);
}
