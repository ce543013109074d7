// Computes upload identifiers (MD5 hex). The page's default hasher uses the Web Worker; when the
// worker cannot start (bundles served from another origin than the page, a policy refusing it)
// it falls back to spark-md5 on the page, fed in small pieces between which the page breathes.
import { CHECKSUM_SLICE_SIZE } from './constants';
import { FileReadError, HashCancelled } from './md5';
import type { WorkerReply, WorkerRequest } from './md5Protocol';
import type { Hasher, HashOptions } from './types';

export type { Hasher, HashOptions };

export { FileReadError, HashCancelled };

/** The worker could not start or died: the job goes to the fallback. */
class WorkerUnavailable extends Error {
  override name = 'WorkerUnavailable';
}

interface Job {
  resolve(hex: string): void;
  reject(error: unknown): void;
  onProgress?: (loaded: number) => void;
}

export interface WorkerHasherOptions {
  /** Creates the worker; tests pass a fake. */
  createWorker?: () => Promise<Worker>;
  fallback?: Hasher;
}

/** spark-md5 on the page: a chunk of its own, fetched only when no worker could start. */
const pageHasher: Hasher = {
  md5: (file, options) => import(/* webpackChunkName: "upload-page-md5" */ './pageHasher').then((module) => module.pageHasher.md5(file, options)),
};

const defaultCreateWorker = (): Promise<Worker> =>
  import(/* webpackMode: "eager" */ './md5Worker').then((module) => module.createMd5Worker());

/** One worker for the page, started on first use (the engine hashes one file at a time). */
export function createWorkerHasher({ createWorker = defaultCreateWorker, fallback = pageHasher }: WorkerHasherOptions = {}): Hasher {
  let worker: Promise<Worker> | null = null;
  let broken = false;
  let nextId = 0;
  const jobs = new Map<number, Job>();

  const failAll = (error: unknown) => {
    for (const job of jobs.values()) job.reject(error);
    jobs.clear();
  };

  const start = (): Promise<Worker> => {
    worker ??= createWorker().then((created) => {
      created.onmessage = (event: MessageEvent<WorkerReply>) => {
        const reply = event.data;
        const job = jobs.get(reply.id);
        if (!job) return;
        if ('loaded' in reply) return job.onProgress?.(reply.loaded);
        jobs.delete(reply.id);
        if ('hex' in reply) job.resolve(reply.hex);
        else job.reject(reply.read ? new FileReadError(reply.error) : new WorkerUnavailable(reply.error));
      };
      // A worker file that fails to load or to evaluate (a 404, a policy) reports here.
      created.onerror = (event) => {
        event.preventDefault();
        broken = true;
        created.terminate();
        failAll(new WorkerUnavailable(event.message));
      };
      return created;
    });
    return worker;
  };

  const inWorker = async (file: Blob, options: HashOptions): Promise<string> => {
    const running = await start();
    const id = (nextId += 1);
    const { signal } = options;
    if (signal?.aborted) throw signal.reason;
    return new Promise<string>((resolve, reject) => {
      const onAbort = () => {
        jobs.delete(id);
        running.postMessage({ id, cancel: true } satisfies WorkerRequest);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const settle = () => signal?.removeEventListener('abort', onAbort);
      jobs.set(id, {
        resolve: (hex) => (settle(), resolve(hex)),
        reject: (error) => (settle(), reject(error)),
        ...(options.onProgress ? { onProgress: options.onProgress } : {}),
      });
      running.postMessage({ id, blob: file, sliceSize: CHECKSUM_SLICE_SIZE } satisfies WorkerRequest);
    });
  };

  return {
    async md5(file, options = {}) {
      if (!broken) {
        try {
          return await inWorker(file, options);
        } catch (error) {
          if (error instanceof FileReadError || options.signal?.aborted) throw error;
          // The worker could not start (a worker URL on another origin throws SecurityError, a
          // missing file or a policy reports an error event) or died: the page takes over.
          broken = true;
        }
      }
      return fallback.md5(file, options);
    },
  };
}
