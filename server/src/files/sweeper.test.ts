import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, closeTestApp, fileOfType, postChunk, signIn, testChunks, uploadFile } from '../testing';
import { uploadConfigOf } from './config';
import { fileServiceOf, sweepUploadsOf } from './plugin';
import { fileServeRoutes } from '../routes/files/serve-routes';
import { uploadRoutes } from '../routes/files/upload-routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [fileServeRoutes, uploadRoutes];

const HOUR = 60 * 60 * 1000;

describe('sweeping stale uploads', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await buildTestApp({ routes, config: { uploads: { staleHours: 1 } } });
  });
  afterEach(async () => closeTestApp(app));

  it('removes partial uploads, temporary files, orphan blobs and expired packs older than the stale age, and nothing else', async () => {
    const token = await signIn(app, 'admin');
    const partial = fileOfType('pdf', 3 * 64 * 1024);
    await postChunk(app, token, partial, 1);
    const kept = fileOfType('pdf', 2000);
    const stored = await uploadFile(app, token, kept, 'kept.pdf');
    expect((await call(app, 'POST', '/api/file/PackDownload/annex', { token, body: [{ fileId: stored.fileId }] })).code).toBe(200);

    const dir = uploadConfigOf(app.config).dir;
    // What a crash leaves: a chunk half received, a file published but never committed.
    writeFileSync(path.join(dir, 'tmp', 'a'.repeat(32)), 'half a chunk');
    mkdirSync(path.join(dir, 'blobs', 'ff'), { recursive: true });
    const orphan = path.join(dir, 'blobs', 'ff', 'f'.repeat(32));
    writeFileSync(orphan, 'never committed');

    expect(await sweepUploadsOf(app, Date.now() + HOUR / 2)).toEqual({ partials: 0, temps: 0, orphanBlobs: 0, packs: 1 });
    expect((await testChunks(app, token, partial)).data?.chunkNumbers).toEqual([1]);

    expect(await sweepUploadsOf(app, Date.now() + HOUR + 60_000)).toEqual({ partials: 1, temps: 1, orphanBlobs: 1, packs: 0 });
    expect((await testChunks(app, token, partial)).data?.chunkNumbers).toEqual([]);
    expect(readdirSync(path.join(dir, 'partial'))).toEqual([]);
    expect(readdirSync(path.join(dir, 'tmp'))).toEqual([]);
    expect(existsSync(orphan)).toBe(false);
    // The stored file is untouched and still served.
    const served = await app.inject({ method: 'GET', url: fileServiceOf(app).signedUrl({ kind: 'f', id: stored.fileId, mode: 'a' }, 'kept.pdf') });
    expect(served.rawPayload.equals(kept)).toBe(true);
  });

  it('counts a partial upload as fresh while chunks keep arriving', async () => {
    const token = await signIn(app, 'admin');
    const data = fileOfType('pdf', 3 * 64 * 1024);
    await postChunk(app, token, data, 1);
    // Sweeping "now" with a zero-length tolerance would remove it; an hour's is far from it.
    expect((await sweepUploadsOf(app)).partials).toBe(0);
    await postChunk(app, token, data, 2);
    expect((await testChunks(app, token, data)).data?.chunkNumbers).toEqual([1, 2]);
  });
});
