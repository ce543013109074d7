import type { Db } from '../db/connection';
import { statement } from '../db/statements';

export const ITEM_TYPES = ['system', 'module', 'button', 'column', 'form', 'resource'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** Holders of authorize rows; groups hold none but have members (usersOfObject). */
export type HolderType = 'Role' | 'Position' | 'Organize' | 'User';
export const HOLDER_TYPES: readonly HolderType[] = ['Role', 'Position', 'Organize', 'User'];

/** What a user holds: the ids of each kind of item, from every holder the user belongs to. */
export type Grants = Readonly<Record<ItemType, ReadonlySet<string>>>;

/**
 * The union of the authorize rows of the user, of their enabled roles (an organisation role only
 * while it belongs to one of the user's organisations), of their enabled positions and of their
 * enabled organisations. UNION removes the duplicates.
 */
const GRANTS_SQL = `
SELECT a.item_type, a.item_id FROM authorize a
  WHERE a.object_type = 'User' AND a.object_id = @userId
UNION
SELECT a.item_type, a.item_id FROM user_roles ur
  JOIN roles r ON r.id = ur.role_id AND r.enabled_mark = 1
  JOIN authorize a ON a.object_type = 'Role' AND a.object_id = r.id
  WHERE ur.user_id = @userId
    AND (r.global_mark = 1 OR EXISTS (SELECT 1 FROM role_organizations ro
      JOIN user_organizations uo ON uo.organize_id = ro.organize_id AND uo.user_id = @userId
      WHERE ro.role_id = r.id))
UNION
SELECT a.item_type, a.item_id FROM user_positions up
  JOIN positions p ON p.id = up.position_id AND p.enabled_mark = 1
  JOIN authorize a ON a.object_type = 'Position' AND a.object_id = p.id
  WHERE up.user_id = @userId
UNION
SELECT a.item_type, a.item_id FROM user_organizations uo
  JOIN organizations o ON o.id = uo.organize_id AND o.enabled_mark = 1
  JOIN authorize a ON a.object_type = 'Organize' AND a.object_id = o.id
  WHERE uo.user_id = @userId`;

export function emptyGrants(): Record<ItemType, Set<string>> {
  return { system: new Set(), module: new Set(), button: new Set(), column: new Set(), form: new Set(), resource: new Set() };
}

/** Reads a user's grants from the database (the cache in grant-cache.ts sits in front of this). */
export function resolveGrants(db: Db, userId: string): Grants {
  const grants = emptyGrants();
  const rows = statement(db, GRANTS_SQL).all({ userId }) as { item_type: ItemType; item_id: string }[];
  for (const row of rows) grants[row.item_type].add(row.item_id);
  return grants;
}

/** The generation number the triggers of migration 0015 move forward on every relevant write. */
export function permissionGeneration(db: Db): number {
  const row = statement(db, 'SELECT value FROM permission_generation WHERE id = 1').get() as { value: number } | undefined;
  return row?.value ?? 0;
}
