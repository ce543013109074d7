// The server monitor's cost (issue 16 budget: the monitor page adds <= 1 % CPU to the server while
// open). A real server on loopback with one administrator's socket; the server process's CPU time
// is measured over a window with the socket idle, then over a window with the socket subscribed to
// the monitor (a sample every 2 s pushed to it), and the difference is the monitor's share of one
// core. The cost of one sample is timed directly too. The bench and server share one process, so
// the subscribed window also pays for receiving the frames: the figure errs on the high side.
//   npx tsx server/bench/monitor.ts [windowSeconds=20]
import { performance } from 'node:perf_hooks';
import type WebSocket from 'ws';
import { openHubSocket, percentile, startBenchServer } from './bench-app';

const windowSeconds = Number(process.argv[2] ?? 20);
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

    const idle = await cpuPercent(windowSeconds);
    socket.send(JSON.stringify({ method: 'MonitorSubscribe' }));
    await sleep(500);
    if (!server.app.monitor.running) throw new Error('bench: the sampler did not start on subscribe');
    const watched = await cpuPercent(windowSeconds);
    socket.send(JSON.stringify({ method: 'MonitorUnsubscribe' }));
    await sleep(200);
    const stopped = !server.app.monitor.running;

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

    console.log(`server monitor (${windowSeconds} s windows, one administrator's socket):`);
    console.log(`  CPU idle ${idle.toFixed(2)} %, subscribed ${watched.toFixed(2)} % of one core: monitor adds ${added.toFixed(2)} % (budget ${BUDGET_PERCENT} %)`);
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
