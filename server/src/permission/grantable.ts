import type { Db } from '../db/connection';
import type { Grants, ItemType } from './grants';

export type Grantable = (type: ItemType, id: string) => boolean;

/**
 * What someone holding `grants` may pass on: what they hold, plus the directories above their
 * menus and the systems those menus are in. A directory or system carries no right by itself (a
 * menu shows only with a granted page below it), and a tri-state tree sends them with their pages.
 */
export function grantableBy(db: Db, grants: Grants): Grantable {
  const modules = db.prepare('SELECT id, parent_id, system_id FROM modules').all() as { id: string; parent_id: string; system_id: string }[];
  const byId = new Map(modules.map((row) => [row.id, row]));
  const structure = new Set<string>();
  const systems = new Set<string>();
  for (const id of grants.module) {
    let row = byId.get(id);
    if (row) systems.add(row.system_id);
    // `structure` doubles as the visited set, so a parent cycle in the data cannot loop.
    while (row && row.parent_id !== '-1' && !structure.has(row.parent_id)) {
      structure.add(row.parent_id);
      row = byId.get(row.parent_id);
    }
  }
  return (type, id) =>
    grants[type].has(id) || (type === 'module' && structure.has(id)) || (type === 'system' && systems.has(id));
}
