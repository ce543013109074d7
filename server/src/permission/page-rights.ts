// The glue every list and form of a page needs: the caller's data rules as SQL, the columns they
// may see, the form fields they may write. One call per concern so each route does not repeat it.
import { isAllowed } from '../auth/permissions';
import type { Session } from '../auth/sessions';
import type { Db } from '../db/connection';
import type { MessageKey } from '../i18n/messages';
import { notFound } from '../plugins/errors';
import { EVERYTHING, type SqlFragment } from './data-rules';
import { dataScope, type DataScopeColumns } from './data-scope';
import { dropUnwritable, stripInvisible, visibleColumns, writableFields } from './field-rights';

/** What one caller may see of one list page. */
export interface ListRights {
  /** Boolean SQL (bound `?` parameters) to AND into the list's WHERE. */
  scope: SqlFragment;
  /** The column enCodes the caller may see, or 'all'. */
  visible: Set<string> | 'all';
}

/** Data scope and visible columns of `page` for this caller. */
export function listRights(db: Db, session: Session, page: string, columns: DataScopeColumns): ListRights {
  return { scope: dataScope(db, session, page, columns), visible: visibleColumns(db, session, page) };
}

/** Rights that leave a list as it is (organisation administrators reading through 分级管理, not the page). */
export const UNRESTRICTED: ListRights = { scope: EVERYTHING, visible: 'all' };

/** Whether the scope lets every row through (no need to filter, or to re-parent a tree). */
export const unscoped = (scope: SqlFragment): boolean => scope.sql === EVERYTHING.sql && scope.params.length === 0;

/** `fragment` as a WHERE clause: `WHERE (sql)`. */
export const whereOf = (fragment: SqlFragment): string => `WHERE (${fragment.sql})`;

/** Several fragments AND-ed (an empty list is everything). */
export function allOf(...fragments: readonly SqlFragment[]): SqlFragment {
  const real = fragments.filter((fragment) => !unscoped(fragment));
  if (real.length === 0) return EVERYTHING;
  return { sql: real.map((fragment) => `(${fragment.sql})`).join(' AND '), params: real.flatMap((fragment) => fragment.params) };
}

/** Properties of tree nodes a client needs whatever the columns: identity and shape. */
export const TREE_KEEP: readonly string[] = ['id', 'parentId', 'hasChildren', 'isLeaf', 'children', 'type', 'icon'];

/** Flat list rows without the columns the caller may not see (the id always stays). */
export function visibleRows<T extends object>(rows: readonly T[], visible: Set<string> | 'all', keep: readonly string[] = ['id']): Partial<T>[] {
  return stripInvisible(rows, visible, keep);
}

interface Branch {
  children: readonly Branch[];
}

/** Tree nodes without the columns the caller may not see, all the way down; `keep` (TREE_KEEP) stays. */
export function visibleTree<T extends Branch>(nodes: readonly T[], visible: Set<string> | 'all', keep: readonly string[] = TREE_KEEP): T[] {
  if (visible === 'all') return [...nodes];
  const allowed = new Set([...visible, ...keep]);
  const strip = (node: Branch): Branch => {
    const kept = Object.fromEntries(Object.entries(node).filter(([key]) => allowed.has(key))) as Record<string, unknown>;
    if (allowed.has('children')) kept.children = node.children.map(strip);
    return kept as unknown as Branch;
  };
  return nodes.map((node) => strip(node) as T);
}

interface Linked {
  id: string;
  parentId: string;
}

/**
 * The rows in `shown` (in the order of `all`), each hung under its nearest shown ancestor or, when
 * none is, under `rootId`: a row outside the caller's data scope disappears without taking its
 * visible descendants with it, and neither its id nor its name reaches the client through them.
 */
export function reparentShown<T extends Linked>(all: readonly T[], shown: ReadonlySet<string>, rootId: string): T[] {
  const byId = new Map(all.map((row) => [row.id, row]));
  const nearest = (row: T): string => {
    const seen = new Set<string>([row.id]);
    let parent = byId.get(row.parentId);
    while (parent && !seen.has(parent.id)) {
      if (shown.has(parent.id)) return parent.id;
      seen.add(parent.id);
      parent = byId.get(parent.parentId);
    }
    return rootId;
  };
  return all.filter((row) => shown.has(row.id)).map((row) => {
    const parentId = nearest(row);
    return parentId === row.parentId ? row : { ...row, parentId };
  });
}

