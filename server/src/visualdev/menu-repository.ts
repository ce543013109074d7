import type { Db } from '../db/connection';
import { newId } from '../db/ids';
import { badRequest } from '../plugins/errors';
import { usersOfObject, type ObjectType } from '../permission/changes';
import type { CompiledModel } from './model';

/**
 * The menu a release creates or updates (spec section 2, type 3 "dynamic model"): its urlAddress
 * opens mf-online-dev's runtime page, its propertyJson names the module, and its button, column
 * and form resources are what authorisation grants. Resources a new release no longer has are
 * disabled, not deleted: their grants come back with them if a later release restores them.
 */
export const MENU_TYPE_DYNAMIC_MODEL = 3;
/** Where released modules go unless the release names another directory: the seeded 在线开发. */
export const DEFAULT_PARENT_CODE = 'onlineDev';
const DIRECTORY_TYPES = new Set([0, 1]);

export const menuCodeOf = (enCode: string): string => `onlineDev.run.${enCode}`;
export const menuUrlOf = (enCode: string): string => `onlineDev/run/${enCode}`;

interface MenuRow {
  id: string;
  parentId: string;
  systemId: string;
  type: number;
  enCode: string;
}

const findMenu = (db: Db, id: string): MenuRow | undefined =>
  db.prepare('SELECT id, parent_id AS parentId, system_id AS systemId, type, en_code AS enCode FROM modules WHERE id = ?').get(id) as MenuRow | undefined;

function parentMenu(db: Db, parentId: string | null, current: MenuRow | undefined): MenuRow {
  if (parentId === null && current) return findMenu(db, current.parentId) ?? current;
  const parent = parentId === null
    ? db.prepare('SELECT id, parent_id AS parentId, system_id AS systemId, type, en_code AS enCode FROM modules WHERE en_code = ?').get(DEFAULT_PARENT_CODE) as MenuRow | undefined
    : findMenu(db, parentId);
  if (!parent || !DIRECTORY_TYPES.has(parent.type)) throw badRequest('vdMenuParentInvalid');
  return parent;
}

export interface MenuInput {
  visualdevId: string;
  enCode: string;
  fullName: string;
  sortCode: number;
  /** The chosen parent directory; null keeps the current one (or 在线开发 for a first release). */
  parentId: string | null;
  currentMenuId: string | null;
}

/** Creates or updates the module's menu and its resources; returns the menu id. Runs inside the release's transaction. */
export function syncMenu(db: Db, input: MenuInput, model: CompiledModel): string {
  const current = input.currentMenuId ? findMenu(db, input.currentMenuId) : undefined;
  const parent = parentMenu(db, input.parentId, current);
  const code = menuCodeOf(input.enCode);
  const holder = db.prepare('SELECT id FROM modules WHERE en_code = ?').get(code) as { id: string } | undefined;
  if (holder && holder.id !== current?.id) throw badRequest('vdMenuCodeTaken', { code });
  const property = JSON.stringify({ moduleId: input.visualdevId });
  const parentId = current && input.parentId === null ? current.parentId : parent.id;
  const systemId = current && input.parentId === null ? current.systemId : parent.systemId;
  let menuId: string;
  if (current) {
    menuId = current.id;
    db.prepare(`UPDATE modules SET parent_id = ?, system_id = ?, en_code = ?, full_name = ?, url_address = ?, property_json = ?, type = ?
      WHERE id = ?`).run(parentId, systemId, code, input.fullName, menuUrlOf(input.enCode), property, MENU_TYPE_DYNAMIC_MODEL, menuId);
  } else {
    menuId = newId();
    db.prepare(`INSERT INTO modules (id, parent_id, system_id, type, en_code, full_name, icon, url_address, link_target, property_json,
        sort_code, enabled_mark, is_button_authorize, is_column_authorize, is_form_authorize, is_data_authorize)
      VALUES (?, ?, ?, ?, ?, ?, 'icon-ym icon-ym-onlineDev', ?, '_self', ?, ?, 1, 1, 0, 0, 0)`)
      .run(menuId, parentId, systemId, MENU_TYPE_DYNAMIC_MODEL, code, input.fullName, menuUrlOf(input.enCode), property, input.sortCode);
  }
  const main = model.main.physical;
  syncItems(db, 'module_buttons', menuId, model.list.buttons.map((button) => ({ enCode: button.enCode, fullName: button.label, bindTable: null })));
  syncItems(db, 'module_columns', menuId, model.list.columns.map((column) => ({ enCode: column.prop, fullName: column.label, bindTable: main })));
  syncItems(db, 'module_forms', menuId, [
    ...model.main.fields.map((field) => ({ enCode: field.vModel, fullName: field.label, bindTable: main })),
    ...model.children.flatMap((child) => [
      { enCode: child.key as string, fullName: child.label, bindTable: child.physical },
      // Spec section 6: sub-table fields are granted as parent-field.
      ...child.fields.map((field) => ({ enCode: `${child.key}-${field.vModel}`, fullName: `${child.label}-${field.label}`, bindTable: child.physical })),
    ]),
  ]);
  return menuId;
}

interface Item {
  enCode: string;
  fullName: string;
  bindTable: string | null;
}

function syncItems(db: Db, table: 'module_buttons' | 'module_columns' | 'module_forms', menuId: string, items: readonly Item[]): void {
  const existing = new Map((db.prepare(`SELECT id, en_code AS enCode FROM ${table} WHERE module_id = ?`).all(menuId) as { id: string; enCode: string }[])
    .map((row) => [row.enCode, row.id]));
  const bind = table === 'module_buttons' ? '' : ', bind_table = @bindTable';
  const update = db.prepare(`UPDATE ${table} SET full_name = @fullName, sort_code = @sortCode, enabled_mark = 1${bind} WHERE id = @id`);
  const insert = db.prepare(table === 'module_buttons'
    ? 'INSERT INTO module_buttons (id, module_id, en_code, full_name, sort_code) VALUES (@id, @menuId, @enCode, @fullName, @sortCode)'
    : `INSERT INTO ${table} (id, module_id, en_code, full_name, sort_code, bind_table) VALUES (@id, @menuId, @enCode, @fullName, @sortCode, @bindTable)`);
  const kept = new Set<string>();
  items.forEach((item, sortCode) => {
    if (kept.has(item.enCode)) return;
    kept.add(item.enCode);
    const id = existing.get(item.enCode);
    const row = { ...item, bindTable: item.bindTable ?? '', sortCode, menuId, id: id ?? newId() };
    if (id) update.run(row);
    else insert.run(row);
  });
  const disable = db.prepare(`UPDATE ${table} SET enabled_mark = 0 WHERE id = ?`);
  for (const [enCode, id] of existing) if (!kept.has(enCode)) disable.run(id);
}

/** Who sees a change of this menu: administrators and everyone granted it (through any holder). */
export function menuAudience(db: Db, menuId: string): Set<string> {
  const users = new Set((db.prepare('SELECT id FROM users WHERE is_administrator = 1').all() as { id: string }[]).map((row) => row.id));
  const holders = db.prepare("SELECT object_type AS type, object_id AS id FROM authorize WHERE item_type = 'module' AND item_id = ?").all(menuId) as { type: ObjectType; id: string }[];
  for (const holder of holders) for (const user of usersOfObject(db, holder.type, holder.id)) users.add(user);
  return users;
}
