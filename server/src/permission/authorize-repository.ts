import type { Db } from '../db/connection';
import { statement } from '../db/statements';
import { emptyGrants, ITEM_TYPES, type HolderType, type ItemLists, type ItemType } from './grants';

/** Where each kind of authorisable item lives. */
const ITEM_TABLES: Record<ItemType, string> = {
  system: 'systems',
  module: 'modules',
  button: 'module_buttons',
  column: 'module_columns',
  form: 'module_forms',
  resource: 'module_data_schemes',
};

const HOLDER_TABLES: Record<HolderType, string> = {
  Role: 'roles',
  Position: 'positions',
  Organize: 'organizations',
  User: 'users',
};

export function holderExists(db: Db, type: HolderType, id: string): boolean {
  return statement(db, `SELECT 1 FROM ${HOLDER_TABLES[type]} WHERE id = ?`).get(id) !== undefined;
}

/** The ids among `ids` that are not holders of this type. */
export function unknownHolders(db: Db, type: HolderType, ids: readonly string[]): string[] {
  return ids.filter((id) => !holderExists(db, type, id));
}

/** The ids of `items` that do not exist in their kind's table (one indexed lookup each: portable, and cheap at 2,000). */
export function unknownItems(db: Db, items: ItemLists): string[] {
  return ITEM_TYPES.flatMap((type) => {
    const exists = statement(db, `SELECT 1 FROM ${ITEM_TABLES[type]} WHERE id = ?`);
    return (items[type] ?? []).filter((id) => exists.get(id) === undefined);
  });
}

/** The kind of an item id, or undefined when no table holds it. */
export function itemTypeOf(db: Db, itemId: string): ItemType | undefined {
  return ITEM_TYPES.find((type) => statement(db, `SELECT 1 FROM ${ITEM_TABLES[type]} WHERE id = ?`).get(itemId) !== undefined);
}

/** What one holder is granted directly (not through anyone else). */
export function holderItems(db: Db, type: HolderType, id: string): Record<ItemType, Set<string>> {
  const items = emptyGrants();
  const rows = statement(db, 'SELECT item_type, item_id FROM authorize WHERE object_type = ? AND object_id = ?').all(type, id) as {
    item_type: ItemType;
    item_id: string;
  }[];
  for (const row of rows) items[row.item_type].add(row.item_id);
  return items;
}

function insertItems(db: Db, type: HolderType, id: string, items: ItemLists): void {
  const insert = statement(db, 'INSERT INTO authorize (object_type, object_id, item_type, item_id) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING');
  for (const itemType of ITEM_TYPES) for (const itemId of items[itemType] ?? []) insert.run(type, id, itemType, itemId);
}

/**
 * Replaces everything the holder is granted by `items`, writing only the difference (a save
 * usually changes a few of thousands of rows). Run inside the caller's transaction.
 */
export function replaceHolderItems(db: Db, type: HolderType, id: string, items: ItemLists): void {
  const current = holderItems(db, type, id);
  const remove = statement(db, 'DELETE FROM authorize WHERE object_type = ? AND object_id = ? AND item_type = ? AND item_id = ?');
  const added: ItemLists = {};
  for (const itemType of ITEM_TYPES) {
    const wanted = new Set(items[itemType] ?? []);
    for (const itemId of current[itemType]) if (!wanted.has(itemId)) remove.run(type, id, itemType, itemId);
    added[itemType] = [...wanted].filter((itemId) => !current[itemType].has(itemId));
  }
  insertItems(db, type, id, added);
}

/** Adds `items` to what the holder is granted. Run inside the caller's transaction. */
export function addHolderItems(db: Db, type: HolderType, id: string, items: ItemLists): void {
  insertItems(db, type, id, items);
}

/** The holders of this type granted the item directly. */
export function holdersOfItem(db: Db, itemType: ItemType, itemId: string, holderType: HolderType): string[] {
  return (statement(db, 'SELECT object_id FROM authorize WHERE item_type = ? AND item_id = ? AND object_type = ? ORDER BY object_id')
    .all(itemType, itemId, holderType) as { object_id: string }[]).map((row) => row.object_id);
}

/** Makes exactly `holderIds` (of this type) the holders of the item. Run inside the caller's transaction. */
export function replaceHoldersOfItem(db: Db, itemType: ItemType, itemId: string, holderType: HolderType, holderIds: readonly string[]): void {
  statement(db, 'DELETE FROM authorize WHERE item_type = ? AND item_id = ? AND object_type = ?').run(itemType, itemId, holderType);
  const insert = statement(db, 'INSERT INTO authorize (object_type, object_id, item_type, item_id) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING');
  for (const holderId of holderIds) insert.run(holderType, holderId, itemType, itemId);
}
