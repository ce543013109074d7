// Online backup (issue 16 item 11): how long API requests stall while the database is backed up.
// A real server on loopback with a large database (a filler table of random blobs on top of the
// seed), then a backup through POST /api/system/DataBackup while another client keeps requesting a
// list; reports the slowest request during the backup (budget ≤ 50 ms), the event loop's longest
// delay, and the backup's duration and throughput.
//   npx tsx server/bench/backup.ts [--size-mb=256]
import { statSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { percentile, startBenchServer } from './bench-app';

const BUDGET_MS = 50;
const sizeMb = Number(/^--size-mb=(\d+)$/.exec(process.argv.find((arg) => arg.startsWith('--size-mb=')) ?? '')?.[1] ?? 256);

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

    const get = async (): Promise<number> => {
      const started = performance.now();
      const response = await fetch(`${server.base}/api/system/DataBackup?pageSize=20`, { headers: { authorization: token } });
      await response.json();
      return performance.now() - started;
    };
    // Warm-up, and the quiet baseline.
    const quiet: number[] = [];
    for (let i = 0; i < 20; i += 1) await get();
    // The quiet baseline over as long as the backup will take (the machine's own noise).
    const quietLoop = monitorEventLoopDelay({ resolution: 1 });
    quietLoop.enable();
    const quietUntil = performance.now() + Math.max(2000, sizeMb * 15);
    while (performance.now() < quietUntil) quiet.push(await get());
    quietLoop.disable();

    const loop = monitorEventLoopDelay({ resolution: 1 });
    let done = false;
    const during: number[] = [];
    const requests = (async () => {
      while (!done) during.push(await get());
    })();
    loop.enable();
    const started = performance.now();
    const response = await fetch(`${server.base}/api/system/DataBackup`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({ description: 'bench' }),
    });
    const answer = (await response.json()) as { code: number; msg: string; data: { fileSize: number } };
    const seconds = (performance.now() - started) / 1000;
    done = true;
    await requests;
    loop.disable();
    if (answer.code !== 200) throw new Error(`bench: backup refused: ${answer.msg}`);

    quiet.sort((a, b) => a - b);
    during.sort((a, b) => a - b);
    const worst = during.at(-1) ?? Number.NaN;
    console.log(`backup: ${(answer.data.fileSize / 1024 / 1024).toFixed(0)} MB in ${seconds.toFixed(1)} s (${(answer.data.fileSize / 1024 / 1024 / seconds).toFixed(0)} MB/s)`);
    console.log(`backup: without a backup: requests p50 ${percentile(quiet, 50).toFixed(1)} ms, p99 ${percentile(quiet, 99).toFixed(1)} ms, longest ${(quiet.at(-1) ?? 0).toFixed(1)} ms; event loop delay max ${(quietLoop.max / 1e6).toFixed(1)} ms`);
    console.log(`backup: requests during the backup: ${during.length}, p50 ${percentile(during, 50).toFixed(1)} ms, p99 ${percentile(during, 99).toFixed(1)} ms, longest ${worst.toFixed(1)} ms (budget ${BUDGET_MS} ms)`);
    console.log(`backup: event loop delay during the backup: max ${(loop.max / 1e6).toFixed(1)} ms, p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms`);
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
