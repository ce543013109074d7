import type { Db } from '../db/connection';
import { cachedGrants } from '../permission/grant-cache';
import { cachedMenus } from './menu-cache';
import type { Grants } from '../permission/grants';
import type { Lang } from '../i18n/messages';

/** Menu node of spec section 3, as the client receives it. */
export interface MenuNode {
  id: string;
  parentId: string;
  systemId: string;
  enCode: string;
  fullName: string;
  type: number;
  icon: string;
  urlAddress: string;
  linkTarget: string;
  /** JSON text (JNPF stores it as a string): {"moduleId", "isTree"} for dynamic types; null when unused. */
  propertyJson: string | null;
  sortCode: number;
  hasChildren: boolean;
  children: MenuNode[];
}

export type RouterEntry = Omit<MenuNode, 'children' | 'hasChildren'>;

export interface PermissionItem {
  id: string;
  enCode: string;
  fullName: string;
}

export interface PermissionEntry {
  modelId: string;
  moduleName: string;
  button: PermissionItem[];
  column: PermissionItem[];
  form: PermissionItem[];
  /** The menu checks list columns: the client hides the columns not listed in `column`. */
  columnAuthorize: boolean;
  /** The menu checks form fields: the client hides the fields not listed in `form`. */
  formAuthorize: boolean;
}

interface ModuleRow {
  id: string;
  parent_id: string;
  system_id: string;
  type: number;
  en_code: string;
  full_name: string;
  icon: string;
  url_address: string;
  link_target: string;
  property_json: string | null;
  sort_code: number;
  is_button_authorize: number;
  is_column_authorize: number;
  is_form_authorize: number;
}

interface ItemRow {
  id: string;
  module_id: string;
  en_code: string;
  full_name: string;
}

const DIRECTORY_TYPES = new Set([0, 1]);

export interface UserMenus {
  menuList: MenuNode[];
  routerList: RouterEntry[];
  permissionList: PermissionEntry[];
}

function toNode(row: ModuleRow): MenuNode {
  return {
    id: row.id,
    parentId: row.parent_id,
    systemId: row.system_id,
    enCode: row.en_code,
    fullName: row.full_name,
    type: row.type,
    icon: row.icon,
    urlAddress: row.url_address,
    linkTarget: row.link_target,
    propertyJson: row.property_json,
    sortCode: row.sort_code,
    hasChildren: false,
    children: [],
  };
}

/** Keeps nodes whose whole ancestry is allowed; drops directories left without children. */
function buildTree(rows: readonly ModuleRow[]): MenuNode[] {
  const byParent = new Map<string, ModuleRow[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.parent_id) ?? [];
    siblings.push(row);
    byParent.set(row.parent_id, siblings);
  }
  const grow = (parentId: string): MenuNode[] =>
    (byParent.get(parentId) ?? []).flatMap((row) => {
      const node = toNode(row);
      node.children = grow(row.id);
      node.hasChildren = node.children.length > 0;
      return DIRECTORY_TYPES.has(node.type) && !node.hasChildren ? [] : [node];
    });
  return grow('-1');
}

function routeOf(node: MenuNode): RouterEntry {
  return {
    id: node.id,
    parentId: node.parentId,
    systemId: node.systemId,
    enCode: node.enCode,
    fullName: node.fullName,
    type: node.type,
    icon: node.icon,
    urlAddress: node.urlAddress,
    linkTarget: node.linkTarget,
    propertyJson: node.propertyJson,
    sortCode: node.sortCode,
  };
}

function flattenPages(nodes: readonly MenuNode[]): RouterEntry[] {
  return nodes.flatMap((node) => [...(DIRECTORY_TYPES.has(node.type) ? [] : [routeOf(node)]), ...flattenPages(node.children)]);
}

/**
 * The enabled items of these pages, keeping only granted ones on pages that check this kind
 * (`checked`); `allowed` null means everything (administrators).
 */
function itemsOf(
  db: Db,
  table: 'module_buttons' | 'module_columns' | 'module_forms' | 'module_data_schemes',
  moduleIds: readonly string[],
  allowed: ReadonlySet<string> | null,
  checked: ReadonlySet<string>,
): Map<string, PermissionItem[]> {
  const result = new Map<string, PermissionItem[]>();
  if (moduleIds.length === 0) return result;
  const rows = db.prepare(`SELECT id, module_id, en_code, full_name FROM ${table}
    WHERE enabled_mark = 1 AND module_id IN (${moduleIds.map(() => '?').join(', ')}) ORDER BY sort_code, en_code`).all(...moduleIds) as ItemRow[];
  for (const row of rows) {
    if (allowed && checked.has(row.module_id) && !allowed.has(row.id)) continue;
    const list = result.get(row.module_id) ?? [];
    list.push({ id: row.id, enCode: row.en_code, fullName: row.full_name });
    result.set(row.module_id, list);
  }
  return result;
}

/** Who is asking: the current system is the one saved for the user, when they may still use it. */
export interface MenuUser {
  id: string;
  isAdministrator: boolean;
  /** users.system_id: the system chosen last (PUT /Current/major), or null. */
  systemId: string | null;
}

export interface UserSystem {
  id: string;
  name: string;
  icon: string;
  currentSystem: boolean;
}

interface SystemRow {
  id: string;
  full_name: string;
  icon: string;
}

/**
 * Names in `lang` where a translation exists (issue 19 item 4): Simplified Chinese is the row's own
 * name, and a menu nobody translated keeps it.
 */
