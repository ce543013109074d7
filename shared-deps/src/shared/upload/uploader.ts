/**
 * The upload engine: JNPF's chunked, resumable protocol (spec sections 4, 7, 9) behind a small
 * store. Each file is hashed (MD5, in a worker), then the server is asked which chunks it already
 * has (GET /api/file/chunk) and only the missing ones are sent; the server's answer decides, so a
 * network cut, a page reload with the same file or a server restart never resends a chunk the
 * server holds. Then POST /api/file/merge gives the stored file.
 *
 * Reads: `$items` (an atom of immutable snapshots) and `events$` (success, error, removed).
 * Writes: add, pause, resume, retry, remove.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { Subject, type Observable } from 'rxjs';
import { ApiError } from '../http/ApiError';
import { chunkCount, chunkParams, chunkRange, mergePayload } from './chunks';
import { UPLOAD_CHUNK_SIZE, UPLOAD_MAX_CHUNKS_IN_FLIGHT, UPLOAD_MAX_RETRIES, UPLOAD_PROGRESS_CAP } from './constants';
import { FileReadError, type Hasher } from './hasher';
import { nextUploadId } from './ids';
import { waitingItem } from './waitingItem';
import type { Limiter } from './limiter';
import type { UploadTransport } from './transport';
import type { UploadFailure, UploadItem, UploadStatus, UploadTarget } from './types';

export interface UploaderOptions {
  transport: UploadTransport;
  hasher: Hasher;
  /** Bounds the chunks in flight; share one between uploaders to bound them together. */
  limiter: Limiter;
  /** Defaults of the merge fields (annex, defaultPath, 0, ''); `add` may override them per file. */
  target?: Partial<UploadTarget>;
  chunkSize?: number;
  /** Retries after a network failure of one call (5). */
  maxRetries?: number;
  /** Milliseconds before retry n (from 1): 1 s, 2 s, 4 s, 8 s, 16 s by default. */
  retryDelay?: (retry: number) => number;
  /** Chunks of one file sent at once, before the limiter's bound (3). */
  lanes?: number;
}

export interface UploadEvent {
  type: 'success' | 'error' | 'removed';
  item: UploadItem;
}

export interface Uploader {
  readonly $items: ReadableAtom<readonly UploadItem[]>;
  readonly events$: Observable<UploadEvent>;
  /** Queues a file; returns its local id (`id` lets a caller choose it). */
  add(file: File, target?: Partial<UploadTarget>, id?: string): string;
  pause(id: string): void;
  resume(id: string): void;
  /** Starts a failed item again; the server's answer decides which chunks are still missing. */
  retry(id: string): void;
  /** Stops and forgets an item (confirming is the caller's job). */
  remove(id: string): void;
  /** Stops everything; the uploader is not used again. */
  destroy(): void;
}

export const DEFAULT_TARGET: UploadTarget = { type: 'annex', pathType: 'defaultPath', isAccount: 0, folder: '' };

/** Exponential backoff: 1 s before the first retry, doubling up to 16 s before the fifth. */
export const backoff = (retry: number): number => 1000 * 2 ** (retry - 1);

interface Entry {
  item: UploadItem;
  readonly target: UploadTarget;
  /** Bumped by pause, remove, failure and each new start: loops of an older run stop. */
  run: number;
  controller: AbortController;
  /** Aborted only by remove: pausing lets the MD5 finish. */
  readonly hashController: AbortController;
  hashing: boolean;
  removed: boolean;
}

const sleep = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', stop, { once: true });
  });

/** Only failures without an answer are worth another try; a refusal by the server is final. */
const retryable = (error: unknown): boolean => !(error instanceof ApiError) || (error.kind === 'network' && !error.canceled);

function failureOf(error: unknown): { failure: UploadFailure; message: string | null } {
  if (error instanceof FileReadError) return { failure: 'read', message: null };
  if (error instanceof ApiError && error.kind !== 'network') return { failure: 'refused', message: error.msg };
  return { failure: 'network', message: null };
}

/** Read through a function: TypeScript would keep a status narrowed across an await. */
const statusOf = (entry: Entry): UploadStatus => entry.item.status;


