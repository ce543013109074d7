import type { Session } from '../auth/sessions';
import type { Db } from '../db/connection';

/** Column enCodes the caller may see on a page's list; 'all' when the menu does not check columns. Placeholder. */
export function visibleColumns(_db: Db, _session: Session, _page: string): Set<string> | 'all' {
  return 'all';
}

/** Form field enCodes the caller may write on a page; 'all' when the menu does not check forms. Placeholder. */
export function writableFields(_db: Db, _session: Session, _page: string): Set<string> | 'all' {
  return 'all';
}
