import type { Db } from '../db/connection';
import { keywordFilter } from '../db/search-index';
import { DATA_INTERFACE_TYPE_ID } from '../db/migrations/0024-data-interface';
import type { DataType, HeaderDef, InterfaceFields, ParamDef, RequestMethod } from './model';

export { DATA_INTERFACE_TYPE_ID };

export interface DataInterface extends InterfaceFields {
  id: string;
  creatorUserId: string | null;
  creatorTime: number;
  lastModifyUserId: string | null;
  lastModifyTime: number | null;
}

/** A list row: no SQL, JSON or headers (they can be large); names of the category and author joined in. */
export interface InterfaceRow {
  id: string;
  categoryId: string;
  categoryName: string;
  fullName: string;
  enCode: string;
  dataType: number;
  requestMethod: string;
  path: string;
  sortCode: number;
  enabledMark: number;
  description: string;
  creatorUser: string;
  creatorTime: number;
  lastModifyTime: number | null;
}

interface StoredRow {
  id: string;
  categoryId: string;
  fullName: string;
  enCode: string;
  dataType: number;
  requestMethod: string;
  path: string;
  query: string;
  requestHeaders: string;
  requestParameters: string;
  sortCode: number;
  enabledMark: number;
  description: string;
  creatorUserId: string | null;
  creatorTime: number;
  lastModifyUserId: string | null;
  lastModifyTime: number | null;
}

const COLUMNS = `d.id, d.category_id AS categoryId, d.full_name AS fullName, d.en_code AS enCode, d.data_type AS dataType,
  d.request_method AS requestMethod, d.path, d.query, d.request_headers AS requestHeaders, d.request_parameters AS requestParameters,
  d.sort_code AS sortCode, d.enabled_mark AS enabledMark, d.description, d.creator_user_id AS creatorUserId,
  d.creator_time AS creatorTime, d.last_modify_user_id AS lastModifyUserId, d.last_modify_time AS lastModifyTime`;

const ROW_COLUMNS = `d.id, d.category_id AS categoryId, COALESCE(c.full_name, '') AS categoryName, d.full_name AS fullName,
  d.en_code AS enCode, d.data_type AS dataType, d.request_method AS requestMethod, d.path, d.sort_code AS sortCode,
  d.enabled_mark AS enabledMark, d.description, COALESCE(u.real_name, '') AS creatorUser, d.creator_time AS creatorTime,
  d.last_modify_time AS lastModifyTime`;

const ROW_FROM = `data_interfaces d
  LEFT JOIN dictionary_data c ON c.id = d.category_id
  LEFT JOIN users u ON u.id = d.creator_user_id`;

