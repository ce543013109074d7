// Incremental MD5 of a Blob, slice by slice, so a 1 GB file never sits in memory whole. The same
// loop runs in the Web Worker (hash-wasm) and, when no worker can start, on the page (spark-md5).
import { CHECKSUM_SLICE_SIZE } from './constants';

export interface Md5State {
  update(data: ArrayBuffer): void;
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
