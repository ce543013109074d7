import type { Db } from '../db/connection';
import type { DbType } from './types';

export interface DataSource {
  id: string;
  fullName: string;
  dbType: DbType;
  host: string;
  port: number | null;
  userName: string;
  /** AES-GCM ciphertext (secrets.ts); '' when there is none. */
  passwordCipher: string;
  /** The database name; for SQLite, the file's path inside the data-source folder. */
  serviceName: string;
  dbSchema: string;
  tableSpace: string;
  sortCode: number;
  enabledMark: 0 | 1;
  description: string;
  creatorUserId: string | null;
  creatorTime: number;
  lastModifyTime: number | null;
}

export type DataSourceFields = Omit<DataSource, 'id' | 'creatorUserId' | 'creatorTime' | 'lastModifyTime'>;

interface Row {
  id: string;
  full_name: string;
  db_type: DbType;
  host: string;
  port: number | null;
  user_name: string;
  password_cipher: string;
  service_name: string;
  db_schema: string;
  table_space: string;
  sort_code: number;
  enabled_mark: 0 | 1;
  description: string;
  creator_user_id: string | null;
  creator_time: number;
  last_modify_time: number | null;
}

const COLUMNS = `id, full_name, db_type, host, port, user_name, password_cipher, service_name, db_schema, table_space, sort_code,
  enabled_mark, description, creator_user_id, creator_time, last_modify_time`;

const fromRow = (row: Row): DataSource => ({
  id: row.id,
  fullName: row.full_name,
  dbType: row.db_type,
  host: row.host,
  port: row.port,
  userName: row.user_name,
  passwordCipher: row.password_cipher,
  serviceName: row.service_name,
  dbSchema: row.db_schema,
  tableSpace: row.table_space,
  sortCode: row.sort_code,
  enabledMark: row.enabled_mark,
  description: row.description,
  creatorUserId: row.creator_user_id,
  creatorTime: row.creator_time,
  lastModifyTime: row.last_modify_time,
});

export function findDataSource(db: Db, id: string): DataSource | undefined {
  const row = db.prepare(`SELECT ${COLUMNS} FROM data_sources WHERE id = ?`).get(id) as Row | undefined;
  return row && fromRow(row);
}

export function nameTaken(db: Db, fullName: string, exceptId: string | null): boolean {
  return db.prepare('SELECT 1 FROM data_sources WHERE full_name = ? AND id <> ?').get(fullName, exceptId ?? '') !== undefined;
}

const like = (keyword: string): string => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function listDataSources(db: Db, query: { keyword: string; dbType: string; offset: number; limit: number }): { list: DataSource[]; total: number } {
  const conditions: string[] = [];
  const args: unknown[] = [];
  if (query.keyword) {
    conditions.push("(full_name LIKE ? ESCAPE '\\' OR host LIKE ? ESCAPE '\\' OR service_name LIKE ? ESCAPE '\\')");
    args.push(like(query.keyword), like(query.keyword), like(query.keyword));
  }
  if (query.dbType) {
    conditions.push('db_type = ?');
    args.push(query.dbType);
  }
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM data_sources ${where}`).get(...args) as { n: number }).n;
  const rows = db.prepare(`SELECT ${COLUMNS} FROM data_sources ${where} ORDER BY sort_code, creator_time DESC, id DESC LIMIT ? OFFSET ?`)
    .all(...args, query.limit, query.offset) as Row[];
  return { list: rows.map(fromRow), total };
}

export function enabledDataSources(db: Db): DataSource[] {
  return (db.prepare(`SELECT ${COLUMNS} FROM data_sources WHERE enabled_mark = 1 ORDER BY sort_code, creator_time DESC, id DESC`).all() as Row[]).map(fromRow);
}

export function insertDataSource(db: Db, id: string, fields: DataSourceFields, userId: string | null, now: number): void {
  db.prepare(`INSERT INTO data_sources (id, full_name, db_type, host, port, user_name, password_cipher, service_name, db_schema, table_space,
    sort_code, enabled_mark, description, creator_user_id, creator_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
    id, fields.fullName, fields.dbType, fields.host, fields.port, fields.userName, fields.passwordCipher, fields.serviceName, fields.dbSchema,
    fields.tableSpace, fields.sortCode, fields.enabledMark, fields.description, userId, now,
  );
}

