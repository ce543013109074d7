// Seeds flow messages straight into the e2e run's database with the server's own insert (the
// workflow engine that would send them is not part of Atrium). WAL and the busy timeout let this
// write while the server runs; the server reads the new rows on the next request.
import path from 'node:path';
import Database from 'better-sqlite3';
import { insertFlowMessage, type FlowMessageInput } from '../../server/src/routes/messages/flow-repository';

function runDatabase(): string {
  const dir = process.env.ATRIUM_E2E_DIR;
  if (!dir) throw new Error('ATRIUM_E2E_DIR is not set: run e2e through playwright.config.ts');
  return path.join(dir, 'atrium.db');
}

/** Sends a flow message from `from` to `to` (accounts); returns its id. */
export function seedFlowMessage(input: Omit<FlowMessageInput, 'toUserIds' | 'senderUserId'> & { to: string; from: string }): string {
  const db = new Database(runDatabase());
  try {
    db.pragma('busy_timeout = 5000');
    const idOf = (account: string): string => {
      const row = db.prepare('SELECT id FROM users WHERE account = ?').get(account) as { id: string } | undefined;
      if (!row) throw new Error(`seedFlowMessage: no account ${account}`);
      return row.id;
    };
    const { to, from, ...message } = input;
    // IMMEDIATE: a transaction that reads before it writes would fail at once, not wait, if the server writes then.
    return db.transaction(() => insertFlowMessage(db, { ...message, toUserIds: [idOf(to)], senderUserId: idOf(from) }, Date.now()).id).immediate();
  } finally {
    db.close();
  }
}
