import type { Db } from '../../db/connection';
import { keywordFilter } from '../../db/search-index';

export interface OnlineRow {
  userId: string;
  userAccount: string;
  userName: string;
  loginTime: number;
  lastTime: number;
  loginIPAddress: string;
  userAgent: string;
  sessionCount: number;
}

/** Users with a live session whose account or name contains the keyword (literally), latest sign-in first. */
export function listOnlineUsers(db: Db, keyword: string, now: number): OnlineRow[] {
  const filter = keywordFilter(['u.account', 'u.real_name'], keyword);
  return db.prepare(`SELECT u.id AS userId, u.account AS userAccount, u.real_name AS userName,
      MIN(s.created_at) AS loginTime, MAX(s.last_seen_at) AS lastTime,
      (SELECT ip FROM sessions WHERE user_id = u.id AND revoked_at IS NULL ORDER BY created_at DESC LIMIT 1) AS loginIPAddress,
      (SELECT user_agent FROM sessions WHERE user_id = u.id AND revoked_at IS NULL ORDER BY created_at DESC LIMIT 1) AS userAgent,
      COUNT(*) AS sessionCount
    FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.revoked_at IS NULL AND s.expires_at > ? AND ${filter.sql}
    GROUP BY u.id ORDER BY MAX(s.created_at) DESC`).all(now, ...filter.params) as OnlineRow[];
}

export function existingUserIds(db: Db, ids: readonly string[]): string[] {
  return (db.prepare('SELECT id FROM users WHERE id IN (SELECT value FROM json_each(?))').all(JSON.stringify(ids)) as { id: string }[]).map((row) => row.id);
}
