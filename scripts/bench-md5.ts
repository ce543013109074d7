// MD5 budget (issue 14): the upload identifier is computed in a Web Worker at ≥ 230 MB/s and ≥ 3×
// JNPF's spark-md5 on the page, and the page never blocks more than 16 ms while 1 GB is hashed.
// Builds the real hasher (shared-deps/src/shared/upload) with the shared bundles' webpack setup
// (SystemJS library, build/system-public-path.js) into a temporary folder, serves it on loopback
// under the portal's own Content-Security-Policy and measures in Debian Chromium. No `npm run build`
// needed. `--mb <n>` hashes n MB instead of 1024.
import { createHash } from 'node:crypto';
import { closeSync, createReadStream, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Configuration } from 'webpack';
import { launchChromium } from './bench-portal';
import { traceEventsOf } from './chromium-trace';
import { repoRoot } from './packages';

const require = createRequire(__filename);
const webpack = require('webpack') as typeof import('webpack');
const { systemBundle } = require(path.join(repoRoot, 'build', 'webpack-common.js')) as {
  systemBundle(options: { name: string; entry: string; outDir: string; context: string }): Configuration;
};

// Required, not imported: the server's sources are typed against its own Fastify declarations.
const { contentSecurityPolicy } = require(path.join(repoRoot, 'server', 'src', 'plugins', 'security-headers.ts')) as {
  contentSecurityPolicy(origins: { connectOrigins: string[]; frameOrigins: string[] }): string;
};

const argMb = process.argv.indexOf('--mb');
const TOTAL_MB = argMb > 0 ? Number(process.argv[argMb + 1]) : 1024;
/** spark-md5 on the page is slow and freezes it: a smaller file says the same. */
const PAGE_MB = Math.min(TOTAL_MB, 256);
const PART_MB = 16;
const BUDGET_RATE = 230;
const BUDGET_RATIO = 3;
const BUDGET_BLOCK_MS = 16;
/** The page's probe timer: a gap beyond it is time the page could not run a task. */
const PROBE_MS = 4;
/** Megabytes hash-wasm hashes in memory for the ceiling figure. */
const RAW_MB = 512;

/** 16 MB of pseudo-random bytes (xorshift), repeated to make the test files. */
function pattern(): Uint8Array {
  const part = new Uint8Array(PART_MB * 1048576);
  let x = 2463534242;
  for (let i = 0; i < part.length; i += 1) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    part[i] = x & 255;
  }
  return part;
}

/**
 * A file on disk, as people pick them: a Blob built in the page would cost the page its own copy
 * into the browser's blob store, which is not what an upload does. Returns the file's MD5.
 */
function writeTestFile(file: string, megabytes: number, part: Uint8Array): string {
  const hash = createHash('md5');
  const fd = openSync(file, 'w');
  try {
    for (let done = 0; done < megabytes; done += PART_MB) {
      writeSync(fd, part);
      hash.update(part);
    }
  } finally {
    closeSync(fd);
  }
  return hash.digest('hex');
}

/** The page's entry: the product's worker hasher, and spark-md5 on the page as JNPF runs it. */
const entrySource = (uploadDir: string) => `
import SparkMD5 from 'spark-md5';
import { createWorkerHasher } from ${JSON.stringify(path.join(uploadDir, 'hasher.ts'))};
import { CHECKSUM_SLICE_SIZE } from ${JSON.stringify(path.join(uploadDir, 'constants.ts'))};
const read = (blob) => new Promise((resolve, reject) => { const reader = new FileReader();
  reader.onload = () => resolve(reader.result); reader.onerror = () => reject(reader.error); reader.readAsArrayBuffer(blob); });
export async function sparkOnPage(blob) {
  const spark = new SparkMD5.ArrayBuffer();
  for (let offset = 0; offset < blob.size; offset += CHECKSUM_SLICE_SIZE) spark.append(await read(blob.slice(offset, offset + CHECKSUM_SLICE_SIZE)));
  return spark.end();
}
let usedFallback = false;
const fallback = { md5: () => { usedFallback = true; return Promise.reject(new Error('the worker did not start')); } };
export const hasher = createWorkerHasher({ fallback });
export const fellBack = () => usedFallback;
/** hash-wasm alone in a worker on a 1 MiB in-memory buffer: no file read, the most a worker can reach. */
export function wasmRate(megabytes) {
  const worker = new Worker(/* webpackChunkName: "bench-md5-raw", webpackEntryOptions: { library: false } */ new URL('./bench-md5-raw.worker.js', import.meta.url));
  return new Promise((resolve, reject) => {
    worker.onmessage = (event) => { worker.terminate(); resolve(event.data); };
    worker.onerror = (event) => { worker.terminate(); reject(new Error(event.message)); };
    worker.postMessage(megabytes);
  });
}
`;

/** The raw-rate worker: the same hash-wasm build the product's worker uses. */
const rawWorkerSource = `
import { createMD5 } from 'hash-wasm';
self.onmessage = async (event) => {
  const md5 = await createMD5();
  const buffer = new Uint8Array(1048576);
  for (let i = 0; i < buffer.length; i += 1) buffer[i] = (i * 2654435761) >>> 24;
  md5.init();
  md5.update(buffer);
  const start = performance.now();
  for (let i = 0; i < event.data; i += 1) md5.update(buffer);
  md5.digest('hex');
  self.postMessage(performance.now() - start);
};
`;

