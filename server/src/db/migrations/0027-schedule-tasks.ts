/**
 * Scheduled tasks (issue 16 item 2): a task runs a built-in action on a cron schedule. The due
 * time is persisted (next_run_time), so the schedule survives a restart; running_since and
 * run_token are the claim a process takes atomically before running, so two processes on one
 * database never run one task twice and a task never overlaps itself. Each run leaves a history
 * row (schedule_task_logs), removed with its task.
 */
export const sql = `
CREATE TABLE schedule_tasks (
  id TEXT PRIMARY KEY,
  full_name TEXT NOT NULL,
  en_code TEXT NOT NULL UNIQUE,
  cron TEXT NOT NULL,
  action_type TEXT NOT NULL CHECK (action_type IN ('builtin', 'dataInterface')),
  action_id TEXT NOT NULL,
  params TEXT NOT NULL DEFAULT '{}',
  timeout_seconds INTEGER NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  enabled_mark INTEGER NOT NULL DEFAULT 1,
  next_run_time INTEGER,
  running_since INTEGER,
  run_token TEXT,
  last_run_time INTEGER,
  last_result TEXT,
  run_count INTEGER NOT NULL DEFAULT 0,
  creator_user_id TEXT,
  creator_time INTEGER NOT NULL,
  last_modify_user_id TEXT,
  last_modify_time INTEGER
);
CREATE INDEX schedule_tasks_due ON schedule_tasks (enabled_mark, next_run_time);

CREATE TABLE schedule_task_logs (
  id TEXT PRIMARY KEY,
  task_id TEXT NOT NULL REFERENCES schedule_tasks(id) ON DELETE CASCADE,
  trigger_type TEXT NOT NULL CHECK (trigger_type IN ('schedule', 'manual')),
  start_time INTEGER NOT NULL,
  end_time INTEGER NOT NULL,
  duration_ms INTEGER NOT NULL,
  result TEXT NOT NULL CHECK (result IN ('success', 'failure', 'timeout', 'skipped')),
  message TEXT NOT NULL DEFAULT '',
  user_id TEXT
);
CREATE INDEX schedule_task_logs_task ON schedule_task_logs (task_id, start_time);
`;
