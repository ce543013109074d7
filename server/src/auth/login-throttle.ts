import type { Db } from '../db/connection';

/**
 * Failed sign-in policy (docs/server.md "Failed sign-ins"). Counts are kept per account NAME, so an
 * unknown account is throttled exactly like a real one and no answer reveals which exist.
 */
export const LOGIN_POLICY = {
  /** Consecutive failures on an account, from any address, after which every try needs a captcha. */
  captchaAfter: 3,
  /** Consecutive failures of one account from one address that lock that pair for a while. */
  pairLockAfter: 10,
  /** The first lock of a pair; each further lock doubles it, up to maxLockMs. */
  firstLockMs: 15 * 60_000,
  maxLockMs: 24 * 60 * 60_000,
  /** Counts and lock levels are forgotten this long after their last failure. */
  forgetAfterMs: 24 * 60 * 60_000,
  /** Failures from one address (any accounts) in the window after which every try from it needs a captcha. */
  addressCaptchaAfter: 30,
  addressWindowMs: 15 * 60_000,
} as const;

/** The account-wide row's address. */
const ANY_ADDRESS = '*';

interface ThrottleRow {
  failures: number;
  last_failure_at: number;
  locked_until: number | null;
  lock_level: number;
}

export interface ThrottleState {
  /** Consecutive failures of the account from any address. */
  accountFailures: number;
  /** Failures from the address (any accounts) in the last window. */
  addressFailures: number;
  /** When the account + address pair is locked, until when. */
  lockedUntil: number | null;
}

function readRow(db: Db, account: string, ip: string, now: number): ThrottleRow | undefined {
  const row = db.prepare('SELECT failures, last_failure_at, locked_until, lock_level FROM login_throttle WHERE account = ? AND ip = ?')
    .get(account, ip) as ThrottleRow | undefined;
  if (!row) return undefined;
  // A row whose last failure is older than the memory of the policy counts as none (no lock is ever that long).
  return row.last_failure_at + LOGIN_POLICY.forgetAfterMs <= now ? undefined : row;
}

/**
 * Where a try comes from: `address` is the client's IP; `pair` is the key its failures are counted
 * under with the account — the address, or a trusted device of the account (auth/login-devices.ts).
 */
export interface TryOrigin {
  address: string;
  pair: string;
}

export function readThrottle(db: Db, account: string, origin: TryOrigin, now: number): ThrottleState {
  const pair = readRow(db, account, origin.pair, now);
  const whole = readRow(db, account, ANY_ADDRESS, now);
  const address = db.prepare('SELECT COUNT(*) AS n FROM login_attempts WHERE ip = ? AND success = 0 AND at > ?')
    .get(origin.address, now - LOGIN_POLICY.addressWindowMs) as { n: number };
  return {
    accountFailures: whole?.failures ?? 0,
    addressFailures: address.n,
    lockedUntil: pair?.locked_until && pair.locked_until > now ? pair.locked_until : null,
  };
}

export function lockLengthMs(level: number): number {
  return Math.min(LOGIN_POLICY.firstLockMs * 2 ** Math.max(0, level - 1), LOGIN_POLICY.maxLockMs);
}

function upsert(db: Db, account: string, ip: string, row: ThrottleRow): void {
  db.prepare(`INSERT INTO login_throttle (account, ip, failures, last_failure_at, locked_until, lock_level) VALUES (?, ?, ?, ?, ?, ?)
      ON CONFLICT (account, ip) DO UPDATE SET failures = excluded.failures, last_failure_at = excluded.last_failure_at,
        locked_until = excluded.locked_until, lock_level = excluded.lock_level`)
    .run(account, ip, row.failures, row.last_failure_at, row.locked_until, row.lock_level);
}

/**
 * Counts one failure of the account and of the pair; the pair's tenth locks it (15 min, then
 * doubled per further lock). Returns the state after it. Call inside the caller's transaction.
 */
export function countFailure(db: Db, account: string, origin: TryOrigin, now: number): ThrottleState {
  const ip = origin.pair;
  const whole = readRow(db, account, ANY_ADDRESS, now);
  upsert(db, account, ANY_ADDRESS, { failures: (whole?.failures ?? 0) + 1, last_failure_at: now, locked_until: null, lock_level: 0 });
  const pair = readRow(db, account, ip, now);
  const failures = (pair?.failures ?? 0) + 1;
  const level = pair?.lock_level ?? 0;
  if (failures >= LOGIN_POLICY.pairLockAfter) {
    upsert(db, account, ip, { failures: 0, last_failure_at: now, locked_until: now + lockLengthMs(level + 1), lock_level: level + 1 });
  } else {
    upsert(db, account, ip, { failures, last_failure_at: now, locked_until: pair?.locked_until ?? null, lock_level: level });
  }
  db.prepare('DELETE FROM login_throttle WHERE last_failure_at < ?').run(now - LOGIN_POLICY.forgetAfterMs);
  return readThrottle(db, account, origin, now);
}

/** A right password: the account needs no captcha any more and this pair starts afresh. Other pairs keep their locks. */
export function clearFailures(db: Db, account: string, origin: TryOrigin): void {
  db.prepare('DELETE FROM login_throttle WHERE account = ? AND ip IN (?, ?)').run(account, origin.pair, ANY_ADDRESS);
}

/** An administrator's unlock (portal action or `npm run admin -- unlock`): every count and lock of the account goes. */
export function clearAccountThrottle(db: Db, account: string): number {
  return db.prepare('DELETE FROM login_throttle WHERE account = ?').run(account).changes;
}

/** Minutes to wait, rounded up, at least 1. */
export function minutesUntil(until: number, now: number): number {
  return Math.max(1, Math.ceil((until - now) / 60_000));
}
