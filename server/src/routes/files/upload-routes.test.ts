import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { FileHandle } from 'node:fs/promises';
import { uploadConfigOf } from '../../files/config';
import { fileServiceOf } from '../../files/plugin';
import { nodeIo } from '../../files/store';
import {
  TEST_CHUNK, buildTestApp, chunkFields, closeTestApp, createUser, fileOfType, md5Of, mergeUpload, multipartBody, postChunk, signIn,
  seedPasswordOf, tempDirOf, testChunks, uploadFile, type ChunkOptions,
} from '../../testing';
import { uploadRoutes } from './upload-routes';
import { fileServeRoutes } from './serve-routes';

// A server per test, with the API route plugins these tests call (buildTestApp's routes).
const routes = [uploadRoutes, fileServeRoutes];

const MB = 1024 * 1024;

/** Every file under a folder, recursively, relative to it. */
function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
}

function uploadDir(app: FastifyInstance): string {
  return uploadConfigOf(app.config).dir;
}

/** What an upload left on disk and in the database: the chunks, temporary files, blobs and rows. */
function leftovers(app: FastifyInstance): { chunks: number; temps: number; blobs: number; rows: number } {
  const dir = uploadDir(app);
  const count = (table: string): number => (app.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
  return {
    chunks: filesUnder(path.join(dir, 'partial')).filter((name) => name.endsWith('.chunk')).length,
    temps: readdirSync(path.join(dir, 'tmp')).length,
    blobs: filesUnder(path.join(dir, 'blobs')).length,
    rows: count('stored_file') + count('file_blob'),
  };
}

const NOTHING = { chunks: 0, temps: 0, blobs: 0, rows: 0 };

describe('chunked uploads (GET/POST /api/file/chunk, POST /api/file/merge)', () => {
  let app: FastifyInstance;
  let token: string;

  describe('a fresh server per test', () => {
    beforeEach(async () => {
      app = await buildTestApp({ routes });
      const user = await createUser(app);
      token = await signIn(app, user.account, user.password);
    });
    afterEach(async () => closeTestApp(app));

    it('takes chunks in any order, lists what it has, merges them and serves back the same bytes', async () => {
      const data = fileOfType('pdf', 2 * TEST_CHUNK + 1000);
      expect((await testChunks(app, token, data)).data).toEqual({ uploaded: false, chunkNumbers: [], merge: false });
      expect((await postChunk(app, token, data, 3)).data).toEqual({ uploaded: false, chunkNumbers: [3], merge: false });
      expect((await postChunk(app, token, data, 1)).data).toEqual({ uploaded: false, chunkNumbers: [1, 3], merge: false });
      expect((await testChunks(app, token, data)).data).toEqual({ uploaded: false, chunkNumbers: [1, 3], merge: false });
      // Sending a chunk again (a retry after a lost answer) is harmless.
      expect((await postChunk(app, token, data, 1)).data?.chunkNumbers).toEqual([1, 3]);
      expect((await postChunk(app, token, data, 2)).data).toEqual({ uploaded: false, chunkNumbers: [1, 2, 3], merge: true });
      expect((await testChunks(app, token, data)).data).toEqual({ uploaded: false, chunkNumbers: [1, 2, 3], merge: true });

      const merged = await mergeUpload(app, token, data, '季度#报告.pdf');
      expect(merged.code).toBe(200);
      expect(merged.data).toEqual({
        name: '季度报告.pdf', fileSize: data.length, fileExtension: 'pdf', fileVersionId: merged.data?.fileId,
        url: expect.stringMatching(/^\/api\/file\/Signed\/f\d+\.[0-9a-z]+\.i\.[\w-]{43}\/%E5%AD%A3/), fileId: expect.stringMatching(/^\d+$/),
      });
      const row = app.db.prepare('SELECT owner_id, name, extension, size, md5, content_type, path_type, file_type FROM stored_file').get();
      expect(row).toMatchObject({ name: '季度报告.pdf', extension: 'pdf', size: data.length, md5: md5Of(data), content_type: 'application/pdf', path_type: 'defaultPath', file_type: 'annex' });
      // The chunks are gone once merged; the stored name is generated, never the user's.
      expect(leftovers(app)).toEqual({ chunks: 0, temps: 0, blobs: 1, rows: 2 });
      const [blob] = filesUnder(path.join(uploadDir(app), 'blobs'));
      expect(blob).toMatch(/^[0-9a-f]{2}[/\\][0-9a-f]{32}$/);
      expect(blob).not.toContain(md5Of(data));

      const served = await app.inject({ method: 'GET', url: merged.data?.url ?? '' });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(data)).toBe(true);
    });

    it('takes an empty text file (one empty chunk), but not an empty file claiming to be a PDF', async () => {
      const empty = Buffer.alloc(0);
      expect((await postChunk(app, token, empty, 1, { name: 'empty.txt' })).data).toEqual({ uploaded: false, chunkNumbers: [1], merge: true });
      expect(await mergeUpload(app, token, empty, 'empty.txt', { type: 'mail' })).toMatchObject({ code: 200, data: { fileSize: 0 } });
      await postChunk(app, token, empty, 1, { name: 'empty.pdf' });
      expect(await mergeUpload(app, token, empty, 'empty.pdf')).toMatchObject({ code: 400, msg: '文件内容与扩展名 pdf 不符' });
    });

    it('takes a file whose single chunk comes before its fields, and a file of exactly one 5 MB chunk', async () => {
      const small = fileOfType('text', 5000);
      expect((await postChunk(app, token, small, 1, { name: 'notes.txt', fileFirst: true })).data?.merge).toBe(true);
      expect((await mergeUpload(app, token, small, 'notes.txt')).code).toBe(200);

      const fiveMb = fileOfType('png', 5 * MB);
      const sent = await postChunk(app, token, fiveMb, 1, { name: 'photo.png', chunkSize: 5 * MB });
      expect(sent.data).toEqual({ uploaded: false, chunkNumbers: [1], merge: true });
      expect((await mergeUpload(app, token, fiveMb, 'photo.png', { type: 'annexpic' })).code).toBe(200);
    });

    it('resumes after a server restart: a second app on the same data folder lists the chunks already sent', async () => {
      const data = fileOfType('pdf', 3 * TEST_CHUNK);
      await postChunk(app, token, data, 1);
      await postChunk(app, token, data, 2);
      const dbFile = app.config.dbFile;
      const firstDir = tempDirOf(app);
      const seedPassword = seedPasswordOf(app);
      await app.close();

      app = await buildTestApp({ config: { dbFile }, routes });
      try {
        const again = await signIn(app, 'admin', seedPassword);
        // Another account sees nothing of it: the partial upload belongs to its user.
        expect((await testChunks(app, again, data)).data?.chunkNumbers).toEqual([]);
        expect((await testChunks(app, token, data)).data).toEqual({ uploaded: false, chunkNumbers: [1, 2], merge: false });
        expect((await postChunk(app, token, data, 3)).data?.merge).toBe(true);
        expect((await mergeUpload(app, token, data, 'report.pdf')).code).toBe(200);
      } finally {
        rmSync(firstDir, { recursive: true, force: true });
      }
    });

    it('completes an upload of bytes the user already stored at once (instant upload), sharing the stored blob', async () => {
      const data = fileOfType('pdf', TEST_CHUNK + 10);
      const first = await uploadFile(app, token, data, 'a.pdf');
      expect((await testChunks(app, token, data)).data).toEqual({ uploaded: true, chunkNumbers: [], merge: false });
      expect((await testChunks(app, token, data, { fields: { pathType: 'defaultPath' } })).data?.uploaded).toBe(true);
      expect((await testChunks(app, token, data, { fields: { pathType: 'selfPath' } })).data?.uploaded).toBe(false);

      const second = await mergeUpload(app, token, data, 'copy of a.pdf', { pathType: 'selfPath', folder: '合同/2025' });
      expect(second.code).toBe(200);
      expect(second.data?.fileId).not.toBe(first.fileId);
      expect(leftovers(app)).toEqual({ chunks: 0, temps: 0, blobs: 1, rows: 3 });
      const rows = app.db.prepare('SELECT blob_id, name, folder FROM stored_file ORDER BY created_at, id').all() as { blob_id: string; name: string; folder: string | null }[];
      expect(rows.map((row) => row.name)).toEqual(['a.pdf', 'copy of a.pdf']);
      expect(rows[1]?.folder).toBe('合同/2025');
      expect(rows[0]?.blob_id).toBe(rows[1]?.blob_id);

      // Another user with the same bytes gets no shortcut (that would tell them someone has the file).
      const other = await createUser(app);
      const otherToken = await signIn(app, other.account, other.password);
      expect((await testChunks(app, otherToken, data)).data?.uploaded).toBe(false);
      expect(await mergeUpload(app, otherToken, data, 'a.pdf')).toMatchObject({ code: 400, msg: '还有1个分片未上传，请继续上传后再合并' });
    });

    it('keeps each user’s partial upload to that user: another user’s identical identifier neither sees nor touches it', async () => {
      const data = fileOfType('pdf', 2 * TEST_CHUNK);
      await postChunk(app, token, data, 1);
      const other = await createUser(app);
      const otherToken = await signIn(app, other.account, other.password);
      expect((await testChunks(app, otherToken, data)).data?.chunkNumbers).toEqual([]);
      expect((await mergeUpload(app, otherToken, data, 'report.pdf')).code).toBe(400);
      expect((await postChunk(app, otherToken, data, 2)).data?.chunkNumbers).toEqual([2]);
      expect((await testChunks(app, token, data)).data?.chunkNumbers).toEqual([1]);
      // The other user's merge of their half refuses; the owner's upload still completes.
      expect((await mergeUpload(app, otherToken, data, 'report.pdf')).code).toBe(400);
      await postChunk(app, token, data, 2);
      expect((await mergeUpload(app, token, data, 'report.pdf')).code).toBe(200);
    });

    it('refuses a merge before every chunk is there, and keeps the chunks so the upload can go on', async () => {
      const data = fileOfType('pdf', 3 * TEST_CHUNK);
      await postChunk(app, token, data, 1);
      await postChunk(app, token, data, 3);
      expect(await mergeUpload(app, token, data, 'report.pdf')).toMatchObject({ code: 400, msg: '还有1个分片未上传，请继续上传后再合并' });
      expect(await mergeUpload(app, token, fileOfType('pdf', 1000), 'new.pdf', {}, 'en')).toMatchObject({ code: 400, msg: '1 chunks are still missing; finish the upload before merging' });
      expect(leftovers(app)).toMatchObject({ chunks: 2, temps: 0, blobs: 0, rows: 0 });
      await postChunk(app, token, data, 2);
      expect((await mergeUpload(app, token, data, 'report.pdf')).code).toBe(200);
    });

    it('refuses a merge whose bytes do not match the checksum (a tampered chunk), and removes the upload', async () => {
      const data = fileOfType('pdf', 2 * TEST_CHUNK);
      await postChunk(app, token, data, 1);
      const tampered = Buffer.from(data.subarray(TEST_CHUNK));
      tampered[100] = (tampered[100] ?? 0) ^ 0xff;
      expect((await postChunk(app, token, data, 2, { body: tampered })).data?.merge).toBe(true);
      expect(await mergeUpload(app, token, data, 'report.pdf')).toMatchObject({ code: 400, msg: '文件校验失败（MD5不一致），请重新上传' });
      expect(leftovers(app)).toEqual(NOTHING);
      expect((await testChunks(app, token, data)).data?.chunkNumbers).toEqual([]);
    });

    it('refuses a merge whose size is not the uploaded size', async () => {
      const data = fileOfType('pdf', TEST_CHUNK);
      await postChunk(app, token, data, 1);
      expect(await mergeUpload(app, token, data, 'report.pdf', { fileSize: data.length + 1 })).toMatchObject({ code: 400, msg: '文件大小与已上传的分片不符，请重新上传' });
      expect(leftovers(app)).toMatchObject({ temps: 0, blobs: 0, rows: 0 });
    });

    it('answers a full disk with a clear 400 and leaves nothing behind, for a chunk and for a merge', async () => {
      const data = fileOfType('pdf', 2 * TEST_CHUNK);
      const store = fileServiceOf(app).store;
      /** Writes fail with ENOSPC once `budget` bytes were written, like a disk filling up mid-file. */
      const fullAfter = (budget: number): typeof nodeIo => ({
        async create(file) {
          const handle = await nodeIo.create(file);
          let written = 0;
          const full = (): Error => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
          const write = handle.write.bind(handle) as (data: Buffer) => Promise<unknown>;
          const writev = handle.writev.bind(handle);
          return Object.assign(handle, {
            write: async (chunk: Buffer) => {
              written += chunk.length;
              if (written > budget) throw full();
              return write(chunk);
            },
            writev: async (chunks: Buffer[]) => {
              written += chunks.reduce((sum, chunk) => sum + chunk.length, 0);
              if (written > budget) throw full();
              return writev(chunks);
            },
          }) as FileHandle;
        },
      });
      store.io = fullAfter(1000);
      expect(await postChunk(app, token, data, 1)).toMatchObject({ code: 400, msg: '服务器存储空间不足，请联系管理员' });
      expect(leftovers(app)).toEqual(NOTHING);

      store.io = nodeIo;
      await postChunk(app, token, data, 1);
      await postChunk(app, token, data, 2);
      store.io = fullAfter(TEST_CHUNK + 10);
      expect(await mergeUpload(app, token, data, 'report.pdf', {}, 'en')).toMatchObject({ code: 400, msg: 'The server is out of storage space; contact the administrator' });
      // The chunks stay for a retry once there is room; no half-merged file and no row.
      expect(leftovers(app)).toEqual({ chunks: 2, temps: 0, blobs: 0, rows: 0 });
      store.io = nodeIo;
      expect((await mergeUpload(app, token, data, 'report.pdf')).code).toBe(200);
    });
  });

  describe('refuses hostile chunks with a clear 400 and stores nothing', () => {
    // One server for the whole table: each case also checks that nothing was left for the next.
    beforeAll(async () => {
      app = await buildTestApp({ routes });
      token = await signIn(app, 'admin');
    });
    afterAll(async () => closeTestApp(app));

    const data = fileOfType('pdf', 3 * TEST_CHUNK);
    const cases: Array<[string, ChunkOptions, string, number?]> = [
      ['a traversal as identifier', { fields: { identifier: '../../../../etc/passwd' } }, '文件标识 identifier 必须是32位MD5值'],
      ['an identifier that is not 32 hex digits', { fields: { identifier: 'z'.repeat(32) } }, '文件标识 identifier 必须是32位MD5值'],
      ['a traversal in the file name', { name: '../../evil.pdf' }, '文件名不能为空，也不能包含路径分隔符或控制字符'],
      ['a backslash path in the file name', { name: '..\\..\\evil.pdf' }, '文件名不能为空，也不能包含路径分隔符或控制字符'],
      ['a control character in the file name', { name: 'evil\u0007.pdf' }, '文件名不能为空，也不能包含路径分隔符或控制字符'],
      ['a right-to-left override in the file name', { name: 'invoice\u202Efdp.exe' }, '文件名不能为空，也不能包含路径分隔符或控制字符'],
      ['a very long file name', { name: `${'长'.repeat(201)}.pdf` }, '文件名最多为200个字符'],
      ['a traversal in relativePath', { fields: { relativePath: 'docs/../../../etc/passwd' } }, 'relativePath 不能包含“..”、绝对路径或控制字符'],
      ['an absolute relativePath', { fields: { relativePath: '/etc/passwd' } }, 'relativePath 不能包含“..”、绝对路径或控制字符'],
      ['a double extension ending in .exe', { name: 'invoice.pdf.exe' }, '不支持上传 exe 类型的文件'],
      ['an HTML file', { name: 'page.html' }, '不支持上传 html 类型的文件'],
      ['an SVG file', { name: 'logo.svg' }, '不支持上传 svg 类型的文件'],
      ['an extension that contradicts the name', { fields: { extension: 'png' } }, '扩展名 png 与文件名不符'],
      ['chunk number 0', { fields: { chunkNumber: 0 } }, '分片序号必须在1到3之间'],
      ['a chunk number past the last', { fields: { chunkNumber: 4 } }, '分片序号必须在1到3之间'],
      ['a negative chunk number', { fields: { chunkNumber: -1 } }, '上传参数 chunkNumber 不正确'],
      ['a negative total size', { fields: { totalSize: -5 } }, '上传参数 totalSize 不正确'],
      ['a total size that is not a number', { fields: { totalSize: '1e9' } }, '上传参数 totalSize 不正确'],
      ['a chunk size over 5 MB', { fields: { chunkSize: 6 * MB } }, '分片大小必须在64KB到5MB之间'],
      ['a tiny chunk size', { fields: { chunkSize: 1024 } }, '分片大小必须在64KB到5MB之间'],
      ['a chunk count that does not add up', { fields: { totalChunks: 2 } }, '分片总数与文件大小不符'],
      ['a currentChunkSize that is not this chunk’s size', { fields: { currentChunkSize: 1000 } }, '第1个分片的大小应为65536字节，实际为1000字节'],
      ['a body shorter than its currentChunkSize', { body: Buffer.alloc(1000) }, '第1个分片的大小应为65536字节，实际为1000字节'],
      ['a body longer than its currentChunkSize', { body: Buffer.alloc(TEST_CHUNK + 1) }, '第1个分片的大小应为65536字节，实际为65537字节'],
      ['a file over the 100 MB limit', { fields: { totalSize: 101 * MB, totalChunks: Math.ceil((101 * MB) / TEST_CHUNK) } }, '文件大小超过100MB'],
      ['an unknown upload type', { fields: { type: 'script' } }, '不支持的上传类型：script'],
      ['a PDF sent as an image', { fields: { type: 'annexpic' } }, '不支持上传 pdf 类型的文件'],
      ['the file first, then a bad identifier', { fileFirst: true, fields: { identifier: '..' } }, '文件标识 identifier 必须是32位MD5值'],
    ];
    it.each(cases)('%s', async (_label, options, message) => {
      const answer = await postChunk(app, token, data, 1, options);
      expect(answer).toMatchObject({ code: 400, msg: message });
      expect(leftovers(app)).toEqual(NOTHING);
    });

    it('a chunk over 5 MB, whatever its fields claim', async () => {
      const big = fileOfType('pdf', 12 * MB);
      // Fields that claim 5 MB, a body of 5 MB + 1 byte: busboy stops at the limit.
      const justOver = Buffer.alloc(5 * MB + 1, 1);
      expect(await postChunk(app, token, big, 1, { chunkSize: 5 * MB, body: justOver })).toMatchObject({ code: 400, msg: '分片大小不能超过5MB' });
      // A body far over: refused from Content-Length, before it is read.
      expect(await postChunk(app, token, big, 1, { chunkSize: 5 * MB, body: Buffer.alloc(6 * MB, 1) })).toMatchObject({ code: 400, msg: '分片大小不能超过5MB' });
      expect(leftovers(app)).toEqual(NOTHING);
    });

    it('a form without the chunk, with it in another field, or not a form at all', async () => {
      const fields = chunkFields(data, 1);
      const noFile = multipartBody(fields, null);
      const otherField = multipartBody(fields, { data: data.subarray(0, TEST_CHUNK), field: 'upload' });
      for (const form of [noFile, otherField]) {
        const response = await app.inject({ method: 'POST', url: '/api/file/chunk', headers: { ...form.headers, authorization: token }, payload: form.payload });
        expect(response.json()).toMatchObject({ code: 400, msg: '请在 file 字段中上传分片' });
      }
      const json = await app.inject({ method: 'POST', url: '/api/file/chunk', headers: { authorization: token }, payload: fields });
      expect(json.json()).toMatchObject({ code: 400, msg: '请在 file 字段中上传分片' });
      const garbled = await app.inject({
        method: 'POST', url: '/api/file/chunk', headers: { authorization: token, 'content-type': 'multipart/form-data; boundary=xyz' }, payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nabc',
      });
      expect(garbled.json<{ code: number }>().code).toBe(400);
      expect(leftovers(app)).toEqual(NOTHING);
    });

    it('the same checks on GET /api/file/chunk', async () => {
      expect(await testChunks(app, token, data, { fields: { identifier: '../x' } })).toMatchObject({ code: 400, msg: '文件标识 identifier 必须是32位MD5值' });
      expect(await testChunks(app, token, data, { name: 'run.exe' })).toMatchObject({ code: 400, msg: '不支持上传 exe 类型的文件' });
      expect(await testChunks(app, token, data, { fields: { chunkNumber: 9 } })).toMatchObject({ code: 400, msg: '分片序号必须在1到3之间' });
    });

    it('needs a session', async () => {
      expect((await postChunk(app, token, data, 1, { token: 'bearer nope' })).code).toBe(602);
      expect(leftovers(app)).toEqual(NOTHING);
    });
  });

  describe('refuses hostile merges with a clear 400 and keeps nothing', () => {
    beforeAll(async () => {
      app = await buildTestApp({ routes });
      token = await signIn(app, 'admin');
    });
    afterAll(async () => closeTestApp(app));
    // A refused payload leaves the user's chunks for a corrected merge; the next case starts clean.
    afterEach(() => {
      rmSync(path.join(uploadDir(app), 'partial'), { recursive: true, force: true });
      mkdirSync(path.join(uploadDir(app), 'partial'));
    });

    async function mergeOf(data: Buffer, name: string, overrides: Record<string, unknown> = {}): Promise<{ code: number; msg: string }> {
      const answer = await postChunk(app, token, data, 1, { name, fields: overrides.type ? { type: String(overrides.type) } : {} });
      if (answer.code !== 200) return answer;
      return mergeUpload(app, token, data, name, overrides);
    }

    it.each([
      ['a traversal as identifier', { identifier: '../../etc/passwd' }, '文件标识 identifier 必须是32位MD5值'],
      ['a traversal in the name', { fileName: '../../../root/.ssh/authorized_keys.txt' }, '文件名不能为空，也不能包含路径分隔符或控制字符'],
      ['control characters in the name', { fileName: 'a\r\nb.txt' }, '文件名不能为空，也不能包含路径分隔符或控制字符'],
      ['a very long name', { fileName: `${'x'.repeat(300)}.txt` }, '文件名最多为200个字符'],
      ['a traversal in the folder', { pathType: 'selfPath', folder: '../../etc' }, 'folder 不能包含“..”、绝对路径或控制字符'],
      ['an absolute folder', { pathType: 'selfPath', folder: '/var/www' }, 'folder 不能包含“..”、绝对路径或控制字符'],
      ['a Windows folder', { pathType: 'selfPath', folder: 'C:\\Windows' }, 'folder 不能包含“..”、绝对路径或控制字符'],
      ['an unknown pathType', { pathType: '../../' }, '不支持的路径类型：../../'],
      ['a negative size', { fileSize: -1 }, '上传参数 fileSize 不正确'],
      ['a fractional size', { fileSize: 1.5 }, '上传参数 fileSize 不正确'],
    ])('%s', async (_label, overrides, message) => {
      const data = fileOfType('text', 2000);
      expect(await mergeOf(data, 'notes.txt', overrides)).toMatchObject({ code: 400, msg: message });
      expect(leftovers(app)).toEqual({ chunks: 1, temps: 0, blobs: 0, rows: 0 });
    });

    it.each([
      ['HTML named .pdf', fileOfType('html', 3000), 'invoice.pdf', {}, '文件内容与扩展名 pdf 不符'],
      ['a script named .php.jpg (double extension)', Buffer.from('<?php system($_GET["c"]); ?>'), 'shell.php.jpg', {}, '文件内容与扩展名 jpg 不符'],
      ['SVG with script named .png, as an image', fileOfType('svg', 3000), 'logo.png', { type: 'annexpic' }, '文件内容与扩展名 png 不符'],
      ['a PDF named .jpg, as an image', fileOfType('pdf', 3000), 'scan.jpg', { type: 'annexpic' }, '文件内容与扩展名 jpg 不符'],
      ['a binary named .txt', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(3000)]), 'readme.txt', {}, '文件内容与扩展名 txt 不符'],
      ['a renamed executable as .docx', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(3000, 1)]), 'letter.docx', {}, '文件内容与扩展名 docx 不符'],
    ])('%s', async (_label, data, name, overrides, message) => {
      expect(await mergeOf(data, name, overrides)).toMatchObject({ code: 400, msg: message });
      expect(leftovers(app)).toEqual(NOTHING);
    });

    it('an image over the image limit, with the spec’s image message', async () => {
      const limited = await buildTestApp({ config: { uploads: { imageMaxBytes: 100 * 1024 } }, routes });
      try {
        const limitedToken = await signIn(limited, 'admin');
        const image = fileOfType('png', 100 * 1024 + 1);
        expect(await mergeUpload(limited, limitedToken, image, 'big.png', { type: 'annexpic' })).toMatchObject({ code: 400, msg: '图片大小超过100KB' });
        expect(await postChunk(limited, limitedToken, image, 1, { name: 'big.png', fields: { type: 'annexpic' } })).toMatchObject({ code: 400, msg: '图片大小超过100KB' });
        // As a file (annex) the same bytes are within the 100 MB limit.
        expect((await uploadFile(limited, limitedToken, image, 'big.png')).fileExtension).toBe('png');
      } finally {
        await closeTestApp(limited);
      }
    });

    it('a text file that is really HTML is stored, and only ever served as an attachment', async () => {
      const html = fileOfType('html', 2000);
      const stored = await uploadFile(app, token, html, 'notes.txt');
      const served = await app.inject({ method: 'GET', url: stored.url });
      expect(served.headers['content-type']).toBe('application/octet-stream');
      expect(served.headers['content-disposition']).toMatch(/^attachment;/);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toContain('sandbox');
    });
  });

});
