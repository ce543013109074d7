import type { Db } from '../db/connection';

export interface InterfaceApp {
  id: string;
  appId: string;
  appName: string;
  secretHash: string;
  /** Addresses and IPv4/IPv6 subnets, one per line; empty: any address. */
  whitelistIp: string;
  /** Expiry (ms); null: never. */
  expiresAt: number | null;
  enabledMark: 0 | 1;
  usageCount: number;
  lastUsedTime: number | null;
  description: string;
  creatorUserId: string | null;
  creatorTime: number;
  lastModifyTime: number | null;
  dataInterfaceIds: string[];
}

export interface InterfaceAppFields {
  appName: string;
  whitelistIp: string;
  expiresAt: number | null;
  enabledMark: 0 | 1;
  description: string;
  dataInterfaceIds: string[];
}

interface Row {
  id: string;
  app_id: string;
  app_name: string;
  secret_hash: string;
  whitelist_ip: string;
  expires_at: number | null;
  enabled_mark: 0 | 1;
  usage_count: number;
  last_used_time: number | null;
  description: string;
  creator_user_id: string | null;
  creator_time: number;
  last_modify_time: number | null;
}

const COLUMNS = `id, app_id, app_name, secret_hash, whitelist_ip, expires_at, enabled_mark, usage_count, last_used_time, description,
  creator_user_id, creator_time, last_modify_time`;

function grantsOf(db: Db, ids: string[]): Map<string, string[]> {
  const map = new Map<string, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return map;
  const rows = db.prepare(`SELECT oauth_id, interface_id FROM interface_oauth_grants WHERE oauth_id IN (${ids.map(() => '?').join(', ')}) ORDER BY interface_id`)
    .all(...ids) as { oauth_id: string; interface_id: string }[];
  for (const row of rows) map.get(row.oauth_id)?.push(row.interface_id);
  return map;
}

function fromRows(db: Db, rows: Row[]): InterfaceApp[] {
  const grants = grantsOf(db, rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    appId: row.app_id,
    appName: row.app_name,
    secretHash: row.secret_hash,
    whitelistIp: row.whitelist_ip,
    expiresAt: row.expires_at,
    enabledMark: row.enabled_mark,
    usageCount: row.usage_count,
    lastUsedTime: row.last_used_time,
    description: row.description,
    creatorUserId: row.creator_user_id,
    creatorTime: row.creator_time,
    lastModifyTime: row.last_modify_time,
    dataInterfaceIds: grants.get(row.id) ?? [],
  }));
}

export function findApp(db: Db, id: string): InterfaceApp | undefined {
  return fromRows(db, db.prepare(`SELECT ${COLUMNS} FROM interface_oauth WHERE id = ?`).all(id) as Row[])[0];
}

export function findAppByAppId(db: Db, appId: string): InterfaceApp | undefined {
  return fromRows(db, db.prepare(`SELECT ${COLUMNS} FROM interface_oauth WHERE app_id = ?`).all(appId) as Row[])[0];
}

export function listApps(db: Db, query: { keyword: string; offset: number; limit: number }): { list: InterfaceApp[]; total: number } {
  const where = query.keyword ? "WHERE app_name LIKE ? ESCAPE '\\' OR app_id LIKE ? ESCAPE '\\'" : '';
  const like = `%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const args = query.keyword ? [like, like] : [];
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM interface_oauth ${where}`).get(...args) as { n: number }).n;
  const rows = db.prepare(`SELECT ${COLUMNS} FROM interface_oauth ${where} ORDER BY creator_time DESC, id DESC LIMIT ? OFFSET ?`)
    .all(...args, query.limit, query.offset) as Row[];
  return { list: fromRows(db, rows), total };
}

function writeGrants(db: Db, id: string, interfaceIds: readonly string[]): void {
  db.prepare('DELETE FROM interface_oauth_grants WHERE oauth_id = ?').run(id);
  const insert = db.prepare('INSERT INTO interface_oauth_grants (oauth_id, interface_id) VALUES (?, ?)');
  for (const interfaceId of new Set(interfaceIds)) insert.run(id, interfaceId);
}

export function insertApp(db: Db, app: { id: string; appId: string; secretHash: string; userId: string | null; now: number }, fields: InterfaceAppFields): void {
  db.prepare(`INSERT INTO interface_oauth (id, app_id, app_name, secret_hash, whitelist_ip, expires_at, enabled_mark, description, creator_user_id, creator_time)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
    app.id, app.appId, fields.appName, app.secretHash, fields.whitelistIp, fields.expiresAt, fields.enabledMark, fields.description, app.userId, app.now,
  );
  writeGrants(db, app.id, fields.dataInterfaceIds);
}

export function updateApp(db: Db, id: string, fields: InterfaceAppFields, userId: string | null, now: number): void {
  db.prepare(`UPDATE interface_oauth SET app_name = ?, whitelist_ip = ?, expires_at = ?, enabled_mark = ?, description = ?,
    last_modify_user_id = ?, last_modify_time = ? WHERE id = ?`).run(
    fields.appName, fields.whitelistIp, fields.expiresAt, fields.enabledMark, fields.description, userId, now, id,
  );
  writeGrants(db, id, fields.dataInterfaceIds);
}

export function setSecretHash(db: Db, id: string, secretHash: string, userId: string | null, now: number): void {
  db.prepare('UPDATE interface_oauth SET secret_hash = ?, last_modify_user_id = ?, last_modify_time = ? WHERE id = ?').run(secretHash, userId, now, id);
}

export function deleteApp(db: Db, id: string): void {
  db.prepare('DELETE FROM interface_oauth WHERE id = ?').run(id);
}

export function recordUse(db: Db, id: string, now: number): void {
  db.prepare('UPDATE interface_oauth SET usage_count = usage_count + 1, last_used_time = ? WHERE id = ?').run(now, id);
}

export function interfaceExists(db: Db, id: string): boolean {
  return db.prepare('SELECT 1 FROM data_interfaces WHERE id = ?').get(id) !== undefined;
}
