import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { accessSync, closeSync, constants, copyFileSync, mkdirSync, openSync, readSync, renameSync, rmSync, statSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import { registeredCaches } from '../cache/registry';
import type { Db } from '../db/connection';
import { commitDurably } from '../db/durable';
import { newId } from '../db/ids';
import { migrate, migrations } from '../db/migrate';
import { ApiError, badRequest, notFound } from '../plugins/errors';
import { restartGrams } from '../system-log/grams';
import { reindexReleasedModules } from '../visualdev/runtime-model';
import { deleteBackupRow, findBackup, insertBackup, type Backup, type BackupKind } from './repository';

/** Pages copied per step of an online backup (4 KiB each): about a millisecond of work between yields. */
export const PAGES_PER_STEP = 64;

/** Where backups live: `backups/` beside the database, names generated here only. */
export const backupDirOf = (dbFile: string): string => path.join(path.dirname(dbFile), 'backups');

const FILE_NAME = /^atrium-\d{8}-\d{6}-[0-9a-f]{8}\.db$/;
export const isBackupFileName = (name: string): boolean => FILE_NAME.test(name);

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
export function newBackupFileName(now: number): string {
  const d = new Date(now);
  const stamp = `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}-${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
  return `atrium-${stamp}-${randomBytes(4).toString('hex')}.db`;
}

export interface BackupProgress {
  operation: 'backup' | 'restore';
  totalPages: number;
  remainingPages: number;
}

export interface OnlineBackupOptions {
  pagesPerStep?: number;
  /** Called after every step (tests write rows here to prove the copy stays consistent). */
  onStep?(progress: { totalPages: number; remainingPages: number }): void;
  signal?: AbortSignal;
}

/**
 * SQLite's online backup API through better-sqlite3 (used for the safety backup a restore takes): a few pages per step, the event loop free
 * between steps (setImmediate), so requests go on while it runs. Writes made through the same
 * connection between steps are carried into the copy by SQLite itself; a write through another
 * connection restarts the copy. The result is the database as it was when the last step ended.
 * Written to a `.part` file first and renamed, so a listed file is always complete.
 */
export async function onlineBackup(db: Db, target: string, options: OnlineBackupOptions = {}): Promise<{ totalPages: number; steps: number }> {
  const part = `${target}.part`;
  const rate = options.pagesPerStep ?? PAGES_PER_STEP;
  let steps = 0;
  try {
    const result = await db.backup(part, {
      progress: (progress) => {
        steps += 1;
        if (options.signal?.aborted) throw new Error('atrium-server: backup aborted');
        options.onStep?.(progress);
        return rate;
      },
    });
    // Synchronous from here to the caller's next step: a restore swaps right after its safety backup.
    renameSync(part, target);
    return { totalPages: result.totalPages, steps };
  } catch (error) {
    await rm(part, { force: true });
    throw error;
  }
}

// Plain JavaScript run as a child process (node -e), so the same code runs from tsc's output, tsx and
// jest. A process, not a worker thread: it runs at the lowest CPU priority, and a thread that low
// holding one of SQLite's process-wide mutexes (the page cache's, taken by every page allocation)
// while the scheduler kept it off the CPU held the event loop's next statement with it: 165-254 ms
// at load 7 on 2 cores (server/bench/backup.ts, futex waits under sqlite3PagerSetPagesize). A
// process of its own shares no mutex with the server; SQLite's file locks work across processes.
// Started through `ionice -c 3` where there is one (snapshotCommand), its disk requests are in the
// idle class: the server's own (its WAL appends and syncs, its reads) are served first. The growing
// snapshot is synced every syncMs by a thread of this process (the class is inherited), not by the
// server: a sync's writes are issued at the priority of the thread that syncs.
const SNAPSHOT_PROCESS = `
const workerData = JSON.parse(process.env.ATRIUM_SNAPSHOT);
const Database = require(workerData.driver);
const { Worker } = require('node:worker_threads');
// The event loop's process comes first: the snapshot takes the CPU it leaves.
try { require('node:os').setPriority(19); } catch (error) { /* not permitted here: run at normal priority */ }
const answer = (message) => new Promise((resolve) => process.send(message, () => resolve()));
// Syncs the output every syncMs while VACUUM INTO writes it (this thread is busy in it): unsynced,
// a snapshot piles up hundreds of MB of dirty pages, and the kernel's flush of them (or an ext4
// journal commit waiting for them) held the server's own WAL syncs for up to a second; synced in
// small pieces, a server's sync waits for a few MB at most.
const SYNCER = \`
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const syncOnce = () => {
  let fd;
  try { fd = fs.openSync(workerData.file, 'r+'); } catch { return; } // not created yet
  try { fs.fdatasyncSync(fd); } catch { /* the next one will */ } finally { fs.closeSync(fd); }
};
const timer = setInterval(syncOnce, workerData.syncMs);
parentPort.on('message', () => { clearInterval(timer); parentPort.close(); });
\`;
let db;
let syncer;
const stopSyncer = () => {
  if (!syncer) return Promise.resolve();
  const stopping = new Promise((resolve) => syncer.once('exit', resolve));
  syncer.postMessage('stop');
  syncer = undefined;
  return stopping;
};
(async () => {
  try {
    syncer = new Worker(SYNCER, { eval: true, workerData: { file: workerData.target, syncMs: workerData.syncMs } });
    await new Promise((resolve, reject) => { syncer.once('online', resolve); syncer.once('error', reject); });
    db = new Database(workerData.file, { fileMustExist: true });
    db.pragma('busy_timeout = 5000');
    // VACUUM INTO leaves its output unsynced (synchronous OFF): the syncer syncs it in small pieces
    // while it grows, and the rest is synced once it is written.
    db.pragma('synchronous = OFF');
    db.prepare('VACUUM INTO ?').run(workerData.target);
    await stopSyncer();
    // What the server wrote meanwhile piled up in the WAL (the snapshot's read kept it from being
    // checkpointed); the server's connection does not checkpoint while this runs, so it is written
    // back here, synced, instead of in one commit on the event loop.
    db.pragma('synchronous = FULL');
    db.pragma('wal_checkpoint(PASSIVE)');
    db.close();
    db = undefined;
    const fs = require('node:fs');
    const output = fs.openSync(workerData.target, 'r+');
    try {
      fs.fsyncSync(output);
    } finally {
      fs.closeSync(output);
    }
    await answer({ ok: true });
  } catch (error) {
    await answer({ ok: false, error: error instanceof Error ? error.message : String(error) });
  } finally {
    await stopSyncer();
    if (db) db.close();
    process.disconnect();
  }
})();
`;

/** How often a growing snapshot is synced: a few MB of dirty pages at most, never a long flush. */
export const SNAPSHOT_SYNC_MS = 100;

let ionice: string | null | undefined;
/** `ionice` on this machine's PATH (Linux, util-linux), or null. */
function ioniceOnPath(): string | null {
  if (ionice !== undefined) return ionice;
  ionice = null;
  if (process.platform !== 'linux') return ionice;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, 'ionice');
    try {
      accessSync(candidate, constants.X_OK);
      ionice = candidate;
      break;
    } catch {
      // not here
    }
  }
  return ionice;
}

