// Uploads and pack downloads over loopback HTTP (issue 14 budgets): one file of --size-mb (default
// 1024) sent as JNPF's client does, 5 MiB chunks with 3 in flight, then merged, reporting MB/s and
// the growth of the server's resident memory (budget ≤ 64 MB); then a pack download of --files
// (default 200) stored files of --file-kb (default 256), reporting the time to the zip's first
// byte (budget ≤ 200 ms). The server runs in its own process, so its memory is measured alone.
// Bounded: fixed sizes, a 10-minute overall timeout.
//   npx tsx server/bench/upload.ts [--size-mb=1024] [--files=200] [--file-kb=256] [--in-flight=3]
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { unzipSync } from 'fflate';
import { buildApp } from '../src/app';
import { md5Hex } from '../src/auth/password';

const MB = 1024 * 1024;
const CHUNK = 5 * MB;
const RSS_BUDGET_MB = 64;
const TTFB_BUDGET_MS = 200;

function option(name: string, fallback: number): number {
  const given = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  const value = given ? Number(given.slice(name.length + 3)) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`upload bench: --${name} must be a positive number`);
  return value;
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

// ---- the server, in a child process -----------------------------------------------------------

async function serve(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'atrium-bench-upload-'));
  const password = randomBytes(12).toString('base64url');
  const app = await buildApp({
    config: {
      port: 0, host: '127.0.0.1', dbFile: path.join(dir, 'atrium.db'), seedPassword: password,
      distDir: path.join(dir, 'dist'), importMapFile: path.join(dir, 'import-map.json'), routeManifestFile: path.join(dir, 'route-manifest.json'),
      tokenTtlSeconds: 3600, socketOrigins: [], socketMaxPerUser: 20, connectOrigins: [], frameOrigins: [], testProviders: false,
      // The benchmark's file is larger than the 100 MB default limit on purpose.
      uploads: { fileMaxBytes: 64 * 1024 * MB },
    },
    kdf: { logN: 4, r: 8, p: 1 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ port, password })}\n`);
  const stop = (): void => {
    void app.close().finally(() => {
      rmSync(dir, { recursive: true, force: true });
      process.exit(0);
    });
  };
  process.on('SIGTERM', stop);
  process.stdin.on('end', stop); // the parent went away
  process.stdin.resume();
}

function startServer(): Promise<{ child: ChildProcess; base: string; password: string }> {
  const child = spawn(process.execPath, [...(process.env.BENCH_NODE_FLAGS ? process.env.BENCH_NODE_FLAGS.split(' ') : []), '--conditions=@atrium/source', '--import', 'tsx', __filename, '--serve'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdout?.on('data', (data: Buffer) => {
      text += data.toString();
      const line = text.split('\n')[0];
      if (text.includes('\n') && line) {
        const { port, password } = JSON.parse(line) as { port: number; password: string };
        resolve({ child, base: `http://127.0.0.1:${port}`, password });
      }
    });
    child.once('exit', (code) => reject(new Error(`upload bench: the server exited (${code})`)));
  });
}

/** Resident memory of a process in bytes (Linux). */
function rssOf(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : Number.NaN;
}

/** CPU seconds a process used so far (user + system, Linux): a figure a busy machine does not skew. */
function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

// ---- the client ------------------------------------------------------------------------------

/**
 * Chunk n of the benchmark file: a random 5 MiB block stamped with n, so that chunks differ without
 * the file existing anywhere. The block starts like a zip, which is what the server lets it be.
 */
function chunkBytes(base: Buffer, size: number, number: number): Buffer {
  const start = (number - 1) * CHUNK;
  const length = Math.min(CHUNK, size - start);
  const chunk = Buffer.from(base.subarray(0, length));
  if (number > 1 && length >= 12) chunk.writeUInt32BE(number, 8);
  return chunk;
}

async function call<T>(base: string, token: string, method: string, url: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, headers: { authorization: token } };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { authorization: token, 'content-type': 'application/json' };
  }
  const answer = (await (await fetch(`${base}${url}`, init)).json()) as Envelope<T>;
  if (answer.code !== 200) throw new Error(`upload bench: ${method} ${url} refused: ${answer.code} ${answer.msg}`);
  return answer.data;
}

interface Merged {
  fileId: string;
  name: string;
}

/** Seconds spent sending chunks and merging, of the last upload. */
const phases = { chunks: 0, merge: 0 };

async function upload(base: string, token: string, name: string, size: number, chunkOf: (number: number) => Buffer, identifier: string, inFlight: number): Promise<Merged> {
  const started = performance.now();
  const totalChunks = Math.max(1, Math.ceil(size / CHUNK));
  const fields = (number: number): Record<string, string> => ({
    chunkNumber: String(number), chunkSize: String(CHUNK), currentChunkSize: String(Math.min(CHUNK, size - (number - 1) * CHUNK)),
    totalSize: String(size), identifier, filename: name, relativePath: name, totalChunks: String(totalChunks), fileType: 'octet-stream',
    extension: name.slice(name.lastIndexOf('.') + 1), type: 'annex', pathType: 'defaultPath',
  });
  let next = 1;
  const worker = async (): Promise<void> => {
    while (next <= totalChunks) {
      const number = next;
      next += 1;
      const form = new FormData();
      for (const [key, value] of Object.entries(fields(number))) form.append(key, value);
      form.append('file', new Blob([chunkOf(number)]), name);
      await call(base, token, 'POST', '/api/file/chunk', form);
    }
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, totalChunks) }, worker));
  const sent = performance.now();
  const merged = await call<Merged>(base, token, 'POST', '/api/file/merge', {
    identifier, fileName: name, fileSize: size, fileType: 'octet-stream', extension: name.slice(name.lastIndexOf('.') + 1), type: 'annex', pathType: 'defaultPath', isAccount: 0, folder: '',
  });
  phases.chunks = (sent - started) / 1000;
  phases.merge = (performance.now() - sent) / 1000;
  return merged;
}

