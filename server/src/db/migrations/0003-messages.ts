/**
 * Site messages (spec section 3 "Message"): notices written by administrators, plus system and
 * workflow messages. `type` follows the JNPF server: 1 announcement (notice), 2 flow, 3 system.
 * One receipt per recipient carries the read state, so "mark all read" and per-user deletion
 * never touch the message itself.
 */
export const sql = `
CREATE TABLE messages (
  id TEXT PRIMARY KEY,
  type INTEGER NOT NULL CHECK (type IN (1, 2, 3)),
  flow_type INTEGER,
  title TEXT NOT NULL,
  body_text TEXT NOT NULL DEFAULT '',
  files TEXT NOT NULL DEFAULT '[]',
  -- JSON array of user ids; NULL means every enabled user.
  to_user_ids TEXT,
  enabled_mark INTEGER NOT NULL DEFAULT 0,
  release_user_id TEXT REFERENCES users(id),
  release_time INTEGER,
  creator_user_id TEXT REFERENCES users(id),
  creator_time INTEGER NOT NULL,
  last_modify_time INTEGER
);
CREATE INDEX messages_type_release ON messages (type, release_time);

CREATE TABLE message_receipts (
  message_id TEXT NOT NULL REFERENCES messages(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  is_read INTEGER NOT NULL DEFAULT 0,
  read_time INTEGER,
  deleted INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (message_id, user_id)
);
CREATE INDEX message_receipts_user ON message_receipts (user_id, deleted, is_read);
`;