export function createUploadEngine(options: UploaderOptions): Uploader {
  const { transport, hasher, limiter } = options;
  const chunkSize = options.chunkSize ?? UPLOAD_CHUNK_SIZE;
  const maxRetries = options.maxRetries ?? UPLOAD_MAX_RETRIES;
  const retryDelay = options.retryDelay ?? backoff;
  const lanes = Math.max(1, options.lanes ?? UPLOAD_MAX_CHUNKS_IN_FLIGHT);
  const defaults: UploadTarget = { ...DEFAULT_TARGET, ...options.target };

  const $items = atom<readonly UploadItem[]>([]);
  const events = new Subject<UploadEvent>();
  const entries = new Map<string, Entry>();
  /** Files are hashed one after another: the first one starts sending sooner. */
  let hashQueue: Promise<void> = Promise.resolve();

  const publish = () => $items.set([...entries.values()].map((entry) => entry.item));
  const update = (entry: Entry, patch: Partial<UploadItem>) => {
    if (entry.removed) return;
    entry.item = { ...entry.item, ...patch };
    publish();
  };

  /** Stops the current run's requests, sleeps and loops. */
  const stopRun = (entry: Entry) => {
    entry.run += 1;
    entry.controller.abort();
    entry.controller = new AbortController();
  };

  const fail = (entry: Entry, error: unknown) => {
    stopRun(entry);
    update(entry, { status: 'error', phase: null, ...failureOf(error) });
    events.next({ type: 'error', item: entry.item });
  };

  /** Runs `call`, retrying failures without an answer with backoff, until the signal aborts. */
  async function attempt<T>(call: () => Promise<T>, signal: AbortSignal): Promise<T> {
    for (let retry = 0; ; retry += 1) {
      try {
        return await call();
      } catch (error) {
        if (signal.aborted || !retryable(error) || retry >= maxRetries) throw error;
        await sleep(retryDelay(retry + 1), signal);
      }
    }
  }

  async function transfer(entry: Entry): Promise<void> {
    stopRun(entry);
    const run = entry.run;
    const { signal } = entry.controller;
    const live = () => entry.run === run && !entry.removed;
    const { file } = entry.item;
    const identifier = entry.item.identifier as string;
    const total = chunkCount(file.size, chunkSize);
    const params = (number: number) => chunkParams(file, identifier, number, entry.target, chunkSize);
    const done = new Set<number>();
    const inFlight = new Map<number, number>();
    const bytesOf = (number: number) => {
      const { start, end } = chunkRange(file.size, number, chunkSize);
      return end - start;
    };
    const showProgress = (floor: number) => {
      if (file.size === 0) return;
      let bytes = 0;
      for (const number of done) bytes += bytesOf(number);
      for (const loaded of inFlight.values()) bytes += loaded;
      const percent = Math.min(UPLOAD_PROGRESS_CAP, Math.floor((bytes / file.size) * 100));
      update(entry, { progress: Math.max(floor, percent) });
    };

    update(entry, { status: 'uploading', phase: 'checking', failure: null, message: null });
    try {
      const known = await attempt(() => transport.check(params(1), signal), signal);
      if (!live()) return;
      if (known.uploaded) {
        // Instant upload: the server has this file already (same MD5); only the merge is left.
        update(entry, { instant: true });
      } else {
        for (const number of known.chunkNumbers) if (number <= total) done.add(number);
        // The server's answer is the truth, also when it has fewer chunks than shown before.
        showProgress(0);
        update(entry, { phase: 'sending' });
        const missing = Array.from({ length: total }, (_, index) => index + 1).filter((number) => !done.has(number));
        let serverHasAll = false;
        const lane = async (): Promise<void> => {
          for (let number = missing.shift(); number !== undefined && live() && !serverHasAll; number = missing.shift()) {
            const chunk = number;
            const { start, end } = chunkRange(file.size, chunk, chunkSize);
            const answer = await limiter.run(
              () =>
                attempt(() => {
                  inFlight.set(chunk, 0);
                  return transport.send(params(chunk), file.slice(start, end), {
                    signal,
                    onProgress: (loaded) => {
                      if (!live()) return;
                      inFlight.set(chunk, Math.min(loaded, end - start));
                      showProgress(entry.item.progress);
                    },
                  });
                }, signal),
              signal,
            );
            inFlight.delete(chunk);
            if (!live()) return;
            done.add(chunk);
            for (const other of answer.chunkNumbers) if (other <= total) done.add(other);
            if (answer.uploaded) serverHasAll = true;
            showProgress(entry.item.progress);
          }
        };
        const running = Array.from({ length: Math.min(lanes, missing.length) }, lane);
        // One lane failing stops the others (fail() aborts the run) before the error is shown.
        await Promise.all(running.map((promise) => promise.catch((error: unknown) => {
          if (live()) fail(entry, error);
          throw error;
        })));
        if (!live()) return;
      }
      update(entry, { phase: 'merging' });
      const result = await attempt(() => transport.merge(mergePayload(file, identifier, entry.target), signal), signal);
      if (!live()) return;
      update(entry, { status: 'success', phase: null, progress: 100, result });
      events.next({ type: 'success', item: entry.item });
    } catch (error) {
      if (live()) fail(entry, error);
    }
  }

  function hash(entry: Entry): void {
    entry.hashing = true;
    hashQueue = hashQueue.then(async () => {
      // Paused or removed while waiting for its turn: nothing to hash now (resume queues it again).
      if (entry.removed || entry.item.status !== 'waiting') {
        entry.hashing = false;
        return;
      }
      update(entry, { status: 'uploading', phase: 'hashing' });
      try {
        const identifier = await hasher.md5(entry.item.file, {
          signal: entry.hashController.signal,
          onProgress: (loaded) => update(entry, { hashed: Math.floor((loaded / Math.max(entry.item.size, 1)) * 100) }),
        });
        entry.hashing = false;
        update(entry, { identifier, hashed: 100 });
        // A pause during hashing let the MD5 finish; the upload waits for resume.
        if (statusOf(entry) === 'uploading' && !entry.removed) void transfer(entry);
      } catch (error) {
        entry.hashing = false;
        if (!entry.removed) fail(entry, error instanceof FileReadError ? error : new FileReadError(error));
      }
    });
  }

  /** Moves an item on: hash it if needed, else (re)start its transfer. */
  function proceed(entry: Entry): void {
    if (entry.item.identifier) {
      void transfer(entry);
    } else if (entry.hashing) {
      // Its MD5 is being computed (it was paused meanwhile): the transfer starts when it ends.
      update(entry, { status: 'uploading', phase: 'hashing' });
    } else {
      update(entry, { status: 'waiting', phase: null });
      hash(entry);
    }
  }

  const entryOf = (id: string): Entry | undefined => entries.get(id);

  return {
    $items,
    events$: events.asObservable(),
    add(file, target, id = nextUploadId()) {
      const entry: Entry = {
        item: waitingItem(id, file),
        target: { ...defaults, ...target },
        run: 0,
        controller: new AbortController(),
        hashController: new AbortController(),
        hashing: false,
        removed: false,
      };
      entries.set(id, entry);
      publish();
      proceed(entry);
      return id;
    },
    pause(id) {
      const entry = entryOf(id);
      if (!entry || (entry.item.status !== 'uploading' && entry.item.status !== 'waiting')) return;
      stopRun(entry);
      update(entry, { status: 'paused', phase: null });
    },
    resume(id) {
      const entry = entryOf(id);
      if (entry?.item.status === 'paused') proceed(entry);
    },
    retry(id) {
      const entry = entryOf(id);
      if (entry?.item.status === 'error') proceed(entry);
    },
    remove(id) {
      const entry = entryOf(id);
      if (!entry) return;
      stopRun(entry);
      entry.hashController.abort();
      entry.removed = true;
      entries.delete(id);
      publish();
      events.next({ type: 'removed', item: entry.item });
    },
    destroy() {
      for (const entry of entries.values()) {
        stopRun(entry);
        entry.hashController.abort();
        entry.removed = true;
      }
      entries.clear();
      publish();
      events.complete();
    },
  };
}
