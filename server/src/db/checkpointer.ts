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
}

export interface Checkpointer {
  /** Stops the worker (after the checkpoint under way) and gives checkpoints back to the live connection. */
  close(): Promise<void>;
}

// A connection of its own in a worker thread: PASSIVE takes no lock writers or readers wait on.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 1000');
const timer = setInterval(() => {
  try {
    const [result] = db.pragma('wal_checkpoint(PASSIVE)');
    parentPort.postMessage({ result });
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

/**
 * Takes the checkpoints off the live connection `db` (of `file`) and runs them every `intervalMs` in
 * a worker thread. If the worker fails, the live connection checkpoints itself again, so the log
 * never grows without bound.
 */
export function startCheckpointer(db: Db, file: string, options: { intervalMs?: number; onCheckpoint?: (result: CheckpointResult) => void; onError?: (error: string) => void } = {}): Checkpointer {
  db.pragma('wal_autocheckpoint = 0');
  let stopped = false;
  const giveBack = () => {
    if (db.open) db.pragma(`wal_autocheckpoint = ${AUTO_CHECKPOINT_PAGES}`);
  };
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { driver: require.resolve('better-sqlite3'), file, intervalMs: options.intervalMs ?? CHECKPOINT_INTERVAL_MS },
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