function parseList<T>(text: string): T[] {
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

const fromStored = (row: StoredRow): DataInterface => ({
  ...row,
  dataType: row.dataType as DataType,
  requestMethod: row.requestMethod as RequestMethod,
  requestHeaders: parseList<HeaderDef>(row.requestHeaders),
  requestParameters: parseList<ParamDef>(row.requestParameters),
});

export function findInterface(db: Db, id: string): DataInterface | undefined {
  const row = db.prepare(`SELECT ${COLUMNS} FROM data_interfaces d WHERE d.id = ?`).get(id) as StoredRow | undefined;
  return row && fromStored(row);
}

export interface ListQuery {
  keyword: string;
  categoryId: string;
  dataType: number | null;
  enabledOnly: boolean;
  offset: number;
  limit: number;
}

export function listInterfaces(db: Db, query: ListQuery): { list: InterfaceRow[]; total: number } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (query.keyword) {
    const keyword = keywordFilter(['d.full_name', 'd.en_code'], query.keyword);
    clauses.push(keyword.sql);
    params.push(...keyword.params);
  }
  if (query.categoryId) {
    clauses.push('d.category_id = ?');
    params.push(query.categoryId);
  }
  if (query.dataType !== null) {
    clauses.push('d.data_type = ?');
    params.push(query.dataType);
  }
  if (query.enabledOnly) clauses.push('d.enabled_mark = 1');
  const where = clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '';
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM data_interfaces d ${where}`).get(...params) as { n: number }).n;
  const list = db.prepare(`SELECT ${ROW_COLUMNS} FROM ${ROW_FROM} ${where}
    ORDER BY d.sort_code ASC, d.creator_time DESC, d.id LIMIT ? OFFSET ?`).all(...params, query.limit, query.offset) as InterfaceRow[];
  return { list, total };
}

/** Enabled interfaces by category order, then their own: the pickers' tree. */
export function selectorRows(db: Db): InterfaceRow[] {
  return db.prepare(`SELECT ${ROW_COLUMNS} FROM ${ROW_FROM} WHERE d.enabled_mark = 1
    ORDER BY COALESCE(c.sort_code, 0), c.full_name, d.sort_code, d.full_name, d.id`).all() as InterfaceRow[];
}

export interface Category {
  id: string;
  fullName: string;
  enCode: string;
}

/** The categories (items of the 数据接口分类 dictionary), in their order. */
export function listCategories(db: Db): Category[] {
  return db.prepare(`SELECT id, full_name AS fullName, en_code AS enCode FROM dictionary_data
    WHERE dictionary_type_id = ? ORDER BY sort_code, full_name, id`).all(DATA_INTERFACE_TYPE_ID) as Category[];
}

export function categoryExists(db: Db, id: string): boolean {
  return db.prepare('SELECT 1 FROM dictionary_data WHERE id = ? AND dictionary_type_id = ?').get(id, DATA_INTERFACE_TYPE_ID) !== undefined;
}

export function codeTaken(db: Db, enCode: string, exceptId: string | null): boolean {
  return db.prepare('SELECT 1 FROM data_interfaces WHERE en_code = ? AND id <> ?').get(enCode, exceptId ?? '') !== undefined;
}

const bindings = (fields: InterfaceFields) => ({
  categoryId: fields.categoryId,
  fullName: fields.fullName,
  enCode: fields.enCode,
  dataType: fields.dataType,
  requestMethod: fields.requestMethod,
  path: fields.path,
  query: fields.query,
  requestHeaders: JSON.stringify(fields.requestHeaders),
  requestParameters: JSON.stringify(fields.requestParameters),
  sortCode: fields.sortCode,
  enabledMark: fields.enabledMark,
  description: fields.description,
});

export function insertInterface(db: Db, row: InterfaceFields & { id: string; creatorUserId: string; creatorTime: number }): void {
  db.prepare(`INSERT INTO data_interfaces (id, category_id, full_name, en_code, data_type, request_method, path, query,
      request_headers, request_parameters, sort_code, enabled_mark, description, creator_user_id, creator_time)
    VALUES (@id, @categoryId, @fullName, @enCode, @dataType, @requestMethod, @path, @query,
      @requestHeaders, @requestParameters, @sortCode, @enabledMark, @description, @creatorUserId, @creatorTime)`)
    .run({ ...bindings(row), id: row.id, creatorUserId: row.creatorUserId, creatorTime: row.creatorTime });
}

export function updateInterface(db: Db, id: string, fields: InterfaceFields, userId: string, now: number): void {
  db.prepare(`UPDATE data_interfaces SET category_id = @categoryId, full_name = @fullName, en_code = @enCode,
      data_type = @dataType, request_method = @requestMethod, path = @path, query = @query, request_headers = @requestHeaders,
      request_parameters = @requestParameters, sort_code = @sortCode, enabled_mark = @enabledMark, description = @description,
      last_modify_user_id = @userId, last_modify_time = @now
    WHERE id = @id`).run({ ...bindings(fields), id, userId, now });
}

export function deleteInterface(db: Db, id: string): void {
  db.prepare('DELETE FROM data_interface_logs WHERE interface_id = ?').run(id);
  db.prepare('DELETE FROM data_interfaces WHERE id = ?').run(id);
}

export function setEnabled(db: Db, id: string, enabledMark: number, userId: string, now: number): void {
  db.prepare('UPDATE data_interfaces SET enabled_mark = ?, last_modify_user_id = ?, last_modify_time = ? WHERE id = ?').run(enabledMark, userId, now, id);
}

export interface CallLog {
  id: string;
  interfaceId: string;
  invokeTime: number;
  userId: string | null;
  ip: string;
  durationMs: number;
  success: boolean;
  action: string;
  message: string;
}

export function insertLog(db: Db, log: CallLog): void {
  db.prepare(`INSERT INTO data_interface_logs (id, interface_id, invoke_time, user_id, ip, duration_ms, success, action, message)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(log.id, log.interfaceId, log.invokeTime, log.userId, log.ip, log.durationMs, log.success ? 1 : 0, log.action, log.message.slice(0, 500));
}

export interface LogRow {
  id: string;
  invokTime: number;
  userId: string;
  userName: string;
  invokIp: string;
  invokWasteTime: number;
  success: number;
  action: string;
  message: string;
}

export function listLogs(db: Db, interfaceId: string, keyword: string, offset: number, limit: number): { list: LogRow[]; total: number } {
  const filter = keywordFilter(['l.ip', 'u.account', 'u.real_name'], keyword);
  const from = `data_interface_logs l LEFT JOIN users u ON u.id = l.user_id WHERE l.interface_id = ? AND ${filter.sql}`;
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM ${from}`).get(interfaceId, ...filter.params) as { n: number }).n;
  const list = db.prepare(`SELECT l.id, l.invoke_time AS invokTime, COALESCE(l.user_id, '') AS userId,
      COALESCE(u.real_name, '') || CASE WHEN u.account IS NULL THEN '' ELSE '/' || u.account END AS userName,
      l.ip AS invokIp, l.duration_ms AS invokWasteTime, l.success, l.action, l.message
    FROM ${from} ORDER BY l.invoke_time DESC, l.id DESC LIMIT ? OFFSET ?`).all(interfaceId, ...filter.params, limit, offset) as LogRow[];
  return { list, total };
}
