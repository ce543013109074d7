import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { unzipSync } from 'fflate';
import { fileServiceOf } from '../../files/plugin';
import { FILE_URL_TTL_MS } from '../../files/signed-urls';
import {
  buildTestApp, call, closeTestApp, createUser, fileOfType, manualClock, signIn, uploadFile, type MergedFile,
} from '../../testing';
import { uploadRoutes } from './upload-routes';
import { fileServeRoutes } from './serve-routes';
import { fileRoutes } from './routes';

// A server per test, with the API route plugins these tests call (buildTestApp's routes).
const routes = [uploadRoutes, fileServeRoutes, fileRoutes];

interface Preview {
  url: string;
  name: string;
  fileSize: number;
  fileExtension: string;
  contentType: string;
  inline: boolean;
}

describe('file preview, signed links and pack download', () => {
  let app: FastifyInstance;
  let clock: ReturnType<typeof manualClock>;
  let owner: string;
  let stranger: string;
  let admin: string;

  beforeEach(async () => {
    clock = manualClock();
    app = await buildTestApp({ clock: clock.now, routes });
    const [a, b] = [await createUser(app), await createUser(app)];
    owner = await signIn(app, a.account, a.password);
    stranger = await signIn(app, b.account, b.password);
    admin = await signIn(app, 'admin');
  });
  afterEach(async () => closeTestApp(app));

  const preview = (token: string, fileId: string, download = false) =>
    call<Preview>(app, 'GET', `/api/file/Uploader/Preview?fileId=${fileId}${download ? '&download=1' : ''}`, { token });

  it('gives the owner and an administrator a link, and anyone else the spec’s 文件不存在', async () => {
    const pdf = fileOfType('pdf', 3000);
    const stored = await uploadFile(app, owner, pdf, '合同 (终稿).pdf');
    const mine = await preview(owner, stored.fileId);
    expect(mine).toMatchObject({ code: 200, data: { name: '合同 (终稿).pdf', fileSize: 3000, fileExtension: 'pdf', contentType: 'application/pdf', inline: true } });
    expect((await preview(admin, stored.fileId)).code).toBe(200);
    expect(await preview(stranger, stored.fileId)).toMatchObject({ code: 404, msg: '文件不存在', data: null });
    expect(await preview(owner, '1234567890123456789')).toMatchObject({ code: 404, msg: '文件不存在' });
    expect((await call(app, 'GET', `/api/file/Uploader/Preview?fileId=${stored.fileId}`)).code).toBe(602);
    // The access hook other features extend: a rule sharing every file with the stranger.
    fileServiceOf(app).access.allow(() => true);
    expect((await preview(stranger, stored.fileId)).code).toBe(200);
  });

  it('serves images, PDF and text inline in a sandbox, with nosniff and an RFC 5987 name; download=1 and other types as attachments', async () => {
    const pdf = await uploadFile(app, owner, fileOfType('pdf', 3000), '合同 (终稿).pdf');
    const inline = await app.inject({ method: 'GET', url: (await preview(owner, pdf.fileId)).data.url });
    expect(inline.statusCode).toBe(200);
    expect(inline.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': '3000',
      'content-disposition': "inline; filename=\"__ (__).pdf\"; filename*=UTF-8''%E5%90%88%E5%90%8C%20%28%E7%BB%88%E7%A8%BF%29.pdf",
      'x-content-type-options': 'nosniff',
      'content-security-policy': expect.stringMatching(/default-src 'none'.*; sandbox$/),
    });
    const download = await app.inject({ method: 'GET', url: (await preview(owner, pdf.fileId, true)).data.url });
    expect(download.headers['content-disposition']).toMatch(/^attachment; /);

    const png = await uploadFile(app, owner, fileOfType('png', 2000), 'photo.png', { type: 'annexpic' });
    expect((await app.inject({ method: 'GET', url: png.url })).headers).toMatchObject({ 'content-type': 'image/png', 'content-disposition': expect.stringMatching(/^inline;/) });
    const text = await uploadFile(app, owner, fileOfType('text', 2000), 'notes.csv');
    expect((await app.inject({ method: 'GET', url: text.url })).headers).toMatchObject({ 'content-type': 'text/plain; charset=utf-8', 'content-disposition': expect.stringMatching(/^inline;/) });

    const zip = await uploadFile(app, owner, fileOfType('zip', 2000), 'letter.docx');
    const docx = await preview(owner, zip.fileId);
    expect(docx.data).toMatchObject({ inline: false, contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    expect((await app.inject({ method: 'GET', url: docx.data.url })).headers['content-disposition']).toMatch(/^attachment; /);
    // An inline link for a type that must not show inline (a forged mode is impossible; the server decides again).
    const forcedInline = fileServiceOf(app).signedUrl({ kind: 'f', id: zip.fileId, mode: 'i' }, 'x');
    expect((await app.inject({ method: 'GET', url: forcedInline })).headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('stops a link after five minutes and refuses any change to it', async () => {
    const stored = await uploadFile(app, owner, fileOfType('pdf', 3000), 'a.pdf');
    const { url } = (await preview(owner, stored.fileId)).data;
    const [, , , token = '', name = ''] = url.split('/');
    const [subject = '', expiry = '', mode = '', signature = ''] = token.split('.');
    const get = async (changed: string): Promise<{ code: number; msg: string }> => (await app.inject({ method: 'GET', url: `/api/file/Signed/${changed}/${name}` })).json();

    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const other = await uploadFile(app, owner, fileOfType('pdf', 3001), 'b.pdf');
    const invalid = { code: 400, msg: '下载链接无效或已过期，请重新下载' };
    expect(await get(`f${other.fileId}.${expiry}.${mode}.${signature}`)).toMatchObject(invalid);
    expect(await get(`${subject}.${(parseInt(expiry, 36) + 3600).toString(36)}.${mode}.${signature}`)).toMatchObject(invalid);
    expect(await get(`${subject}.${expiry}.a.${signature}`)).toMatchObject(invalid);
    expect(await get(`${subject}.${expiry}.${mode}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`)).toMatchObject(invalid);
    expect(await get(`p${subject.slice(1)}.${expiry}.${mode}.${signature}`)).toMatchObject(invalid);
    expect(await get('..%2F..%2Fetc%2Fpasswd')).toMatchObject(invalid);

    clock.advance(FILE_URL_TTL_MS - 1000);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    clock.advance(1000);
    expect((await app.inject({ method: 'GET', url })).json()).toMatchObject(invalid);
  });

  it('answers 文件不存在 when the stored bytes are gone', async () => {
    const stored = await uploadFile(app, owner, fileOfType('pdf', 3000), 'a.pdf');
    const service = fileServiceOf(app);
    const row = app.db.prepare('SELECT b.storage_name FROM stored_file f JOIN file_blob b ON b.id = f.blob_id WHERE f.id = ?').get(stored.fileId) as { storage_name: string };
    rmSync(service.store.blobPath(row.storage_name));
    const missing = await app.inject({ method: 'GET', url: stored.url });
    expect(missing.json()).toEqual({ code: 404, msg: '文件不存在', data: null });
  });

  describe('pack download', () => {
    const pack = (token: string, body: unknown) =>
      call<{ downloadVo: { url: string; downloadName: string } }>(app, 'POST', '/api/file/PackDownload/annex', { token, body });

    async function unzip(url: string): Promise<Record<string, Buffer>> {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject({ 'content-type': 'application/zip', 'x-content-type-options': 'nosniff', 'content-disposition': expect.stringMatching(/^attachment; /) });
      return Object.fromEntries(Object.entries(unzipSync(response.rawPayload)).map(([name, data]) => [name, Buffer.from(data)]));
    }

    it('zips exactly the listed files the caller may read, under their names, made unique and flat', async () => {
      const files: Array<[Buffer, MergedFile]> = [];
      for (const [size, name] of [[3000, '报告.pdf'], [70_000, '报告.pdf'], [10, 'empty-ish.txt']] as const) {
        const data = size === 10 ? Buffer.from('ten bytes!') : fileOfType('pdf', size);
        files.push([data, await uploadFile(app, owner, data, name)]);
      }
      const theirs = await uploadFile(app, stranger, fileOfType('pdf', 500), 'secret.pdf');
      const list = [
        ...files.map(([, file]) => ({ fileId: file.fileId, fileName: file.name })),
        { fileId: theirs.fileId, fileName: 'secret.pdf' },
        { fileId: '999', fileName: 'ghost.pdf' },
        { fileId: files[2]?.[1].fileId ?? '', fileName: '../../evil.txt' },
      ];
      const answer = await pack(owner, list);
      expect(answer).toMatchObject({ code: 200, data: { downloadVo: { downloadName: expect.stringMatching(/^附件_\d{14}\.zip$/) } } });
      const entries = await unzip(answer.data.downloadVo.url);
      expect(Object.keys(entries).sort()).toEqual(['empty-ish.txt', '报告 (2).pdf', '报告.pdf']);
      expect(entries['报告.pdf']?.equals(files[0]?.[0] ?? Buffer.alloc(0))).toBe(true);
      expect(entries['报告 (2).pdf']?.equals(files[1]?.[0] ?? Buffer.alloc(0))).toBe(true);
      expect(entries['empty-ish.txt']?.toString()).toBe('ten bytes!');

      // JNPF's {list} shape too; a client name with a path is flattened, never a folder in the zip.
      const renamed = await pack(owner, { list: [{ fileId: files[2]?.[1].fileId, fileName: '../../evil.txt' }] });
      expect(Object.keys(await unzip(renamed.data.downloadVo.url))).toEqual(['.._.._evil.txt']);
    });

    it('says 未发现文件 for an empty list or one with nothing the caller may read', async () => {
      const theirs = await uploadFile(app, stranger, fileOfType('pdf', 500), 'secret.pdf');
      expect(await pack(owner, [])).toMatchObject({ code: 400, msg: '未发现文件' });
      expect(await pack(owner, { list: [] })).toMatchObject({ code: 400, msg: '未发现文件' });
      expect(await pack(owner, [{ fileId: theirs.fileId, fileName: 'secret.pdf' }])).toMatchObject({ code: 400, msg: '未发现文件' });
      expect(await pack(owner, [{ fileId: '1', fileName: 'x' }])).toMatchObject({ code: 400, msg: '未发现文件' });
      expect((await pack(admin, [{ fileId: theirs.fileId }])).code).toBe(200);
    });

    it('stops the zip link after five minutes', async () => {
      const stored = await uploadFile(app, owner, fileOfType('pdf', 500), 'a.pdf');
      const { url } = (await pack(owner, [{ fileId: stored.fileId }])).data.downloadVo;
      clock.advance(FILE_URL_TTL_MS);
      expect((await app.inject({ method: 'GET', url })).json()).toMatchObject({ code: 400, msg: '下载链接无效或已过期，请重新下载' });
    });
  });
});
