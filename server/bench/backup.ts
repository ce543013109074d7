// Online backup (issue 16 item 11): how long API requests stall while the database is backed up.
// A real server on loopback with a large database (a filler table of random blobs on top of the
// seed), then a backup through POST /api/system/DataBackup while another client keeps requesting a
// list; reports the slowest request during the backup (budget ≤ 50 ms), the event loop's longest
// delay, and the backup's duration and throughput. The requests come from a client process of its
// own (as a browser's would), so its fetches and their garbage collections are not the server's. The issue's budget is for a 1 GB database, the
// default; --quick runs 256 MB, --size-mb=N any size. The slowest requests are listed with when
// they started (ms into the backup, and how much of the snapshot was written), beside the event
// loop's blocks over 20 ms, to tell a blocked main thread (a sync, a checkpoint) from waiting.
//   npx tsx server/bench/backup.ts [--size-mb=1024 | --quick]
import { spawn } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { PerformanceObserver, monitorEventLoopDelay } from 'node:perf_hooks';
import { percentile, startBenchServer } from './bench-app';

const BUDGET_MS = 50;
const QUICK_MB = 256;
const DEFAULT_MB = 1024;
const sizeMb = process.argv.includes('--quick')
  ? QUICK_MB
  : Number(/^--size-mb=(\d+)$/.exec(process.argv.find((arg) => arg.startsWith('--size-mb=')) ?? '')?.[1] ?? DEFAULT_MB);

interface Sample {
  /** When the request started (ms since the epoch, then since the backup's start). */
  at: number;
  ms: number;
  /** Share of the database written to the snapshot when it started; null before and after. */
  written: number | null;
}

// The request client, plain JavaScript for `node -e`: asks for the backup list in a loop between
// 'start' and 'stop' and answers its samples.
const CLIENT = `
const { readdirSync, statSync } = require('node:fs');
const path = require('node:path');
const env = process.env;
const now = () => performance.timeOrigin + performance.now();
const written = () => {
  try {
    const part = readdirSync(env.BENCH_BACKUP_DIR).find((name) => name.endsWith('.part'));
    return part ? statSync(path.join(env.BENCH_BACKUP_DIR, part)).size / Number(env.BENCH_DB_BYTES) : null;
  } catch { return null; }
};
let running = false;
let samples = [];
let loop = Promise.resolve();
async function run() {
  while (running) {
    const at = now();
    const share = written();
    const response = await fetch(env.BENCH_BASE + '/api/system/DataBackup?pageSize=20', { headers: { authorization: env.BENCH_TOKEN } });
    await response.json();
    samples.push({ at, ms: now() - at, written: share });
  }
}
process.on('message', async (message) => {
  if (message === 'start') { samples = []; running = true; loop = run(); process.send({}); }
  else if (message === 'stop') { running = false; await loop; process.send({ samples }); }
  else process.exit(0);
});
`;

