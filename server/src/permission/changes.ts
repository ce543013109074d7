import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection';

/**
 * Placeholder (helper "engine" owns the real one, see CONTRACTS.md): invalidates the per-user
 * permission cache and pushes `refresh` to those users' portals. Callers already call it after
 * every change of roles, memberships or enabled states.
 */
export function permissionsChanged(_app: FastifyInstance, _userIds: Iterable<string> | 'all'): void {
  // Nothing is cached yet.
}

export type HolderType = 'Role' | 'Position' | 'Organize' | 'User' | 'Group';

const MEMBERS: Record<HolderType, string> = {
  Role: 'SELECT user_id AS id FROM user_roles WHERE role_id = ?',
  Position: 'SELECT user_id AS id FROM user_positions WHERE position_id = ?',
  Organize: 'SELECT user_id AS id FROM user_organizations WHERE organize_id = ?',
  Group: 'SELECT user_id AS id FROM group_users WHERE group_id = ?',
  User: 'SELECT id FROM users WHERE id = ?',
};

/** The users whose rights depend on this holder. */
export function usersOfObject(db: Db, objectType: HolderType, objectId: string): string[] {
  return (db.prepare(MEMBERS[objectType]).all(objectId) as { id: string }[]).map((row) => row.id);
}
