import type { Db } from '../../db/connection';
import { keywordFilter } from '../../db/search-index';

/** Parent id of provinces (JNPF convention). */
export const AREA_ROOT = '-1';
/** Province 1, city 2, district 3, street 4. */
export const AREA_MAX_LEVEL = 4;

export interface Area {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  type: number;
  sortCode: number;
  enabledMark: number;
  description: string;
  creatorTime: number;
  lastModifyTime: number | null;
  childCount: number;
}

export type AreaFields = Pick<Area, 'parentId' | 'fullName' | 'enCode' | 'sortCode' | 'enabledMark' | 'description'>;

const FIELDS = `a.id, a.parent_id AS parentId, a.full_name AS fullName, a.en_code AS enCode, a.type,
  a.sort_code AS sortCode, a.enabled_mark AS enabledMark, a.description, a.creator_time AS creatorTime,
  a.last_modify_time AS lastModifyTime`;
const COLUMNS = `${FIELDS},
  (SELECT COUNT(*) FROM areas c WHERE c.parent_id = a.id) AS childCount`;
const ORDER = 'ORDER BY a.sort_code, a.en_code, a.id';

type Fragment = { sql: string; params: readonly unknown[] };

/** What a data rule on the area page may name, as columns of the areas table under `alias`. */
export function areaScopeColumns(alias: string): Record<string, string> {
  const column = (name: string): string => `${alias}.${name}`;
  return {
    id: column('id'),
    parentId: column('parent_id'),
    fullName: column('full_name'),
    enCode: column('en_code'),
    type: column('type'),
    enabledMark: column('enabled_mark'),
    sortCode: column('sort_code'),
    description: column('description'),
    creatorTime: column('creator_time'),
    lastModifyTime: column('last_modify_time'),
  };
}

export interface ChildrenOptions {
  keyword?: string;
  enabledOnly?: boolean;
  exceptId?: string;
  /** The caller's data rules over areaScopeColumns('a') (the rows) and ('c') (their children, for hasChildren). */
  scope?: { rows: Fragment; children: Fragment };
}

export function listChildren(db: Db, parentId: string, options: ChildrenOptions = {}): Area[] {
  const clauses = ['a.parent_id = ?'];
  const params: unknown[] = [parentId];
  if (options.keyword) {
    const keyword = keywordFilter(['a.full_name', 'a.en_code'], options.keyword);
    clauses.push(keyword.sql);
    params.push(...keyword.params);
  }
  if (options.enabledOnly) clauses.push('a.enabled_mark = 1');
  if (options.exceptId) {
    clauses.push('a.id <> ?');
    params.push(options.exceptId);
  }
  if (!options.scope) {
    return db.prepare(`SELECT ${COLUMNS} FROM areas a WHERE ${clauses.join(' AND ')} ${ORDER}`).all(...params) as Area[];
  }
  const { rows, children } = options.scope;
  clauses.push(`(${rows.sql})`);
  return db.prepare(`SELECT ${FIELDS}, (SELECT COUNT(*) FROM areas c WHERE c.parent_id = a.id AND (${children.sql})) AS childCount
    FROM areas a WHERE ${clauses.join(' AND ')} ${ORDER}`).all(...children.params, ...params, ...rows.params) as Area[];
}

/** At most this many areas match a search of the whole tree (their ancestors come on top). */
export const AREA_SEARCH_LIMIT = 200;

/**
 * A search of the whole tree (the areas page's keyword, issue 17 item 6): the areas whose name or
 * code contains the keyword, at any level, with every area above them, so the client can show the
 * narrowed tree. At most AREA_SEARCH_LIMIT matches; with a scope, matches it hides (or hides an
 * area above) are left out and child counts count what it shows.
 */
