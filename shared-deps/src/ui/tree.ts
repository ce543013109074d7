/** Tree helpers shared by the tree-shaped building blocks (table rows, tree panel, tree select). */
export interface TreeNode {
  id: string;
  children?: readonly TreeNode[] | null;
}

type Children<T> = T & { children?: readonly T[] | null };

/** Depth-first list of the nodes, each with its depth (0 for the roots). */
export function flattenTree<T extends TreeNode>(nodes: readonly T[], isOpen: (node: T) => boolean = () => true, depth = 0): { node: T; depth: number }[] {
  return nodes.flatMap((node) => {
    const children = ((node as Children<T>).children ?? []) as readonly T[];
    return [{ node, depth }, ...(children.length && isOpen(node) ? flattenTree(children, isOpen, depth + 1) : [])];
  });
}

/** Ids of every node that has children. */
export function parentIds(nodes: readonly TreeNode[]): Set<string> {
  const ids = new Set<string>();
  for (const { node } of flattenTree(nodes)) if (node.children?.length) ids.add(node.id);
  return ids;
}

/** The nodes matching `keep`, with their ancestors so the match stays in context. */
export function filterTree<T extends TreeNode>(nodes: readonly T[], keep: (node: T) => boolean): T[] {
  const result: T[] = [];
  for (const node of nodes) {
    const children = filterTree(((node as Children<T>).children ?? []) as readonly T[], keep);
    if (keep(node) || children.length) result.push({ ...node, children });
  }
  return result;
}

export function findNode<T extends TreeNode>(nodes: readonly T[], id: string): T | null {
  return flattenTree(nodes).find(({ node }) => node.id === id)?.node ?? null;
}
