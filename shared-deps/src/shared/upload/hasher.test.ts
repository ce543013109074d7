import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { createWorkerHasher, FileReadError } from './hasher';
import { md5Blob } from './md5';
import type { WorkerReply, WorkerRequest } from './md5Protocol';
import { feedInPieces } from './pageHasher';
import { sparkMd5 } from './spark';

/** A stand-in for the MD5 worker: the test plays its side of the protocol. */
class FakeWorker {
  onmessage: ((event: MessageEvent<WorkerReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  posted: WorkerRequest[] = [];
  terminated = false;
  postMessage(request: WorkerRequest) {
    this.posted.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  reply(message: WorkerReply) {
    this.onmessage?.({ data: message } as MessageEvent<WorkerReply>);
  }
  fail(message: string) {
    this.onerror?.({ message, preventDefault: () => undefined } as ErrorEvent);
  }
}

const settle = async () => {
  for (let round = 0; round < 5; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};
const blob = (text: string) => new Blob([text]);

describe('md5Blob', () => {
  const fox = 'The quick brown fox jumps over the lazy dog';

  it('gives the MD5 of the whole file, slice by slice, with progress after each slice', async () => {
    const progress: number[] = [];
    const hex = await md5Blob(blob(fox), sparkMd5(), { sliceSize: 10, onProgress: (loaded) => progress.push(loaded) });
    expect(hex).toBe('9e107d9d372bb6826bd81d3542a419d6');
    expect(progress).toEqual([10, 20, 30, 40, 43]);
    expect(await md5Blob(blob(''), sparkMd5())).toBe('d41d8cd98f00b204e9800998ecf8427e');
  });

  it('gives the same MD5 when the page feeds each slice in pieces', async () => {
    // jsdom has no MessageChannel, which the page's yields use; node's behaves the same here.
    (globalThis as { MessageChannel?: unknown }).MessageChannel ??= NodeMessageChannel;
    const text = 'x'.repeat(1_200_000);
    const whole = await md5Blob(blob(text), sparkMd5());
    expect(await md5Blob(blob(text), sparkMd5(), { feed: feedInPieces })).toBe(whole);
  });

  it('stops between slices when cancelled, and names a read failure', async () => {
    let calls = 0;
    await expect(md5Blob(blob(fox), sparkMd5(), { sliceSize: 10, isCancelled: () => (calls += 1) > 1 })).rejects.toThrow('hashing cancelled');
    const unreadable = { size: 5, slice: () => ({ arrayBuffer: () => Promise.reject(new Error('NotReadableError')) }) } as unknown as Blob;
    await expect(md5Blob(unreadable, sparkMd5())).rejects.toBeInstanceOf(FileReadError);
  });
});

describe('createWorkerHasher', () => {
  it('hashes in the worker with progress, and cancels there when the signal aborts', async () => {
    const worker = new FakeWorker();
    const hasher = createWorkerHasher({ createWorker: () => Promise.resolve(worker as unknown as Worker) });
    const progress: number[] = [];
    const file = blob('abc');
    const result = hasher.md5(file, { onProgress: (loaded) => progress.push(loaded) });
    await settle();
    expect(worker.posted).toEqual([{ id: 1, blob: file, sliceSize: 10_240_000 }]);
    worker.reply({ id: 1, loaded: 3 });
    worker.reply({ id: 1, hex: 'abc-md5' });
    await expect(result).resolves.toBe('abc-md5');
    expect(progress).toEqual([3]);

    const controller = new AbortController();
    const cancelled = hasher.md5(file, { signal: controller.signal });
    await settle();
    controller.abort(new Error('removed'));
    await expect(cancelled).rejects.toThrow('removed');
    expect(worker.posted.at(-1)).toEqual({ id: 2, cancel: true });
  });

  it('passes a read failure on, but hands the work to the page when the worker fails to start', async () => {
    const worker = new FakeWorker();
    const fallback = { md5: jest.fn(() => Promise.resolve('from-page')) };
    const hasher = createWorkerHasher({ createWorker: () => Promise.resolve(worker as unknown as Worker), fallback });
    const unreadable = hasher.md5(blob('a'));
    await settle();
    worker.reply({ id: 1, error: 'NotReadableError', read: true });
    await expect(unreadable).rejects.toBeInstanceOf(FileReadError);
    expect(fallback.md5).not.toHaveBeenCalled();

    const pending = hasher.md5(blob('b'));
    await settle();
    worker.fail('404');
    await expect(pending).resolves.toBe('from-page');
    expect(worker.terminated).toBe(true);
    // Later files go straight to the page.
    await expect(hasher.md5(blob('c'))).resolves.toBe('from-page');
    expect(worker.posted).toHaveLength(2);
  });

  it('hashes on the page when the worker cannot even be created (a worker URL on another origin)', async () => {
    const fallback = { md5: jest.fn(() => Promise.resolve('from-page')) };
    const securityError = Object.assign(new Error('cross-origin worker'), { name: 'SecurityError' });
    const hasher = createWorkerHasher({ createWorker: () => Promise.reject(securityError), fallback });
    await expect(hasher.md5(blob('a'))).resolves.toBe('from-page');
  });
});
