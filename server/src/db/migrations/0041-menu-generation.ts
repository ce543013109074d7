/**
 * A generation number that every change to what the menus are made of moves forward (the pages,
 * their buttons, columns and forms, the systems, their translations), so the per-user cache of
 * computed menus (server/src/domain/menu-cache.ts) can never serve a stale menu, whichever write
 * path made the change: the menu editor, a deploy, an online-development release, an import.
 * Rights are covered by migration 15's permission generation, which the cache checks as well.
 *
 * SQLite triggers (row level); PostgreSQL would need a trigger function per table instead.
 */
const bump = 'UPDATE menu_generation SET value = value + 1 WHERE id = 1;';

const tables = ['modules', 'module_buttons', 'module_columns', 'module_forms', 'module_translations', 'systems', 'system_translations'];

export const sql = `
CREATE TABLE menu_generation (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  value INTEGER NOT NULL
);
INSERT INTO menu_generation (id, value) VALUES (1, 0);
${tables
  .flatMap((table) => ['INSERT', 'UPDATE', 'DELETE'].map((event) => `CREATE TRIGGER ${table}_menu_${event.toLowerCase()} AFTER ${event} ON ${table} BEGIN ${bump} END;`))
  .join('\n')}
`;
