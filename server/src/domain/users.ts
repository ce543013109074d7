import { clearAccountThrottle } from '../auth/login-throttle';
import type { Db } from '../db/connection';

export interface UserRow {
  id: string;
  account: string;
  real_name: string;
  head_icon: string;
  organize_id: string | null;
  is_administrator: number;
  enabled_mark: number;
  password_hash: string;
  change_password_date: number | null;
  prev_login_time: number | null;
  prev_login_ip: string | null;
  last_login_time: number | null;
  last_login_ip: string | null;
  language: string;
  theme: string;
  /** The system whose menus the user sees; null until they switch (migration 0005). */
  system_id: string | null;
  /** The portal the user chose for their home (门户 SetDefault); null for the overview (migration 0044). */
  portal_id: string | null;
  failed_count: number;
  lock_mark: number;
  creator_time: number;
}

export const LAYOUTS = ['classic', 'functional', 'plain', 'blend'] as const;
export type Layout = (typeof LAYOUTS)[number];
export const LANGUAGES = ['zh', 'zhtw', 'en'] as const;

/** Spec section 3: a saved layout other than the four known ones reads as classic. */
export function layoutOf(theme: string): Layout {
  return (LAYOUTS as readonly string[]).includes(theme) ? (theme as Layout) : 'classic';
}

export function findUserByAccount(db: Db, account: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE account = ?').get(account) as UserRow | undefined;
}

export function findUserById(db: Db, id: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
}

/** The sign-in that just succeeded becomes "last"; the one before becomes "previous" for the notice. */
export function recordSignIn(db: Db, userId: string, ip: string, now: number): void {
  db.prepare(`UPDATE users SET prev_login_time = last_login_time, prev_login_ip = last_login_ip,
      last_login_time = ?, last_login_ip = ?, failed_count = 0 WHERE id = ?`).run(now, ip, userId);
}

/** Lifts an administrator's lock and every failed sign-in count and temporary lock of the account. */
export function unlockUser(db: Db, userId: string): void {
  db.transaction(() => {
    const user = findUserById(db, userId);
    db.prepare('UPDATE users SET lock_mark = 0, locked_at = NULL, failed_count = 0 WHERE id = ?').run(userId);
    if (user) clearAccountThrottle(db, user.account);
  })();
}

export function setUserEnabled(db: Db, userId: string, enabled: boolean): void {
  db.prepare('UPDATE users SET enabled_mark = ? WHERE id = ?').run(enabled ? 1 : 0, userId);
}

export function setPasswordHash(db: Db, userId: string, hash: string, now: number): void {
  db.prepare('UPDATE users SET password_hash = ?, change_password_date = ? WHERE id = ?').run(hash, now, userId);
}

/**
 * A password an administrator chose for the user: stored like any other, but the user has not
 * changed it themself, so the "change the initial password" rule applies again.
 */
export function setResetPasswordHash(db: Db, userId: string, hash: string): void {
  db.prepare('UPDATE users SET password_hash = ?, change_password_date = NULL WHERE id = ?').run(hash, userId);
}

export function setLanguage(db: Db, userId: string, language: string): void {
  db.prepare('UPDATE users SET language = ? WHERE id = ?').run(language, userId);
}

export function setTheme(db: Db, userId: string, theme: string): void {
  db.prepare('UPDATE users SET theme = ? WHERE id = ?').run(theme, userId);
}

/** One more wrong password; at `limit` (0 = never) the account locks with the time it did. */
export function countFailedPassword(db: Db, userId: string, now: number, limit: number): void {
  db.transaction(() => {
    db.prepare('UPDATE users SET failed_count = failed_count + 1 WHERE id = ?').run(userId);
    if (limit > 0) db.prepare('UPDATE users SET lock_mark = 1, locked_at = ? WHERE id = ? AND lock_mark = 0 AND failed_count >= ?').run(now, userId, limit);
  })();
}

/** When the wrong-password lock started; null for none or an administrator's lock. */
export function lockedAtOf(db: Db, userId: string): number | null {
  return (db.prepare('SELECT locked_at FROM users WHERE id = ?').get(userId) as { locked_at: number | null } | undefined)?.locked_at ?? null;
}

/** A timed lock that has run out. */
export function liftAccountLock(db: Db, userId: string): void {
  db.prepare('UPDATE users SET lock_mark = 0, locked_at = NULL, failed_count = 0 WHERE id = ?').run(userId);
}
