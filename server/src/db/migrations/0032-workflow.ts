/**
 * The workflow engine (issue 18): flow designs (流程设计) and their released versions, and the
 * persisted state machine of every task launched from them (see server/src/workflow and
 * docs/workflow.md). Status codes are the spec's (section 3): task 0 draft, 1 wait, 2 adopt,
 * 3 reject, 4 revoke, 5 cancel; handle statuses 0–9 in the operator records; urgency 1–3.
 * Plain tables and indexes only, portable to PostgreSQL; ids are made in code.
 */
export const sql = `
CREATE TABLE flow_engine (
  id TEXT PRIMARY KEY,
  full_name TEXT NOT NULL,
  en_code TEXT NOT NULL UNIQUE,
  category TEXT NOT NULL DEFAULT '',
  type INTEGER NOT NULL DEFAULT 0,
  form_type INTEGER NOT NULL CHECK (form_type IN (1, 2)),
  form_id TEXT NOT NULL,
  flow_template_json TEXT NOT NULL,
  icon TEXT NOT NULL DEFAULT '',
  icon_background TEXT NOT NULL DEFAULT '',
  sort_code INTEGER NOT NULL DEFAULT 0,
  enabled_mark INTEGER NOT NULL DEFAULT 0,
  version INTEGER,
  description TEXT NOT NULL DEFAULT '',
  creator_user_id TEXT,
  creator_time INTEGER NOT NULL,
  last_modify_user_id TEXT,
  last_modify_time INTEGER
);
CREATE INDEX flow_engine_category ON flow_engine (category, sort_code);

CREATE TABLE flow_engine_version (
  flow_id TEXT NOT NULL REFERENCES flow_engine(id) ON DELETE CASCADE,
  version INTEGER NOT NULL,
  full_name TEXT NOT NULL,
  form_type INTEGER NOT NULL,
  form_id TEXT NOT NULL,
  flow_template_json TEXT NOT NULL,
  creator_user_id TEXT,
  creator_time INTEGER NOT NULL,
  PRIMARY KEY (flow_id, version)
);

CREATE TABLE flow_task (
  id TEXT PRIMARY KEY,
  flow_id TEXT NOT NULL,
  flow_version INTEGER NOT NULL,
  flow_name TEXT NOT NULL,
  flow_code TEXT NOT NULL,
  flow_category TEXT NOT NULL DEFAULT '',
  full_name TEXT NOT NULL,
  form_type INTEGER NOT NULL,
  form_id TEXT NOT NULL,
  form_data TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 5),
  flow_urgent INTEGER NOT NULL DEFAULT 1 CHECK (flow_urgent BETWEEN 1 AND 3),
  this_step TEXT NOT NULL DEFAULT '',
  this_step_id TEXT NOT NULL DEFAULT '',
  completion INTEGER NOT NULL DEFAULT 0,
  version INTEGER NOT NULL DEFAULT 0,
  creator_user_id TEXT NOT NULL,
  creator_time INTEGER NOT NULL,
  start_time INTEGER,
  end_time INTEGER,
  last_modify_time INTEGER
);
CREATE INDEX flow_task_creator ON flow_task (creator_user_id, creator_time);
CREATE INDEX flow_task_status ON flow_task (status, creator_time);
CREATE INDEX flow_task_flow ON flow_task (flow_id);

CREATE TABLE flow_task_node (
  id TEXT PRIMARY KEY,
  task_id TEXT NOT NULL REFERENCES flow_task(id) ON DELETE CASCADE,
  node_code TEXT NOT NULL,
  node_type TEXT NOT NULL,
  node_name TEXT NOT NULL,
  state INTEGER NOT NULL DEFAULT 1,
  parent_row_id TEXT,
  branch_total INTEGER NOT NULL DEFAULT 0,
  branch_done INTEGER NOT NULL DEFAULT 0,
  sort_code INTEGER NOT NULL DEFAULT 0,
  creator_time INTEGER NOT NULL,
  completion_time INTEGER
);
CREATE INDEX flow_task_node_task ON flow_task_node (task_id, state);

CREATE TABLE flow_task_operator (
  id TEXT PRIMARY KEY,
  task_id TEXT NOT NULL REFERENCES flow_task(id) ON DELETE CASCADE,
  task_node_id TEXT NOT NULL REFERENCES flow_task_node(id) ON DELETE CASCADE,
  node_code TEXT NOT NULL,
  node_name TEXT NOT NULL,
  handle_id TEXT NOT NULL,
  state INTEGER NOT NULL DEFAULT 0,
  add_sign INTEGER NOT NULL DEFAULT 0,
  creator_time INTEGER NOT NULL,
  handle_time INTEGER,
  due_time INTEGER,
  reminded_time INTEGER
);
CREATE INDEX flow_task_operator_handler ON flow_task_operator (handle_id, state, creator_time);
CREATE INDEX flow_task_operator_task ON flow_task_operator (task_id, state);
CREATE INDEX flow_task_operator_due ON flow_task_operator (state, due_time);

CREATE TABLE flow_task_operator_record (
  id TEXT PRIMARY KEY,
  task_id TEXT NOT NULL REFERENCES flow_task(id) ON DELETE CASCADE,
  task_node_id TEXT,
  task_operator_id TEXT,
  node_code TEXT NOT NULL,
  node_name TEXT NOT NULL,
  handle_id TEXT,
  for_user_id TEXT,
  operator_id TEXT,
  handle_status INTEGER NOT NULL CHECK (handle_status BETWEEN 0 AND 9),
  handle_opinion TEXT NOT NULL DEFAULT '',
  sign_img TEXT NOT NULL DEFAULT '',
  handle_time INTEGER NOT NULL
);
CREATE INDEX flow_task_operator_record_task ON flow_task_operator_record (task_id, handle_time);
CREATE INDEX flow_task_operator_record_handler ON flow_task_operator_record (handle_id, handle_time);

CREATE TABLE flow_task_circulate (
  id TEXT PRIMARY KEY,
  task_id TEXT NOT NULL REFERENCES flow_task(id) ON DELETE CASCADE,
  task_node_id TEXT,
  node_name TEXT NOT NULL,
  object_id TEXT NOT NULL,
  creator_time INTEGER NOT NULL
);
CREATE INDEX flow_task_circulate_user ON flow_task_circulate (object_id, creator_time);
CREATE INDEX flow_task_circulate_task ON flow_task_circulate (task_id);

CREATE TABLE flow_delegate (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  to_user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  flow_id TEXT NOT NULL DEFAULT '',
  flow_name TEXT NOT NULL DEFAULT '',
  start_time INTEGER NOT NULL,
  end_time INTEGER NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  creator_time INTEGER NOT NULL,
  last_modify_time INTEGER
);
CREATE INDEX flow_delegate_to ON flow_delegate (to_user_id, start_time, end_time);
CREATE INDEX flow_delegate_from ON flow_delegate (user_id, start_time, end_time);
`;
