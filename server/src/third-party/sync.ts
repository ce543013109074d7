import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection';
import { newId } from '../db/ids';
import { ThirdPartyError, type ThirdCredentials, type ThirdDirectory, type ThirdType } from './directory';

/** JNPF's dataType of SynThirdInfo: 1 organisations, 2 users. */
export type SyncDataType = 1 | 2;

/** Spec section 9: the client waits 100 s for a synchronisation; the server stops a little earlier and says what is left. */
export const SYNC_DEADLINE_MS = 95_000;
/** Progress goes to the socket at most this often (and once at the end). */
const PROGRESS_EVERY_MS = 200;

export interface SyncTotal {
  synType: SyncDataType;
  recordTotal: number;
  synSuccessCount: number;
  synFailCount: number;
  unSynCount: number;
  synDate: number | null;
}

interface OrgRow { id: string; parentId: string; name: string; sortCode: number }
interface UserRow { id: string; account: string; name: string; mobile: string; email: string; organizeId: string | null }

function organizations(db: Db): OrgRow[] {
  const rows = db.prepare(`SELECT id, parent_id AS parentId, full_name AS name, sort_code AS sortCode FROM organizations
    WHERE enabled_mark = 1 ORDER BY sort_code, id`).all() as OrgRow[];
  // Parents before children: a provider refuses a department under a parent it does not know yet.
  const known = new Set(rows.map((row) => row.id));
  const ordered: OrgRow[] = [];
  const placed = new Set<string>();
  const visit = (parent: string | null) => {
    for (const row of rows) {
      const top = !known.has(row.parentId);
      if (placed.has(row.id) || (parent === null ? !top : row.parentId !== parent)) continue;
      placed.add(row.id);
      ordered.push(row);
      visit(row.id);
    }
  };
  visit(null);
  return ordered;
}

function users(db: Db): UserRow[] {
  return db.prepare(`SELECT id, account, real_name AS name, mobile_phone AS mobile, email, organize_id AS organizeId FROM users
    WHERE enabled_mark = 1 ORDER BY sort_code, account`).all() as UserRow[];
}

function thirdIdOf(db: Db, type: ThirdType, dataType: SyncDataType, sysId: string): string | null {
  const row = db.prepare('SELECT third_obj_id AS thirdId FROM third_sync_records WHERE third_type = ? AND data_type = ? AND sys_obj_id = ? AND syn_state = 1')
    .get(type, dataType, sysId) as { thirdId: string } | undefined;
  return row?.thirdId ?? null;
}

function record(db: Db, type: ThirdType, dataType: SyncDataType, sysId: string, outcome: { thirdId: string } | { failure: string }, now: number): void {
  const ok = 'thirdId' in outcome;
  db.prepare(`INSERT INTO third_sync_records (id, third_type, data_type, sys_obj_id, third_obj_id, syn_state, description, last_modify_time)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (third_type, data_type, sys_obj_id) DO UPDATE SET third_obj_id = CASE WHEN excluded.syn_state = 1 THEN excluded.third_obj_id ELSE third_sync_records.third_obj_id END,
      syn_state = excluded.syn_state, description = excluded.description, last_modify_time = excluded.last_modify_time`)
    .run(newId(now), type, dataType, sysId, ok ? outcome.thirdId : '', ok ? 1 : 2, ok ? '' : outcome.failure, now);
}

