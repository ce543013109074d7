/**
 * Issue 12: the permission model behind mf-permission.
 *
 * - Several organisations per user (user_organizations); users.organize_id and users.position_id are
 *   the current (major) ones, which data rules follow.
 * - Organisation trees are walked with WITH RECURSIVE over organizations.parent_id (portable to
 *   PostgreSQL, no ancestor table to keep in step).
 * - Roles are global (global_mark 1) or belong to organisations (role_organizations).
 * - Groups (user_groups, group_users).
 * - One authorisation table for every kind of holder: a user's rights are the union of what is
 *   granted to the user, their roles, their positions and their organisations. role_authorize's rows
 *   move into it with object_type 'Role'.
 * - Per-menu switches for which resource kinds are checked, and the data-rule resources:
 *   module_data_rules (field, operator, value or variable) grouped into module_data_schemes, which
 *   authorisation grants as item_type 'resource'.
 * - Organisation administrators (分级管理) with this-layer / sub-layer rights.
 */
export const sql = `
ALTER TABLE organizations ADD COLUMN manager_id TEXT REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE organizations ADD COLUMN last_modify_time INTEGER;
CREATE INDEX organizations_parent ON organizations (parent_id, sort_code);

ALTER TABLE users ADD COLUMN position_id TEXT REFERENCES positions(id) ON DELETE SET NULL;
ALTER TABLE users ADD COLUMN manager_id TEXT REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE users ADD COLUMN description TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN last_modify_time INTEGER;
CREATE INDEX users_organize ON users (organize_id);
UPDATE users SET position_id = (SELECT MIN(up.position_id) FROM user_positions up WHERE up.user_id = users.id);

CREATE TABLE user_organizations (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  organize_id TEXT NOT NULL REFERENCES organizations(id),
  PRIMARY KEY (user_id, organize_id)
);
CREATE INDEX user_organizations_org ON user_organizations (organize_id);
INSERT INTO user_organizations (user_id, organize_id) SELECT id, organize_id FROM users WHERE organize_id IS NOT NULL;
CREATE INDEX user_positions_position ON user_positions (position_id);
CREATE INDEX user_roles_role ON user_roles (role_id);

ALTER TABLE positions ADD COLUMN type TEXT NOT NULL DEFAULT '';
ALTER TABLE positions ADD COLUMN description TEXT NOT NULL DEFAULT '';
ALTER TABLE positions ADD COLUMN last_modify_time INTEGER;
CREATE INDEX positions_organize ON positions (organize_id);

ALTER TABLE roles ADD COLUMN global_mark INTEGER NOT NULL DEFAULT 1 CHECK (global_mark IN (0, 1));
ALTER TABLE roles ADD COLUMN last_modify_time INTEGER;
CREATE TABLE role_organizations (
  role_id TEXT NOT NULL REFERENCES roles(id) ON DELETE CASCADE,
  organize_id TEXT NOT NULL REFERENCES organizations(id),
  PRIMARY KEY (role_id, organize_id)
);
CREATE INDEX role_organizations_org ON role_organizations (organize_id);

CREATE TABLE user_groups (
  id TEXT PRIMARY KEY,
  full_name TEXT NOT NULL,
  en_code TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  sort_code INTEGER NOT NULL DEFAULT 0,
  enabled_mark INTEGER NOT NULL DEFAULT 1 CHECK (enabled_mark IN (0, 1)),
  creator_time INTEGER NOT NULL,
  last_modify_time INTEGER
);
CREATE TABLE group_users (
  group_id TEXT NOT NULL REFERENCES user_groups(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  PRIMARY KEY (group_id, user_id)
);
CREATE INDEX group_users_user ON group_users (user_id);

CREATE TABLE authorize (
  object_type TEXT NOT NULL CHECK (object_type IN ('Role', 'Position', 'Organize', 'User')),
  object_id TEXT NOT NULL,
  item_type TEXT NOT NULL CHECK (item_type IN ('system', 'module', 'button', 'column', 'form', 'resource')),
  item_id TEXT NOT NULL,
  PRIMARY KEY (object_type, object_id, item_type, item_id)
);
CREATE INDEX authorize_item ON authorize (item_type, item_id);
INSERT INTO authorize (object_type, object_id, item_type, item_id) SELECT 'Role', role_id, item_type, item_id FROM role_authorize;
DROP TABLE role_authorize;

ALTER TABLE modules ADD COLUMN is_button_authorize INTEGER NOT NULL DEFAULT 1 CHECK (is_button_authorize IN (0, 1));
ALTER TABLE modules ADD COLUMN is_column_authorize INTEGER NOT NULL DEFAULT 0 CHECK (is_column_authorize IN (0, 1));
ALTER TABLE modules ADD COLUMN is_form_authorize INTEGER NOT NULL DEFAULT 0 CHECK (is_form_authorize IN (0, 1));
ALTER TABLE modules ADD COLUMN is_data_authorize INTEGER NOT NULL DEFAULT 0 CHECK (is_data_authorize IN (0, 1));
ALTER TABLE modules ADD COLUMN description TEXT NOT NULL DEFAULT '';
CREATE INDEX modules_parent ON modules (system_id, parent_id, sort_code);

ALTER TABLE module_buttons ADD COLUMN parent_id TEXT NOT NULL DEFAULT '-1';
ALTER TABLE module_buttons ADD COLUMN enabled_mark INTEGER NOT NULL DEFAULT 1 CHECK (enabled_mark IN (0, 1));
ALTER TABLE module_buttons ADD COLUMN description TEXT NOT NULL DEFAULT '';
ALTER TABLE module_columns ADD COLUMN bind_table TEXT NOT NULL DEFAULT '';
ALTER TABLE module_columns ADD COLUMN enabled_mark INTEGER NOT NULL DEFAULT 1 CHECK (enabled_mark IN (0, 1));
ALTER TABLE module_columns ADD COLUMN description TEXT NOT NULL DEFAULT '';
ALTER TABLE module_forms ADD COLUMN bind_table TEXT NOT NULL DEFAULT '';
ALTER TABLE module_forms ADD COLUMN enabled_mark INTEGER NOT NULL DEFAULT 1 CHECK (enabled_mark IN (0, 1));
ALTER TABLE module_forms ADD COLUMN description TEXT NOT NULL DEFAULT '';

-- A condition on one field of a menu's rows: field (en_code), operator, value or variable
-- (@userId, @organizeId, @organizationAndSuborganization, @departmentId, @positionId, ...).
CREATE TABLE module_data_rules (
  id TEXT PRIMARY KEY,
  module_id TEXT NOT NULL REFERENCES modules(id) ON DELETE CASCADE,
  full_name TEXT NOT NULL,
  en_code TEXT NOT NULL,
  field_type TEXT NOT NULL DEFAULT 'varchar',
  condition_symbol TEXT NOT NULL,
  condition_text TEXT NOT NULL,
  bind_table TEXT NOT NULL DEFAULT '',
  sort_code INTEGER NOT NULL DEFAULT 0,
  enabled_mark INTEGER NOT NULL DEFAULT 1 CHECK (enabled_mark IN (0, 1)),
  description TEXT NOT NULL DEFAULT '',
  creator_time INTEGER NOT NULL
);
CREATE INDEX module_data_rules_module ON module_data_rules (module_id);

-- A named set of rules (condition_json: groups of rule ids with and/or), or all_data = 1 for
-- 全部数据. Authorisation grants schemes as item_type 'resource'.
CREATE TABLE module_data_schemes (
  id TEXT PRIMARY KEY,
  module_id TEXT NOT NULL REFERENCES modules(id) ON DELETE CASCADE,
  full_name TEXT NOT NULL,
  en_code TEXT NOT NULL,
  condition_json TEXT NOT NULL DEFAULT '[]',
  all_data INTEGER NOT NULL DEFAULT 0 CHECK (all_data IN (0, 1)),
  sort_code INTEGER NOT NULL DEFAULT 0,
  enabled_mark INTEGER NOT NULL DEFAULT 1 CHECK (enabled_mark IN (0, 1)),
  description TEXT NOT NULL DEFAULT '',
  creator_time INTEGER NOT NULL,
  UNIQUE (module_id, en_code)
);

CREATE TABLE organize_administrators (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  organize_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  this_layer_add INTEGER NOT NULL DEFAULT 0 CHECK (this_layer_add IN (0, 1)),
  this_layer_edit INTEGER NOT NULL DEFAULT 0 CHECK (this_layer_edit IN (0, 1)),
  this_layer_delete INTEGER NOT NULL DEFAULT 0 CHECK (this_layer_delete IN (0, 1)),
  this_layer_select INTEGER NOT NULL DEFAULT 0 CHECK (this_layer_select IN (0, 1)),
  sub_layer_add INTEGER NOT NULL DEFAULT 0 CHECK (sub_layer_add IN (0, 1)),
  sub_layer_edit INTEGER NOT NULL DEFAULT 0 CHECK (sub_layer_edit IN (0, 1)),
  sub_layer_delete INTEGER NOT NULL DEFAULT 0 CHECK (sub_layer_delete IN (0, 1)),
  sub_layer_select INTEGER NOT NULL DEFAULT 0 CHECK (sub_layer_select IN (0, 1)),
  creator_time INTEGER NOT NULL,
  UNIQUE (user_id, organize_id)
);
CREATE INDEX organize_administrators_org ON organize_administrators (organize_id);
`;
