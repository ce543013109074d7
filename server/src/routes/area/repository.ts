import type { Db } from '../../db/connection';
import { likeContains, namedKeywordFilter } from '../../db/search-index';

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

const COLUMNS = `a.id, a.parent_id AS parentId, a.full_name AS fullName, a.en_code AS enCode, a.type,
  a.sort_code AS sortCode, a.enabled_mark AS enabledMark, a.description, a.creator_time AS creatorTime,
  a.last_modify_time AS lastModifyTime,
  (SELECT COUNT(*) FROM areas c WHERE c.parent_id = a.id) AS childCount`;
const ORDER = 'ORDER BY a.sort_code, a.en_code, a.id';

export function listChildren(db: Db, parentId: string, options: { keyword?: string; enabledOnly?: boolean; exceptId?: string } = {}): Area[] {
  const clauses = ['a.parent_id = @parentId'];
  if (options.keyword) clauses.push(namedKeywordFilter(['a.full_name', 'a.en_code']));
  if (options.enabledOnly) clauses.push('a.enabled_mark = 1');
  if (options.exceptId) clauses.push('a.id <> @exceptId');
  return db.prepare(`SELECT ${COLUMNS} FROM areas a WHERE ${clauses.join(' AND ')} ${ORDER}`)
    .all({ parentId, keyword: likeContains(options.keyword ?? ''), exceptId: options.exceptId ?? '' }) as Area[];
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