/** Chromium's CPU seconds by process type (browser, renderer, …): the bench's own processes only. */
function chromiumCpu(): Record<string, number> {
  const children = new Map<number, number[]>();
  const stat = (pid: string) => {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  };
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const parent = Number(stat(pid)[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(pid)]);
    } catch {
      // The process ended while we listed it.
    }
  }
  const seconds: Record<string, number> = {};
  const pending = [...(children.get(process.pid) ?? [])];
  for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
    pending.push(...(children.get(pid) ?? []));
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!command.includes('chromium')) continue;
      const type = /--type=([a-z-]+)/.exec(command)?.[1] ?? 'browser';
      const fields = stat(String(pid));
      // utime + stime, in clock ticks of 1/100 s.
      seconds[type] = (seconds[type] ?? 0) + (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      // Gone meanwhile.
    }
  }
  return seconds;
}

function build(outDir: string): Promise<string> {
  const entry = path.join(outDir, 'bench-md5-entry.js');
  writeFileSync(entry, entrySource(path.join(repoRoot, 'shared-deps', 'src', 'shared', 'upload')));
  writeFileSync(path.join(outDir, 'bench-md5-raw.worker.js'), rawWorkerSource);
  const config = systemBundle({ name: 'bench-md5', entry, outDir: 'bench', context: path.join(repoRoot, 'shared-deps') });
  config.output = { ...config.output, path: path.join(outDir, 'bench') };
  config.resolve = { ...config.resolve, modules: [path.join(repoRoot, 'node_modules'), 'node_modules'] };
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error || !stats || stats.hasErrors()) return reject(error ?? new Error(stats?.toString({ all: false, errors: true })));
      const file = stats.toJson({ all: false, assets: true }).assets?.find((asset) => asset.name.startsWith('bench-md5.'))?.name;
      if (!file) return reject(new Error('bench-md5: no entry bundle'));
      resolve(`/bench/${file}`);
    });
  });
}

