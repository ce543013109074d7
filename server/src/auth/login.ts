import type { Db } from '../db/connection';
import { countFailedPassword, findUserByAccount, layoutOf, liftAccountLock, lockedAtOf, recordSignIn, type Layout, type UserRow } from '../domain/users';
import { readSysConfig } from '../domain/sys-config';
import { ApiError } from '../plugins/errors';
import type { CaptchaBook } from './captcha';
import { issueDevice, trustedDeviceKey } from './login-devices';
import { clearFailures, countFailure, LOGIN_POLICY, minutesUntil, readThrottle, type ThrottleState, type TryOrigin } from './login-throttle';
import { hashPassword, verifyPassword, type KdfParams } from './password';
import { createSession, revokeUserSessions } from './sessions';

export interface SessionContext {
  db: Db;
  now: number;
  kdf: KdfParams;
  ttlSeconds: number;
}

export interface SignInContext extends SessionContext {
  captchas: CaptchaBook;
}

export interface SignInInput {
  account: string;
  /** Lower-case hex MD5 of the password, as the JNPF client sends it. */
  password: string;
  ip: string;
  userAgent: string;
  /** The captcha's code and the key its image was drawn for (JNPF's `code` and `timestamp`). */
  code?: string;
  captchaKey?: string;
  /** The browser's device cookie, if it sent one (auth/login-devices.ts). */
  device?: string;
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

function recordAttempt(db: Db, account: string, userId: string | null, ip: string, now: number, success: boolean): number {
  const id = db.prepare('INSERT INTO login_attempts (account, user_id, ip, at, success) VALUES (?, ?, ?, ?, ?)')
    .run(account.slice(0, 100), userId, ip, now, success ? 1 : 0).lastInsertRowid;
  if (!success) db.prepare('DELETE FROM login_attempts WHERE success = 0 AND at < ?').run(now - FAILURE_RETENTION_MS);
  return Number(id);
}

/** The `data` of every refused password sign-in: whether the next try must carry a captcha. */
export interface SignInRefusal {
  needCode: boolean;
}

function needsCode(db: Db, state: ThrottleState): boolean {
  return readSysConfig(db).loginNeedCode === 1
    || state.accountFailures >= LOGIN_POLICY.captchaAfter
    || state.addressFailures >= LOGIN_POLICY.addressCaptchaAfter;
}

function refusal(key: 'loginFailed' | 'loginLocked' | 'captchaRequired' | 'captchaWrong', needCode: boolean, params: Record<string, number | string> = {}): ApiError {
  const data: SignInRefusal = { needCode };
  return new ApiError(400, key, params, {}, data);
}

type Gate =
  | { pass: true; attemptId: number }
  | { pass: false; error: ApiError; checkDecoy: boolean };

/**
 * Everything decided before the slow hash check, in one synchronous transaction: the pair lock,
 * the captcha, and the try counted as a failure in advance. Parallel tries therefore see each
 * other's counts, so N tries at once never get past the limits; a right password then takes its
 * failure back. IMMEDIATE, so that with several server processes on one database file the read
 * and the count are one step as well.
 */
function openGate(ctx: SignInContext, input: SignInInput, origin: TryOrigin, userId: string | null): Gate {
  const { db, now } = ctx;
  return db.transaction((): Gate => {
    const state = readThrottle(db, input.account, origin, now);
    const needCode = needsCode(db, state);
    if (state.lockedUntil !== null) {
      return { pass: false, checkDecoy: true, error: refusal('loginLocked', needCode, { minutes: minutesUntil(state.lockedUntil, now) }) };
    }
    if (needCode) {
      // A missing or wrong code changes nothing but the code itself, which works once either way.
      if (!input.code || !input.captchaKey) return { pass: false, checkDecoy: false, error: refusal('captchaRequired', true, { field: 'code' }) };
      if (!ctx.captchas.verify(input.captchaKey, input.code)) return { pass: false, checkDecoy: false, error: refusal('captchaWrong', true, { field: 'code' }) };
    }
    countFailure(db, input.account, origin, now);
    return { pass: true, attemptId: recordAttempt(db, input.account, userId, input.ip, now, false) };
  }).immediate();
}

/** The refusal after a wrong password, from the counts that now include it. */
function afterFailure(ctx: SignInContext, input: SignInInput, origin: TryOrigin): ApiError {
  const state = readThrottle(ctx.db, input.account, origin, ctx.now);
  const needCode = needsCode(ctx.db, state);
  if (state.lockedUntil !== null) return refusal('loginLocked', needCode, { minutes: minutesUntil(state.lockedUntil, ctx.now) });
  return refusal('loginFailed', needCode);
}

/**
 * Password sign-in. Every refusal is an ApiError with code 400 (never 600-602: the client does
 * not log out on the login call) and data `{needCode}`. Unknown account, wrong password and a
 * locked pair take the same path (a hash check each) and, for the same counts, give the same answer.
 */
export async function signIn(ctx: SignInContext, input: SignInInput): Promise<{ token: string; theme: Layout; newDevice: string | null }> {
  const { db, now } = ctx;
  const user = findUserByAccount(db, input.account);
  const deviceKey = trustedDeviceKey(db, input.device, input.account, now);
  const origin: TryOrigin = { address: input.ip, pair: deviceKey ?? input.ip };
  const gate = openGate(ctx, input, origin, user?.id ?? null);
  if (!gate.pass) {
    if (gate.checkDecoy) await verifyPassword(input.password, await decoyHash(ctx.kdf));
    throw gate.error;
  }
  const right = await verifyPassword(input.password, user ? user.password_hash : await decoyHash(ctx.kdf));
  if (!user || !right) {
    if (user) countWrongPassword(db, user.id, now);
    throw afterFailure(ctx, input, origin);
  }
  // The failure counted in advance was not one: the person knows the password.
  db.transaction(() => {
    db.prepare('DELETE FROM login_attempts WHERE id = ?').run(gate.attemptId);
    clearFailures(db, input.account, origin);
  })();
  const session = openSignedInSession(ctx, user, input);
  return { ...session, newDevice: deviceKey ? null : issueDevice(db, input.account, now) };
}

/**
 * A wrong password for a real account: counted on the account, which locks (lock_mark, locked_at)
 * once system config's passwordErrorsNumber is reached. The lock is told only to someone who then
 * gives the right password (openSignedInSession), so it reveals nothing to a guesser.
 */
function countWrongPassword(db: Db, userId: string, now: number): void {
  const limit = readSysConfig(db).passwordErrorsNumber;
  countFailedPassword(db, userId, now, limit);
}

/**
 * When a locked account opens again: null for an administrator's lock or lockType 1 (until
 * unlocked), the time for a lock of lockType 2, 'expired' once that has passed.
 */
function lockedUntil(db: Db, user: UserRow, now: number): number | null | 'expired' {
  const lockedAt = lockedAtOf(db, user.id);
  const config = readSysConfig(db);
  if (lockedAt === null || config.lockType !== 2) return null;
  const until = lockedAt + config.lockTime * 60_000;
  return until <= now ? 'expired' : until;
}

/**
 * The common end of every sign-in path (password, SMS code, QR ticket, SSO) once the user is known:
 * refuses locked and disabled accounts, then in one transaction spends the credential (`spend`,
 * e.g. marks a code used), records the sign-in and opens the session — so a credential is never
 * spent without a session, nor a session opened with a credential left usable.
 */
export function openSignedInSession(
  ctx: SessionContext,
  user: UserRow,
  input: { account?: string; ip: string; userAgent: string },
  spend: () => void = () => undefined,
): { token: string; theme: Layout } {
  const { db, now } = ctx;
  const account = input.account ?? user.account;
  if (user.lock_mark === 1) {
    const until = lockedUntil(db, user, now);
    if (until !== 'expired') {
      recordAttempt(db, account, user.id, input.ip, now, false);
      throw until === null ? new ApiError(400, 'accountLocked') : new ApiError(400, 'accountLockedUntil', { minutes: minutesUntil(until, now) });
    }
    liftAccountLock(db, user.id);
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

/**
 * Password check of the lock screen and of password changes. Failures count like sign-in failures
 * (the account's captcha, the pair's lock); a locked pair is refused with the same loginLocked
 * answer (thrown), before and after the check. 'locked' is an administrator's lock (lock_mark).
 */
export async function confirmPassword(
  ctx: Pick<SignInContext, 'db' | 'now'>,
  user: { id: string; account: string; password_hash: string; lock_mark: number },
  password: string,
  ip: string,
): Promise<'ok' | 'wrong' | 'locked'> {
  const { db, now } = ctx;
  if (user.lock_mark === 1) return 'locked';
  const origin: TryOrigin = { address: ip, pair: ip };
  const attemptId = db.transaction(() => {
    const state = readThrottle(db, user.account, origin, now);
    if (state.lockedUntil !== null) return null;
    countFailure(db, user.account, origin, now);
    return recordAttempt(db, user.account, user.id, ip, now, false);
  }).immediate();
  if (attemptId === null) throw pairLocked(ctx, user.account, ip);
  if (await verifyPassword(password, user.password_hash)) {
    db.transaction(() => {
      db.prepare('DELETE FROM login_attempts WHERE id = ?').run(attemptId);
      clearFailures(db, user.account, origin);
      db.prepare('UPDATE users SET failed_count = 0 WHERE id = ?').run(user.id);
    })();
    return 'ok';
  }
  if (readThrottle(db, user.account, origin, now).lockedUntil !== null) throw pairLocked(ctx, user.account, ip);
  return 'wrong';
}

function pairLocked(ctx: Pick<SignInContext, 'db' | 'now'>, account: string, ip: string): ApiError {
  const until = readThrottle(ctx.db, account, { address: ip, pair: ip }, ctx.now).lockedUntil ?? ctx.now;
  return new ApiError(400, 'loginLocked', { minutes: minutesUntil(until, ctx.now) });
}
