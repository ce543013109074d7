/**
 * Issue 13: import-map revisions and the deploy log.
 * - deploy_revision: every applied import map, numbered from 1 (the version the ETag / If-Match
 *   guard compares); a rollback is a new revision. The primary key doubles as the guard across
 *   processes: two writers cannot both add version N + 1.
 * - deploy_change: the modules whose URL a revision changed (from, to, and what validation
 *   measured), for the history of one module and each module's last deploy.
 * - deploy_attempt: every deploy, rollback and hand edit, applied or refused, with the check that
 *   refused it (column check_name: CHECK is an SQL keyword).
 */
export const sql = `
CREATE TABLE deploy_revision (
  version INTEGER PRIMARY KEY,
  created_at INTEGER NOT NULL,
  author TEXT NOT NULL,
  source TEXT NOT NULL CHECK (source IN ('api', 'cli', 'file', 'rollback', 'build')),
  map_json TEXT NOT NULL,
  changes_json TEXT NOT NULL,
  note TEXT
);

CREATE TABLE deploy_change (
  version INTEGER NOT NULL REFERENCES deploy_revision(version) ON DELETE CASCADE,
  module TEXT NOT NULL,
  from_url TEXT,
  to_url TEXT,
  size INTEGER,
  integrity TEXT,
  PRIMARY KEY (version, module)
);
CREATE INDEX deploy_change_module ON deploy_change (module, version);

CREATE TABLE deploy_attempt (
  id TEXT PRIMARY KEY,
  at INTEGER NOT NULL,
  author TEXT NOT NULL,
  source TEXT NOT NULL,
  module TEXT,
  from_url TEXT,
  url TEXT,
  outcome TEXT NOT NULL CHECK (outcome IN ('applied', 'refused')),
  check_name TEXT,
  message TEXT NOT NULL,
  version INTEGER
);
CREATE INDEX deploy_attempt_at ON deploy_attempt (at);
`;
