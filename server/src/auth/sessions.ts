import type { Db } from '../db/connection';
import { newId } from '../db/ids';
import type { MessageKey } from '../i18n/messages';
import { hashToken, newToken } from './tokens';
import { isBusy, withoutLockWait } from '../db/lock-wait';
import { statement } from '../db/statements';

export type RevokeReason = 'logout' | 'elsewhere' | 'forced' | 'password' | 'disabled';

/** Session codes of spec section 8. */
export const SessionCode = { expired: 600, revoked: 601, invalid: 602 } as const;

export interface Session {
  id: string;
  userId: string;
  account: string;
  /** The user's name as the session was checked (the system log names the user of a request by it). */
  realName: string;
  isAdministrator: boolean;
  expiresAt: number;
}

export type SessionCheck =
  | { ok: true; session: Session }
  | { ok: false; code: number; key: MessageKey };

interface SessionRow {
  id: string;
  user_id: string;
  expires_at: number;
  last_seen_at: number;
  revoked_reason: RevokeReason | null;
  account: string;
  real_name: string;
  is_administrator: number;
  enabled_mark: number;
}

// A logout is the user's own choice (602: just sign in again); the other reasons
// mean someone or something ended the session, which the client reports as 601.
const REVOKED: Record<RevokeReason, { code: number; key: MessageKey }> = {
  logout: { code: SessionCode.invalid, key: 'sessionInvalid' },
  elsewhere: { code: SessionCode.revoked, key: 'sessionElsewhere' },
  forced: { code: SessionCode.revoked, key: 'sessionForced' },
  password: { code: SessionCode.revoked, key: 'sessionPasswordChanged' },
  disabled: { code: SessionCode.revoked, key: 'sessionDisabled' },
};

const TOUCH_INTERVAL_MS = 60_000;

export function createSession(
  db: Db,
  input: { userId: string; ip: string; userAgent: string; now: number; ttlSeconds: number },
): { token: string; sessionId: string } {
  const token = newToken();
  const sessionId = newId(input.now);
  db.prepare(`INSERT INTO sessions (id, token_hash, user_id, created_at, expires_at, last_seen_at, ip, user_agent)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`).run(
    sessionId,
    hashToken(token),
    input.userId,
    input.now,
    input.now + Math.round(input.ttlSeconds * 1000),
    input.now,
    input.ip,
    input.userAgent.slice(0, 500),
  );
  return { token, sessionId };
}

/**
 * Marks a session as seen. Bookkeeping, not data: the commit skips the WAL sync (synchronous
 * NORMAL, as the system log's does), because it runs on the event loop inside a request and a sync
 * waits for the disk (behind an online backup's writes, hundreds of ms). A power cut may lose the
 * mark, never data; the next synced commit or checkpoint makes it durable. Nor does it wait for the
 * write lock: while another connection holds it (the system log's worker, the checkpointer), SQLite's
 * busy handler would sleep the event loop (lock-wait.ts); the mark is skipped and the session's next
 * request, still past the interval, makes it.
 */
function touchSession(db: Db, sessionId: string, now: number): void {
  const level = db.inTransaction ? null : Number(statement(db, 'PRAGMA synchronous').pluck().get());
  if (level !== null) db.pragma('synchronous = NORMAL');
  try {
    withoutLockWait(db, () => statement(db, 'UPDATE sessions SET last_seen_at = ? WHERE id = ?').run(now, sessionId));
  } catch (error) {
    if (!isBusy(error)) throw error;
  } finally {
    if (level !== null) db.pragma(`synchronous = ${level}`);
  }
}

export function checkSession(db: Db, rawToken: string | null, now: number): SessionCheck {
  if (rawToken === null) return { ok: false, code: SessionCode.invalid, key: 'sessionInvalid' };
  const row = statement(db, `SELECT s.id, s.user_id, s.expires_at, s.last_seen_at, s.revoked_reason,
      u.account, u.real_name, u.is_administrator, u.enabled_mark
    FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ?`).get(hashToken(rawToken)) as SessionRow | undefined;
  if (!row) return { ok: false, code: SessionCode.invalid, key: 'sessionInvalid' };
  if (row.revoked_reason !== null) return { ok: false, ...REVOKED[row.revoked_reason] };
  if (row.expires_at <= now) return { ok: false, code: SessionCode.expired, key: 'sessionExpired' };
  if (row.enabled_mark !== 1) return { ok: false, ...REVOKED.disabled };
  if (now - row.last_seen_at > TOUCH_INTERVAL_MS) touchSession(db, row.id, now);
  return {
    ok: true,
    session: {
      id: row.id,
      userId: row.user_id,
      account: row.account,
      realName: row.real_name,
      isAdministrator: row.is_administrator === 1,
      expiresAt: row.expires_at,
    },
  };
}

export function revokeSession(db: Db, sessionId: string, reason: RevokeReason, now: number): void {
  db.prepare('UPDATE sessions SET revoked_at = ?, revoked_reason = ? WHERE id = ? AND revoked_at IS NULL')
    .run(now, reason, sessionId);
}

/** Ends every live session of a user, optionally sparing one (the caller's own). Returns how many ended. */
export function revokeUserSessions(
  db: Db,
  userId: string,
  reason: RevokeReason,
  now: number,
  exceptSessionId: string | null = null,
): number {
  return db.prepare(`UPDATE sessions SET revoked_at = ?, revoked_reason = ?
    WHERE user_id = ? AND revoked_at IS NULL AND expires_at > ? AND id IS NOT ?`)
    .run(now, reason, userId, now, exceptSessionId).changes;
}

export function countLiveSessions(db: Db, now: number): number {
  const row = db.prepare('SELECT COUNT(*) AS n FROM sessions WHERE revoked_at IS NULL AND expires_at > ?').get(now) as { n: number };
  return row.n;
}

/**
 * Which of these sessions have ended (revoked, expired, or their user disabled), with the code
 * and message a client is told. One query however many sockets are open.
 */
export function endedSessions(db: Db, sessionIds: readonly string[], now: number): Map<string, { code: number; key: MessageKey }> {
  const ended = new Map<string, { code: number; key: MessageKey }>();
  if (sessionIds.length === 0) return ended;
  const rows = db.prepare(`SELECT s.id, s.expires_at, s.revoked_reason, u.enabled_mark
      FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id IN (SELECT value FROM json_each(?))
        AND (s.revoked_at IS NOT NULL OR s.expires_at <= ? OR u.enabled_mark <> 1)`)
    .all(JSON.stringify(sessionIds), now) as { id: string; expires_at: number; revoked_reason: RevokeReason | null; enabled_mark: number }[];
  for (const row of rows) {
    if (row.revoked_reason !== null) ended.set(row.id, REVOKED[row.revoked_reason]);
    else if (row.enabled_mark !== 1) ended.set(row.id, REVOKED.disabled);
    else ended.set(row.id, { code: SessionCode.expired, key: 'sessionExpired' });
  }
  // A session row that no longer exists is as dead as a revoked one.
  const known = new Set(
    (db.prepare('SELECT id FROM sessions WHERE id IN (SELECT value FROM json_each(?))').all(JSON.stringify(sessionIds)) as { id: string }[]).map((row) => row.id),
  );
  for (const id of sessionIds) if (!known.has(id)) ended.set(id, { code: SessionCode.invalid, key: 'sessionInvalid' });
  return ended;
}
