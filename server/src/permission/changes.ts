import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection';
import { statement } from '../db/statements';
import { forgetGrants } from './grant-cache';

export type ObjectType = 'Role' | 'Position' | 'Organize' | 'User' | 'Group';

const MEMBERS_SQL: Record<Exclude<ObjectType, 'User'>, string> = {
  Role: 'SELECT user_id FROM user_roles WHERE role_id = ?',
  Position: 'SELECT user_id FROM user_positions WHERE position_id = ?',
  // The organisation itself, not its subtree: rights granted to an organisation are not inherited.
  Organize: 'SELECT user_id FROM user_organizations WHERE organize_id = ?',
  Group: 'SELECT user_id FROM group_users WHERE group_id = ?',
};

/** The users whose rights a change to this holder (or group) can affect. */
export function usersOfObject(db: Db, objectType: ObjectType, objectId: string): string[] {
  if (objectType === 'User') return [objectId];
  return (statement(db, MEMBERS_SQL[objectType]).all(objectId) as { user_id: string }[]).map((row) => row.user_id);
}

/** The frame every open portal of an affected user receives: reload menus, routes and permissions. */
export const REFRESH_MESSAGE = { method: 'refresh' } as const;

/**
 * Call after any change to what users hold (roles, memberships, authorize rows, menus and their
 * resources, a user's organisation or position, enabled state of a role, position or
 * organisation): forgets the cached rights of those users and pushes `refresh` to their open
 * sockets. Returns how many sockets it reached.
 */
export function permissionsChanged(app: FastifyInstance, userIds: Iterable<string> | 'all'): number {
  const targets = userIds === 'all' ? 'all' : new Set(userIds);
  forgetGrants(app.db, targets);
  // Apps built without the socket plugin (some unit tests) have nobody to tell.
  if (!app.hasDecorator('hub')) return 0;
  const users = targets === 'all' ? new Set(app.hub.connections().map((connection) => connection.userId)) : targets;
  let reached = 0;
  for (const userId of users) reached += app.hub.pushToUser(userId, REFRESH_MESSAGE);
  return reached;
}
