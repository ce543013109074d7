import type { HttpClient } from '@atrium/shared';
import { createFileApi } from './api';

function fakeClient(answer: unknown) {
  const calls: unknown[][] = [];
  const record = (method: string) => (...args: unknown[]) => {
    calls.push([method, ...args]);
    return Promise.resolve(answer);
  };
  return { client: { get: record('get'), post: record('post'), put: record('put'), delete: record('delete'), request: record('request') } as unknown as HttpClient, calls };
}

it('asks Uploader/Preview for signed links, silently, with download=1 for a download', async () => {
  const { client, calls } = fakeClient({ url: '/api/file/Signed/t/a.pdf' });
  const api = createFileApi(client);
  await expect(api.previewUrl('7')).resolves.toBe('/api/file/Signed/t/a.pdf');
  await api.downloadUrl('7');
  expect(calls).toEqual([
    ['get', '/api/file/Uploader/Preview', { fileId: '7' }, { silent: true }],
    ['get', '/api/file/Uploader/Preview', { fileId: '7', download: 1 }, { silent: true }],
  ]);
  await expect(createFileApi(fakeClient({}).client).previewUrl('8')).rejects.toThrow('no file link');
});

it('posts PackDownload/{id} with [{fileId, fileName}] and reads downloadVo', async () => {
  const { client, calls } = fakeClient({ downloadVo: { url: '/api/file/Signed/p/x.zip', downloadName: '附件.zip' } });
  await expect(createFileApi(client).packDownload('a/b', [{ fileId: '1', name: 'a.pdf', url: '/x' }])).resolves.toEqual({ url: '/api/file/Signed/p/x.zip', name: '附件.zip' });
  expect(calls).toEqual([['post', '/api/file/PackDownload/a%2Fb', [{ fileId: '1', fileName: 'a.pdf' }]]]);
});
