import { Worker } from 'node:worker_threads';
import { gramsTextOf, TOKENS_KEPT } from './grams';
import { ID_PER_MS, REQUEST_RETENTION_MS, valuesOf, type LogEntry } from './writer';

/**
 * The system log written by a worker thread on a connection of its own, never on the event loop.
 *
 * Written on the server's connection (SystemLogWriter), a request-log slice's commit appended to the
 * WAL on the main thread, and while an online backup read and wrote the disk that write() sat in the
 * kernel: the longest blocks of a request during a backup (server/bench/backup.ts) were the log's
 * WAL appends. Here the event loop only buffers entries (their ids given at once, so ids keep time
 * order as before) and posts them every FLUSH_MS; the worker builds their keyword grams (about 3 %
 * of the event loop's time in a CPU profile under the list load of server/bench/push-under-load.ts
 * when the event loop built them) and writes them in the order
 * posted, a few per transaction so the server's own writes never wait long for the write lock, with
 * SQLite's busy handler sleeping in the worker, not on the event loop. The log's commits skip the
 * WAL sync (synchronous NORMAL) as before: a power cut may lose the last entries, never data.
 * `flush()` resolves once everything recorded before it is committed (readers of the log wait for
 * it); `close()` writes the rest and stops the worker (a clean shutdown loses no entry).
 */
export interface SystemLogSink {
  record(entry: LogEntry): void;
  /** Resolves when every entry recorded before the call is committed. */
  flush(): Promise<void>;
  /** Writes what is left and stops the worker; an entry recorded after it is dropped with a warning. */
  close(): Promise<void>;
}

/** Entries are posted to the worker every FLUSH_MS, or at once past FLUSH_ROWS. */
export const FLUSH_MS = 50;
export const FLUSH_ROWS = 500;
/** Rows per transaction in the worker: a few ms of work, the longest the server's own writes wait for the lock. */
export const WORKER_TRANSACTION_ROWS = 16;
/** The longest a batch waits for the server's announced transactions before it takes the lock anyway. */
export const YIELD_MS = 50;
/** Pruning of old request logs runs once per this many written entries. */
const PRUNE_EVERY = 500;

const COLUMNS = 'id, category, at, user_id, user_name, ip, method, path, module, record_id, code, level, duration_ms, user_agent, summary';

