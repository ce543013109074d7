import { isCheckpointing } from '../db/checkpointer';
import type { Db } from '../db/connection';
import { LogCategory, type LogLevel } from './categories';
import { gramsText } from './grams';

/** One entry to write; `at` in ms. */
export interface LogEntry {
  category: LogCategory;
  at: number;
  userId: string | null;
  userName: string;
  ip: string;
  method: string;
  path: string;
  module: string;
  recordId: string;
  code: number;
  level: LogLevel;
  durationMs: number;
  userAgent: string;
  summary: string;
}

/** Request logs older than this are dropped (the profile page shows recent activity); other categories stay until deleted. */
export const REQUEST_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
/** Pruning runs once per this many recorded entries, not on every one. */
const PRUNE_EVERY = 500;
/**
 * Rows are written in batches, one transaction per FLUSH_MS or FLUSH_ROWS: a commit per request
 * costs more than many requests themselves (the keyword-list budget is 1,000 requests a second).
 * A crash loses at most the last FLUSH_MS of log, never data.
 */
const FLUSH_MS = 50;
const FLUSH_ROWS = 500;
/**
 * A background write gives the event loop back after this long and goes on in the next turn: an
 * entry costs about half a millisecond (two full-text indexes), so a batch of 70 written at once held
 * every request back for 30–55 ms (server/bench/backup.ts, with no backup running). Written a few
 * rows at a time (WRITE_SLICE_ROWS per transaction), no request waits much longer than this.
 */
const WRITE_SLICE_MS = 4;
const WRITE_SLICE_ROWS = 8;
/** A slice that found the write lock taken is tried again this much later. */
const BUSY_RETRY_MS = 5;
/** Past this many buffered entries (the writes cannot keep up) the buffer is written at once. */
const MAX_BUFFERED = FLUSH_ROWS * 10;

const COLUMNS = 'id, category, at, user_id, user_name, ip, method, path, module, record_id, code, level, duration_ms, user_agent, summary';

/** An entry's id is its time: at * ID_PER_MS + its sequence within the millisecond (migration 25). */
export const ID_PER_MS = 1024;

/** The row's values in COLUMNS order, texts cut to their stored lengths. */
export function valuesOf(entry: LogEntry & { id: number }): (string | number | null)[] {
  return [
    entry.id, entry.category, entry.at, entry.userId, entry.userName.slice(0, 200), entry.ip.slice(0, 100), entry.method, entry.path.slice(0, 300),
    entry.module.slice(0, 300), entry.recordId.slice(0, 100), entry.code, entry.level, entry.durationMs, entry.userAgent.slice(0, 300), entry.summary,
  ];
}

/**
 * A system log writer on a given connection, on the calling thread: `record` buffers, `flush` writes
 * what is buffered in one transaction. The server writes its log through log-worker.ts instead (a
 * worker thread on its own connection, so no log write runs on the event loop); this one serves
 * tests and tools that fill a log on their own connection, with the same ids and grams.
 */
export class SystemLogWriter {
  private buffered: (LogEntry & { id: number })[] = [];
  /** The last id handed out: ids only grow, so id order stays time order even when the clock steps back. */
  private lastId: number;
  private timer: NodeJS.Timeout | null = null;
  private timerDelay = 0;
  private recorded = 0;
  private readonly insertRow;
  private readonly insertGrams;
  private readonly pruneRequests;
  private readonly writeAll;
  private readonly synchronousLevel;
  private readonly busyTimeout;

  constructor(private readonly db: Db, private readonly clock: () => number, private readonly warn: (error: unknown, what: string) => void) {
    this.insertRow = db.prepare(`INSERT INTO system_logs (${COLUMNS}) VALUES (${COLUMNS.split(',').map(() => '?').join(', ')})`);
    this.insertGrams = db.prepare('INSERT INTO system_logs_grams (rowid, grams) VALUES (?, ?)');
    this.synchronousLevel = db.prepare('PRAGMA synchronous').pluck();
    this.busyTimeout = db.prepare('PRAGMA busy_timeout').pluck();
    this.pruneRequests = db.prepare(`DELETE FROM system_logs WHERE category = ${LogCategory.request} AND at < ?`);
    this.lastId = (db.prepare('SELECT MAX(id) AS id FROM system_logs').get() as { id: number | null }).id ?? 0;
    this.writeAll = db.transaction((rows: readonly (LogEntry & { id: number })[]) => {
      for (const row of rows) this.insertOne(row);
    });
  }

  /** The entry and its keyword grams (system-log/grams.ts), of the values as stored. */
  private insertOne(row: LogEntry & { id: number }): void {
    const values = valuesOf(row);
    this.insertRow.run(...values);
    this.insertGrams.run(row.id, gramsText(row.category, [values[4] as string, values[5] as string, values[7] as string]));
  }

