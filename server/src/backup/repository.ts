import type { Db } from '../db/connection';

export type BackupKind = 'manual' | 'schedule' | 'safety';

export interface Backup {
  id: string;
  fileName: string;
  fileSize: number;
  kind: BackupKind;
  schemaVersion: number;
  description: string;
  creatorUserId: string | null;
  /** When the backup was complete: its cut-off (data written after it is not in it). */
  creatorTime: number;
}

interface BackupRow {
  id: string;
  file_name: string;
  file_size: number;
  kind: BackupKind;
  schema_version: number;
  description: string;
  creator_user_id: string | null;
  creator_time: number;
}

const COLUMNS = 'id, file_name, file_size, kind, schema_version, description, creator_user_id, creator_time';

const fromRow = (row: BackupRow): Backup => ({
  id: row.id,
  fileName: row.file_name,
  fileSize: row.file_size,
  kind: row.kind,
  schemaVersion: row.schema_version,
  description: row.description,
  creatorUserId: row.creator_user_id,
  creatorTime: row.creator_time,
});

export function insertBackup(db: Db, backup: Backup): void {
  db.prepare(`INSERT INTO data_backups (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`).run(
    backup.id, backup.fileName, backup.fileSize, backup.kind, backup.schemaVersion, backup.description, backup.creatorUserId, backup.creatorTime,
  );
}

export function findBackup(db: Db, id: string): Backup | undefined {
  const row = db.prepare(`SELECT ${COLUMNS} FROM data_backups WHERE id = ?`).get(id) as BackupRow | undefined;
  return row && fromRow(row);
}

export function deleteBackupRow(db: Db, id: string): void {
  db.prepare('DELETE FROM data_backups WHERE id = ?').run(id);
}

/** Newest first; the keyword matches the file name or the note. */
export function listBackups(db: Db, query: { keyword: string; offset: number; limit: number }): { list: Backup[]; total: number } {
  const where = query.keyword ? 'WHERE file_name LIKE ? ESCAPE \'\\\' OR description LIKE ? ESCAPE \'\\\'' : '';
  const like = `%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const args = query.keyword ? [like, like] : [];
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM data_backups ${where}`).get(...args) as { n: number }).n;
  const rows = db.prepare(`SELECT ${COLUMNS} FROM data_backups ${where} ORDER BY creator_time DESC, id DESC LIMIT ? OFFSET ?`)
    .all(...args, query.limit, query.offset) as BackupRow[];
  return { list: rows.map(fromRow), total };
}

/** Scheduled backups beyond the newest `keep` (oldest first), for the task's pruning. */
export function scheduledBeyond(db: Db, keep: number): Backup[] {
  const rows = db.prepare(`SELECT ${COLUMNS} FROM data_backups WHERE kind = 'schedule' ORDER BY creator_time DESC, id DESC`).all() as BackupRow[];
  return rows.slice(keep).map(fromRow);
}
