/**
 * Issue 16 items 11 and 12.
 *
 * data_backups: the database backups kept under the data folder (`backups/`, generated names only):
 * who made each and how (manual, a scheduled task, or the safety copy a restore takes first), its
 * size and the schema version it was taken at. A restore keeps this table as it is (the list
 * describes files on disk, not the data being restored).
 *
 * interface_oauth: app id / secret pairs that external systems use to call data interfaces
 * (接口认证). The secret is stored as a SHA-256 hash (it is 32 random bytes, so a fast hash is
 * enough); interface_oauth_grants names the interfaces each app may call.
 */
export const sql = `
CREATE TABLE data_backups (
  id TEXT PRIMARY KEY,
  file_name TEXT NOT NULL UNIQUE,
  file_size INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('manual', 'schedule', 'safety')),
  schema_version INTEGER NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  creator_user_id TEXT,
  creator_time INTEGER NOT NULL
);
CREATE INDEX data_backups_time ON data_backups (creator_time);

CREATE TABLE interface_oauth (
  id TEXT PRIMARY KEY,
  app_id TEXT NOT NULL UNIQUE,
  app_name TEXT NOT NULL,
  secret_hash TEXT NOT NULL,
  whitelist_ip TEXT NOT NULL DEFAULT '',
  expires_at INTEGER,
  enabled_mark INTEGER NOT NULL DEFAULT 1 CHECK (enabled_mark IN (0, 1)),
  usage_count INTEGER NOT NULL DEFAULT 0,
  last_used_time INTEGER,
  description TEXT NOT NULL DEFAULT '',
  creator_user_id TEXT,
  creator_time INTEGER NOT NULL,
  last_modify_user_id TEXT,
  last_modify_time INTEGER
);

CREATE TABLE interface_oauth_grants (
  oauth_id TEXT NOT NULL REFERENCES interface_oauth(id) ON DELETE CASCADE,
  interface_id TEXT NOT NULL REFERENCES data_interfaces(id) ON DELETE CASCADE,
  PRIMARY KEY (oauth_id, interface_id)
);
CREATE INDEX interface_oauth_grants_interface ON interface_oauth_grants (interface_id);
`;
