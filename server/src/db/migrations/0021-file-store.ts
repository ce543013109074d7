/**
 * Issue 14: the file store behind chunked uploads, previews and pack downloads.
 * - file_blob: one stored file on disk, under a generated name (storage_name); several uploads of
 *   the same bytes by one user share a blob (instant upload by MD5 and size).
 * - stored_file: what a user uploaded: the owner, the upload's pathType and type, the cleaned
 *   original name and what the server found out about the bytes (size, MD5, sniffed content type).
 *   The id is the fileId every other feature keeps.
 * - file_pack: a pack download prepared by POST /api/file/PackDownload: the files (already checked
 *   readable by the owner) and when its link stops working.
 * Partial uploads are not rows: they live as files in the upload folder until merged or swept.
 */
export const sql = `
CREATE TABLE file_blob (
  id TEXT PRIMARY KEY,
  storage_name TEXT NOT NULL UNIQUE,
  md5 TEXT NOT NULL,
  size INTEGER NOT NULL CHECK (size >= 0),
  content_type TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE stored_file (
  id TEXT PRIMARY KEY,
  owner_id TEXT NOT NULL,
  blob_id TEXT NOT NULL REFERENCES file_blob(id),
  path_type TEXT NOT NULL,
  file_type TEXT NOT NULL,
  folder TEXT,
  name TEXT NOT NULL,
  extension TEXT NOT NULL,
  size INTEGER NOT NULL CHECK (size >= 0),
  md5 TEXT NOT NULL,
  content_type TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX stored_file_owner_md5 ON stored_file (owner_id, md5, size);
CREATE INDEX stored_file_blob ON stored_file (blob_id);

CREATE TABLE file_pack (
  id TEXT PRIMARY KEY,
  owner_id TEXT NOT NULL,
  download_name TEXT NOT NULL,
  items_json TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX file_pack_expires ON file_pack (expires_at);
`;
