import { useEffect, useState } from 'react';
import type { MenuNode } from '@atrium/shared';
import { groupForPath } from './menuLayout';

/**
 * The top-level group whose children the left menu shows: follows the route (pages inside a group,
 * the first menu on home) and the user's choice until the route says otherwise.
 */
export function useMenuGroup(layout: 'classic' | 'blend', menus: readonly MenuNode[], path: string): [string | null, (id: string | null) => void] {
  const [group, setGroup] = useState<string | null>(() => groupForPath(layout, menus, path) ?? null);
  useEffect(() => {
    const next = groupForPath(layout, menus, path);
    if (next !== undefined) setGroup(next);
  }, [layout, menus, path]);
  return [group, setGroup];
}
