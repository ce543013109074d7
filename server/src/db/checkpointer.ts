import { Worker } from 'node:worker_threads';
import type { Db } from './connection';

/**
 * How often the checkpointer moves the write-ahead log into the database file. The live connection's
 * own (automatic) checkpoint ran inside whichever commit crossed 1,000 log pages, syncing the file on
 * the event loop: 20–35 ms in which no request was answered, about twice a second under 700
 * requests a second (each writes its request-log entry; server/bench/backup.ts).
 */
export const CHECKPOINT_INTERVAL_MS = 1000;
/** SQLite's default automatic checkpoint, put back on the live connection if the checkpointer stops. */
const AUTO_CHECKPOINT_PAGES = 1000;

export interface CheckpointResult {
  /** 1 when a reader or writer kept it from finishing (PASSIVE never waits for them); it goes on next time. */
  busy: number;
  /** Frames in the log, and how many of them are now in the database file. */
  log: number;
  checkpointed: number;
  /** The worker started the log over after this checkpoint (the header's sync was its, not a request's). */
  restarted: boolean;
}

export interface Checkpointer {
  /** Stops the worker (after the checkpoint under way) and gives checkpoints back to the live connection. */
  close(): Promise<void>;
}

// A connection of its own in a worker thread: PASSIVE takes no lock writers or readers wait on.
//
// When a checkpoint has moved the whole log into the file, the next commit starts the log over
// from its beginning, and SQLite syncs the log's new header in that commit, in every synchronous
// mode but OFF (a header written after frames could bring back a stale part of the old log on a
// power cut). Left to the server's connection, that was one sync on the event loop about once a
// second, in whichever request-log write came first: 10-55 ms without an answer, with no backup
// running (server/bench/backup.ts; fsync under pagerWalFrames in the event loop's stack). So the
// worker starts the log over itself, at once, with a write of its own that changes nothing
// (user_version set to its value, page 1): the header's sync is paid here, and the server's
// commits append. While nobody else wrote (data_version unchanged) it neither checkpoints nor
// writes, so an idle database stays idle.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 1000');
// NORMAL: the checkpoint syncs the log and the file, the restart syncs the header; the restart's
// own commit changes nothing and needs no sync of its own.
db.pragma('synchronous = NORMAL');
let ownVersion = null;
const checkpointing = new Int32Array(workerData.checkpointing);
const restart = () => {
  db.exec('BEGIN IMMEDIATE');
  try {
    const version = Number(db.pragma('user_version', { simple: true }));
    db.pragma('user_version = ' + version);
    db.exec('COMMIT');
  } catch (error) {
    if (db.inTransaction) db.exec('ROLLBACK');
    throw error;
  }
};
const timer = setInterval(() => {
  try {
    const version = db.pragma('data_version', { simple: true });
    if (version === ownVersion) return;
    let result;
    let restarted = false;
    // Set from before the checkpoint until the restart: a request-log slice committed in between
    // would start the log over itself, with the sync, on the event loop.
    Atomics.store(checkpointing, 0, 1);
    try {
      [result] = db.pragma('wal_checkpoint(PASSIVE)');
      if (workerData.restart && result.busy === 0 && result.log > 0 && result.checkpointed === result.log) {
        restart();
        restarted = true;
        ownVersion = db.pragma('data_version', { simple: true });
      }
    } finally {
      Atomics.store(checkpointing, 0, 0);
    }
    parentPort.postMessage({ result: { ...result, restarted } });
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message ? error.message : error) });
  }
}, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/** Per live connection, the flag its checkpointer's worker sets from a checkpoint to the log's restart. */
const running = new WeakMap<Db, Int32Array>();

/**
 * True while the checkpointer of `db` checkpoints and starts the log over: a commit of `db` now could
 * be the one that starts it over, with a sync on the event loop. Writers that can wait (the request
 * log) write a little later.
 */
export function isCheckpointing(db: Db): boolean {
  const flag = running.get(db);
  return flag !== undefined && Atomics.load(flag, 0) === 1;
}

/**
 * Takes the checkpoints off the live connection `db` (of `file`) and runs them every `intervalMs` in
 * a worker thread, and starts the log over there once it is all in the file (`restart: false` leaves
 * that to the next commit, as SQLite does). If the worker fails, the live connection checkpoints itself again, so the log
 * never grows without bound.
 */
export function startCheckpointer(db: Db, file: string, options: { intervalMs?: number; restart?: boolean; onCheckpoint?: (result: CheckpointResult) => void; onError?: (error: string) => void } = {}): Checkpointer {
  db.pragma('wal_autocheckpoint = 0');
  let stopped = false;
  const giveBack = () => {
    if (running.get(db) === checkpointing) running.delete(db);
    if (db.open) db.pragma(`wal_autocheckpoint = ${AUTO_CHECKPOINT_PAGES}`);
  };
  const checkpointing = new Int32Array(new SharedArrayBuffer(4));
  running.set(db, checkpointing);
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { driver: require.resolve('better-sqlite3'), file, intervalMs: options.intervalMs ?? CHECKPOINT_INTERVAL_MS, restart: options.restart ?? true, checkpointing: checkpointing.buffer },
  });
  worker.unref();
  worker.on('message', (message: { result?: CheckpointResult; error?: string }) => {
    if (message.result) options.onCheckpoint?.(message.result);
    else if (message.error !== undefined) options.onError?.(message.error);
  });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.on('error', (error) => {
    options.onError?.(String(error));
    giveBack();
  });
  void exited.then(() => {
    if (!stopped) giveBack();
  });
  return {
    async close() {
      if (stopped) return;
      stopped = true;
      worker.postMessage('stop');
      // A worker that does not finish its checkpoint in time is stopped the hard way.
      const timeout = setTimeout(() => void worker.terminate(), 5000);
      await exited;
      clearTimeout(timeout);
      giveBack();
    },
  };
}
