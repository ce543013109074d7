import { randomBytes } from 'node:crypto';
import { setImmediate as yieldToRequests, setTimeout as pause } from 'node:timers/promises';
import type { Db } from '../db/connection';
import { ApiError, badRequest } from '../plugins/errors';
import type { Lang } from '../i18n/messages';
import { quoteName } from './identifiers';
import { changeWithRecord, createTableSql, fieldsOf, requireTable, type FieldDef } from './model';
import { commentsOf, registerTable, writeComments } from './repository';
import type { SourceHandle } from './sources';

/** Spec §9: the client waits 100 s for a data sync; the server gives up earlier so its report still arrives. */
export const SYNC_CLIENT_TIMEOUT_MS = 100_000;
export const SYNC_DEADLINE_MS = 90_000;
export const SYNC_BATCH_ROWS = 500;

export type SyncMode = 'create' | 'replace' | 'append';

export interface SyncProgress {
  fromLinkId: string;
  toLinkId: string;
  table: string;
  targetTable: string;
  total: number;
  copied: number;
  startedAt: number;
}

export interface SyncReport {
  success: boolean;
  table: string;
  targetTable: string;
  mode: SyncMode;
  total: number;
  /** Rows written to the target (0 when the sync failed: the target is left as it was). */
  copied: number;
  durationMs: number;
  errors: string[];
  warnings: string[];
}

export interface SyncRequest {
  from: SourceHandle;
  to: SourceHandle;
  table: string;
  targetTable: string;
  /** What to do with a target that exists; null: refuse (never drop without confirmation). */
  existing: 'replace' | 'append' | null;
  userId: string | null;
  lang: Lang;
}

/**
 * 数据同步 (issue 16 item 10): copies a table from one source to another. Rows go in batches, each
 * batch in its own transaction, into a staging table of the target, with the event loop free between
 * batches; only at the end, in one transaction, does the staging table become the target (create,
 * replace) or get appended to it. A failure or the deadline drops the staging table: the target is
 * exactly as it was. One sync runs at a time; its progress is polled.
 */
export class DataSync {
  deadlineMs = SYNC_DEADLINE_MS;
  batchRows = SYNC_BATCH_ROWS;
  /** A pause between batches (0: only a yield to other requests); tests slow a sync down to watch its progress. */
  batchPauseMs = 0;
  private current: SyncProgress | null = null;

  constructor(private readonly registry: Db, private readonly now: () => number = Date.now) {}

  progress(): SyncProgress | null {
    return this.current && { ...this.current };
  }

  /** The checks before any work: the tables reachable, not the same, a confirmed existing target. */
  plan(request: Omit<SyncRequest, 'userId' | 'lang'>): { table: string; mode: SyncMode; fields: FieldDef[]; total: number } {
    const table = requireTable(request.from, request.table);
    if (request.from.linkId === request.to.linkId && table.toLowerCase() === request.targetTable.toLowerCase()) throw badRequest('syncSameTable');
    const exists = request.to.db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ? COLLATE NOCASE").get(request.targetTable) !== undefined;
    if (exists) {
      requireTable(request.to, request.targetTable);
      if (!request.existing) throw badRequest('syncTargetExists', { name: request.targetTable });
    }
    const total = (request.from.db.prepare(`SELECT COUNT(*) AS n FROM ${quoteName(table)}`).get() as { n: number }).n;
    return { table, mode: exists ? (request.existing ?? 'replace') : 'create', fields: fieldsOf(request.from, this.registry, table), total };
  }

