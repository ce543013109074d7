// Fakes of the engine's two boundaries (the server's chunk protocol and the MD5 hasher) for tests.
import { ApiError } from '../../http/ApiError';
import type { SendOptions, UploadTransport } from '../transport';
import type { ChunkAnswer, ChunkParams, Hasher, MergePayload, UploadedFile } from '../types';

export interface SentChunk {
  params: ChunkParams;
  size: number;
}

/** A deferred promise: tests decide when a call answers. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

export const networkError = () => new ApiError({ code: 0, msg: '请求出错，请重试', kind: 'network' });
export const refused = (msg: string) => new ApiError({ code: 400, msg, kind: 'api' });

/**
 * The JNPF chunk protocol in memory: chunks kept per identifier (as the server keeps them on disk),
 * whole files by identifier (instant upload). `failures` lets a test fail the next calls.
 */
export function fakeServer() {
  const chunks = new Map<string, Set<number>>();
  const complete = new Set<string>();
  const checks: ChunkParams[] = [];
  const sent: SentChunk[] = [];
  const merges: MergePayload[] = [];
  const failures = { check: [] as unknown[], send: [] as unknown[], merge: [] as unknown[] };
  /** When set, sends wait for the test to release them (one gate per call). */
  let gate: (() => Promise<void>) | null = null;
  let mergeGate: Promise<void> | null = null;
  let inFlight = 0;
  let maxInFlight = 0;

  const has = (identifier: string) => chunks.get(identifier) ?? new Set<number>();
  const answer = (identifier: string): ChunkAnswer => ({
    uploaded: complete.has(identifier),
    chunkNumbers: [...has(identifier)].sort((a, b) => a - b),
    merge: false,
  });
  const abortable = <T>(signal: AbortSignal, work: Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const abort = () => reject(new ApiError({ code: 0, msg: 'canceled', kind: 'network', canceled: true }));
      if (signal.aborted) return abort();
      signal.addEventListener('abort', abort, { once: true });
      work.then(resolve, reject);
    });

  const transport: UploadTransport = {
    check(params, signal) {
      checks.push(params);
      const failure = failures.check.shift();
      if (failure) return Promise.reject(failure);
      return abortable(signal, Promise.resolve(answer(params.identifier)));
    },
    send(params, chunk: Blob, { signal, onProgress }: SendOptions) {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      // In flight as the client sees it: until it answers or the client aborts it.
      let settled = false;
      const settle = () => {
        if (!settled) inFlight -= 1;
        settled = true;
      };
      signal.addEventListener('abort', settle, { once: true });
      const run = async () => {
        if (gate) await gate();
        const failure = failures.send.shift();
        if (failure) throw failure;
        onProgress?.(Math.floor(chunk.size / 2));
        sent.push({ params, size: chunk.size });
        const kept = has(params.identifier);
        kept.add(params.chunkNumber);
        chunks.set(params.identifier, kept);
        return answer(params.identifier);
      };
      return abortable(signal, run().finally(settle));
    },
    async merge(payload, signal): Promise<UploadedFile> {
      merges.push(payload);
      if (mergeGate) await abortable(signal, mergeGate);
      const failure = failures.merge.shift();
      if (failure) throw failure;
      complete.add(payload.identifier);
      return { name: payload.fileName, fileId: `id-${payload.identifier}`, url: `/api/file/Download/${payload.identifier}`, fileSize: payload.fileSize, fileExtension: payload.extension };
    },
  };

  return {
    transport,
    chunks,
    complete,
    checks,
    sent,
    merges,
    failures,
    get maxInFlight() {
      return maxInFlight;
    },
    get inFlight() {
      return inFlight;
    },
    setGate(next: (() => Promise<void>) | null) {
      gate = next;
    },
    holdMerge(until: Promise<void> | null) {
      mergeGate = until;
    },
  };
}

/** Identifiers from the file's name: tests choose which files are "the same". */
export const fakeHasher = (md5 = (file: Blob) => `md5-${(file as File).name}`): Hasher & { calls: number } => {
  const hasher = {
    calls: 0,
    md5(file: Blob, options?: { onProgress?: (loaded: number) => void }) {
      hasher.calls += 1;
      options?.onProgress?.(file.size);
      return Promise.resolve(md5(file));
    },
  };
  return hasher;
};
