import type { Db } from '../../db/connection';
import { keywordFilter } from '../../db/search-index';

export interface DataMapSummary {
  id: string;
  fullName: string;
  enCode: string;
  dataSize: number;
  featureCount: number;
  sortCode: number;
  enabledMark: number;
  creatorTime: number;
  lastModifyTime: number | null;
}

export interface DataMap extends DataMapSummary {
  data: string;
}

export interface DataMapFields {
  fullName: string;
  enCode: string;
  data: string;
  dataSize: number;
  featureCount: number;
  sortCode: number;
  enabledMark: number;
}

const SUMMARY = `id, full_name AS fullName, en_code AS enCode, data_size AS dataSize, feature_count AS featureCount,
  sort_code AS sortCode, enabled_mark AS enabledMark, creator_time AS creatorTime, last_modify_time AS lastModifyTime`;

export function findDataMap(db: Db, id: string): DataMap | undefined {
  return db.prepare(`SELECT ${SUMMARY}, data FROM data_maps WHERE id = ?`).get(id) as DataMap | undefined;
}

export function findByCode(db: Db, enCode: string): { id: string } | undefined {
  return db.prepare('SELECT id FROM data_maps WHERE en_code = ?').get(enCode) as { id: string } | undefined;
}

export function listDataMaps(db: Db, keyword: string, offset: number, limit: number): { list: DataMapSummary[]; total: number } {
  const filter = keywordFilter(['full_name', 'en_code'], keyword);
  const where = filter.sql ? `WHERE ${filter.sql}` : '';
  const total = (db.prepare(`SELECT COUNT(*) AS total FROM data_maps ${where}`).get(...filter.params) as { total: number }).total;
  const list = db.prepare(`SELECT ${SUMMARY} FROM data_maps ${where} ORDER BY sort_code, creator_time, id LIMIT ? OFFSET ?`)
    .all(...filter.params, limit, offset) as DataMapSummary[];
  return { list, total };
}

export function insertDataMap(db: Db, id: string, fields: DataMapFields, userId: string, now: number): void {
  db.prepare(`INSERT INTO data_maps (id, full_name, en_code, data, data_size, feature_count, sort_code, enabled_mark, creator_user_id, creator_time)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    .run(id, fields.fullName, fields.enCode, fields.data, fields.dataSize, fields.featureCount, fields.sortCode, fields.enabledMark, userId, now);
}

/** Without new data the stored document stays. */
export function updateDataMap(db: Db, id: string, fields: Omit<DataMapFields, 'data' | 'dataSize' | 'featureCount'> & Partial<DataMapFields>, userId: string, now: number): void {
  db.prepare(`UPDATE data_maps SET full_name = ?, en_code = ?, sort_code = ?, enabled_mark = ?,
      data = COALESCE(?, data), data_size = COALESCE(?, data_size), feature_count = COALESCE(?, feature_count),
      last_modify_user_id = ?, last_modify_time = ? WHERE id = ?`)
    .run(fields.fullName, fields.enCode, fields.sortCode, fields.enabledMark, fields.data ?? null, fields.dataSize ?? null, fields.featureCount ?? null, userId, now, id);
}

export function setDataMapState(db: Db, id: string, enabledMark: number, userId: string, now: number): void {
  db.prepare('UPDATE data_maps SET enabled_mark = ?, last_modify_user_id = ?, last_modify_time = ? WHERE id = ?').run(enabledMark, userId, now, id);
}

export function deleteDataMap(db: Db, id: string): number {
  return db.prepare('DELETE FROM data_maps WHERE id = ?').run(id).changes;
}