// Plain JavaScript evaluated as the worker (see db/read-worker.ts for why). Each message is handled
// to its end before the next (worker messages are delivered in order): a 'write' commits its rows
// in order, a 'flush' is answered once the writes posted before it are committed.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
// Waits for the write lock here, in the worker: the event loop never sleeps in SQLite's busy handler.
db.pragma('busy_timeout = ' + workerData.busyTimeoutMs);
// The log's commits are not synced (see SystemLogSink): durable with the next synced commit or checkpoint.
db.pragma('synchronous = NORMAL');
db.pragma('foreign_keys = ON');
const insertRow = db.prepare('INSERT INTO system_logs (' + workerData.columns + ') VALUES (' + workerData.columns.split(',').map(() => '?').join(', ') + ')');
const insertGrams = db.prepare('INSERT INTO system_logs_grams (rowid, grams) VALUES (?, ?)');
const pruneRequests = db.prepare('DELETE FROM system_logs WHERE category = ' + workerData.requestCategory + ' AND at < ?');
// The keyword grams of an entry (system-log/grams.ts, its own source), from the columns the list searches.
${gramsTextOf.toString()}
const tokens = new Map();
// Grams are built before the transaction: the write lock is held for the inserts alone.
const withGrams = (rows) => rows.map((row) => ({ values: row.values, grams: gramsTextOf(row.values[1], [row.values[4], row.values[5], row.values[7]], tokens, workerData.tokensKept) }));
const insertOne = (row) => {
  insertRow.run(...row.values);
  insertGrams.run(row.values[0], row.grams);
};
const writeAll = db.transaction((rows) => { for (const row of rows) insertOne(row); });
const isBusy = (error) => error && (error.code === 'SQLITE_BUSY' || error.code === 'SQLITE_BUSY_SNAPSHOT');
const pause = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
const warn = (error, what) => parentPort.postMessage({ warning: what, error: String(error && error.message ? error.message : error) });
// The server's transactions go first (db/connection.ts writeIntentOf): a batch waits while one is
// announced, up to YIELD_MS, so the event loop never sleeps in the busy handler behind a run of batches.
const intent = new Int32Array(workerData.writeIntent);
const yieldToServer = () => {
  const until = Date.now() + workerData.yieldMs;
  for (let busy = Atomics.load(intent, 0); busy > 0 && Date.now() < until; busy = Atomics.load(intent, 0)) {
    Atomics.wait(intent, 0, busy, Math.max(1, until - Date.now()));
  }
};
let written = 0;
const write = (rows) => {
  // Busy past the busy timeout (a restore swapping the data, another process): tried again, in order.
  for (let attempt = 1; ; attempt += 1) {
    try {
      writeAll(rows);
      return;
    } catch (error) {
      if (isBusy(error) && attempt < workerData.busyAttempts) {
        pause(workerData.busyPauseMs);
        continue;
      }
      if (!isBusy(error) && rows.length > 1) break;
      warn(error, 'system log not written');
      return;
    }
  }
  // One bad row must not drop the others; the log must never fail the requests it describes.
  for (const row of rows) {
    try {
      writeAll([row]);
    } catch (error) {
      warn(error, 'system log not written');
    }
  }
};
parentPort.on('message', (message) => {
  if (message.type === 'write') {
    const rows = withGrams(message.rows);
    for (let start = 0; start < rows.length; start += workerData.transactionRows) {
      yieldToServer();
      write(rows.slice(start, start + workerData.transactionRows));
    }
    const before = written;
    written += message.rows.length;
    if (Math.floor(before / workerData.pruneEvery) !== Math.floor(written / workerData.pruneEvery)) {
      try {
        pruneRequests.run(message.now - workerData.retentionMs);
      } catch (error) {
        warn(error, 'system log not pruned');
      }
    }
  } else if (message.type === 'flush') {
    parentPort.postMessage({ flushed: message.id });
  } else if (message.type === 'stop') {
    db.close();
    parentPort.postMessage({ stopped: true });
    parentPort.close();
  }
});
`;

export interface WorkerSinkOptions {
  file: string;
  clock: () => number;
  /** The last id in the log (SELECT MAX(id)): ids handed out continue after it. */
  lastId: number;
  warn: (error: unknown, what: string) => void;
  /** The category the retention applies to (request). */
  requestCategory: number;
  busyTimeoutMs?: number;
  flushMs?: number;
  /** The server connection's announced transactions (db/connection.ts writeIntentOf): a batch waits for them. */
  writeIntent?: Int32Array;
  /** The longest a batch waits for them (YIELD_MS). */
  yieldMs?: number;
}

interface Row {
  /** The entry's columns in COLUMNS order (valuesOf). */
  values: (string | number | null)[];
}

/** A system log sink whose writes run in a worker thread on its own connection to `file`. */
export function createWorkerLogSink(options: WorkerSinkOptions): SystemLogSink {
  const flushMs = options.flushMs ?? FLUSH_MS;
  let lastId = options.lastId;
  let buffered: Row[] = [];
  let timer: NodeJS.Timeout | null = null;
  let worker: Worker | null = null;
  let closed = false;
  let nextFlush = 0;
  const waiting = new Map<number, () => void>();
  let exited: Promise<void> = Promise.resolve();
  let stopped: (() => void) | null = null;

  const start = (): Worker => {
    const started = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        driver: require.resolve('better-sqlite3'),
        file: options.file,
        columns: COLUMNS,
        requestCategory: options.requestCategory,
        retentionMs: REQUEST_RETENTION_MS,
        pruneEvery: PRUNE_EVERY,
        transactionRows: WORKER_TRANSACTION_ROWS,
        tokensKept: TOKENS_KEPT,
        writeIntent: (options.writeIntent ?? new Int32Array(new SharedArrayBuffer(4))).buffer,
        yieldMs: options.yieldMs ?? YIELD_MS,
        busyTimeoutMs: options.busyTimeoutMs ?? 5000,
        busyAttempts: 20,
        busyPauseMs: 50,
      },
    });
    started.on('message', (message: { flushed?: number; warning?: string; error?: string; stopped?: boolean }) => {
      if (message.flushed !== undefined) {
        waiting.get(message.flushed)?.();
        waiting.delete(message.flushed);
      } else if (message.warning !== undefined) {
        options.warn(new Error(message.error ?? ''), message.warning);
      } else if (message.stopped) {
        stopped?.();
      }
    });
    started.on('error', (error) => options.warn(error, 'system log writer stopped'));
    exited = new Promise((resolve) => started.once('exit', () => resolve()));
    void exited.then(() => {
      if (worker === started) worker = null;
      // Whoever waited for a flush the worker can no longer answer is not kept waiting.
      for (const resolve of waiting.values()) resolve();
      waiting.clear();
    });
    // The writer never keeps a finished process alive; close() is what writes the rest.
    started.unref();
    return started;
  };

  const post = (): void => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (buffered.length === 0) return;
    const rows = buffered;
    buffered = [];
    worker ??= start();
    worker.postMessage({ type: 'write', rows, now: options.clock() });
  };

  const schedule = (): void => {
    if (buffered.length >= FLUSH_ROWS) post();
    else if (!timer) {
      timer = setTimeout(post, flushMs);
      timer.unref();
    }
  };

  return {
    record(entry) {
      if (closed) {
        options.warn(new Error('the system log writer is closed'), 'system log not written');
        return;
      }
      // Its id is the next of its millisecond, or the next free one (see SystemLogWriter.record).
      const id = Math.max(entry.at * ID_PER_MS, lastId + 1);
      lastId = id;
      const row = { ...entry, id, at: Math.floor(id / ID_PER_MS) };
      buffered.push({ values: valuesOf(row) });
      schedule();
    },
    async flush() {
      post();
      if (!worker) return; // nothing was ever posted, or the worker is gone (its flushes were answered)
      const id = (nextFlush += 1);
      const target = worker;
      await new Promise<void>((resolve) => {
        waiting.set(id, resolve);
        target.postMessage({ type: 'flush', id });
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      post();
      const running = worker;
      if (!running) return;
      const done = new Promise<void>((resolve) => {
        stopped = resolve;
      });
      running.postMessage({ type: 'stop' });
      await Promise.race([done, exited]);
      await exited;
    },
  };
}
