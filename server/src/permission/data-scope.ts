import type { Session } from '../auth/sessions';
import type { Db } from '../db/connection';

/** A rule field's enCode → the SQL column expression of the caller's query (e.g. 'u.organize_id'). */
export interface DataScopeColumns {
  [field: string]: string;
}

/**
 * The caller's data rules on a page as a boolean SQL fragment to AND into a WHERE.
 * Placeholder until the engine lands: every caller sees every row.
 */
export function dataScope(_db: Db, _session: Session, _page: string, _columns: DataScopeColumns): { sql: string; params: unknown[] } {
  return { sql: '1 = 1', params: [] };
}
