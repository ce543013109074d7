/**
 * Issue 12, the permission engine: a generation number that every change to what a user holds
 * moves forward, so the per-user cache of resolved rights (server/src/permission/grant-cache.ts)
 * can never serve a stale answer, even when a write path forgets to call permissionsChanged (which
 * is still needed: it pushes `refresh` to the open portals).
 *
 * SQLite triggers (row level); PostgreSQL would need a trigger function per table instead.
 */
const bump = 'UPDATE permission_generation SET value = value + 1 WHERE id = 1;';

/** [table, trigger suffix, event] */
const events: ReadonlyArray<readonly [string, string, string]> = [
  ...['authorize', 'user_roles', 'user_positions', 'user_organizations', 'role_organizations'].flatMap((table) => [
    [table, 'insert', 'INSERT'] as const,
    [table, 'update', 'UPDATE'] as const,
    [table, 'delete', 'DELETE'] as const,
  ]),
  ['roles', 'state', 'UPDATE OF enabled_mark, global_mark'],
  ['roles', 'delete', 'DELETE'],
  ['positions', 'state', 'UPDATE OF enabled_mark'],
  ['positions', 'delete', 'DELETE'],
  ['organizations', 'state', 'UPDATE OF enabled_mark'],
  ['organizations', 'delete', 'DELETE'],
];

export const sql = `
CREATE TABLE permission_generation (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  value INTEGER NOT NULL
);
INSERT INTO permission_generation (id, value) VALUES (1, 0);
${events.map(([table, suffix, event]) => `CREATE TRIGGER ${table}_permission_${suffix} AFTER ${event} ON ${table} BEGIN ${bump} END;`).join('\n')}
`;
