import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection';

/**
 * Placeholder until helper "engine" lands its version (CONTRACTS.md): the signatures are the
 * contract; the bodies do nothing. The engine's version invalidates the per-user permission
 * cache and pushes `refresh` to the affected portals.
 */
export function permissionsChanged(app: FastifyInstance, userIds: Iterable<string> | 'all'): void {
  void app;
  void userIds;
}

export function usersOfObject(db: Db, objectType: 'Role' | 'Position' | 'Organize' | 'User' | 'Group', objectId: string): string[] {
  void db;
  void objectType;
  void objectId;
  return [];
}
