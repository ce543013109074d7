import type { Db } from '../../db/connection';
import { newId } from '../../db/ids';

export interface SendRecord {
  messageType: number;
  messageSource: number;
  isTest: boolean;
  accountName: string;
  templateName: string;
  receiveUser: string;
  title: string;
  content: string;
  ok: boolean;
  errorMsg: string;
  sendUserId: string | null;
  sendTime: number;
}

/**
 * Writes one row of the message monitor. Every send (test or real, success or failure) calls
 * this once it knows the outcome; the row is its own single-statement write, so a failed send is
 * still recorded even though the request answers with an error.
 */
export function recordSend(db: Db, record: SendRecord): string {
  const id = newId(record.sendTime);
  db.prepare(`INSERT INTO message_monitor (id, message_type, message_source, is_test, account_name, template_name, receive_user,
    title, content, status, error_msg, send_user_id, send_time)
    VALUES (@id, @messageType, @messageSource, @isTest, @accountName, @templateName, @receiveUser,
    @title, @content, @status, @errorMsg, @sendUserId, @sendTime)`)
    .run({ ...record, id, isTest: record.isTest ? 1 : 0, status: record.ok ? 1 : 0 });
  return id;
}