function translatedNames(db: Db, table: 'module_translations' | 'system_translations', lang: Lang): Map<string, string> {
  if (lang === 'zh') return new Map();
  const key = table === 'module_translations' ? 'module_id' : 'system_id';
  const rows = db.prepare(`SELECT ${key} AS id, full_name AS name FROM ${table} WHERE lang = ?`).all(lang) as { id: string; name: string }[];
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The user's module rows (all systems), in menu order, named in `lang`. */
function permittedRows(db: Db, grants: Grants | null, lang: Lang): ModuleRow[] {
  const modules = grants?.module ?? null;
  const names = translatedNames(db, 'module_translations', lang);
  return (db.prepare(`SELECT m.* FROM modules m JOIN systems s ON s.id = m.system_id
      WHERE m.enabled_mark = 1 AND s.enabled_mark = 1 ORDER BY m.sort_code, m.en_code`).all() as ModuleRow[])
    .filter((row) => modules === null || modules.has(row.id))
    .map((row) => (names.has(row.id) ? { ...row, full_name: names.get(row.id)! } : row));
}

/**
 * Enabled systems in which the user has at least one menu, in system order; the current one is the
 * saved choice when still among them, else the first.
 */
function systemsIn(db: Db, tree: readonly MenuNode[], savedId: string | null, lang: Lang): UserSystem[] {
  const used = new Set(tree.map((node) => node.systemId));
  const rows = (db.prepare('SELECT id, full_name, icon FROM systems WHERE enabled_mark = 1 ORDER BY sort_code, en_code').all() as SystemRow[])
    .filter((row) => used.has(row.id));
  const current = rows.some((row) => row.id === savedId) ? savedId : (rows[0]?.id ?? null);
  const names = translatedNames(db, 'system_translations', lang);
  return rows.map((row) => ({ id: row.id, name: names.get(row.id) ?? row.full_name, icon: row.icon, currentSystem: row.id === current }));
}

/** The user's resolved grants (server/src/permission); null for administrators, who hold everything. */
function grantsOf(db: Db, user: MenuUser): Grants | null {
  return user.isAdministrator ? null : cachedGrants(db, user.id);
}

/** The systems the user may switch between (user info `systemIds`), named in `lang`. */
export function systemsFor(db: Db, user: MenuUser, lang: Lang = 'zh'): UserSystem[] {
  return systemsIn(db, buildTree(permittedRows(db, grantsOf(db, user), lang)), user.systemId, lang);
}

/**
 * Menus, routes and permission codes of spec sections 3 and 6 for one user, in their current
 * system, named in `lang` (the language the portal asks in). Served from the menu cache until a
 * menu or a right changes (menu-cache.ts); administrators, who hold everything, share entries.
 */
export function menusFor(db: Db, user: MenuUser, lang: Lang = 'zh'): UserMenus {
  const who = user.isAdministrator ? 'administrator' : `user:${user.id}`;
  return cachedMenus(db, `${who}|${lang}|${user.systemId ?? ''}`, () => computeMenus(db, user, lang));
}

function computeMenus(db: Db, user: MenuUser, lang: Lang): UserMenus {
  const granted = grantsOf(db, user);
  const rows = permittedRows(db, granted, lang);
  const tree = buildTree(rows);
  const current = systemsIn(db, tree, user.systemId, 'zh').find((system) => system.currentSystem)?.id;
  const menuList = tree.filter((node) => node.systemId === current);
  const routerList = flattenPages(menuList);
  const pageIds = routerList.map((entry) => entry.id);
  const checking = (flag: 'is_button_authorize' | 'is_column_authorize' | 'is_form_authorize') =>
    new Set(rows.filter((row) => row[flag] === 1).map((row) => row.id));
  const checksColumns = checking('is_column_authorize');
  const checksForms = checking('is_form_authorize');
  const buttons = itemsOf(db, 'module_buttons', pageIds, granted?.button ?? null, checking('is_button_authorize'));
  const columns = itemsOf(db, 'module_columns', pageIds, granted?.column ?? null, checksColumns);
  const forms = itemsOf(db, 'module_forms', pageIds, granted?.form ?? null, checksForms);
  const permissionList = routerList.map((entry) => ({
    modelId: entry.id,
    moduleName: entry.fullName,
    button: buttons.get(entry.id) ?? [],
    column: columns.get(entry.id) ?? [],
    form: forms.get(entry.id) ?? [],
    columnAuthorize: checksColumns.has(entry.id),
    formAuthorize: checksForms.has(entry.id),
  }));
  return { menuList, routerList, permissionList };
}

/**
 * The data schemes (data-rule resources) the user holds on these pages, by page, for pages that
 * check data rules; administrators hold them all.
 */
export function dataResourcesFor(db: Db, user: MenuUser, pageIds: readonly string[]): Map<string, PermissionItem[]> {
  if (pageIds.length === 0) return new Map();
  const checking = (db.prepare(`SELECT id FROM modules WHERE is_data_authorize = 1 AND id IN (${pageIds.map(() => '?').join(', ')})`)
    .all(...pageIds) as { id: string }[]).map((row) => row.id);
  return itemsOf(db, 'module_data_schemes', checking, grantsOf(db, user)?.resource ?? null, new Set(checking));
}

/** Saves the system whose menus the user sees; false when it is not one of theirs. */
export function switchSystem(db: Db, user: MenuUser, systemId: string): boolean {
  return db.transaction((): boolean => {
    if (!systemsFor(db, user).some((system) => system.id === systemId)) return false;
    db.prepare('UPDATE users SET system_id = ? WHERE id = ?').run(systemId, user.id);
    return true;
  }).immediate();
}

/** The menu view of a user row. */
export function menuUserOf(user: { id: string; is_administrator: number; system_id: string | null }): MenuUser {
  return { id: user.id, isAdministrator: user.is_administrator === 1, systemId: user.system_id };
}
