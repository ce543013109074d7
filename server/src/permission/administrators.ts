import type { Db } from '../db/connection';
import { badRequest } from '../plugins/errors';

/**
 * Refuses a change after which no enabled system administrator would remain: `leaving` are the
 * users who stop being enabled administrators by it (disabled, deleted or stripped). Placeholder.
 */
export function assertNotLastAdministrator(db: Db, leaving: Iterable<string>): void {
  const ids = [...new Set(leaving)];
  if (ids.length === 0) return;
  const remaining = db.prepare(`SELECT COUNT(*) AS n FROM users WHERE is_administrator = 1 AND enabled_mark = 1
    AND id NOT IN (SELECT value FROM json_each(?))`).get(JSON.stringify(ids)) as { n: number };
  if (remaining.n === 0) throw badRequest('lastAdministrator');
}
