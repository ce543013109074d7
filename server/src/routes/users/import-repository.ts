// SQL of the user import: uploaded files and the name → id lookups of imported rows.
import type { Db } from '../../db/connection';

/** Uploads older than this are dropped at the next upload. */
export const UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

export function storeUpload(db: Db, upload: { name: string; userId: string; module: string; content: Buffer; now: number }): void {
  db.transaction(() => {
    db.prepare('DELETE FROM import_uploads WHERE created_at <= ?').run(upload.now - UPLOAD_TTL_MS);
    db.prepare('INSERT INTO import_uploads (name, user_id, module, content, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(upload.name, upload.userId, upload.module, upload.content, upload.now);
  })();
}

/** Only the uploader reads their file back. */
export function readUpload(db: Db, name: string, userId: string, module: string, now: number): Buffer | undefined {
  const row = db.prepare('SELECT content FROM import_uploads WHERE name = ? AND user_id = ? AND module = ? AND created_at > ?')
    .get(name, userId, module, now - UPLOAD_TTL_MS) as { content: Buffer } | undefined;
  return row?.content;
}

export interface NameIndex {
  /** Organisation id by its root-first path of names joined with '/', and by its name when that is unique. */
  organizations: Map<string, string | null>;
  organizationPaths: string[];
  positions: Map<string, string | null>;
  roles: Map<string, string | null>;
}

/** A name seen twice maps to null: ambiguous names are refused rather than guessed. */
function addName(map: Map<string, string | null>, name: string, id: string): void {
  map.set(name, map.has(name) && map.get(name) !== id ? null : id);
}

export function nameIndex(db: Db): NameIndex {
  const orgs = db.prepare(`WITH RECURSIVE tree(id, path) AS (
      SELECT id, full_name FROM organizations WHERE parent_id = '-1'
      UNION ALL SELECT o.id, tree.path || '/' || o.full_name FROM organizations o JOIN tree ON o.parent_id = tree.id)
    SELECT t.id, t.path, o.full_name AS name FROM tree t JOIN organizations o ON o.id = t.id ORDER BY t.path`).all() as { id: string; path: string; name: string }[];
  const organizations = new Map<string, string | null>();
  for (const org of orgs) addName(organizations, org.name, org.id);
  for (const org of orgs) organizations.set(org.path, org.id);
  const positions = new Map<string, string | null>();
  for (const row of db.prepare('SELECT id, full_name AS name FROM positions').all() as { id: string; name: string }[]) addName(positions, row.name, row.id);
  const roles = new Map<string, string | null>();
  for (const row of db.prepare('SELECT id, full_name AS name FROM roles').all() as { id: string; name: string }[]) addName(roles, row.name, row.id);
  return { organizations, organizationPaths: orgs.map((org) => org.path), positions, roles };
}

export function userIdByAccount(db: Db, account: string): string | undefined {
  return (db.prepare('SELECT id FROM users WHERE account = ?').get(account) as { id: string } | undefined)?.id;
}

/** Imported accounts have no usable password until an administrator resets one (no default password exists). */
export const NO_PASSWORD = '!';
