import type { Db } from '../db/connection';
import type { Grantable } from './grantable';
import type { ItemType } from './grants';

/** A node of the authorisation tree: a system, a menu, or a button / column / form field / data scheme of a menu. */
export interface AuthorizeTreeNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  icon: string;
  type: ItemType;
  children: AuthorizeTreeNode[];
}

interface ModuleRow {
  id: string;
  parent_id: string;
  system_id: string;
  full_name: string;
  en_code: string;
  icon: string;
  is_button_authorize: number;
  is_column_authorize: number;
  is_form_authorize: number;
  is_data_authorize: number;
}

interface ItemRow {
  id: string;
  module_id: string;
  full_name: string;
  en_code: string;
}

type ResourceKind = 'button' | 'column' | 'form' | 'resource';

const RESOURCES: ReadonlyArray<{ kind: ResourceKind; table: string; flag: keyof ModuleRow }> = [
  { kind: 'button', table: 'module_buttons', flag: 'is_button_authorize' },
  { kind: 'column', table: 'module_columns', flag: 'is_column_authorize' },
  { kind: 'form', table: 'module_forms', flag: 'is_form_authorize' },
  { kind: 'resource', table: 'module_data_schemes', flag: 'is_data_authorize' },
];

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(key(row)) ?? [];
    list.push(row);
    map.set(key(row), list);
  }
  return map;
}

/**
 * Systems → menus → the menus' resources, enabled only. `only` keeps one kind of resource (and
 * prunes branches without it; 'system' and 'module' stop at that level); without it, every kind.
 * Resources appear only under menus that check that kind. `caller` null (administrator) sees
 * everything; otherwise only what the caller may grant (grantable.ts). `withinMenus` (JNPF's
 * moduleIds, the menus ticked in the first step) limits the resources to those menus.
 */
export function authorizeTree(db: Db, caller: Grantable | null, only?: ItemType, withinMenus?: ReadonlySet<string>): AuthorizeTreeNode[] {
  const may = (type: ItemType, id: string): boolean => caller === null || caller(type, id);
  const systems = db.prepare('SELECT id, full_name, en_code, icon FROM systems WHERE enabled_mark = 1 ORDER BY sort_code, en_code').all() as {
    id: string;
    full_name: string;
    en_code: string;
    icon: string;
  }[];
  const modules = db.prepare(`SELECT id, parent_id, system_id, full_name, en_code, icon, is_button_authorize, is_column_authorize,
      is_form_authorize, is_data_authorize FROM modules WHERE enabled_mark = 1 ORDER BY sort_code, en_code`).all() as ModuleRow[];
  const kinds = only === undefined ? RESOURCES : RESOURCES.filter((resource) => resource.kind === only);
  const resources = kinds.map((resource) => ({
    ...resource,
    byModule: groupBy(
      db.prepare(`SELECT id, module_id, full_name, en_code FROM ${resource.table} WHERE enabled_mark = 1 ORDER BY sort_code, en_code`).all() as ItemRow[],
      (row) => row.module_id,
    ),
  }));
  const children = groupBy(modules, (row) => `${row.system_id}/${row.parent_id}`);

  const grow = (systemId: string, parentId: string): AuthorizeTreeNode[] => {
    return (children.get(`${systemId}/${parentId}`) ?? []).flatMap((row): AuthorizeTreeNode[] => {
      if (!may('module', row.id)) return [];
      const items = resources.flatMap(({ kind, flag, byModule }) =>
        row[flag] === 1 && (withinMenus === undefined || withinMenus.has(row.id))
          ? (byModule.get(row.id) ?? [])
              .filter((item) => may(kind, item.id))
              .map((item) => ({ id: item.id, parentId: row.id, fullName: item.full_name, enCode: item.en_code, icon: '', type: kind, children: [] }))
          : [],
      );
      const nested = [...grow(systemId, row.id), ...items];
      // With one resource kind asked for, menus with none of it below them are left out.
      if (only !== undefined && only !== 'module' && only !== 'system' && nested.length === 0) return [];
      return [{ id: row.id, parentId, fullName: row.full_name, enCode: row.en_code, icon: row.icon, type: 'module', children: nested }];
    });
  };

  return systems.flatMap((system): AuthorizeTreeNode[] => {
    const nested = grow(system.id, '-1');
    if (!may('system', system.id)) return [];
    if (only !== undefined && only !== 'system' && nested.length === 0) return [];
    const node = { id: system.id, parentId: '-1', fullName: system.full_name, enCode: system.en_code, icon: system.icon };
    return [{ ...node, type: 'system', children: only === 'system' ? [] : nested }];
  });
}

/** Every node of the tree, depth first. */
export function flattenTree(nodes: readonly AuthorizeTreeNode[]): AuthorizeTreeNode[] {
  return nodes.flatMap((node) => [node, ...flattenTree(node.children)]);
}
