// Issue 14 "done means" (uploads): a 40 MB attachment paused and resumed in the notice form, a page
// reloaded mid-upload resuming without resending what the server has, a server killed mid-upload
// resuming from the chunks on its disk, a tampered chunk refused at merge, an image previewed in
// the viewer, and a released notice whose recipient downloads its attachments as one zip holding
// exactly those files. Chunk POSTs are slowed in the browser so that "mid-way" is a real moment.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Locator, type Page, type Request } from '@playwright/test';
import { unzipSync } from 'fflate';
import { startOwnServer } from './messaging-server';
import { accountSession } from './messaging-support';
import { apiToken, createAccount, signIn, test } from './support';
import { newPortalContext } from './toasts';

const MB = 1024 * 1024;
const CHUNK = 5 * MB;
const NOTICES = '[data-page="system/notice"]';
const CENTRE = '[data-page="messageRecord"]';
const OWN_PORT = 3228;
/** A 1×1 PNG: an image the server's magic-byte check accepts. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const md5 = (data: Buffer): string => createHash('md5').update(data).digest('hex');

/** Random bytes that sniff as a zip (its magic number first): an annex type the server takes. */
function zipLike(size: number): Buffer {
  const data = randomBytes(size);
  Buffer.from([0x50, 0x4b, 0x03, 0x04]).copy(data);
  return data;
}

/** The chunk number of a POST /api/file/chunk (a multipart field). */
function chunkNumberOf(request: Request): number {
  const body = request.postDataBuffer()?.subarray(0, 4096).toString('latin1') ?? '';
  const match = /name="chunkNumber"\r\n\r\n(\d+)/.exec(body);
  return match ? Number(match[1]) : -1;
}

interface ChunkLog {
  /** Chunk numbers of every POST the server answered, in order: what it received. */
  sent: number[];
  /** Chunk numbers of every POST whose answer reached the page, in order. */
  finished: number[];
  /** Chunk POSTs the page has sent so far (answered or not). */
  requested: number;
  /** Chunk POSTs whose held-back answer is still to be given (or found aborted). */
  pending: number;
}

/**
 * Counts the chunk POSTs of a page. Each one goes to the server at once (so `sent` is exactly
 * what the server received); its answer is held back a little, so that an upload takes seconds and
 * a pause or a reload lands while answers are outstanding.
 */
async function watchChunks(page: Page, delayMs: number): Promise<ChunkLog> {
  const log: ChunkLog = { sent: [], finished: [], requested: 0, pending: 0 };
  await page.route((url) => url.pathname === '/api/file/chunk', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    log.requested += 1;
    log.pending += 1;
    try {
      const response = await route.fetch();
      log.sent.push(chunkNumberOf(route.request()));
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      // The page may have paused (aborting the request) or reloaded meanwhile.
      await route.fulfill({ response }).catch(() => undefined);
    } finally {
      log.pending -= 1;
    }
  });
  page.on('requestfinished', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/file/chunk') log.finished.push(chunkNumberOf(request));
  });
  return log;
}

async function openNewNotice(page: Page, title: string): Promise<Locator> {
  await page.goto('/system/notice');
  await expect(page.locator(NOTICES).locator('table')).toBeVisible();
  await page.locator(NOTICES).getByRole('button', { name: '新建' }).click();
  const dialog = page.locator('sl-dialog[open]:not(.atrium-confirm)');
  await expect(page.getByRole('dialog', { name: '新建公告' })).toBeVisible();
  await dialog.getByRole('textbox', { name: '公告标题' }).fill(title);
  return dialog;
}

const storedRow = (dialog: Locator, name: string) => dialog.locator('li[data-status="success"]', { hasText: name });

async function noticeId(request: APIRequestContext, token: string, title: string): Promise<string> {
  const page = (await (await request.get(`/api/message/Notice?currentPage=1&pageSize=20&keyword=${encodeURIComponent(title)}`, { headers: { Authorization: token } })).json()) as {
    data: { list: { id: string; title: string; files: string }[] };
  };
  const found = page.data.list.find((row) => row.title === title);
  expect(found, `notice ${title}`).toBeTruthy();
  return (found as { id: string }).id;
}

function chunkForm(data: Buffer, name: string, number: number, chunk: Buffer, identifier = md5(data)) {
  const totalChunks = Math.ceil(data.length / CHUNK);
  return {
    chunkNumber: String(number), chunkSize: String(CHUNK), currentChunkSize: String(chunk.length), totalSize: String(data.length),
    identifier, filename: name, relativePath: name, totalChunks: String(totalChunks), fileType: 'application/octet-stream', extension: 'zip',
    file: { name, mimeType: 'application/octet-stream', buffer: chunk },
  };
}

