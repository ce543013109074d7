import type { ProjectTypeItem } from './lookup-repository';

/** A node of TreeList, JNPF's shape for the type picker and the list's side tree. */
export interface ProjectTypeNode {
  id: string;
  text: string;
  parentId: string;
  hasChildren: boolean;
  children?: ProjectTypeNode[];
}

function childrenByParent(items: readonly ProjectTypeItem[]): Map<string, ProjectTypeItem[]> {
  const byParent = new Map<string, ProjectTypeItem[]>();
  for (const item of items) byParent.set(item.parentId, [...(byParent.get(item.parentId) ?? []), item]);
  return byParent;
}

/**
 * The enabled items as a tree (or flat, in tree order). A disabled item hides its branch, as in
 * the dictionary's own pickers: its children cannot be chosen without their parent.
 */
export function projectTypeTree(items: readonly ProjectTypeItem[], nested: boolean): ProjectTypeNode[] {
  const ids = new Set(items.map((item) => item.id));
  const byParent = childrenByParent(items.filter((item) => item.enabledMark === 1));
  const flat: ProjectTypeNode[] = [];
  const build = (item: ProjectTypeItem): ProjectTypeNode => {
    const children = byParent.get(item.id) ?? [];
    const node: ProjectTypeNode = { id: item.id, text: item.fullName, parentId: item.parentId, hasChildren: children.length > 0 };
    flat.push(node);
    const built = children.map(build);
    return nested ? { ...node, children: built } : node;
  };
  const roots = items.filter((item) => item.enabledMark === 1 && !ids.has(item.parentId)).map(build);
  return nested ? roots : flat;
}

/** The item and everything below it (disabled items too: their rows still belong to the branch). */
export function projectTypeSubtree(items: readonly ProjectTypeItem[], rootId: string): string[] {
  const byParent = childrenByParent(items);
  const found: string[] = [];
  const seen = new Set<string>();
  const visit = (id: string): void => {
    // A damaged dictionary may hold a cycle; each id is walked once.
    if (seen.has(id)) return;
    seen.add(id);
    found.push(id);
    for (const child of byParent.get(id) ?? []) visit(child.id);
  };
  visit(rootId);
  return found;
}

/** Whether a new value may name this item: the picker offers it (enabled, and so is every item above it). */
export const isSelectableType = (items: readonly ProjectTypeItem[], id: string): boolean =>
  projectTypeTree(items, false).some((node) => node.id === id);