/**
 * A form body reduced to the fields the caller may write on `page` ("writes ignore fields outside
 * their form rights"). On update pass the stored values as `stored`: a field the caller may not
 * write keeps its stored value. On create a required field then fails as missing, an optional one
 * takes its default. `keep` names body properties that are not form fields (ids of the row, of
 * its dictionary…).
 */
export function writableBody<T extends object>(db: Db, session: Session, page: string, body: T, stored?: Partial<T>, keep: readonly string[] = ['id']): T {
  const writable = writableFields(db, session, page);
  if (writable === 'all') return body;
  return { ...(stored ?? {}), ...dropUnwritable(body, writable, keep) } as T;
}

/**
 * Where a page's rows live, for asking about one of them: the FROM clause (with the alias the
 * columns use), the expression naming the row, and the page's rule fields as in its list query.
 * Each feature's repository declares its own, next to its list SQL.
 */
export interface ScopedRows {
  /** `organizations o` */
  from: string;
  /** `o.id`; for a row judged by others (a dictionary by its items) their link to it, `d.dictionary_type_id`. */
  id: string;
  columns: DataScopeColumns;
}

/**
 * Whether the caller's data rules of `page` reach row `id`: the list's own scope SQL with
 * `AND id = ?`, so a single-row call sees exactly the rows the list shows. True for any id when
 * nothing restricts the caller (administrators, pages without data authorisation); the route
 * still answers 404 for a row that does not exist.
 */
export function rowInScope(db: Db, session: Session, page: string, rows: ScopedRows, id: string): boolean {
  const scope = dataScope(db, session, page, rows.columns);
  if (unscoped(scope)) return true;
  return db.prepare(`SELECT 1 FROM ${rows.from} WHERE ${rows.id} = ? AND (${scope.sql}) LIMIT 1`).get(id, ...scope.params) !== undefined;
}

/**
 * Deny by default for single-row calls (GET, PUT, DELETE, state of `{id}`): a row outside the
 * caller's data scope answers exactly like a missing one, 404 with the module's `entity`, so its
 * existence does not leak.
 */
export function assertInScope(db: Db, session: Session, page: string, rows: ScopedRows, id: string, entity: MessageKey): void {
  if (!rowInScope(db, session, page, rows, id)) throw notFound(entity);
}

/**
 * rowInScope for the pages an organisation administrator also reaches through 分级管理
 * (organisations, departments, positions, roles): the data rules bind holders of the page, as
 * in its list; a caller without the page is judged by their 分级管理 rights, which the route
 * checks itself.
 */
export function holderRowInScope(db: Db, session: Session, page: string, rows: ScopedRows, id: string): boolean {
  return !isAllowed(db, session, page) || rowInScope(db, session, page, rows, id);
}

/**
 * One row as a single-row GET returns it: the properties a list would show the caller (its
 * columns) and, when they may edit (the page's `btn_edit`), the fields their form rights let them
 * write — the edit form needs those stored values, and one missing from it would be saved back
 * empty. The others are left out. `derived` names properties computed from fields (`parentName`
 * from `parentId`), shown when one of those is; `keep` stays whatever the rights (the id, links).
 */
export function visibleRecord<T extends object>(
  db: Db,
  session: Session,
  page: string,
  record: T,
  derived: Readonly<Record<string, readonly string[]>> = {},
  keep: readonly string[] = ['id'],
): Partial<T> {
  const columns = visibleColumns(db, session, page);
  const fields = isAllowed(db, session, page, 'btn_edit') ? writableFields(db, session, page) : new Set<string>();
  if (columns === 'all' || fields === 'all') return record;
  const granted = new Set([...columns, ...fields]);
  const shown = (key: string): boolean => granted.has(key) || keep.includes(key) || (derived[key] ?? []).some((field) => granted.has(field));
  return Object.fromEntries(Object.entries(record).filter(([key]) => shown(key))) as Partial<T>;
}
