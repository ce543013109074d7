import type { Db } from '../db/connection';
import { hashToken, newToken } from '../auth/tokens';

/** How long an export link stays valid: enough for the browser to follow it. */
export const DOWNLOAD_TTL_MS = 10 * 60 * 1000;

export interface DownloadFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/**
 * Stores a generated file behind an unguessable one-off ticket. Browsers follow
 * download links without our Authorization header, so the ticket is the credential.
 */
export function createDownload(db: Db, input: DownloadFile & { userId: string; now: number }): string {
  const ticket = newToken();
  db.transaction(() => {
    db.prepare('DELETE FROM download_tickets WHERE expires_at <= ?').run(input.now);
    db.prepare(`INSERT INTO download_tickets (ticket_hash, user_id, file_name, content_type, content, expires_at)
      VALUES (?, ?, ?, ?, ?, ?)`).run(hashToken(ticket), input.userId, input.fileName, input.contentType, input.content, input.now + DOWNLOAD_TTL_MS);
  })();
  return `/api/file/Download/${ticket}/${encodeURIComponent(input.fileName)}`;
}

export function findDownload(db: Db, ticket: string, now: number): DownloadFile | undefined {
  const row = db.prepare(`SELECT file_name, content_type, content FROM download_tickets
    WHERE ticket_hash = ? AND expires_at > ?`).get(hashToken(ticket), now) as
    { file_name: string; content_type: string; content: Buffer } | undefined;
  return row && { fileName: row.file_name, contentType: row.content_type, content: row.content };
}
