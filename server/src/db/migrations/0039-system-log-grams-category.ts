/**
 * The short-keyword index of the system log (migration 38) keyed by category (issue 16's log
 * budget): each token is the entry's category, an `x`, and the gram's hex (system-log/grams.ts), so
 * a keyword's doclist within a time range is exactly the list's hits and the page's total counts
 * the index alone, without reading an entry per hit (52 ms for a two-character keyword over 7 of
 * a million entries' days). The old tokens are emptied and the background pass fills the index
 * again from the newest entry down; until a range is covered the list walks it, as after 38.
 */
export const sql = `
INSERT INTO system_logs_grams (system_logs_grams) VALUES ('delete-all');
UPDATE system_logs_grams_state SET covered_from = CASE WHEN (SELECT MAX(id) FROM system_logs) IS NULL THEN 0 ELSE (SELECT MAX(id) + 1 FROM system_logs) END WHERE id = 1;
`;
