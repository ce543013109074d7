import type { Db } from '../db/connection';
import { newSecret, sha256 } from './secrets';

/** Time a user has at the identity provider before the state runs out. */
export const SSO_STATE_TTL_MS = 10 * 60_000;

/** The OAuth state sent to the provider: single use, bound to the provider type. */
export function createSsoState(db: Db, provider: string, now: number): string {
  const state = newSecret();
  db.transaction(() => {
    db.prepare('DELETE FROM sso_states WHERE expires_at <= ?').run(now);
    db.prepare('INSERT INTO sso_states (state_hash, provider, created_at, expires_at) VALUES (?, ?, ?, ?)')
      .run(sha256(state), provider, now, now + SSO_STATE_TTL_MS);
  })();
  return state;
}

/** True once for a live state of this provider; the state is gone afterwards whatever the answer. */
export function takeSsoState(db: Db, provider: string, state: string, now: number): boolean {
  const row = db.prepare('DELETE FROM sso_states WHERE state_hash = ? RETURNING provider, expires_at')
    .get(sha256(state)) as { provider: string; expires_at: number } | undefined;
  return !!row && row.provider === provider && row.expires_at > now;
}
