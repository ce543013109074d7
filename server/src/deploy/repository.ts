import type { Db } from '../db/connection';
import { newId } from '../db/ids';
import type { Change } from './import-map';

export type DeploySource = 'api' | 'cli' | 'file' | 'rollback' | 'build';

export interface Revision {
  version: number;
  createdAt: number;
  author: string;
  source: DeploySource;
  mapJson: string;
  changes: Change[];
  note: string | null;
}

/** A changed module with what validation measured (null when it was not measured: a build's first map). */
export interface MeasuredChange extends Change {
  size: number | null;
  integrity: string | null;
}

export interface Attempt {
  at: number;
  author: string;
  source: DeploySource;
  module: string | null;
  fromUrl: string | null;
  url: string | null;
  outcome: 'applied' | 'refused';
  check: string | null;
  message: string;
  version: number | null;
}

interface RevisionRow {
  version: number;
  created_at: number;
  author: string;
  source: DeploySource;
  map_json: string;
  changes_json: string;
  note: string | null;
}

const toRevision = (row: RevisionRow): Revision => ({
  version: row.version,
  createdAt: row.created_at,
  author: row.author,
  source: row.source,
  mapJson: row.map_json,
  changes: JSON.parse(row.changes_json) as Change[],
  note: row.note,
});

const REVISION_COLUMNS = 'version, created_at, author, source, map_json, changes_json, note';

export function latestRevision(db: Db): Revision | null {
  const row = db.prepare(`SELECT ${REVISION_COLUMNS} FROM deploy_revision ORDER BY version DESC LIMIT 1`).get() as RevisionRow | undefined;
  return row ? toRevision(row) : null;
}

export function latestVersion(db: Db): number {
  const row = db.prepare('SELECT MAX(version) AS version FROM deploy_revision').get() as { version: number | null };
  return row.version ?? 0;
}

export function revisionAt(db: Db, version: number): Revision | null {
  const row = db.prepare(`SELECT ${REVISION_COLUMNS} FROM deploy_revision WHERE version = ?`).get(version) as RevisionRow | undefined;
  return row ? toRevision(row) : null;
}

/** Inserts a revision and its changes; the caller holds the transaction that checked the version. */
export function insertRevision(db: Db, revision: Omit<Revision, 'changes'> & { changes: MeasuredChange[] }): void {
  const changes = revision.changes.map(({ module, from, to }) => ({ module, from, to }));
  db.prepare(`INSERT INTO deploy_revision (${REVISION_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)`).run(
    revision.version, revision.createdAt, revision.author, revision.source, revision.mapJson, JSON.stringify(changes), revision.note,
  );
  const insert = db.prepare('INSERT INTO deploy_change (version, module, from_url, to_url, size, integrity) VALUES (?, ?, ?, ?, ?, ?)');
  for (const change of revision.changes) insert.run(revision.version, change.module, change.from, change.to, change.size, change.integrity);
}

export function insertAttempt(db: Db, attempt: Attempt): void {
  db.prepare(`INSERT INTO deploy_attempt (id, at, author, source, module, from_url, url, outcome, check_name, message, version)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
    newId(attempt.at), attempt.at, attempt.author, attempt.source, attempt.module, attempt.fromUrl, attempt.url,
    attempt.outcome, attempt.check, attempt.message, attempt.version,
  );
}

interface AttemptRow {
  at: number;
  author: string;
  source: DeploySource;
  module: string | null;
  from_url: string | null;
  url: string | null;
  outcome: 'applied' | 'refused';
  check_name: string | null;
  message: string;
  version: number | null;
}

export function lastAttempt(db: Db): Attempt | null {
  const row = db.prepare(`SELECT at, author, source, module, from_url, url, outcome, check_name, message, version
    FROM deploy_attempt ORDER BY at DESC, id DESC LIMIT 1`).get() as AttemptRow | undefined;
  if (!row) return null;
  return {
    at: row.at, author: row.author, source: row.source, module: row.module, fromUrl: row.from_url, url: row.url,
    outcome: row.outcome, check: row.check_name, message: row.message, version: row.version,
  };
}

/** Revisions newest first, optionally only those that changed one module, with the total. */
export function listRevisions(db: Db, options: { module: string | null; offset: number; limit: number }): { list: Revision[]; total: number } {
  const where = options.module === null ? '' : 'WHERE version IN (SELECT version FROM deploy_change WHERE module = ?)';
  const params = options.module === null ? [] : [options.module];
  const total = (db.prepare(`SELECT COUNT(*) AS total FROM deploy_revision ${where}`).get(...params) as { total: number }).total;
  const rows = db.prepare(`SELECT ${REVISION_COLUMNS} FROM deploy_revision ${where} ORDER BY version DESC LIMIT ? OFFSET ?`)
    .all(...params, options.limit, options.offset) as RevisionRow[];
  return { list: rows.map(toRevision), total };
}

export interface LastDeploy {
  module: string;
  version: number;
  deployedAt: number;
  author: string;
  size: number | null;
  integrity: string | null;
}

/** For every module, the revision that last changed it (what it runs now, who put it there and when). */
export function lastDeploys(db: Db): Map<string, LastDeploy> {
  const rows = db.prepare(`SELECT c.module, c.version, r.created_at, r.author, c.size, c.integrity
    FROM deploy_change c JOIN deploy_revision r ON r.version = c.version
    WHERE c.version = (SELECT MAX(c2.version) FROM deploy_change c2 WHERE c2.module = c.module)`).all() as
    Array<{ module: string; version: number; created_at: number; author: string; size: number | null; integrity: string | null }>;
  return new Map(rows.map((row) => [row.module, {
    module: row.module, version: row.version, deployedAt: row.created_at, author: row.author, size: row.size, integrity: row.integrity,
  }]));
}