/** getSynThirdTotal: per data type, how many exist here and what the last synchronisation did with them. */
export function syncTotals(db: Db, type: ThirdType): SyncTotal[] {
  const total = (dataType: SyncDataType): SyncTotal => {
    const table = dataType === 1 ? 'organizations' : 'users';
    const recordTotal = (db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE enabled_mark = 1`).get() as { n: number }).n;
    const counts = db.prepare(`SELECT r.syn_state AS state, COUNT(*) AS n, MAX(r.last_modify_time) AS last FROM third_sync_records r
      JOIN ${table} t ON t.id = r.sys_obj_id AND t.enabled_mark = 1
      WHERE r.third_type = ? AND r.data_type = ? GROUP BY r.syn_state`).all(type, dataType) as { state: number; n: number; last: number }[];
    const success = counts.find((row) => row.state === 1)?.n ?? 0;
    const failed = counts.find((row) => row.state === 2)?.n ?? 0;
    const last = counts.reduce<number | null>((latest, row) => (latest === null || row.last > latest ? row.last : latest), null);
    return { synType: dataType, recordTotal, synSuccessCount: success, synFailCount: failed, unSynCount: Math.max(0, recordTotal - success - failed), synDate: last };
  };
  return [total(1), total(2)];
}

export interface SyncRun {
  type: ThirdType;
  dataType: SyncDataType;
  credentials: ThirdCredentials;
  /** Who started it: progress goes to their sockets. */
  userId: string;
}

export interface SyncOutcome {
  total: number;
  success: number;
  failed: number;
  /** Not reached before the deadline. */
  skipped: number;
}

const running = new Set<string>();

export const isSyncRunning = (type: ThirdType, dataType: SyncDataType): boolean => running.has(`${type}:${dataType}`);

/**
 * Pushes every enabled organisation (parents first) or user to the provider, one by one, and keeps
 * what happened to each; progress goes to the starting administrator's sockets. One run per
 * provider and data type at a time (the caller checks isSyncRunning first).
 */
export async function runSync(app: FastifyInstance, directory: ThirdDirectory, run: SyncRun): Promise<SyncOutcome> {
  const key = `${run.type}:${run.dataType}`;
  running.add(key);
  try {
    const token = await directory.connect(run.type, { id: run.credentials.id, secret: run.credentials.secret });
    const started = app.clock();
    const items = run.dataType === 1 ? organizations(app.db) : users(app.db);
    const outcome: SyncOutcome = { total: items.length, success: 0, failed: 0, skipped: 0 };
    let lastPush = 0;
    const push = (done: number, force = false) => {
      const now = Date.now();
      if (!force && now - lastPush < PROGRESS_EVERY_MS) return;
      lastPush = now;
      app.hub.pushToUser(run.userId, { method: 'synThirdProgress', thirdType: run.type, dataType: run.dataType, done, total: items.length });
    };
    push(0, true);
    for (const [index, item] of items.entries()) {
      if (app.clock() - started > SYNC_DEADLINE_MS) {
        outcome.skipped = items.length - index;
        break;
      }
      let result: { thirdId: string } | { failure: string };
      try {
        const thirdId = run.dataType === 1
          ? await directory.upsertDepartment(run.type, token, {
            sysId: item.id,
            thirdId: thirdIdOf(app.db, run.type, 1, item.id),
            name: (item as OrgRow).name,
            parentThirdId: thirdIdOf(app.db, run.type, 1, (item as OrgRow).parentId),
            order: (item as OrgRow).sortCode,
          })
          : await directory.upsertUser(run.type, token, {
            sysId: item.id,
            thirdId: thirdIdOf(app.db, run.type, 2, item.id),
            account: (item as UserRow).account,
            name: (item as UserRow).name,
            mobile: (item as UserRow).mobile,
            email: (item as UserRow).email,
            departmentThirdId: (item as UserRow).organizeId ? thirdIdOf(app.db, run.type, 1, (item as UserRow).organizeId as string) : null,
          });
        result = { thirdId };
        outcome.success += 1;
      } catch (error) {
        if (!(error instanceof ThirdPartyError)) throw error;
        result = { failure: error.failure };
        outcome.failed += 1;
      }
      app.db.transaction(() => record(app.db, run.type, run.dataType, item.id, result, app.clock()))();
      push(index + 1);
    }
    push(items.length - outcome.skipped, true);
    return outcome;
  } finally {
    running.delete(key);
  }
}
