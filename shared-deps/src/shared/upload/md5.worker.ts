// The MD5 worker: hashes files off the page's thread, so the page never stalls while a 1 GB file
// is read. hash-wasm (WebAssembly) measured ≥ 3× spark-md5 on the page (scripts/bench-md5.ts);
// spark-md5 stays as the fallback for a worker whose policy forbids WebAssembly.
import { createMD5 } from 'hash-wasm';
import { FileReadError, HashCancelled, md5Blob, md5Stream, type Md5State } from './md5';
import { sparkMd5 } from './spark';
import type { WorkerReply, WorkerRequest } from './md5Protocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerReply): void;
}

// The worker's global scope: typed locally because the DOM and WebWorker libs cannot both be loaded.
const scope = globalThis as unknown as WorkerScope;
const cancelled = new Set<number>();
let wasm = true;

async function createState(): Promise<Md5State> {
  if (wasm) {
    try {
      const md5 = await createMD5();
      md5.init();
      return { update: (data) => md5.update(data instanceof Uint8Array ? data : new Uint8Array(data)), digest: () => md5.digest('hex') };
    } catch {
      // A content security policy without 'wasm-unsafe-eval' refuses to compile WebAssembly.
      wasm = false;
    }
  }
  return sparkMd5();
}

async function hash(request: Extract<WorkerRequest, { blob: Blob }>): Promise<void> {
  const { id, blob, sliceSize } = request;
  try {
    const options = { sliceSize, isCancelled: () => cancelled.has(id), onProgress: (loaded: number) => scope.postMessage({ id, loaded }) };
    // A byte stream into reused buffers where the engine has one; slices of the file otherwise.
    // md5Stream returns null before it feeds the state anything.
    const state = await createState();
    const hex = (await md5Stream(blob, state, options)) ?? (await md5Blob(blob, state, options));
    scope.postMessage({ id, hex });
  } catch (error) {
    if (error instanceof HashCancelled) return;
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error), read: error instanceof FileReadError });
  } finally {
    cancelled.delete(id);
  }
}

scope.onmessage = (event) => {
  const request = event.data;
  if ('cancel' in request) cancelled.add(request.id);
  else void hash(request);
};
