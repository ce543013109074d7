import type { Db } from '../db/connection';

/** A stored file with where its bytes are. */
export interface StoredFile {
  id: string;
  ownerId: string;
  blobId: string;
  storageName: string;
  pathType: string;
  fileType: string;
  folder: string | null;
  name: string;
  extension: string;
  size: number;
  md5: string;
  contentType: string;
  createdAt: number;
}

export interface NewBlob {
  id: string;
  storageName: string;
  md5: string;
  size: number;
  contentType: string;
  createdAt: number;
}

export type NewFile = Omit<StoredFile, 'storageName'>;

interface FileRow {
  id: string;
  owner_id: string;
  blob_id: string;
  storage_name: string;
  path_type: string;
  file_type: string;
  folder: string | null;
  name: string;
  extension: string;
  size: number;
  md5: string;
  content_type: string;
  created_at: number;
}

const SELECT_FILE = `SELECT f.id, f.owner_id, f.blob_id, b.storage_name, f.path_type, f.file_type, f.folder, f.name, f.extension,
  f.size, f.md5, f.content_type, f.created_at
  FROM stored_file f JOIN file_blob b ON b.id = f.blob_id`;

const toFile = (row: FileRow): StoredFile => ({
  id: row.id,
  ownerId: row.owner_id,
  blobId: row.blob_id,
  storageName: row.storage_name,
  pathType: row.path_type,
  fileType: row.file_type,
  folder: row.folder,
  name: row.name,
  extension: row.extension,
  size: row.size,
  md5: row.md5,
  contentType: row.content_type,
  createdAt: row.created_at,
});

export function findFile(db: Db, id: string): StoredFile | undefined {
  const row = db.prepare(`${SELECT_FILE} WHERE f.id = ?`).get(id) as FileRow | undefined;
  return row && toFile(row);
}

/** One of the owner's files with these bytes (MD5 and size), newest first: the source of an instant upload. */
export function findOwnedByChecksum(db: Db, ownerId: string, md5: string, size: number, pathType?: string): StoredFile | undefined {
  const row = (pathType === undefined
    ? db.prepare(`${SELECT_FILE} WHERE f.owner_id = ? AND f.md5 = ? AND f.size = ? ORDER BY f.created_at DESC LIMIT 1`).get(ownerId, md5, size)
    : db.prepare(`${SELECT_FILE} WHERE f.owner_id = ? AND f.md5 = ? AND f.size = ? AND f.path_type = ? ORDER BY f.created_at DESC LIMIT 1`)
      .get(ownerId, md5, size, pathType)) as FileRow | undefined;
  return row && toFile(row);
}

export function insertBlob(db: Db, blob: NewBlob): void {
  db.prepare('INSERT INTO file_blob (id, storage_name, md5, size, content_type, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(blob.id, blob.storageName, blob.md5, blob.size, blob.contentType, blob.createdAt);
}

export function insertFile(db: Db, file: NewFile): void {
  db.prepare(`INSERT INTO stored_file (id, owner_id, blob_id, path_type, file_type, folder, name, extension, size, md5, content_type, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
    file.id, file.ownerId, file.blobId, file.pathType, file.fileType, file.folder, file.name, file.extension,
    file.size, file.md5, file.contentType, file.createdAt,
  );
}

export function isBlobKnown(db: Db, storageName: string): boolean {
  return db.prepare('SELECT 1 FROM file_blob WHERE storage_name = ?').get(storageName) !== undefined;
}

export function isAdministrator(db: Db, userId: string): boolean {
  const row = db.prepare('SELECT is_administrator FROM users WHERE id = ?').get(userId) as { is_administrator: number } | undefined;
  return row?.is_administrator === 1;
}

export interface PackItem {
  fileId: string;
  name: string;
}

export interface Pack {
  id: string;
  ownerId: string;
  downloadName: string;
  items: PackItem[];
  expiresAt: number;
}

export function insertPack(db: Db, pack: Pack, now: number): void {
  db.prepare('INSERT INTO file_pack (id, owner_id, download_name, items_json, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(pack.id, pack.ownerId, pack.downloadName, JSON.stringify(pack.items), now, pack.expiresAt);
}

export function findPack(db: Db, id: string, now: number): Pack | undefined {
  const row = db.prepare('SELECT id, owner_id, download_name, items_json, expires_at FROM file_pack WHERE id = ? AND expires_at > ?').get(id, now) as
    { id: string; owner_id: string; download_name: string; items_json: string; expires_at: number } | undefined;
  return row && { id: row.id, ownerId: row.owner_id, downloadName: row.download_name, items: JSON.parse(row.items_json) as PackItem[], expiresAt: row.expires_at };
}

export function deleteExpiredPacks(db: Db, now: number): number {
  return db.prepare('DELETE FROM file_pack WHERE expires_at <= ?').run(now).changes;
}
