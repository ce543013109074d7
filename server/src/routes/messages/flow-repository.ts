// Kept apart from repository.ts with no server imports beyond the database, so e2e seeds can use
// the very same insert on the run's database file.
import type { Db } from '../../db/connection';
import { newId } from '../../db/ids';
import { MessageType } from './message-types';

/**
 * A workflow message (type 2) as a workflow engine sends it: released at once to the named users.
 * `bodyText` is the JSON the portal turns into a route (spec section 2 "Message drawer"): for an
 * entrustment (flowType 2) `{ "type": … }`, otherwise what /workFlowDetail shows (title, flowName,
 * status, formData). The engine itself is not part of the reference server; its tests and e2e
 * seeds call this.
 */
export interface FlowMessageInput {
  title: string;
  flowType: number | null;
  bodyText: string;
  toUserIds: readonly string[];
  /** Who the message is from (the flow's initiator or approver); null for the engine itself. */
  senderUserId: string | null;
}

/** Inserts the message and one receipt per enabled recipient; returns its id and the recipients. */
export function insertFlowMessage(db: Db, input: FlowMessageInput, now: number): { id: string; recipients: string[] } {
  const id = newId(now);
  db.prepare(`INSERT INTO messages (id, type, flow_type, title, body_text, files, to_user_ids, enabled_mark,
        release_user_id, release_time, creator_user_id, creator_time)
      VALUES (?, ${MessageType.flow}, ?, ?, ?, '[]', ?, 1, ?, ?, ?, ?)`)
    .run(id, input.flowType, input.title, input.bodyText, JSON.stringify(input.toUserIds), input.senderUserId, now, input.senderUserId, now);
  const recipients = (db.prepare('SELECT id FROM users WHERE enabled_mark = 1 AND id IN (SELECT value FROM json_each(?))')
    .all(JSON.stringify(input.toUserIds)) as { id: string }[]).map((row) => row.id);
  const receipt = db.prepare('INSERT INTO message_receipts (message_id, user_id, release_time) VALUES (?, ?, ?)');
  for (const userId of recipients) receipt.run(id, userId, now);
  return { id, recipients };
}
