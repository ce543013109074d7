import type { Db } from '../db/connection';
import { findUserByAccount, layoutOf, recordFailure, recordSignIn, type Layout, type UserRow } from '../domain/users';
import { readSysConfig } from '../domain/sys-config';
import { ApiError } from '../plugins/errors';
import { hashPassword, verifyPassword, type KdfParams } from './password';
import { createSession, revokeUserSessions } from './sessions';

/** Consecutive failures that lock an account until an administrator unlocks it. */
export const ACCOUNT_FAILURE_LIMIT = 5;
/** Failures allowed from one address within the window before it is refused for a while. */
export const IP_FAILURE_LIMIT = 20;
export const IP_WINDOW_MS = 15 * 60 * 1000;

export interface SignInContext {
  db: Db;
  now: number;
  kdf: KdfParams;
  ttlSeconds: number;
}

export interface SignInInput {
  account: string;
  /** Lower-case hex MD5 of the password, as the JNPF client sends it. */
  password: string;
  ip: string;
  userAgent: string;
}

// Verifying against a throw-away hash when the account does not exist keeps the
// response time the same, so timing does not reveal which accounts exist.
const decoys = new Map<string, Promise<string>>();
function decoyHash(kdf: KdfParams): Promise<string> {
  const key = `${kdf.logN}/${kdf.r}/${kdf.p}`;
  let hash = decoys.get(key);
  if (!hash) {
    hash = hashPassword('0'.repeat(32), kdf);
    decoys.set(key, hash);
  }
  return hash;
}

/** Failures only matter inside the throttling window; successes are kept for the dashboard history. */
const FAILURE_RETENTION_MS = 24 * 60 * 60 * 1000;

function recordAttempt(db: Db, account: string, userId: string | null, ip: string, now: number, success: boolean): void {
  db.prepare('INSERT INTO login_attempts (account, user_id, ip, at, success) VALUES (?, ?, ?, ?, ?)')
    .run(account.slice(0, 100), userId, ip, now, success ? 1 : 0);
  if (!success) db.prepare('DELETE FROM login_attempts WHERE success = 0 AND at < ?').run(now - FAILURE_RETENTION_MS);
}

/** Minutes until the address drops back under the limit, or null when it is not throttled. */
function ipThrottleMinutes(db: Db, ip: string, now: number): number | null {
  const failures = db.prepare(`SELECT at FROM login_attempts WHERE ip = ? AND success = 0 AND at > ? ORDER BY at`)
    .all(ip, now - IP_WINDOW_MS) as { at: number }[];
  if (failures.length < IP_FAILURE_LIMIT) return null;
  const freeing = failures[failures.length - IP_FAILURE_LIMIT];
  const waitMs = (freeing ? freeing.at : now) + IP_WINDOW_MS - now;
  return Math.max(1, Math.ceil(waitMs / 60_000));
}

/**
 * Password sign-in. Every refusal is an ApiError with code 400 (never 600-602:
 * the client does not log out on the login call).
 */
export async function signIn(ctx: SignInContext, input: SignInInput): Promise<{ token: string; theme: Layout }> {
  const { db, now } = ctx;
  const minutes = ipThrottleMinutes(db, input.ip, now);
  if (minutes !== null) throw new ApiError(400, 'ipThrottled', { minutes });

  const user = findUserByAccount(db, input.account);
  if (!user) {
    await verifyPassword(input.password, await decoyHash(ctx.kdf));
    recordAttempt(db, input.account, null, input.ip, now, false);
    throw new ApiError(400, 'loginFailed');
  }
  if (user.lock_mark === 1) {
    recordAttempt(db, input.account, user.id, input.ip, now, false);
    throw new ApiError(400, 'accountLocked');
  }
  if (!(await verifyPassword(input.password, user.password_hash))) {
    recordAttempt(db, input.account, user.id, input.ip, now, false);
    const locked = recordFailure(db, user.id, ACCOUNT_FAILURE_LIMIT, now);
    throw new ApiError(400, locked ? 'accountLocked' : 'loginFailed');
  }
  return openSignedInSession(ctx, user, input);
}

/**
 * The common end of every sign-in path (password, SMS code, QR ticket, SSO) once the user is known:
 * refuses locked and disabled accounts, then in one transaction spends the credential (`spend`,
 * e.g. marks a code used), records the sign-in and opens the session — so a credential is never
 * spent without a session, nor a session opened with a credential left usable.
 */
export function openSignedInSession(
  ctx: SignInContext,
  user: UserRow,
  input: { account?: string; ip: string; userAgent: string },
  spend: () => void = () => undefined,
): { token: string; theme: Layout } {
  const { db, now } = ctx;
  const account = input.account ?? user.account;
  if (user.lock_mark === 1) {
    recordAttempt(db, account, user.id, input.ip, now, false);
    throw new ApiError(400, 'accountLocked');
  }
  if (user.enabled_mark !== 1) {
    recordAttempt(db, account, user.id, input.ip, now, false);
    throw new ApiError(400, 'accountDisabled');
  }
  const session = db.transaction(() => {
    spend();
    recordAttempt(db, account, user.id, input.ip, now, true);
    recordSignIn(db, user.id, input.ip, now);
    if (readSysConfig(db).singleLogin === 1) revokeUserSessions(db, user.id, 'elsewhere', now);
    return createSession(db, { userId: user.id, ip: input.ip, userAgent: input.userAgent, now, ttlSeconds: ctx.ttlSeconds });
  })();
  return { token: session.token, theme: layoutOf(user.theme) };
}

/** Password check of the lock screen and of password changes; failures count toward the lock like sign-ins. */
export async function confirmPassword(
  ctx: Pick<SignInContext, 'db' | 'now'>,
  user: { id: string; account: string; password_hash: string; lock_mark: number },
  password: string,
  ip: string,
): Promise<'ok' | 'wrong' | 'locked'> {
  if (user.lock_mark === 1) return 'locked';
  if (await verifyPassword(password, user.password_hash)) {
    ctx.db.prepare('UPDATE users SET failed_count = 0 WHERE id = ?').run(user.id);
    return 'ok';
  }
  recordAttempt(ctx.db, user.account, user.id, ip, ctx.now, false);
  return recordFailure(ctx.db, user.id, ACCOUNT_FAILURE_LIMIT, ctx.now) ? 'locked' : 'wrong';
}
