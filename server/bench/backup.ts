// Online backup (issue 16 item 11): how long API requests stall while the database is backed up.
// A real server on loopback with a large database (a filler table of random blobs on top of the
// seed), then a backup through POST /api/system/DataBackup while another client keeps requesting a
// list; reports the slowest request during the backup (budget ≤ 50 ms), the event loop's longest
// delay, and the backup's duration and throughput; phases without and with a backup alternate
// (--rounds=N, 2 by default), each measured alike and reported with the load average. The requests come from a client process of its
// own (as a browser's would), so its fetches and their garbage collections are not the server's. The issue's budget is for a 1 GB database, the
// default; --quick runs 256 MB, --size-mb=N any size. The slowest requests are listed with when
// they started (ms into the backup, and how much of the snapshot was written), beside the event
// loop's blocks over 20 ms, to tell a blocked main thread (a sync, a checkpoint) from waiting.
// --trace-sql also lists every SQLite call on the event loop's thread that took over 10 ms (its SQL,
// when it started into the phase): which statement a block was spent in.
//   npx tsx server/bench/backup.ts [--size-mb=1024 | --quick] [--rounds=2] [--trace-sql]
import { spawn } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { PerformanceObserver, monitorEventLoopDelay } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { percentile, startBenchServer } from './bench-app';

const BUDGET_MS = 50;
const QUICK_MB = 256;
const DEFAULT_MB = 1024;
const sizeMb = process.argv.includes('--quick')
  ? QUICK_MB
  : Number(/^--size-mb=(\d+)$/.exec(process.argv.find((arg) => arg.startsWith('--size-mb=')) ?? '')?.[1] ?? DEFAULT_MB);
const rounds = Number(/^--rounds=(\d+)$/.exec(process.argv.find((arg) => arg.startsWith('--rounds=')) ?? '')?.[1] ?? 2);
const traceSql = process.argv.includes('--trace-sql');

// Linux: the main thread's time waiting for a CPU (run queue), to tell a starved thread from one
// blocked in a call (a sync, a lock) or busy.
// Also its time on a CPU: what is neither (of a block) was spent blocked in a call (a sync, a lock, a sleep).
function schedstat(): { cpuMs: number; waitMs: number } | null {
  try {
    const [cpu, wait] = readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ');
    return { cpuMs: Number(cpu) / 1e6, waitMs: Number(wait) / 1e6 };
  } catch {
    return null;
  }
}

/** A SQLite call on this thread (the server's event loop) that took over SLOW_SQL_MS. */
interface SlowSql {
  at: number;
  ms: number;
  sql: string;
}
const SLOW_SQL_MS = 10;
const slowSql: SlowSql[] = [];
/** With --trace-sql: the writing statements run on the event loop's thread in the current phase, by SQL. */
const writesOnLoop = new Map<string, number>();

/**
 * Times every statement run, read, pragma and exec of better-sqlite3 in this process (the server is
 * built in it; worker threads and child processes have their own copies, untouched). Transactions'
 * BEGIN and COMMIT are statements too, so a commit's sync or a lock wait shows under its SQL.
 */