export function searchAreas(db: Db, keyword: string, scope?: { rows: Fragment; children: Fragment }): Area[] {
  const filter = keywordFilter(['a.full_name', 'a.en_code'], keyword);
  // A scope may hide matches: read more of them then (no other statement may run while iterating).
  const candidates = db.prepare(`SELECT a.id FROM areas a WHERE ${filter.sql} ${ORDER} LIMIT ?`)
    .all(...filter.params, scope ? AREA_SEARCH_LIMIT * 10 : AREA_SEARCH_LIMIT) as { id: string }[];
  const up = db.prepare(`WITH RECURSIVE up(id, parent_id) AS (
      SELECT id, parent_id FROM areas WHERE id = ?
      UNION SELECT x.id, x.parent_id FROM areas x JOIN up ON x.id = up.parent_id)
    SELECT id FROM up`);
  const ids = new Set<string>();
  let matches = 0;
  for (const { id } of candidates) {
    if (matches >= AREA_SEARCH_LIMIT) break;
    if (scope && areaPathHidden(db, id, scope.rows)) continue;
    matches += 1;
    for (const row of up.all(id) as { id: string }[]) ids.add(row.id);
  }
  if (ids.size === 0) return [];
  const list = [...ids];
  const marks = list.map(() => '?').join(', ');
  // Level by level (provinces first), each level in the tree's own order.
  const order = 'ORDER BY a.type, a.sort_code, a.en_code, a.id';
  if (!scope) return db.prepare(`SELECT ${COLUMNS} FROM areas a WHERE a.id IN (${marks}) ${order}`).all(...list) as Area[];
  const { children } = scope;
  return db.prepare(`SELECT ${FIELDS}, (SELECT COUNT(*) FROM areas c WHERE c.parent_id = a.id AND (${children.sql})) AS childCount
    FROM areas a WHERE a.id IN (${marks}) ${order}`).all(...children.params, ...list) as Area[];
}

/** Whether the area or one above it is outside the scope (over areaScopeColumns('a')). */
export function areaPathHidden(db: Db, id: string, scope: Fragment): boolean {
  return db.prepare(`WITH RECURSIVE up(id, parent_id) AS (
      SELECT id, parent_id FROM areas WHERE id = ?
      UNION SELECT x.id, x.parent_id FROM areas x JOIN up ON x.id = up.parent_id)
    SELECT 1 FROM areas a JOIN up ON a.id = up.id WHERE CASE WHEN (${scope.sql}) THEN 0 ELSE 1 END = 1`).get(id, ...scope.params) !== undefined;
}

export function findArea(db: Db, id: string): Area | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM areas a WHERE a.id = ?`).get(id) as Area | undefined;
}

export function countAreas(db: Db): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM areas').get() as { n: number }).n;
}

export function areaCodeTaken(db: Db, enCode: string, exceptId: string | null): boolean {
  return db.prepare('SELECT 1 FROM areas WHERE en_code = ? AND id IS NOT ?').get(enCode, exceptId) !== undefined;
}

export function insertArea(db: Db, area: AreaFields & { id: string; type: number; creatorTime: number }): void {
  db.prepare(`INSERT INTO areas (id, parent_id, full_name, en_code, type, sort_code, enabled_mark, description, creator_time)
    VALUES (@id, @parentId, @fullName, @enCode, @type, @sortCode, @enabledMark, @description, @creatorTime)`).run(area);
}

export function updateArea(db: Db, id: string, input: Omit<AreaFields, 'parentId'>, now: number): void {
  db.prepare(`UPDATE areas SET full_name = @fullName, en_code = @enCode, sort_code = @sortCode, enabled_mark = @enabledMark,
    description = @description, last_modify_time = @now WHERE id = @id`).run({ ...input, id, now });
}

export function setAreaEnabled(db: Db, id: string, enabled: number, now: number): void {
  db.prepare('UPDATE areas SET enabled_mark = ?, last_modify_time = ? WHERE id = ?').run(enabled, now, id);
}

export function deleteArea(db: Db, id: string): void {
  db.prepare('DELETE FROM areas WHERE id = ?').run(id);
}

export function areaNames(db: Db, ids: readonly string[]): Map<string, string> {
  const find = db.prepare('SELECT full_name AS name FROM areas WHERE id = ?');
  const names = new Map<string, string>();
  for (const id of new Set(ids)) {
    const row = find.get(id) as { name: string } | undefined;
    if (row) names.set(id, row.name);
  }
  return names;
}
