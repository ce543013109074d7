// The server monitor's cost (issue 16 budget: the monitor page adds <= 1 % CPU to the server while
// open). A real server on loopback with one administrator's socket; the server process's CPU time
// is measured over windows with the socket idle and windows with it subscribed to the monitor (a
// sample every 2 s pushed to it), alternating, and the difference of the medians is the monitor's
// share of one core (one window alone is noisy: a major GC or the 30 s session sweep may land in
// it). The cost of one sample is timed directly too. The bench and server share one process, so
// the subscribed windows also pay for receiving the frames: the figure errs on the high side.
//   npx tsx server/bench/monitor.ts [windowSeconds=10] [rounds=3]
import { performance } from 'node:perf_hooks';
import type WebSocket from 'ws';
import { openHubSocket, percentile, startBenchServer } from './bench-app';

const windowSeconds = Number(process.argv[2] ?? 10);
const rounds = Number(process.argv[3] ?? 3);
const BUDGET_PERCENT = 1;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** This process's CPU time over `seconds`, as a percentage of one core. */
async function cpuPercent(seconds: number): Promise<number> {
  const start = process.cpuUsage();
  const wall = performance.now();
  await sleep(seconds * 1000);
  const used = process.cpuUsage(start);
  return ((used.user + used.system) / 1000 / (performance.now() - wall)) * 100;
}

async function main(): Promise<void> {
  const server = await startBenchServer();
  let socket: WebSocket | null = null;
  try {
    const token = await server.signIn('admin');
    socket = await openHubSocket(server.base, token);
    let frames = 0;
    socket.on('message', (data) => {
      if (String(data).includes('"monitorSample"')) frames += 1;
    });
    // Settle after start-up (seed, JIT) before measuring.
    await sleep(3000);

    const idleRuns: number[] = [];
    const watchedRuns: number[] = [];
    let stopped = true;
    for (let round = 0; round < rounds; round += 1) {
      idleRuns.push(await cpuPercent(windowSeconds));
      socket.send(JSON.stringify({ method: 'MonitorSubscribe' }));
      await sleep(300);
      if (!server.app.monitor.running) throw new Error('bench: the sampler did not start on subscribe');
      watchedRuns.push(await cpuPercent(windowSeconds));
      socket.send(JSON.stringify({ method: 'MonitorUnsubscribe' }));
      await sleep(300);
      stopped &&= !server.app.monitor.running;
    }
    const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);
    const idle = median(idleRuns);
    const watched = median(watchedRuns);

    // One sample, timed on its own (the sampler is stopped: these readings are not pushed).
    const costs: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      const start = performance.now();
      server.app.monitor.sample();
      costs.push(performance.now() - start);
    }
    costs.sort((a, b) => a - b);
    const p50 = percentile(costs, 50);
    const added = watched - idle;

    const list = (values: number[]) => values.map((value) => value.toFixed(2)).join(', ');
    console.log(`server monitor (${rounds} × 2 windows of ${windowSeconds} s, one administrator's socket):`);
    console.log(`  CPU of one core, idle [${list(idleRuns)}] %, subscribed [${list(watchedRuns)}] %`);
    console.log(`  medians: idle ${idle.toFixed(2)} %, subscribed ${watched.toFixed(2)} %: monitor adds ${added.toFixed(2)} % (budget ${BUDGET_PERCENT} %)`);
    console.log(`  ${frames} samples pushed; one sample p50 ${(p50 * 1000).toFixed(0)} µs, p99 ${(percentile(costs, 99) * 1000).toFixed(0)} µs (${((p50 / 2000) * 100).toFixed(3)} % of a core at one sample per 2 s)`);
    console.log(`  sampler stopped after unsubscribe: ${stopped ? 'yes' : 'NO'}`);
    if (added > BUDGET_PERCENT || !stopped || frames === 0) process.exitCode = 1;
  } finally {
    socket?.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
