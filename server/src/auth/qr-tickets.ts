import type { Db } from '../db/connection';
import { ApiError } from '../plugins/errors';
import { newSecret, sha256 } from './secrets';

export const QR_TICKET_TTL_MS = 2 * 60_000;
/** The sign-in page asks for a new QR at most every 2 minutes; this bounds scripted creation. */
export const QR_IP_LIMIT = 30;
export const QR_IP_WINDOW_MS = 10 * 60_000;
const RETENTION_MS = 24 * 60 * 60_000;
/** A confirmation made just before the expiry can still be collected by the next poll, not later. */
const COLLECT_GRACE_MS = 30_000;

/**
 * The QR shows `ticket` (what the app scans and confirms); only the browser that asked knows
 * `pollKey`, which alone can collect the session. A photographed QR gives nobody else a session.
 */
export interface QrTicket {
  ticket: string;
  pollKey: string;
  expiresAt: number;
}

export type QrStatus = 'waiting' | 'confirmed' | 'cancelled' | 'expired';

interface TicketRow {
  ticket_hash: string;
  status: 'waiting' | 'confirmed' | 'cancelled' | 'used';
  user_id: string | null;
  expires_at: number;
}

export function createQrTicket(db: Db, input: { ip: string; now: number }): QrTicket {
  const { ip, now } = input;
  return db.transaction(() => {
    db.prepare('DELETE FROM qr_tickets WHERE created_at < ?').run(now - RETENTION_MS);
    const recent = db.prepare('SELECT COUNT(*) AS n FROM qr_tickets WHERE ip = ? AND created_at > ?').get(ip, now - QR_IP_WINDOW_MS) as { n: number };
    if (recent.n >= QR_IP_LIMIT) throw new ApiError(400, 'qrTooFrequent');
    const ticket = newSecret();
    const pollKey = newSecret();
    const expiresAt = now + QR_TICKET_TTL_MS;
    db.prepare(`INSERT INTO qr_tickets (ticket_hash, poll_hash, status, ip, created_at, expires_at)
      VALUES (?, ?, 'waiting', ?, ?, ?)`).run(sha256(ticket), sha256(pollKey), ip, now, expiresAt);
    return { ticket, pollKey, expiresAt };
  })();
}

/**
 * What the polling browser sees. A confirmed ticket stays 'confirmed' until its session is
 * collected (spendQrTicket); a spent or timed-out one reads 'expired'.
 */
export function qrTicketByPollKey(db: Db, pollKey: string, now: number): { status: QrStatus; userId: string | null; ticketHash: string | null } {
  const row = db.prepare('SELECT ticket_hash, status, user_id, expires_at FROM qr_tickets WHERE poll_hash = ?').get(sha256(pollKey)) as TicketRow | undefined;
  if (!row || row.status === 'used') return { status: 'expired', userId: null, ticketHash: null };
  if (row.status === 'cancelled') return { status: 'cancelled', userId: null, ticketHash: row.ticket_hash };
  // A confirmation made in time may be collected a poll later, even just after the expiry.
  if (row.status === 'waiting' && row.expires_at <= now) return { status: 'expired', userId: null, ticketHash: row.ticket_hash };
  if (row.status === 'confirmed' && row.expires_at + COLLECT_GRACE_MS <= now) return { status: 'expired', userId: null, ticketHash: row.ticket_hash };
  return { status: row.status, userId: row.user_id, ticketHash: row.ticket_hash };
}

/** The signed-in app approves (confirm) or refuses (cancel) a waiting ticket it scanned. */
export function answerQrTicket(db: Db, input: { ticket: string; userId: string; confirm: boolean; now: number }): void {
  const changed = db.prepare(`UPDATE qr_tickets SET status = ?, user_id = ?
      WHERE ticket_hash = ? AND status = 'waiting' AND expires_at > ?`)
    .run(input.confirm ? 'confirmed' : 'cancelled', input.confirm ? input.userId : null, sha256(input.ticket), input.now);
  if (changed.changes !== 1) throw new ApiError(400, 'qrTicketExpired');
}

/** Spends a confirmed ticket inside the sign-in transaction; throws when it was collected already. */
export function spendQrTicket(db: Db, ticketHash: string): void {
  const spent = db.prepare(`UPDATE qr_tickets SET status = 'used' WHERE ticket_hash = ? AND status = 'confirmed'`).run(ticketHash);
  if (spent.changes !== 1) throw new ApiError(400, 'qrTicketExpired');
}
