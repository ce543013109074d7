/**
 * Staff chat (spec section 3 "Chat message", "Recent conversation"). One row per message;
 * each user's view of a conversation (hidden from the recent list, cleared up to a record)
 * lives in their own conversation row, so deleting "for me" never touches the peer's copy.
 * `seq` orders records exactly (ids and milliseconds can tie); `pair_key` is the two user ids
 * in sorted order, so one index serves both directions of a conversation's history.
 */
export const sql = `
CREATE TABLE chat_records (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  pair_key TEXT NOT NULL,
  send_user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  receive_user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  content_type TEXT NOT NULL CHECK (content_type IN ('text', 'image', 'voice', 'video')),
  -- text and video: the string as sent; image and voice: JSON {path, width?, height?, length?}.
  content TEXT NOT NULL,
  send_time INTEGER NOT NULL,
  -- The sender's own id for the message: a resend after a reconnect is recognised, not stored twice.
  client_message_id TEXT,
  -- NULL while the receiver has not read it.
  read_time INTEGER,
  UNIQUE (send_user_id, client_message_id)
);
CREATE INDEX chat_records_history ON chat_records (pair_key, seq);
CREATE INDEX chat_records_unread ON chat_records (receive_user_id, send_user_id) WHERE read_time IS NULL;

CREATE TABLE chat_conversations (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  peer_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- Removed from the user's recent list; a new message in either direction shows it again.
  hidden INTEGER NOT NULL DEFAULT 0,
  -- Records with seq up to this one are cleared for this user only.
  cleared_seq INTEGER NOT NULL DEFAULT 0,
  last_seq INTEGER NOT NULL DEFAULT 0,
  last_time INTEGER NOT NULL,
  PRIMARY KEY (user_id, peer_id)
);
CREATE INDEX chat_conversations_recent ON chat_conversations (user_id, hidden, last_time DESC);
CREATE INDEX chat_conversations_peer ON chat_conversations (peer_id);

-- Images uploaded for chat; the random name is the only way to reach one.
CREATE TABLE chat_files (
  name TEXT PRIMARY KEY,
  uploader_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  data BLOB NOT NULL,
  creator_time INTEGER NOT NULL
);
`;
