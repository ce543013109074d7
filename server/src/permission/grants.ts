import type { Db } from '../db/connection';
import { statement } from '../db/statements';

export const ITEM_TYPES = ['system', 'module', 'button', 'column', 'form', 'resource'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** Items by kind, as an authorisation names them. */
export type ItemLists = Partial<Record<ItemType, readonly string[]>>;

/** Holders of authorize rows; groups hold none but have members (usersOfObject). */
export type HolderType = 'Role' | 'Position' | 'Organize' | 'User';
export const HOLDER_TYPES: readonly HolderType[] = ['Role', 'Position', 'Organize', 'User'];

/** What a user holds: the ids of each kind of item, from every holder the user belongs to. */
export type Grants = Readonly<Record<ItemType, ReadonlySet<string>>>;

/**
 * The holders whose grants a user has: the user, their enabled roles (an organisation role only
 * while it belongs to one of the user's organisations), their enabled positions and their enabled
 * organisations. The grants are then read holder by holder through the authorize primary key: a
 * single join lets the planner walk every Role row of the table instead (150 ms on a tenant with
 * 200 roles, against well under a millisecond this way).
 */
const HOLDERS_SQL = `
SELECT 'Role' AS object_type, r.id AS object_id FROM user_roles ur
  JOIN roles r ON r.id = ur.role_id AND r.enabled_mark = 1
  WHERE ur.user_id = @userId
    AND (r.global_mark = 1 OR EXISTS (SELECT 1 FROM role_organizations ro
      JOIN user_organizations uo ON uo.organize_id = ro.organize_id AND uo.user_id = @userId
      WHERE ro.role_id = r.id))
UNION ALL
SELECT 'Position', p.id FROM user_positions up
  JOIN positions p ON p.id = up.position_id AND p.enabled_mark = 1
  WHERE up.user_id = @userId
UNION ALL
SELECT 'Organize', o.id FROM user_organizations uo
  JOIN organizations o ON o.id = uo.organize_id AND o.enabled_mark = 1
  WHERE uo.user_id = @userId`;

const ITEMS_SQL = 'SELECT item_type, item_id FROM authorize WHERE object_type = ? AND object_id = ?';

export function emptyGrants(): Record<ItemType, Set<string>> {
  return { system: new Set(), module: new Set(), button: new Set(), column: new Set(), form: new Set(), resource: new Set() };
}

/** Reads a user's grants from the database (the cache in grant-cache.ts sits in front of this); the sets make the union. */
export function resolveGrants(db: Db, userId: string): Grants {
  const grants = emptyGrants();
  const holders = [{ object_type: 'User', object_id: userId }, ...(statement(db, HOLDERS_SQL).all({ userId }) as { object_type: string; object_id: string }[])];
  const items = statement(db, ITEMS_SQL);
  for (const holder of holders) {
    for (const row of items.iterate(holder.object_type, holder.object_id) as Iterable<{ item_type: ItemType; item_id: string }>) grants[row.item_type].add(row.item_id);
  }
  return grants;
}

/** The generation number the triggers of migration 0015 move forward on every relevant write. */
export function permissionGeneration(db: Db): number {
  const row = statement(db, 'SELECT value FROM permission_generation WHERE id = 1').get() as { value: number } | undefined;
  return row?.value ?? 0;
}
