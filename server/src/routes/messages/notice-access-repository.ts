import type { Db } from '../../db/connection';
import { MessageType } from './message-types';
import type { NoticeViewer } from './notice-access';

/** A condition on the notices table (alias `m`) with its parameters. */
export interface SqlCondition {
  sql: string;
  params: (string | number)[];
}

/**
 * The notices the reader may see (rules in notice-access.ts), as a condition on `messages m`:
 * recipients stop seeing a released notice once it expires (`now`, epoch ms); its managers and
 * its author still do.
 */
export function noticeVisibility(viewer: NoticeViewer, now: number): SqlCondition {
  if (viewer.manager) return { sql: '1 = 1', params: [] };
  return {
    sql: `(m.creator_user_id = ? OR (m.enabled_mark = 1 AND (m.expiration_time IS NULL OR m.expiration_time > ?) AND (m.to_user_ids IS NULL
      OR EXISTS (SELECT 1 FROM message_receipts rr WHERE rr.message_id = m.id AND rr.user_id = ?))))`,
    params: [viewer.userId, now, viewer.userId],
  };
}

export function canReadNotice(db: Db, id: string, viewer: NoticeViewer, now: number): boolean {
  const visible = noticeVisibility(viewer, now);
  return db.prepare(`SELECT 1 FROM messages m WHERE m.id = ? AND m.type = ${MessageType.notice} AND ${visible.sql}`).get(id, ...visible.params) !== undefined;
}

/**
 * Whether this user received a released notice that lists the file among its attachments: the
 * same recipients the notice list shows it to (addressed to everyone, or a receipt of theirs).
 */
export function isNoticeFileRecipient(db: Db, fileId: string, userId: string): boolean {
  return db.prepare(`SELECT 1 FROM messages m
    WHERE m.type = ${MessageType.notice} AND m.enabled_mark = 1
      AND EXISTS (SELECT 1 FROM json_each(CASE WHEN json_valid(m.files) THEN m.files ELSE '[]' END) f WHERE json_type(f.value) = 'object' AND json_extract(f.value, '$.fileId') = ?)
      AND (m.to_user_ids IS NULL OR EXISTS (SELECT 1 FROM message_receipts rr WHERE rr.message_id = m.id AND rr.user_id = ?))
    LIMIT 1`).get(fileId, userId) !== undefined;
}
