import type { Session } from '../auth/sessions';
import type { Db } from '../db/connection';
import { statement } from '../db/statements';
import { ApiError } from '../plugins/errors';
import { cachedGrants } from './grant-cache';
import { grantableBy } from './grantable';
import { ITEM_TYPES, type ItemType } from './grants';

/** Items by kind, as an authorisation names them. */
export type ItemLists = Partial<Record<ItemType, readonly string[]>>;

/** The items of `items` the caller does not hold; empty for administrators. */
export function itemsBeyond(db: Db, session: Session, items: ItemLists): string[] {
  if (session.isAdministrator) return [];
  const may = grantableBy(db, cachedGrants(db, session.userId));
  return ITEM_TYPES.flatMap((type) => (items[type] ?? []).filter((id) => !may(type, id)));
}

/**
 * A user who is not an administrator can grant only what they hold themselves (and the directories
 * and systems around it, see grantable.ts), so no one can
 * raise their own rights (or a friend's) through a role, position, organisation or user grant.
 */
export function assertMayGrant(db: Db, session: Session, itemsToGrant: ItemLists): void {
  if (itemsBeyond(db, session, itemsToGrant).length > 0) throw new ApiError(403, 'grantBeyondOwn');
}

/**
 * The last enabled system administrator may not be disabled, deleted or lose is_administrator.
 * Call inside the transaction that makes the change, before it.
 */
export function assertNotLastAdministrator(db: Db, userId: string): void {
  const target = statement(db, 'SELECT is_administrator, enabled_mark FROM users WHERE id = ?').get(userId) as
    | { is_administrator: number; enabled_mark: number }
    | undefined;
  if (!target || target.is_administrator !== 1 || target.enabled_mark !== 1) return;
  const others = statement(db, 'SELECT COUNT(*) AS n FROM users WHERE is_administrator = 1 AND enabled_mark = 1 AND id <> ?').get(userId) as { n: number };
  if (others.n === 0) throw new ApiError(400, 'lastAdministrator');
}
