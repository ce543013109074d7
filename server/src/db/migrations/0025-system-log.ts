/**
 * One log store for the system log (issue 16 item 1): sign-ins (category 1), operations (3),
 * exceptions (4) and requests (5) in `system_logs`. The request log of migration 6 moves in
 * (request_logs is dropped), sign-ins so far are copied from login_attempts (which stays: it is
 * the sign-in throttle's working data, not a log). Entries keep the user's name as it was and
 * no foreign key: a log outlives the users it names.
 *
 * An entry's id is its time: at * 1024 + a sequence within the millisecond (the CHECK holds every
 * writer to it), so id order is time order and a time range is an id range, which the keyword
 * index (whose rowids are the ids) can seek to instead of reading a keyword's every hit.
 *
 * Lists walk (category, at) newest first, and the user's own log (/Current/SystemLog) walks
 * (user_id, category, at). Keywords (user, address, path) use a trigram index like the other large
 * lists (search-index.ts), built with detail=none: no positions, so a row costs a fraction to
 * index and a query reads a fraction of the doclists. Without positions the index answers "has
 * these trigrams" (an AND of the keyword's trigrams, system-log/repository.ts), and the LIKE
 * filter keeps the exact substring meaning.
 */
export const sql = `
CREATE TABLE system_logs (
  id INTEGER PRIMARY KEY CHECK (id >= at * 1024 AND id < at * 1024 + 1024),
  category INTEGER NOT NULL CHECK (category IN (1, 3, 4, 5)),
  at INTEGER NOT NULL,
  user_id TEXT,
  user_name TEXT NOT NULL DEFAULT '',
  ip TEXT NOT NULL DEFAULT '',
  method TEXT NOT NULL DEFAULT '',
  path TEXT NOT NULL DEFAULT '',
  module TEXT NOT NULL DEFAULT '',
  record_id TEXT NOT NULL DEFAULT '',
  code INTEGER NOT NULL DEFAULT 0,
  level INTEGER NOT NULL DEFAULT 1 CHECK (level IN (1, 2, 3)),
  duration_ms INTEGER NOT NULL DEFAULT 0,
  user_agent TEXT NOT NULL DEFAULT '',
  summary TEXT NOT NULL DEFAULT ''
);
CREATE INDEX system_logs_time ON system_logs (category, at);
CREATE INDEX system_logs_user ON system_logs (user_id, category, at);

INSERT INTO system_logs (id, category, at, user_id, user_name, ip, method, path, code, level, duration_ms)
SELECT at * 1024 + ROW_NUMBER() OVER (PARTITION BY at ORDER BY category, seq) - 1,
  category, at, user_id, user_name, ip, method, path, code, level, duration_ms FROM (
  SELECT 5 AS category, r.at, r.user_id, COALESCE(u.real_name || '/' || u.account, '') AS user_name, r.ip, r.method, r.path, r.code,
    CASE WHEN r.code >= 500 THEN 3 WHEN r.code >= 400 THEN 2 ELSE 1 END AS level, r.duration_ms, r.id AS seq
  FROM request_logs r LEFT JOIN users u ON u.id = r.user_id
  UNION ALL
  SELECT 1, a.at, a.user_id, COALESCE(u.real_name || '/' || u.account, a.account), a.ip, 'POST', '/api/oauth/Login',
    CASE WHEN a.success = 1 THEN 200 ELSE 400 END, CASE WHEN a.success = 1 THEN 1 ELSE 2 END, 0, a.id
  FROM login_attempts a LEFT JOIN users u ON u.id = a.user_id
) ORDER BY at, category, seq;

DROP TABLE request_logs;

CREATE VIRTUAL TABLE system_logs_fts USING fts5(user_name, ip, path, content='system_logs', content_rowid='id', tokenize='trigram', detail='none');
INSERT INTO system_logs_fts(system_logs_fts) VALUES ('rebuild');
CREATE TRIGGER system_logs_fts_insert AFTER INSERT ON system_logs BEGIN
  INSERT INTO system_logs_fts(rowid, user_name, ip, path) VALUES (new.id, new.user_name, new.ip, new.path);
END;
CREATE TRIGGER system_logs_fts_delete AFTER DELETE ON system_logs BEGIN
  INSERT INTO system_logs_fts(system_logs_fts, rowid, user_name, ip, path) VALUES ('delete', old.id, old.user_name, old.ip, old.path);
END;
CREATE TRIGGER system_logs_fts_update AFTER UPDATE OF user_name, ip, path ON system_logs BEGIN
  INSERT INTO system_logs_fts(system_logs_fts, rowid, user_name, ip, path) VALUES ('delete', old.id, old.user_name, old.ip, old.path);
  INSERT INTO system_logs_fts(rowid, user_name, ip, path) VALUES (new.id, new.user_name, new.ip, new.path);
END;
`;
