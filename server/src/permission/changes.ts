// PLACEHOLDER for the engine's changes.ts (CONTRACTS.md): the engine's version, which also
// invalidates the per-user permission cache, replaces this file when the branches are merged.
import type { FastifyInstance } from 'fastify';

/** Pushes `refresh` to the open portals of these users (all connected users for 'all'). */
export function permissionsChanged(app: FastifyInstance, userIds: Iterable<string> | 'all'): void {
  const targets = userIds === 'all' ? new Set(app.hub.connections().map((connection) => connection.userId)) : new Set(userIds);
  for (const userId of targets) app.hub.pushToUser(userId, { method: 'refresh' });
}
