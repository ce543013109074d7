// The entries the top menu could not fit, for the /menuMore page. Null while no top menu is shown:
// then /menuMore lists the whole menu.
import { atom, type ReadableAtom } from 'nanostores';
import type { MenuNode } from '@atrium/shared';

const $overflowState = atom<readonly MenuNode[] | null>(null);

export const $menuOverflow: ReadableAtom<readonly MenuNode[] | null> = $overflowState;

export function setMenuOverflow(entries: readonly MenuNode[] | null): void {
  const current = $overflowState.get();
  const same = current !== null && entries !== null && current.length === entries.length && current.every((entry, i) => entry === entries[i]);
  if (!same) $overflowState.set(entries);
}
