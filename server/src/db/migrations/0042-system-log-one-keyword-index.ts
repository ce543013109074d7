/**
 * One keyword index for the system log (issue 11 item 2's chat-push budget): migration 25's
 * trigram index is dropped with its triggers, and the short-keyword index of migrations 38 and 39
 * holds each entry's triples too (system-log/grams.ts), so it answers every keyword length. The
 * log is written with every call; its two FTS5 indexes cost about 150 µs of CPU per entry, the one
 * left costs about 70 µs (docs/server.md, "the system log's write cost").
 *
 * The old tokens (without triples) are emptied and the background pass fills the index again from
 * the newest entry down; until a range is covered the list walks it, as after 39.
 */
export const sql = `
DROP TRIGGER IF EXISTS system_logs_fts_insert;
DROP TRIGGER IF EXISTS system_logs_fts_delete;
DROP TRIGGER IF EXISTS system_logs_fts_update;
DROP TABLE IF EXISTS system_logs_fts;
INSERT INTO system_logs_grams (system_logs_grams) VALUES ('delete-all');
UPDATE system_logs_grams_state SET covered_from = CASE WHEN (SELECT MAX(id) FROM system_logs) IS NULL THEN 0 ELSE (SELECT MAX(id) + 1 FROM system_logs) END WHERE id = 1;
`;
