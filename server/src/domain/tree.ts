/** Generic parent/child helpers for flat rows that point at their parent by id. */
export interface Flat {
  id: string;
  parentId: string;
}

export type TreeNode<T> = T & { hasChildren: boolean; children: TreeNode<T>[] };

/** Children lists keyed by parent id; rows whose parent is missing hang from the root so nothing disappears. */
function childrenByParent<T extends Flat>(rows: readonly T[], rootId: string): Map<string, T[]> {
  const ids = new Set(rows.map((row) => row.id));
  const byParent = new Map<string, T[]>();
  for (const row of rows) {
    const parent = ids.has(row.parentId) && row.parentId !== row.id ? row.parentId : rootId;
    const siblings = byParent.get(parent) ?? [];
    siblings.push(row);
    byParent.set(parent, siblings);
  }
  return byParent;
}

export function buildTree<T extends Flat>(rows: readonly T[], rootId: string): TreeNode<T>[] {
  const byParent = childrenByParent(rows, rootId);
  const seen = new Set<string>();
  const grow = (parentId: string): TreeNode<T>[] =>
    (byParent.get(parentId) ?? []).flatMap((row) => {
      if (seen.has(row.id)) return [];
      seen.add(row.id);
      const children = grow(row.id);
      return [{ ...row, hasChildren: children.length > 0, children }];
    });
  return grow(rootId);
}

/** Depth-first order: every parent comes before its children (export files rely on it). */
export function parentsFirst<T extends Flat>(rows: readonly T[], rootId: string): T[] {
  const byParent = childrenByParent(rows, rootId);
  const ordered: T[] = [];
  const seen = new Set<string>();
  const walk = (parentId: string): void => {
    for (const row of byParent.get(parentId) ?? []) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      ordered.push(row);
      walk(row.id);
    }
  };
  walk(rootId);
  return ordered;
}

/** The id itself and every row below it. */
export function subtreeIds(rows: readonly Flat[], id: string): Set<string> {
  const result = new Set<string>([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (!result.has(row.id) && result.has(row.parentId)) {
        result.add(row.id);
        grew = true;
      }
    }
  }
  return result;
}
