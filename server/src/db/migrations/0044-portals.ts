import { portalsSql } from '../seed/portals';

/** When the seed rows of a database migrated here (rather than seeded) count as created. */
const MIGRATED_AT = Date.UTC(2026, 11, 1);

/**
 * 门户设计 (onlineDev/visualPortal, /api/visualdev/Portal): portals, each a layout of widgets
 * (`form_data`, the JSON text routes/portal/layout.ts checks), filed under an item of the
 * portalDesigner dictionary. Only JNPF's type 0 (designed layouts) exists here. Names and codes
 * are unique. `users.portal_id` is the portal a user chose for their home (SetDefault); deleting
 * the portal clears it (the route does, in its transaction; the foreign key says so too).
 *
 * A database seeded before this gets the dictionary and 「默认门户」 here. On a new database
 * nothing is seeded yet when migrations run, so this inserts nothing and the seed adds them.
 */
export const sql = `
CREATE TABLE portals (
  id TEXT PRIMARY KEY,
  full_name TEXT NOT NULL UNIQUE,
  en_code TEXT NOT NULL UNIQUE,
  category TEXT NOT NULL,
  type INTEGER NOT NULL DEFAULT 0 CHECK (type = 0),
  form_data TEXT NOT NULL,
  sort_code INTEGER NOT NULL DEFAULT 0,
  enabled_mark INTEGER NOT NULL DEFAULT 1 CHECK (enabled_mark IN (0, 1)),
  description TEXT NOT NULL DEFAULT '',
  creator_user_id TEXT,
  creator_time INTEGER NOT NULL,
  last_modify_user_id TEXT,
  last_modify_time INTEGER
);
CREATE INDEX portals_category ON portals (category, sort_code);

ALTER TABLE users ADD COLUMN portal_id TEXT REFERENCES portals(id) ON DELETE SET NULL;
CREATE INDEX users_portal ON users (portal_id);
${portalsSql(MIGRATED_AT, "EXISTS (SELECT 1 FROM app_meta m WHERE m.key = 'seededAt')")}
`;
