/**
 * Issue 15: designed modules (JNPF's VisualDev) and what releasing them makes real.
 * - visualdev: a module's draft (formData, columnData, tables as JNPF's JSON strings), the version
 *   in force (released_version) and the menu its release created (menu_id; NULL again when an
 *   administrator deletes that menu).
 * - visualdev_release: every release's JSON, newest last; the row of released_version is what
 *   the runtime serves, older rows are the rollback history (a few per module are kept).
 * - visualdev_tables: which module owns which runtime table (ext_<name>): a release may create,
 *   extend or migrate only its own tables. Runtime tables themselves are created by releases,
 *   not by migrations.
 */
export const sql = `
CREATE TABLE visualdev (
  id TEXT PRIMARY KEY,
  full_name TEXT NOT NULL,
  en_code TEXT NOT NULL UNIQUE,
  category TEXT NOT NULL DEFAULT '',
  type INTEGER NOT NULL DEFAULT 1,
  web_type INTEGER NOT NULL DEFAULT 2,
  description TEXT NOT NULL DEFAULT '',
  sort_code INTEGER NOT NULL DEFAULT 0,
  enabled_mark INTEGER NOT NULL DEFAULT 1 CHECK (enabled_mark IN (0, 1)),
  form_data TEXT,
  column_data TEXT,
  tables TEXT NOT NULL DEFAULT '[]',
  db_link_id TEXT NOT NULL DEFAULT '0',
  released_version INTEGER,
  menu_id TEXT REFERENCES modules(id) ON DELETE SET NULL,
  creator_user_id TEXT,
  creator_time INTEGER NOT NULL,
  last_modify_user_id TEXT,
  last_modify_time INTEGER
);
CREATE INDEX visualdev_category ON visualdev (category, sort_code);

CREATE TABLE visualdev_release (
  visualdev_id TEXT NOT NULL REFERENCES visualdev(id) ON DELETE CASCADE,
  version INTEGER NOT NULL,
  form_data TEXT NOT NULL,
  column_data TEXT,
  tables TEXT NOT NULL,
  released_user_id TEXT,
  released_time INTEGER NOT NULL,
  PRIMARY KEY (visualdev_id, version)
);

CREATE TABLE visualdev_tables (
  physical_name TEXT PRIMARY KEY,
  visualdev_id TEXT NOT NULL REFERENCES visualdev(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('main', 'child'))
);
CREATE INDEX visualdev_tables_owner ON visualdev_tables (visualdev_id);
`;
