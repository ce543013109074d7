import { trigramIndexSql } from '../search-index';

/**
 * Keyword search that does not scan (issue 11): trigram FTS5 indexes for the lists that grow
 * without bound (message titles, chat history), kept in sync by triggers; each receipt carries
 * its message's release time so a user's inbox is walked newest first from one index; and
 * `search_versions`, bumped by triggers whenever a user's inbox changes, lets the read worker
 * reuse a total it counted while the inbox is unchanged.
 */
export const sql = `
${trigramIndexSql('messages', ['title'])}
${trigramIndexSql('chat_records', ['content'])}

ALTER TABLE message_receipts ADD COLUMN release_time INTEGER;
UPDATE message_receipts SET release_time = (SELECT release_time FROM messages WHERE id = message_receipts.message_id);
CREATE INDEX message_receipts_inbox ON message_receipts (user_id, deleted, release_time, message_id);
-- The repositories insert receipts with their release time; this fills it for any other writer.
CREATE TRIGGER message_receipts_release_time AFTER INSERT ON message_receipts WHEN new.release_time IS NULL BEGIN
  UPDATE message_receipts SET release_time = (SELECT release_time FROM messages WHERE id = new.message_id)
    WHERE message_id = new.message_id AND user_id = new.user_id;
END;
CREATE TRIGGER messages_release_time AFTER UPDATE OF release_time ON messages BEGIN
  UPDATE message_receipts SET release_time = new.release_time WHERE message_id = new.id;
END;

CREATE TABLE search_versions (
  scope TEXT PRIMARY KEY,
  version INTEGER NOT NULL
);
CREATE TRIGGER search_versions_receipt_insert AFTER INSERT ON message_receipts BEGIN
  INSERT INTO search_versions (scope, version) VALUES ('inbox:' || new.user_id, 1)
    ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER search_versions_receipt_update AFTER UPDATE OF is_read, deleted, release_time ON message_receipts BEGIN
  INSERT INTO search_versions (scope, version) VALUES ('inbox:' || new.user_id, 1)
    ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER search_versions_receipt_delete AFTER DELETE ON message_receipts BEGIN
  INSERT INTO search_versions (scope, version) VALUES ('inbox:' || old.user_id, 1)
    ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER search_versions_message_update AFTER UPDATE OF title, type ON messages BEGIN
  INSERT INTO search_versions (scope, version)
    SELECT 'inbox:' || user_id, 1 FROM message_receipts WHERE message_id = new.id AND true
    ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
-- Lists show the releasing user's name: a rename changes their pages.
CREATE TRIGGER search_versions_user_rename AFTER UPDATE OF real_name ON users BEGIN
  INSERT INTO search_versions (scope, version) VALUES ('users', 1)
    ON CONFLICT (scope) DO UPDATE SET version = version + 1;
END;
`;