  /**
   * Buffers an entry. Its id is the next of its millisecond; when that millisecond is used up (over
   * 1,024 entries) or already past (the clock stepped back), the entry takes the next free id and
   * the millisecond it stands for, a shift of at most the clock's step.
   */
  record(entry: LogEntry): void {
    const id = Math.max(entry.at * ID_PER_MS, this.lastId + 1);
    this.lastId = id;
    this.buffered.push({ ...entry, id, at: Math.floor(id / ID_PER_MS) });
    if (this.buffered.length >= MAX_BUFFERED) this.flush();
    else if (this.buffered.length >= FLUSH_ROWS) this.schedule(0);
    else this.schedule(FLUSH_MS);
  }

  /** Writes the buffer in slices from `delay` ms on (a pending write that comes sooner stays). */
  private schedule(delay: number): void {
    if (this.timer && (delay > 0 || this.timerDelay === 0)) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerDelay = delay;
    this.timer = setTimeout(() => this.writeSlices(), delay);
    this.timer.unref();
  }

  /**
   * Writes buffered entries a few at a time until WRITE_SLICE_MS is up, then lets the event loop run
   * before the rest; none while the checkpointer checkpoints (isCheckpointing). A slice never waits for the write lock: while another connection holds it (the
   * checkpointer starting the log over, with a sync; a backup; `npm run admin`), SQLite's busy handler
   * would sleep on the event loop, so the slice gives up at once (busy_timeout 0) and is tried again
   * BUSY_RETRY_MS later, its entries kept in order.
   */
  private writeSlices(): void {
    this.timer = null;
    // The checkpointer is about to start the log over: a commit now would do it, with its sync, here.
    if (isCheckpointing(this.db) && this.buffered.length < MAX_BUFFERED) {
      this.schedule(BUSY_RETRY_MS);
      return;
    }
    const started = performance.now();
    const timeout = Number(this.busyTimeout.get());
    if (timeout !== 0) this.db.pragma('busy_timeout = 0');
    try {
      while (this.buffered.length > 0 && performance.now() - started < WRITE_SLICE_MS) {
        const rows = this.buffered.splice(0, WRITE_SLICE_ROWS);
        if (!this.writeNow(rows, true)) {
          this.buffered.unshift(...rows);
          this.schedule(BUSY_RETRY_MS);
          return;
        }
      }
    } finally {
      if (timeout !== 0) this.db.pragma(`busy_timeout = ${timeout}`);
    }
    if (this.buffered.length > 0) this.schedule(0);
  }

  /** Writes everything buffered now, in one transaction (readers of the log, shutdown). */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.buffered.length === 0) return;
    const rows = this.buffered;
    this.buffered = [];
    this.writeNow(rows);
  }

  /** False (nothing written) when `giveUpWhenBusy` and another connection holds the write lock. */
  private writeNow(rows: readonly (LogEntry & { id: number })[], giveUpWhenBusy = false): boolean {
    // The log's commits skip the WAL sync (synchronous NORMAL): they run on the event loop, on every
    // read of the log too, and a sync waits for the disk (behind a backup's writes, hundreds of ms).
    // The WAL keeps commits in order, so entries become durable with the next synced commit or
    // checkpoint: a power cut may lose the last entries, as it may lose the buffer, never data.
    const level = this.db.inTransaction ? null : Number(this.synchronousLevel.get());
    if (level !== null) this.db.pragma('synchronous = NORMAL');
    try {
      return this.write(rows, giveUpWhenBusy);
    } finally {
      if (level !== null) this.db.pragma(`synchronous = ${level}`);
    }
  }

  private write(rows: readonly (LogEntry & { id: number })[], giveUpWhenBusy: boolean): boolean {
    try {
      this.writeAll(rows);
    } catch (error) {
      if (giveUpWhenBusy && isBusy(error)) return false;
      // One bad row must not drop the others; the log must never fail the requests it describes.
      for (const row of rows) {
        try {
          this.db.transaction(() => this.insertOne(row))();
        } catch (error) {
          this.warn(error, 'system log not written');
        }
      }
    }
    const before = this.recorded;
    this.recorded += rows.length;
    if (Math.floor(before / PRUNE_EVERY) === Math.floor(this.recorded / PRUNE_EVERY)) return true;
    try {
      this.pruneRequests.run(this.clock() - REQUEST_RETENTION_MS);
    } catch (error) {
      this.warn(error, 'system log not pruned');
    }
    return true;
  }
}

// By its code, not its class: better-sqlite3's SqliteError may come from another realm (jest's module registries).
const isBusy = (error: unknown): boolean => typeof error === 'object' && error !== null && 'code' in error && (error.code === 'SQLITE_BUSY' || error.code === 'SQLITE_BUSY_SNAPSHOT');
