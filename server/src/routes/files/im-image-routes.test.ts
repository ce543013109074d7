import type { FastifyInstance } from 'fastify';
import { buildTestApp, chatter, closeTestApp, TINY_PNG, uploadIm, type Chatter } from '../../testing';
import { IM_IMAGE_MAX_BYTES } from './im-image-routes';
import { detectImageType } from './image-type';
import { imImageRoutes } from './im-image-routes';

// A server per test, with the API route plugins these tests call (buildTestApp's routes).
const routes = [imImageRoutes];

/** A PNG signature followed by filler up to the given size. */
const pngOfSize = (bytes: number): Buffer => Buffer.concat([TINY_PNG, Buffer.alloc(bytes - TINY_PNG.length, 7)]);

describe('chat image upload', () => {
  let app: FastifyInstance;
  let alice: Chatter;

  beforeEach(async () => {
    app = await buildTestApp({ routes });
    alice = await chatter(app);
  });
  afterEach(async () => closeTestApp(app));

  it('stores an image under a random name and serves it with its type, nosniff and a long cache', async () => {
    const first = await uploadIm(app, alice.token, TINY_PNG, { contentType: 'application/octet-stream', filename: 'a.bin' });
    const second = await uploadIm(app, alice.token, TINY_PNG);
    expect(first.code).toBe(200);
    expect(first.data?.name).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(first.data?.url).toBe(`/api/file/Image/IM/${first.data?.name ?? ''}`);
    expect(second.data?.name).not.toBe(first.data?.name);

    const served = await app.inject({ method: 'GET', url: first.data?.url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it('refuses 5 MB or more with the spec message, and accepts one byte less', async () => {
    const tooBig = await uploadIm(app, alice.token, pngOfSize(IM_IMAGE_MAX_BYTES));
    expect(tooBig).toMatchObject({ code: 400, msg: '图片大小不能超过5M' });
    const farTooBig = await uploadIm(app, alice.token, pngOfSize(IM_IMAGE_MAX_BYTES + 4096), { lang: 'zh-TW' });
    expect(farTooBig).toMatchObject({ code: 400, msg: '圖片大小不能超過5M' });
    const justUnder = await uploadIm(app, alice.token, pngOfSize(IM_IMAGE_MAX_BYTES - 1));
    expect(justUnder.code).toBe(200);
    expect((app.db.prepare('SELECT COUNT(*) AS n FROM chat_files').get() as { n: number }).n).toBe(1);
  });

  it.each([
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml', 'x.svg'],
    ['HTML declared as a PNG', Buffer.from('<!doctype html><script>alert(1)</script>'), 'image/png', 'x.png'],
    ['an empty file', Buffer.alloc(0), 'image/png', 'x.png'],
  ])('refuses %s', async (_label, data, contentType, filename) => {
    const refused = await uploadIm(app, alice.token, data, { contentType, filename, lang: 'en' });
    expect(refused).toMatchObject({ code: 400, msg: 'Please upload an image (PNG, JPEG, GIF or WebP)' });
    expect((app.db.prepare('SELECT COUNT(*) AS n FROM chat_files').get() as { n: number }).n).toBe(0);
  });

  it('needs a session to upload, a file in the field "file", and an existing name to serve', async () => {
    expect((await uploadIm(app, null, TINY_PNG)).code).toBe(602);
    expect(await uploadIm(app, alice.token, TINY_PNG, { field: 'other' })).toMatchObject({ code: 400, msg: '请选择要上传的图片' });
    const missing = await app.inject({ method: 'GET', url: '/api/file/Image/IM/0123456789abcdef0123456789abcdef.png' });
    expect(JSON.parse(missing.body)).toMatchObject({ code: 404 });
    const traversal = await app.inject({ method: 'GET', url: '/api/file/Image/IM/..%2F..%2Fetc%2Fpasswd' });
    expect(JSON.parse(traversal.body)).toMatchObject({ code: 400 });
  });
});

describe('detectImageType', () => {
  it('knows PNG, JPEG, GIF and WebP by their first bytes only', () => {
    expect(detectImageType(TINY_PNG)?.contentType).toBe('image/png');
    expect(detectImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))?.extension).toBe('jpg');
    expect(detectImageType(Buffer.from('GIF89a\x01\x00', 'latin1'))?.contentType).toBe('image/gif');
    expect(detectImageType(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))?.contentType).toBe('image/webp');
    expect(detectImageType(Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
    expect(detectImageType(Buffer.from('<?xml version="1.0"?><svg/>'))).toBeNull();
  });
});