  async run(request: SyncRequest): Promise<SyncReport> {
    if (this.current) throw badRequest('syncRunning');
    const plan = this.plan(request);
    const started = this.now();
    const { from, to } = request;
    const targetTable = plan.mode === 'create' ? request.targetTable
      : (to.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = ? COLLATE NOCASE").get(request.targetTable) as { name: string }).name;
    this.current = { fromLinkId: from.linkId, toLinkId: to.linkId, table: plan.table, targetTable, total: plan.total, copied: 0, startedAt: started };
    const staging = `atrium_sync_${randomBytes(6).toString('hex')}`;
    const warnings: string[] = [];
    const report = (success: boolean, copied: number, errors: string[]): SyncReport => ({
      success, table: plan.table, targetTable, mode: plan.mode, total: plan.total, copied, durationMs: this.now() - started, errors, warnings,
    });
    try {
      // The columns written: all of the source's, or on append those the target has too.
      let columns = plan.fields.map((field) => field.field);
      if (plan.mode === 'append') {
        const targetColumns = new Map(fieldsOf(to, this.registry, targetTable).map((field) => [field.field.toLowerCase(), field.field]));
        const skipped = columns.filter((name) => !targetColumns.has(name.toLowerCase()));
        columns = columns.filter((name) => targetColumns.has(name.toLowerCase()));
        if (columns.length === 0) throw badRequest('syncNoCommonColumns', { name: targetTable });
        if (skipped.length) warnings.push(new ApiError(200, 'syncSkippedColumns', { names: skipped.join(', ').slice(0, 300) }).localise(request.lang));
        // Loose staging (no keys, no NOT NULL): the target's own constraints judge the rows at the end.
        to.db.exec(`CREATE TABLE ${quoteName(staging)} (${columns.map(quoteName).join(', ')})`);
      } else {
        to.db.exec(createTableSql(staging, plan.fields));
      }
      const list = columns.map(quoteName).join(', ');
      const insert = to.db.prepare(`INSERT INTO ${quoteName(staging)} (${list}) VALUES (${columns.map(() => '?').join(', ')})`);
      const read = from.db.prepare(`SELECT ${list} FROM ${quoteName(plan.table)} LIMIT ? OFFSET ?`).raw(true);
      const writeBatch = to.db.transaction((rows: unknown[][]) => {
        for (const row of rows) insert.run(...row);
      });
      let offset = 0;
      for (;;) {
        const rows = read.all(this.batchRows, offset) as unknown[][];
        if (rows.length === 0) break;
        writeBatch(rows);
        offset += rows.length;
        this.current.copied = offset;
        if (this.now() - started >= this.deadlineMs) throw new ApiError(400, 'syncTimeout', { seconds: Math.round(this.deadlineMs / 1000) });
        if (this.batchPauseMs > 0) await pause(this.batchPauseMs);
        else await yieldToRequests();
      }
      const swap = () => {
        if (plan.mode === 'append') {
          to.db.exec(`INSERT INTO ${quoteName(targetTable)} (${list}) SELECT ${list} FROM ${quoteName(staging)}`);
          to.db.exec(`DROP TABLE ${quoteName(staging)}`);
        } else {
          if (plan.mode === 'replace') to.db.exec(`DROP TABLE ${quoteName(targetTable)}`);
          to.db.exec(`ALTER TABLE ${quoteName(staging)} RENAME TO ${quoteName(targetTable)}`);
        }
      };
      const record = () => {
        registerTable(this.registry, to.linkId, targetTable, request.userId, this.now());
        if (plan.mode !== 'append') writeComments(this.registry, to.linkId, targetTable, commentsOf(this.registry, from.linkId, plan.table));
      };
      changeWithRecord(to, this.registry, swap, record);
      return report(true, offset, []);
    } catch (error) {
      try {
        to.db.exec(`DROP TABLE IF EXISTS ${quoteName(staging)}`);
      } catch {
        // The staging table is named atrium_sync_*: never listed, never reachable through 数据建模.
      }
      const reason = error instanceof ApiError ? error.localise(request.lang)
        : new ApiError(400, 'syncFailed', { reason: (error instanceof Error ? error.message : String(error)).slice(0, 200) }).localise(request.lang);
      return report(false, 0, [reason]);
    } finally {
      this.current = null;
    }
  }
}