/** Longest task (ms) of the page's main thread (CrRendererMain) in a Chromium trace. */
function longestMainThreadTask(trace: Buffer): number {
  const traceEvents = traceEventsOf(trace);
  const mainThreads = new Set(
    traceEvents.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`),
  );
  let longest = 0;
  for (const event of traceEvents) {
    if (event.name === 'RunTask' && event.ph === 'X' && mainThreads.has(`${event.pid}:${event.tid}`)) longest = Math.max(longest, (event.dur ?? 0) / 1000);
  }
  return longest;
}

interface Figures {
  workerMs: number;
  workerHex: string;
  longTasks: number;
  longestLongTask: number;
  longestGap: number;
  pageMs: number;
  pageHex: string;
  pageWorkerHex: string;
  pageLongestGap: number;
  fellBack: boolean;
}

async function main(): Promise<void> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'atrium-bench-md5-'));
  try {
    const bundle = await build(outDir);
    const part = pattern();
    const expected = { big: writeTestFile(path.join(outDir, 'big.bin'), TOTAL_MB, part), small: writeTestFile(path.join(outDir, 'small.bin'), PAGE_MB, part) };
    writeTestFile(path.join(outDir, 'warm.bin'), PART_MB, part);
    const policy = contentSecurityPolicy({ connectOrigins: [], frameOrigins: [] });
    const files: Record<string, string> = {
      '/system.js': path.join(repoRoot, 'node_modules', 'systemjs', 'dist', 'system.min.js'),
    };
    const server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost').pathname;
      if (url === '/') {
        // The portal's policy: no inline script, workers only from 'self' (script-src).
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': policy });
        response.end(
          '<!doctype html><title>md5</title><input type="file" id="big"><input type="file" id="small"><input type="file" id="warm">' +
            '<script src="/system.js"></script><script src="/boot.js"></script>',
        );
        return;
      }
      if (url === '/boot.js') {
        response.writeHead(200, { 'content-type': 'text/javascript' });
        response.end(`window.bench = System.import(${JSON.stringify(bundle)});`);
        return;
      }
      const file = files[url] ?? (url.startsWith('/bench/') && !url.includes('..') ? path.join(outDir, url) : null);
      if (!file) {
        response.writeHead(url === '/favicon.ico' ? 204 : 404).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'text/javascript' });
      createReadStream(file).on('error', () => response.destroy()).pipe(response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.locator('#big').setInputFiles(path.join(outDir, 'big.bin'));
      await page.locator('#small').setInputFiles(path.join(outDir, 'small.bin'));
      await page.locator('#warm').setInputFiles(path.join(outDir, 'warm.bin'));
      // Strings, not functions: tsx's name-keeping helper (__name) does not exist in the page.
      await page.evaluate(`(async () => {
        const bench = await window.bench;
        window.chosen = (id) => document.getElementById(id).files[0];
        window.probe = () => {
          let last = performance.now(); let longest = 0; let running = true;
          const tick = () => { const now = performance.now(); longest = Math.max(longest, now - last); last = now; if (running) setTimeout(tick, ${PROBE_MS}); };
          setTimeout(tick, ${PROBE_MS});
          return () => { running = false; return longest; };
        };
        window.longTasks = [];
        new PerformanceObserver((list) => window.longTasks.push(...list.getEntries().map((entry) => entry.duration))).observe({ type: 'longtask' });
        // Warm-up: starts the worker and compiles its WebAssembly once.
        await bench.hasher.md5(chosen('warm'));
      })()`);
      // The page's main thread as Chromium traces it: every task it ran while the worker hashed.
      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
      const cpuBefore = chromiumCpu();
      const loadAverage = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
      const worker = (await page.evaluate(`(async () => {
        const bench = await window.bench;
        window.longTasks.length = 0;
        const stop = probe();
        const start = performance.now();
        const workerHex = await bench.hasher.md5(chosen('big'));
        const workerMs = performance.now() - start;
        return { workerMs, workerHex, longestGap: stop(), longTasks: window.longTasks.length, longestLongTask: Math.max(0, ...window.longTasks) };
      })()`)) as Pick<Figures, 'workerMs' | 'workerHex' | 'longestGap' | 'longTasks' | 'longestLongTask'>;
      const cpuAfter = chromiumCpu();
      const longestTask = longestMainThreadTask(await browser.stopTracing());
      const onPage = (await page.evaluate(`(async () => {
        const bench = await window.bench;
        const small = chosen('small');
        const pageWorkerHex = await bench.hasher.md5(small);
        const stop = probe();
        const start = performance.now();
        const pageHex = await bench.sparkOnPage(small);
        const pageMs = performance.now() - start;
        return { pageMs, pageHex, pageWorkerHex, pageLongestGap: stop(), fellBack: bench.fellBack() };
      })()`)) as Pick<Figures, 'pageMs' | 'pageHex' | 'pageWorkerHex' | 'pageLongestGap' | 'fellBack'>;
      const rawCpuBefore = chromiumCpu();
      const rawMs = (await page.evaluate(`window.bench.then((bench) => bench.wasmRate(${RAW_MB}))`)) as number;
      const rawCpu = (chromiumCpu().renderer ?? 0) - (rawCpuBefore.renderer ?? 0);
      const figures: Figures = { ...worker, ...onPage };
      const workerRate = TOTAL_MB / (figures.workerMs / 1000);
      const pageRate = PAGE_MB / (figures.pageMs / 1000);
      const ratio = workerRate / pageRate;
      const blocked = longestTask;
      const correct = figures.workerHex === expected.big && figures.pageHex === expected.small && figures.pageWorkerHex === figures.pageHex;
      console.log(`md5 worker (hash-wasm, ${TOTAL_MB} MB): ${workerRate.toFixed(0)} MB/s (budget ≥ ${BUDGET_RATE})${workerRate < BUDGET_RATE ? ' OVER' : ''}`);
      console.log(`md5 spark-md5 on the page (JNPF, ${PAGE_MB} MB): ${pageRate.toFixed(0)} MB/s; ratio ${ratio.toFixed(2)}× (budget ≥ ${BUDGET_RATIO}×)${ratio < BUDGET_RATIO ? ' OVER' : ''}`);
      console.log(
        `md5 longest main-thread task while the worker hashed: ${blocked.toFixed(1)} ms (trace; budget ≤ ${BUDGET_BLOCK_MS})${blocked > BUDGET_BLOCK_MS ? ' OVER' : ''}` +
          `; ${figures.longTasks} long tasks ≥ 50 ms; longest gap of a ${PROBE_MS} ms timer ${figures.longestGap.toFixed(0)} ms (includes the OS not scheduling the page)` +
          `; spark-md5 on the page blocked it ${(figures.pageLongestGap - PROBE_MS).toFixed(0)} ms at a time`,
      );
      const perGb = (type: string) => (((cpuAfter[type] ?? 0) - (cpuBefore[type] ?? 0)) * 1024) / TOTAL_MB;
      console.log(
        `md5 hash-wasm alone in a worker (${RAW_MB} MB in memory, no file read), the ceiling of the worker rate: ${(RAW_MB / (rawMs / 1000)).toFixed(0)} MB/s` +
          `, ${(RAW_MB / rawCpu).toFixed(0)} MB per renderer CPU second (what one free core gives)` +
          `; CPU per GB while the worker hashed: renderer ${perGb('renderer').toFixed(2)} s, browser ${perGb('browser').toFixed(2)} s (load ${loadAverage})`,
      );
      if (figures.fellBack) problems.push('the worker did not start: the page fallback ran');
      if (!correct) problems.push(`wrong MD5: worker ${figures.workerHex}, page ${figures.pageHex} / ${figures.pageWorkerHex}`);
      for (const problem of problems) console.log(`md5 problem: ${problem}`);
      if (workerRate < BUDGET_RATE || ratio < BUDGET_RATIO || blocked > BUDGET_BLOCK_MS || problems.length > 0) process.exitCode = 1;
    } finally {
      await browser.close();
      server.close();
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
