import type { Db } from '../../db/connection';

/** The three kinds of menu resource that authorisation grants item by item. */
export type ResourceKind = 'button' | 'column' | 'form';

const TABLES: Record<ResourceKind, string> = { button: 'module_buttons', column: 'module_columns', form: 'module_forms' };

/** Parent id of top-level buttons (buttons may nest; columns and forms are flat). */
export const BUTTON_ROOT = '-1';

export interface ResourceFields {
  moduleId: string;
  parentId: string;
  fullName: string;
  enCode: string;
  bindTable: string;
  sortCode: number;
  enabledMark: number;
  description: string;
}

export interface Resource extends ResourceFields {
  id: string;
}

// Columns and forms have no parent and buttons no bind table: each reads as the neutral value.
const columnsOf = (kind: ResourceKind): string => `id, module_id AS moduleId,
  ${kind === 'button' ? 'parent_id' : `'${BUTTON_ROOT}'`} AS parentId, full_name AS fullName, en_code AS enCode,
  ${kind === 'button' ? "''" : 'bind_table'} AS bindTable, sort_code AS sortCode, enabled_mark AS enabledMark, description`;

export function listResources(db: Db, kind: ResourceKind, moduleId: string): Resource[] {
  return db.prepare(`SELECT ${columnsOf(kind)} FROM ${TABLES[kind]} WHERE module_id = ? ORDER BY sort_code, en_code`).all(moduleId) as Resource[];
}

export function findResource(db: Db, kind: ResourceKind, id: string): Resource | undefined {
  return db.prepare(`SELECT ${columnsOf(kind)} FROM ${TABLES[kind]} WHERE id = ?`).get(id) as Resource | undefined;
}

export function resourceCodeTaken(db: Db, kind: ResourceKind, moduleId: string, enCode: string, exceptId: string | null): boolean {
  return db.prepare(`SELECT 1 FROM ${TABLES[kind]} WHERE module_id = ? AND en_code = ? AND id IS NOT ?`).get(moduleId, enCode, exceptId) !== undefined;
}

export function moduleExists(db: Db, moduleId: string): boolean {
  return db.prepare('SELECT 1 FROM modules WHERE id = ?').get(moduleId) !== undefined;
}

export function insertResource(db: Db, kind: ResourceKind, id: string, fields: ResourceFields): void {
  if (kind === 'button') {
    db.prepare(`INSERT INTO module_buttons (id, module_id, parent_id, en_code, full_name, sort_code, enabled_mark, description)
      VALUES (@id, @moduleId, @parentId, @enCode, @fullName, @sortCode, @enabledMark, @description)`).run({ id, ...fields });
  } else {
    db.prepare(`INSERT INTO ${TABLES[kind]} (id, module_id, en_code, full_name, bind_table, sort_code, enabled_mark, description)
      VALUES (@id, @moduleId, @enCode, @fullName, @bindTable, @sortCode, @enabledMark, @description)`).run({ id, ...fields });
  }
}

export function updateResource(db: Db, kind: ResourceKind, id: string, fields: ResourceFields): void {
  if (kind === 'button') {
    db.prepare(`UPDATE module_buttons SET parent_id = @parentId, en_code = @enCode, full_name = @fullName, sort_code = @sortCode,
      enabled_mark = @enabledMark, description = @description WHERE id = @id`).run({ id, ...fields });
  } else {
    db.prepare(`UPDATE ${TABLES[kind]} SET en_code = @enCode, full_name = @fullName, bind_table = @bindTable, sort_code = @sortCode,
      enabled_mark = @enabledMark, description = @description WHERE id = @id`).run({ id, ...fields });
  }
}

export function setResourceEnabled(db: Db, kind: ResourceKind, id: string, enabledMark: number): void {
  db.prepare(`UPDATE ${TABLES[kind]} SET enabled_mark = ? WHERE id = ?`).run(enabledMark, id);
}

export function countChildButtons(db: Db, id: string): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM module_buttons WHERE parent_id = ?').get(id) as { n: number }).n;
}

/** The button and every button below it (WITH RECURSIVE, as for menus). */
export function subtreeButtonIds(db: Db, id: string): Set<string> {
  const rows = db.prepare(`WITH RECURSIVE sub(id) AS (
      SELECT id FROM module_buttons WHERE id = ?
      UNION SELECT b.id FROM module_buttons b JOIN sub ON b.parent_id = sub.id
    ) SELECT id FROM sub`).all(id) as { id: string }[];
  return new Set(rows.map((row) => row.id));
}

/** Removes the resource and its authorisations; inside the caller's transaction. */
export function deleteResource(db: Db, kind: ResourceKind, id: string): void {
  db.prepare('DELETE FROM authorize WHERE item_type = ? AND item_id = ?').run(kind, id);
  db.prepare(`DELETE FROM ${TABLES[kind]} WHERE id = ?`).run(id);
}