/**
 * The snapshot process's command: node through `ionice -c 3` (the idle I/O class: its disk requests
 * wait while anyone else's are queued; mq-deadline and BFQ keep classes apart, and mq-deadline ages
 * a waiting request in after 10 s so the backup never starves), or node alone where there is none.
 * ionice execs node, so the process id is node's; with -t a refused class is no error (node runs anyway).
 */
export function snapshotCommand(): { command: string; args: string[] } {
  const tool = ioniceOnPath();
  return tool ? { command: tool, args: ['-c', '3', '-t', process.execPath, '-e', SNAPSHOT_PROCESS] } : { command: process.execPath, args: ['-e', SNAPSHOT_PROCESS] };
}

/**
 * A backup that never holds the event loop: \`VACUUM INTO\` on a connection of its own in a child
 * process (SNAPSHOT_PROCESS). It reads in one transaction, so in WAL mode it is the database as it
 * was when it began (its cut-off), and writers go on meanwhile; the copy is also compacted. Written
 * to \`.part\` first, synced in small pieces as it grows. `onStarted` gets the child's process id.
 */
export async function snapshotBackup(dbFile: string, target: string, signal?: AbortSignal, live?: Db, onStarted?: (pid: number) => void): Promise<void> {
  const part = `${target}.part`;
  rmSync(part, { force: true });
  // The live connection leaves checkpoints to the snapshot until it is done (see SNAPSHOT_PROCESS).
  const autoCheckpoint = live ? Number(live.pragma('wal_autocheckpoint', { simple: true })) : 0;
  if (live) live.pragma('wal_autocheckpoint = 0');
  const { command, args } = snapshotCommand();
  const child = spawn(command, args, {
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    env: { ...process.env, ATRIUM_SNAPSHOT: JSON.stringify({ driver: require.resolve('better-sqlite3'), file: dbFile, target: part, syncMs: SNAPSHOT_SYNC_MS }) },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  // 'close' comes after the IPC channel and stderr are closed, so after the answer.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  const abort = () => void child.kill('SIGKILL');
  signal?.addEventListener('abort', abort, { once: true });
  if (signal?.aborted) abort();
  if (child.pid !== undefined) onStarted?.(child.pid);
  try {
    const answer = await new Promise<{ ok: boolean; error?: string }>((resolve, reject) => {
      child.once('message', (message) => resolve(message as { ok: boolean; error?: string }));
      child.once('error', reject);
      void exited.then((code) => resolve({ ok: false, error: `backup process stopped (${code ?? 'killed'}) ${stderr}`.trim() }));
    });
    if (!answer.ok) throw new Error(`atrium-server: backup failed: ${answer.error ?? ''}`);
    await exited;
    renameSync(part, target);
  } catch (error) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    rmSync(part, { force: true });
    throw error;
  } finally {
    if (live) live.pragma(`wal_autocheckpoint = ${autoCheckpoint}`);
    signal?.removeEventListener('abort', abort);
  }
}

const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');

/** Tables a restore leaves as they are: the migration record and the list of backups (files on disk). */
const UNTOUCHED = new Set(['schema_version', 'data_backups']);
/** Tables every database of this product has; a file without them is someone else's. */
const PRODUCT_TABLES = ['schema_version', 'users', 'sessions', 'modules'];

function readHeader(file: string): Buffer {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(SQLITE_HEADER.length);
    const read = readSync(fd, buffer, 0, buffer.length, 0);
    return buffer.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

function removeDbFiles(file: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${file}${suffix}`, { force: true });
}

/**
 * Checks a backup before anything is touched and brings a copy of it to this server's schema:
 * an SQLite header, `PRAGMA integrity_check` = ok, this product's tables and migration record,
 * no migration this server does not know (a newer version). Returns the path of the checked,
 * migrated copy (the caller removes it); throws code 400 with the reason otherwise.
 */
export function prepareRestoreCopy(file: string, workDir: string): string {
  const header = readHeader(file);
  if (header.length < SQLITE_HEADER.length || !header.equals(SQLITE_HEADER)) throw badRequest('backupNotDatabase');
  const copy = path.join(workDir, `.restore-${randomBytes(6).toString('hex')}.db`);
  copyFileSync(file, copy);
  let db: Database.Database | null = null;
  try {
    db = new Database(copy, { fileMustExist: true });
    db.pragma('trusted_schema = OFF');
    const check = db.pragma('integrity_check') as { integrity_check: string }[];
    if (check.length !== 1 || check[0]?.integrity_check !== 'ok') throw badRequest('backupCorrupt');
    const tables = new Set((db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((row) => row.name));
    if (!PRODUCT_TABLES.every((name) => tables.has(name))) throw badRequest('backupNotDatabase');
    const versions = (db.prepare('SELECT version FROM schema_version').all() as { version: number }[]).map((row) => row.version);
    const known = new Set(migrations.map((migration) => migration.version));
    if (!versions.includes(1)) throw badRequest('backupNotDatabase');
    const unknown = versions.filter((version) => !known.has(version));
    if (unknown.length > 0) throw badRequest('backupNewerVersion', { version: Math.max(...unknown) });
    migrate(db);
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.pragma('journal_mode = DELETE');
    db.close();
    db = null;
    return copy;
  } catch (error) {
    db?.close();
    removeDbFiles(copy);
    if (error instanceof ApiError) throw error;
    // Whatever else the file makes SQLite or a migration throw (not a database, malformed or damaged
    // pages, a schema a migration cannot read), it is unusable: a 400, never a 500. Which pages the
    // damage hits decides which error comes first, so every kind is treated alike.
    throw badRequest(error instanceof Database.SqliteError && error.code === 'SQLITE_NOTADB' ? 'backupNotDatabase' : 'backupCorrupt');
  }
}

interface TableInfo {
  name: string;
  type: string;
}

const quote = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/**
 * Replaces the live data with the attached copy's, in one IMMEDIATE transaction on the live
 * connection: open statements and the read worker's connection stay valid (only rows change,
 * and the triggers, dropped and created again so they do not fire on copied rows), and a failure
 * anywhere rolls everything back. Sessions are kept (nobody is signed out by a restore) except
 * those of users the backup does not have; full-text indexes are rebuilt from their tables;
 * scheduled tasks keep the claims of runs in progress now.
 */
function swapContents(db: Db, source: string): void {
  const tables = (db.prepare('PRAGMA main.table_list').all() as TableInfo[])
    .filter((table) => table.type === 'table' && !table.name.startsWith('sqlite_') && !UNTOUCHED.has(table.name));
  const virtuals = (db.prepare('PRAGMA main.table_list').all() as TableInfo[]).filter((table) => table.type === 'virtual');
  const sourceTables = new Set((db.prepare(`PRAGMA ${source}.table_list`).all() as TableInfo[]).map((table) => table.name));
  const columnsOf = (schema: string, table: string): string[] =>
    (db.prepare(`PRAGMA ${schema}.table_info(${quote(table)})`).all() as { name: string }[]).map((column) => column.name);
  const plan = tables.map((table) => {
    const columns = columnsOf('main', table.name);
    const theirs = sourceTables.has(table.name) ? new Set(columnsOf(source, table.name)) : null;
    if (!theirs || columns.some((column) => !theirs.has(column))) throw badRequest('backupNotDatabase');
    return { name: table.name, columns: columns.map(quote).join(', ') };
  });
  const hasSequence = sourceTables.has('sqlite_sequence') && db.prepare("SELECT 1 FROM main.sqlite_master WHERE name = 'sqlite_sequence'").get() !== undefined;

  db.transaction(() => {
    db.pragma('defer_foreign_keys = ON');
    const triggers = db.prepare("SELECT name, sql FROM main.sqlite_master WHERE type = 'trigger'").all() as { name: string; sql: string }[];
    for (const trigger of triggers) db.exec(`DROP TRIGGER main.${quote(trigger.name)}`);
    const claims = db.prepare('SELECT id, running_since, run_token FROM main.schedule_tasks WHERE running_since IS NOT NULL').all() as
      { id: string; running_since: number; run_token: string | null }[];
    db.exec('DROP TABLE IF EXISTS temp.atrium_restore_sessions; CREATE TEMP TABLE atrium_restore_sessions AS SELECT * FROM main.sessions');

    for (const table of plan) db.exec(`DELETE FROM main.${quote(table.name)}`);
    for (const table of plan) {
      if (table.name === 'sessions') continue;
      db.exec(`INSERT INTO main.${quote(table.name)} (${table.columns}) SELECT ${table.columns} FROM ${source}.${quote(table.name)}`);
    }
    db.exec('INSERT INTO main.sessions SELECT * FROM temp.atrium_restore_sessions WHERE user_id IN (SELECT id FROM main.users); DROP TABLE temp.atrium_restore_sessions');
    if (hasSequence) db.exec(`DELETE FROM main.sqlite_sequence; INSERT INTO main.sqlite_sequence SELECT * FROM ${source}.sqlite_sequence`);

    for (const table of virtuals) {
      const sql = (db.prepare('SELECT sql FROM main.sqlite_master WHERE name = ?').get(table.name) as { sql: string } | undefined)?.sql ?? '';
      if (!/using\s+fts5/i.test(sql)) continue;
      // A contentless index (the system log's keyword index, an online-development module's
      // keyword index) has no table to rebuild from, and FTS5 refuses 'rebuild' for it: emptied here,
      // filled again by its owner below. An index over a content table is rebuilt from it.
      if (/content\s*=\s*''/i.test(sql)) db.exec(`INSERT INTO main.${quote(table.name)} (${quote(table.name)}) VALUES ('delete-all')`);
      else if (/content\s*=/i.test(sql)) db.exec(`INSERT INTO main.${quote(table.name)} (${quote(table.name)}) VALUES ('rebuild')`);
    }
    // The system log's keyword index is filled again by its background pass, from the newest entry.
    restartGrams(db);
    // Online-development keyword indexes are filled again here, from the restored records, as a release does.
    reindexReleasedModules(db);
    for (const trigger of triggers) db.exec(trigger.sql);

    db.prepare('UPDATE main.schedule_tasks SET running_since = NULL, run_token = NULL WHERE running_since IS NOT NULL').run();
    const claim = db.prepare('UPDATE main.schedule_tasks SET running_since = ?, run_token = ? WHERE id = ?');
    for (const row of claims) claim.run(row.running_since, row.run_token, row.id);
    const broken = db.prepare('PRAGMA main.foreign_key_check').all();
    if (broken.length > 0) throw badRequest('backupCorrupt');
  })();
}

export interface BackupManagerOptions {
  db: Db;
  dbFile: string;
  clock: () => number;
  pagesPerStep?: number;
}

/**
 * Backups of one server: create (online), restore (checked, after a safety backup, in place) and
 * delete. One operation at a time; the current one's progress is readable for a progress bar.
 */
export class BackupManager {
  readonly dir: string;
  private current: BackupProgress | null = null;

  constructor(private readonly options: BackupManagerOptions) {
    this.dir = backupDirOf(options.dbFile);
  }

  /** The pages of a snapshot backup written so far (its output file's size), while one runs. */
  private watch: (() => { totalPages: number; remainingPages: number }) | null = null;

  progress(): BackupProgress | null {
    if (!this.current) return null;
    return { ...this.current, ...(this.watch?.() ?? {}) };
  }

  fileOf(backup: Backup): string {
    if (!isBackupFileName(backup.fileName)) throw notFound('entityDataBackup');
    return path.join(this.dir, backup.fileName);
  }

  private begin(operation: BackupProgress['operation']): void {
    if (this.current) throw badRequest('backupBusy');
    this.current = { operation, totalPages: 0, remainingPages: 0 };
  }

  private schemaVersion(): number {
    return (this.options.db.prepare('SELECT MAX(version) AS v FROM schema_version').get() as { v: number }).v;
  }

  private async backupNow(kind: BackupKind, userId: string | null, description: string, hooks: OnlineBackupOptions): Promise<Backup> {
    mkdirSync(this.dir, { recursive: true });
    const fileName = newBackupFileName(this.options.clock());
    const file = path.join(this.dir, fileName);
    const db = this.options.db;
    const pageSize = db.pragma('page_size', { simple: true }) as number;
    const cutOff = this.options.clock();
    if (kind === 'safety') {
      // Before a restore: SQLite's online backup on the live connection, so every write until the
      // swap is in it (the swap follows its last step with no await between).
      await onlineBackup(db, file, {
        pagesPerStep: this.options.pagesPerStep,
        signal: hooks.signal,
        onStep: (progress) => {
          if (this.current) Object.assign(this.current, progress);
          hooks.onStep?.(progress);
        },
      });
    } else {
      const totalPages = db.pragma('page_count', { simple: true }) as number;
      this.watch = () => {
        // The snapshot is compacted, so it may end below the live page count: the bar ends at its end.
        const written = Math.floor((statSync(`${file}.part`, { throwIfNoEntry: false })?.size ?? 0) / pageSize);
        return { totalPages, remainingPages: Math.max(0, totalPages - written) };
      };
      try {
        await snapshotBackup(this.options.dbFile, file, hooks.signal, db);
      } finally {
        this.watch = null;
      }
    }
    const backup: Backup = {
      id: newId(this.options.clock()),
      fileName,
      fileSize: statSync(file).size,
      kind,
      schemaVersion: this.schemaVersion(),
      description,
      creatorUserId: userId,
      // The cut-off: a snapshot is the data at its start; the safety backup's is its end (now).
      creatorTime: kind === 'safety' ? this.options.clock() : cutOff,
    };
    // A safety backup's row commits at once: the restore's swap follows with no await between.
    // Otherwise durable before the answer, as a FULL commit is, but with the sync off the event loop:
    // right after the snapshot's writes the disk is busy, and this one sync held every request 413 ms.
    if (kind === 'safety') insertBackup(db, backup);
    else await commitDurably(db, this.options.dbFile, () => insertBackup(db, backup));
    return backup;
  }

  async create(kind: Exclude<BackupKind, 'safety'>, userId: string | null, description = '', hooks: OnlineBackupOptions = {}): Promise<Backup> {
    this.begin('backup');
    try {
      return await this.backupNow(kind, userId, description, hooks);
    } finally {
      this.current = null;
    }
  }

  /**
   * Restores backup `id`: checks a copy of it (nothing is touched when it is refused), takes a
   * safety backup of the live data (so what was written after the backup's time stays
   * recoverable), then swaps the contents in one transaction. Returns the safety backup.
   */
  async restore(id: string, userId: string | null): Promise<Backup> {
    const backup = findBackup(this.options.db, id);
    if (!backup) throw notFound('entityDataBackup');
    const file = this.fileOf(backup);
    this.begin('restore');
    let copy: string | null = null;
    try {
      if (!(await stat(file).catch(() => null))) throw badRequest('backupFileMissing');
      copy = prepareRestoreCopy(file, this.dir);
      const safety = await this.backupNow('safety', userId, backup.fileName, {});
      // No await between the end of the safety backup and the swap: no request writes in between.
      const db = this.options.db;
      db.prepare('ATTACH DATABASE ? AS restore_source').run(copy);
      try {
        swapContents(db, 'restore_source');
      } finally {
        db.exec('DETACH DATABASE restore_source');
      }
      for (const cache of registeredCaches()) cache.clear(db);
      return safety;
    } finally {
      this.current = null;
      if (copy) removeDbFiles(copy);
    }
  }

  async remove(id: string): Promise<void> {
    const backup = findBackup(this.options.db, id);
    if (!backup) throw notFound('entityDataBackup');
    if (this.current) throw badRequest('backupBusy');
    deleteBackupRow(this.options.db, id);
    await rm(this.fileOf(backup), { force: true });
  }
}
