/**
 * Short keywords of the system log (issue 16's log budget): the trigram index of migration 25
 * cannot answer a keyword under three characters (a surname such as 张, a name such as 张三, a
 * number such as 42), which walked the whole time range. `system_logs_grams` indexes every distinct
 * character and pair of characters of an entry's user, address and path (ASCII folded to lower
 * case, as LIKE compares), each written as one token: the hex of its UTF-8 bytes (unambiguous,
 * and a plain word to the tokenizer). Its rowids are the entries' ids, so a time range is a rowid
 * range the index seeks to. The writer (system-log/writer.ts) fills it with each entry; entries
 * older than `covered_from` are filled by a background pass from the newest down
 * (system-log/grams.ts), and until a range is covered the list walks it as before.
 * Contentless, with deletes: an entry's delete removes its grams (the trigger).
 */
export const sql = `
CREATE VIRTUAL TABLE system_logs_grams USING fts5(grams, content='', contentless_delete=1, tokenize='ascii', detail='none');
CREATE TABLE system_logs_grams_state (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  covered_from INTEGER NOT NULL
);
INSERT INTO system_logs_grams_state (id, covered_from) SELECT 1, CASE WHEN MAX(id) IS NULL THEN 0 ELSE MAX(id) + 1 END FROM system_logs;
CREATE TRIGGER system_logs_grams_delete AFTER DELETE ON system_logs BEGIN
  DELETE FROM system_logs_grams WHERE rowid = old.id;
END;
`;
