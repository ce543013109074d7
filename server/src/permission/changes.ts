import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection';

/**
 * After a change to roles, memberships, authorisations, menus or a user's organisation/position:
 * invalidates the per-user cache and pushes `refresh` to the affected users' open portals.
 * Placeholder until the engine lands: pushes only.
 */
export function permissionsChanged(app: FastifyInstance, userIds: Iterable<string> | 'all'): void {
  if (userIds === 'all') {
    for (const connection of app.hub?.connections() ?? []) app.hub.pushToUser(connection.userId, { method: 'refresh' });
    return;
  }
  for (const userId of new Set(userIds)) app.hub?.pushToUser(userId, { method: 'refresh' });
}

/** Users affected by a change to a holder of rights. Placeholder. */
export function usersOfObject(db: Db, objectType: 'Role' | 'Position' | 'Organize' | 'User' | 'Group', objectId: string): string[] {
  const sql: Record<typeof objectType, string> = {
    Role: 'SELECT user_id FROM user_roles WHERE role_id = ?',
    Position: 'SELECT user_id FROM user_positions WHERE position_id = ?',
    Organize: 'SELECT user_id FROM user_organizations WHERE organize_id = ?',
    User: 'SELECT id AS user_id FROM users WHERE id = ?',
    Group: 'SELECT user_id FROM group_users WHERE group_id = ?',
  };
  return (db.prepare(sql[objectType]).all(objectId) as { user_id: string }[]).map((row) => row.user_id);
}
