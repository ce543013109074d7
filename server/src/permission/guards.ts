import type { Session } from '../auth/sessions';
import type { Db } from '../db/connection';
import { statement } from '../db/statements';
import { ApiError } from '../plugins/errors';
import { holderItems } from './authorize-repository';
import { cachedGrants } from './grant-cache';
import { grantableBy } from './grantable';
import { ITEM_TYPES, type HolderType, type ItemLists, type ItemType } from './grants';

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

/** A role, position or organisation a user is about to join (groups hold no grants, see grants.ts). */
export interface Membership {
  type: Exclude<HolderType, 'User'>;
  id: string;
}

const HOLDER_NAME_SQL: Record<Membership['type'], string> = {
  Role: 'SELECT full_name AS name FROM roles WHERE id = ?',
  Position: 'SELECT full_name AS name FROM positions WHERE id = ?',
  Organize: 'SELECT full_name AS name FROM organizations WHERE id = ?',
};

/**
 * Joining a role, position or organisation gives the member everything that holder is granted
 * (system, module, button, column, form and resource rows of authorize), so a caller who is not an
 * administrator may add a member (themself or anyone) only to holders whose grants all lie within
 * their own: the rule of assertMayGrant, applied to every grant of each holder. Pass only the
 * memberships being added; removing a member takes rights away and needs no check. Throws 403
 * naming the first holder that carries more than the caller holds. Call inside the write's
 * transaction, before it.
 */
export function assertMayJoin(db: Db, session: Session, memberships: readonly Membership[]): void {
  if (session.isAdministrator || memberships.length === 0) return;
  const itemsOf = memberships.map((membership) => holderItems(db, membership.type, membership.id));
  const union: Record<ItemType, string[]> = { system: [], module: [], button: [], column: [], form: [], resource: [] };
  for (const items of itemsOf) for (const type of ITEM_TYPES) union[type].push(...items[type]);
  const beyond = new Set(itemsBeyond(db, session, union));
  if (beyond.size === 0) return;
  const index = itemsOf.findIndex((items) => ITEM_TYPES.some((type) => [...items[type]].some((id) => beyond.has(id))));
  const culprit = memberships[index] ?? memberships[0];
  const name = culprit ? (statement(db, HOLDER_NAME_SQL[culprit.type]).get(culprit.id) as { name: string } | undefined)?.name ?? culprit.id : '';
  throw new ApiError(403, 'joinBeyondOwn', { name });
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
