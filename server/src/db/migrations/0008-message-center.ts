/**
 * Message centre (issue 5 item 6): channel accounts, message templates, send configurations
 * (which template goes out through which account on each channel) and the monitor log of every
 * message sent. Channel numbers follow JNPF's msgSendType: 1 site message, 2 mail, 3 SMS,
 * 4 DingTalk, 5 WeCom, 6 official account, 7 webhook. Account settings are a JSON object whose
 * keys depend on the channel; secrets inside it never leave the server.
 */
export const sql = `
CREATE TABLE message_accounts (
  id TEXT PRIMARY KEY,
  type INTEGER NOT NULL CHECK (type BETWEEN 2 AND 7),
  full_name TEXT NOT NULL,
  en_code TEXT NOT NULL UNIQUE,
  settings TEXT NOT NULL DEFAULT '{}',
  sort_code INTEGER NOT NULL DEFAULT 0,
  enabled_mark INTEGER NOT NULL DEFAULT 1,
  description TEXT NOT NULL DEFAULT '',
  creator_user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
  creator_time INTEGER NOT NULL,
  last_modify_time INTEGER
);
CREATE INDEX message_accounts_type ON message_accounts (type, sort_code);

CREATE TABLE message_templates (
  id TEXT PRIMARY KEY,
  full_name TEXT NOT NULL,
  en_code TEXT NOT NULL UNIQUE,
  message_type INTEGER NOT NULL CHECK (message_type BETWEEN 1 AND 7),
  message_source INTEGER NOT NULL,
  title TEXT NOT NULL DEFAULT '',
  content TEXT NOT NULL DEFAULT '',
  template_code TEXT NOT NULL DEFAULT '',
  sort_code INTEGER NOT NULL DEFAULT 0,
  enabled_mark INTEGER NOT NULL DEFAULT 1,
  description TEXT NOT NULL DEFAULT '',
  creator_user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
  creator_time INTEGER NOT NULL,
  last_modify_time INTEGER
);

CREATE TABLE message_send_configs (
  id TEXT PRIMARY KEY,
  full_name TEXT NOT NULL,
  en_code TEXT NOT NULL UNIQUE,
  message_source INTEGER NOT NULL,
  sort_code INTEGER NOT NULL DEFAULT 0,
  enabled_mark INTEGER NOT NULL DEFAULT 1,
  description TEXT NOT NULL DEFAULT '',
  creator_user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
  creator_time INTEGER NOT NULL,
  last_modify_time INTEGER
);

-- A template or account in use by a send configuration cannot be deleted (RESTRICT).
CREATE TABLE message_send_config_items (
  config_id TEXT NOT NULL REFERENCES message_send_configs(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  message_type INTEGER NOT NULL,
  template_id TEXT NOT NULL REFERENCES message_templates(id) ON DELETE RESTRICT,
  account_id TEXT REFERENCES message_accounts(id) ON DELETE RESTRICT,
  PRIMARY KEY (config_id, position)
);
CREATE INDEX message_send_config_items_template ON message_send_config_items (template_id);
CREATE INDEX message_send_config_items_account ON message_send_config_items (account_id);

-- The monitor keeps names, not references: a log row outlives the account and template it used.
CREATE TABLE message_monitor (
  id TEXT PRIMARY KEY,
  message_type INTEGER NOT NULL,
  message_source INTEGER NOT NULL DEFAULT 0,
  is_test INTEGER NOT NULL DEFAULT 0,
  account_name TEXT NOT NULL DEFAULT '',
  template_name TEXT NOT NULL DEFAULT '',
  receive_user TEXT NOT NULL,
  title TEXT NOT NULL DEFAULT '',
  content TEXT NOT NULL DEFAULT '',
  status INTEGER NOT NULL CHECK (status IN (0, 1)),
  error_msg TEXT NOT NULL DEFAULT '',
  send_user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
  send_time INTEGER NOT NULL
);
CREATE INDEX message_monitor_time ON message_monitor (send_time);
`;
