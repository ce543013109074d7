import type { Session } from '../auth/sessions';
import type { Db } from '../db/connection';
import { cachedGrants } from './grant-cache';
import { pageFields, pageModule } from './pages';

function granted(db: Db, session: Session, page: string, kind: 'column' | 'form'): Set<string> | 'all' {
  if (session.isAdministrator) return 'all';
  const module = pageModule(db, page);
  if (!module) return new Set();
  if (!(kind === 'column' ? module.checksColumns : module.checksForms)) return 'all';
  const grants = cachedGrants(db, session.userId)[kind];
  const fields = pageFields(db, kind === 'column' ? 'module_columns' : 'module_forms', module.id);
  return new Set(fields.filter((field) => grants.has(field.id)).map((field) => field.en_code));
}

/** The list columns (enCodes) the caller may see on this page; 'all' when the page does not check columns. */
export function visibleColumns(db: Db, session: Session, page: string): Set<string> | 'all' {
  return granted(db, session, page, 'column');
}

/** The form fields (enCodes) the caller may write on this page; 'all' when the page does not check form fields. */
export function writableFields(db: Db, session: Session, page: string): Set<string> | 'all' {
  return granted(db, session, page, 'form');
}

/**
 * List rows without the properties the caller may not see. `keep` names properties that are not
 * columns but the client needs (the row id, tree links).
 */
export function stripInvisible<T extends object>(rows: readonly T[], visible: Set<string> | 'all', keep: readonly string[] = ['id']): Partial<T>[] {
  if (visible === 'all') return [...rows];
  const allowed = new Set([...visible, ...keep]);
  return rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => allowed.has(key))) as Partial<T>);
}

/**
 * A form body without the fields the caller may not write ("writes ignore fields outside their
 * form rights"); `keep` names fields that are not form fields (id, version).
 */
export function dropUnwritable<T extends object>(body: T, writable: Set<string> | 'all', keep: readonly string[] = ['id']): Partial<T> {
  if (writable === 'all') return body;
  const allowed = new Set([...writable, ...keep]);
  return Object.fromEntries(Object.entries(body).filter(([key]) => allowed.has(key))) as Partial<T>;
}