const sliceOf = (data: Buffer, number: number) => data.subarray((number - 1) * CHUNK, Math.min(data.length, number * CHUNK));

async function postChunk(request: APIRequestContext, token: string, data: Buffer, name: string, number: number, chunk = sliceOf(data, number), identifier?: string) {
  return (await (await request.post('/api/file/chunk', { headers: { Authorization: token }, multipart: chunkForm(data, name, number, chunk, identifier) })).json()) as {
    code: number;
    msg: string;
    data: { chunkNumbers: number[] } | null;
  };
}

async function merge(request: APIRequestContext, token: string, data: Buffer, name: string) {
  const body = { identifier: md5(data), fileName: name, fileSize: data.length, fileType: 'application/octet-stream', extension: 'zip', type: 'annex', pathType: 'defaultPath', isAccount: '0', folder: '' };
  return (await (await request.post('/api/file/merge', { headers: { Authorization: token }, data: body })).json()) as { code: number; msg: string; data: { fileId: string } | null };
}

test('a 40 MB attachment paused and resumed sends no chunk twice; the recipient previews the image and downloads exactly the files', async ({ browser, page, request }, testInfo) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const title = `附件公告-${suffix}`;
  const big = zipLike(40 * MB);
  const bigName = `资料-${suffix}.zip`;
  const bigPath = testInfo.outputPath(bigName);
  const pngName = `照片-${suffix}.png`;
  const pngPath = testInfo.outputPath(pngName);
  writeFileSync(bigPath, big);
  writeFileSync(pngPath, PNG);

  const recipient = await createAccount(request, 'upload');
  const { userId } = await accountSession(request, recipient);
  // The form has no recipient picker: the notice goes to this test's own user only.
  await page.route((url) => url.pathname === '/api/message', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const body = route.request().postDataJSON() as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...body, toUserIds: [userId] }) });
  });
  const chunks = await watchChunks(page, 400);
  await signIn(page);
  const dialog = await openNewNotice(page, title);

  await dialog.locator('input[type=file]').setInputFiles(bigPath);
  await expect.poll(() => chunks.finished.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
  await dialog.getByRole('button', { name: `暂停 ${bigName}` }).click();
  await expect(dialog.locator('li[data-status="paused"]', { hasText: bigName })).toBeVisible();
  // Paused means nothing more goes out (an aborted request in flight never reached the server).
  const whilePaused = chunks.finished.length;
  const requestedWhilePaused = chunks.requested;
  // Every answer held back when the pause came has now been given (or found aborted): an uploader
  // that kept going would have sent its next chunk on one of them.
  await expect.poll(() => chunks.pending).toBe(0);
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  expect(chunks.requested).toBe(requestedWhilePaused);
  expect(chunks.finished.length).toBe(whilePaused);
  expect(whilePaused).toBeLessThan(8);
  await dialog.getByRole('button', { name: `继续 ${bigName}` }).click();
  await expect(storedRow(dialog, bigName)).toBeVisible({ timeout: 90_000 });
  // Each chunk reached the server exactly once (one whose answer the pause cut off had arrived:
  // the resume asked the server first and did not send it again).
  expect([...chunks.sent].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);

  await dialog.locator('input[type=file]').setInputFiles(pngPath);
  await expect(storedRow(dialog, pngName)).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toHaveCount(0);

  const admin = await apiToken(request);
  const id = await noticeId(request, admin, title);
  const saved = (await (await request.get(`/api/message/${id}`, { headers: { Authorization: admin } })).json()) as { data: { files: string } };
  expect((JSON.parse(saved.data.files) as { name: string }[]).map((file) => file.name).sort()).toEqual([bigName, pngName].sort());
  expect((await (await request.put(`/api/message/${id}/Actions/Release`, { headers: { Authorization: admin } })).json()).code).toBe(200);

  // The recipient opens the notice, previews the image in the viewer, and downloads everything.
  const context = await newPortalContext(browser, { locale: 'zh-CN', acceptDownloads: true });
  const reader = await context.newPage();
  await signIn(reader, recipient.account, '/basic/dashboard', recipient.password);
  await reader.goto('/messageRecord');
  const centre = reader.locator(CENTRE);
  await centre.locator('tbody tr', { hasText: title }).getByRole('button', { name: title }).click();
  await expect(reader.getByRole('dialog', { name: title })).toBeVisible();
  // The dialog's role sits on its shadow panel: its slotted content is found through the article.
  const detail = reader.locator(`article[data-message-id="${id}"]`);
  await detail.getByRole('button', { name: pngName }).click();
  const viewer = reader.getByRole('dialog', { name: '图片预览' });
  await expect(viewer.locator('img')).toHaveAttribute('alt', pngName);
  await expect.poll(() => viewer.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await viewer.getByRole('button', { name: '关闭' }).click();
  await expect(viewer).toHaveCount(0);
  await expect(detail).toBeVisible();

  const [download] = await Promise.all([reader.waitForEvent('download'), detail.getByRole('button', { name: '全部下载' }).click()]);
  const zipPath = testInfo.outputPath('all.zip');
  await download.saveAs(zipPath);
  const entries = unzipSync(new Uint8Array(readFileSync(zipPath)));
  expect(Object.keys(entries).sort()).toEqual([bigName, pngName].sort());
  expect(md5(Buffer.from(entries[bigName] as Uint8Array))).toBe(md5(big));
  expect(Buffer.from(entries[pngName] as Uint8Array).equals(PNG)).toBe(true);
  await context.close();
});

