// The glue every list and form of a page needs: the caller's data rules as SQL, the columns they
// may see, the form fields they may write. One call per concern so each route does not repeat it.
import type { Session } from '../auth/sessions';
import type { Db } from '../db/connection';
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
