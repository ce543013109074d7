// The grant tree's check rules. A node is granted on its own; its box shows checked when it and
// everything under it is granted, indeterminate when only part is. Checking a node grants its
// subtree and its ancestors (a button without its menu means nothing); unchecking one takes its
// subtree away and leaves the ancestors granted (a menu may be granted with none of its buttons).
import { ITEM_TYPES, type AuthorizeNode, type AuthorizeSave, type HolderType, type ItemType } from './api';

export type CheckState = 'checked' | 'indeterminate' | 'unchecked';

/** Node ids are unique per kind only: the key names both. */
export const keyOf = (node: AuthorizeNode): string => `${node.type}:${node.id}`;

function walk(nodes: readonly AuthorizeNode[], visit: (node: AuthorizeNode, ancestors: readonly AuthorizeNode[]) => void, ancestors: readonly AuthorizeNode[] = []): void {
  for (const node of nodes) {
    visit(node, ancestors);
    if (node.children?.length) walk(node.children, visit, [...ancestors, node]);
  }
}

/** The keys of the nodes whose id the server listed as granted. */
export function grantedKeys(nodes: readonly AuthorizeNode[], ids: readonly string[]): Set<string> {
  const granted = new Set(ids);
  const keys = new Set<string>();
  walk(nodes, (node) => {
    if (granted.has(node.id)) keys.add(keyOf(node));
  });
  return keys;
}

export function allKeys(nodes: readonly AuthorizeNode[]): Set<string> {
  const keys = new Set<string>();
  walk(nodes, (node) => keys.add(keyOf(node)));
  return keys;
}

/** Keys of the nodes that have children (expand all). */
export function parentKeys(nodes: readonly AuthorizeNode[]): Set<string> {
  const keys = new Set<string>();
  walk(nodes, (node) => {
    if (node.children?.length) keys.add(keyOf(node));
  });
  return keys;
}

export function stateOf(node: AuthorizeNode, checked: ReadonlySet<string>): CheckState {
  let all = checked.has(keyOf(node));
  let any = all;
  walk(node.children ?? [], (child) => {
    if (checked.has(keyOf(child))) any = true;
    else all = false;
  });
  if (all) return 'checked';
  return any ? 'indeterminate' : 'unchecked';
}

/** The checked keys after checking (on) or unchecking a node. */
export function toggle(nodes: readonly AuthorizeNode[], checked: ReadonlySet<string>, target: string, on: boolean): Set<string> {
  const next = new Set(checked);
  walk(nodes, (node, ancestors) => {
    if (keyOf(node) !== target) return;
    const subtree = [node];
    walk(node.children ?? [], (child) => subtree.push(child));
    for (const item of subtree) {
      if (on) next.add(keyOf(item));
      else next.delete(keyOf(item));
    }
    if (on) for (const ancestor of ancestors) next.add(keyOf(ancestor));
  });
  return next;
}

/** The grant as the save sends it: ids by kind; grouping nodes are left out. */
export function toSave(nodes: readonly AuthorizeNode[], checked: ReadonlySet<string>, objectType: HolderType): AuthorizeSave {
  const byType: Record<ItemType, string[]> = { system: [], module: [], button: [], column: [], form: [], resource: [] };
  walk(nodes, (node) => {
    if (!checked.has(keyOf(node)) || !(ITEM_TYPES as readonly string[]).includes(node.type)) return;
    byType[node.type as ItemType].push(node.id);
  });
  return { objectType, systemIds: byType.system, module: byType.module, button: byType.button, column: byType.column, form: byType.form, resource: byType.resource };
}
