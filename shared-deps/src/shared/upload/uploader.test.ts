import { UPLOAD_CHUNK_SIZE } from './constants';
import { FileReadError } from './md5';
import { createLimiter } from './limiter';
import { deferred, fakeHasher, fakeServer, networkError, refused } from './testing/fakes';
import { backoff, createUploadEngine, type Uploader, type UploaderOptions } from './uploader';
import type { UploadItem } from './types';

const fileOf = (name: string, size: number, type = '') => new File([new Uint8Array(size)], name, { type });

/** Lets every pending promise and zero-delay timer run. */
const settle = async () => {
  for (let round = 0; round < 20; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

function setup(overrides: Partial<UploaderOptions> = {}) {
  const server = fakeServer();
  const hasher = fakeHasher();
  const uploader = createUploadEngine({
    transport: server.transport,
    hasher,
    limiter: createLimiter(3),
    retryDelay: () => 0,
    ...overrides,
  });
  const item = (id: string) => uploader.$items.get().find((candidate) => candidate.id === id) as UploadItem;
  return { server, hasher, uploader, item };
}

let uploaders: Uploader[] = [];
afterEach(() => {
  uploaders.forEach((uploader) => uploader.destroy());
  uploaders = [];
  jest.useRealTimers();
});
const track = <T extends { uploader: Uploader }>(value: T): T => {
  uploaders.push(value.uploader);
  return value;
};

it("sends simple-uploader's parameters exactly: 5,242,880-byte chunks from 1, the last one shorter, plus fileType and extension", async () => {
  const { server, uploader, item } = track(setup({ chunkSize: undefined }));
  const size = 2 * UPLOAD_CHUNK_SIZE + 1234;
  const id = uploader.add(fileOf('年度#报告.PDF', size, 'application/pdf'));
  await settle();

  const common = {
    chunkSize: 5_242_880,
    totalSize: size,
    identifier: 'md5-年度#报告.PDF',
    filename: '年度报告.PDF',
    relativePath: '年度报告.PDF',
    totalChunks: 3,
    fileType: 'pdf',
    extension: 'pdf',
    type: 'annex',
    pathType: 'defaultPath',
  };
  expect(server.checks).toEqual([{ ...common, chunkNumber: 1, currentChunkSize: 5_242_880 }]);
  const sent = [...server.sent].sort((a, b) => a.params.chunkNumber - b.params.chunkNumber);
  expect(sent.map((chunk) => chunk.params)).toEqual([
    { ...common, chunkNumber: 1, currentChunkSize: 5_242_880 },
    { ...common, chunkNumber: 2, currentChunkSize: 5_242_880 },
    { ...common, chunkNumber: 3, currentChunkSize: 1234 },
  ]);
  expect(sent.map((chunk) => chunk.size)).toEqual([5_242_880, 5_242_880, 1234]);
  expect(server.merges).toEqual([
    {
      identifier: 'md5-年度#报告.PDF',
      fileName: '年度报告.PDF',
      fileSize: size,
      fileType: 'pdf',
      extension: 'pdf',
      type: 'annex',
      pathType: 'defaultPath',
      isAccount: 0,
      folder: '',
    },
  ]);
  expect(item(id)).toMatchObject({ status: 'success', progress: 100, name: '年度报告.PDF', result: { fileId: 'id-md5-年度#报告.PDF' } });
});

it('sends one chunk for an empty file and takes the merge target from the uploader and the file', async () => {
  const { server, uploader } = track(setup({ target: { type: 'mail', pathType: 'selfPath', folder: 'a' } }));
  uploader.add(fileOf('empty', 0), { isAccount: 1 });
  await settle();
  expect(server.sent.map((chunk) => chunk.params)).toEqual([
    expect.objectContaining({ chunkNumber: 1, currentChunkSize: 0, totalChunks: 1, extension: '', fileType: '', type: 'mail', pathType: 'selfPath' }),
  ]);
  expect(server.merges[0]).toMatchObject({ type: 'mail', pathType: 'selfPath', isAccount: 1, folder: 'a' });
});

it('never resends a chunk the server has: the GET answer decides, as after a reload with the same file', async () => {
  const { server, uploader, item } = track(setup({ chunkSize: 10 }));
  server.chunks.set('md5-big.bin', new Set([1, 3]));
  const progress: number[] = [];
  uploader.$items.listen((items) => progress.push(items[0]?.progress ?? 0));
  const id = uploader.add(fileOf('big.bin', 40));
  await settle();
  expect(server.sent.map((chunk) => chunk.params.chunkNumber).sort()).toEqual([2, 4]);
  expect(item(id).status).toBe('success');
  // The two chunks the server had count at once.
  expect(progress).toContain(50);
});

it('completes at once when the server already has the file (instant upload): no chunk, just the merge', async () => {
  const { server, uploader, item } = track(setup());
  server.complete.add('md5-same.png');
  const id = uploader.add(fileOf('same.png', 100, 'image/png'));
  await settle();
  expect(server.sent).toEqual([]);
  expect(server.merges).toHaveLength(1);
  expect(item(id)).toMatchObject({ status: 'success', instant: true, progress: 100 });
});

it('retries a call without an answer up to 5 times with exponential backoff (1, 2, 4, 8, 16 s)', async () => {
  jest.useFakeTimers();
  const { server, uploader, item } = track(setup({ retryDelay: undefined, chunkSize: 10 }));
  server.failures.send.push(networkError(), networkError(), networkError(), networkError(), networkError());
  const id = uploader.add(fileOf('flaky.txt', 10));
  await jest.advanceTimersByTimeAsync(0);
  expect(server.sent).toHaveLength(0);
  // Before the fifth retry's 16 s are over nothing is sent.
  await jest.advanceTimersByTimeAsync(1000 + 2000 + 4000 + 8000 + 15_999);
  expect(server.sent).toHaveLength(0);
  expect(item(id).status).toBe('uploading');
  await jest.advanceTimersByTimeAsync(1);
  expect(server.sent).toHaveLength(1);
  expect(item(id).status).toBe('success');
  expect([1, 2, 3, 4, 5].map(backoff)).toEqual([1000, 2000, 4000, 8000, 16_000]);
});

it('gives up after the fifth retry, and a refusal by the server is not retried', async () => {
  const { server, uploader, item } = track(setup({ chunkSize: 10 }));
  server.failures.send.push(...Array.from({ length: 6 }, networkError));
  const flaky = uploader.add(fileOf('flaky.txt', 10));
  await settle();
  expect(item(flaky)).toMatchObject({ status: 'error', failure: 'network', message: null });
  expect(server.failures.send).toHaveLength(0);

  server.failures.send.push(refused('文件类型不允许'), networkError());
  const bad = uploader.add(fileOf('bad.exe', 10));
  await settle();
  expect(item(bad)).toMatchObject({ status: 'error', failure: 'refused', message: '文件类型不允许' });
  expect(server.failures.send).toHaveLength(1);
});

it('pauses (aborting the chunks in flight) and resumes from what the server has', async () => {
  const { server, uploader, item } = track(setup({ chunkSize: 10, lanes: 1 }));
  const held: Array<ReturnType<typeof deferred<void>>> = [];
  server.setGate(() => {
    const gate = deferred<void>();
    held.push(gate);
    return gate.promise;
  });
  const id = uploader.add(fileOf('video.mp4', 30));
  await settle();
  held[0]?.resolve();
  await settle();
  expect(server.sent.map((chunk) => chunk.params.chunkNumber)).toEqual([1]);
  expect(held).toHaveLength(2);

  uploader.pause(id);
  await settle();
  expect(item(id)).toMatchObject({ status: 'paused', phase: null });
  held[1]?.resolve(); // the aborted request's answer no longer counts
  await settle();
  expect(item(id).status).toBe('paused');

  server.setGate(null);
  uploader.resume(id);
  await settle();
  expect(server.checks).toHaveLength(2);
  expect(item(id).status).toBe('success');
  // Chunk 1 went once; chunk 2 may have reached the server before the pause, never twice after.
  const numbers = server.sent.map((chunk) => chunk.params.chunkNumber);
  expect(numbers.filter((number) => number === 1)).toHaveLength(1);
  expect(numbers.filter((number) => number === 3)).toHaveLength(1);
});

it('shows at most 99 % until the merge succeeded', async () => {
  const { server, uploader, item } = track(setup({ chunkSize: 10 }));
  const merge = deferred<void>();
  server.holdMerge(merge.promise);
  const seen: number[] = [];
  uploader.$items.listen((items) => seen.push(items[0]?.progress ?? 0));
  const id = uploader.add(fileOf('doc.docx', 100));
  await settle();
  expect(item(id)).toMatchObject({ status: 'uploading', phase: 'merging', progress: 99 });
  expect(Math.max(...seen)).toBe(99);
  merge.resolve();
  await settle();
  expect(item(id)).toMatchObject({ status: 'success', progress: 100 });
});

it('uploads several files in parallel with at most 3 chunks in flight overall', async () => {
  const limiter = createLimiter(3);
  const { server, uploader } = track(setup({ chunkSize: 10, limiter }));
  const other = createUploadEngine({ transport: server.transport, hasher: fakeHasher(), limiter, retryDelay: () => 0, chunkSize: 10 });
  uploaders.push(other);
  const gates: Array<() => void> = [];
  server.setGate(() => new Promise<void>((resolve) => gates.push(resolve)));
  uploader.add(fileOf('a.bin', 60));
  uploader.add(fileOf('b.bin', 60));
  other.add(fileOf('c.bin', 60));
  await settle();
  expect(server.inFlight).toBe(3);
  const started = new Set<string>();
  while (gates.length > 0) {
    gates.splice(0).forEach((release) => release());
    await settle();
    server.sent.forEach((chunk) => started.add(chunk.params.filename));
    expect(server.inFlight).toBeLessThanOrEqual(3);
  }
  expect(server.maxInFlight).toBe(3);
  expect(server.sent).toHaveLength(18);
  expect(started).toEqual(new Set(['a.bin', 'b.bin', 'c.bin']));
  expect([...uploader.$items.get(), ...other.$items.get()].map((item) => item.status)).toEqual(['success', 'success', 'success']);
});

it('puts a file whose merge fails in error with the server message; retry merges without resending', async () => {
  const { server, uploader, item } = track(setup({ chunkSize: 10 }));
  const events: string[] = [];
  uploader.events$.subscribe((event) => events.push(`${event.type}:${event.item.name}`));
  server.failures.merge.push(refused('文件校验失败'));
  const id = uploader.add(fileOf('x.zip', 25));
  await settle();
  expect(item(id)).toMatchObject({ status: 'error', failure: 'refused', message: '文件校验失败', progress: 99 });
  expect(events).toEqual(['error:x.zip']);
  const sentBefore = server.sent.length;

  uploader.retry(id);
  await settle();
  expect(item(id).status).toBe('success');
  expect(server.sent).toHaveLength(sentBefore);
  expect(server.merges).toHaveLength(2);
  expect(events).toEqual(['error:x.zip', 'success:x.zip']);
});

it('reports an unreadable file as a read failure and hashes it again on retry', async () => {
  let readable = false;
  const hasher = {
    md5: jest.fn(() => (readable ? Promise.resolve('abc') : Promise.reject(new FileReadError(new Error('NotReadableError'))))),
  };
  const { server, uploader, item } = track(setup({ hasher }));
  const id = uploader.add(fileOf('gone.txt', 5));
  await settle();
  expect(item(id)).toMatchObject({ status: 'error', failure: 'read' });
  expect(server.checks).toHaveLength(0);
  readable = true;
  uploader.retry(id);
  await settle();
  expect(item(id).status).toBe('success');
  expect(hasher.md5).toHaveBeenCalledTimes(2);
});

it('hashes one file at a time; a file paused while waiting is not hashed until resumed', async () => {
  const first = deferred<string>();
  const hasher = { md5: jest.fn((file: Blob) => ((file as File).name === 'one' ? first.promise : Promise.resolve('two'))) };
  const { uploader, item } = track(setup({ hasher }));
  const one = uploader.add(fileOf('one', 5));
  const two = uploader.add(fileOf('two', 5));
  await settle();
  expect(item(one)).toMatchObject({ status: 'uploading', phase: 'hashing' });
  expect(item(two).status).toBe('waiting');
  uploader.pause(two);
  first.resolve('one');
  await settle();
  expect(hasher.md5).toHaveBeenCalledTimes(1);
  expect(item(one).status).toBe('success');
  expect(item(two).status).toBe('paused');
  uploader.resume(two);
  await settle();
  expect(item(two).status).toBe('success');
});

it('removes a file: its requests stop, it leaves the list, and a removed event says so', async () => {
  const { server, uploader } = track(setup({ chunkSize: 10 }));
  const events: string[] = [];
  uploader.events$.subscribe((event) => events.push(event.type));
  server.setGate(() => new Promise<void>(() => undefined));
  const id = uploader.add(fileOf('big', 50));
  await settle();
  expect(server.inFlight).toBeGreaterThan(0);
  uploader.remove(id);
  await settle();
  expect(uploader.$items.get()).toEqual([]);
  expect(events).toEqual(['removed']);
  expect(server.merges).toHaveLength(0);
});
