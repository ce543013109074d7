/**
 * Common words (常用语, issue 16 item 7): short phrases offered by message and comment inputs.
 * Type 1 rows are one user's own (user_id set; nobody else sees them); type 0 rows are the
 * system's, kept by administrators and offered to everyone (user_id NULL).
 */
export const sql = `
CREATE TABLE common_words (
  id TEXT PRIMARY KEY,
  common_words_text TEXT NOT NULL,
  common_words_type INTEGER NOT NULL CHECK (common_words_type IN (0, 1)),
  user_id TEXT REFERENCES users(id) ON DELETE CASCADE,
  sort_code INTEGER NOT NULL DEFAULT 0,
  enabled_mark INTEGER NOT NULL DEFAULT 1,
  creator_user_id TEXT,
  creator_time INTEGER NOT NULL,
  last_modify_user_id TEXT,
  last_modify_time INTEGER,
  CHECK ((common_words_type = 1) = (user_id IS NOT NULL))
);
CREATE INDEX common_words_owner ON common_words (user_id, sort_code);
CREATE INDEX common_words_type ON common_words (common_words_type, sort_code);
`;
