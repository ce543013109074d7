import type { ScopedRows } from '../../permission/page-rights';
import type { Db } from '../../db/connection';
import { keywordFilter } from '../../db/search-index';

export interface Position {
  id: string;
  organizeId: string;
  fullName: string;
  enCode: string;
  type: string;
  sortCode: number;
  enabledMark: number;
  description: string;
  creatorTime: number;
  lastModifyTime: number | null;
}

export type PositionInput = Omit<Position, 'id' | 'creatorTime' | 'lastModifyTime'>;

const COLUMNS = `p.id, p.organize_id AS organizeId, p.full_name AS fullName, p.en_code AS enCode, p.type, p.sort_code AS sortCode,
  p.enabled_mark AS enabledMark, p.description, p.creator_time AS creatorTime, p.last_modify_time AS lastModifyTime`;
const ORDER = 'ORDER BY p.sort_code, p.creator_time DESC, p.id';

export interface PositionFilter {
  keyword: string;
  /** Organisations whose positions are listed (a subtree); null for all. */
  organizeIds: readonly string[] | null;
  /** Only rows with this state. */
  enabledMark?: number;
  /** The caller's data rules (over POSITION_SCOPE_COLUMNS), AND-ed in. */
  scope?: { sql: string; params: readonly unknown[] };
}

/** What a data rule on the position page may name, as columns of `positions p`. */
export const POSITION_SCOPE_COLUMNS = {
  id: 'p.id',
  organizeId: 'p.organize_id',
  fullName: 'p.full_name',
  enCode: 'p.en_code',
  type: 'p.type',
  enabledMark: 'p.enabled_mark',
  sortCode: 'p.sort_code',
  description: 'p.description',
  creatorTime: 'p.creator_time',
  lastModifyTime: 'p.last_modify_time',
} as const;

/** The rows of the position page, for single-row scope checks. */
export const POSITION_ROWS: ScopedRows = { from: 'positions p', id: 'p.id', columns: POSITION_SCOPE_COLUMNS };

function where(filter: PositionFilter): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (filter.keyword !== '') {
    const keyword = keywordFilter(['p.full_name', 'p.en_code'], filter.keyword);
    clauses.push(keyword.sql);
    params.push(...keyword.params);
  }
  if (filter.organizeIds !== null) {
    if (filter.organizeIds.length === 0) clauses.push('1 = 0');
    else {
      clauses.push(`p.organize_id IN (${filter.organizeIds.map(() => '?').join(', ')})`);
      params.push(...filter.organizeIds);
    }
  }
  if (filter.enabledMark !== undefined) {
    clauses.push('p.enabled_mark = ?');
    params.push(filter.enabledMark);
  }
  if (filter.scope) {
    clauses.push(`(${filter.scope.sql})`);
    params.push(...filter.scope.params);
  }
  return { sql: clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

export function pagePositions(db: Db, filter: PositionFilter, offset: number, limit: number): { rows: Position[]; total: number } {
  const { sql, params } = where(filter);
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM positions p ${sql}`).get(...params) as { n: number }).n;
  const rows = db.prepare(`SELECT ${COLUMNS} FROM positions p ${sql} ${ORDER} LIMIT ? OFFSET ?`)
    .all(...params, limit, offset) as Position[];
  return { rows, total };
}

export function listPositions(db: Db, filter: PositionFilter): Position[] {
  const { sql, params } = where(filter);
  return db.prepare(`SELECT ${COLUMNS} FROM positions p ${sql} ${ORDER}`).all(...params) as Position[];
}

export function positionsByIds(db: Db, ids: readonly string[]): Position[] {
  if (ids.length === 0) return [];
  return db.prepare(`SELECT ${COLUMNS} FROM positions p WHERE p.id IN (${ids.map(() => '?').join(', ')}) ${ORDER}`).all(...ids) as Position[];
}

export function findPosition(db: Db, id: string): Position | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM positions p WHERE p.id = ?`).get(id) as Position | undefined;
}

export function positionCodeTaken(db: Db, enCode: string, exceptId: string | null): boolean {
  return db.prepare('SELECT 1 FROM positions WHERE en_code = ? AND id IS NOT ?').get(enCode, exceptId) !== undefined;
}

export function insertPosition(db: Db, row: PositionInput & { id: string; creatorTime: number }): void {
  db.prepare(`INSERT INTO positions (id, organize_id, full_name, en_code, type, sort_code, enabled_mark, description, creator_time)
    VALUES (@id, @organizeId, @fullName, @enCode, @type, @sortCode, @enabledMark, @description, @creatorTime)`).run(row);
}

export function updatePosition(db: Db, id: string, input: PositionInput, now: number): void {
  db.prepare(`UPDATE positions SET organize_id = @organizeId, full_name = @fullName, en_code = @enCode, type = @type,
    sort_code = @sortCode, enabled_mark = @enabledMark, description = @description, last_modify_time = @now WHERE id = @id`)
    .run({ ...input, id, now });
}

export function setPositionEnabled(db: Db, id: string, enabled: number, now: number): void {
  db.prepare('UPDATE positions SET enabled_mark = ?, last_modify_time = ? WHERE id = ?').run(enabled, now, id);
}

/** Users holding the position, as a member or as their current (major) position. */
export function positionHolders(db: Db, id: string): number {
  return (db.prepare(`SELECT COUNT(*) AS n FROM users u
    WHERE u.position_id = ? OR EXISTS (SELECT 1 FROM user_positions up WHERE up.user_id = u.id AND up.position_id = ?)`)
    .get(id, id) as { n: number }).n;
}

export function deletePosition(db: Db, id: string): void {
  db.prepare("DELETE FROM authorize WHERE object_type = 'Position' AND object_id = ?").run(id);
  db.prepare('DELETE FROM positions WHERE id = ?').run(id);
}
