import { Blob as NodeBlob } from 'node:buffer';
import { createHash } from 'node:crypto';
import { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { createWorkerHasher, FileReadError } from './hasher';
import { md5Blob, md5Stream, STREAM_BUFFER_SIZE, type Md5State } from './md5';
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

describe('md5Stream', () => {
  /** Node's Blob: its stream() is a byte stream, like Chromium's (jsdom's Blob has no stream()). */
  const bytes = (length: number) => {
    const data = new Uint8Array(length);
    for (let i = 0; i < length; i += 1) data[i] = (i * 2654435761) >>> 24;
    return data;
  };
  const nodeBlob = (data: Uint8Array) => new NodeBlob([data]) as unknown as Blob;
  const streamOf = (stream: NodeReadableStream) => ({ size: 1, stream: () => stream }) as unknown as Blob;

  it("gives the file's exact MD5 through the reused buffers, with progress about once per slice", async () => {
    // Over two buffers' worth and not a multiple of either size: every buffer is reused, the last one part full.
    const data = bytes(STREAM_BUFFER_SIZE * 3 + 12_345);
    const progress: number[] = [];
    const hex = await md5Stream(nodeBlob(data), sparkMd5(), { sliceSize: 1_000_000, onProgress: (loaded) => progress.push(loaded) });
    expect(hex).toBe(createHash('md5').update(data).digest('hex'));
    expect(progress.at(-1)).toBe(data.length);
    for (let i = 1; i < progress.length - 1; i += 1) expect(progress[i]! - progress[i - 1]!).toBeGreaterThanOrEqual(1_000_000);
    expect(progress.length).toBeLessThanOrEqual(Math.ceil(data.length / 1_000_000));
    expect(await md5Stream(nodeBlob(new Uint8Array(0)), sparkMd5())).toBe('d41d8cd98f00b204e9800998ecf8427e');
  });

  it('gives null without feeding the state when the engine has no byte stream, so the caller slices instead', async () => {
    const untouched: Md5State = { update: () => { throw new Error('fed'); }, digest: () => 'digested' };
    expect(await md5Stream(blob('abc'), untouched)).toBeNull();
    const plain = streamOf(new NodeReadableStream({ start: (controller) => controller.enqueue(new Uint8Array(3)) }));
    expect(await md5Stream(plain, untouched)).toBeNull();
  });

  it('stops when cancelled, and names a read failure', async () => {
    let calls = 0;
    await expect(md5Stream(nodeBlob(bytes(3 * STREAM_BUFFER_SIZE)), sparkMd5(), { isCancelled: () => (calls += 1) > 1 })).rejects.toThrow('hashing cancelled');
    const unreadable = streamOf(new NodeReadableStream({ type: 'bytes', pull: (controller) => controller.error(new Error('NotReadableError')) }));
    await expect(md5Stream(unreadable, sparkMd5())).rejects.toBeInstanceOf(FileReadError);
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
