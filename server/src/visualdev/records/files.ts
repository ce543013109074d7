import { isAllowed } from '../../auth/permissions';
import type { Db } from '../../db/connection';
import type { CompiledModel } from '../model';
import type { CheckedRecord } from './validate';

/**
 * Which records of which module hold which stored files (upload fields), so the files of a record
 * are readable by whoever may open the module's page. Written in the save's transaction.
 */

/** The file ids a checked record holds in its upload fields, its sub-table rows included. */
export function recordFileIds(model: CompiledModel, record: CheckedRecord): Set<string> {
  const ids = new Set<string>();
  const collect = (value: unknown) => {
    if (!Array.isArray(value)) return;
    for (const item of value) if (typeof item === 'object' && item !== null && typeof (item as { fileId?: unknown }).fileId === 'string') ids.add((item as { fileId: string }).fileId);
  };
  for (const field of model.main.fields) if (field.upload) collect(record.main[field.vModel]);
  for (const [child, rows] of record.children) for (const field of child.fields) if (field.upload) for (const row of rows) collect(row.values[field.vModel]);
  return ids;
}

export function linkRecordFiles(db: Db, moduleId: string, recordId: string, fileIds: ReadonlySet<string>): void {
  db.prepare('DELETE FROM visualdev_record_files WHERE visualdev_id = ? AND record_id = ?').run(moduleId, recordId);
  const insert = db.prepare('INSERT INTO visualdev_record_files (visualdev_id, record_id, file_id) VALUES (?, ?, ?)');
  for (const fileId of fileIds) insert.run(moduleId, recordId, fileId);
}

export function unlinkRecordFiles(db: Db, moduleId: string, recordIds: readonly string[]): void {
  const remove = db.prepare('DELETE FROM visualdev_record_files WHERE visualdev_id = ? AND record_id = ?');
  for (const recordId of recordIds) remove.run(moduleId, recordId);
}

/**
 * The file-read rule of designed modules: a user who may open the page (menu) of a module one of
 * whose records holds the file may read it. (Administrators read every file already.)
 */
export function recordFileReadable(db: Db, fileId: string, userId: string): boolean {
  const pages = db
    .prepare(`SELECT DISTINCT m.en_code AS code FROM visualdev_record_files f
      JOIN visualdev v ON v.id = f.visualdev_id JOIN modules m ON m.id = v.menu_id
      WHERE f.file_id = ?`)
    .all(fileId) as { code: string | null }[];
  return pages.some((page) => page.code !== null && isAllowed(db, { userId, isAdministrator: false }, page.code));
}