test('a page reloaded mid-upload resumes the same file without resending the chunks the server has', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const data = zipLike(40 * MB);
  const name = `续传-${suffix}.zip`;
  const file = testInfo.outputPath(name);
  writeFileSync(file, data);
  const chunks = await watchChunks(page, 400);
  await signIn(page);

  let dialog = await openNewNotice(page, `续传-${suffix}`);
  await dialog.locator('input[type=file]').setInputFiles(file);
  await expect.poll(() => chunks.finished.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(3);
  await page.reload();
  const before = new Set(chunks.finished);

  dialog = await openNewNotice(page, `续传-${suffix}`);
  await dialog.locator('input[type=file]').setInputFiles(file);
  await expect(storedRow(dialog, name)).toBeVisible({ timeout: 90_000 });
  // Every chunk reached the server exactly once: none the server had before the reload was sent again.
  expect([...chunks.sent].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  expect(before.size).toBeGreaterThanOrEqual(3);
});

test('a tampered chunk is refused at merge and leaves no file', async ({ request }) => {
  const token = await apiToken(request);
  const data = zipLike(CHUNK + 1000);
  const name = `篡改-${Date.now().toString(36)}.zip`;
  expect((await postChunk(request, token, data, name, 1)).code).toBe(200);
  const tampered = Buffer.from(sliceOf(data, 2));
  tampered[10] = (tampered[10] ?? 0) ^ 0xff;
  expect((await postChunk(request, token, data, name, 2, tampered)).code).toBe(200);
  const merged = await merge(request, token, data, name);
  expect(merged).toMatchObject({ code: 400, msg: '文件校验失败（MD5不一致），请重新上传', data: null });
  // The partial upload is gone too: the same identifier has no chunks left on the server.
  const tested = (await (await request.get(`/api/file/chunk?${new URLSearchParams({ ...Object.fromEntries(Object.entries(chunkForm(data, name, 1, sliceOf(data, 1))).filter(([key]) => key !== 'file')) as Record<string, string> })}`, {
    headers: { Authorization: token },
  })).json()) as { code: number; data: { chunkNumbers: number[]; uploaded: boolean } };
  expect(tested.code).toBe(200);
  expect(tested.data.chunkNumbers).toEqual([]);
  // A merge retried with the right checksum finds nothing to merge.
  expect((await merge(request, token, data, name)).code).toBe(400);
});

test('a server killed mid-upload resumes from the chunks on its disk', async ({ playwright }) => {
  test.setTimeout(120_000);
  const server = await startOwnServer(OWN_PORT);
  try {
    const request = await playwright.request.newContext({ baseURL: server.baseURL });
    const token = await apiToken(request);
    const data = zipLike(3 * CHUNK + 500);
    const name = `重启-${Date.now().toString(36)}.zip`;
    for (const number of [1, 2]) expect((await postChunk(request, token, data, name, number)).code).toBe(200);
    await server.kill();
    await server.start();
    const again = await apiToken(request);
    // The first chunk the client sends after the restart is answered with what the disk holds.
    const third = await postChunk(request, again, data, name, 3);
    expect(third.code).toBe(200);
    expect([...(third.data?.chunkNumbers ?? [])].sort()).toEqual([1, 2, 3]);
    expect((await postChunk(request, again, data, name, 4)).code).toBe(200);
    const merged = await merge(request, again, data, name);
    expect(merged.code).toBe(200);
    const preview = (await (await request.get(`/api/file/Uploader/Preview?fileId=${merged.data?.fileId}&download=1`, { headers: { Authorization: again } })).json()) as { data: { url: string } };
    const body = await (await request.get(preview.data.url)).body();
    expect(md5(body)).toBe(md5(data));
    await request.dispose();
  } finally {
    await server.dispose();
  }
});