export function updateDataSource(db: Db, id: string, fields: DataSourceFields, userId: string | null, now: number): void {
  db.prepare(`UPDATE data_sources SET full_name = ?, db_type = ?, host = ?, port = ?, user_name = ?, password_cipher = ?, service_name = ?,
    db_schema = ?, table_space = ?, sort_code = ?, enabled_mark = ?, description = ?, last_modify_user_id = ?, last_modify_time = ? WHERE id = ?`).run(
    fields.fullName, fields.dbType, fields.host, fields.port, fields.userName, fields.passwordCipher, fields.serviceName, fields.dbSchema,
    fields.tableSpace, fields.sortCode, fields.enabledMark, fields.description, userId, now, id,
  );
}

export function setDataSourceEnabled(db: Db, id: string, enabledMark: 0 | 1, userId: string | null, now: number): void {
  db.prepare('UPDATE data_sources SET enabled_mark = ?, last_modify_user_id = ?, last_modify_time = ? WHERE id = ?').run(enabledMark, userId, now, id);
}

/** The source and what 数据建模 recorded of it. */
export function deleteDataSource(db: Db, id: string): void {
  db.prepare('DELETE FROM data_model_comments WHERE link_id = ?').run(id);
  db.prepare('DELETE FROM data_model_tables WHERE link_id = ?').run(id);
  db.prepare('DELETE FROM data_sources WHERE id = ?').run(id);
}

// ---- 数据建模's registry: the tables made here, and comments.

export function isRegisteredTable(db: Db, linkId: string, table: string): boolean {
  return db.prepare('SELECT 1 FROM data_model_tables WHERE link_id = ? AND table_name = ?').get(linkId, table) !== undefined;
}

export function registeredTables(db: Db, linkId: string): string[] {
  return (db.prepare('SELECT table_name FROM data_model_tables WHERE link_id = ? ORDER BY table_name').all(linkId) as { table_name: string }[]).map((row) => row.table_name);
}

export function registerTable(db: Db, linkId: string, table: string, userId: string | null, now: number): void {
  db.prepare('INSERT OR IGNORE INTO data_model_tables (link_id, table_name, creator_user_id, creator_time) VALUES (?, ?, ?, ?)').run(linkId, table, userId, now);
}

export function unregisterTable(db: Db, linkId: string, table: string): void {
  db.prepare('DELETE FROM data_model_tables WHERE link_id = ? AND table_name = ?').run(linkId, table);
  db.prepare('DELETE FROM data_model_comments WHERE link_id = ? AND table_name = ?').run(linkId, table);
}

export function renameRegisteredTable(db: Db, linkId: string, from: string, to: string): void {
  db.prepare('UPDATE data_model_tables SET table_name = ? WHERE link_id = ? AND table_name = ?').run(to, linkId, from);
}

/** Comments of a table: '' is the table's own. */
export function commentsOf(db: Db, linkId: string, table: string): Map<string, string> {
  const rows = db.prepare('SELECT column_name, comment FROM data_model_comments WHERE link_id = ? AND table_name = ?').all(linkId, table) as { column_name: string; comment: string }[];
  return new Map(rows.map((row) => [row.column_name, row.comment]));
}

export function writeComments(db: Db, linkId: string, table: string, comments: ReadonlyMap<string, string>): void {
  db.prepare('DELETE FROM data_model_comments WHERE link_id = ? AND table_name = ?').run(linkId, table);
  const insert = db.prepare('INSERT INTO data_model_comments (link_id, table_name, column_name, comment) VALUES (?, ?, ?, ?)');
  for (const [column, comment] of comments) if (comment) insert.run(linkId, table, column, comment);
}
