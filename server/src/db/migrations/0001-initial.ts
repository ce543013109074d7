/** Initial schema. Times are milliseconds since the epoch; ids are strings as in JNPF. */
export const sql = `
CREATE TABLE app_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE sys_config (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE systems (
  id TEXT PRIMARY KEY,
  full_name TEXT NOT NULL,
  en_code TEXT NOT NULL UNIQUE,
  icon TEXT NOT NULL DEFAULT '',
  sort_code INTEGER NOT NULL DEFAULT 0,
  enabled_mark INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE organizations (
  id TEXT PRIMARY KEY,
  parent_id TEXT NOT NULL,
  category TEXT NOT NULL CHECK (category IN ('company', 'department')),
  full_name TEXT NOT NULL,
  en_code TEXT NOT NULL UNIQUE,
  sort_code INTEGER NOT NULL DEFAULT 0,
  enabled_mark INTEGER NOT NULL DEFAULT 1,
  description TEXT NOT NULL DEFAULT '',
  creator_time INTEGER NOT NULL
);

CREATE TABLE positions (
  id TEXT PRIMARY KEY,
  organize_id TEXT NOT NULL REFERENCES organizations(id),
  full_name TEXT NOT NULL,
  en_code TEXT NOT NULL UNIQUE,
  sort_code INTEGER NOT NULL DEFAULT 0,
  enabled_mark INTEGER NOT NULL DEFAULT 1,
  creator_time INTEGER NOT NULL
);

CREATE TABLE roles (
  id TEXT PRIMARY KEY,
  full_name TEXT NOT NULL,
  en_code TEXT NOT NULL UNIQUE,
  description TEXT NOT NULL DEFAULT '',
  sort_code INTEGER NOT NULL DEFAULT 0,
  enabled_mark INTEGER NOT NULL DEFAULT 1,
  creator_time INTEGER NOT NULL
);

CREATE TABLE users (
  id TEXT PRIMARY KEY,
  account TEXT NOT NULL UNIQUE COLLATE NOCASE,
  real_name TEXT NOT NULL,
  head_icon TEXT NOT NULL DEFAULT '',
  organize_id TEXT REFERENCES organizations(id),
  is_administrator INTEGER NOT NULL DEFAULT 0,
  enabled_mark INTEGER NOT NULL DEFAULT 1,
  password_hash TEXT NOT NULL,
  change_password_date INTEGER,
  prev_login_time INTEGER,
  prev_login_ip TEXT,
  last_login_time INTEGER,
  last_login_ip TEXT,
  language TEXT NOT NULL DEFAULT 'zh',
  theme TEXT NOT NULL DEFAULT 'classic',
  failed_count INTEGER NOT NULL DEFAULT 0,
  lock_mark INTEGER NOT NULL DEFAULT 0,
  locked_at INTEGER,
  sort_code INTEGER NOT NULL DEFAULT 0,
  creator_time INTEGER NOT NULL
);

CREATE TABLE user_positions (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  position_id TEXT NOT NULL REFERENCES positions(id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, position_id)
);

CREATE TABLE user_roles (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role_id TEXT NOT NULL REFERENCES roles(id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, role_id)
);

CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  ip TEXT NOT NULL DEFAULT '',
  user_agent TEXT NOT NULL DEFAULT '',
  revoked_at INTEGER,
  revoked_reason TEXT CHECK (revoked_reason IN ('logout', 'elsewhere', 'forced', 'password', 'disabled'))
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE login_attempts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  account TEXT NOT NULL,
  user_id TEXT,
  ip TEXT NOT NULL,
  at INTEGER NOT NULL,
  success INTEGER NOT NULL
);
CREATE INDEX login_attempts_ip ON login_attempts (ip, at);
CREATE INDEX login_attempts_user ON login_attempts (user_id, at);

CREATE TABLE modules (
  id TEXT PRIMARY KEY,
  parent_id TEXT NOT NULL,
  system_id TEXT NOT NULL REFERENCES systems(id),
  type INTEGER NOT NULL CHECK (type BETWEEN 0 AND 8),
  en_code TEXT NOT NULL UNIQUE,
  full_name TEXT NOT NULL,
  icon TEXT NOT NULL DEFAULT '',
  url_address TEXT NOT NULL DEFAULT '',
  link_target TEXT NOT NULL DEFAULT '_self',
  property_json TEXT,
  sort_code INTEGER NOT NULL DEFAULT 0,
  enabled_mark INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE module_buttons (
  id TEXT PRIMARY KEY,
  module_id TEXT NOT NULL REFERENCES modules(id) ON DELETE CASCADE,
  en_code TEXT NOT NULL,
  full_name TEXT NOT NULL,
  sort_code INTEGER NOT NULL DEFAULT 0,
  UNIQUE (module_id, en_code)
);

CREATE TABLE module_columns (
  id TEXT PRIMARY KEY,
  module_id TEXT NOT NULL REFERENCES modules(id) ON DELETE CASCADE,
  en_code TEXT NOT NULL,
  full_name TEXT NOT NULL,
  sort_code INTEGER NOT NULL DEFAULT 0,
  UNIQUE (module_id, en_code)
);

CREATE TABLE module_forms (
  id TEXT PRIMARY KEY,
  module_id TEXT NOT NULL REFERENCES modules(id) ON DELETE CASCADE,
  en_code TEXT NOT NULL,
  full_name TEXT NOT NULL,
  sort_code INTEGER NOT NULL DEFAULT 0,
  UNIQUE (module_id, en_code)
);

CREATE TABLE role_authorize (
  role_id TEXT NOT NULL REFERENCES roles(id) ON DELETE CASCADE,
  item_type TEXT NOT NULL CHECK (item_type IN ('module', 'button', 'column', 'form')),
  item_id TEXT NOT NULL,
  PRIMARY KEY (role_id, item_type, item_id)
);

CREATE TABLE dictionary_types (
  id TEXT PRIMARY KEY,
  parent_id TEXT NOT NULL,
  full_name TEXT NOT NULL,
  en_code TEXT NOT NULL UNIQUE,
  is_tree INTEGER NOT NULL DEFAULT 0 CHECK (is_tree IN (0, 1)),
  sort_code INTEGER NOT NULL DEFAULT 0,
  description TEXT NOT NULL DEFAULT '',
  creator_time INTEGER NOT NULL,
  last_modify_time INTEGER
);

CREATE TABLE dictionary_data (
  id TEXT PRIMARY KEY,
  dictionary_type_id TEXT NOT NULL REFERENCES dictionary_types(id),
  parent_id TEXT NOT NULL,
  full_name TEXT NOT NULL,
  en_code TEXT NOT NULL,
  enabled_mark INTEGER NOT NULL DEFAULT 1 CHECK (enabled_mark IN (0, 1)),
  sort_code INTEGER NOT NULL DEFAULT 0,
  description TEXT NOT NULL DEFAULT '',
  creator_time INTEGER NOT NULL,
  last_modify_time INTEGER,
  UNIQUE (dictionary_type_id, en_code)
);
CREATE INDEX dictionary_data_type ON dictionary_data (dictionary_type_id, parent_id);

CREATE TABLE download_tickets (
  ticket_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  file_name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  content BLOB NOT NULL,
  expires_at INTEGER NOT NULL
);
`;
