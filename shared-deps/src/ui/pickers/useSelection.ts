import { useCallback, useMemo, useState } from 'react';
import type { PickerNode } from './api';

export interface Selection {
  items: readonly PickerNode[];
  has: (node: PickerNode) => boolean;
  /** Multiple: adds or removes. Single: the node replaces the choice (a second click drops it). */
  toggle: (node: PickerNode) => void;
  remove: (key: string) => void;
  clear: () => void;
  /** Replaces the whole choice (the labelled initial value). */
  reset: (items: readonly PickerNode[]) => void;
}

/** The chosen items of a picker, kept in the order they were chosen and keyed by `keyOf`. */
export function useSelection(multiple: boolean, keyOf: (node: Pick<PickerNode, 'id' | 'type'>) => string, initial: readonly PickerNode[] = []): Selection {
  const [items, setItems] = useState<readonly PickerNode[]>(initial);
  const keys = useMemo(() => new Set(items.map(keyOf)), [items, keyOf]);
  const toggle = useCallback(
    (node: PickerNode) =>
      setItems((current) => {
        const key = keyOf(node);
        const without = current.filter((item) => keyOf(item) !== key);
        if (without.length < current.length) return without;
        return multiple ? [...current, node] : [node];
      }),
    [keyOf, multiple],
  );
  return {
    items,
    has: (node) => keys.has(keyOf(node)),
    toggle,
    remove: (key) => setItems((current) => current.filter((item) => keyOf(item) !== key)),
    clear: () => setItems([]),
    reset: setItems,
  };
}
