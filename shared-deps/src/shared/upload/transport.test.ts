import type { HttpClient } from '../http';
import { createHttpTransport } from './transport';
import type { ChunkParams } from './types';

const params: ChunkParams = {
  chunkNumber: 2,
  chunkSize: 5_242_880,
  currentChunkSize: 7,
  totalSize: 5_242_887,
  identifier: '0cc175b9c0f1b6a831c399e269772661',
  filename: 'a.txt',
  relativePath: 'a.txt',
  totalChunks: 2,
  fileType: 'plain',
  extension: 'txt',
  type: 'annex',
  pathType: 'defaultPath',
};

function fakeClient(answer: unknown) {
  const calls: Array<{ method: string; url: string; body: unknown; options: unknown }> = [];
  const respond = (method: string) => (url: string, body?: unknown, options?: unknown) => {
    calls.push({ method, url, body, options });
    return Promise.resolve(answer);
  };
  const client = { get: respond('get'), post: respond('post'), put: respond('put'), delete: respond('delete'), request: jest.fn() } as unknown as HttpClient;
  return { client, calls };
}

it('tests with GET /api/file/chunk and the parameters as the query, silently', async () => {
  const { client, calls } = fakeClient({ uploaded: false, chunkNumbers: ['1', 3, 'x', -1], merge: false });
  const signal = new AbortController().signal;
  await expect(createHttpTransport(client).check(params, signal)).resolves.toEqual({ uploaded: false, chunkNumbers: [1, 3], merge: false });
  expect(calls).toEqual([{ method: 'get', url: '/api/file/chunk', body: params, options: { signal, silent: true } }]);
});

it('sends a chunk as multipart with every parameter and the bytes in field "file"', async () => {
  const { client, calls } = fakeClient({ uploaded: false, chunkNumbers: [1, 2], merge: true });
  const progress: number[] = [];
  const answer = await createHttpTransport(client).send(params, new Blob(['1234567']), {
    signal: new AbortController().signal,
    onProgress: (loaded) => progress.push(loaded),
  });
  expect(answer).toEqual({ uploaded: false, chunkNumbers: [1, 2], merge: true });
  const [call] = calls;
  expect(call?.method).toBe('post');
  expect(call?.url).toBe('/api/file/chunk');
  const body = call?.body as FormData;
  expect(Object.fromEntries([...body.entries()].filter(([key]) => key !== 'file'))).toEqual(
    Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])),
  );
  const file = body.get('file') as File;
  expect([file.name, file.size]).toEqual(['a.txt', 7]);
  (call?.options as { onUploadProgress: (event: { loaded: number }) => void }).onUploadProgress({ loaded: 5 });
  expect(progress).toEqual([5]);
  expect(call?.options).toMatchObject({ silent: true });
});

it('merges with POST /api/file/merge and the JSON payload', async () => {
  const stored = { name: 'a.txt', fileId: 'f1', url: '/api/file/Download/f1' };
  const { client, calls } = fakeClient(stored);
  const payload = { identifier: 'i', fileName: 'a.txt', fileSize: 1, fileType: 'plain', extension: 'txt', type: 'annex', pathType: 'defaultPath', isAccount: 0, folder: '' };
  await expect(createHttpTransport(client).merge(payload, new AbortController().signal)).resolves.toEqual(stored);
  expect(calls[0]).toMatchObject({ method: 'post', url: '/api/file/merge', body: payload });
});