function traceSlowSql(): void {
  const probe = new Database(':memory:');
  const statementProto = Object.getPrototypeOf(probe.prepare('SELECT 1')) as Record<string, unknown>;
  probe.close();
  const timed = (target: Record<string, unknown>, name: string, sqlOf: (self: unknown, args: unknown[]) => string): void => {
    const original = target[name] as (...args: unknown[]) => unknown;
    target[name] = function timedCall(this: unknown, ...args: unknown[]): unknown {
      const start = performance.timeOrigin + performance.now();
      const before = schedstat();
      if ((this as { reader?: boolean }).reader === false) {
        const sql = sqlOf(this, args).replace(/\s+/g, ' ').slice(0, 60);
        writesOnLoop.set(sql, (writesOnLoop.get(sql) ?? 0) + 1);
      }
      try {
        return original.apply(this, args);
      } finally {
        const ms = performance.timeOrigin + performance.now() - start;
        if (ms > SLOW_SQL_MS) {
          const after = schedstat();
          const split = before && after ? ` (${(after.cpuMs - before.cpuMs).toFixed(0)} on a CPU, ${(after.waitMs - before.waitMs).toFixed(0)} waiting for one)` : '';
          slowSql.push({ at: start, ms, sql: `${name}${split}: ${sqlOf(this, args).replace(/\s+/g, ' ').slice(0, 160)}` });
        }
      }
    };
  };
  const sourceOf = (self: unknown): string => String((self as { source?: string }).source ?? '?');
  for (const name of ['run', 'get', 'all']) timed(statementProto, name, sourceOf);
  const databaseProto = Database.prototype as unknown as Record<string, unknown>;
  timed(databaseProto, 'exec', (_self, args) => String(args[0]));
  timed(databaseProto, 'pragma', (_self, args) => `PRAGMA ${String(args[0])}`);
}
if (traceSql) traceSlowSql();

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

    const now = (): number => performance.timeOrigin + performance.now();
    const GC_KINDS: Record<number, string> = { 1: 'minor', 2: 'major', 4: 'incremental', 8: 'weak' };
    interface Phase {
      samples: Array<Sample & { written: number }>;
      loopMax: number;
      loopP99: number;
      /** Gaps over 20 ms between 1 ms ticks of the event loop, how much of each was run-queue wait and how much on a CPU. */
      blocks: Array<{ at: number; ms: number; waitMs: number | null; cpuMs: number | null }>;
      pauses: Array<{ at: number; ms: number; kind: string }>;
      seconds: number;
      load: string;
      /** With --trace-sql: the SQLite calls on the event loop's thread over SLOW_SQL_MS. */
      sql: SlowSql[];
      writes: string[];
    }
    // One phase, quiet or backing up, measured alike: the client's requests, the event loop's
    // delay, its blocks over 20 ms (with the main thread's run-queue wait in each) and GC pauses.
    const phase = async (work: () => Promise<void>): Promise<Phase> => {
      const loop = monitorEventLoopDelay({ resolution: 1 });
      const blocks: Phase['blocks'] = [];
      const pauses: Phase['pauses'] = [];
      let started = now();
      let lastTick = now();
      let lastStat = schedstat();
      const ticker = setInterval(() => {
        const tick = now();
        const stat = schedstat();
        if (tick - lastTick > 20) {
          blocks.push({
            at: lastTick - started,
            ms: tick - lastTick,
            waitMs: stat && lastStat ? stat.waitMs - lastStat.waitMs : null,
            cpuMs: stat && lastStat ? stat.cpuMs - lastStat.cpuMs : null,
          });
        }
        lastTick = tick;
        lastStat = stat;
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
      writesOnLoop.clear();
      lastTick = started;
      await ask('start');
      await work();
      const seconds = (now() - started) / 1000;
      const samples = ((await ask('stop')).samples ?? []).map((sample) => ({ ...sample, at: sample.at - started, written: sample.written ?? Number.NaN }));
      clearInterval(ticker);
      gc.disconnect();
      loop.disable();
      const writes = [...writesOnLoop].map(([sql, count]) => `${count}× ${sql}`);
      writesOnLoop.clear();
      const sql = slowSql.splice(0).filter((call) => call.at >= started).map((call) => ({ ...call, at: call.at - started }));
      return { sql, writes, samples, loopMax: loop.max / 1e6, loopP99: loop.percentile(99) / 1e6, blocks, pauses, seconds, load: loadavg().map((n) => n.toFixed(1)).join(' ') };
    };
    const report = (label: string, result: Phase): number => {
      const during = result.samples.map((sample) => sample.ms).sort((a, b) => a - b);
      const worst = during.at(-1) ?? Number.NaN;
      console.log(`backup: ${label}: requests ${during.length}, p50 ${percentile(during, 50).toFixed(1)} ms, p99 ${percentile(during, 99).toFixed(1)} ms, longest ${worst.toFixed(1)} ms; event loop delay max ${result.loopMax.toFixed(1)} ms, p99 ${result.loopP99.toFixed(1)} ms; load average ${result.load}`);
      const slowest = [...result.samples].sort((a, b) => b.ms - a.ms).slice(0, 5);
      console.log(`backup: ${label}: slowest requests (started at ms into the phase, snapshot written): ${slowest.map((item) => `${item.ms.toFixed(0)} ms @${item.at.toFixed(0)} (${Number.isNaN(item.written) ? 'no .part' : `${(item.written * 100).toFixed(0)} %`})`).join(', ')}`);
      const longBlocks = [...result.blocks].sort((a, b) => b.ms - a.ms).slice(0, 5);
      // A block's time not spent waiting for a CPU is the main thread's own: running, or blocked in a call.
      const own = result.blocks.map((block) => block.ms - (block.waitMs ?? 0));
      // And of that, the time neither on a CPU nor waiting for one: blocked in a call (a sync, a write
      // behind the disk queue, a lock), what the event loop's own code decides, whatever the load.
      const blockedIn = (block: Phase['blocks'][number]): number => (block.cpuMs === null ? 0 : block.ms - (block.waitMs ?? 0) - block.cpuMs);
      const blocked = result.blocks.map(blockedIn);
      // A GC pause waits for V8's helper threads, which looks alike: the blocks with none, apart.
      const overlapsGc = (block: { at: number; ms: number }) => result.pauses.some((pause) => pause.at + pause.ms >= block.at && pause.at <= block.at + block.ms);
      const blockedNoGc = result.blocks.filter((block) => !overlapsGc(block)).map(blockedIn);
      console.log(`backup: ${label}: event loop blocks over 20 ms: ${result.blocks.length}${longBlocks.length ? `, longest ${longBlocks.map((item) => `${item.ms.toFixed(0)} ms @${item.at.toFixed(0)}${item.waitMs === null || item.cpuMs === null ? '' : ` (${item.cpuMs.toFixed(0)} ms on a CPU, ${item.waitMs.toFixed(0)} waiting for one, ${(item.ms - item.cpuMs - item.waitMs).toFixed(0)} blocked)`}`).join(', ')}` : ''}; the longest not waiting for a CPU: ${Math.max(0, ...own).toFixed(0)} ms, blocked in a call: ${Math.max(0, ...blocked).toFixed(0)} ms (${Math.max(0, ...blockedNoGc).toFixed(0)} ms in a block without a GC pause)`);
      const gcIn = (block: { at: number; ms: number }) => result.pauses.filter((pause) => pause.at + pause.ms >= block.at && pause.at <= block.at + block.ms);
      console.log(`backup: ${label}: GC pauses over 10 ms: ${result.pauses.length} (${result.pauses.filter((pause) => pause.kind === 'major').length} major, longest ${Math.max(0, ...result.pauses.map((pause) => pause.ms)).toFixed(0)} ms); in the longest blocks: ${longBlocks.map((block) => `${block.ms.toFixed(0)} ms block: ${gcIn(block).map((pause) => `${pause.kind} GC ${pause.ms.toFixed(0)} ms`).join(' + ') || 'no GC'}`).join('; ') || 'none'}`);
      if (traceSql) {
        console.log(`backup: ${label}: writes on the event loop: ${result.writes.join('; ') || 'none'}`);
        console.log(`backup: ${label}: SQLite calls on the event loop over ${SLOW_SQL_MS} ms: ${result.sql.length}${result.sql.length ? `: ${result.sql.map((call) => `${call.ms.toFixed(0)} ms @${call.at.toFixed(0)} ${call.sql}`).join('; ')}` : ''}`);
      }
      return worst;
    };

    // Quiet and backup phases alternate (the machine's load changes between runs): a quiet phase as
    // long as the backup before it took (the first as long as a backup is expected to take).
    let quietMs = Math.max(2000, sizeMb * 15);
    let worstDuring = 0;
    const worstQuiet: number[] = [];
    for (let round = 1; round <= rounds; round += 1) {
      worstQuiet.push(report(`round ${round} without a backup`, await phase(async () => {
        await sleep(quietMs);
      })));
      let answer: { code: number; msg: string; data: { fileSize: number } } | null = null;
      const during = await phase(async () => {
        const response = await fetch(`${server.base}/api/system/DataBackup`, {
          method: 'POST',
          headers: { authorization: token, 'content-type': 'application/json' },
          body: JSON.stringify({ description: 'bench' }),
        });
        answer = (await response.json()) as { code: number; msg: string; data: { fileSize: number } };
      });
      const done = answer as { code: number; msg: string; data: { fileSize: number } } | null;
      if (done?.code !== 200) throw new Error(`bench: backup refused: ${done?.msg ?? 'no answer'}`);
      console.log(`backup: round ${round}: ${(done.data.fileSize / 1024 / 1024).toFixed(0)} MB in ${during.seconds.toFixed(1)} s (${(done.data.fileSize / 1024 / 1024 / during.seconds).toFixed(0)} MB/s)`);
      worstDuring = Math.max(worstDuring, report(`round ${round} during the backup`, during));
      quietMs = during.seconds * 1000;
    }
    client.send('exit');
    console.log(`backup: longest request during a backup ${worstDuring.toFixed(1)} ms (budget ${BUDGET_MS} ms); without one ${worstQuiet.map((ms) => ms.toFixed(1)).join(', ')} ms`);
    if (!(worstDuring <= BUDGET_MS)) {
      console.error(`backup: OVER BUDGET: a request stalled ${worstDuring.toFixed(1)} ms during a backup`);
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
