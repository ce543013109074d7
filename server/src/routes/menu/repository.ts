import type { Db } from '../../db/connection';

/** Parent id of top-level menus. */
export const MENU_ROOT = '-1';

/** Spec section 2 "Menu entry types". */
export const MENU_TYPES = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;
/** Directory (0) and group (1): the only types that may hold other menus. */
export const DIRECTORY_TYPES: ReadonlySet<number> = new Set([0, 1]);

export interface MenuFields {
  parentId: string;
  systemId: string;
  type: number;
  fullName: string;
  enCode: string;
  icon: string;
  urlAddress: string;
  linkTarget: string;
  propertyJson: string | null;
  sortCode: number;
  enabledMark: number;
  isButtonAuthorize: number;
  isColumnAuthorize: number;
  isFormAuthorize: number;
  isDataAuthorize: number;
  description: string;
}

export interface Menu extends MenuFields {
  id: string;
}

export interface SystemRow {
  id: string;
  fullName: string;
  enCode: string;
  icon: string;
  sortCode: number;
  enabledMark: number;
}

const COLUMNS = `id, parent_id AS parentId, system_id AS systemId, type, full_name AS fullName, en_code AS enCode, icon,
  url_address AS urlAddress, link_target AS linkTarget, property_json AS propertyJson, sort_code AS sortCode,
  enabled_mark AS enabledMark, is_button_authorize AS isButtonAuthorize, is_column_authorize AS isColumnAuthorize,
  is_form_authorize AS isFormAuthorize, is_data_authorize AS isDataAuthorize, description`;

export function listSystems(db: Db): SystemRow[] {
  return db.prepare(`SELECT id, full_name AS fullName, en_code AS enCode, icon, sort_code AS sortCode, enabled_mark AS enabledMark
    FROM systems ORDER BY sort_code, en_code`).all() as SystemRow[];
}

export function systemExists(db: Db, id: string): boolean {
  return db.prepare('SELECT 1 FROM systems WHERE id = ?').get(id) !== undefined;
}

export function listMenus(db: Db, systemId: string): Menu[] {
  return db.prepare(`SELECT ${COLUMNS} FROM modules WHERE system_id = ? ORDER BY sort_code, en_code`).all(systemId) as Menu[];
}

export function findMenu(db: Db, id: string): Menu | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM modules WHERE id = ?`).get(id) as Menu | undefined;
}

export function menuCodeTaken(db: Db, enCode: string, exceptId: string | null): boolean {
  return db.prepare('SELECT 1 FROM modules WHERE en_code = ? AND id IS NOT ?').get(enCode, exceptId) !== undefined;
}

/** The menu and every menu below it, walked in SQL (portable WITH RECURSIVE, no path strings). */
export function subtreeMenuIds(db: Db, id: string): Set<string> {
  const rows = db.prepare(`WITH RECURSIVE sub(id) AS (
      SELECT id FROM modules WHERE id = ?
      UNION SELECT m.id FROM modules m JOIN sub ON m.parent_id = sub.id
    ) SELECT id FROM sub`).all(id) as { id: string }[];
  return new Set(rows.map((row) => row.id));
}

export function countChildMenus(db: Db, id: string): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM modules WHERE parent_id = ?').get(id) as { n: number }).n;
}

const params = (id: string, menu: MenuFields) => ({ id, ...menu });

export function insertMenu(db: Db, id: string, menu: MenuFields): void {
  db.prepare(`INSERT INTO modules (id, parent_id, system_id, type, en_code, full_name, icon, url_address, link_target, property_json,
      sort_code, enabled_mark, is_button_authorize, is_column_authorize, is_form_authorize, is_data_authorize, description)
    VALUES (@id, @parentId, @systemId, @type, @enCode, @fullName, @icon, @urlAddress, @linkTarget, @propertyJson,
      @sortCode, @enabledMark, @isButtonAuthorize, @isColumnAuthorize, @isFormAuthorize, @isDataAuthorize, @description)`).run(params(id, menu));
}

export function updateMenu(db: Db, id: string, menu: MenuFields): void {
  db.prepare(`UPDATE modules SET parent_id = @parentId, system_id = @systemId, type = @type, en_code = @enCode, full_name = @fullName,
      icon = @icon, url_address = @urlAddress, link_target = @linkTarget, property_json = @propertyJson, sort_code = @sortCode,
      enabled_mark = @enabledMark, is_button_authorize = @isButtonAuthorize, is_column_authorize = @isColumnAuthorize,
      is_form_authorize = @isFormAuthorize, is_data_authorize = @isDataAuthorize, description = @description
    WHERE id = @id`).run(params(id, menu));
}

/** A menu moved to another system takes its whole subtree along (the shell reads menus per system). */
export function moveSubtreeToSystem(db: Db, ids: ReadonlySet<string>, systemId: string): void {
  const move = db.prepare('UPDATE modules SET system_id = ? WHERE id = ?');
  for (const id of ids) move.run(systemId, id);
}

export function setMenuEnabled(db: Db, id: string, enabledMark: number): void {
  db.prepare('UPDATE modules SET enabled_mark = ? WHERE id = ?').run(enabledMark, id);
}

/**
 * Removes a menu with its resources and every authorisation of it or of them. The caller has
 * checked there are no child menus and runs this inside its transaction.
 */
export function deleteMenu(db: Db, id: string): void {
  const itemsOf = (table: string, itemType: string) =>
    db.prepare(`DELETE FROM authorize WHERE item_type = ? AND item_id IN (SELECT id FROM ${table} WHERE module_id = ?)`).run(itemType, id);
  itemsOf('module_buttons', 'button');
  itemsOf('module_columns', 'column');
  itemsOf('module_forms', 'form');
  itemsOf('module_data_schemes', 'resource');
  db.prepare("DELETE FROM authorize WHERE item_type = 'module' AND item_id = ?").run(id);
  for (const table of ['module_buttons', 'module_columns', 'module_forms', 'module_data_schemes', 'module_data_rules', 'user_module_columns']) {
    db.prepare(`DELETE FROM ${table} WHERE module_id = ?`).run(id);
  }
  db.prepare('DELETE FROM modules WHERE id = ?').run(id);
}
