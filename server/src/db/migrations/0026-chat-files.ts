import { trigramIndexSql } from '../search-index';

/**
 * Issue 14 item 4: chat images and files travel through the file store.
 * - content_type also takes 'file' (spec section 3 "Chat message": text, image, voice, video, file).
 *   SQLite cannot change a CHECK in place, so chat_records is rebuilt with its rows (seq, the
 *   rowid, kept), its indexes and its keyword index (0011).
 * - file_id: the stored file an image or file message carries, so the file-read rule of chat
 *   (its sender and recipient may read it) is one indexed lookup. Older records keep NULL.
 */
export const sql = `
DROP TRIGGER chat_records_fts_insert;
DROP TRIGGER chat_records_fts_delete;
DROP TRIGGER chat_records_fts_update;
DROP TABLE chat_records_fts;

CREATE TABLE chat_records_new (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  pair_key TEXT NOT NULL,
  send_user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  receive_user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  content_type TEXT NOT NULL CHECK (content_type IN ('text', 'image', 'voice', 'video', 'file')),
  -- text and video: the string as sent; image and voice: JSON {path, width?, height?, length?};
  -- image and file of the file store: JSON {fileId, name, fileSize, fileExtension, width?, height?}.
  content TEXT NOT NULL,
  send_time INTEGER NOT NULL,
  client_message_id TEXT,
  read_time INTEGER,
  file_id TEXT,
  UNIQUE (send_user_id, client_message_id)
);
INSERT INTO chat_records_new (seq, id, pair_key, send_user_id, receive_user_id, content_type, content, send_time, client_message_id, read_time)
  SELECT seq, id, pair_key, send_user_id, receive_user_id, content_type, content, send_time, client_message_id, read_time FROM chat_records;
DROP TABLE chat_records;
ALTER TABLE chat_records_new RENAME TO chat_records;
CREATE INDEX chat_records_history ON chat_records (pair_key, seq);
CREATE INDEX chat_records_unread ON chat_records (receive_user_id, send_user_id) WHERE read_time IS NULL;
CREATE INDEX chat_records_file ON chat_records (file_id) WHERE file_id IS NOT NULL;
${trigramIndexSql('chat_records', ['content'])}
`;
