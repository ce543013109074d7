// The fallback when no MD5 worker can start: spark-md5 on the page, fed in pieces of 512 KB
// between which the page handles its other tasks (one piece is about 10 ms on a slow machine).
import { CHECKSUM_SLICE_SIZE } from './constants';
import type { Hasher } from './types';
import { HashCancelled, md5Blob, type Md5State } from './md5';
import { sparkMd5 } from './spark';

const PAGE_PIECE = 512 * 1024;

const yieldToPage = (): Promise<void> =>
  new Promise((resolve) => {
    // A message, not setTimeout(0), which browsers clamp to 4 ms after a few nested calls.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

export async function feedInPieces(state: Md5State, slice: ArrayBuffer): Promise<void> {
  for (let start = 0; start < slice.byteLength; start += PAGE_PIECE) {
    state.update(slice.slice(start, start + PAGE_PIECE));
    await yieldToPage();
  }
}

export const pageHasher: Hasher = {
  md5: (file, options = {}) =>
    md5Blob(file, sparkMd5(), {
      sliceSize: CHECKSUM_SLICE_SIZE,
      feed: feedInPieces,
      ...(options.onProgress ? { onProgress: options.onProgress } : {}),
      isCancelled: () => options.signal?.aborted === true,
    }).catch((error: unknown) => {
      if (error instanceof HashCancelled) throw options.signal?.reason ?? error;
      throw error;
    }),
};