async function main(): Promise<void> {
  const sizeMb = option('size-mb', 1024);
  const fileCount = option('files', 200);
  const fileKb = option('file-kb', 256);
  const inFlight = option('in-flight', 3);
  const size = Math.round(sizeMb * MB);
  const guard = setTimeout(() => {
    console.error('upload bench: timed out');
    process.exit(1);
  }, 10 * 60 * 1000);
  const server = await startServer();
  let failed = false;
  try {
    const login = await fetch(`${server.base}/api/oauth/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ account: 'admin', password: md5Hex(server.password), grant_type: 'password', client_id: 'admin', scope: 'all' }),
    });
    const token = ((await login.json()) as Envelope<{ token: string }>).data.token;

    // The file's MD5 first, as the browser computes it before the first chunk goes out.
    const base = randomBytes(CHUNK);
    Buffer.from([0x50, 0x4b, 0x03, 0x04]).copy(base);
    const hash = createHash('md5');
    for (let number = 1; number <= Math.max(1, Math.ceil(size / CHUNK)); number += 1) hash.update(chunkBytes(base, size, number));
    const identifier = hash.digest('hex');

    // Warm the routes up (schemas, the multipart parser) so the baseline is a running server's.
    const warm = Buffer.from('warm-up text file\n');
    await upload(server.base, token, 'warm.txt', warm.length, () => warm, createHash('md5').update(warm).digest('hex'), 1);
    global.gc?.();
    const baseline = rssOf(server.child.pid ?? 0);
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(server.child.pid ?? 0));
    }, 20);
    const cpuBefore = cpuSecondsOf(server.child.pid ?? 0);
    const started = performance.now();
    const merged = await upload(server.base, token, 'bench.zip', size, (number) => chunkBytes(base, size, number), identifier, inFlight);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(server.child.pid ?? 0));
    const growthMb = (peak - baseline) / MB;
    const cpu = cpuSecondsOf(server.child.pid ?? 0) - cpuBefore;
    const overRss = !(growthMb <= RSS_BUDGET_MB);
    console.log(`upload: ${(size / MB).toFixed(0)} MB in ${Math.ceil(size / CHUNK)} chunks of 5 MiB, ${inFlight} in flight, merged as ${merged.fileId}: `
      + `${seconds.toFixed(2)} s, ${(size / MB / seconds).toFixed(1)} MB/s end to end (chunks ${phases.chunks.toFixed(2)} s, merge ${phases.merge.toFixed(2)} s); server RSS ${(baseline / MB).toFixed(0)} → peak ${(peak / MB).toFixed(0)} MB, `
      + `growth ${growthMb.toFixed(1)} MB (budget ${RSS_BUDGET_MB} MB)${overRss ? ' OVER' : ''}; server CPU ${cpu.toFixed(1)} s `
      + `(${(size / MB / Math.max(cpu, 0.01)).toFixed(0)} MB per CPU-second)`);
    failed ||= overRss;

    // Pack download: fileCount stored files, then the zip of all of them.
    const items: Array<{ fileId: string; fileName: string }> = [];
    // Text files (random hex), since that is what a .txt must hold.
    const small = Buffer.from(randomBytes(fileKb * 512).toString('hex'));
    for (let index = 0; index < fileCount; index += 1) {
      const data = Buffer.concat([Buffer.from(`file ${index.toString().padStart(10)}\n`), small.subarray(16)]);
      const name = `文件${index}.txt`;
      const stored = await upload(server.base, token, name, data.length, () => data, createHash('md5').update(data).digest('hex'), 1);
      items.push({ fileId: stored.fileId, fileName: stored.name });
    }
    const pack = await call<{ downloadVo: { url: string } }>(server.base, token, 'POST', '/api/file/PackDownload/annex', items);
    const requested = performance.now();
    const response = await fetch(`${server.base}${pack.downloadVo.url}`);
    const reader = response.body?.getReader();
    if (!reader) throw new Error('upload bench: the zip has no body');
    const parts: Uint8Array[] = [];
    let firstByte = Number.NaN;
    let received = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (Number.isNaN(firstByte)) firstByte = performance.now() - requested;
      received += value.length;
      if (received <= 512 * MB) parts.push(value);
    }
    const total = performance.now() - requested;
    const entries = received <= 512 * MB ? Object.keys(unzipSync(Buffer.concat(parts))).length : fileCount;
    if (entries !== fileCount) throw new Error(`upload bench: the zip holds ${entries} files, not ${fileCount}`);
    const overTtfb = !(firstByte <= TTFB_BUDGET_MS);
    console.log(`pack download: ${fileCount} files of ${fileKb} KB, zip ${(received / MB).toFixed(1)} MB: first byte ${firstByte.toFixed(1)} ms `
      + `(budget ${TTFB_BUDGET_MS} ms)${overTtfb ? ' OVER' : ''}, whole zip ${total.toFixed(0)} ms (${(received / MB / (total / 1000)).toFixed(0)} MB/s)`);
    failed ||= overTtfb;
  } finally {
    clearTimeout(guard);
    server.child.kill('SIGTERM');
  }
  if (failed) process.exitCode = 1;
}

if (process.argv.includes('--serve')) {
  serve().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