async function main(): Promise<void> {
  const server = await startBenchServer();
  try {
    const token = await server.signIn('admin');
    const rows = Math.ceil((sizeMb * 1024 * 1024) / 4000);
    const filled = performance.now();
    server.app.db.exec('CREATE TABLE bench_backup_fill (id INTEGER PRIMARY KEY, body BLOB NOT NULL)');
    server.app.db.prepare(`WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < ?)
      INSERT INTO bench_backup_fill (body) SELECT randomblob(4000) FROM n`).run(rows);
    server.app.db.pragma('wal_checkpoint(TRUNCATE)');
    const dbBytes = statSync(server.dbFile).size;
    console.log(`backup: database ${(dbBytes / 1024 / 1024).toFixed(0)} MB (${rows} filler rows, ${((performance.now() - filled) / 1000).toFixed(1)} s to fill)`);

    // The client is a process of its own, as a browser is: its fetches and their garbage are not
    // the server's, so what it measures is the server's answer time.
    const backupDir = path.join(path.dirname(server.dbFile), 'backups');
    const client = spawn(process.execPath, ['-e', CLIENT], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, BENCH_BASE: server.base, BENCH_TOKEN: token, BENCH_BACKUP_DIR: backupDir, BENCH_DB_BYTES: String(dbBytes) },
    });
    const ask = (message: string): Promise<{ samples?: Sample[] }> => new Promise((resolve) => {
      client.once('message', (answer) => resolve(answer as { samples?: Sample[] }));
      client.send(message);
    });
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // Warm-up.
    await ask('start');
    await sleep(1000);
    await ask('stop');
    // The quiet baseline over as long as the backup will take (the machine's own noise).
    const quietLoop = monitorEventLoopDelay({ resolution: 1 });
    quietLoop.enable();
    await ask('start');
    await sleep(Math.max(2000, sizeMb * 15));
    const quiet = ((await ask('stop')).samples ?? []).map((sample) => sample.ms);
    quietLoop.disable();

    const loop = monitorEventLoopDelay({ resolution: 1 });
    const now = (): number => performance.timeOrigin + performance.now();
    // The server's event loop: every gap over 20 ms between 1 ms ticks, and its garbage collections over 10 ms.
    const blocks: Array<{ at: number; ms: number; waitMs: number | null }> = [];
    // Linux: the main thread's time waiting for a CPU (run queue), to tell a starved thread from one
    // blocked in a call (a sync, a lock) or busy.
    const runQueueMs = (): number | null => {
      try {
        return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[1]) / 1e6;
      } catch {
        return null;
      }
    };
    let lastWait = runQueueMs();
    const pauses: Array<{ at: number; ms: number; kind: string }> = [];
    const GC_KINDS: Record<number, string> = { 1: 'minor', 2: 'major', 4: 'incremental', 8: 'weak' };
    let started = now();
    let lastTick = now();
    const ticker = setInterval(() => {
      const tick = now();
      const wait = runQueueMs();
      if (tick - lastTick > 20) blocks.push({ at: lastTick - started, ms: tick - lastTick, waitMs: wait !== null && lastWait !== null ? wait - lastWait : null });
      lastTick = tick;
      lastWait = wait;
    }, 1);
    const gc = new PerformanceObserver((list) => {
      for (const item of list.getEntries()) {
        const kind = GC_KINDS[(item as unknown as { detail?: { kind?: number } }).detail?.kind ?? 0] ?? 'other';
        if (item.duration > 10) pauses.push({ at: performance.timeOrigin + item.startTime - started, ms: item.duration, kind });
      }
    });
    gc.observe({ entryTypes: ['gc'] });
    loop.enable();
    started = now();
    await ask('start');
    const response = await fetch(`${server.base}/api/system/DataBackup`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({ description: 'bench' }),
    });
    const answer = (await response.json()) as { code: number; msg: string; data: { fileSize: number } };
    const seconds = (now() - started) / 1000;
    const timeline = ((await ask('stop')).samples ?? []).map((sample) => ({ ...sample, at: sample.at - started, written: sample.written ?? Number.NaN }));
    const during = timeline.map((sample) => sample.ms);
    clearInterval(ticker);
    gc.disconnect();
    loop.disable();
    client.send('exit');
    if (answer.code !== 200) throw new Error(`bench: backup refused: ${answer.msg}`);

    quiet.sort((a, b) => a - b);
    during.sort((a, b) => a - b);
    const worst = during.at(-1) ?? Number.NaN;
    console.log(`backup: ${(answer.data.fileSize / 1024 / 1024).toFixed(0)} MB in ${seconds.toFixed(1)} s (${(answer.data.fileSize / 1024 / 1024 / seconds).toFixed(0)} MB/s)`);
    console.log(`backup: without a backup: requests p50 ${percentile(quiet, 50).toFixed(1)} ms, p99 ${percentile(quiet, 99).toFixed(1)} ms, longest ${(quiet.at(-1) ?? 0).toFixed(1)} ms; event loop delay max ${(quietLoop.max / 1e6).toFixed(1)} ms`);
    console.log(`backup: requests during the backup: ${during.length}, p50 ${percentile(during, 50).toFixed(1)} ms, p99 ${percentile(during, 99).toFixed(1)} ms, longest ${worst.toFixed(1)} ms (budget ${BUDGET_MS} ms)`);
    console.log(`backup: event loop delay during the backup: max ${(loop.max / 1e6).toFixed(1)} ms, p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms`);
    const slowest = [...timeline].sort((a, b) => b.ms - a.ms).slice(0, 5);
    console.log(`backup: slowest requests (started at ms into the backup, snapshot written): ${slowest.map((item) => `${item.ms.toFixed(0)} ms @${item.at.toFixed(0)} (${Number.isNaN(item.written) ? 'no .part' : `${(item.written * 100).toFixed(0)} %`})`).join(', ')}`);
    const longBlocks = [...blocks].sort((a, b) => b.ms - a.ms).slice(0, 5);
    console.log(`backup: event loop blocks over 20 ms: ${blocks.length}${longBlocks.length ? `, longest ${longBlocks.map((item) => `${item.ms.toFixed(0)} ms @${item.at.toFixed(0)}${item.waitMs === null ? '' : ` (${item.waitMs.toFixed(0)} ms waiting for a CPU)`}`).join(', ')}` : ''}; load average ${loadavg().map((n) => n.toFixed(1)).join(' ')}`);
    // Which of the longest blocks a garbage collection of the server accounts for.
    const gcIn = (block: { at: number; ms: number }) => pauses.filter((pause) => pause.at + pause.ms >= block.at && pause.at <= block.at + block.ms);
    console.log(`backup: GC pauses over 10 ms: ${pauses.length} (${pauses.filter((pause) => pause.kind === 'major').length} major, longest ${Math.max(0, ...pauses.map((pause) => pause.ms)).toFixed(0)} ms); in the longest blocks: ${longBlocks.map((block) => `${block.ms.toFixed(0)} ms block: ${gcIn(block).map((pause) => `${pause.kind} GC ${pause.ms.toFixed(0)} ms`).join(' + ') || 'no GC'}`).join('; ')}`);
    if (!(worst <= BUDGET_MS)) {
      console.error(`backup: OVER BUDGET: a request stalled ${worst.toFixed(1)} ms during the backup`);
      process.exitCode = 1;
    }
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
