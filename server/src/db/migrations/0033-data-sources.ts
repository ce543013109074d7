/**
 * 数据连接, 数据建模 and 数据同步 (issue 16 items 8–10).
 * - data_sources: connection definitions in JNPF's shape (MySQL, SQL Server, Oracle, PostgreSQL, DM,
 *   KingbaseES, SQLite). The password is AES-256-GCM ciphertext (data-source/secrets.ts), never plain.
 *   The built-in source '0' (this server's own database) is not a row.
 * - data_model_tables: the tables made through 数据建模 or 数据同步, per source. In the built-in source
 *   only these may be listed, altered, previewed, synced or dropped: the product's own tables never.
 * - data_model_comments: table ('' column) and column comments, which SQLite cannot keep itself.
 */
export const sql = `
CREATE TABLE data_sources (
  id TEXT PRIMARY KEY,
  full_name TEXT NOT NULL,
  db_type TEXT NOT NULL,
  host TEXT NOT NULL DEFAULT '',
  port INTEGER,
  user_name TEXT NOT NULL DEFAULT '',
  password_cipher TEXT NOT NULL DEFAULT '',
  service_name TEXT NOT NULL DEFAULT '',
  db_schema TEXT NOT NULL DEFAULT '',
  table_space TEXT NOT NULL DEFAULT '',
  sort_code INTEGER NOT NULL DEFAULT 0,
  enabled_mark INTEGER NOT NULL DEFAULT 1,
  description TEXT NOT NULL DEFAULT '',
  creator_user_id TEXT,
  creator_time INTEGER NOT NULL,
  last_modify_user_id TEXT,
  last_modify_time INTEGER
);
CREATE INDEX data_sources_order ON data_sources (sort_code, creator_time);

CREATE TABLE data_model_tables (
  link_id TEXT NOT NULL,
  table_name TEXT NOT NULL,
  creator_user_id TEXT,
  creator_time INTEGER NOT NULL,
  PRIMARY KEY (link_id, table_name)
);

CREATE TABLE data_model_comments (
  link_id TEXT NOT NULL,
  table_name TEXT NOT NULL,
  column_name TEXT NOT NULL,
  comment TEXT NOT NULL,
  PRIMARY KEY (link_id, table_name, column_name)
);
`;
