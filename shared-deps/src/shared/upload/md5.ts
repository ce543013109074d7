// Incremental MD5 of a Blob, slice by slice, so a 1 GB file never sits in memory whole. The same
// loop runs in the Web Worker (hash-wasm) and, when no worker can start, on the page (spark-md5).
import { CHECKSUM_SLICE_SIZE } from './constants';

export interface Md5State {
  update(data: ArrayBuffer | Uint8Array): void;
  /** Lower-case hex. */
  digest(): string;
}

export interface Md5Options {
  sliceSize?: number;
  /** Bytes hashed so far, after each slice. */
  onProgress?: (loaded: number) => void;
  /** Checked between slices: true stops with a HashCancelled error. */
  isCancelled?: () => boolean;
  /**
   * Feeds one slice to the state. The default gives it whole; the page's fallback cuts it in
   * pieces and yields between them, so no task blocks the page for long.
   */
  feed?: (state: Md5State, slice: ArrayBuffer) => Promise<void> | void;
}

export class HashCancelled extends Error {
  constructor() {
    super('upload: hashing cancelled');
    this.name = 'HashCancelled';
  }
}

/** The browser could not read the file (moved, deleted, permission gone). */
export class FileReadError extends Error {
  constructor(cause: unknown) {
    super('upload: the file could not be read', { cause });
    this.name = 'FileReadError';
  }
}

function readSlice(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  // Older engines (and jsdom) without Blob.arrayBuffer.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

export async function md5Blob(blob: Blob, state: Md5State, options: Md5Options = {}): Promise<string> {
  const { sliceSize = CHECKSUM_SLICE_SIZE, onProgress, isCancelled, feed } = options;
  const read = (offset: number): Promise<ArrayBuffer> | null =>
    offset < blob.size ? readSlice(blob.slice(offset, offset + sliceSize)) : null;
  // The next slice is read while this one is hashed: the disk and the CPU work at once.
  let next = read(0);
  let offset = 0;
  while (next) {
    let slice: ArrayBuffer;
    try {
      slice = await next;
    } catch (error) {
      throw new FileReadError(error);
    }
    if (isCancelled?.()) throw new HashCancelled();
    offset += slice.byteLength;
    next = read(offset);
    if (feed) await feed(state, slice);
    else state.update(slice);
    onProgress?.(offset);
  }
  return state.digest();
}

/** Each of the two buffers a byte stream is read into (md5Stream). */
export const STREAM_BUFFER_SIZE = 1_048_576;

/**
 * The same MD5 as md5Blob, read as a byte stream into two buffers used over and over instead of a
 * fresh 10 MB ArrayBuffer per slice: the bytes are still in the CPU's cache when hashed, and no
 * memory is allocated and zeroed per slice. Measured in Chromium's worker with hash-wasm: about a
 * quarter less renderer CPU per GB than Blob.arrayBuffer slices, and scripts/bench-md5.ts about twice
 * as fast on the busy bench machine. While one buffer is hashed the
 * next read is already pending. Progress is still reported once per `sliceSize` bytes (and at the
 * end). Returns null, having read nothing, when the engine's Blob.stream() is missing or is not a
 * byte stream (no BYOB reader): the caller then uses md5Blob.
 */
export async function md5Stream(blob: Blob, state: Md5State, options: Omit<Md5Options, 'feed'> = {}): Promise<string | null> {
  const { sliceSize = CHECKSUM_SLICE_SIZE, onProgress, isCancelled } = options;
  if (typeof blob.stream !== 'function') return null;
  let stream: ReadableStream<Uint8Array>;
  try {
    stream = blob.stream();
  } catch {
    // md5Blob then reads the file and names the failure if it has one.
    return null;
  }
  let reader: ReadableStreamBYOBReader;
  try {
    reader = stream.getReader({ mode: 'byob' });
  } catch {
    void stream.cancel().catch(() => undefined);
    return null;
  }
  const read = (buffer: ArrayBuffer) => {
    const pending = reader.read(new Uint8Array(buffer));
    // A read left pending when hashing stops early must not surface as an unhandled rejection.
    pending.catch(() => undefined);
    return pending;
  };
  let next = read(new ArrayBuffer(STREAM_BUFFER_SIZE));
  let spare = new ArrayBuffer(STREAM_BUFFER_SIZE);
  let offset = 0;
  let reported = 0;
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await next;
      } catch (error) {
        throw new FileReadError(error);
      }
      if (chunk.done) break;
      if (isCancelled?.()) throw new HashCancelled();
      const bytes = chunk.value;
      // The read buffer was transferred: the bytes now live in bytes.buffer, whole size again.
      next = read(spare);
      state.update(bytes);
      // Our own buffer, transferred back: never a SharedArrayBuffer.
      spare = bytes.buffer as ArrayBuffer;
      offset += bytes.byteLength;
      if (offset - reported >= sliceSize) {
        reported = offset;
        onProgress?.(offset);
      }
    }
  } catch (error) {
    void reader.cancel().catch(() => undefined);
    throw error;
  }
  if (offset !== reported) onProgress?.(offset);
  return state.digest();
}
