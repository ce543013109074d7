import type Database from 'better-sqlite3';
import { mapStats, registerCache } from '../cache/registry';
import type { Db } from './connection';

const byConnection = new WeakMap<Db, Map<string, Database.Statement>>();
const since = new WeakMap<Db, number>();
registerCache({
  name: 'statements',
  stats: (db) => ({ ...mapStats(byConnection.get(db), since.get(db) ?? null), bytes: 0 }),
  clear: (db) => {
    byConnection.delete(db);
    since.delete(db);
  },
});

/**
 * The prepared statement for `sql` on `db`, prepared once. better-sqlite3's prepare parses and
 * plans the SQL every call; on paths run for every request (the session check) that is a large
 * share of the request. For SQL built from code only, never from request text.
 */
export function statement(db: Db, sql: string): Database.Statement {
  let statements = byConnection.get(db);
  if (!statements) {
    statements = new Map();
    byConnection.set(db, statements);
    since.set(db, Date.now());
  }
  let prepared = statements.get(sql);
  if (!prepared) {
    prepared = db.prepare(sql);
    statements.set(sql, prepared);
  }
  return prepared;
}
