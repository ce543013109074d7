import type { Session } from '../../auth/sessions';
import type { Db } from '../../db/connection';
import { unscoped } from '../../permission/page-rights';
import { ApiError } from '../../plugins/errors';
import { FOREIGN_KEY_COLUMN, quote } from '../identifiers';
import { findModule } from '../repository';
import { runtimeModule } from '../runtime-model';
import { linkedScope } from './scope';

type ResultRow = Record<string, unknown>;

const CHUNK = 500;

/** A row's record id as text, or null when it carries none. */
const idOf = (row: ResultRow): string | null => (typeof row.id === 'string' && row.id !== '' ? row.id : typeof row.id === 'number' ? String(row.id) : null);

/**
 * Rows a data interface read from released modules' tables (popup selects, their attributes),
 * kept only when the caller's data rules of each module reach the record they come from, as its
 * own list would (issue 15: a user never sees a linked record outside their rules). The rows must
 * carry that record's `id` (a sub-table row's own id); when a module limits the caller and a row
 * has no id, nothing can be told apart and nothing is answered. Administrators see every row.
 */
export function rowsWithinRules(db: Db, session: Session, tables: readonly string[], rows: readonly ResultRow[]): ResultRow[] {
  if (session.isAdministrator || rows.length === 0) return [...rows];
  let kept = [...rows];
  for (const physical of tables) {
    const owner = db.prepare('SELECT visualdev_id AS id, kind FROM visualdev_tables WHERE physical_name = ?').get(physical) as { id: string; kind: 'main' | 'child' } | undefined;
    if (!owner) continue; // not a module's table (reference data: its own read policy applies)
    let scope;
    let main: string;
    try {
      const runtime = runtimeModule(db, owner.id, (id) => findModule(db, id) !== undefined);
      scope = linkedScope(db, session, runtime);
      main = runtime.model.main.physical;
    } catch (error) {
      // A module never released (or gone) has no rules to apply: its rows are nobody's to see.
      if (error instanceof ApiError) return [];
      throw error;
    }
    if (unscoped(scope)) continue;
    if (kept.some((row) => idOf(row) === null)) return [];
    const ids = [...new Set(kept.map((row) => idOf(row) as string))];
    const reachable = new Set<string>();
    for (let start = 0; start < ids.length; start += CHUNK) {
      const chunk = ids.slice(start, start + CHUNK);
      const marks = chunk.map(() => '?').join(', ');
      const sql = owner.kind === 'main'
        ? `SELECT CAST(t."id" AS TEXT) AS id FROM ${quote(physical)} t WHERE t."id" IN (${marks}) AND (${scope.sql})`
        : `SELECT CAST(c."id" AS TEXT) AS id FROM ${quote(physical)} c JOIN ${quote(main)} t ON t."id" = c.${quote(FOREIGN_KEY_COLUMN)} WHERE c."id" IN (${marks}) AND (${scope.sql})`;
      for (const row of db.prepare(sql).all(...chunk, ...scope.params) as { id: string | number }[]) reachable.add(String(row.id));
    }
    kept = kept.filter((row) => reachable.has(idOf(row) as string));
  }
  return kept;
}
