import { buildTree, type TreeNode } from '../../domain/tree';
import { bool, int, nullableInt, nullableStr, str } from '../common-schemas';
import { ORGANIZE_ROOT, type Organize } from './repository';

/** JNPF's tree icons, so pickers and lists look as they do there. */
export const ICONS = {
  company: 'icon-ym icon-ym-tree-organization3',
  department: 'icon-ym icon-ym-tree-department1',
  position: 'icon-ym icon-ym-tree-position1',
  role: 'icon-ym icon-ym-generator-role',
  group: 'icon-ym icon-ym-generator-group1',
} as const;

export interface OrganizeNodeFields {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  category: string;
  /** JNPF lists and pickers read the category as `type`. */
  type: string;
  icon: string;
  enabledMark: number;
  sortCode: number;
  description: string;
  managerId: string | null;
  creatorTime: number;
  lastModifyTime: number | null;
  /** The names from the top organisation down to this one, joined with '/'. */
  lastFullName: string;
  /** The ids from the top organisation down to this one. */
  organizeIds: string[];
}

/** Path names and ids of every organisation, computed once from the whole list. */
export function organizePaths(all: readonly Organize[]): Map<string, { names: string[]; ids: string[] }> {
  const byId = new Map(all.map((org) => [org.id, org]));
  const paths = new Map<string, { names: string[]; ids: string[] }>();
  const pathOf = (org: Organize, seen: Set<string>): { names: string[]; ids: string[] } => {
    const known = paths.get(org.id);
    if (known) return known;
    const parent = byId.get(org.parentId);
    const above = parent && !seen.has(parent.id) ? pathOf(parent, new Set([...seen, org.id])) : { names: [], ids: [] };
    const path = { names: [...above.names, org.fullName], ids: [...above.ids, org.id] };
    paths.set(org.id, path);
    return path;
  };
  for (const org of all) pathOf(org, new Set());
  return paths;
}

export function organizeNodeFields(org: Organize, paths: ReturnType<typeof organizePaths>): OrganizeNodeFields {
  const path = paths.get(org.id) ?? { names: [org.fullName], ids: [org.id] };
  return {
    id: org.id,
    parentId: org.parentId,
    fullName: org.fullName,
    enCode: org.enCode,
    category: org.category,
    type: org.category,
    icon: ICONS[org.category],
    enabledMark: org.enabledMark,
    sortCode: org.sortCode,
    description: org.description,
    managerId: org.managerId,
    creatorTime: org.creatorTime,
    lastModifyTime: org.lastModifyTime,
    lastFullName: path.names.join('/'),
    organizeIds: path.ids,
  };
}

/** The rows that match plus every ancestor of theirs, so a filtered tree keeps its shape. */
export function withAncestors(all: readonly Organize[], matches: ReadonlySet<string>): Organize[] {
  const byId = new Map(all.map((org) => [org.id, org]));
  const keep = new Set<string>();
  for (const id of matches) {
    let current = byId.get(id);
    while (current && !keep.has(current.id)) {
      keep.add(current.id);
      current = byId.get(current.parentId);
    }
  }
  return all.filter((org) => keep.has(org.id));
}

/** A tree of decorated organisation nodes; `all` gives the paths, `rows` the nodes shown. */
export function organizeTree(all: readonly Organize[], rows: readonly Organize[]): TreeNode<OrganizeNodeFields>[] {
  const paths = organizePaths(all);
  return buildTree(rows.map((org) => organizeNodeFields(org, paths)), ORGANIZE_ROOT);
}

export const ORGANIZE_NODE_ID = 'atrium.organizeNode';

/** One recursive node for organisation lists, trees and pickers (positions and roles hang in it as leaves). */
export const organizeNodeSchema = {
  $id: ORGANIZE_NODE_ID,
  type: 'object',
  // fullName and the other columns may be left out by the caller's column rights (visibleTree).
  required: ['id', 'parentId', 'type', 'icon', 'hasChildren', 'children'],
  properties: {
    id: str,
    parentId: str,
    fullName: str,
    enCode: str,
    category: str,
    type: str,
    icon: str,
    enabledMark: int,
    sortCode: int,
    description: str,
    managerId: nullableStr,
    creatorTime: int,
    lastModifyTime: nullableInt,
    lastFullName: str,
    organize: str,
    organizeIds: { type: 'array', items: str },
    organizeId: str,
    hasChildren: bool,
    isLeaf: bool,
    // One user's organisation-administrator rights on this node (organizeAdminIsTrator/Selector).
    ...Object.fromEntries(['thisLayerAdd', 'thisLayerEdit', 'thisLayerDelete', 'thisLayerSelect', 'subLayerAdd', 'subLayerEdit', 'subLayerDelete', 'subLayerSelect']
      .map((flag) => [flag, int])),
    children: { type: 'array', items: { $ref: `${ORGANIZE_NODE_ID}#` } },
  },
};

/** A leaf (position, role, group) shaped like a picker node. */
export interface LeafNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  type: string;
  icon: string;
  organizeId: string;
  organize: string;
  lastFullName: string;
  hasChildren: false;
  isLeaf: true;
  children: [];
}

export type PickerNode = (Omit<TreeNode<OrganizeNodeFields>, 'children'> & { children: PickerNode[] }) | LeafNode;

/**
 * Organisation trees with leaves hung under their organisations; branches without leaves
 * are dropped, so pickers show only organisations that hold something to pick.
 */
export function treeWithLeaves(all: readonly Organize[], leavesByOrg: ReadonlyMap<string, LeafNode[]>): PickerNode[] {
  const rows = withAncestors(all, new Set(leavesByOrg.keys()));
  const attach = (nodes: TreeNode<OrganizeNodeFields>[]): PickerNode[] =>
    nodes.map((node) => {
      const children: PickerNode[] = [...attach(node.children), ...(leavesByOrg.get(node.id) ?? [])];
      return { ...node, hasChildren: children.length > 0, children };
    });
  return attach(organizeTree(all, rows));
}
